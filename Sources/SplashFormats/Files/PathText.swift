import Foundation

/// File paths as text, taken apart without Foundation's `NSString` path
/// methods (on Linux, `deletingLastPathComponent` traps on some spellings
/// a user types, such as `./Base.lproj/LaunchScreen.storyboard`). Pure
/// functions of their input (and of the current folder for `absolute`):
/// nothing is looked up on disk, links are not followed.
public enum PathText {
    /// `path` as an absolute path with `.` and empty components removed
    /// and `..` taken lexically: `./Base.lproj/x` in `/p` → `/p/Base.lproj/x`.
    public static func absolute(_ path: String, in folder: String = FileManager.default.currentDirectoryPath) -> String {
        let joined = path.hasPrefix("/") ? path : folder + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder holding `path` (absolute, as `absolute` gives it); `/`
    /// for `/` itself and for a file at the root.
    public static func parent(_ path: String) -> String {
        let normal = absolute(path, in: "/")
        guard let slash = normal.lastIndex(of: "/"), slash != normal.startIndex else { return "/" }
        return String(normal[..<slash])
    }

    /// The last component: `LaunchScreen.storyboard` of `a/b/LaunchScreen.storyboard`.
    public static func lastComponent(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }
}
