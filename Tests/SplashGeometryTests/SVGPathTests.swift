import Foundation
import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("SVG path data", .eachKernelLevel)
struct SVGPathTests {
    private func parse(_ d: String) throws -> [PathElement] {
        try Path(svgPathData: d).elements
    }

    private let p = { (x: Double, y: Double) in Point(x: x, y: y) }

    @Test func absoluteAndRelativeLinesAndImplicitRepeats() throws {
        #expect(try parse("M10 20 L30 40 50 60") == [.move(to: p(10, 20)), .line(to: p(30, 40)), .line(to: p(50, 60))])
        // Pairs after m are relative line-tos.
        #expect(try parse("m10,20 5,5 1 1") == [.move(to: p(10, 20)), .line(to: p(15, 25)), .line(to: p(16, 26))])
        #expect(try parse("M0 0H10V5h-3v-2") == [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 5)),
                                                   .line(to: p(7, 5)), .line(to: p(7, 3))])
        #expect(try parse("M1 1l2 3L4 4") == [.move(to: p(1, 1)), .line(to: p(3, 4)), .line(to: p(4, 4))])
    }

    @Test func compactNumbersAndExponents() throws {
        #expect(try parse("M.5.5L-1-2e1") == [.move(to: p(0.5, 0.5)), .line(to: p(-1, -20))])
        #expect(try parse("M1e2,1.5E-1 l+3 -.25") == [.move(to: p(100, 0.15)), .line(to: p(103, -0.1))])
        #expect(try parse("  \n\tM 1 , 2  ") == [.move(to: p(1, 2))])
        #expect(try parse("") == [])
    }

    @Test func cubicAndSmoothCubic() throws {
        #expect(try parse("M0 0C1 2 3 4 5 6S9 10 11 12") == [
            .move(to: p(0, 0)),
            .curve(to: p(5, 6), control1: p(1, 2), control2: p(3, 4)),
            .curve(to: p(11, 12), control1: p(7, 8), control2: p(9, 10)),   // reflected (3,4) about (5,6)
        ])
        #expect(try parse("M10 10c1 2 3 4 5 6s4 4 6 6") == [
            .move(to: p(10, 10)),
            .curve(to: p(15, 16), control1: p(11, 12), control2: p(13, 14)),
            .curve(to: p(21, 22), control1: p(17, 18), control2: p(19, 20)),
        ])
        // S after a non-cubic uses the current point as first control.
        #expect(try parse("M0 0L4 4S8 8 10 10") == [
            .move(to: p(0, 0)), .line(to: p(4, 4)), .curve(to: p(10, 10), control1: p(4, 4), control2: p(8, 8)),
        ])
    }

    @Test func quadraticAndSmoothQuadratic() throws {
        #expect(try parse("M0 0Q5 10 10 0T20 0") == [
            .move(to: p(0, 0)),
            .quadCurve(to: p(10, 0), control: p(5, 10)),
            .quadCurve(to: p(20, 0), control: p(15, -10)),
        ])
        #expect(try parse("M0 0q5 10 10 0t10 0t10 0") == [
            .move(to: p(0, 0)),
            .quadCurve(to: p(10, 0), control: p(5, 10)),
            .quadCurve(to: p(20, 0), control: p(15, -10)),
            .quadCurve(to: p(30, 0), control: p(25, 10)),
        ])
        #expect(try parse("M0 0T10 0") == [.move(to: p(0, 0)), .quadCurve(to: p(10, 0), control: p(0, 0))])
    }

    @Test func closeReturnsToSubpathStartForRelativeCommands() throws {
        #expect(try parse("M10 10l5 0l0 5zl1 1Zm2 2") == [
            .move(to: p(10, 10)), .line(to: p(15, 10)), .line(to: p(15, 15)), .close,
            .move(to: p(10, 10)), .line(to: p(11, 11)), .close,
            .move(to: p(12, 12)),
        ])
    }

    @Test func arcsWithCompactFlagsEndExactlyAtTheirEndPoints() throws {
        let elements = try parse("M0 0a10 10 0 0110 10A5 5 0 1 0 30 10")
        guard case .curve(let end1, _, _) = elements[1] else { Issue.record("expected a curve"); return }
        #expect(end1 == p(10, 10))
        guard case .curve(let end2, _, _) = elements.last else { Issue.record("expected a curve"); return }
        #expect(end2 == p(30, 10))
        // Zero radius is a straight line; radii too small are scaled up (a half circle here).
        #expect(try parse("M0 0A0 5 0 0 1 10 0") == [.move(to: p(0, 0)), .line(to: p(10, 0))])
        let tooSmall = try Path(svgPathData: "M0 0A1 1 0 0 1 20 0")
        let box = try #require(tooSmall.boundingBox)
        #expect(abs(box.height - 10) < 0.01 && abs(box.minY + 10) < 0.01)   // sweep 1 goes up through y = -10
    }

    @Test func fullCircleOfArcsFillsLikeAnEllipse() throws {
        let arcs = try Path(svgPathData: "M 88 50 A 38 38 0 1 1 12 50 A 38 38 0 1 1 88 50 Z")
        var fromArcs = Pixmap(width: 100, height: 100)
        fromArcs.fill(arcs, paint: .solid(.black))
        var ellipse = Pixmap(width: 100, height: 100)
        ellipse.fill(.ellipse(in: Rect(x: 12, y: 12, width: 76, height: 76)), paint: .solid(.black))
        let diff = zip(fromArcs.alphas, ellipse.alphas).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(diff <= 1)
        #expect(fromArcs.alpha(50, 50) == 255 && fromArcs.alpha(50, 13) > 0 && fromArcs.alpha(50, 11) == 0)
    }

    @Test func rotatedEllipticalArc() throws {
        // Radii 20 × 10 rotated 90° make the long axis vertical: a 40 px vertical chord is
        // exactly half the ellipse and bulges 10 px sideways. Unrotated, the radii would be
        // scaled up 2× and bulge 40 px.
        let rotated = try #require(try Path(svgPathData: "M0 0 A20 10 90 0 1 0 40").boundingBox)
        #expect(abs(rotated.width - 10) < 0.01, "\(rotated)")
        #expect(abs(rotated.height - 40) < 0.01)
        let unrotated = try #require(try Path(svgPathData: "M0 0 A20 10 0 0 1 0 40").boundingBox)
        #expect(abs(unrotated.width - 40) < 0.01, "\(unrotated)")
    }

    @Test func badDataThrowsWithPosition() {
        func error(_ d: String) -> SVGPathError? {
            do { _ = try Path(svgPathData: d); return nil } catch { return error as? SVGPathError }
        }
        #expect(error("L 10 10") == SVGPathError(offset: 0, reason: .missingInitialMoveTo))
        #expect(error("M 10") == SVGPathError(offset: 4, reason: .expectedNumber))
        #expect(error("M 10 10 X 5") == SVGPathError(offset: 8, reason: .unexpectedCharacter("X")))
        #expect(error("M 0 0 A 5 5 0 2 0 10 10") == SVGPathError(offset: 14, reason: .expectedFlag))
        #expect(error("M 0 0 L 1e999 0") == SVGPathError(offset: 8, reason: .invalidNumber))
        #expect(error("M 0 0 Z 5") == SVGPathError(offset: 8, reason: .unexpectedCharacter("5")))
        #expect(error("M 0 0 C 1 2 3") == SVGPathError(offset: 13, reason: .expectedNumber))
        #expect(error("M 10 10 X 5")?.description == "invalid SVG path data at offset 8: unexpected character \"X\"")
    }
}
