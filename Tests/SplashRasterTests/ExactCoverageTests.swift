import Foundation
import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

/// Anti-aliasing is exact area coverage: checked against an independent
/// polygon-clipping computation, for moving edges, and for fill rules.
@Suite("Exact area coverage", .eachKernelLevel)
struct ExactCoverageTests {
    @Test func rotatedSquareMatchesAnalyticAreaWithinOneLevel() {
        let size = 64
        let square = [Point(x: -18, y: -18), Point(x: 18, y: -18), Point(x: 18, y: 18), Point(x: -18, y: 18)]
        // Rotate 17° and place the centre at a sub-pixel offset.
        let transform = AffineTransform(rotationAngle: 17 * .pi / 180)
            .concatenating(AffineTransform(translationX: 31.37, y: 32.81))
        let corners = square.map { transform.apply(to: $0) }
        var pixmap = Pixmap(width: size, height: size)
        pixmap.fill(.polygon(square), paint: .solid(.white), transform: transform)

        var worst = 0.0
        var partial = 0
        for y in 0..<size {
            for x in 0..<size {
                let expected = PolygonCoverage.coverage(of: corners, pixelX: x, pixelY: y) * 255
                let actual = Double(pixmap.alpha(x, y))
                worst = max(worst, abs(actual - expected))
                if expected > 0.5 && expected < 254.5 { partial += 1 }
            }
        }
        #expect(worst <= 1, "largest difference from exact area: \(worst) levels")
        #expect(partial > 100, "the edges should cross many pixels partially")
    }

