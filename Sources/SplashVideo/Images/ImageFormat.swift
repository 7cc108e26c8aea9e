import CFFmpeg
import SplashFormats

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

    /// Recognises `bytes` (SplashFormats' `FileKind`), or nil.
    init?(sniffing bytes: [UInt8]) {
        switch FileKind(sniffing: bytes.prefix(64)) {
        case .png: self = .png
        case .jpeg: self = .jpeg
        case .webp: self = .webp
        default: return nil
        }
    }

    /// The same format in the vocabulary every reader shares.
    var kind: FileKind {
        switch self {
        case .png: .png
        case .jpeg: .jpeg
        case .webp: .webp
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

extension ImageHeader {
    /// A decodable image's size in pixels from its header (nil when too
    /// short or unusual to read: the decoder's own check then applies).
    static func size(of bytes: [UInt8], format: ImageFormat) -> (width: Int, height: Int)? {
        size(of: bytes, kind: format.kind)
    }
}
