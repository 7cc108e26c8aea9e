import Testing
import SplashRaster
@testable import SplashText
import SplashTestSupport

@Suite("Alignment")
struct AlignmentTests {
    @Test("A centred two-line label: each line's centre is the box centre")
    func centredLabel() throws {
        let shaper = try TestFonts.shaper()
        let style = TestFonts.style(size: 22) {
            $0.alignment = .center
            $0.maxWidth = 240
        }
        let layout = try shaper.layout("Welcome to\nsplashvid", style: style)
        try #require(layout.lines.count == 2)
        #expect(abs(layout.lines[0].width - layout.lines[1].width) > 5, "test needs lines of different widths")
        for line in layout.lines {
            #expect(abs(line.x + line.width / 2 - 120) < 0.5)
        }
        // The ink agrees with the line metrics, not only the bookkeeping.
        let ink = try #require(layout.path.boundingBox)
        #expect(abs((ink.minX + ink.maxX) / 2 - 120) < 2)
        try expectMatchesReference(render(layout), named: "centred-label", tolerance: textTolerance)
    }

    @Test("Right alignment puts every line's end at the box edge")
    func rightAligned() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout("one\nthree", style: TestFonts.style { $0.alignment = .right; $0.maxWidth = 100 })
        for line in layout.lines { #expect(abs(line.x + line.width - 100) < 1e-9) }
    }

    @Test("Justified lines fill the width except the paragraph's last")
    func justified() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout(WrappingTests.paragraph, style: TestFonts.style { $0.alignment = .justified; $0.maxWidth = 200 })
        try #require(layout.lines.count == 4)
        for line in layout.lines.dropLast() {
            #expect(abs(line.width - 200) < 1e-9)
        }
        #expect(try #require(layout.lines.last).width < 190)
        // The stretched lines' ink reaches the right edge.
        let ink = try #require(layout.path.boundingBox)
        #expect(ink.maxX > 197 && ink.maxX <= 200)
    }
}
