import CText

/// A font fontconfig chose for a query.
struct FontMatch {
    var file: FontFile
    /// Every family name the font answers to.
    var families: [String]
    /// Who owns the family asked for, when the shipped rules name an open
    /// stand-in for it ("Apple" for "SF Pro Display"; see `AppleFontStandIns`).
    var standInOwner: String? = nil
}

/// Owns one fontconfig configuration (`FcConfig`): the installed fonts and
/// the system's substitution rules ("sans-serif" → DejaVu Sans), then
/// the rules splashvid ships (`AppleFontStandIns`: "SF Pro" → Inter).
///
/// A private configuration rather than fontconfig's global one, so it is
/// freed with the shaper and nothing else in the process shares its state.
final class FontConfiguration {
    private let handle: OpaquePointer

    init() throws(TextError) {
        guard let config = FcInitLoadConfigAndFonts() else {
            throw .library(call: "FcInitLoadConfigAndFonts", message: "fontconfig could not load its configuration or font list")
        }
        guard FcConfigParseAndLoadFromMemory(config, AppleFontStandIns.configuration, FcTrue) != FcFalse else {
            FcConfigDestroy(config)
            throw .library(call: "FcConfigParseAndLoadFromMemory", message: "fontconfig rejected the shipped rules for Apple's font names")
        }
        handle = config
    }

    deinit {
        TextLibraryLock.run {
            FcConfigDestroy(handle)
        }
    }

    /// The installed font closest to the description (`FcFontMatch`),
    /// after the configuration's substitutions. `nil` only when no font is
    /// installed at all.
    func match(family: String, weight: FontWeight, italic: Bool) throws(TextError) -> FontMatch? {
        let query = try self.query(family: family, weight: weight, italic: italic, charSet: nil)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(handle, query.handle, &result) else { return nil }
        let font = FontPattern(owning: found)
        var match = Self.fontMatch(font.handle)
        match?.standInOwner = FontPattern.strings(AppleFontStandIns.ownerProperty, in: query.handle).first
        return match
    }

    /// Fonts that have `scalar`, best first for the description
    /// (`FcFontSort` with the character in the query's charset): outline
    /// fonts for text presentation; for emoji presentation, colour fonts
    /// (fontconfig's `color` property: CBDT bitmaps, COLR layers).
    func fonts(with scalar: UInt32, family: String, weight: FontWeight, italic: Bool, presentation: GlyphPresentation,
               limit: Int) throws(TextError) -> [FontFile] {
        let query = try self.query(family: family, weight: weight, italic: italic, charSet: FontCharSet(scalar: scalar),
                                   presentation: presentation)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(handle, query.handle, FcTrue, nil, &result) else { return [] }
        let set = FontSet(owning: sorted)
        var files: [FontFile] = []
        for pattern in set.patterns where files.count < limit {
            let accepted = switch presentation {
            // Colour-bitmap fonts (emoji) have no outlines to fill with the text's colour.
            case .text: FontPattern.bool(FC_OUTLINE, in: pattern) != false
            case .emoji: FontPattern.bool(FC_COLOR, in: pattern) == true
            }
            guard accepted, FontPattern.hasCharacter(scalar, in: pattern), let match = Self.fontMatch(pattern) else { continue }
            files.append(match.file)
        }
        return files
    }

    private func query(family: String, weight: FontWeight, italic: Bool, charSet: FontCharSet?,
                       presentation: GlyphPresentation = .text) throws(TextError) -> FontPattern {
        let pattern = try FontPattern()
        pattern.add(FC_FAMILY, string: family)
        pattern.add(FC_WEIGHT, double: FcWeightFromOpenTypeDouble(Double(weight.value)))
        pattern.add(FC_SLANT, integer: italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        switch presentation {
        case .text: pattern.add(FC_OUTLINE, bool: true)
        case .emoji: pattern.add(FC_COLOR, bool: true)
        }
        if let charSet { pattern.add(FC_CHARSET, charSet: charSet) }
        guard FcConfigSubstitute(handle, pattern.handle, FcMatchPattern) != FcFalse else {
            throw .library(call: "FcConfigSubstitute", message: "out of memory")
        }
        FcDefaultSubstitute(pattern.handle)
        return pattern
    }

    private static func fontMatch(_ pattern: OpaquePointer) -> FontMatch? {
        guard let path = FontPattern.strings(FC_FILE, in: pattern).first else { return nil }
        let index = FontPattern.integer(FC_INDEX, in: pattern) ?? 0
        return FontMatch(file: FontFile(path: path, faceIndex: Int(index)),
                         families: FontPattern.strings(FC_FAMILY, in: pattern))
    }
}
