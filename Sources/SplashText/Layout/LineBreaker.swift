/// Greedy line breaking over a shaped paragraph's units, the way UIKit's
/// word wrapping fills lines: as many units as fit, broken at the last
/// opportunity; a word wider than the line is broken between characters.
struct LineBreaker {
    let maxWidth: Double?
    let letterSpacing: Double

    /// Unit ranges of the lines; one empty range for an empty paragraph.
    func lines(of paragraph: ShapedParagraph) -> [Range<Int>] {
        let units = paragraph.units
        guard let maxWidth, !units.isEmpty else { return [0..<units.count] }
        // Rounding in advances must not push an exactly fitting line over.
        let limit = maxWidth + 1e-9 * max(1, maxWidth)
        var lines: [Range<Int>] = []
        var start = 0
        while start < units.count {
            var end = units.count
            var running = 0.0
            var lastOpportunity: Int?
            var i = start
            while i < units.count {
                if i > start && units[i].canBreakBefore { lastOpportunity = i }
                let next = running + (i > start ? letterSpacing : 0) + units[i].advance
                // Spaces hang past the edge instead of wrapping.
                if i > start && !units[i].isSpace && next > limit {
                    end = lastOpportunity ?? i
                    break
                }
                running = next
                i += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// The measured width of units `range`: advances plus letter spacing
    /// between units, not counting trailing spaces.
    func width(of range: Range<Int>, in paragraph: ShapedParagraph) -> Double {
        let end = Self.visibleEnd(of: range, in: paragraph)
        guard end > range.lowerBound else { return 0 }
        var width = 0.0
        for u in range.lowerBound..<end { width += paragraph.units[u].advance }
        return width + letterSpacing * Double(end - range.lowerBound - 1)
    }

    /// `range` without its trailing spaces.
    static func visibleEnd(of range: Range<Int>, in paragraph: ShapedParagraph) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && paragraph.units[end - 1].isSpace { end -= 1 }
        return end
    }
}
