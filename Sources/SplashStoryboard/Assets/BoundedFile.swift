import Foundation
import SplashFormats

/// Files read with their size checked first: nothing from an asset
/// catalog or a property list is read whole unless it is small.
enum BoundedFile {
    /// The size of a regular file, or an error naming it. Symbolic links
    /// are followed; anything else than a regular file at the end (a
    /// folder, a FIFO, which would block the read, a device such as
    /// /dev/zero) is refused before it is opened.
    static func size(_ path: String, what: String) throws(StoryboardError) -> Int {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw StoryboardError(file: path, errno == ENOENT || errno == ENOTDIR ? "no such \(what)" : "cannot read the \(what)'s size")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            throw StoryboardError(file: path, "a folder where a \(what) file was expected")
        default:
            throw StoryboardError(file: path, "a pipe, socket or device, not a regular \(what) file")
        }
        guard let size = Int(exactly: status.st_size), size >= 0 else {
            throw StoryboardError(file: path, "cannot read the \(what)'s size")
        }
        return size
    }

    /// The whole file, when it has at most `limit` bytes.
    static func read(_ path: String, limit: Int, what: String) throws(StoryboardError) -> [UInt8] {
        let size = try size(path, what: what)
        guard size <= limit else {
            throw StoryboardError(file: path, "a \(what) of \(size) bytes: at most \(limit) are read")
        }
        return try range(path, from: 0, count: size, what: what)
    }

    /// At most `count` bytes from `offset`.
    static func range(_ path: String, from offset: Int, count: Int, what: String) throws(StoryboardError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoryboardError(file: path, "cannot open the \(what)")
        }
        defer { try? handle.close() }
        do {
            try handle.seek(toOffset: UInt64(max(0, offset)))
            return [UInt8](try handle.read(upToCount: max(0, count)) ?? Data())
        } catch {
            throw StoryboardError(file: path, "cannot read the \(what): \(error.localizedDescription)")
        }
    }
}
