import CText

/// Splits a paragraph into runs by the font that draws each character and
/// by script.
///
/// The main font draws every character it has. A character it lacks goes
/// to a fallback (a Chinese phrase in a Latin font goes to a CJK font);
/// whitespace stays in the font around it so a fallback phrase is shaped
/// as one run. An emoji goes to a colour font when one has it. A character no font has is drawn by the main font (its
/// `.notdef` box) and reported.
struct FontRunSplitter {
    let primary: FontFace
    let catalog: FontCatalog
    let style: TextStyle

    /// `missing` collects characters no installed font has.
    func runs(for paragraph: ParagraphText, missing: inout [Character]) throws(TextError) -> [FontRun] {
        let count = paragraph.characters.count
        guard count > 0 else { return [] }
        var faces: [FontFace] = []
        faces.reserveCapacity(count)
        for i in 0..<count {
            let face = try face(forCharacter: i, in: paragraph, previous: faces.last, missing: &missing)
            faces.append(face)
        }
        let scripts = Self.scripts(of: paragraph)

        var runs: [FontRun] = []
        var start = 0
        for i in 1...count where i == count || faces[i] !== faces[start] || scripts[i] != scripts[start] {
            runs.append(FontRun(face: faces[start], script: scripts[start], characters: start..<i))
            start = i
        }
        return runs
    }

    private func face(forCharacter i: Int, in paragraph: ParagraphText, previous: FontFace?,
                      missing: inout [Character]) throws(TextError) -> FontFace {
        let required = paragraph.requiredScalars(ofCharacter: i)
        if required.isEmpty { return previous ?? primary }
        // Whitespace stays in an outline font: a colour font's space is as
        // wide as its pictures.
        if let previous, paragraph.characters[i].isWhitespace, previous.kind == .outlines, previous.hasGlyphs(for: required) {
            return previous
        }
        // An emoji (emoji presentation by default, or asked for with
        // U+FE0F) is drawn in colour when a colour font has it, as iOS
        // draws it with Apple Color Emoji whatever the text's font.
        if paragraph.presentation(ofCharacter: i) == .emoji {
            if primary.kind != .outlines, primary.hasGlyphs(for: required) { return primary }
            if let previous, previous.kind != .outlines, previous.hasGlyphs(for: required) { return previous }
            if let colour = try catalog.fallback(for: required, style: style, presentation: .emoji) { return colour }
        }
        if primary.hasGlyphs(for: required) { return primary }
        if let previous, previous.hasGlyphs(for: required) { return previous }
        if let fallback = try catalog.fallback(for: required, style: style) { return fallback }
        missing.append(paragraph.characters[i])
        return primary
    }

    /// The script of each character. Characters of no particular script
    /// (spaces, digits, punctuation, combining marks) take the script
    /// before them, or after them at the start of the paragraph, as in
    /// UAX #24's usual resolution.
    private static func scripts(of paragraph: ParagraphText) -> [hb_script_t] {
        let functions = hb_unicode_funcs_get_default()
        var scripts: [hb_script_t?] = paragraph.characters.indices.map { i in
            for value in paragraph.scalars[paragraph.scalarStarts[i]..<paragraph.scalarStarts[i + 1]] {
                let script = hb_unicode_script(functions, value)
                if script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN {
                    return script
                }
            }
            return nil
        }
        var last: hb_script_t? = nil
        for i in scripts.indices {
            if let script = scripts[i] { last = script } else { scripts[i] = last }
        }
        let first = scripts.first(where: { $0 != nil }) ?? nil
        return scripts.map { $0 ?? first ?? HB_SCRIPT_COMMON }
    }
}
