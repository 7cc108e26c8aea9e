/// Where a line may break: a small, deliberate subset of UAX #14 that
/// covers launch-screen text.
///
/// * After spaces (the spaces hang at the end of the line).
/// * After a hyphen or dash followed by a letter ("launch-screen").
/// * After a zero-width space.
/// * Between any two characters when either is Chinese, Japanese or Korean
///   (ideographs, kana, Hangul, fullwidth forms): those scripts do not use
///   spaces between words.
/// * Never before closing punctuation ("，。」)!?…") nor after opening
///   punctuation ("「(“"), the CJK kinsoku rule and UAX #14's CL/EX/OP
///   classes, so a comma never starts a line.
enum BreakRules {
    static func allowsBreak(after a: Character, before b: Character) -> Bool {
        if isBreakingSpace(b) || noBreakBefore.contains(b) { return false }
        if isBreakingSpace(a) || a == "\u{200B}" { return true }
        if noBreakAfter.contains(a) { return false }
        if isCJK(a) || isCJK(b) { return true }
        if hyphens.contains(a) && b.isLetter { return true }
        return false
    }

    /// Spaces that separate words. No-break spaces (U+00A0, U+202F,
    /// U+2007) are deliberately not: they exist to glue words together.
    static func isBreakingSpace(_ c: Character) -> Bool {
        guard c.isWhitespace, !c.isNewline else { return false }
        return !c.unicodeScalars.contains { $0 == "\u{00A0}" || $0 == "\u{202F}" || $0 == "\u{2007}" }
    }

    static func isCJK(_ c: Character) -> Bool {
        guard let value = c.unicodeScalars.first?.value else { return false }
        return cjkRanges.contains { $0.contains(value) }
    }

    private static let cjkRanges: [ClosedRange<UInt32>] = [
        0x2E80...0x2FDF,   // CJK radicals, Kangxi radicals
        0x3000...0x303F,   // CJK symbols and punctuation
        0x3040...0x30FF,   // hiragana, katakana
        0x3100...0x31FF,   // bopomofo, Hangul compatibility jamo, kanbun, katakana extensions
        0x3200...0x4DBF,   // enclosed CJK, compatibility, extension A
        0x4E00...0x9FFF,   // unified ideographs
        0xA960...0xA97F,   // Hangul jamo extended A
        0xAC00...0xD7FF,   // Hangul syllables and jamo extended B
        0xF900...0xFAFF,   // compatibility ideographs
        0xFE30...0xFE4F,   // CJK compatibility forms
        0xFF00...0xFFEF,   // halfwidth and fullwidth forms
        0x1F200...0x1F2FF, // enclosed ideographic supplement
        0x20000...0x3FFFF, // extensions B and beyond
    ]

    /// Closing punctuation, small kana and marks that must not start a line.
    private static let noBreakBefore: Set<Character> = Set(
        "、。，．：；？！）」』】〕〉》〗〙〛｝］〞〟’”»›ー々〻ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ・…‥〜～" +
        ",.:;!?)]}%"
    )

    /// Opening punctuation that must not end a line.
    private static let noBreakAfter: Set<Character> = Set("（「『【〔〈《〖〘〚｛［〝‘“«‹([{")

    private static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2013}", "\u{2014}"]
}
