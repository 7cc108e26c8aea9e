import SplashGeometry
import SplashRaster
import SplashSVG

extension Pixmap {
    /// Draws every shape of `image` in order, mapped by `transform` from
    /// viewBox coordinates to device pixels: what the SVG reader's output
    /// looks like when filled. A test helper: the compositor lowers a vector
    /// image to one fill per shape in its display list (`FrameBuilder`), and
    /// the rasteriser knows nothing of SVG.
    ///
    /// The outlines go through the same exact-coverage fill as any path, with
    /// the full transform, so the image is as sharp at 18× as at 1×. To place
    /// the image in a rectangle, map `image.viewBox` onto it, e.g.
    /// `translate(-viewBox.minX, -viewBox.minY)`, then a scale, then the
    /// layer's transform.
    ///
    /// Solid fills only (strokes and gradients are the compositor's: see
    /// `VectorImageRenderTests`).
    ///
    /// `opacity` multiplies each shape's alpha separately, so where shapes
    /// overlap a translucent image shows the overlap; for an exact fade of
    /// the whole image, draw it into an offscreen pixmap and composite that.
    mutating func draw(_ image: VectorImage, transform: AffineTransform, opacity: Double = 1, clip: Mask? = nil) {
        for shape in image.shapes where shape.stroke == nil {
            fill(shape.path, paint: .solid(shape.solidColor ?? .clear), transform: shape.transform.concatenating(transform), fillRule: shape.fillRule,
                 opacity: opacity, clip: clip)
        }
    }
}
