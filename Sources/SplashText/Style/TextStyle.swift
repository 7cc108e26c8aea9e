/// How a string looks and wraps: the subset of `UIFont` +
/// `NSParagraphStyle` + `NSAttributedString` attributes that launch screens
/// use, with UIKit's meaning wherever UIKit has one.
///
/// All lengths are in points. Values are checked when laying out
/// (`TextShaper.layout`) rather than here, so a style can be built field by
/// field from a scene file and every problem is reported with its field
/// name.
public struct TextStyle: Hashable, Sendable {
    /// The family asked of fontconfig. When it is not installed the closest
    /// match is used and `TextLayout.warnings` says so.
    public var fontFamily: String
    /// The em size in points, 0 < size ≤ 2000.
    public var fontSize: Double
    public var weight: FontWeight
    public var italic: Bool
    public var alignment: TextAlignment
    /// Extra points between lines (`NSParagraphStyle.lineSpacing`). Added
    /// between lines only, not after the last one.
    public var lineSpacing: Double
    /// Scales the font's natural line height (`lineHeightMultiple`); the
    /// extra space goes above each line's glyphs, as in TextKit.
    public var lineHeightMultiple: Double
    /// Points added after every character cluster except the last one on a
    /// line (`NSAttributedString.Key.kern`). Optional ligatures are turned
    /// off when this is not 0, since spacing the letters of a ligature
    /// apart is impossible.
    public var letterSpacing: Double
    /// Wrap width; `nil` lays every paragraph on one line. When set it is
    /// also the width of the text box that `alignment` positions lines in.
    public var maxWidth: Double?
    /// At most this many lines; `nil` or 0 means no limit (UILabel's
    /// `numberOfLines = 0`).
    public var maxLines: Int?
    public var truncation: TextTruncation
    /// A font file to use instead of asking fontconfig for `fontFamily`
    /// (brand fonts shipped with a scene; tests that must not depend on
    /// installed fonts). Characters it lacks still fall back.
    public var fontFile: FontFile?

    public init(
        fontFamily: String = "Inter",
        fontSize: Double = 17,
        weight: FontWeight = .regular,
        italic: Bool = false,
        alignment: TextAlignment = .natural,
        lineSpacing: Double = 0,
        lineHeightMultiple: Double = 1,
        letterSpacing: Double = 0,
        maxWidth: Double? = nil,
        maxLines: Int? = nil,
        truncation: TextTruncation = .tail,
        fontFile: FontFile? = nil
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.weight = weight
        self.italic = italic
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.letterSpacing = letterSpacing
        self.maxWidth = maxWidth
        self.maxLines = maxLines
        self.truncation = truncation
        self.fontFile = fontFile
    }
}
