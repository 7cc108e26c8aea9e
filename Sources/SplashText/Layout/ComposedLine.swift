/// A glyph placed on its line: `x` from the line's start, `yOffset` up
/// from the baseline, both in points.
struct ComposedGlyph {
    var face: FontFace
    var id: UInt32
    var x: Double
    var yOffset: Double
    var character: String.Index?
}

/// A line with its glyphs placed, before alignment and baseline.
struct ComposedLine {
    var glyphs: [ComposedGlyph]
    var width: Double
    var range: Range<String.Index>
    var isTruncated: Bool
}