    @Test func slowlyMovingEdgeStepsThroughIntermediateLevels() {
        var levels: [Int] = []
        for k in 0..<256 {
            var pixmap = Pixmap(width: 32, height: 4)
            let left = 10 + Double(k) / 256
            pixmap.fill(.rect(Rect(x: left, y: 0, width: 30 - left, height: 4)), paint: .solid(.black))
            levels.append(pixmap.alpha(10, 1))
            #expect(pixmap.alpha(9, 1) == 0 && pixmap.alpha(11, 1) == 255)
            #expect(abs(Double(levels.last!) - (1 - Double(k) / 256) * 255) <= 0.5 + 1e-9)
        }
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 >= $1 }, "coverage must fall monotonically")
        #expect(Set(levels).count > 200, "a 4×4 supersampler would show only 17 levels, got \(Set(levels).count)")
    }

    @Test func edgesCrossingPixelsDiagonallyAreExactToo() {
        // A thin triangle whose edges cross many cells within a row.
        let triangle = [Point(x: 0.3, y: 3.2), Point(x: 60.7, y: 9.9), Point(x: 5.5, y: 28.1)]
        var pixmap = Pixmap(width: 64, height: 32)
        pixmap.fill(.polygon(triangle), paint: .solid(.black))
        for y in 0..<32 {
            for x in 0..<64 {
                let expected = PolygonCoverage.coverage(of: triangle, pixelX: x, pixelY: y) * 255
                #expect(abs(Double(pixmap.alpha(x, y)) - expected) <= 1, "pixel \(x),\(y)")
            }
        }
    }

    @Test func nestedRectanglesDifferByFillRule() {
        var path = Path.rect(Rect(x: 2, y: 2, width: 28, height: 28))
        path.addPath(.rect(Rect(x: 10, y: 10, width: 12, height: 12)))   // same direction
        var nonZero = Pixmap(width: 32, height: 32)
        nonZero.fill(path, paint: .solid(.black), fillRule: .nonZero)
        var evenOdd = Pixmap(width: 32, height: 32)
        evenOdd.fill(path, paint: .solid(.black), fillRule: .evenOdd)
        #expect(nonZero.alpha(15, 15) == 255)
        #expect(evenOdd.alpha(15, 15) == 0)
        #expect(nonZero.alpha(5, 5) == 255 && evenOdd.alpha(5, 5) == 255)
        #expect(nonZero.alpha(0, 0) == 0 && evenOdd.alpha(0, 0) == 0)
    }

    @Test func selfOverlappingStarDiffersByFillRule() {
        // Pentagram: the centre is wound twice.
        let points = (0..<5).map { i -> Point in
            let angle = -Double.pi / 2 + Double(i) * 4 * .pi / 5
            return Point(x: 32 + 28 * cos(angle), y: 32 + 28 * sin(angle))
        }
        var nonZero = Pixmap(width: 64, height: 64)
        nonZero.fill(.polygon(points), paint: .solid(.black), fillRule: .nonZero)
        var evenOdd = Pixmap(width: 64, height: 64)
        evenOdd.fill(.polygon(points), paint: .solid(.black), fillRule: .evenOdd)
        #expect(nonZero.alpha(32, 32) == 255)
        #expect(evenOdd.alpha(32, 32) == 0)
        // A point in one of the star's arms is inside under both rules.
        #expect(nonZero.alpha(32, 8) == 255 && evenOdd.alpha(32, 8) == 255)
    }

    @Test func evenOddFoldsPartialCoverageAtAHoleEdge() {
        // A hole whose left edge is at x = 4.5, wound the same way as the outer rectangle:
        // pixel 4 has winding 1 on its left half and 2 on its right half.
        var path = Path.rect(Rect(x: 0, y: 0, width: 20, height: 4))
        path.addPath(.rect(Rect(x: 4.5, y: 0, width: 10, height: 4)))
        var evenOdd = Pixmap(width: 20, height: 4)
        evenOdd.fill(path, paint: .solid(.black), fillRule: .evenOdd)
        #expect(evenOdd.alpha(3, 1) == 255)
        #expect(evenOdd.alpha(4, 1) == 128)   // |1.5| folded to 0.5
        #expect(evenOdd.alpha(8, 1) == 0)
        var nonZero = Pixmap(width: 20, height: 4)
        nonZero.fill(path, paint: .solid(.black), fillRule: .nonZero)
        #expect(nonZero.alpha(4, 1) == 255 && nonZero.alpha(8, 1) == 255)
    }

    @Test func hugePathsFarOffScreenAreClippedCheaply() {
        var pixmap = Pixmap(width: 40, height: 30)
        // A circle 20 million pixels across whose edge passes through the pixmap.
        let huge = Path.ellipse(in: Rect(x: 20 - 1e7, y: -2e7 + 15, width: 2e7, height: 2e7))
        pixmap.fill(huge, paint: .solid(.black))
        #expect(pixmap.alpha(20, 0) == 255)
        #expect(pixmap.alpha(20, 29) == 0)
        // The same logo-sized path scaled enormously: everything is inside.
        var full = Pixmap(width: 40, height: 30)
        let logo = Path.ellipse(in: Rect(x: -1, y: -1, width: 2, height: 2))
        full.fill(logo, paint: .solid(.black), transform: AffineTransform(scaleX: 1e9, y: 1e9).concatenating(AffineTransform(translationX: 20, y: 15)))
        #expect(full.alphas.allSatisfy { $0 == 255 })
        // A shape left of the pixmap covers nothing; one spanning it covers everything.
        var left = Pixmap(width: 40, height: 30)
        left.fill(.rect(Rect(x: -1e12, y: -1e12, width: 1e12 - 1, height: 3e12)), paint: .solid(.black))
        #expect(left.alphas.allSatisfy { $0 == 0 })
        left.fill(.rect(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)), paint: .solid(.black))
        #expect(left.alphas.allSatisfy { $0 == 255 })
    }

    @Test func nonFiniteGeometryDrawsNothing() {
        var pixmap = Pixmap(width: 8, height: 8)
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), paint: .solid(.black),
                    transform: AffineTransform(scaleX: .nan, y: 1))
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: .infinity, height: 8)), paint: .solid(.black))
        #expect(pixmap.alphas.allSatisfy { $0 == 0 })
    }

    @Test func curvesAreFlattenedFinelyAfterTransform() {
        // A circle of radius 0.5 scaled 200×: its coverage must match a circle of radius 100.
        var scaled = Pixmap(width: 256, height: 256)
        scaled.fill(.ellipse(in: Rect(x: -0.5, y: -0.5, width: 1, height: 1)), paint: .solid(.black),
                    transform: AffineTransform(scaleX: 200, y: 200).concatenating(AffineTransform(translationX: 128, y: 128)))
        var direct = Pixmap(width: 256, height: 256)
        direct.fill(.ellipse(in: Rect(x: 28, y: 28, width: 200, height: 200)), paint: .solid(.black))
        let diff = zip(scaled.alphas, direct.alphas).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(diff <= 1)
        // Total area close to π·100²: flattening must not shrink curves (chords lie inside them).
        let area = scaled.alphas.reduce(0.0) { $0 + Double($1) / 255 }
        #expect(abs(area - .pi * 100 * 100) < 10)
    }

    @Test func opacityScalesCoverageOnce() {
        var pixmap = Pixmap(width: 4, height: 4)
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.white), opacity: 0.5)
        #expect(pixmap.pixel(x: 1, y: 1) == (128, 128, 128, 128))
        var zero = Pixmap(width: 4, height: 4)
        zero.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.white), opacity: 0)
        #expect(zero.alphas.allSatisfy { $0 == 0 })
    }

    @Test func clipMaskLimitsTheFill() {
        var maskSource = Pixmap(width: 16, height: 16)
        maskSource.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 16)), paint: .solid(.black))
        let clip = Mask(alphaOf: maskSource)
        var pixmap = Pixmap(width: 16, height: 16)
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: 16, height: 16)), paint: .solid(Color(red: 1, green: 0, blue: 0)), clip: clip)
        #expect(pixmap.pixel(x: 3, y: 3) == (255, 0, 0, 255))
        #expect(pixmap.pixel(x: 12, y: 3) == (0, 0, 0, 0))
        // A smaller mask hides what it does not cover.
        var small = Pixmap(width: 16, height: 16)
        small.fill(.rect(Rect(x: 0, y: 0, width: 16, height: 16)), paint: .solid(.white), clip: Mask(width: 4, height: 4, value: 255))
        #expect(small.alpha(2, 2) == 255 && small.alpha(6, 2) == 0 && small.alpha(2, 6) == 0)
    }
}
