import Foundation

/// A new empty folder under the system's temporary folder; the caller
/// removes it (usually with `defer`).
public func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("splashvid-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The names in `folder`, sorted; empty if it does not exist.
public func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}
