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
public enum StaleTemporaries {
    /// How long a temporary folder must have been left unchanged.
    static let minimumAge: TimeInterval = 60
    /// The most folder entries looked at (a huge folder is not read whole).
    static let maximumEntries = 100_000

    /// How long the temporary of one of a run's own outputs must have
    /// been left unchanged (`sweep(_:of:)`): a writer takes its lock
    /// microseconds after creating its folder, and a coarse file system
    /// clock ticks in 2 s.
    public static let ownOutputMinimumAge: TimeInterval = 3

    /// Removes every stale temporary in `folder`; returns how many.
    @discardableResult
    static func sweep(_ folder: String) -> Int {
        var removed = 0
        for name in entries(of: folder, limit: maximumEntries) where isTemporaryName(name) {
            if removeIfStale(folder + "/" + name, minimumAge: minimumAge) { removed += 1 }
        }
        return removed
    }

    /// Removes the stale temporaries in `folder` of the outputs `names`
    /// (`.<name>.<hex>.partial`): a run that writes those files again
    /// clears what a killed run of them left, without waiting the minute
    /// the general sweep waits (the lock still tells a live writer's).
    /// Returns the names of the folders removed.
    public static func sweep(_ folder: String, of names: Set<String>, minimumAge: TimeInterval = ownOutputMinimumAge) -> [String] {
        var removed: [String] = []
        for entry in entries(of: folder, limit: maximumEntries).sorted() where isTemporaryName(entry) {
            guard let output = outputName(of: entry), names.contains(output) else { continue }
            if removeIfStale(folder + "/" + entry, minimumAge: minimumAge) { removed.append(entry) }
        }
        return removed
    }

    /// The output a temporary's folder was made for: `out.mp4` for
    /// `.out.mp4.a3adf090c0785ca4.partial`.
    static func outputName(of temporary: String) -> String? {
        guard isTemporaryName(temporary) else { return nil }
        let stem = temporary.dropFirst().dropLast(".partial".count)
        guard let dot = stem.lastIndex(of: ".") else { return nil }
        return String(stem[..<dot])
    }

    /// `.<anything>.<1–16 lowercase hex digits>.partial`.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".partial") else { return false }
        let parts = name.dropLast(".partial".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, let token = parts.last, (1...16).contains(token.count) else { return false }
        return token.allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
    }

    private static func removeIfStale(_ path: String, minimumAge: TimeInterval) -> Bool {
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
