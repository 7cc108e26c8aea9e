import Foundation
import SplashRender

/// Notices changes to a set of files by polling their modification times
/// and sizes (portable: no inotify or kqueue), every `interval` seconds.
/// A folder (an Xcode project given as the launch screen) is watched
/// whole: a change to any file in it, however deep, or a file added,
/// removed or renamed, is a change.
public struct FileWatcher: Sendable {
    /// What is compared between polls: nil for a file that is not there.
    public struct Signature: Sendable, Hashable {
        public var seconds: Int
        public var nanoseconds: Int
        public var size: Int64
    }

    public var interval: Double

    public init(interval: Double = 0.4) {
        self.interval = interval
    }

    /// The signatures of `paths`, in order.
    public static func signatures(of paths: [String]) -> [String: Signature?] {
        var result: [String: Signature?] = [:]
        for path in paths { result[path] = signature(of: path) }
        return result
    }

    /// Entries of a watched folder looked at, at most (an Xcode project's
    /// launch screen and catalogs are a few hundred; a home folder given
    /// by mistake is not walked whole every 0.4 s).
    static let maximumFolderEntries = 20_000

    static func signature(of path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFDIR { return folderSignature(of: path) }
        return fileSignature(info)
    }

    /// The newest modification time in the tree, and the size field made
    /// of every entry's relative path, size and time, so an edit, an
    /// addition, a removal or a rename anywhere in it changes it.
    static func folderSignature(of path: String) -> Signature? {
        guard let entries = FileManager.default.enumerator(atPath: path) else { return nil }
        var newest = Signature(seconds: 0, nanoseconds: 0, size: 0)
        var hasher = Hasher()
        var count = 0
        while count < maximumFolderEntries, let entry = entries.nextObject() as? String {
            count += 1
            var info = stat()
            guard lstat(path + "/" + entry, &info) == 0 else { continue }
            let signature = fileSignature(info)
            if (signature.seconds, signature.nanoseconds) > (newest.seconds, newest.nanoseconds) {
                newest.seconds = signature.seconds
                newest.nanoseconds = signature.nanoseconds
            }
            hasher.combine(entry)
            hasher.combine(signature)
        }
        hasher.combine(count)
        newest.size = Int64(hasher.finalize())
        return newest
    }

    private static func fileSignature(_ info: stat) -> Signature {
        let time = info.modificationTime
        return Signature(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int64(info.st_size))
    }

    /// Polls forever on a thread of its own: `files()` gives the files to
    /// watch at each poll (the set changes as the scene does) with the
    /// signatures they had when the render read them, and `changed()` is
    /// called when any of them appears, disappears, or has a new time or
    /// size. A file is compared with its previous poll, or, when it has
    /// just joined the set, with what the render saw (so a change between
    /// the render reading it and the next poll is not missed).
    public func start(files: @escaping @Sendable () -> [String: Signature?], changed: @escaping @Sendable () -> Void) {
        let interval = self.interval
        let thread = Thread {
            var last = Self.signatures(of: Array(files().keys))
            while true {
                Thread.sleep(forTimeInterval: interval)
                let seen = files()
                let now = Self.signatures(of: Array(seen.keys))
                let moved = now.contains { path, signature in
                    guard let before = last[path] ?? seen[path] else { return false }
                    return before != signature
                }
                if moved { changed() }
                last = now
            }
        }
        thread.name = "splashvid preview watcher"
        thread.start()
    }
}
