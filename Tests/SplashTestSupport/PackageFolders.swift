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
}
