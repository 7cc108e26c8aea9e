import SplashGeometry
import SplashRaster
import SplashText
import SplashImport

/// The labels above a comparison's panels, laid out once by the real text
/// stack (Inter through fontconfig, HarfBuzz and FreeType), one line each,
/// centred over its panel and cut with an ellipsis when wider than it.
struct ComparisonLabels {
    private let labels: [TextLayout]

    init(_ texts: [String], layout: ComparisonLayout) throws {
        let shaper: TextShaper
        do { shaper = try TextShaper() } catch { throw RenderError("cannot lay out the comparison's labels: \(error)") }
        do {
            labels = try zip(texts, layout.panels).map { text, panel in
                try shaper.layout(text, style: TextStyle(fontSize: layout.labelSize, weight: .semibold, alignment: .center,
                                                         maxWidth: Double(panel.width), maxLines: 1))
            }
        } catch {
            throw RenderError("cannot lay out the comparison's labels: \(error)")
        }
    }

    /// Each label centred across its panel's width and, in the band above
    /// the panel, on the band's middle.
    func draw(into picture: inout Pixmap, layout: ComparisonLayout, color: Color) {
        for (label, panel) in zip(labels, layout.panels) {
            let top = Double(panel.y - layout.labelBand) + (Double(layout.labelBand) - label.size.height) / 2
            picture.fill(label.path, paint: .solid(color), transform: AffineTransform(translationX: Double(panel.x), y: top))
        }
    }
}
