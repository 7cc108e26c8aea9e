import Testing
import SplashGeometry
@testable import SplashText

/// Mixed text with an emoji: Inter (2816 units per em), Noto Color Emoji
/// (a CBDT font whose one strike is 109 ppem, pictures 136 × 128 px) and
/// WenQuanYi Micro Hei, all pinned, at 34 pt.
@Suite("Colour emoji")
struct ColorEmojiTests {
    static let text = "Hi 👋 你好"

    static func layout() throws -> TextLayout {
        let shaper = try TextShaper(fallbackFontFiles: [TestFonts.wenQuanYi, TestFonts.notoColorEmoji])
        return try shaper.layout(text, style: TestFonts.style(size: 34))
    }

    @Test("\"Hi 👋 你好\" lays out on one line with each font's advances, the emoji's scaled from its strike")
    func advancesAndPositions() throws {
        let layout = try Self.layout()
        #expect(layout.fontsUsed == ["Inter", "Noto Color Emoji", "WenQuanYi Micro Hei"])
        #expect(layout.warnings.isEmpty)
        #expect(layout.lines.count == 1)
        let families = layout.glyphs.map(\.fontFamily)
        #expect(families == ["Inter", "Inter", "Inter", "Noto Color Emoji", "Inter", "WenQuanYi Micro Hei", "WenQuanYi Micro Hei"])
        // Pen positions, points. Inter at 34 pt: 34/2816 pt per unit;
        // H 2084, i 668, space 792 units → 25.161932, 8.065341, 9.562500.
        // The emoji: HarfBuzz's advance at the 109-ppem strike is 8686
        // (26.6 pixels: the hmtx 2550/2048 em × 109 ppem × 64), scaled by
        // 34/109 pt per strike pixel: 8686 / 64 × 34 / 109 = 42.334289.
        // The space after it stays in Inter (9.5625); the ideographs are
        // 1 em = 34 pt each.
        let h = 2084.0 * 34 / 2816, i = 668.0 * 34 / 2816, space = 792.0 * 34 / 2816
        let emoji = 8686.0 / 64 * 34 / 109
        let expected = [0, h, h + i, h + i + space, h + i + space + emoji, h + i + 2 * space + emoji,
                        h + i + 2 * space + emoji + 34]
        let xs = layout.glyphs.map(\.origin.x)
        #expect(xs.count == 7)
        for (x, want) in zip(xs, expected) { #expect(abs(x - want) < 1e-9, "\(x) vs \(want)") }
        #expect(abs(emoji - 42.334289) < 1e-6)
        // The line: everything up to the second ideograph's end.
        #expect(abs(layout.lines[0].width - (expected[6] + 34)) < 1e-9)
        // One baseline: Inter's ascender 2728 units → 32.9375 pt.
        for glyph in layout.glyphs { #expect(glyph.origin.y == 2728.0 * 34 / 2816) }
    }

    @Test("The emoji is a colour picture placed from its strike metrics, not an outline")
    func colourGlyphRectangle() throws {
        let layout = try Self.layout()
        try #require(layout.colorGlyphs.count == 1)
        let glyph = layout.colorGlyphs[0]
        #expect(glyph.bitmap.width == 136 && glyph.bitmap.height == 128)
        // 34/109 pt per strike pixel: 136 px → 42.422018 pt, 128 px →
        // 39.926606 pt; bitmap_top 101 px above the baseline 32.9375 →
        // y = 32.9375 − 101 × 34/109 = 1.432913; bitmap_left 0 → the pen x.
        let s = 34.0 / 109
        let penX = (2084.0 + 668 + 792) * 34 / 2816
        let want = Rect(x: penX, y: 32.9375 - 101 * s, width: 136 * s, height: 128 * s)
        let got = [glyph.rect.minX, glyph.rect.minY, glyph.rect.width, glyph.rect.height]
        let wanted = [want.minX, want.minY, want.width, want.height]
        #expect(zip(got, wanted).filter { abs($0 - $1) < 1e-9 }.count == 4, "\(got) vs \(wanted)")
        // Its pixels are colour, not grey: the waving hand is skin-toned.
        var coloured = 0
        let bytes = glyph.bitmap.bytes
        for p in stride(from: 0, to: bytes.count, by: 4) where bytes[p + 3] == 255 && bytes[p] > bytes[p + 2] + 40 { coloured += 1 }
        #expect(coloured > 1000)
    }

    @Test("Without pinned fonts fontconfig picks the colour font for an emoji, and an outline font for text presentation")
    func fontconfigPicksTheColourFont() throws {
        let shaper = try TextShaper()
        let emoji = try shaper.layout("a👋", style: TestFonts.style())
        #expect(emoji.fontsUsed == ["Inter", "Noto Color Emoji"])
        #expect(emoji.colorGlyphs.count == 1)
        // U+263A with U+FE0E asks for text: never the colour font.
        let text = try shaper.layout("a\u{263A}\u{FE0E}", style: TestFonts.style())
        #expect(!text.fontsUsed.contains("Noto Color Emoji"))
        #expect(text.colorGlyphs.isEmpty)
        // With U+FE0F it asks for the emoji.
        let asked = try shaper.layout("a\u{263A}\u{FE0F}", style: TestFonts.style())
        #expect(asked.fontsUsed.contains("Noto Color Emoji"))
        #expect(asked.colorGlyphs.count == 1)
    }

    @Test("A zero-width-joiner family is one colour glyph")
    func zwjSequence() throws {
        let shaper = try TextShaper(fallbackFontFiles: [TestFonts.notoColorEmoji])
        let layout = try shaper.layout("👨\u{200D}👩\u{200D}👧", style: TestFonts.style(size: 20))
        #expect(layout.colorGlyphs.count == 1)
        #expect(layout.glyphs.count == 1)
        #expect(layout.warnings.isEmpty)
    }
}
