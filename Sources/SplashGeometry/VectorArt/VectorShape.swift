/// One drawn shape of a `VectorImage`: an outline filled or stroked with a
/// paint, inside the clip paths and translucent groups it lies in.
///
/// The outline is in the shape's own coordinates and `transform` maps them
/// into viewBox space; a fill's outline is usually already in viewBox space
/// (identity transform), while a stroke keeps its element's coordinates so
/// the compositor can build the stroke's outline at the frame's scale, with
/// the width in the element's user units as SVG defines it.
///
/// Every opacity that applies to the shape (the colour's own alpha,
/// `fill-opacity` or `stroke-opacity`, and the `opacity` of a shape that is
/// only filled or only stroked) is folded into the paint's alpha; a group's
/// `opacity` (or that of a shape both filled and stroked) is a scope: what
/// lies inside is composited first and faded once, as SVG defines it.
public struct VectorShape: Hashable, Sendable {
    public var path: Path
    /// The path's coordinates to viewBox space.
    public var transform: AffineTransform
    public var paint: VectorPaint
    public var fillRule: FillRule
    /// nil: the path is filled. Otherwise its stroke, in the path's units,
    /// is what is painted (the outline is then filled non-zero).
    public var stroke: StrokeStyle?
    /// The clip paths and translucent groups this shape is drawn inside,
    /// outermost first. Consecutive shapes that share a scope share it when
    /// drawn: a group's opacity applies once to all of them.
    public var scopes: [VectorScope]

    public init(path: Path, transform: AffineTransform = .identity, paint: VectorPaint, fillRule: FillRule = .nonZero,
                stroke: StrokeStyle? = nil, scopes: [VectorScope] = []) {
        self.path = path
        self.transform = transform
        self.paint = paint
        self.fillRule = fillRule
        self.stroke = stroke
        self.scopes = scopes
    }

    /// The clip paths among the scopes, outermost first.
    public var clips: [VectorClip] {
        scopes.compactMap { if case .clip(let clip) = $0 { clip } else { nil } }
    }

    /// A filled shape in viewBox space with a solid colour.
    public init(path: Path, fill: Color, fillRule: FillRule = .nonZero) {
        self.init(path: path, paint: .solid(fill), fillRule: fillRule)
    }

    /// The colour of a solid paint; nil for a gradient or an image.
    public var solidColor: Color? {
        if case .solid(let color) = paint { return color }
        return nil
    }
}

/// Something a run of shapes is drawn inside.
public enum VectorScope: Hashable, Sendable {
    /// A `clip-path`: nothing outside the clip shows.
    case clip(VectorClip)
    /// A group with `opacity` below 1 (SVG's group opacity): its shapes are
    /// composited together, then faded by `opacity`. `id` tells two
    /// neighbouring groups with the same opacity apart.
    case opacity(id: Int, Double)
    /// A `mask`: what lies inside shows as much as the mask's shapes cover.
    case mask(VectorMask)
    /// A `filter` whose effect is drawn: what lies inside is composited
    /// into one picture, which casts drop shadows and is blurred (or left
    /// out) as the filter says. (Its region is a clip scope around it.)
    case filter(VectorFilter)
}

/// An SVG `filter` as it is drawn (Filter Effects 1): the drop shadows the
/// picture's alpha casts, under it, bottom first, and the picture itself,
/// blurred or not, or not drawn (a filter whose result is a shadow alone).
/// Offsets and standard deviations are in the filtered element's user
/// space (`primitiveUnits="userSpaceOnUse"`, the default).
public struct VectorFilter: Hashable, Sendable {
    /// Tells two uses apart (a filter on two neighbouring groups filters
    /// each separately).
    public var id: Int
    public var shadows: [VectorDropShadow]
    /// The picture's own Gaussian blur, σ in user units; 0: sharp.
    public var blur: Double
    public var drawsPicture: Bool
    /// The element's user space to viewBox space.
    public var transform: AffineTransform

    public init(id: Int, shadows: [VectorDropShadow], blur: Double, drawsPicture: Bool, transform: AffineTransform) {
        self.id = id
        self.shadows = shadows
        self.blur = blur
        self.drawsPicture = drawsPicture
        self.transform = transform
    }
}

