import SplashGeometry

/// One image file chosen from an image set (or the app icon set) for an
/// appearance, scale and idiom, with its size in points read from the
/// file's header.
public struct AssetImage: Sendable, Hashable {
    /// What the file holds.
    public enum Kind: String, Sendable, Hashable {
        /// A PNG or JPEG, decoded by the renderer.
        case bitmap
        case svg
        case pdf
    }

    /// The image set's "Render As" (`properties.template-rendering-intent`):
    /// `UIImage.RenderingMode`'s automatic, original or template.
    public enum RenderingIntent: String, Sendable, Hashable {
        case automatic, original, template
    }

    /// The "Slicing" of an image entry (`resizing`), kept as data: the
    /// mode, the cap insets in points and how the centre is filled
    /// (`UIImage.resizableImage(withCapInsets:resizingMode:)`).
    public struct Resizing: Sendable, Hashable {
        public enum Mode: String, Sendable, Hashable {
            case threePartHorizontal = "3-part-horizontal"
            case threePartVertical = "3-part-vertical"
            case ninePart = "9-part"
        }

        public enum CenterMode: String, Sendable, Hashable {
            case stretch, tile
        }

        public var mode: Mode
        public var capInsets: EdgeInsets
        public var centerMode: CenterMode
        /// The centre's width and height in points (`center.width` /
        /// `center.height`), when given.
        public var centerSize: Size?

        public init(mode: Mode, capInsets: EdgeInsets, centerMode: CenterMode, centerSize: Size? = nil) {
            self.mode = mode
            self.capInsets = capInsets
            self.centerMode = centerMode
            self.centerSize = centerSize
        }
    }

    /// The file, as an absolute path.
    public var path: String
    /// Pixels per point: the entry's scale (`2x` is 2); 1 for a vector.
    public var scale: Double
    /// The size in points: a bitmap's pixel size over its scale, a PDF's
    /// media box (in points), an SVG's width and height (or viewBox).
    public var pointSize: Size
    public var kind: Kind
    public var renderingIntent: RenderingIntent
    /// `properties.preserves-vector-representation`: a PDF or SVG drawn
    /// at any size rather than rasterised at its natural size.
    public var preservesVectorRepresentation: Bool
    public var resizing: Resizing?

    public init(path: String, scale: Double, pointSize: Size, kind: Kind, renderingIntent: RenderingIntent = .automatic,
                preservesVectorRepresentation: Bool = false, resizing: Resizing? = nil) {
        self.path = path
        self.scale = scale
        self.pointSize = pointSize
        self.kind = kind
        self.renderingIntent = renderingIntent
        self.preservesVectorRepresentation = preservesVectorRepresentation
        self.resizing = resizing
    }
}
