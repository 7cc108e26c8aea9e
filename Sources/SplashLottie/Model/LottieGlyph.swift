/// A character's outline carried by the file (`chars[i]`): what lottie-web
/// draws for it instead of a font's glyph whenever the file has `chars`.
struct LottieGlyph: Sendable {
    /// `w`: the advance, in hundredths of the font size.
    var advance: Double
    /// `data.shapes`: the outline at a font size of 100, the baseline at y 0.
    var shapes: [LottieShapeItem]
}

/// How lottie-web's `FontManager.getCharData` finds a glyph: by the
/// character, the font's style and its family.
struct LottieGlyphKey: Sendable, Hashable {
    var character: String
    var style: String
    var family: String
}
