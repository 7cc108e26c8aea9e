import SplashGeometry
import SplashScene
import SplashText

/// Measures a text as the compositor will lay it out (the same style,
/// fonts and line breaking), for importers that size views to their text:
/// a launch screen's labels.
///
/// fontconfig and FreeType keep global state: callers measure on one
/// thread at a time, as they lay out a scene's texts.
public struct TextMeasurer {
    private let shaper: TextShaper

    public init() throws {
        shaper = try TextShaper()
    }

    /// The text's size (the widest line's width, the lines' height) and its
    /// first and last baselines from the top, wrapped at `width` when the
    /// text wraps and a width is given.
    public func measure(_ text: TextContents, width: Double?) throws -> (size: Size, firstBaseline: Double, lastBaseline: Double) {
        var text = text
        if width == nil { text.wraps = false }
        let block = TextBlock(text: text, width: width ?? 0)
        let layout = try shaper.layout(text.string, style: block.style)
        let widest = layout.lines.map(\.width).max() ?? 0
        return (Size(width: widest, height: layout.size.height),
                layout.lines.first?.baselineY ?? 0, layout.lines.last?.baselineY ?? 0)
    }
}
