import SplashFormats

extension LottieReader {
    /// The glyph outlines of `chars`, by character, style and family (the
    /// first of several with one key, as lottie-web's lookup finds it).
    /// A glyph drawn by a precomposition (`t` 1) is warned about and left
    /// out.
    func glyphs(_ field: JSONField) throws(JSONFileError) -> [LottieGlyphKey: LottieGlyph] {
        guard case .array = field.value else { return [:] }
        let items = try field.elements()
        guard items.count <= Self.maximumGlyphs else {
            throw field.error("expected at most \(Self.maximumGlyphs) glyphs, found \(items.count)")
        }
        var glyphs: [LottieGlyphKey: LottieGlyph] = [:]
        for item in items {
            let m = try item.members()
            guard let ch = try item.member("ch", in: m)?.string() else { throw item.error("expected a character \"ch\"") }
            let key = LottieGlyphKey(character: ch, style: try item.member("style", in: m)?.string() ?? "",
                                     family: try item.member("fFamily", in: m)?.string() ?? "")
            if try item.member("t", in: m)?.lottieCode(in: 0...10) == 1 {
                compatibility.unsupported("glyphs drawn by a precomposition (chars with \"t\": 1)", at: item.path, plural: true)
                continue
            }
            let advance = try item.member("w", in: m)?.lottieNumber() ?? 0
            var shapes: [LottieShapeItem] = []
            if let data = item.member("data", in: m), case .object = data.value {
                shapes = try shapeItems(data.member("shapes", in: try data.members()))
            }
            if glyphs[key] == nil { glyphs[key] = LottieGlyph(advance: advance, shapes: shapes) }
        }
        return glyphs
    }

    /// More glyphs than any font a file carries.
    static let maximumGlyphs = 10_000
}