/// One drop shadow of a filter: the picture's alpha offset by (dx, dy),
/// blurred with standard deviation `deviation` (user units), in `color`
/// (its alpha the shadow's opacity).
public struct VectorDropShadow: Hashable, Sendable {
    public var dx: Double
    public var dy: Double
    public var deviation: Double
    public var color: Color

    public init(dx: Double, dy: Double, deviation: Double, color: Color) {
        self.dx = dx
        self.dy = dy
        self.deviation = deviation
        self.color = color
    }
}

/// A `mask` as it applies to a shape: its content in viewBox space, and
/// what of the content's picture is the mask.
public struct VectorMask: Hashable, Sendable {
    /// What of the mask's content, drawn as one picture, shows what lies
    /// under the mask (CSS Masking §7.1, SVG 1.1 §14.4).
    public enum Kind: Hashable, Sendable {
        /// Its alpha (`mask-type: alpha`; a PDF soft mask's coverage).
        case alpha
        /// Its luminance times its alpha (`mask-type: luminance`, SVG's
        /// default): 0.2125 R + 0.7154 G + 0.0721 B of the composited
        /// picture, so a black shape over a white one cuts a hole, which a
        /// per-shape conversion cannot give.
        case luminance
    }

    /// Tells two uses of masks apart (a mask used by two neighbouring groups
    /// masks each separately).
    public var id: Int
    public var shapes: [VectorShape]
    public var kind: Kind

    public init(id: Int, shapes: [VectorShape], kind: Kind = .alpha) {
        self.id = id
        self.shapes = shapes
        self.kind = kind
    }
}

/// A `clipPath` as it cuts a shape: its children's outlines, in viewBox
/// space, under one fill rule (`clip-rule`).
///
/// A clip path of several children is their union; their outlines are put
/// in one path filled non-zero, which is that union when the children do
/// not overlap with opposite windings (as exported clip paths, a rectangle
/// or a few outlines, do not).
public struct VectorClip: Hashable, Sendable {
    public var path: Path
    public var fillRule: FillRule

    public init(path: Path, fillRule: FillRule = .nonZero) {
        self.path = path
        self.fillRule = fillRule
    }
}

/// What fills a shape's outline (or its stroke's): a solid colour or an SVG
/// gradient, with every opacity folded into the colours' alpha.
public enum VectorPaint: Hashable, Sendable {
    case solid(Color)
    /// `linearGradient`: colour varies from `start` (offset 0) to `end`
    /// (offset 1) in the gradient's space, padded beyond.
    case linearGradient(VectorGradient, start: Point, end: Point)
    /// `radialGradient`: offset 0 at `center` (or at the gradient's
    /// `focus`), 1 on the circle of `radius` in the gradient's space,
    /// padded beyond.
    case radialGradient(VectorGradient, center: Point, radius: Double)
    /// An `<image>`'s pixels stretched over `rect` (in the shape's path
    /// coordinates), faded by `opacity`.
    case image(VectorEmbeddedImage, rect: Rect, opacity: Double)
}

/// A PNG or JPEG an SVG carries in a `data:` URI: its encoded bytes,
/// decoded by whoever draws it (SplashSVG reads no pixels), and its size in
/// pixels from its header.
public struct VectorEmbeddedImage: Hashable, Sendable {
    public enum Format: Hashable, Sendable {
        case png
        case jpeg
    }

    public var format: Format
    public var bytes: [UInt8]
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Its number among the document's images (0, 1, …), by which a
    /// compositor finds its decoded pixels.
    public var index: Int

    public init(format: Format, bytes: [UInt8], pixelWidth: Int, pixelHeight: Int, index: Int) {
        self.format = format
        self.bytes = bytes
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.index = index
    }
}

/// The colour stops of a gradient and where its space lies.
public struct VectorGradient: Hashable, Sendable {
    /// Offsets in 0...1, not decreasing.
    public var stops: [VectorGradientStop]
    /// The gradient's own space to the shape's path coordinates:
    /// `gradientTransform`, then for `gradientUnits="objectBoundingBox"` the
    /// unit square onto the shape's bounding box.
    public var transform: AffineTransform
    /// A radial gradient's focal point (`fx`, `fy`) in the gradient's
    /// space, when off the centre: where offset 0 is, inside the circle.
    public var focus: Point?

    public init(stops: [VectorGradientStop], transform: AffineTransform, focus: Point? = nil) {
        self.stops = stops
        self.transform = transform
        self.focus = focus
    }
}

public struct VectorGradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: Color

    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}
