import SplashGeometry

/// A string laid out for drawing, in points, with the origin at the
/// top-left corner of the text box and y pointing down.
///
/// A value type: a scene lays its text out once and every frame, on any
/// thread, fills `path` with the frame's transform. Because `path` holds the
/// unhinted outlines themselves, text scaled 18× by an animation is as sharp
/// as a logo.
public struct TextLayout: Hashable, Sendable {
    /// Every glyph outline, positioned; fill it with the non-zero rule.
    /// Outlines of all fonts are normalised to one winding direction, so
    /// glyphs that overlap (tight kerning, fallback punctuation) add up
    /// instead of cancelling.
    public var path: Path
    /// Glyphs a colour font draws as pictures (emoji), in drawing order,
    /// each placed in the layout's points; drawn over `path`.
    public var colorGlyphs: [ColorGlyph]
    /// The text box: `maxWidth` when the style wraps, else the widest line;
    /// the height of all lines (line spacing counted between lines only).
    public var size: Size
    public var lines: [LineInfo]
    /// Every glyph drawn, in drawing order (for tests, hit areas, debugging).
    public var glyphs: [PlacedGlyph]
    /// Family names of the fonts actually used, the main font first, then
    /// fallbacks in the order they were first needed.
    public var fontsUsed: [String]
    /// Problems that did not stop layout: a missing family or weight, a
    /// character no installed font has. Meant to be shown to the user.
    public var warnings: [String]
    /// What is worth knowing but expected: an Apple font name drawn with
    /// its open stand-in ("SF Pro Display is Apple's and not installed:
    /// drawn with Inter, its open stand-in").
    public var notices: [String]

    public init(path: Path, size: Size, lines: [LineInfo], glyphs: [PlacedGlyph], fontsUsed: [String], warnings: [String],
                notices: [String] = [], colorGlyphs: [ColorGlyph] = []) {
        self.path = path
        self.colorGlyphs = colorGlyphs
        self.size = size
        self.lines = lines
        self.glyphs = glyphs
        self.fontsUsed = fontsUsed
        self.warnings = warnings
        self.notices = notices
    }
}

/// One laid-out line.
public struct LineInfo: Hashable, Sendable {
    /// The characters of the original string on this line, including
    /// trailing spaces but not the line break itself. A truncated line
    /// covers only the characters kept before the "…".
    public var range: Range<String.Index>
    /// The baseline, in points from the top of the box.
    public var baselineY: Double
    /// Where the line starts after alignment, from the box's left edge.
    public var x: Double
    /// The advance width of the line without trailing spaces, including
    /// the "…" when truncated (and the justification spread when justified).
    public var width: Double
    public var isTruncated: Bool

    public init(range: Range<String.Index>, baselineY: Double, x: Double, width: Double, isTruncated: Bool) {
        self.range = range
        self.baselineY = baselineY
        self.x = x
        self.width = width
        self.isTruncated = isTruncated
    }
}

/// A glyph as placed in the layout.
public struct PlacedGlyph: Hashable, Sendable {
    /// The glyph index in its font; 0 is `.notdef`, the "missing" box.
    public var glyphID: UInt32
    /// The family of the font the glyph came from.
    public var fontFamily: String
    /// The pen position (on the baseline) the outline is drawn at, in points.
    public var origin: Point
    /// The character the glyph belongs to (the first, for a ligature);
    /// `nil` for the "…" added by truncation.
    public var character: String.Index?

    public init(glyphID: UInt32, fontFamily: String, origin: Point, character: String.Index?) {
        self.glyphID = glyphID
        self.fontFamily = fontFamily
        self.origin = origin
        self.character = character
    }
}
