import SplashGeometry
import SplashRaster
import SplashText

extension FrameBuilder {
    /// A text's colour glyphs (emoji), each its picture filling its
    /// rectangle, drawn over the outlines. Their colours are their own; the
    /// text colour's alpha fades them, as a translucent `textColor` fades
    /// Apple Color Emoji in a UILabel.
    func colorGlyphFills(_ layout: TextLayout, color: Color, transform: AffineTransform) -> [FillOperation] {
        layout.colorGlyphs.compactMap { glyph in
            guard let image = text.glyphImages[glyph.bitmap] else { return nil }
            let rect = glyph.rect
            // Strike pixels to the glyph's rectangle in layout points.
            let pixelsToRect = AffineTransform(scaleX: rect.width / Double(image.width), y: rect.height / Double(image.height))
                .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
            return FillOperation(geometry: .rect(rect), paint: .image(ImagePattern(image: image, transform: pixelsToRect)),
                                 transform: transform, opacity: color.alpha, extent: .rect(rect, transform))
        }
    }
}
