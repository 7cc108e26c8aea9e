/// One paragraph of the input (the text between line breaks), as the
/// characters layout works with and the scalars HarfBuzz shapes.
struct ParagraphText {
    /// User-perceived characters (grapheme clusters): the unit of font
    /// choice and line breaking, so an accent never lands in another font
    /// or on another line than its letter.
    let characters: [Character]
    /// Where each character starts in the original string.
    let characterStarts: [String.Index]
    /// Where the paragraph ends in the original string (before its break).
    let endIndex: String.Index
    /// The text handed to HarfBuzz: the characters' scalars with tabs made
    /// spaces and other control characters made zero-width spaces (which
    /// HarfBuzz draws as nothing), so they never show as missing-glyph
    /// boxes.
    let scalars: [UInt32]
    /// Index into `scalars` where each character starts; one extra entry
    /// holds `scalars.count`.
    let scalarStarts: [Int]

    init(_ string: String, range: Range<String.Index>) {
        var characters: [Character] = []
        var starts: [String.Index] = []
        var scalars: [UInt32] = []
        var scalarStarts: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let character = string[index]
            characters.append(character)
            starts.append(index)
            scalarStarts.append(scalars.count)
            for scalar in character.unicodeScalars {
                scalars.append(Self.shapingValue(of: scalar))
            }
            index = string.index(after: index)
        }
        scalarStarts.append(scalars.count)
        self.characters = characters
        self.characterStarts = starts
        self.endIndex = range.upperBound
        self.scalars = scalars
        self.scalarStarts = scalarStarts
    }

    /// The paragraphs of `string`, split at every line break character
    /// ("\n", "\r\n", "\r", U+2028…). An empty string has none; a trailing
    /// break starts an empty last paragraph, as in UILabel.
    static func paragraphs(of string: String) -> [ParagraphText] {
        guard !string.isEmpty else { return [] }
        var paragraphs: [ParagraphText] = []
        var start = string.startIndex
        var index = start
        while index < string.endIndex {
            let next = string.index(after: index)
            if string[index].isNewline {
                paragraphs.append(ParagraphText(string, range: start..<index))
                start = next
            }
            index = next
        }
        paragraphs.append(ParagraphText(string, range: start..<string.endIndex))
        return paragraphs
    }

    /// The scalars of character `i` that a font must have to draw it:
    /// without default-ignorables (joiners, variation selectors), which
    /// fonts need not map, and without sanitised control characters.
    func requiredScalars(ofCharacter i: Int) -> [UInt32] {
        scalars[scalarStarts[i]..<scalarStarts[i + 1]].filter { value in
            guard let scalar = Unicode.Scalar(value) else { return false }
            return !scalar.properties.isDefaultIgnorableCodePoint
        }
    }

    private static func shapingValue(of scalar: Unicode.Scalar) -> UInt32 {
        if scalar == "\t" { return 0x20 }
        if scalar.properties.generalCategory == .control { return 0x200B }
        return scalar.value
    }

    /// How character `i` asks to be drawn (Unicode TR51 §4): U+FE0E asks
    /// for text, U+FE0F for emoji; otherwise the first scalar's
    /// Emoji_Presentation property decides ("👋" emoji, "☺" text).
    func presentation(ofCharacter i: Int) -> GlyphPresentation {
        let values = scalars[scalarStarts[i]..<scalarStarts[i + 1]]
        if values.contains(0xFE0E) { return .text }
        if values.contains(0xFE0F) { return .emoji }
        guard let first = values.first, let scalar = Unicode.Scalar(first) else { return .text }
        return scalar.properties.isEmojiPresentation ? .emoji : .text
    }
}

/// Whether a character is drawn as text (an outline in the text's colour)
/// or as an emoji (a colour glyph), Unicode TR51's two presentations.
enum GlyphPresentation: Hashable {
    case text
    case emoji
}
