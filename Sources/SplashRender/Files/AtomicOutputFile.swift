import Foundation
import SplashImport

/// An output written beside its destination under a temporary name and
/// renamed over it only when complete, so a failed or interrupted render
/// never leaves a half-written file and never damages an existing one.
///
/// The temporary file lives in a private hidden folder of its own beside the
/// destination (a rename across file systems would not be atomic). Both are
/// registered with `InterruptCleanup`, which removes them on Ctrl-C,
/// SIGTERM or SIGHUP. The folder is what makes that removal final: an
/// encoder opens its file by name, with `O_CREAT`, and may do so after the
/// interrupt removed the file; once the folder is gone, that open fails
/// instead of leaving a new file behind. What a killed render (SIGKILL)
/// left is removed by the next one writing into the folder
/// (`StaleTemporaries`).
public final class AtomicOutputFile: Sendable {
    /// Where the finished file goes.
    public let destination: URL
    /// Where it is written meanwhile.
    public var temporaryPath: String { temporary.file }

    let temporary: InterruptCleanup.Temporary
    /// The destination in the resolved output folder: what the temporary
    /// is renamed to.
    private let target: URL
    private let folder: OutputFolder
    private let cleanup: InterruptCleanup
    /// The temporary file, open and exclusively locked (`flock`) while
    /// this object lives: the mark of a live writer that keeps the next
    /// render from taking it for a killed one's (`StaleTemporaries`).
    private let lockDescriptor: Int32

    /// Creates the temporary folder and file, exclusively: a name already
    /// taken (a file, a folder, or a link planted there) is never used,
    /// another is tried. An existing destination that is a folder, a
    /// device, a FIFO or a socket is refused; a symbolic link there is
    /// replaced by the file (its target is left alone), as `mv` would.
    /// The destination's folder is the user's (links on its path are
    /// followed, once, see `OutputFolder`).
    public convenience init(destination: URL) throws(RenderError) {
        try self.init(destination: destination, cleanup: .shared)
    }

    /// The file `name` in `folder`: refused unless `name` is one file name
    /// (see `OutputFolder.file`), so it is written there and nowhere else.
    public convenience init(_ name: String, in folder: OutputFolder) throws(RenderError) {
        try self.init(name, in: folder, cleanup: .shared)
    }

    convenience init(destination: URL, cleanup: InterruptCleanup) throws(RenderError) {
        let folder = try OutputFolder(destination.deletingLastPathComponent())
        try self.init(destination.lastPathComponent, in: folder, shownAs: destination, cleanup: cleanup)
    }

    convenience init(_ name: String, in folder: OutputFolder, cleanup: InterruptCleanup) throws(RenderError) {
        _ = try folder.file(name)
        try self.init(name, in: folder, shownAs: folder.url.appendingPathComponent(name), cleanup: cleanup)
    }

    private init(_ name: String, in folder: OutputFolder, shownAs destination: URL, cleanup: InterruptCleanup) throws(RenderError) {
        let target = try folder.file(name)
        var status = stat()
        if lstat(target.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG, S_IFLNK: break
            case S_IFDIR: throw RenderError("the output \(destination.path) is a folder")
            default: throw RenderError("the output \(destination.path) is not a regular file (a device, FIFO or socket); give a file name")
            }
        }
        self.destination = destination
        self.target = target
        self.folder = folder
        self.cleanup = cleanup
        cleanup.sweepStaleTemporaries(in: folder.resolved.path)
        (self.temporary, self.lockDescriptor) = try Self.createTemporary(beside: target, cleanup: cleanup)
    }

    /// Creates a new folder with an unpredictable name beside the
    /// destination (`mkdir` never follows or reuses what is there) and a
    /// new, empty file in it, registered with the interrupt cleanup in the
    /// same step, so an interrupt at any moment finds both on its list.
    /// Returns it with the file's descriptor, locked.
    private static func createTemporary(beside destination: URL, cleanup: InterruptCleanup) throws(RenderError)
        -> (InterruptCleanup.Temporary, Int32) {
        let folder = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent, ext = destination.pathExtension
        // The file keeps the destination's extension (what it holds shows
        // in a listing), unless that is too long to be one.
        let fileName = "partial" + (ext.isEmpty || ext.utf8.count > 16 ? "" : "." + ext)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let token = String(generator.next() as UInt64, radix: 16)
            let suffix = ".\(token).partial"
            // Names stay within the 255 bytes a file name may have.
            let stem = "." + name
            let candidate = stem.utf8.count + suffix.utf8.count <= 255 ? stem + suffix : ".splashvid" + suffix
            let folderPath = folder.appendingPathComponent(candidate).path
            let temporary = InterruptCleanup.Temporary(folder: folderPath, file: folderPath + "/" + fileName)
            let descriptor = try cleanup.create(temporary) { () throws(RenderError) -> Int32? in
                guard mkdir(folderPath, 0o700) == 0 else {
                    guard errno == EEXIST else {
                        throw RenderError("cannot write to the folder \(folder.path): \(String(cString: strerror(errno)))")
                    }
                    return nil
                }
                let fd = open(temporary.file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
                guard fd >= 0 else {
                    let reason = String(cString: strerror(errno))
                    rmdir(folderPath)
                    throw RenderError("cannot write to the folder \(folder.path): \(reason)")
                }
                // Where the file system has no `flock`, the temporary is
                // never taken for a stale one (see `StaleTemporaries`).
                _ = flock(fd, LOCK_EX | LOCK_NB)
                return fd
            }
            if let descriptor { return (temporary, descriptor) }
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

    /// Renames the temporary file over the destination and removes its
    /// folder.
    public func commit() throws(RenderError) {
        do throws(RenderError) {
            try folder.checkUnchanged()
        } catch {
            discard()
            throw error
        }
        try cleanup.commit(temporary, to: target.path)
    }

    /// Removes the temporary file and its folder (after a failure); the
    /// destination is left as it was.
    public func discard() {
        cleanup.discard(temporary)
    }

    deinit {
        // Not committed (an error unwound past us): leave no temporary behind.
        if cleanup.isRegistered(temporary) { discard() }
        close(lockDescriptor)
    }
}
