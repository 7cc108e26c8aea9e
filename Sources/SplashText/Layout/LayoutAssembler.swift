import SplashGeometry

/// Stacks composed lines into the text box: line height and baselines
/// from the main font's metrics, alignment, the positioned outlines and
/// the colour glyphs' pictures.
struct LayoutAssembler {
    let style: TextStyle
    let primary: FontFace

    func assemble(_ lines: [ComposedLine], warnings: [String], notices: [String]) -> TextLayout {
        // UIFont.lineHeight: ascender − descender + line gap of the main
        // font, whatever fallbacks a line uses, so mixed-script lines keep
        // an even rhythm.
        let pointsPerFontUnit = style.fontSize / primary.unitsPerEm
        let naturalHeight = primary.lineHeight * pointsPerFontUnit
        let lineHeight = naturalHeight * style.lineHeightMultiple
        let lineAdvance = lineHeight + style.lineSpacing
        // TextKit puts the space a line-height multiple adds above the
        // glyphs; with a multiple of 1 the first baseline is the ascender.
        let firstBaseline = primary.ascender * pointsPerFontUnit + (lineHeight - naturalHeight)
        let boxWidth = style.maxWidth ?? lines.map(\.width).max() ?? 0
        let height = lines.isEmpty ? 0 : max(0, Double(lines.count) * lineHeight + Double(lines.count - 1) * style.lineSpacing)

        var path = Path()
        var placed: [PlacedGlyph] = []
        var colorGlyphs: [ColorGlyph] = []
        var infos: [LineInfo] = []
        var fonts = [primary.familyName]
        var unloadable: [String] = []
        for (i, line) in lines.enumerated() {
            let baseline = firstBaseline + Double(i) * lineAdvance
            let x = offset(of: line, in: boxWidth)
            for glyph in line.glyphs {
                let origin = Point(x: x + glyph.x, y: baseline - glyph.yOffset)
                if case .colorBitmaps(let ppem) = glyph.face.kind {
                    // A colour picture drawn at the strike's ppem, scaled to
                    // the text's size like its advance (fontSize / ppem
                    // points per strike pixel).
                    if let strike = glyph.face.colorBitmap(glyph: glyph.id) {
                        let scale = style.fontSize / ppem
                        let rect = Rect(x: origin.x + strike.left * scale, y: origin.y - strike.top * scale,
                                        width: Double(strike.bitmap.width) * scale, height: Double(strike.bitmap.height) * scale)
                        colorGlyphs.append(ColorGlyph(bitmap: strike.bitmap, rect: rect))
                    } else {
                        let name = "glyph \(glyph.id) of \"\(glyph.face.familyName)\""
                        if !unloadable.contains(name) { unloadable.append(name) }
                    }
                } else if let outline = glyph.face.outline(glyph: glyph.id) {
                    let scale = glyph.face.pointsPerUnit(atSize: style.fontSize)
                    path.addPath(outline.transformed(by: AffineTransform(a: scale, b: 0, c: 0, d: scale,
                                                                         tx: origin.x, ty: origin.y)))
                } else {
                    let name = "glyph \(glyph.id) of \"\(glyph.face.familyName)\""
                    if !unloadable.contains(name) { unloadable.append(name) }
                }
                if !fonts.contains(glyph.face.familyName) { fonts.append(glyph.face.familyName) }
                placed.append(PlacedGlyph(glyphID: glyph.id, fontFamily: glyph.face.familyName,
                                          origin: origin, character: glyph.character))
            }
            infos.append(LineInfo(range: line.range, baselineY: baseline, x: x, width: line.width,
                                  isTruncated: line.isTruncated))
        }
        return TextLayout(path: path, size: Size(width: boxWidth, height: height), lines: infos,
                          glyphs: placed, fontsUsed: fonts,
                          warnings: warnings + unloadable.map { "\($0) has no usable outline; left out" }, notices: notices,
                          colorGlyphs: colorGlyphs)
    }

    /// Where a line starts in the box. Justified lines are already as wide
    /// as the box; their last lines sit at the left, as in UIKit.
    private func offset(of line: ComposedLine, in boxWidth: Double) -> Double {
        switch style.alignment {
        case .left, .natural, .justified: 0
        case .center: (boxWidth - line.width) / 2
        case .right: boxWidth - line.width
        }
    }
}
