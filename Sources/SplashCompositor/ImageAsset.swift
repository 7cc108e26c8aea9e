import SplashGeometry
import SplashRaster
import SplashSVG

/// A decoded image a layer can show: a bitmap with its mipmaps, or an SVG
/// logo kept as vectors (filled with the frame's full transform, so it is
/// as sharp at 18× as at 1×).
public enum ImageAsset: Sendable, Hashable {
    case bitmap(SampledImage)
    case vector(VectorImage)

    /// The natural size in pixels (bitmap) or viewBox units (vector).
    var naturalSize: Size {
        switch self {
        case .bitmap(let image):
            Size(width: Double(image.levels.first?.width ?? 0), height: Double(image.levels.first?.height ?? 0))
        case .vector(let image):
            image.viewBox.size
        }
    }

    /// Separate fills it makes (overlapping vector shapes need group
    /// opacity to fade as one picture).
    var primitiveCount: Int {
        switch self {
        case .bitmap: 1
        case .vector(let image): image.shapes.count
        }
    }
}
