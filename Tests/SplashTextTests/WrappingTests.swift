import Testing
import SplashRaster
@testable import SplashText
import SplashTestSupport

@Suite("Line breaking")
struct WrappingTests {
    static let paragraph = "Launch screens set the first impression of an app. Keep them simple, fast and calm."

    @Test("A paragraph wraps at spaces inside 200 pt")
    func wrapsParagraph() throws {
        let shaper = try TestFonts.shaper()
        let style = TestFonts.style(size: 17) { $0.maxWidth = 200 }
        let layout = try shaper.layout(Self.paragraph, style: style)
        // "Launch screens set the / first impression of an / app. Keep
        // them simple, / fast and calm."
        #expect(layout.lines.count == 4)
        #expect(layout.size.width == 200)
        let natural = 17.0 * 3408 / 2816   // Inter hhea: (ascender 2728 − descender −680) / 2816 units per em
        #expect(abs(layout.size.height - 4 * natural) < 1e-6)
        let unwrapped = TestFonts.style(size: 17)
        for (i, line) in layout.lines.enumerated() {
            #expect(line.width <= 200 + 1e-9)
            let text = Self.paragraph[line.range]
            // Greedy: the next word would not have fitted on this line.
            if i + 1 < layout.lines.count {
                let nextLine = Self.paragraph[layout.lines[i + 1].range]
                let nextWord = nextLine.prefix { $0 != " " }
                let longer = try shaper.layout(String(text + nextWord), style: unwrapped)
                #expect(longer.size.width > 200, "\"\(nextWord)\" fits after \"\(text)\"")
            }
            // Breaks fall between words: no line starts in a word's middle.
            #expect(text.first != " ")
            #expect(line.range.lowerBound == Self.paragraph.startIndex
                    || Self.paragraph[Self.paragraph.index(before: line.range.lowerBound)] == " ")
        }
        // Lines cover the string end to end, in order.
        #expect(layout.lines.first?.range.lowerBound == Self.paragraph.startIndex)
        #expect(layout.lines.last?.range.upperBound == Self.paragraph.endIndex)
        // Every ink pixel stays inside the box.
        let bounds = try #require(layout.path.boundingBox)
        #expect(bounds.minX >= 0 && bounds.maxX <= 200)
        try expectMatchesReference(render(layout), named: "wrapped-paragraph", tolerance: textTolerance)
    }

    @Test("Explicit line breaks start new lines; empty lines keep their height")
    func explicitBreaks() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout("one\ntwo\r\n\nfour", style: TestFonts.style())
        #expect(layout.lines.count == 4)
        #expect(layout.lines[2].width == 0)
        let baselines = layout.lines.map(\.baselineY)
        let step = baselines[1] - baselines[0]
        #expect(abs(baselines[3] - baselines[2] - step) < 1e-9)
    }

    @Test("A word wider than the line is broken between letters")
    func hardBreaksLongWord() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout("Supercalifragilistic", style: TestFonts.style(size: 20) { $0.maxWidth = 60 })
        #expect(layout.lines.count > 2)
        for line in layout.lines { #expect(line.width <= 60 + 1e-9) }
    }

    @Test("Chinese breaks between characters, never before a closing comma")
    func chineseBreaks() throws {
        let shaper = try TestFonts.shaper()
        let text = "就是歌多，酷狗音乐就是歌多，酷狗音乐"
        let layout = try shaper.layout(text, style: TestFonts.style(size: 20) { $0.maxWidth = 95 })
        #expect(layout.lines.count > 2)
        for line in layout.lines {
            #expect(line.width <= 95 + 1e-9)
            #expect(text[line.range].first != "，")
        }
    }

    @Test("Line spacing goes between lines; a multiple scales the line height")
    func lineSpacing() throws {
        let shaper = try TestFonts.shaper()
        let base = try shaper.layout("a\nb", style: TestFonts.style(size: 20))
        let spaced = try shaper.layout("a\nb", style: TestFonts.style(size: 20) { $0.lineSpacing = 6 })
        let multiplied = try shaper.layout("a\nb", style: TestFonts.style(size: 20) { $0.lineHeightMultiple = 1.5 })
        #expect(abs(spaced.size.height - (base.size.height + 6)) < 1e-9)
        #expect(abs(multiplied.size.height - base.size.height * 1.5) < 1e-9)
        let step = base.lines[1].baselineY - base.lines[0].baselineY
        #expect(abs(spaced.lines[1].baselineY - spaced.lines[0].baselineY - (step + 6)) < 1e-9)
    }
}
