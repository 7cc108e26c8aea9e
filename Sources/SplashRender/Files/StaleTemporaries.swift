import Foundation

/// Temporaries a render left behind when it could not clean up: killed
/// with SIGKILL (the out-of-memory killer, `kill -9`) or by a power cut.
/// The next render that writes into the same folder removes them.
///
/// A temporary is a hidden folder `.<name>.<hex>.partial` holding one file
/// `partial[.<ext>]` (see `AtomicOutputFile`), and its writer holds an
/// exclusive `flock` on that file for as long as it lives. A folder is
/// stale, and removed, only when all of these hold: it has that shape
/// exactly (nothing else in it), it belongs to this user, it was last
/// changed over a minute ago (a writer takes its lock a moment after it
/// creates the file, never a minute), and its file's lock can be taken
/// (no live process holds it). A file system without `flock` keeps every
/// temporary: one whose lock cannot be taken is never stale.
enum StaleTemporaries {
    /// How long a temporary folder must have been left unchanged.
    static let minimumAge: TimeInterval = 60
    /// The most folder entries looked at (a huge folder is not read whole).
    static let maximumEntries = 100_000

    /// Removes every stale temporary in `folder`; returns how many.
    @discardableResult
    static func sweep(_ folder: String) -> Int {
        var removed = 0
        for name in entries(of: folder, limit: maximumEntries) where isTemporaryName(name) {
            if removeIfStale(folder + "/" + name) { removed += 1 }
        }
        return removed
    }

    /// `.<anything>.<1–16 lowercase hex digits>.partial`.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".partial") else { return false }
        let parts = name.dropLast(".partial".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let token = parts.last, (1...16).contains(token.count) else { return false }
        return token.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    private static func removeIfStale(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid() else { return false }
        guard Date().timeIntervalSince1970 - Double(status.modificationTime.tv_sec) > minimumAge else { return false }
        let inside = entries(of: path, limit: 2)
        switch inside.count {
        case 0:
            // Killed between creating the folder and its file.
            return rmdir(path) == 0
        case 1 where inside[0] == "partial" || inside[0].hasPrefix("partial."):
            let file = path + "/" + inside[0]
            // Only a regular file is opened (a device or FIFO is never
            // touched); `fstat` below catches a swap in between.
            var fileStatus = stat()
            guard lstat(file, &fileStatus) == 0, fileStatus.st_mode & S_IFMT == S_IFREG else { return false }
            let fd = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { return false }
            defer { close(fd) }
            guard fstat(fd, &fileStatus) == 0, fileStatus.st_mode & S_IFMT == S_IFREG,
                  flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }
            unlink(file)
            return rmdir(path) == 0
        default:
            return false
        }
    }

    /// The names in `folder` (without `.` and `..`), at most `limit`.
    private static func entries(of folder: String, limit: Int) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while names.count < limit, let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
