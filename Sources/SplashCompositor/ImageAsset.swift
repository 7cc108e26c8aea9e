import SplashRaster
import SplashGeometry

/// A decoded image a layer can show: a bitmap with its mipmaps, or an SVG
/// logo kept as vectors (filled with the frame's full transform, so it is
/// as sharp at 18× as at 1×).
public enum ImageAsset: Sendable, Hashable {
    case bitmap(SampledImage)
    case vector(VectorImage)
}

extension ImageAsset {
    /// Where a picture an SVG carries (`<image>` with a `data:` URI) is
    /// found decoded among a render's images: the SVG file's path and the
    /// picture's number in it. SplashSVG keeps only the encoded bytes; the
    /// render decodes them with its image loader, as it does files.
    public static func embeddedKey(source: String, index: Int) -> String {
        "\(source)#image\(index)"
    }
}
