/// Reads an image's declared size from its header, so an oversized image is
/// refused with its real dimensions in the message before a decoder
/// allocates anything. (libavcodec's own `max_pixels` check still guards
/// the decoder, but it reports only "Invalid argument".)
///
/// Returns nil when the header is too short or unusual to read; the
/// decoder's check then applies.
enum ImageHeader {
    static func size(of bytes: [UInt8], format: ImageFormat) -> (width: Int, height: Int)? {
        switch format {
        case .png: return pngSize(bytes)
        case .jpeg: return jpegSize(bytes)
        case .webp: return webpSize(bytes)
        }
    }

    /// PNG: the IHDR chunk comes first; width and height are 32-bit
    /// big-endian at bytes 16 and 20.
    private static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
    }

    /// JPEG: walk the marker segments to the first start-of-frame (SOFn),
    /// which holds height then width as 16-bit big-endian after the
    /// precision byte.
    private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
        var index = 2
        while index + 3 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { index += 2; continue }  // no length
            if marker == 0xDA || marker == 0xD9 { return nil }  // scan data or end before any frame header
            let length = bigEndian(bytes, index + 2, 2)
            let isStartOfFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isStartOfFrame {
                guard index + 9 <= bytes.count else { return nil }
                return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    /// WebP: RIFF header, then the first chunk says which bitstream:
    /// `VP8 ` (lossy: 14-bit little-endian sizes after the key-frame start
    /// code), `VP8L` (lossless: 14-bit sizes minus one, bit-packed) or
    /// `VP8X` (extended: 24-bit canvas sizes minus one).
    private static func webpSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 30 else { return nil }
        let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
            return (littleEndian(bytes, 26, 2) & 0x3FFF, littleEndian(bytes, 28, 2) & 0x3FFF)
        case "VP8L":
            guard bytes[20] == 0x2F else { return nil }
            let bits = littleEndian(bytes, 21, 4)
            return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return (littleEndian(bytes, 24, 3) + 1, littleEndian(bytes, 27, 3) + 1)
        default:
            return nil
        }
    }

    /// Whether a WebP file is animated: an extended (`VP8X`) header with the
    /// animation flag (bit 1 of the flags byte), as the WebP container
    /// specification defines it.
    static func isAnimatedWebP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 21 && String(decoding: bytes[12..<16], as: UTF8.self) == "VP8X" && bytes[20] & 0x02 != 0
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
        bytes[start..<start + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
