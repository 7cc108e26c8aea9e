import Foundation
import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Rounded rectangles", .eachKernelLevel)
struct RoundedRectTests {
    private func points(_ path: Path) -> [Point] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .close: return nil
            }
        }
    }

    private func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func continuousCornerStartsAtExtentTimesRadiusFromTheCorner() {
        let r = 20.0, e = 1.52866483 * r
        let path = Path.roundedRect(Rect(x: 10, y: 10, width: 200, height: 100), cornerRadius: r, curve: .continuous)
        let pts = points(path)
        // Starts where the top-left corner ends, runs along the top edge to where the top-right corner begins.
        #expect(close(pts[0], Point(x: 10 + e, y: 10)))
        #expect(close(pts[1], Point(x: 210 - e, y: 10)))
        // The top-right corner ends on the right edge, e below the corner.
        #expect(pts.contains { close($0, Point(x: 210, y: 10 + e)) })
        #expect(pts.contains { close($0, Point(x: 210, y: 110 - e)) })
        #expect(pts.contains { close($0, Point(x: 10 + e, y: 110)) })
        #expect(pts.contains { close($0, Point(x: 10, y: 10 + e)) })
        // The published mid-corner point of the top-right corner.
        #expect(pts.contains { close($0, Point(x: 210 - 0.07491176 * r, y: 10 + 0.63149399 * r)) })
        #expect(path.boundingBox.map { abs($0.minX - 10) < 1e-9 && abs($0.maxX - 210) < 1e-9 && abs($0.maxY - 110) < 1e-9 } == true)
    }

    @Test func continuousRadiusIsClampedSoCornersDoNotOverlap() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 300, height: 100), cornerRadius: 1000, curve: .continuous)
        let r = 100 / 2 / 1.52866483
        let pts = points(path)
        #expect(close(pts[0], Point(x: 50, y: 0)))              // e = r·1.5287 = half the height
        #expect(pts.contains { close($0, Point(x: 300, y: 50)) })
        #expect(pts.contains { close($0, Point(x: 300 - 0.07491176 * r, y: 0.63149399 * r)) })
    }

    @Test func circularRadiusIsClampedToHalfTheShortSide() {
        let path = Path.roundedRect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50)
        let pts = points(path)
        #expect(close(pts[0], Point(x: 20, y: 0)))
        #expect(pts.contains { close($0, Point(x: 100, y: 20)) })
        // A capsule: its ends are semicircles of radius 20.
        var pixmap = Pixmap(width: 100, height: 40)
        pixmap.fill(path, paint: .solid(.black))
        let area = pixmap.alphas.reduce(0.0) { $0 + Double($1) / 255 }
        #expect(abs(area - (60 * 40 + .pi * 20 * 20)) < 2)
    }

    @Test func continuousCornersAreFullerNearTheEdgesThanCircularAtTheSameRadius() {
        let rect = Rect(x: 0, y: 0, width: 120, height: 120)
        var circular = Pixmap(width: 120, height: 120)
        circular.fill(.roundedRect(rect, cornerRadius: 30), paint: .solid(.black))
        var continuous = Pixmap(width: 120, height: 120)
        continuous.fill(.roundedRect(rect, cornerRadius: 30, curve: .continuous), paint: .solid(.black))
        // Along the top edge, between r and 1.53·r from the corner, the continuous corner has
        // already started to curve away while the circular one is a straight edge.
        #expect(circular.alpha(35, 0) == 255)
        #expect(continuous.alpha(35, 0) < 255)
        // The continuous shape covers less area in total (it starts curving earlier).
        let a = circular.alphas.reduce(0) { $0 + Int($1) }, b = continuous.alphas.reduce(0) { $0 + Int($1) }
        #expect(b < a)
    }

    @Test func zeroOrNegativeRadiusIsAPlainRectangle() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(Path.roundedRect(rect, cornerRadius: 0) == .rect(rect))
        #expect(Path.roundedRect(rect, cornerRadius: -5, curve: .continuous) == .rect(rect))
        #expect(Path.roundedRect(rect, cornerRadius: .nan) == .rect(rect))
    }
}
