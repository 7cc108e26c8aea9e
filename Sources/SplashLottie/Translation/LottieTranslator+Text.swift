import SplashGeometry
import SplashScene

extension LottieTranslator {
    /// The width a line may take before it would wrap: Lottie's point
    /// text never wraps.
    static let textWidth = 10_000.0

    /// A text layer's document as splashvid text: one line per line break,
    /// aligned about the origin as Lottie justifies it.
    func textLayer(_ text: LottieText) -> Layer {
        var contents = TextContents(string: text.string.replacingOccurrences(of: "\r", with: "\n"))
        contents.fontFamily = text.fontFamily.isEmpty ? "Inter" : text.fontFamily
        let style = text.fontStyle.lowercased()
        contents.weight = style.contains("black") ? 900 : style.contains("extra") && style.contains("bold") ? 800
            : style.contains("semi") ? 600 : style.contains("bold") ? 700 : style.contains("medium") ? 500
            : style.contains("light") ? 300 : style.contains("thin") ? 100 : 400
        contents.italic = style.contains("italic") || style.contains("oblique")
        contents.fontSize = text.size
        // Without a fill colour the glyphs are not filled (only stroked).
        contents.color = text.fillColor.map(filtered) ?? .clear
        if let strokeColor = text.strokeColor, text.strokeWidth > 0 {
            contents.stroke = TextStroke(color: filtered(strokeColor), width: text.strokeWidth, placement: text.strokeOverFill ? .overFill : .underFill)
        }
        // Tracking is in thousandths of an em.
        contents.letterSpacing = text.tracking / 1000 * text.size
        contents.lineHeightMultiple = text.size > 0 ? text.lineHeight / (text.size * 1.2) : 1
        // Wrapped at a width no line reaches, so alignment has a box to align in.
        contents.wraps = true
        let width = Self.textWidth
        let x: Double
        switch text.justification {
        case 1: contents.alignment = .right; x = -width
        case 2: contents.alignment = .center; x = -width / 2
        default: contents.alignment = .left; x = 0
        }
        // Lottie puts the first baseline at the layer's origin.
        contents.origin = .firstBaseline
        var layer = Self.plainLayer()
        layer.position = Point(x: x, y: 0)
        layer.bounds = Rect(x: 0, y: 0, width: width, height: text.lineHeight * Double(text.string.split(separator: "\r").count + 1))
        layer.contents = .text(contents, bounds: layer.bounds.size)
        return layer
    }
}
