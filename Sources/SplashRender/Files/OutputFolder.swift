import Foundation
import SplashImport

/// The one folder a product writes into, and the only way a file name
/// becomes a path there: whatever a report, a manifest, a scene or an
/// archive says, what is written lands in this folder, under a single
/// file name, or nowhere.
///
/// The folder is resolved once (`realpath`): the path the user typed may
/// pass through symbolic links, as with any tool; what the product then
/// writes does not. A name is one path component (no separator, not `.`
/// or `..`, no NUL, at most 255 bytes), so the file's parent is the
/// resolved folder itself; a link planted at the file's name is replaced,
/// not followed (`AtomicOutputFile` renames over it). The hidden folders a
/// product keeps inside (a batch's records) must be real folders: a link
/// planted in their place is refused. A folder derived from what was read
/// (`diff`'s default, HEAD/diff) is created component by component and
/// must resolve inside the folder it was derived from.
public struct OutputFolder: Sendable, Hashable {
    /// The folder as given, for messages.
    public let url: URL
    /// Its real path, every link resolved: where files are written.
    public let resolved: URL
    /// Its identity when resolved: a swap of the folder for another (or a
    /// link) before a file is committed is noticed.
    let device: UInt64
    let inode: UInt64

    /// An existing folder (the user's own path: links in it are followed).
    public init(_ url: URL) throws(RenderError) {
        self.url = url
        guard let real = Self.realPath(url.path) else {
            throw RenderError("the output folder \(url.path) does not exist")
        }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw RenderError("the output \(url.path) is not a folder")
        }
        self.resolved = URL(fileURLWithPath: real, isDirectory: true)
        self.device = UInt64(status.st_dev)
        self.inode = UInt64(status.st_ino)
    }

    /// The folder, created (with the folders above it) if missing; `noun`
    /// names it in errors ("output folder", "diff folder").
    public static func creating(_ url: URL, noun: String = "output folder") throws(RenderError) -> OutputFolder {
        do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
            throw RenderError("cannot create the \(noun) \(url.path): \(error.localizedDescription)")
        }
        return try OutputFolder(url)
    }

    /// `url`, a folder inside `root` that a product derives from what it
    /// read (HEAD's `diff` folder): each component below `root` is created
    /// if missing and must be a real folder, not a link, and the result
    /// must resolve inside `root`'s real path.
    public static func creating(_ url: URL, inside root: URL, noun: String) throws(RenderError) -> OutputFolder {
        let top = try OutputFolder(root)
        let base = root.standardizedFileURL.pathComponents, target = url.standardizedFileURL.pathComponents
        guard target.count > base.count, Array(target.prefix(base.count)) == base else {
            throw RenderError("the \(noun) \(url.path) is not inside \(root.path)")
        }
        var path = top.resolved.path
        for component in target.dropFirst(base.count) {
            guard isFileName(component) else { throw RenderError("the \(noun) \(url.path) is not inside \(root.path)") }
            path += "/" + component
            if mkdir(path, 0o755) != 0, errno != EEXIST {
                throw RenderError("cannot create the \(noun) \(url.path): \(String(cString: strerror(errno)))")
            }
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                throw RenderError("the \(noun) \(url.path) is a link or a file, not a folder (a link there is not followed)")
            }
        }
        let folder = try OutputFolder(URL(fileURLWithPath: path))
        guard folder.resolved.path == path else {
            throw RenderError("the \(noun) \(url.path) resolves outside \(root.path)")
        }
        return OutputFolder(url: url, resolved: folder.resolved, device: folder.device, inode: folder.inode)
    }

    private init(url: URL, resolved: URL, device: UInt64, inode: UInt64) {
        self.url = url
        self.resolved = resolved
        self.device = device
        self.inode = inode
    }

    /// One path component: no separator, not `.` or `..`, no NUL, 1 to
    /// 255 bytes. Every file written is named so.
    public static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && name != "." && name != ".."
            && !name.contains("/") && !name.contains("\\") && !name.utf8.contains(0)
    }

    /// What names a batch job's files (its id, "name@device"): letters,
    /// digits, '.', '_', '-', '@' and '+' (a canvas written "390x844@+2"),
    /// not starting with '.', at most 200 bytes, so the files it stems
    /// (`ID.at-1.25s.png`, `.ID.mp4.<hex>.partial`) are names too. The
    /// batch's rule for job names (`ManifestReader.isValidName`, and the
    /// scene file stems it takes as names), with the device after the '@'.
    public static func isJobStem(_ stem: String) -> Bool {
        guard !stem.isEmpty, stem.utf8.count <= 200, !stem.hasPrefix(".") else { return false }
        return stem.allSatisfy { $0.isLetter || $0.isNumber || "._-@+".contains($0) }
    }

    /// `name` in this folder; refused unless it is one file name.
    public func file(_ name: String) throws(RenderError) -> URL {
        guard Self.isFileName(name) else {
            throw RenderError("\(name.debugDescription) is not a file name: nothing is written outside the output folder \(url.path)")
        }
        return resolved.appendingPathComponent(name, isDirectory: false)
    }

    /// A fixed hidden folder of the product's own inside this one (a
    /// batch's `.splashvid-batch`), created if missing; a link, a file or
    /// anything but a real folder there is refused.
    public func subfolder(_ name: String) throws(RenderError) -> OutputFolder {
        let path = try file(name).path
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw RenderError("cannot create \(path): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw RenderError("\(url.appendingPathComponent(name).path) is a link or a file, not a folder; remove it (a link there is not followed)")
        }
        return OutputFolder(url: url.appendingPathComponent(name, isDirectory: true), resolved: URL(fileURLWithPath: path, isDirectory: true),
                            device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The subfolder if it is there and a real folder (for reading and
    /// removing what the product keeps in it); nil otherwise.
    public func existingSubfolder(_ name: String) -> OutputFolder? {
        guard let path = try? file(name).path else { return nil }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        return OutputFolder(url: url.appendingPathComponent(name, isDirectory: true), resolved: URL(fileURLWithPath: path, isDirectory: true),
                            device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// Throws unless the resolved path is still this folder, not a link
    /// and not another folder put in its place since it was resolved.
    func checkUnchanged() throws(RenderError) {
        var status = stat()
        guard lstat(resolved.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR,
              UInt64(status.st_dev) == device, UInt64(status.st_ino) == inode else {
            throw RenderError("the output folder \(url.path) was replaced while writing; nothing is written through a link")
        }
    }

    /// `path` with every link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
