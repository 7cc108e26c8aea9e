import Foundation

extension FontFile {
    /// The largest font file opened (the biggest CJK and colour-emoji fonts
    /// are 20–30 MB).
    static let maximumBytes = 128 << 20

    /// Checks what the path opens as before FreeType is given it: a
    /// regular file within `maximumBytes`. A FIFO would block FreeType's
    /// read forever (and, under the text lock, every job of a batch), a
    /// device such as `/dev/zero` would never end, a folder is no font.
    func checkOpenable() throws(TextError) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == ENOENT || errno == ENOTDIR ? "no such file" : String(cString: strerror(errno))
            throw .unusableFontFile(path: path, reason: reason)
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .unusableFontFile(path: path, reason: String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unusableFontFile(path: path, reason: "it is a folder, not a file")
        case S_IFIFO: throw .unusableFontFile(path: path, reason: "it is a pipe (FIFO), not a regular file")
        case S_IFCHR, S_IFBLK: throw .unusableFontFile(path: path, reason: "it is a device, not a regular file")
        default: throw .unusableFontFile(path: path, reason: "it is not a regular file")
        }
        guard Int(status.st_size) <= Self.maximumBytes else {
            throw .unusableFontFile(path: path, reason: "it is \(Int(status.st_size) >> 20) MiB; font files are at most \(Self.maximumBytes >> 20) MiB")
        }
    }
}
