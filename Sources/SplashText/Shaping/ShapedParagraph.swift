/// The smallest piece of a paragraph that layout moves as a whole: one
/// HarfBuzz cluster widened to whole characters. Usually one character; a
/// ligature ("fi") makes one unit of two. Lines break between units and
/// letter spacing goes after them, so spacing never splits a ligature or
/// a letter from its accent.
struct ClusterUnit {
    var characters: Range<Int>
    /// Sum of the unit's glyph advances, in points.
    var advance: Double
    /// Only spaces: hangs at the end of a line and is not measured there.
    var isSpace: Bool
    /// A line may start at this unit (see `BreakRules`).
    var canBreakBefore: Bool
}

/// A glyph of a shaped run, in points.
struct ShapedGlyph {
    var id: UInt32
    var unit: Int
    var xAdvance: Double
    var xOffset: Double
    /// Up from the baseline, as HarfBuzz gives it.
    var yOffset: Double
}

struct ShapedRun {
    var face: FontFace
    /// Visual order (right to left runs come reversed).
    var glyphs: [ShapedGlyph]
    var units: Range<Int>
}

/// A paragraph after font choice and shaping, ready to break into lines.
struct ShapedParagraph {
    var text: ParagraphText
    var units: [ClusterUnit]
    var runs: [ShapedRun]

    /// Where unit `u` starts in the original string (the paragraph's end
    /// for `u == units.count`).
    func stringIndex(ofUnit u: Int) -> String.Index {
        u < units.count ? text.characterStarts[units[u].characters.lowerBound] : text.endIndex
    }
}
