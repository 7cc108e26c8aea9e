import CText

/// The main font of a style, and what the user should hear about it.
struct PrimaryFont {
    var face: FontFace
    var warnings: [String]
    /// An Apple name drawn with its stand-in: expected, said once.
    var notices: [String] = []
}

/// Finds and keeps the fonts a shaper uses: pinned files, fontconfig
/// matches, and per-character fallbacks. Every face is opened once and
/// kept for the shaper's life, so glyph outlines stay cached across
/// layouts. fontconfig is loaded only when a style first needs it, so
/// layouts that pin all their fonts never read the system's font list.
final class FontCatalog {
    private let library: FreeTypeLibrary
    private let pinnedFallbacks: [FontFace]
    private var configuration: FontConfiguration?
    private var faces: [FontFile: FontFace] = [:]
    private var primaries: [StyleKey: PrimaryFont] = [:]
    /// fontconfig's answer per character and style. Answers depend only
    /// on the key, never on earlier layouts, so a string renders the same
    /// whatever the shaper laid out before.
    private var fallbacks: [FallbackKey: FontFace?] = [:]

    init(fallbackFiles: [FontFile]) throws(TextError) {
        library = try FreeTypeLibrary()
        var pinned: [FontFace] = []
        for file in fallbackFiles {
            let face = try FontFace(library: library, file: file)
            pinned.append(face)
        }
        pinnedFallbacks = pinned
        for face in pinned { faces[face.file] = face }
    }

    /// The face in `file`, opened on first use.
    func face(_ file: FontFile) throws(TextError) -> FontFace {
        if let face = faces[file] { return face }
        let face = try FontFace(library: library, file: file)
        faces[file] = face
        return face
    }

    /// The style's pinned file, or fontconfig's best match for its family,
    /// weight and slant, with a warning when the match is not what was
    /// asked for (a missing family is a warning, not an error: a preview
    /// in a substitute font beats no preview), or a one-line notice when
    /// the family is Apple's and the shipped rules drew it with its open
    /// stand-in. A pinned file always wins: no rule applies to it.
    func primary(for style: TextStyle) throws(TextError) -> PrimaryFont {
        if let file = style.fontFile {
            return PrimaryFont(face: try face(file), warnings: [])
        }
        let key = StyleKey(family: style.fontFamily, weight: style.weight, italic: style.italic)
        if let known = primaries[key] { return known }
        guard let match = try fontConfiguration().match(family: style.fontFamily, weight: style.weight, italic: style.italic) else {
            throw .noFontAvailable(family: style.fontFamily)
        }
        let face = try self.face(match.file)
        var warnings: [String] = []
        var notices: [String] = []
        let requested = style.fontFamily
        if !match.families.contains(where: { Self.sameFamily($0, requested) }) {
            let used = match.families.first ?? face.familyName
            if let owner = match.standInOwner {
                // The shipped rules' stand-in: expected, so a notice.
                notices.append("\(requested) is \(owner)'s and not installed: drawn with \(used), its open stand-in")
            } else {
                warnings.append("font family \"\(requested)\" is not installed; using \"\(used)\"")
            }
        } else {
            if let weight = face.weightClass, abs(weight - style.weight.value) >= 100 {
                warnings.append("font family \"\(requested)\" has no weight \(style.weight.value); using \(weight)")
            }
            if style.italic && !face.isItalic {
                warnings.append("font family \"\(requested)\" has no italic; using upright")
            }
        }
        let primary = PrimaryFont(face: face, warnings: warnings, notices: notices)
        primaries[key] = primary
        return primary
    }

    /// A font for a character the main font lacks: the shaper's pinned
    /// fallbacks first, then fontconfig's ranking for the style with the
    /// character required. Prefers a font with every scalar of the
    /// character (base + marks), else one with the base. `nil` when no
    /// installed font has it. (Keeping a phrase in one fallback font is the
    /// run splitter's job: it tries the previous character's font first.)
    ///
    /// For `.emoji` presentation only colour fonts are looked at (pinned
    /// ones first), and `nil` means none has the character: the caller
    /// then asks again for text presentation.
    func fallback(for scalars: [UInt32], style: TextStyle, presentation: GlyphPresentation = .text) throws(TextError) -> FontFace? {
        guard let base = scalars.first else { return nil }
        let pinned = pinnedFallbacks.filter { presentation == .text || $0.kind != .outlines }
        if let face = pinned.first(where: { $0.hasGlyphs(for: scalars) }) { return face }
        let key = FallbackKey(scalars: scalars, style: StyleKey(family: style.fontFamily, weight: style.weight, italic: style.italic),
                              presentation: presentation)
        if let known = fallbacks[key] { return known }

        var chosen: FontFace?
        var baseOnly: FontFace? = pinned.first { $0.hasGlyph(for: base) }
        let candidates = try fontConfiguration().fonts(with: base, family: style.fontFamily, weight: style.weight,
                                                       italic: style.italic, presentation: presentation, limit: 4)
        for file in candidates {
            // A font fontconfig lists but FreeType cannot open is skipped:
            // the next candidate is as good a fallback.
            guard let face = try? self.face(file), face.hasGlyph(for: base) else { continue }
            if face.hasGlyphs(for: scalars) { chosen = face; break }
            if baseOnly == nil { baseOnly = face }
        }
        let result = chosen ?? baseOnly
        fallbacks[key] = result
        return result
    }

    private func fontConfiguration() throws(TextError) -> FontConfiguration {
        if let configuration { return configuration }
        let loaded = try FontConfiguration()
        configuration = loaded
        return loaded
    }

    /// fontconfig's own comparison: case and blanks do not matter.
    static func sameFamily(_ a: String, _ b: String) -> Bool {
        func folded(_ s: String) -> String { s.lowercased().filter { $0 != " " } }
        return folded(a) == folded(b)
    }
}

private struct StyleKey: Hashable {
    var family: String
    var weight: FontWeight
    var italic: Bool
}

private struct FallbackKey: Hashable {
    var scalars: [UInt32]
    var style: StyleKey
    var presentation: GlyphPresentation
}

extension FontFace {
    func hasGlyphs(for scalars: [UInt32]) -> Bool {
        scalars.allSatisfy(hasGlyph(for:))
    }
}
