import Foundation

/// Reads a whole file a user named (a scene file, a manifest, an image, a
/// file a batch hashes), with its limits checked on what was opened rather
/// than on the path: a symlink to a huge file, a FIFO, `/dev/zero` or a
/// folder is refused by what it is, before anything is allocated for it,
/// and a file that grows while read is cut off at the limit.
public struct BoundedFile: Sendable {
    /// How messages name such a file ("scene file") and its kind ("scene files").
    public let noun: String
    public let plural: String
    /// The most bytes a file of this kind may hold.
    public let limit: Int

    public init(noun: String, plural: String, limit: Int) {
        self.noun = noun
        self.plural = plural
        self.limit = limit
    }

    /// The file's bytes, or one line saying why not: `cannot read the
    /// scene file a.json: no such file`, `the image b.png is 300 MiB;
    /// images are at most 256 MiB`. `shownAs`: the name used in messages
    /// (default: the path).
    public func read(_ path: String, shownAs name: String? = nil) throws(FileReadError) -> [UInt8] {
        let name = name ?? path
        // Non-blocking, so that opening a FIFO returns at once; it is then refused.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw cannotRead(name, Self.reason(errno)) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw cannotRead(name, Self.reason(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw cannotRead(name, "it is a folder, not a file")
        case S_IFIFO: throw cannotRead(name, "it is a pipe (FIFO), not a regular file")
        case S_IFCHR, S_IFBLK: throw cannotRead(name, "it is a device, not a regular file")
        default: throw cannotRead(name, "it is not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= limit else { throw tooLarge(name, bytes: size) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw cannotRead(name, Self.reason(errno))
            }
            if got == 0 { break }
            count += got
            if count == bytes.count, count <= limit {
                // It grew since fstat: read on, up to one byte past the limit.
                bytes.append(contentsOf: repeatElement(0, count: min(limit + 1 - count, 1 << 20)))
            }
        }
        guard count <= limit else { throw tooLarge(name, bytes: count) }
        bytes.removeSubrange(count...)
        return bytes
    }

    private func cannotRead(_ name: String, _ reason: String) -> FileReadError {
        FileReadError("cannot read the \(noun) \(name): \(reason)")
    }

    private func tooLarge(_ name: String, bytes: Int) -> FileReadError {
        FileReadError("the \(noun) \(name) is \(bytes >> 20) MiB; \(plural) are at most \(limit >> 20) MiB")
    }

    public static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such file"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "too many symbolic links"
        case EISDIR: "it is a folder, not a file"
        default: String(cString: strerror(code))
        }
    }
}

/// A file that could not be read within its limits, with one line saying
/// why (`cannot read the scene file a.json: no such file`).
public struct FileReadError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = ErrorLine.escapingControls(description)
    }
}
