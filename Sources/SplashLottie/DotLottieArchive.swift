import Foundation
import SplashScene
import ZIPFoundation
import SplashFormats

/// A dotLottie file (`.lottie`): a zip holding `manifest.json`, the
/// animations (`animations/ID.json`, or `a/ID.json` in version 2) and the
/// images they use (`images/`, `i/`). Read from memory with ZIPFoundation,
/// every size bounded before and while it is inflated, so a zip bomb or a
/// lying header stops at the limit.
struct DotLottieArchive {
    /// The first animation the manifest lists, its path in the archive.
    var animation: Data
    var animationPath: String
    /// The packed images by file name, as `data:` URIs.
    var images: [String: String]

    static let maximumEntries = 1000
    static let maximumEntryBytes = 64 << 20
    static let maximumTotalBytes = 256 << 20

    init(_ data: Data, file: String) throws(JSONFileError) {
        func failure(_ message: String) -> JSONFileError { JSONFileError(file: file, path: "", message: message) }
        let entryCount: Int
        do {
            entryCount = try ZipLayout.check([UInt8](data), maximumEntries: Self.maximumEntries)
        } catch .tooManyEntries(let count) {
            throw failure("a dotLottie file of more than \(Self.maximumEntries) entries (\(count))")
        } catch .zip64 {
            throw failure("not a dotLottie file this reads: a ZIP64 archive")
        } catch .damaged(let what) {
            throw failure("not a dotLottie file: a damaged zip archive (\(what))")
        } catch {
            throw failure("not a dotLottie file: not a readable zip archive")
        }
        guard entryCount > 0 else {
            throw failure("not a dotLottie file: an empty zip archive (a dotLottie holds its animations in animations/)")
        }
        let archive: Archive
        do { archive = try Archive(data: data, accessMode: .read) } catch {
            throw failure("not a dotLottie file: not a readable zip archive")
        }
        var entries: [String: Entry] = [:]
        var count = 0
        for entry in archive where entry.type == .file {
            count += 1
            guard count <= Self.maximumEntries else { throw failure("a dotLottie file of more than \(Self.maximumEntries) entries") }
            entries[entry.path.hasPrefix("/") ? String(entry.path.dropFirst()) : entry.path] = entry
        }
        var total = 0
        func read(_ entry: Entry) throws(JSONFileError) -> Data {
            guard entry.uncompressedSize <= UInt64(Self.maximumEntryBytes) else {
                throw failure("\(entry.path) in the archive is larger than \(Self.maximumEntryBytes >> 20) MB")
            }
            var bytes = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    bytes.append(chunk)
                    total += chunk.count
                    // Inflated sizes are counted, not trusted from the header.
                    if bytes.count > Self.maximumEntryBytes || total > Self.maximumTotalBytes { throw ArchiveLimit() }
                }
            } catch is ArchiveLimit {
                throw failure("the archive inflates to more than \(Self.maximumTotalBytes >> 20) MB (or an entry to more than \(Self.maximumEntryBytes >> 20) MB)")
            } catch {
                throw failure("\(entry.path) in the archive is damaged (\(error))")
            }
            return bytes
        }
        // The manifest names the animations; without one, the first there is.
        var candidates: [String] = []
        if let manifestEntry = entries["manifest.json"] {
            let manifest = JSONField(file: file + ":manifest.json", value: try JSONValue.parse(try read(manifestEntry), file: file + ":manifest.json"))
            if let list = try manifest.members()["animations"] {
                for item in try list.elements() {
                    guard let id = try item.members()["id"]?.string() else { continue }
                    candidates += ["animations/\(id).json", "a/\(id).json"]
                }
            }
        }
        candidates += entries.keys.filter { ($0.hasPrefix("animations/") || $0.hasPrefix("a/")) && $0.hasSuffix(".json") }.sorted()
        guard let path = candidates.first(where: { entries[$0] != nil }), let entry = entries[path] else {
            throw failure("not a dotLottie file: no animation in animations/ (or a/)")
        }
        animationPath = path
        animation = try read(entry)
        var images: [String: String] = [:]
        let types = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "webp": "image/webp", "svg": "image/svg+xml"]
        for name in entries.keys.sorted() where name.hasPrefix("images/") || name.hasPrefix("i/") {
            let fileName = (name as NSString).lastPathComponent
            guard let type = types[(fileName as NSString).pathExtension.lowercased()], let entry = entries[name] else { continue }
            images[fileName] = "data:\(type);base64," + (try read(entry)).base64EncodedString()
        }
        self.images = images
    }

    private struct ArchiveLimit: Error {}
}
