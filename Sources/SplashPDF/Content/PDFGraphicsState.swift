import SplashGeometry

/// What paints a fill or a stroke: a colour, or a shading pattern's
/// gradient with the map from the shading's coordinates to the image's.
enum PDFPaint {
    case color(Color)
    case shading(PDFShading, toImage: AffineTransform)
}

/// The parts of PDF's graphics state (PDF 32000-1 §8.4) that drawing
/// paths needs; `q` saves it, `Q` restores it.
struct PDFGraphicsState {
    /// User space to the image's viewBox (the page's flip included).
    var ctm: AffineTransform
    var fillSpace = PDFColorSpace.gray
    var strokeSpace = PDFColorSpace.gray
    var fillPaint = PDFPaint.color(.black)
    var strokePaint = PDFPaint.color(.black)
    /// /ca and /CA from `gs` (§11.3.7.2).
    var fillAlpha = 1.0
    var strokeAlpha = 1.0
    var stroke = StrokeStyle(width: 1, cap: .butt, join: .miter, miterLimit: 10)
    /// The clips (in viewBox space) and translucent groups drawn inside.
    var scopes: [VectorScope] = []
    /// A clip with nothing inside: nothing draws until `Q`.
    var clippedOut = false
    /// `Tr` (§9.3.6): 3 is invisible text, the only text drawn (as nothing).
    var textRenderingMode = 0
}
