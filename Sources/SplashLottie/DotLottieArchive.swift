import Foundation
import SplashScene
import SplashFormats

/// A dotLottie file (`.lottie`): a zip holding `manifest.json`, the
/// animations (`animations/ID.json`, or `a/ID.json` in version 2) and the
/// images they use (`images/`, `i/`). Read from memory: the zip's layout
/// checked (`ZipLayout`), each entry inflated by zlib from exactly its own
/// bytes, every size bounded before and while it is inflated, so a zip
/// bomb, a lying header or a damaged stream stops at the limit.
struct DotLottieArchive {
    /// The animation asked for (by default the manifest's initial one, or
    /// the first it lists, or the first in the archive), and its path.
    var animation: Data
    var animationPath: String
    /// The id of every animation in the archive, in the manifest's order
    /// (then any it does not list, by name).
    var animationIDs: [String]
    /// The packed images by file name, as `data:` URIs.
    var images: [String: String]

    static let maximumEntries = 1000
    static let maximumEntryBytes = 64 << 20
    static let maximumTotalBytes = 256 << 20

    /// The archive's animation `id` (nil: its initial one).
    init(_ data: Data, file: String, animation id: String? = nil) throws(JSONFileError) {
        func failure(_ message: String) -> JSONFileError { JSONFileError(file: file, path: "", message: message) }
        let bytes = [UInt8](data)
        let listing: [ZipLayout.Entry]
        do {
            listing = try ZipLayout.entries(bytes, maximumEntries: Self.maximumEntries)
        } catch .tooManyEntries(let count) {
            throw failure("a dotLottie file of more than \(Self.maximumEntries) entries (\(count))")
        } catch .zip64 {
            throw failure("not a dotLottie file this reads: a ZIP64 archive")
        } catch .damaged(let what) {
            throw failure("not a dotLottie file: a damaged zip archive (\(what))")
        } catch {
            throw failure("not a dotLottie file: not a readable zip archive")
        }
        guard !listing.isEmpty else {
            throw failure("not a dotLottie file: an empty zip archive (a dotLottie holds its animations in animations/)")
        }
        var entries: [String: ZipLayout.Entry] = [:]
        for entry in listing where !entry.path.hasSuffix("/") {
            entries[entry.path.hasPrefix("/") ? String(entry.path.dropFirst()) : entry.path] = entry
        }
        var total = 0
        /// An entry's bytes: its data exactly as the directory bounds it,
        /// stored or inflated (zlib, raw deflate: it reads nothing past
        /// them), within the limits, its size and CRC-32 checked.
        func read(_ entry: ZipLayout.Entry) throws(JSONFileError) -> Data {
            guard entry.uncompressedSize <= Self.maximumEntryBytes else {
                throw failure("\(entry.path) in the archive is larger than \(Self.maximumEntryBytes >> 20) MB")
            }
            guard total + entry.uncompressedSize <= Self.maximumTotalBytes else {
                throw failure("the archive inflates to more than \(Self.maximumTotalBytes >> 20) MB (or an entry to more than \(Self.maximumEntryBytes >> 20) MB)")
            }
            let stored = Array(bytes[entry.data])
            let inflated: [UInt8]
            switch entry.method {
            case 0:
                inflated = stored
            case 8:
                do {
                    // No more than the size the directory gives (checked below).
                    inflated = try Inflate.inflateRaw(stored, maxOutput: entry.uncompressedSize)
                } catch .tooLarge {
                    throw failure("\(entry.path) in the archive is damaged (it inflates past its size, \(entry.uncompressedSize) bytes)")
                } catch .truncated {
                    throw failure("\(entry.path) in the archive is damaged (its data ends before its deflate stream)")
                } catch {
                    throw failure("\(entry.path) in the archive is damaged (\(error))")
                }
            default:
                throw failure("\(entry.path) in the archive is compressed by zip method \(entry.method); a dotLottie file this reads stores or deflates (8) its files")
            }
            guard inflated.count == entry.uncompressedSize else {
                throw failure("\(entry.path) in the archive is damaged (\(inflated.count) bytes where its directory says \(entry.uncompressedSize))")
            }
            guard Inflate.crc32(inflated) == entry.crc32 else {
                throw failure("\(entry.path) in the archive is damaged (its CRC-32 does not match)")
            }
            total += inflated.count
            return Data(inflated)
        }
        // The animations: `animations/ID.json` (version 1) or `a/ID.json`
        // (version 2), in the manifest's order, then any it leaves out.
        func entryPath(of id: String) -> String? {
            ["animations/\(id).json", "a/\(id).json"].first { entries[$0] != nil }
        }
        var listed: [String] = []
        var initial: String?
        if let manifestEntry = entries["manifest.json"] {
            let name = file + ":manifest.json"
            let manifest = JSONField(file: name, value: try JSONValue.parse(try read(manifestEntry), file: name))
            let members = try manifest.members()
            if let list = members["animations"] {
                for item in try list.elements() {
                    guard let id = try item.members()["id"]?.string() else { continue }
                    listed.append(id)
                }
            }
            // Version 2: `initial.animation`; version 1: `activeAnimationId`.
            if let start = members["initial"], case .object = start.value {
                initial = try start.members()["animation"]?.string()
            }
            if initial == nil, let active = members["activeAnimationId"], case .string(let text) = active.value { initial = text }
        }
        var ids = listed.filter { entryPath(of: $0) != nil }
        for path in entries.keys.sorted() {
            for folder in ["animations/", "a/"] where path.hasPrefix(folder) && path.hasSuffix(".json") {
                let id = String(path.dropFirst(folder.count).dropLast(".json".count))
                if !id.isEmpty, !id.contains("/"), !ids.contains(id) { ids.append(id) }
            }
        }
        guard let first = ids.first else {
            throw failure(listed.isEmpty ? "not a dotLottie file: no animation in animations/ (or a/)"
                          : "not a dotLottie file: its manifest lists \(Self.quoted(listed)), but no animations/ID.json (or a/) is in it")
        }
        let chosen: String
        if let id {
            guard ids.contains(id) else {
                throw failure("no animation \"\(id)\" in the archive; it has \(Self.quoted(ids))")
            }
            chosen = id
        } else {
            chosen = initial.flatMap { ids.contains($0) ? $0 : nil } ?? first
        }
        guard let path = entryPath(of: chosen), let entry = entries[path] else {
            throw failure("not a dotLottie file: no animation in animations/ (or a/)")
        }
        animationIDs = ids
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

    /// `"a", "b" and "c"`, at most 20 of them named.
    static func quoted(_ ids: [String]) -> String {
        let shown = ids.prefix(20).map { "\"\($0)\"" }
        let more = ids.count > 20 ? " and \(ids.count - 20) more" : ""
        guard shown.count > 1 else { return (shown.first ?? "none") + more }
        return more.isEmpty ? shown.dropLast().joined(separator: ", ") + " and " + shown.last! : shown.joined(separator: ", ") + more
    }
}
