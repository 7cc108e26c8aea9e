import Foundation
import SplashFormats

/// The files a launch screen names (property lists, `Contents.json`,
/// images), read through SplashFormats' `BoundedFile` (nothing is read
/// whole unless it is small; a folder, FIFO or device is refused before it
/// is read), with errors in the storyboard importer's words.
enum LaunchFile {
    /// The whole file, when it has at most `limit` bytes.
    static func read(_ path: String, limit: Int, what: String) throws(StoryboardError) -> [UInt8] {
        do {
            return try BoundedFile(noun: what, plural: what + "s", limit: limit).read(path)
        } catch {
            throw Self.error(error, path: path, what: what)
        }
    }

    /// At most the first `count` bytes, and the file's size.
    static func prefix(_ path: String, count: Int, what: String) throws(StoryboardError) -> (bytes: [UInt8], fileSize: Int) {
        do {
            return try BoundedFile(noun: what, plural: what + "s", limit: count).readPrefix(path, count: count)
        } catch {
            throw Self.error(error, path: path, what: what)
        }
    }

    static func error(_ error: FileReadError, path: String, what: String) -> StoryboardError {
        let message = switch error.problem {
        case .unreadable(let code): code == ENOENT || code == ENOTDIR ? "no such \(what)" : "cannot read the \(what): \(FileReadError.reason(code))"
        case .folder: "a folder where a \(what) file was expected"
        case .pipe, .device, .notRegular: "a pipe, socket or device, not a regular \(what) file"
        case .tooLarge(let bytes): "a \(what) of \(bytes) bytes: at most \(error.limit) are read"
        }
        return StoryboardError(file: path, message)
    }
}
