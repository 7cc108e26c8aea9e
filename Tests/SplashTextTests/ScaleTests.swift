import Testing
import SplashGeometry
@testable import SplashText
import SplashTestSupport

@Suite("Resolution independence")
struct ScaleTests {
    @Test("The outline scaled 18× is the same outline: bounds scale exactly")
    func boundsScaleExactly() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout("Sharp 清晰", style: TestFonts.style(size: 17))
        let small = try #require(layout.path.boundingBox)
        let big = try #require(layout.path.transformed(by: AffineTransform(scaleX: 18, y: 18)).boundingBox)
        for (a, b) in [(small.minX, big.minX), (small.minY, big.minY), (small.maxX, big.maxX), (small.maxY, big.maxY)] {
            #expect(abs(a * 18 - b) < 1e-9)
        }
    }

    @Test("Laying out at 18× the size gives the 17 pt outline scaled 18×")
    func sizeIsLinear() throws {
        let shaper = try TestFonts.shaper()
        let text = "Sharp 清晰 AV"
        let small = try shaper.layout(text, style: TestFonts.style(size: 17))
        let big = try shaper.layout(text, style: TestFonts.style(size: 17 * 18))
        let a = try #require(small.path.boundingBox)
        let b = try #require(big.path.boundingBox)
        // Unhinted outlines, positions in font units scaled in Double: exact.
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.maxX, b.maxX), (a.maxY, b.maxY)] {
            #expect(abs(x * 18 - y) < 1e-6, "\(x * 18) vs \(y)")
        }
        #expect(abs(small.size.width * 18 - big.size.width) < 1e-6)
    }

    @Test("Filled at 18×, edges are anti-aliased, not blocky")
    func sharpAtEighteenTimes() throws {
        let shaper = try TestFonts.shaper()
        let layout = try shaper.layout("O", style: TestFonts.style(size: 17))
        let pixmap = render(layout, scale: 18, margin: 1)
        // Blocky upscaling would leave only a few grey levels on the edge of
        // the O; a vector fill has many distinct partial coverages.
        var levels = Set<UInt8>()
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let red = pixmap.pixel(x: x, y: y).r
                if red > 0 && red < 255 { levels.insert(red) }
            }
        }
        #expect(levels.count > 100)
        try expectMatchesReference(pixmap, named: "letter-o-18x", tolerance: textTolerance)
    }
}
