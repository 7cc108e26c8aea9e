/// Why a string could not be laid out.
///
/// A font that is merely *missing* is not an error: layout falls back to
/// what fontconfig offers and reports it in `TextLayout.warnings`, because a
/// preview with a substitute font is more useful than no preview. Errors are
/// kept for input that cannot be honoured at all (a size of 0, a pinned font
/// file that does not open) and for failures of the C libraries.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `TextStyle` field is out of range; `field` is the property name.
    case invalidStyle(field: String, reason: String)
    /// The string has more Unicode scalars than `limit`.
    case textTooLong(count: Int, limit: Int)
    /// A font file given explicitly (`TextStyle.fontFile` or a shaper's
    /// fallback list) could not be opened as an outline font.
    case unusableFontFile(path: String, reason: String)
    /// Neither the requested family nor any substitute could be found.
    case noFontAvailable(family: String)
    /// A FreeType, fontconfig or HarfBuzz call failed.
    case library(call: String, message: String)

    public var description: String {
        switch self {
        case .invalidStyle(let field, let reason):
            "text style \(field) \(reason)"
        case .textTooLong(let count, let limit):
            "text is too long: \(count) characters (Unicode scalars); the limit is \(limit)"
        case .unusableFontFile(let path, let reason):
            "font file \(path) cannot be used: \(reason)"
        case .noFontAvailable(let family):
            "no font is available for family \"\(family)\" and fontconfig offered no substitute"
        case .library(let call, let message):
            "\(call) failed: \(message)"
        }
    }
}
