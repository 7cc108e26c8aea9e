import Foundation

/// SHA-256 of files by path, each file read once per run (a font is used
/// by many jobs). Thread-safe.
final class FileDigests: Sendable {
    private let known = Mutex<[String: String]>([:])
    /// Largest file hashed (assets and fonts are far smaller).
    static let maximumBytes = 512 << 20

    func digest(ofFile path: String) throws(RenderError) -> String {
        if let digest = known.withLock({ $0[path] }) { return digest }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes, (attributes[.type] as? FileAttributeType) != .typeDirectory else {
            throw RenderError("cannot read \(path): no such file")
        }
        if let size = attributes[.size] as? NSNumber, size.intValue > Self.maximumBytes {
            throw RenderError("\(path) is \(size.intValue >> 20) MiB; too large to use")
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw RenderError("cannot read \(path): \(error.localizedDescription)")
        }
        let digest = SHA256.hex([UInt8](data))
        known.withLock { $0[path] = digest }
        return digest
    }
}
