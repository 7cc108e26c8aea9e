/// An image's declared size, read from its header without decoding it: a
/// PNG's IHDR chunk, a JPEG's frame header, a WebP's bitstream header, a
/// GIF's logical screen, an SVG root's `width`/`height` or `viewBox`. The
/// one header reader: image decoding refuses an oversized picture with its
/// real size before a decoder allocates anything, and asset catalogs take
/// an image's natural size from it.
public enum ImageHeader {
    /// How much of a JPEG is searched for its frame header (Exif, ICC and
    /// XMP segments come first).
    public static let jpegSearchLength = 1 << 20
    /// How much of an SVG is read for its root element.
    public static let svgSearchLength = 1 << 20

    /// A bitmap's size in pixels from its first bytes, or nil when the
    /// header is too short or unusual to read.
    public static func size(of bytes: [UInt8], kind: FileKind) -> (width: Int, height: Int)? {
        switch kind {
        case .png: png(bytes)
        case .jpeg: jpeg(bytes)
        case .webp: webp(bytes)
        case .gif: gif(bytes)
        default: nil
        }
    }

    /// PNG: the IHDR chunk comes first; width and height are 32-bit
    /// big-endian at bytes 16 and 20 (PNG §11.2.2).
    static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 24, b[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return (bigEndian(b, 16, 4), bigEndian(b, 20, 4))
    }

    /// JPEG: walks the marker segments (ITU T.81 §B.1) to the first start
    /// of frame (SOF0–SOF15 but DHT C4, JPG C8, DAC CC): its precision
    /// byte is followed by the height and width.
    static func jpeg(_ b: [UInt8]) -> (width: Int, height: Int)? {
        var i = 2
        while i + 1 < b.count {
            guard b[i] == 0xFF else { return nil }
            var marker = b[i + 1]
            i += 2
            while marker == 0xFF, i < b.count {   // fill bytes
                marker = b[i]
                i += 1
            }
            switch marker {
            case 0x01, 0xD0...0xD7:
                continue   // no length
            case 0xD9, 0xDA:
                return nil   // end of image or scan before a frame header
            default:
                guard i + 1 < b.count else { return nil }
                let length = Int(b[i]) << 8 | Int(b[i + 1])
                guard length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    guard i + 6 < b.count else { return nil }
                    return (bigEndian(b, i + 5, 2), bigEndian(b, i + 3, 2))
                }
                i += length
            }
        }
        return nil
    }

    /// WebP: RIFF header, then the first chunk says which bitstream:
    /// `VP8 ` (lossy: 14-bit little-endian sizes after the key-frame start
    /// code), `VP8L` (lossless: 14-bit sizes minus one, bit-packed) or
    /// `VP8X` (extended: 24-bit canvas sizes minus one).
    static func webp(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 30 else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { return nil }
            return (littleEndian(b, 26, 2) & 0x3FFF, littleEndian(b, 28, 2) & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { return nil }
            let bits = littleEndian(b, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian(b, 24, 3) + 1, littleEndian(b, 27, 3) + 1)
        default:
            return nil
        }
    }

    /// GIF: the logical screen's width and height, 16-bit little-endian
    /// after the six-byte signature (GIF89a §18).
    static func gif(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 10 else { return nil }
        return (littleEndian(b, 6, 2), littleEndian(b, 8, 2))
    }

    /// Whether a WebP file is animated: an extended (`VP8X`) header with the
    /// animation flag (bit 1 of the flags byte), as the WebP container
    /// specification defines it.
    public static func isAnimatedWebP(_ b: [UInt8]) -> Bool {
        b.count >= 21 && String(decoding: b[12..<16], as: UTF8.self) == "VP8X" && b[20] & 0x02 != 0
    }

    private static func bigEndian(_ b: [UInt8], _ start: Int, _ count: Int) -> Int {
        b[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ b: [UInt8], _ start: Int, _ count: Int) -> Int {
        b[start..<start + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
