import Testing
import SplashRaster
@testable import SplashText
import SplashTestSupport

@Suite("Latin shaping")
struct KerningTests {
    @Test("\"AV\" is kerned tighter than the sum of \"A\" and \"V\"")
    func kerningPairIsTighter() throws {
        let shaper = try TestFonts.shaper()
        let style = TestFonts.style(size: 40)
        let a = try shaper.layout("A", style: style).size.width
        let v = try shaper.layout("V", style: style).size.width
        let av = try shaper.layout("AV", style: style).size.width
        #expect(a > 10 && v > 10)
        // Inter kerns AV by about −0.05 em; 40 pt → more than 1 pt tighter.
        #expect(av < a + v - 1, "AV \(av) vs A \(a) + V \(v)")
        // Without a kerning pair the advances simply add up.
        let h = try shaper.layout("H", style: style).size.width
        let hh = try shaper.layout("HH", style: style).size.width
        #expect(abs(hh - 2 * h) < 1e-9)
    }

    @Test("\"AVATAR Ty\": one line, glyphs in order, the V pulled under the A")
    func kernedLine() throws {
        let shaper = try TestFonts.shaper()
        let style = TestFonts.style(size: 48)
        let layout = try shaper.layout("AVATAR Ty", style: style)
        #expect(layout.lines.count == 1)
        #expect(layout.fontsUsed == ["Inter"])
        #expect(layout.warnings.isEmpty)
        #expect(layout.glyphs.count == 9)
        #expect(!layout.glyphs.contains { $0.glyphID == 0 })
        let xs = layout.glyphs.map(\.origin.x)
        #expect(xs == xs.sorted())
        // Second glyph (V) starts closer to the A than A's own advance.
        let aAdvance = try shaper.layout("A", style: style).size.width
        #expect(xs[1] - xs[0] < aAdvance - 1)
        // The first baseline is Inter's hhea ascender: 2728 / 2816 = 0.96875 em.
        #expect(abs(layout.lines[0].baselineY - 48 * 0.96875) < 0.01)
        try expectMatchesReference(render(layout), named: "kerned-line", tolerance: textTolerance)
    }

    @Test("Letter spacing adds after every character but the last")
    func letterSpacing() throws {
        let shaper = try TestFonts.shaper()
        let plain = try shaper.layout("HHHH", style: TestFonts.style(size: 20))
        let spaced = try shaper.layout("HHHH", style: TestFonts.style(size: 20) { $0.letterSpacing = 3 })
        #expect(abs(spaced.size.width - (plain.size.width + 9)) < 1e-9)
        #expect(abs(spaced.glyphs[3].origin.x - (plain.glyphs[3].origin.x + 9)) < 1e-9)
    }
}
