extension TextStyle {
    /// The largest em size accepted: far above any launch screen, low
    /// enough that FreeType's 26.6 sizes and the rasteriser stay exact.
    public static let maxFontSize = 2000.0
    /// The longest string accepted, in Unicode scalars. Launch-screen text
    /// is a few words; the limit keeps a mistaken input (a whole file
    /// passed as `--text`) from stalling a render.
    public static let maxTextLength = 10_000
    public static let maxLineLimit = 1000

    /// Throws the first field that cannot be honoured.
    func validate() throws(TextError) {
        guard fontSize.isFinite, fontSize > 0, fontSize <= Self.maxFontSize else {
            throw .invalidStyle(field: "fontSize", reason: "must be greater than 0 and at most \(Int(Self.maxFontSize)) points (got \(fontSize))")
        }
        guard FontWeight.validRange.contains(weight.value) else {
            throw .invalidStyle(field: "weight", reason: "must be between 1 and 1000 (got \(weight.value))")
        }
        guard lineSpacing.isFinite, abs(lineSpacing) <= Self.maxFontSize * 10 else {
            throw .invalidStyle(field: "lineSpacing", reason: "must be a finite number of points (got \(lineSpacing))")
        }
        guard lineHeightMultiple.isFinite, lineHeightMultiple > 0, lineHeightMultiple <= 100 else {
            throw .invalidStyle(field: "lineHeightMultiple", reason: "must be greater than 0 and at most 100 (got \(lineHeightMultiple))")
        }
        guard letterSpacing.isFinite, abs(letterSpacing) <= Self.maxFontSize * 10 else {
            throw .invalidStyle(field: "letterSpacing", reason: "must be a finite number of points (got \(letterSpacing))")
        }
        if let maxWidth {
            guard maxWidth.isFinite, maxWidth > 0 else {
                throw .invalidStyle(field: "maxWidth", reason: "must be a positive number of points (got \(maxWidth))")
            }
        }
        if let maxLines {
            guard (0...Self.maxLineLimit).contains(maxLines) else {
                throw .invalidStyle(field: "maxLines", reason: "must be between 0 (no limit) and \(Self.maxLineLimit) (got \(maxLines))")
            }
        }
        if fontFile == nil, fontFamily.allSatisfy(\.isWhitespace) {
            throw .invalidStyle(field: "fontFamily", reason: "must not be empty")
        }
        if let fontFile, fontFile.faceIndex < 0 || fontFile.faceIndex > Int(Int32.max) {
            throw .invalidStyle(field: "fontFile.faceIndex", reason: "must be between 0 and \(Int32.max) (got \(fontFile.faceIndex))")
        }
    }

    /// The line limit as a count, `nil` for unlimited.
    var lineLimit: Int? {
        guard let maxLines, maxLines > 0 else { return nil }
        return maxLines
    }
}
