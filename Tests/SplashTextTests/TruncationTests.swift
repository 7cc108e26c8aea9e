import Testing
import SplashRaster
@testable import SplashText
import SplashTestSupport

@Suite("Line limit and truncation")
struct TruncationTests {
    @Test("maxLines 1 ends the line in \"…\" inside the width")
    func tailTruncation() throws {
        let shaper = try TestFonts.shaper()
        let style = TestFonts.style(size: 17) {
            $0.maxWidth = 160
            $0.maxLines = 1
        }
        let text = WrappingTests.paragraph
        let layout = try shaper.layout(text, style: style)
        try #require(layout.lines.count == 1)
        let line = layout.lines[0]
        #expect(line.isTruncated)
        #expect(line.width <= 160 + 1e-9)
        #expect(line.width > 140, "the line should be filled up to the ellipsis")
        #expect(layout.size.height < 17 * 1.25)
        // The last glyph is the ellipsis (no source character), after the kept text.
        let last = try #require(layout.glyphs.last)
        #expect(last.character == nil)
        #expect(last.glyphID != 0)
        #expect(layout.glyphs.filter { $0.character == nil }.count == 1)
        #expect(String(text[line.range]).hasPrefix("Launch screens"))
        #expect(String(text[line.range]).last != " ")
        let ink = try #require(layout.path.boundingBox)
        #expect(ink.maxX <= 160)
        try expectMatchesReference(render(layout), named: "truncated-line", tolerance: textTolerance)
    }

    @Test("Text that fits is not truncated")
    func fitsWithoutEllipsis() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout("Short", style: TestFonts.style { $0.maxWidth = 160; $0.maxLines = 1 })
        #expect(layout.lines.map(\.isTruncated) == [false])
        #expect(!layout.glyphs.contains { $0.character == nil })
    }

    @Test("Explicit paragraphs past the limit truncate the last kept line")
    func paragraphsPastLimit() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout("one\ntwo\nthree", style: TestFonts.style { $0.maxLines = 2 })
        #expect(layout.lines.count == 2)
        #expect(layout.lines.map(\.isTruncated) == [false, true])
        #expect(layout.glyphs.last?.character == nil)
    }

    @Test("Clip drops lines without an ellipsis")
    func clip() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout(WrappingTests.paragraph, style: TestFonts.style {
            $0.maxWidth = 200; $0.maxLines = 2; $0.truncation = .clip
        })
        #expect(layout.lines.count == 2)
        #expect(!layout.glyphs.contains { $0.character == nil })
    }

    @Test("Chinese truncates with the ellipsis too")
    func chineseTruncation() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout("就是歌多，酷狗音乐就是歌多", style: TestFonts.style(size: 20) {
            $0.maxWidth = 100; $0.maxLines = 1
        })
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].width <= 100 + 1e-9)
        #expect(layout.glyphs.last?.character == nil)
        #expect(!layout.glyphs.contains { $0.glyphID == 0 })
    }
}
