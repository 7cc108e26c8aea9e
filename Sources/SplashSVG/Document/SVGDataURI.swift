import SplashGeometry
/// An `<image>`'s `href` as a `data:` URI (RFC 2397) holding a PNG or a
/// JPEG in base64: the only images an SVG may carry, since no file or
/// network is read on its behalf. The pixels are decoded by whoever
/// draws the image (splashvid's image loader); here the bytes are checked
/// to be what they say, bounded, and measured from their header.
enum SVGDataURI {
    /// The largest embedded image, decoded from base64 (the document itself
    /// is at most 4 MiB).
    static let maximumByteCount = 3 << 20

    enum Failure: Error, Equatable {
        case external
        case notBase64Image
        case badBase64
        case tooLarge
        case notPNGOrJPEG
        case noSize
    }

    static func image(_ href: String) -> Result<(format: VectorEmbeddedImage.Format, bytes: [UInt8], width: Int, height: Int), Failure> {
        guard href.lowercased().hasPrefix("data:") else { return .failure(.external) }
        guard let comma = href.firstIndex(of: ",") else { return .failure(.notBase64Image) }
        let header = href[href.index(href.startIndex, offsetBy: 5)..<comma].lowercased()
        let parts = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.last == "base64" else { return .failure(.notBase64Image) }
        let declared: VectorEmbeddedImage.Format?
        switch parts.first {
        case "image/png": declared = .png
        case "image/jpeg", "image/jpg": declared = .jpeg
        default: declared = nil
        }
        guard let format = declared else { return .failure(.notPNGOrJPEG) }
        let payload = href[href.index(after: comma)...]
        guard payload.utf8.count / 4 * 3 <= maximumByteCount + 3 else { return .failure(.tooLarge) }
        guard let bytes = decodeBase64(payload.utf8) else { return .failure(.badBase64) }
        guard bytes.count <= maximumByteCount else { return .failure(.tooLarge) }
        let size: (Int, Int)?
        switch format {
        case .png:
            guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return .failure(.notPNGOrJPEG) }
            size = pngSize(bytes)
        case .jpeg:
            guard bytes.starts(with: [0xFF, 0xD8, 0xFF]) else { return .failure(.notPNGOrJPEG) }
            size = jpegSize(bytes)
        }
        guard let (width, height) = size else { return .failure(.noSize) }
        return .success((format, bytes, width, height))
    }

    /// Standard base64 (RFC 4648 §4), white space skipped, padding
    /// optional; nil for any other character.
    static func decodeBase64(_ text: Substring.UTF8View) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.count / 4 * 3)
        var buffer: UInt32 = 0, bits = 0, ended = false
        for c in text {
            let v: UInt32
            switch c {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = UInt32(c - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = UInt32(c - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = UInt32(c - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): v = 62
            case UInt8(ascii: "/"): v = 63
            case UInt8(ascii: "="): ended = true; continue
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            guard !ended else { return nil }
            buffer = (buffer << 6) | v
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return out
    }

    /// A PNG's size from its IHDR chunk (right after the signature).
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func be32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        let w = be32(16), h = be32(20)
        guard w > 0, h > 0 else { return nil }
        return (w, h)
    }

    /// A JPEG's size from its first start-of-frame marker (SOF0…SOF15 but
    /// DHT, JPG and DAC), walking the marker segments by their lengths.
    static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
        var i = 2
        while i + 3 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }
            // Markers without a length: TEM, RSTn.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard i + 8 < bytes.count else { return nil }
                let h = Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]), w = Int(bytes[i + 7]) << 8 | Int(bytes[i + 8])
                guard w > 0, h > 0 else { return nil }
                return (w, h)
            }
            if marker == 0xDA || marker == 0xD9 { return nil }   // scan data or end before any frame
            i += 2 + length
        }
        return nil
    }
}
