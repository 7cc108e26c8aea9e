import Testing
import SplashRaster
@testable import SplashText
import SplashTestSupport

@Suite("Per-character font fallback")
struct FallbackTests {
    static let slogan = "就是歌多 酷狗音乐"

    @Test("Chinese in Inter falls back to WenQuanYi, with no missing glyphs")
    func chineseInInter() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout(Self.slogan, style: TestFonts.style(size: 32))
        #expect(layout.fontsUsed.contains("WenQuanYi Micro Hei"))
        #expect(layout.fontsUsed.first == "Inter")
        #expect(layout.glyphs.count == 9)
        #expect(!layout.glyphs.contains { $0.glyphID == 0 })
        #expect(layout.warnings.isEmpty)
        // Every ideograph is drawn by the fallback.
        for glyph in layout.glyphs where glyph.character.map({ Self.slogan[$0] != " " }) ?? true {
            #expect(glyph.fontFamily == "WenQuanYi Micro Hei")
        }
        try expectMatchesReference(render(layout), named: "chinese-fallback", tolerance: textTolerance)
    }

    @Test("Mixed Latin and Chinese: Latin stays in Inter")
    func mixedScripts() throws {
        let shaper = try TestFonts.shaper()
        let text = "Kugou 酷狗音乐 App"
        let layout = try shaper.layout(text, style: TestFonts.style(size: 24))
        #expect(!layout.glyphs.contains { $0.glyphID == 0 })
        for glyph in layout.glyphs {
            let character = try #require(glyph.character)
            let expected = BreakRules.isCJK(text[character]) ? "WenQuanYi Micro Hei" : "Inter"
            if text[character] != " " { #expect(glyph.fontFamily == expected, "\(text[character])") }
        }
        try expectMatchesReference(render(layout), named: "mixed-scripts", tolerance: textTolerance)
    }

    @Test("Without pinned fallbacks fontconfig finds a CJK font")
    func fontconfigFallback() throws {
        let shaper = try TextShaper()
        let layout = try shaper.layout(Self.slogan, style: TestFonts.style(size: 20))
        #expect(layout.fontsUsed.count >= 2)
        #expect(!layout.glyphs.contains { $0.glyphID == 0 })
        #expect(layout.warnings.isEmpty)
    }

    @Test("A character no font has is reported, not fatal")
    func missingEverywhere() throws {
        let shaper = try TestFonts.shaper()
        // U+10FFFD is a private-use code point no installed font maps.
        let layout = try shaper.layout("a\u{10FFFD}b", style: TestFonts.style())
        #expect(layout.glyphs.count == 3)
        #expect(layout.warnings.contains { $0.contains("U+10FFFD") })
    }

    @Test("Control characters draw nothing and tabs are spaces")
    func controlCharacters() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout("a\tb\u{7}c", style: TestFonts.style())
        #expect(!layout.glyphs.contains { $0.glyphID == 0 })
        #expect(layout.warnings.isEmpty)
        let spaced = try shaper.layout("a b", style: TestFonts.style())
        #expect(abs(layout.glyphs[2].origin.x - spaced.glyphs[2].origin.x) < 1e-9)
    }
}
