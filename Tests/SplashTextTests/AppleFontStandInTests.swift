import Testing
@testable import SplashText

/// Apple's font names go through the fontconfig rules splashvid ships
/// (`AppleFontStandIns`) to open fonts, with one notice each. Needs the
/// project's fonts (scripts/install-deps): Inter, WenQuanYi Micro Hei,
/// DejaVu Sans Mono; none of Apple's fonts may be installed.
@Suite("Apple's font names drawn with open stand-ins")
struct AppleFontStandInTests {
    static let textNames = ["SF Pro", "SF Pro Display", "SF Pro Text", "SF Compact", ".SFUIDisplay", ".SFUIText",
                            ".SF UI Text", "-apple-system", "system-ui", "Helvetica Neue", "sf pro display"]
    static let chineseNames = ["PingFang SC", "PingFang TC", "PingFang HK", "Hiragino Sans"]
    static let monospaceNames = ["SF Mono", "Menlo"]

    @Test("Each Apple name draws with its stand-in and one notice naming both")
    func standIns() throws {
        let shaper = try TextShaper()
        let cases = Self.textNames.map { ($0, "Inter") } + Self.chineseNames.map { ($0, "WenQuanYi Micro Hei") }
            + Self.monospaceNames.map { ($0, "DejaVu Sans Mono") }
        var checked = 0
        for (name, standIn) in cases {
            let layout = try shaper.layout("Hi", style: TextStyle(fontFamily: name, fontSize: 20))
            #expect(layout.fontsUsed == [standIn], "\(name): \(layout.fontsUsed)")
            #expect(layout.notices == ["\(name) is Apple's and not installed: drawn with \(standIn), its open stand-in"],
                    "\(name): \(layout.notices)")
            #expect(layout.warnings.isEmpty, "\(name): \(layout.warnings)")
            checked += 1
        }
        // 11 text names + 4 CJK + 2 monospaced.
        #expect(checked == 17)
    }

    @Test("The stand-in keeps the weight asked for: SF Pro Display bold is Inter Bold, as pinned")
    func weight() throws {
        let shaper = try TextShaper()
        let bold = try shaper.layout("Hello", style: TextStyle(fontFamily: "SF Pro Display", fontSize: 20, weight: .bold))
        let pinned = try shaper.layout("Hello", style: TextStyle(fontSize: 20, fontFile: TestFonts.interBold))
        #expect(bold.path == pinned.path)
        #expect(bold.notices.count == 1 && bold.warnings.isEmpty)
    }

    @Test("A pinned font file wins over the rules, with no notice")
    func pinnedFileWins() throws {
        let shaper = try TextShaper()
        let style = TextStyle(fontFamily: "SF Pro Display", fontSize: 20, fontFile: TestFonts.wenQuanYi)
        let layout = try shaper.layout("Hi", style: style)
        #expect(layout.fontsUsed == ["WenQuanYi Micro Hei"])
        #expect(layout.warnings.isEmpty && layout.notices.isEmpty)
    }

    @Test("A family no rule names is still a warning, not the notice")
    func otherFamily() throws {
        let layout = try TextShaper().layout("Hi", style: TextStyle(fontFamily: "SF Pro Imaginary 9", fontSize: 20))
        #expect(layout.warnings.count == 1 && layout.notices.isEmpty)
        #expect(layout.warnings.first?.contains("is not installed; using") == true, "\(layout.warnings)")
    }
}
