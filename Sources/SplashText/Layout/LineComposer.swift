/// Places the glyphs of one line: advances, HarfBuzz offsets, letter
/// spacing between units, justification, and the "…" of a truncated line.
struct LineComposer {
    let breaker: LineBreaker

    var letterSpacing: Double { breaker.letterSpacing }

    /// `stretchTo` widens the gaps so the line is that wide (justified
    /// text); `ellipsis` is appended after the units (truncation).
    func compose(_ range: Range<Int>, of paragraph: ShapedParagraph, ellipsis: ShapedParagraph? = nil,
                 stretchTo target: Double? = nil) -> ComposedLine {
        let visibleEnd = LineBreaker.visibleEnd(of: range, in: paragraph)
        let natural = breaker.width(of: range, in: paragraph)
        let gaps = Justification(range: range.lowerBound..<visibleEnd, of: paragraph,
                                 extra: target.map { $0 - natural } ?? 0)

        var glyphs: [ComposedGlyph] = []
        var pen = 0.0
        var previous: Int?
        for run in paragraph.runs where run.units.overlaps(range) {
            for glyph in run.glyphs where range.contains(glyph.unit) {
                if let previous, previous != glyph.unit {
                    pen += letterSpacing + gaps.extra(after: previous)
                }
                let character = paragraph.text.characterStarts[paragraph.units[glyph.unit].characters.lowerBound]
                glyphs.append(ComposedGlyph(face: run.face, id: glyph.id, x: pen + glyph.xOffset,
                                            yOffset: glyph.yOffset, character: character))
                pen += glyph.xAdvance
                previous = glyph.unit
            }
        }
        var width = natural + gaps.total
        if let ellipsis {
            var end = range.isEmpty ? 0 : width + letterSpacing
            var previousUnit: Int?
            for run in ellipsis.runs {
                for glyph in run.glyphs {
                    if let previousUnit, previousUnit != glyph.unit { end += letterSpacing }
                    glyphs.append(ComposedGlyph(face: run.face, id: glyph.id, x: end + glyph.xOffset,
                                                yOffset: glyph.yOffset, character: nil))
                    end += glyph.xAdvance
                    previousUnit = glyph.unit
                }
            }
            width = end
        }
        let text = paragraph.stringIndex(ofUnit: range.lowerBound)..<paragraph.stringIndex(ofUnit: range.upperBound)
        return ComposedLine(glyphs: glyphs, width: width, range: text, isTruncated: ellipsis != nil)
    }

    /// The units of `line` to keep before a "…" `ellipsisWidth` wide so the
    /// whole fits `maxWidth`; trailing spaces are dropped so the ellipsis
    /// follows the last word. May be empty when even "…" alone is too wide.
    func unitsBeforeEllipsis(_ line: Range<Int>, of paragraph: ShapedParagraph, ellipsisWidth: Double,
                             maxWidth: Double?) -> Range<Int> {
        var end = LineBreaker.visibleEnd(of: line, in: paragraph)
        guard let maxWidth else { return line.lowerBound..<end }
        let limit = maxWidth + 1e-9 * max(1, maxWidth)
        while end > line.lowerBound {
            let kept = line.lowerBound..<end
            if breaker.width(of: kept, in: paragraph) + letterSpacing + ellipsisWidth <= limit { break }
            end = LineBreaker.visibleEnd(of: line.lowerBound..<(end - 1), in: paragraph)
        }
        return line.lowerBound..<end
    }
}

/// How justification spreads a line's missing width: over the spaces
/// between words when there are any, else over every gap between units
/// (Chinese and Japanese lines have no spaces).
private struct Justification {
    private var perSpace = 0.0
    private var perGap = 0.0
    private var visible: Range<Int>
    private var isSpace: [Bool]
    private(set) var total = 0.0

    init(range visible: Range<Int>, of paragraph: ShapedParagraph, extra: Double) {
        self.visible = visible
        self.isSpace = visible.map { paragraph.units[$0].isSpace }
        guard extra > 0, visible.count > 1 else { return }
        let spaces = isSpace.filter { $0 }.count
        if spaces > 0 {
            perSpace = extra / Double(spaces)
        } else {
            perGap = extra / Double(visible.count - 1)
        }
        total = extra
    }

    /// The extra space after unit `u` (before the next one).
    func extra(after u: Int) -> Double {
        guard visible.contains(u), u + 1 < visible.upperBound else { return 0 }
        return isSpace[u - visible.lowerBound] ? perSpace : perGap
    }
}
