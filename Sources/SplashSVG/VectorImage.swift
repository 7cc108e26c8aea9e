import SplashGeometry

/// A logo or other flat artwork read from an SVG document, kept as vector
/// outlines so it is rasterised with the frame's full transform: a logo
/// zoomed 18× by a launch animation has edges as sharp as at 1×, which a
/// bitmap rendered once at load time could not give.
///
/// The supported subset is what logo exporters (Figma, Sketch, Illustrator,
/// Inkscape) write for flat artwork: `svg` with `viewBox`/`width`/`height`,
/// `g` with `transform`, `path`, `rect` (with `rx`/`ry`), `circle`,
/// `ellipse`, `polygon`, `polyline`, `line`; fills and strokes (width,
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
/// alpha, content in user space) applies to groups and shapes. Everything else that
/// would draw (text, images, filters, patterns, a gradient's `spreadMethod`
/// other than pad or an off-centre focal point) is an error that names it:
/// a logo with its wordmark silently missing would reach review.
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

    /// The largest document `init(svg:)` accepts, in bytes (4 MiB).
    public static let maximumByteCount = SVGDocumentReader.maximumByteCount

    public init(viewBox: Rect, shapes: [VectorShape]) {
        self.viewBox = viewBox
        self.shapes = shapes
    }

    /// Reads an SVG document (UTF-8). Throws `SVGDocumentError` for input
    /// that is not SVG, is malformed, exceeds the limits, or uses anything
    /// outside the subset; the message names the element, attribute and line.
    ///
    /// - Parameters:
    ///   - maxElements: the most elements (of any kind) the document may hold.
    ///   - maxDepth: the deepest nesting allowed; the root `<svg>` is level 1.
    public init(svg data: [UInt8], maxElements: Int = 10_000, maxDepth: Int = 32) throws {
        var reader = SVGDocumentReader(maxElements: maxElements, maxDepth: maxDepth)
        let document = try reader.read(data)
        self.init(viewBox: document.viewBox, shapes: document.shapes)
    }
}
