import Testing
import func Foundation.sin
import func Foundation.cos
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Strokes", .eachKernelLevel)
struct StrokeTests {
    /// Total coverage in pixels (the sum of alpha / 255) of a stroke drawn in opaque white.
    private func area(_ path: Path, _ style: StrokeStyle, size: Int = 160, transform: AffineTransform = .identity) -> Double {
        var p = Pixmap(width: size, height: size)
        p.stroke(path, style: style, paint: .solid(.white), transform: transform)
        var sum = 0
        for i in stride(from: 3, to: p.bytes.count, by: 4) { sum += Int(p.bytes[i]) }
        return Double(sum) / 255
    }

    private func line(_ points: [Point], closed: Bool = false) -> Path {
        var path = Path()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        if closed { path.closeSubpath() }
        return path
    }

    private func expectClose(_ measured: Double, _ expected: Double, relative: Double = 0.003,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(measured - expected) <= relative * expected + 0.5, "measured \(measured), expected \(expected)",
                sourceLocation: sourceLocation)
    }

    @Test(arguments: LineCap.allCases)
    func straightLineAreaIsLengthTimesWidthPlusCaps(cap: LineCap) {
        let a = Point(x: 20.3, y: 30.7), b = Point(x: 130.1, y: 101.2)
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let w = 6.5
        let caps: Double
        switch cap {
        case .butt: caps = 0
        case .square: caps = w * w                          // w/2 added at each end
        case .round: caps = Double.pi * (w / 2) * (w / 2)   // two half discs
        }
        expectClose(area(line([a, b]), StrokeStyle(width: w, cap: cap)), length * w + caps)
    }

    @Test(arguments: LineJoin.allCases, [false, true])
    func rightAngleCornerFollowsTheJoin(join: LineJoin, reversed: Bool) {
        // An L of two 60 px legs, width 8, butt caps; walked both ways so each side is the outer one once.
        var points = [Point(x: 30.25, y: 20.5), Point(x: 90.25, y: 20.5), Point(x: 90.25, y: 80.5)]
        if reversed { points.reverse() }
        let w = 8.0, h = w / 2, legs = 2 * 60 * w
        let expected: Double
        switch join {
        case .miter: expected = legs
        case .bevel: expected = legs - h * h / 2
        case .round: expected = legs - h * h + Double.pi * h * h / 4
        }
        expectClose(area(line(points), StrokeStyle(width: w, join: join)), expected)
    }

    @Test func sharpCornerBeyondTheMiterLimitIsBevelled() {
        // Legs meeting at 20°: the miter would be 1/sin(10°) = 5.76 widths long.
        let tip = Point(x: 100, y: 80)
        let angle = 10.0 * Double.pi / 180
        let legs = [Point(x: tip.x - 70 * cos(angle), y: tip.y - 70 * sin(angle)), tip,
                    Point(x: tip.x - 70 * cos(angle), y: tip.y + 70 * sin(angle))]
        let mitered = area(line(legs), StrokeStyle(width: 4, miterLimit: 6))
        let limited = area(line(legs), StrokeStyle(width: 4, miterLimit: 5))
        let bevelled = area(line(legs), StrokeStyle(width: 4, join: .bevel))
        // The miter adds the triangle between the bevel line and the miter point, both on the bisector.
        let h = 2.0
        let tipLength = h / sin(angle)              // vertex to miter point
        let bevelDepth = h * sin(angle)             // vertex to bevel line, along the bisector
        let chord = 2 * h * cos(angle)              // bevel line length
        let triangle = 0.5 * chord * (tipLength - bevelDepth)
        #expect(abs(limited - bevelled) < 0.05)
        expectClose(mitered - bevelled, triangle, relative: 0.01)
    }

    @Test(arguments: LineJoin.allCases)
    func closedRectangleHasNoGapsAtCorners(join: LineJoin) {
        let rect = Rect(x: 20, y: 30, width: 100, height: 60)
        let w = 4.0, h = w / 2
        var p = Pixmap(width: 160, height: 160)
        p.stroke(.rect(rect), style: StrokeStyle(width: w, join: join), paint: .solid(.white))
        // Every pixel the centre line passes through, corners included, is fully covered.
        for x in 20..<120 {
            #expect(p.pixel(x: x, y: 29).a == 255 && p.pixel(x: x, y: 30).a == 255 && p.pixel(x: x, y: 89).a == 255 && p.pixel(x: x, y: 90).a == 255)
        }
        for y in 30..<90 {
            #expect(p.pixel(x: 19, y: y).a == 255 && p.pixel(x: 20, y: y).a == 255 && p.pixel(x: 119, y: y).a == 255 && p.pixel(x: 120, y: y).a == 255)
        }
        // Inside and outside are untouched.
        for y in 33..<87 { for x in 23..<117 { #expect(p.pixel(x: x, y: y).a == 0) } }
        #expect(p.pixel(x: 17, y: 27).a == 0 && p.pixel(x: 122, y: 92).a == 0)
        let ring = (rect.width + w) * (rect.height + w) - (rect.width - w) * (rect.height - w)
        let cornerCut: Double
        switch join {
        case .miter: cornerCut = 0
        case .bevel: cornerCut = 4 * h * h / 2
        case .round: cornerCut = 4 * (h * h - Double.pi * h * h / 4)
        }
        var sum = 0
        for i in stride(from: 3, to: p.bytes.count, by: 4) { sum += Int(p.bytes[i]) }
        #expect(abs(Double(sum) / 255 - (ring - cornerCut)) < 0.05)
    }

    @Test func circleStrokeIsAnExactAnnulus() {
        // 2πRw whatever the flattening: the inner side of every flattened vertex is cut, not overlapped.
        let r = 50.0, w = 9.0
        let circle = Path.ellipse(in: Rect(x: 80 - r, y: 80 - r, width: 2 * r, height: 2 * r))
        expectClose(area(circle, StrokeStyle(width: w)), 2 * Double.pi * r * w, relative: 0.001)
        // A thin one too: the border of a card.
        expectClose(area(circle, StrokeStyle(width: 1)), 2 * Double.pi * r, relative: 0.002)
    }

    @Test func nonUniformScaleThickensTheStrokeAlongThatAxis() {
        // A unit square with a 0.1 border, scaled 100 × 20: sides 10 px wide, top and bottom 2 px.
        var p = Pixmap(width: 160, height: 60)
        let transform = AffineTransform(scaleX: 100, y: 20).concatenating(AffineTransform(translationX: 30, y: 20))
        p.stroke(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), style: StrokeStyle(width: 0.1), paint: .solid(.white),
                 transform: transform)
        let row = (0..<160).map { p.pixel(x: $0, y: 30).a }
        #expect(row[24] == 0 && (25..<35).allSatisfy { row[$0] == 255 } && row[35] == 0)
        #expect(row[124] == 0 && (125..<135).allSatisfy { row[$0] == 255 } && row[135] == 0)
        let column = (0..<60).map { p.pixel(x: 80, y: $0).a }
        #expect(column[18] == 0 && column[19] == 255 && column[20] == 255 && column[21] == 0)
        #expect(column[38] == 0 && column[39] == 255 && column[40] == 255 && column[41] == 0)
    }

    @Test func zeroLengthSubpathsDrawDotsForRoundAndSquareCaps() {
        let point = line([Point(x: 50, y: 50), Point(x: 50, y: 50)])
        expectClose(area(point, StrokeStyle(width: 10, cap: .round)), Double.pi * 25, relative: 0.002)
        expectClose(area(point, StrokeStyle(width: 10, cap: .square)), 100)
        #expect(area(point, StrokeStyle(width: 10, cap: .butt)) == 0)
        #expect(area(line([Point(x: 10, y: 10), Point(x: 90, y: 90)]), StrokeStyle(width: 0)) == 0)
        #expect(area(line([Point(x: 10, y: 10), Point(x: 90, y: 90)]), StrokeStyle(width: .nan)) == 0)
        // Overflowing coordinates and styles draw nothing rather than trapping.
        let huge = line([Point(x: 1e308, y: 0), Point(x: -1e308, y: 1e308), Point(x: 5, y: 5)])
        for join in LineJoin.allCases {
            _ = area(huge, StrokeStyle(width: 4, cap: .round, join: join))
            _ = area(line([Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 10, y: 12)]),
                     StrokeStyle(width: 1e300, cap: .round, join: join, miterLimit: .nan))
        }
    }

    @Test func hairpinsAndCrossingsArePaintedOnce() {
        // A hairpin (cusp) and a figure of eight: overlapping parts are covered once, never more.
        let hairpin = line([Point(x: 20, y: 40), Point(x: 120, y: 40), Point(x: 20, y: 40.5)])
        var p = Pixmap(width: 160, height: 80)
        p.stroke(hairpin, style: StrokeStyle(width: 6, cap: .round, join: .round), paint: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        for x in 25..<115 { #expect(p.pixel(x: x, y: 40) == (128, 0, 0, 128)) }
        // The round join at the cusp reaches w/2 beyond the turning point.
        #expect(p.pixel(x: 121, y: 40).a == 128 && p.pixel(x: 123, y: 40).a == 0)
        // Crossing strokes: the crossing is painted once.
        let cross = line([Point(x: 20, y: 20), Point(x: 100, y: 60), Point(x: 100, y: 20), Point(x: 20, y: 60)])
        var q = Pixmap(width: 160, height: 80)
        q.stroke(cross, style: StrokeStyle(width: 6), paint: .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        for (x, y) in [(60, 40), (59, 39), (60, 38), (61, 41)] { #expect(q.pixel(x: x, y: y) == (128, 0, 0, 128)) }
    }
}
