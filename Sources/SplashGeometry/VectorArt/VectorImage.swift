/// A logo or other flat artwork read from an SVG document, kept as vector
/// outlines so it is rasterised with the frame's full transform: a logo
/// zoomed 18× by a launch animation has edges as sharp as at 1×, which a
/// bitmap rendered once at load time could not give.
///
/// The supported subset is what logo exporters (Figma, Sketch, Illustrator,
/// Inkscape) write for flat artwork: `svg` with `viewBox`/`width`/`height`,
/// `g` with `transform`, `path`, `rect` (with `rx`/`ry`), `circle`,
/// `ellipse`, `polygon`, `polyline`, `line`, `text`/`tspan`; fills and strokes (width,
/// caps, joins, miter limit, dashes, `non-scaling-stroke`) with solid
/// colours or `linearGradient`/`radialGradient` paints, under `opacity`,
/// `fill-opacity`, `stroke-opacity`, `fill-rule`; and `clipPath` (in user
/// space, `clip-rule`, nested through groups), as attributes or in `style`.
/// `defs`, gradients, clip paths and `<style>` sheets (type, class and id
/// selectors) may come anywhere in the document: it is read into a tree
/// first, and references resolve once it is read. `use` draws a shape, a
/// group or a `symbol` (its viewBox fitted by `preserveAspectRatio`). What
/// does not draw is skipped (`title`, `desc`, `metadata`, editor elements
/// and attributes such as `sodipodi:*` and `inkscape:*`, `display="none"`
/// subtrees, symbols and `defs` content not used). `mask` (luminance or
/// alpha) applies to groups and shapes; clip paths and masks take
/// `userSpaceOnUse` or `objectBoundingBox` units. Gradients spread by
/// `pad`, `reflect` or `repeat`; a radial one may have its focal point
/// off the centre. Lengths take absolute units, `em`/`ex`
/// and percentages of the root's viewport; the root's `preserveAspectRatio`
/// is kept for the compositor. `<image>` draws a PNG or JPEG carried in a
/// `data:` URI (base64, at most 3 MiB, 16 a document), fitted by its
/// `preserveAspectRatio`; an image in a file or on the network is not
/// drawn, as nothing is read on a document's behalf. `<text>` is drawn as
/// glyph outlines. What is not drawn (filters, patterns, animations,
/// elements outside the subset) is listed in `warnings`, each with its
/// line: a logo with its wordmark silently missing would reach review.
///
/// Reading is guarded for untrusted files: the input is at most 4 MiB, and
/// element count and nesting depth are checked tag by tag while reading, so
/// an absurd document is refused before anything big is built; every copy a
/// `use` draws counts against the same limits, so references that multiply
/// are refused too.
///
/// Group opacity is SVG's: a group's `opacity` is a scope of its shapes
/// (`VectorScope.opacity`), composited together and faded once, so shapes
/// overlapping inside a translucent group do not show through each other.
public struct VectorImage: Hashable, Sendable {
    /// The document's coordinate window: the `viewBox` attribute, else
    /// `0 0 width height` from the root's width and height, else the bounds
    /// of the drawn shapes. A compositor maps this rectangle onto the layer.
    public var viewBox: Rect
    /// The filled shapes in document (painting) order, in viewBox
    /// coordinates with every `transform` already applied.
    public var shapes: [VectorShape]
    /// The root's `preserveAspectRatio`, when it has one: how the viewBox
    /// fits a viewport of another shape. nil: not written (a layer's
    /// `contentsGravity` alone places the image).
    public var preserveAspectRatio: VectorAspectRatio?
    /// What the source asks for that is not drawn as it means (an animation,
    /// a filter, an element outside the subset), each naming the feature
    /// and its line: the picture is drawn without it. Empty when all is drawn.
    public var warnings: [String] = []

    /// The images the document carries (`<image>` with a `data:` URI), in
    /// document order, each once: what a renderer decodes before drawing.
    public var embeddedImages: [VectorEmbeddedImage] {
        var seen = Set<Int>()
        var images: [VectorEmbeddedImage] = []
        for shape in shapes {
            if case .image(let image, _, _) = shape.paint, seen.insert(image.index).inserted { images.append(image) }
        }
        return images
    }

    public init(viewBox: Rect, shapes: [VectorShape], preserveAspectRatio: VectorAspectRatio? = nil) {
        self.viewBox = viewBox
        self.shapes = shapes
        self.preserveAspectRatio = preserveAspectRatio
    }
}

/// `preserveAspectRatio` (SVG 1.1 §7.8): stretched to the viewport
/// (`none`), or scaled uniformly to fit inside it (`meet`) or to cover it
/// (`slice`, cut at the viewport's edges), aligned by `align`.
public struct VectorAspectRatio: Hashable, Sendable {
    public enum Scaling: Hashable, Sendable {
        /// `none`: each axis scaled on its own.
        case stretch
        /// `meet`: the whole viewBox shows.
        case meet
        /// `slice`: the viewport is covered; what passes it is cut off.
        case slice
    }

    public var scaling: Scaling
    /// Where the scaled viewBox sits along each axis: 0 min, 0.5 mid, 1 max.
    public var alignX: Double
    public var alignY: Double

    public init(scaling: Scaling, alignX: Double = 0.5, alignY: Double = 0.5) {
        self.scaling = scaling
        self.alignX = alignX
        self.alignY = alignY
    }

    /// Where a viewBox of `size` goes in `viewport`.
    public func placement(of size: Size, in viewport: Rect) -> Rect {
        guard scaling != .stretch, size.width > 0, size.height > 0 else { return viewport }
        let sx = viewport.width / size.width, sy = viewport.height / size.height
        let s = scaling == .meet ? min(sx, sy) : max(sx, sy)
        let w = size.width * s, h = size.height * s
        return Rect(x: viewport.minX + (viewport.width - w) * alignX, y: viewport.minY + (viewport.height - h) * alignY,
                    width: w, height: h)
    }
}
