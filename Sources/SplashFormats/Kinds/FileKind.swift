/// What a file is, recognised by its content rather than its name: the one
/// place every reader asks "a PNG or a JPEG?", "a dotLottie zip or Lottie
/// JSON?", "an SVG or a PDF?". Only the first bytes are looked at
/// (`sniffLength`); nothing is parsed beyond a signature.
public enum FileKind: String, Sendable, Hashable, CaseIterable {
    case png = "PNG"
    case jpeg = "JPEG"
    case webp = "WebP"
    case gif = "GIF"
    /// HEIF/HEIC/AVIF (an ISO base media `ftyp` box): recognised so that
    /// messages can name it, not read.
    case heif = "HEIF"
    case pdf = "PDF"
    /// XML whose root element is `<svg>` (or `…:svg`).
    case svg = "SVG"
    /// Other XML: a storyboard, a XIB, an XML property list.
    case xml = "XML"
    /// A zip archive (a `.lottie` file is one).
    case zip
    case gzip
    /// A JSON object with Lottie's top-level keys (`"layers"` and the
    /// frame rate `"fr"` or version `"v"`) among its first bytes.
    case lottieJSON = "Lottie JSON"
    /// Any other JSON (a scene file, a manifest, a report).
    case json = "JSON"

    /// How many leading bytes `init(sniffing:)` looks at.
    public static let sniffLength = 64 << 10

    /// The kind of a file whose first bytes are `head` (at most
    /// `sniffLength` are looked at), or nil when it is none of these.
    public init?(sniffing head: some Collection<UInt8>) {
        let b = Array(head.prefix(Self.sniffLength))
        func starts(_ signature: [UInt8]) -> Bool { b.starts(with: signature) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if b.count >= 12, starts(Array("RIFF".utf8)), b[8..<12].elementsEqual("WEBP".utf8) {
            self = .webp
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if b.count >= 12, b[4..<8].elementsEqual("ftyp".utf8) {
            self = .heif
        } else if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) {
            self = .zip
        } else if starts([0x1F, 0x8B]) {
            self = .gzip
        } else if Self.contains(Array("%PDF-".utf8), in: b.prefix(1024)) {
            // PDF readers accept the header anywhere in the first 1024 bytes.
            self = .pdf
        } else if let first = Self.firstSignificantByte(b), first == UInt8(ascii: "<") {
            self = Self.rootIsSVG(b) ? .svg : .xml
        } else if let first = Self.firstSignificantByte(b), first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            self = first == UInt8(ascii: "{") && Self.looksLikeLottie(b) ? .lottieJSON : .json
        } else {
            return nil
        }
    }

    /// Whether `bytes` is a zip archive (a dotLottie file), by its signature.
    public static func isZip(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// The first byte that is not a UTF-8 byte-order mark or white space.
    private static func firstSignificantByte(_ b: [UInt8]) -> UInt8? {
        var i = b.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while i < b.count, b[i] == 0x20 || b[i] == 0x09 || b[i] == 0x0A || b[i] == 0x0D { i += 1 }
        return i < b.count ? b[i] : nil
    }

    /// The first element's name, past the prolog, comments and DOCTYPE, is
    /// `svg` or ends in `:svg`.
    private static func rootIsSVG(_ b: [UInt8]) -> Bool {
        var i = 0
        while let open = b[i...].firstIndex(of: UInt8(ascii: "<")) {
            let next = open + 1
            guard next < b.count else { return false }
            if b[next] == UInt8(ascii: "?") || b[next] == UInt8(ascii: "!") {
                // A processing instruction, comment or DOCTYPE: skip past its end.
                guard let close = b[next...].firstIndex(of: UInt8(ascii: ">")) else { return false }
                if b[next...].starts(with: Array("!--".utf8)), let end = Self.index(of: Array("-->".utf8), in: b[...], from: next) {
                    i = end + 3
                } else {
                    i = close + 1
                }
                continue
            }
            var end = next
            while end < b.count, !(b[end] == 0x20 || b[end] == 0x09 || b[end] == 0x0A || b[end] == 0x0D || b[end] == UInt8(ascii: ">") || b[end] == UInt8(ascii: "/")) {
                end += 1
            }
            let name = String(decoding: b[next..<end], as: UTF8.self)
            return name == "svg" || name.hasSuffix(":svg")
        }
        return false
    }

    /// Lottie's top level names its layers and its frame rate or version:
    /// `"layers"` and `"fr"` or `"v"` as keys among the first bytes.
    private static func looksLikeLottie(_ b: [UInt8]) -> Bool {
        contains(Array("\"layers\"".utf8), in: b[...]) && (contains(Array("\"fr\"".utf8), in: b[...]) || contains(Array("\"v\"".utf8), in: b[...]))
    }

    static func contains(_ needle: [UInt8], in hay: ArraySlice<UInt8>) -> Bool {
        index(of: needle, in: hay, from: hay.startIndex) != nil
    }

    /// Where `needle` first stands in `hay` at or after `start`, searched
    /// in place (no copy of the bytes looked at).
    static func index(of needle: [UInt8], in hay: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard !needle.isEmpty, hay.count >= needle.count, start >= hay.startIndex, start <= hay.endIndex - needle.count else { return nil }
        var i = start
        while i <= hay.endIndex - needle.count {
            if hay[i] == needle[0], hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
