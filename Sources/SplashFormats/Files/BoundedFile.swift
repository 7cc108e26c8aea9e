import Foundation

/// Reads a file a user named (a scene file, a manifest, an image, a
/// property list, a file a batch hashes), with its limits checked on what
/// was opened rather than on the path: a symlink to a huge file, a FIFO,
/// `/dev/zero` or a folder is refused by what it is, before anything is
/// allocated for it, and a file that grows while read is cut off at the
/// limit. The one file reader of every input path.
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

    /// The file's bytes, or why not: `cannot read the scene file a.json:
    /// no such file`, `the image b.png is 300 MiB; images are at most 256
    /// MiB`. `shownAs`: the name used in messages (default: the path).
    public func read(_ path: String, shownAs name: String? = nil) throws(FileReadError) -> [UInt8] {
        let name = name ?? path
        let (fd, size) = try open(path, name)
        defer { close(fd) }
        guard size <= limit else { throw error(name, .tooLarge(bytes: size)) }
        return try read(fd, name, limit: limit, growing: true)
    }

    /// At most the first `count` bytes of the file (its header), whatever
    /// its size, with the same checks on what was opened; and its size.
    public func readPrefix(_ path: String, count: Int, shownAs name: String? = nil) throws(FileReadError) -> (bytes: [UInt8], fileSize: Int) {
        let name = name ?? path
        let (fd, size) = try open(path, name)
        defer { close(fd) }
        return (try read(fd, name, limit: max(0, count), growing: false), size)
    }

    /// Opens `path` for reading and checks what it is: a regular file,
    /// with its size.
    private func open(_ path: String, _ name: String) throws(FileReadError) -> (Int32, Int) {
        // Non-blocking, so that opening a FIFO returns at once; it is then refused.
        let fd = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw error(name, .unreadable(errno)) }
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let code = errno
            close(fd)
            throw error(name, .unreadable(code))
        }
        let problem: FileReadError.Problem? = switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folder
        case S_IFIFO: .pipe
        case S_IFCHR, S_IFBLK: .device
        default: .notRegular
        }
        if let problem {
            close(fd)
            throw error(name, problem)
        }
        return (fd, Int(status.st_size))
    }

    /// Reads up to `limit` bytes, starting from the size `fstat` gave;
    /// when `growing`, a file that grew past that size is read on to one
    /// byte past the limit and refused.
    private func read(_ fd: Int32, _ name: String, limit: Int, growing: Bool) throws(FileReadError) -> [UInt8] {
        var status = stat()
        let size = fstat(fd, &status) == 0 ? Int(status.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: growing ? min(size, limit) + 1 : min(size, limit))
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(fd, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw error(name, .unreadable(errno))
            }
            if got == 0 { break }
            count += got
            if growing, count == bytes.count, count <= limit {
                // It grew since fstat: read on, up to one byte past the limit.
                bytes.append(contentsOf: repeatElement(0, count: min(limit + 1 - count, 1 << 20)))
            }
        }
        if growing { guard count <= limit else { throw error(name, .tooLarge(bytes: count)) } }
        bytes.removeSubrange(count...)
        return bytes
    }

    private func error(_ name: String, _ problem: FileReadError.Problem) -> FileReadError {
        FileReadError(file: name, noun: noun, plural: plural, limit: limit, problem: problem)
    }
}

/// A file that could not be read within its limits: which file, what it
/// is called, and what was wrong. `description` is the render's wording;
/// a reader with its own (a storyboard's) words `problem` itself.
public struct FileReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        /// `open`/`fstat`/`read` failed with this `errno`.
        case unreadable(Int32)
        case folder
        case pipe
        case device
        /// A socket or anything else that is not a regular file.
        case notRegular
        case tooLarge(bytes: Int)
    }

    /// The file as messages name it.
    public var file: String
    public var noun: String
    public var plural: String
    public var limit: Int
    public var problem: Problem

    public init(file: String, noun: String, plural: String, limit: Int, problem: Problem) {
        self.file = file
        self.noun = noun
        self.plural = plural
        self.limit = limit
        self.problem = problem
    }

    /// One line, with control characters from the file name escaped.
    public var description: String {
        let text = switch problem {
        case .unreadable(let code): "cannot read the \(noun) \(file): \(Self.reason(code))"
        case .folder: "cannot read the \(noun) \(file): it is a folder, not a file"
        case .pipe: "cannot read the \(noun) \(file): it is a pipe (FIFO), not a regular file"
        case .device: "cannot read the \(noun) \(file): it is a device, not a regular file"
        case .notRegular: "cannot read the \(noun) \(file): it is not a regular file"
        case .tooLarge(let bytes): "the \(noun) \(file) is \(bytes >> 20) MiB; \(plural) are at most \(limit >> 20) MiB"
        }
        return ErrorLine.escapingControls(text)
    }

    /// `errno` in words: "no such file", "permission denied"…
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
