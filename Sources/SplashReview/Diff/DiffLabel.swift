import SplashGeometry
import SplashRaster
import SplashText
import SplashImport

/// Short labels on the diff's pictures (the chart's axes, the
/// side-by-side's captions), laid out by the real text stack like the
/// contact sheet's (Inter through fontconfig, HarfBuzz and FreeType).
struct DiffLabeler {
    static let textColor = Color(red: 0.11, green: 0.11, blue: 0.12)
    static let mutedColor = Color(red: 0.43, green: 0.43, blue: 0.45)

    private let shaper: TextShaper

    init() throws(RenderError) {
        do { shaper = try TextShaper() } catch { throw RenderError("cannot lay out the diff's labels: \(error)") }
    }

    /// Lays out one line of `text` at most `maxWidth` wide (truncated).
    func layout(_ text: String, size: Double, bold: Bool = false, maxWidth: Double) throws(RenderError) -> TextLayout {
        do {
            return try shaper.layout(text, style: TextStyle(fontSize: size, weight: bold ? .semibold : .regular, maxWidth: maxWidth, maxLines: 1))
        } catch {
            throw RenderError("cannot lay out the diff's label \"\(text)\": \(error)")
        }
    }

    /// Draws `text` with its box's top-left corner at (x, y); `anchor`
    /// 0 puts the box's left edge at x, 0.5 its centre, 1 its right edge.
    @discardableResult
    func draw(_ text: String, size: Double, bold: Bool = false, color: Color = textColor,
              x: Double, y: Double, anchor: Double = 0, maxWidth: Double = 1000, into pixmap: inout Pixmap) throws(RenderError) -> Size {
        let line = try layout(text, size: size, bold: bold, maxWidth: maxWidth)
        let width = line.lines.first?.width ?? line.size.width
        let left = x - anchor * width - (line.lines.first?.x ?? 0)
        pixmap.fill(line.path, paint: .solid(color), transform: AffineTransform(translationX: left.rounded(), y: y.rounded()))
        return line.size
    }
}
