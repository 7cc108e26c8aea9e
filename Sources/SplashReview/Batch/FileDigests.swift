import Foundation
import SplashFormats
import SplashImport
import SplashRender

/// SHA-256 of files by path, each file read once per run (a font is used
/// by many jobs). Thread-safe.
final class FileDigests: Sendable {
    private let known = Mutex<[String: String]>([:])
    /// Largest file hashed (assets and fonts are far smaller).
    static let maximumBytes = 512 << 20

    func digest(ofFile path: String) throws(RenderError) -> String {
        if let digest = known.withLock({ $0[path] }) { return digest }
        let bytes = ImageSourceBytes.isInline(path) ? try ImageSourceBytes.read(path, limit: Self.maximumBytes)
            : try RenderError.reading { () throws(FileReadError) in try BoundedFile(noun: "file", plural: "files a batch hashes", limit: Self.maximumBytes).read(path) }
        let digest = SHA256.hex(bytes)
        known.withLock { $0[path] = digest }
        return digest
    }
}
