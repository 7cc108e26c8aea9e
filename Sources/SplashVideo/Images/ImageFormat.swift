import CFFmpeg

/// The still-image formats splashvid accepts, recognised by their first
/// bytes ("magic numbers") rather than by file name.
///
/// Sniffing happens in Swift, on bytes Swift already read, before any
/// FFmpeg code runs: a file named `logo.png` that is really an HLS playlist
/// or a `concat:` list is refused here, so nothing in it can make FFmpeg
/// open other files or the network.
enum ImageFormat: String, Sendable {
    case png = "PNG"
    case jpeg = "JPEG"
    case webp = "WebP"

    /// Recognises `bytes`, or nil.
    init?(sniffing bytes: [UInt8]) {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    var codecID: AVCodecID {
        switch self {
        case .png: return AV_CODEC_ID_PNG
        case .jpeg: return AV_CODEC_ID_MJPEG
        case .webp: return AV_CODEC_ID_WEBP
        }
    }
}
