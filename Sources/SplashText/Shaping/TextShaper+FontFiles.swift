extension TextShaper {
    /// The font files that draw `string` in `style`: the main font first,
    /// then each fallback in the order first needed. (What a batch render
    /// hashes, so a changed or replaced font renders its outputs again.)
    public func fontFiles(for string: String, style: TextStyle) throws(TextError) -> [FontFile] {
        try TextLibraryLock.run { () throws(TextError) in try lockedFontFiles(for: string, style: style) }
    }

    private func lockedFontFiles(for string: String, style: TextStyle) throws(TextError) -> [FontFile] {
        let primary = try catalog.primary(for: style)
        let splitter = FontRunSplitter(primary: primary.face, catalog: catalog, style: style)
        var files = [primary.face.file]
        var missing: [Character] = []
        for text in ParagraphText.paragraphs(of: string) {
            for run in try splitter.runs(for: text, missing: &missing) where !files.contains(run.face.file) {
                files.append(run.face.file)
            }
        }
        return files
    }
}
