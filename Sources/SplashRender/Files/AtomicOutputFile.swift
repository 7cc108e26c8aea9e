import Foundation

/// An output written beside its destination under a temporary name and
/// renamed over it only when complete, so a failed or interrupted render
/// never leaves a half-written file and never damages an existing one.
///
/// The temporary lives in the destination's folder (a rename across file
/// systems would not be atomic) and is registered with
/// `InterruptCleanup`, which removes it on Ctrl-C or SIGTERM.
public final class AtomicOutputFile: Sendable {
    /// Where the finished file goes.
    public let destination: URL
    /// Where it is written meanwhile.
    public let temporaryPath: String

    /// Creates the temporary file, exclusively: a name already taken (a
    /// file, or a link planted there) is never opened, another is tried.
    /// An existing destination that is a folder, a device, a FIFO or a
    /// socket is refused; a symbolic link there is replaced by the file
    /// (its target is left alone), as `mv` would.
    public init(destination: URL) throws(RenderError) {
        let folder = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("the output folder \(folder.path) does not exist")
        }
        var status = stat()
        if lstat(destination.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG, S_IFLNK: break
            case S_IFDIR: throw RenderError("the output \(destination.path) is a folder")
            default: throw RenderError("the output \(destination.path) is not a regular file (a device, FIFO or socket); give a file name")
            }
        }
        self.destination = destination
        // Registered with the interrupt cleanup as it is created (see
        // `createTemporary`), so a Ctrl-C at any moment leaves nothing.
        self.temporaryPath = try Self.createTemporary(beside: destination)
    }

    /// Creates a new, empty file with an unpredictable name in the
    /// destination's folder (`O_CREAT | O_EXCL | O_NOFOLLOW`), and returns
    /// its path.
    private static func createTemporary(beside destination: URL) throws(RenderError) -> String {
        let folder = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent, ext = destination.pathExtension
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let token = String(generator.next() as UInt64, radix: 16)
            let suffix = ".\(token).partial" + (ext.isEmpty ? "" : ".\(ext)")
            // Names stay within the 255 bytes a file name may have.
            let stem = "." + name
            let candidate = stem.utf8.count + suffix.utf8.count <= 255 ? stem + suffix : ".splashvid" + suffix
            let path = folder.appendingPathComponent(candidate).path
            // Registered before it exists: an interrupt right after the file
            // appears must find it on the list.
            InterruptCleanup.shared.register(path)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 {
                close(fd)
                return path
            }
            InterruptCleanup.shared.unregister(path)
            guard errno == EEXIST || errno == ELOOP else {
                throw RenderError("cannot write to the folder \(folder.path): \(String(cString: strerror(errno)))")
            }
        }
        throw RenderError("cannot create a temporary file in \(folder.path): every name tried was taken")
    }

    /// Writes all bytes to the temporary file and commits it.
    public func write(_ bytes: [UInt8]) throws(RenderError) {
        let fd = open(temporaryPath, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw RenderError("cannot write \(destination.path): \(String(cString: strerror(errno)))") }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(fd)
                throw RenderError("cannot write \(destination.path): \(reason)")
            }
            written += count
        }
        guard close(fd) == 0 else { throw RenderError("cannot write \(destination.path): \(String(cString: strerror(errno)))") }
        try commit()
    }

    /// Renames the temporary file over the destination.
    public func commit() throws(RenderError) {
        guard rename(temporaryPath, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw RenderError("cannot move the finished file to \(destination.path): \(reason)")
        }
        InterruptCleanup.shared.unregister(temporaryPath)
    }

    /// Removes the temporary file (after a failure); the destination is
    /// left as it was.
    public func discard() {
        unlink(temporaryPath)
        InterruptCleanup.shared.unregister(temporaryPath)
    }

    deinit {
        // Not committed (an error unwound past us): leave no temporary behind.
        if InterruptCleanup.shared.isRegistered(temporaryPath) { discard() }
    }
}
