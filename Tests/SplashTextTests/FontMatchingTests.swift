import Testing
@testable import SplashText

/// These go through fontconfig (no pinned file), so they check behaviour
/// that holds on any machine with the project's fonts installed rather
/// than exact metrics.
@Suite("fontconfig font matching")
struct FontMatchingTests {
    @Test("A missing family lays out in a substitute, with a warning naming both")
    func missingFamily() throws {
        let shaper = try TextShaper()
        let layout = try shaper.layout("Hello", style: TextStyle(fontFamily: "No Such Font 123", fontSize: 20))
        #expect(layout.glyphs.count == 5)
        #expect(!layout.glyphs.contains { $0.glyphID == 0 })
        let warning = try #require(layout.warnings.first)
        #expect(warning.contains("\"No Such Font 123\" is not installed"))
        let used = try #require(layout.fontsUsed.first)
        #expect(used != "No Such Font 123")
        #expect(warning.contains("using \""), "\(warning)")
    }

    @Test("An installed family and weight match without warnings")
    func installedFamily() throws {
        let shaper = try TextShaper()
        let regular = try shaper.layout("Hello", style: TextStyle(fontFamily: "Inter", fontSize: 20))
        let bold = try shaper.layout("Hello", style: TextStyle(fontFamily: "Inter", fontSize: 20, weight: .bold))
        #expect(regular.fontsUsed == ["Inter"])
        #expect(regular.warnings.isEmpty)
        #expect(bold.warnings.isEmpty)
        #expect(bold.size.width > regular.size.width, "bold Inter is wider than regular")
        let pinned = try shaper.layout("Hello", style: TestFonts.style(size: 20))
        #expect(pinned.path == regular.path, "fontconfig's Inter is the pinned file")
    }

    @Test("Italic picks the family's italic face")
    func italic() throws {
        let shaper = try TextShaper()
        let upright = try shaper.layout("Hello", style: TextStyle(fontFamily: "Inter", fontSize: 20))
        let italic = try shaper.layout("Hello", style: TextStyle(fontFamily: "Inter", fontSize: 20, italic: true))
        #expect(italic.warnings.isEmpty)
        #expect(italic.fontsUsed == ["Inter"])
        #expect(italic.path != upright.path)
        // A slanted stem spans more width than an upright one.
        let l = try #require(try shaper.layout("l", style: TextStyle(fontFamily: "Inter", fontSize: 20, italic: true)).path.boundingBox)
        let lUpright = try #require(try shaper.layout("l", style: TextStyle(fontFamily: "Inter", fontSize: 20)).path.boundingBox)
        #expect(l.width > lUpright.width + 2, "italic l \(l.width) pt wide, upright \(lUpright.width) pt")
    }

    @Test("A weight the family lacks is a warning")
    func missingWeight() throws {
        let shaper = try TextShaper()
        let layout = try shaper.layout("Hi", style: TextStyle(fontFamily: "WenQuanYi Micro Hei", fontSize: 20, weight: .bold))
        #expect(layout.warnings.contains { $0.contains("has no weight 700") })
    }

    @Test("A pinned font file that is missing is an error naming it")
    func missingFile() throws {
        let shaper = try TextShaper()
        let style = TextStyle(fontFile: FontFile(path: "/nonexistent/Brand.otf"))
        #expect {
            _ = try shaper.layout("Hi", style: style)
        } throws: { error in
            "\(error)".contains("/nonexistent/Brand.otf")
        }
    }
}
