import SplashGeometry
import SplashScene
import SplashFormats

extension LottieTranslator {
    /// A text layer drawn with the file's glyph outlines (`chars`), laid out
    /// as lottie-web lays out a text without animators
    /// (`TextProperty.completeTextData`, `TextAnimatorProperty.getMeasures`):
    ///
    /// - a character advances by its glyph's `w` × size ÷ 100, plus the
    ///   tracking `tr` ÷ 1000 × size; a line break (`\r`, U+0003) starts a
    ///   new line `lh` lower (1.2 × size when 0), the first one 1 pixel more;
    /// - a line's width is its advances and trackings less one tracking,
    ///   without its trailing spaces; justified right (`j` 1) a line moves
    ///   left by its width, centred (`j` 2) by half;
    /// - the baseline shift `ls` moves every line up;
    /// - each glyph is its outline (`data.shapes`) with the first group
    ///   scaled by size ÷ 100 (lottie-web's `buildShapeData`), filled with
    ///   the document's `fc` and stroked `sw` wide in its `sc` (butt caps,
    ///   round joins), the stroke not scaled.
    func glyphLayers(_ text: LottieText, at path: String) throws(JSONFileError) -> [Layer] {
        let size = text.size
        guard size > 0 else { return [] }
        let scale = size / 100
        let tracking = text.tracking / 1000 * size
        let lineHeight = text.lineHeight != 0 ? text.lineHeight : size * 1.2
        struct Letter { var character: String; var advance: Double; var isBreak: Bool; var line: Int }
        var letters: [Letter] = []
        var lineWidths: [Double] = []
        var lineWidth = -tracking, pendingSpaces = 0.0, line = 0
        var missing: [String] = []
        for character in text.string {
            let string = String(character)
            let isBreak = string == "\r" || string == "\u{3}" || string == "\r\n"
            var advance = 0.0
            if isBreak {
                pendingSpaces = 0
                lineWidths.append(lineWidth)
                lineWidth = -2 * tracking
                line += 1
            } else if let glyph = document.glyphs[LottieGlyphKey(character: string, style: text.fontStyle, family: text.fontFamily)] {
                advance = glyph.advance * scale
            } else if !missing.contains(string) {
                missing.append(string)
            }
            if string == " " {
                pendingSpaces += advance + tracking
            } else {
                lineWidth += advance + tracking + pendingSpaces
                pendingSpaces = 0
            }
            letters.append(Letter(character: string, advance: advance, isBreak: isBreak, line: line))
        }
        lineWidths.append(lineWidth)
        if !missing.isEmpty {
            let list = missing.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ")
            compatibility.lenient("characters without a glyph in \"chars\" (\(list))", at: path + ".t",
                                  drawn: "as nothing, as lottie-web draws them")
        }
        var layers: [Layer] = []
        var x = 0.0, y = 0.0, firstLine = true
        for letter in letters {
            if letter.isBreak {
                x = 0
                y += lineHeight + (firstLine ? 1 : 0)
                firstLine = false
                continue
            }
            defer { x += letter.advance + tracking }
            guard let glyph = document.glyphs[LottieGlyphKey(character: letter.character, style: text.fontStyle, family: text.fontFamily)],
                  !glyph.shapes.isEmpty else { continue }
            let justify: Double = switch text.justification {
            case 1: -lineWidths[letter.line]
            case 2: -lineWidths[letter.line] / 2
            default: 0
            }
            var holder = Self.plainLayer()
            holder.position = Point(x: x + justify, y: y - text.baselineShift)
            holder.sublayers = try shapeLayers(glyphItems(glyph, text: text, scale: scale, at: path), clock: LottieClock(
                frameRate: document.frameRate, frameShift: 0, groupTimings: []))
            layers.append(holder)
        }
        return layers
    }

    /// A glyph's shapes, the first group scaled, with the text's fill and stroke.
    private func glyphItems(_ glyph: LottieGlyph, text: LottieText, scale: Double, at path: String) -> [LottieShapeItem] {
        var items = glyph.shapes
        if case .group = items[0].kind {
            var transform = LottieTransform.identity(path: items[0].path)
            transform.scale = LottieKeyframes(constant: [scale * 100, scale * 100], path: items[0].path)
            items[0] = LottieShapeItem(path: items[0].path, kind: .group(items: [items[0]], transform: transform))
        }
        let textPath = path + ".t.d"
        func paint(_ color: Color) -> LottieStyle.Paint { .color(LottieKeyframes(constant: [color.red, color.green, color.blue], path: textPath)) }
        if let stroke = text.strokeColor, text.strokeWidth > 0 {
            // Drawn in the glyph's scaled coordinates: the width is divided back.
            let width = text.strokeWidth / scale
            let style = LottieStyle(paint: paint(stroke), opacity: LottieKeyframes(constant: 100, path: textPath), fillRule: .nonZero,
                                    stroke: LottieStroke(width: LottieKeyframes(constant: width, path: textPath), cap: .butt, join: .round,
                                                         miterLimit: 4, dashes: [], dashOffset: nil))
            items.append(LottieShapeItem(path: textPath, kind: .style(style)))
        }
        if let fill = text.fillColor {
            let style = LottieStyle(paint: paint(fill), opacity: LottieKeyframes(constant: 100, path: textPath), fillRule: .nonZero, stroke: nil)
            items.append(LottieShapeItem(path: textPath, kind: .style(style)))
        }
        return items
    }
}
