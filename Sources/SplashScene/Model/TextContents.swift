import SplashGeometry

/// Text as a layer's contents (`CATextLayer` / `UILabel`), laid out in the
/// layer's bounds: from the top, wrapped to the bounds' width.
///
/// The scene keeps the string and its style; the compositor shapes it once
/// per render through fontconfig, HarfBuzz and FreeType, and every frame
/// fills the resulting outlines like any other vector.
public struct TextContents: Sendable, Hashable {
    public enum Alignment: String, Sendable, Hashable, CaseIterable { case left, center, right, natural, justified }
    public enum Truncation: String, Sendable, Hashable, CaseIterable { case tail, clip }

    public var string: String
    public var fontFamily: String = "Inter"
    /// A font file to use instead of looking the family up (absolute path):
    /// a brand font shipped beside the scene.
    public var fontFile: String?
    public var fontSize: Double = 17
    /// 100 (thin) … 900 (black); 400 regular, 600 semibold, 700 bold.
    public var weight: Int = 400
    public var italic = false
    public var color: Color = .black
    public var alignment: Alignment = .natural
    /// Extra points between lines.
    public var lineSpacing: Double = 0
    public var lineHeightMultiple: Double = 1
    /// Extra points after each character.
    public var letterSpacing: Double = 0
    /// Wrap to the layer's width (`isWrapped`); otherwise one line per
    /// explicit line break.
    public var wraps = true
    /// At most this many lines (nil: no limit), cut as `truncation` says.
    public var maxLines: Int?
    public var truncation: Truncation = .tail
    /// Where the text sits vertically in the bounds: from their top (as
    /// CATextLayer lays it out), or with its first baseline on their top
    /// edge, as Lottie places a text layer's first line at the layer's
    /// origin (not read from scene files).
    public var origin: Origin = .top
    /// An outline stroked along the glyphs' edges (centred on them), as
    /// After Effects and Lottie draw a text's stroke (and attributed
    /// strings' `strokeColor`/`strokeWidth`); nil: none. Not read from
    /// scene files.
    public var stroke: TextStroke?

    public enum Origin: Sendable, Hashable {
        case top, firstBaseline
    }

    public init(string: String) {
        self.string = string
    }
}

/// A text's stroke: its colour, its width in points, and whether it is
/// drawn over the glyphs' fill or under it (Lottie's "stroke over fill").
public struct TextStroke: Sendable, Hashable {
    public enum Placement: Sendable, Hashable { case overFill, underFill }
    public var color: Color
    public var width: Double
    public var placement: Placement

    public init(color: Color, width: Double, placement: Placement = .overFill) {
        self.color = color
        self.width = width
        self.placement = placement
    }
}
