import SplashGeometry

/// A bitmap used as a paint: the image, and where it lies in the filled
/// path's coordinates.
///
/// `transform` maps image pixel coordinates (0...width, 0...height, y down)
/// into the path's own coordinate space, the same space the fill's transform
/// then maps to device pixels. A compositor places an image into a layer's
/// bounds by scaling and translating it there (contentsGravity), and fills
/// the bounds (or a rounded rect inside them) with the pattern under the
/// layer's transform; the two transforms are combined before sampling, so
/// the image is resampled exactly once.
///
/// Outside the image the edge pixels continue (clamp), as Core Animation
/// draws `contents` whose rectangle is slightly larger than the bitmap; the
/// path decides where the image ends.
///
/// How pixels are sampled (see `ImageSampler`): a combined transform that is
/// a whole-pixel translation copies pixels unchanged; magnified or nearly
/// 1:1 drawing is bilinear; shrunk drawing is trilinear between the two
/// nearest mipmap levels of `image`.
public struct ImagePattern: Hashable, Sendable {
    public var image: SampledImage
    public var transform: AffineTransform

    /// A pattern over a prepared image: keep `image` across frames.
    public init(image: SampledImage, transform: AffineTransform = .identity) {
        self.image = image
        self.transform = transform
    }

    /// A pattern over a plain pixmap; builds its mipmaps now, so prefer
    /// `init(image:transform:)` with a `SampledImage` kept across frames.
    public init(pixmap: Pixmap, transform: AffineTransform = .identity) {
        self.init(image: SampledImage(pixmap), transform: transform)
    }
}
