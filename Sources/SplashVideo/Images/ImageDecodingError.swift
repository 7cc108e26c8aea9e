/// Why bytes could not become an image, in words for the person who
/// passed the file (FFmpeg's own failures come as `FFmpegError`).
public enum ImageDecodingError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The bytes do not start like a PNG, JPEG or WebP file.
    case unrecognisedFormat
    /// The header declares more pixels than the caller allows.
    case tooLarge(width: Int, height: Int, maxPixels: Int)
    /// The decoder accepted the data but produced no picture.
    case noPicture(format: String)
    /// The decoder produced a picture with a zero or negative side.
    case emptyPicture(format: String)
    /// An animated WebP: a launch screen's image is one picture.
    case animatedWebP
    /// The decoder refused the data (truncated, damaged, or a variant it
    /// does not support); `cause` is FFmpeg's reason.
    case damaged(format: String, cause: FFmpegError)

    public var description: String {
        switch self {
        case .unrecognisedFormat:
            return "not a PNG, JPEG or WebP image"
        case let .tooLarge(width, height, maxPixels):
            return "image is \(width)×\(height), over the \(Self.megapixels(maxPixels)) limit"
        case let .noPicture(format):
            return "the \(format) data holds no complete picture (truncated or damaged file?)"
        case let .emptyPicture(format):
            return "the \(format) image has no pixels"
        case .animatedWebP:
            return "animated WebP is not supported; export one frame (a still WebP or a PNG)"
        case let .damaged(format, cause):
            return "the \(format) image is damaged or truncated (\(cause))"
        }
    }

    private static func megapixels(_ pixels: Int) -> String {
        pixels % 1_000_000 == 0 ? "\(pixels / 1_000_000) Mpixel" : "\(pixels) pixel"
    }
}
