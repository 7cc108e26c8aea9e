import Foundation

/// Folders of the package checkout the tests were built from, found from
/// this file's own path (`Tests/SplashTestSupport/PackageFolders.swift`):
/// tests read reference images, test sources and presets from it, and run
/// the binary built in it.
public enum PackageFolders {
    /// The package root (where Package.swift is).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/`, one folder per test target.
    public static let tests = root.appendingPathComponent("Tests")

    /// The Swift files of test target `target`, as (path inside its folder,
    /// text), sorted by path: for tests that check what the sources say.
    public static func swiftSources(of target: String) throws -> [(path: String, text: String)] {
        let folder = tests.appendingPathComponent(target)
        let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}
