import Testing
import SplashGeometry
@testable import SplashText

@Suite("Glyph outlines")
struct OutlineTests {
    /// Signed area of each subpath's polygon of end points (enough to tell
    /// the direction of a glyph's big outer contour), in the y-down plane.
    private func contourAreas(_ path: Path) -> [Double] {
        var areas: [Double] = []
        var points: [Point] = []
        func finish() {
            guard points.count > 2 else { points = []; return }
            var sum = 0.0
            for (a, b) in zip(points, points.dropFirst() + [points[0]]) { sum += a.x * b.y - b.x * a.y }
            areas.append(sum / 2)
            points = []
        }
        for element in path.elements {
            switch element {
            case .move(let p): finish(); points = [p]
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
            case .close: finish()
            }
        }
        finish()
        return areas
    }

    @Test("Outer contours of CFF (Inter) and TrueType (WenQuanYi) glyphs turn the same way")
    func consistentWinding() throws {
        let shaper = try TestFonts.shaper()
        var signs: [String: Double] = [:]
        for text in ["O", "T", "口", "国"] {
            let layout = try shaper.layout(text, style: TestFonts.style(size: 40))
            let outer = try #require(contourAreas(layout.path).max { abs($0) < abs($1) })
            signs[text] = outer.sign == .minus ? -1 : 1
        }
        #expect(Set(signs.values).count == 1, "\(signs)")
    }

    @Test("Overlapping glyphs from different fonts add up instead of cancelling")
    func overlapStaysFilled() throws {
        let shaper = try TestFonts.shaper()
        // A negative letter spacing pushes the ideograph over the "I".
        let layout = try shaper.layout("I口", style: TestFonts.style(size: 40) { $0.letterSpacing = -14 })
        let pixmap = render(layout, scale: 1, margin: 0)
        let stem = layout.glyphs[0].origin.x + 4.5   // inside the I's stem (x 3.3…5.6 pt)
        let overlaps = layout.glyphs[1].origin.x < stem
        try #require(overlaps, "the test needs the glyphs to overlap")
        // Every pixel in the stem's column stays black where both glyphs are.
        let y = Int(layout.lines[0].baselineY - 10)
        #expect(pixmap.pixel(x: Int(stem), y: y).r < 10)
    }
}
