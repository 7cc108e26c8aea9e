import SplashRaster
import SplashSVG

/// A decoded image a layer can show: a bitmap with its mipmaps, or an SVG
/// logo kept as vectors (filled with the frame's full transform, so it is
/// as sharp at 18× as at 1×).
public enum ImageAsset: Sendable, Hashable {
    case bitmap(SampledImage)
    case vector(VectorImage)
}
