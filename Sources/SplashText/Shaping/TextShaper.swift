import CText
import SplashGeometry

/// Lays strings out into glyph outlines with fontconfig, HarfBuzz and
/// FreeType.
///
/// Owns the FreeType library, the fontconfig configuration (loaded on first
/// need) and every font face it opened, with their shaping fonts and
/// glyph-outline caches; all of it is freed when the shaper goes. Keep one
/// shaper for a whole render so faces and outlines are reused.
///
/// **Not thread-safe, and not `Sendable`**: FreeType faces and the caches
/// are shared mutable state. Lay text out on one thread (once per scene,
/// before frames render); the resulting `TextLayout`s are `Sendable` values
/// that any number of frame threads can draw.
public final class TextShaper {
    let catalog: FontCatalog
    private let buffer: HarfBuzzBuffer

    /// - Parameter fallbackFontFiles: fonts tried, in order, for characters
    ///   the main font lacks, before asking fontconfig. Pin them (together
    ///   with `TextStyle.fontFile`) to make a rendering independent of the
    ///   installed fonts. Throws when one cannot be opened.
    public init(fallbackFontFiles: [FontFile] = []) throws(TextError) {
        (catalog, buffer) = try TextLibraryLock.run { () throws(TextError) in
            (try FontCatalog(fallbackFiles: fallbackFontFiles), try HarfBuzzBuffer())
        }
    }

    /// Lays `string` out in `style`: font choice with per-character
    /// fallback, shaping, wrapping at `maxWidth`, the line limit with
    /// truncation, alignment and glyph outlines.
    ///
    /// Throws for a style field out of range, a string longer than
    /// `TextStyle.maxTextLength` scalars, a pinned font file that cannot be
    /// opened, or a failure of the C libraries. A missing family or glyph
    /// is a warning in the result instead.
    public func layout(_ string: String, style: TextStyle) throws(TextError) -> TextLayout {
        try TextLibraryLock.run { () throws(TextError) in try lockedLayout(string, style: style) }
    }

    private func lockedLayout(_ string: String, style: TextStyle) throws(TextError) -> TextLayout {
        try style.validate()
        let length = string.unicodeScalars.count
        guard length <= TextStyle.maxTextLength else {
            throw .textTooLong(count: length, limit: TextStyle.maxTextLength)
        }
        let primary = try catalog.primary(for: style)
        let shaper = ParagraphShaper(buffer: buffer, fontSize: style.fontSize, features: Self.features(for: style))
        let splitter = FontRunSplitter(primary: primary.face, catalog: catalog, style: style)
        let breaker = LineBreaker(maxWidth: style.maxWidth, letterSpacing: style.letterSpacing)
        let composer = LineComposer(breaker: breaker)
        var missing: [Character] = []

        // Break every paragraph until the line limit is passed.
        var planned: [(paragraph: ShapedParagraph, units: Range<Int>, endsParagraph: Bool)] = []
        var truncated = false
        for text in ParagraphText.paragraphs(of: string) {
            if let limit = style.lineLimit, planned.count >= limit {
                truncated = true
                break
            }
            let runs = try splitter.runs(for: text, missing: &missing)
            let paragraph = try shaper.shape(text, runs: runs)
            let ranges = breaker.lines(of: paragraph)
            for (i, range) in ranges.enumerated() {
                planned.append((paragraph, range, i == ranges.count - 1))
            }
        }
        if let limit = style.lineLimit, planned.count > limit {
            truncated = true
            planned.removeLast(planned.count - limit)
        }

        var lines: [ComposedLine] = []
        for (i, line) in planned.enumerated() {
            if truncated && style.truncation == .tail && i == planned.count - 1 {
                let ellipsis = try shapeEllipsis(splitter: splitter, shaper: shaper)
                let width = breaker.width(of: 0..<ellipsis.units.count, in: ellipsis)
                let kept = composer.unitsBeforeEllipsis(line.units, of: line.paragraph, ellipsisWidth: width,
                                                        maxWidth: style.maxWidth)
                lines.append(composer.compose(kept, of: line.paragraph, ellipsis: ellipsis))
            } else {
                let stretch = style.alignment == .justified && !line.endsParagraph ? style.maxWidth : nil
                lines.append(composer.compose(line.units, of: line.paragraph, stretchTo: stretch))
            }
        }

        var warnings = primary.warnings
        warnings += Self.missingGlyphWarnings(missing)
        return LayoutAssembler(style: style, primary: primary.face).assemble(lines, warnings: warnings, notices: primary.notices)
    }

    /// "…" shaped like the text (falling back like any character); three
    /// full stops when no font has it.
    private func shapeEllipsis(splitter: FontRunSplitter, shaper: ParagraphShaper) throws(TextError) -> ShapedParagraph {
        var missing: [Character] = []
        let ellipsis = "\u{2026}"
        var text = ParagraphText(ellipsis, range: ellipsis.startIndex..<ellipsis.endIndex)
        var runs = try splitter.runs(for: text, missing: &missing)
        if !missing.isEmpty {
            let dots = "..."
            text = ParagraphText(dots, range: dots.startIndex..<dots.endIndex)
            runs = try splitter.runs(for: text, missing: &missing)
        }
        return try shaper.shape(text, runs: runs)
    }

    /// HarfBuzz's defaults (kerning, standard and contextual ligatures)
    /// except that letter spacing turns optional ligatures off: "fi" drawn
    /// as one glyph cannot be spaced apart (CSS does the same).
    private static func features(for style: TextStyle) -> [hb_feature_t] {
        guard style.letterSpacing != 0 else { return [] }
        return [.global("liga", false), .global("clig", false), .global("dlig", false)]
    }

    private static func missingGlyphWarnings(_ missing: [Character]) -> [String] {
        var seen = Set<Character>()
        let unique = missing.filter { seen.insert($0).inserted }
        let listed = unique.prefix(5).map { character in
            let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            return "\"\(character)\" (\(codes.joined(separator: " ")))"
        }
        guard !listed.isEmpty else { return [] }
        let more = unique.count > listed.count ? " and \(unique.count - listed.count) more" : ""
        return ["no installed font has a glyph for \(listed.joined(separator: ", "))\(more); drawn as a missing-glyph box"]
    }
}

/// Spelled out so no one adds the conformance: the shaper's FreeType faces
/// and caches are unsynchronised mutable state.
@available(*, unavailable, message: "TextShaper is not thread-safe; lay text out on one thread and share the TextLayout values")
extension TextShaper: Sendable {}
