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

    /// The published continuous corner, top-right, written out here as the
    /// ports print it (independently of the table in Path+RoundedRect), in
    /// units of r: `u` back from the corner along the top edge, `v` down the
    /// right edge. A line has one point, a cubic three (two controls, end).
    static let publishedCorner: [[(u: Double, v: Double)]] = [
        [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)],
        [(0.63149399, 0.07491100)],
        [(0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)],
        [(0.06549600, 0.66993427)],                                   // the segment some ports drop
        [(0, 0.86840689), (0, 1.08849323), (0, 1.52866483)],
    ]

    /// The corner as a polygon in pixels (corner at (right, 0)), cubics cut
    /// into 100 chords each: at r = 40 px a chord is about 0.3 px long and
    /// strays at most κ·L²/8 ≈ (1/20)·0.09/8 ≈ 6·10⁻⁴ px from the curve.
    static func cornerPolygon(_ corner: [[(u: Double, v: Double)]], r: Double, right: Double) -> [Point] {
        func px(_ p: (u: Double, v: Double)) -> Point { Point(x: right - p.u * r, y: p.v * r) }
        var current = (u: 1.52866483, v: 0.0)
        var points = [px(current)]
        for segment in corner {
            if segment.count == 1 {
                current = segment[0]
                points.append(px(current))
                continue
            }
            let (p0, p1, p2, p3) = (current, segment[0], segment[1], segment[2])
            for k in 1...100 {
                let t = Double(k) / 100, s = 1 - t
                let (a, b, c, d) = (s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t)
                points.append(px((a * p0.u + b * p1.u + c * p2.u + d * p3.u, a * p0.v + b * p1.v + c * p2.v + d * p3.v)))
            }
            current = p3
        }
        return points
    }

    /// The exact area of `polygon` inside the pixel [x, x+1] × [y, y+1]:
    /// Sutherland–Hodgman clipping against the four sides, then the
    /// shoelace formula.
    static func area(of polygon: [Point], inPixel x: Int, _ y: Int) -> Double {
        let (x0, y0, x1, y1) = (Double(x), Double(y), Double(x + 1), Double(y + 1))
        func clip(_ points: [Point], inside: (Point) -> Bool, cross: (Point, Point) -> Point) -> [Point] {
            var out: [Point] = []
            for i in points.indices {
                let a = points[(i + points.count - 1) % points.count], b = points[i]
                if inside(b) {
                    if !inside(a) { out.append(cross(a, b)) }
                    out.append(b)
                } else if inside(a) {
                    out.append(cross(a, b))
                }
            }
            return out
        }
        func atX(_ c: Double) -> (Point, Point) -> Point { { a, b in Point(x: c, y: a.y + (b.y - a.y) * (c - a.x) / (b.x - a.x)) } }
        func atY(_ c: Double) -> (Point, Point) -> Point { { a, b in Point(x: a.x + (b.x - a.x) * (c - a.y) / (b.y - a.y), y: c) } }
        var p = polygon
        p = clip(p, inside: { $0.x >= x0 }, cross: atX(x0))
        p = clip(p, inside: { $0.x <= x1 }, cross: atX(x1))
        p = clip(p, inside: { $0.y >= y0 }, cross: atY(y0))
        p = clip(p, inside: { $0.y <= y1 }, cross: atY(y1))
        guard p.count >= 3 else { return 0 }
        var twice = 0.0
        for i in p.indices { let (a, b) = (p[i], p[(i + 1) % p.count]); twice += a.x * b.y - b.x * a.y }
        return abs(twice) / 2
    }

    /// A 200×200 px square with continuous corners of r = 40 px, its
    /// top-right corner box (⌈1.52866483 × 40⌉ + 2 = 64 px square) compared
    /// pixel by pixel with the exact coverage of the published path. The
    /// shape inside the box is the corner's polygon closed through the box's
    /// other corners (200, 64), (136, 64), (136, 0).
    ///
    /// Measured with the reference math (Python, same clipping): dropping
    /// the segment (0.07491176, 0.63149399) → (0.06549600, 0.66993427)
    /// moves pixels by up to 0.070 at this radius (0.031 at r = 20); a
    /// rasteriser with exact area coverage stays within 2/255 ≈ 0.008 of
    /// the published path. The reference is checked to tell the two apart.
    @Test func continuousCornerCoversWhatThePublishedPathCovers() {
        let r = 40.0, side = 200, box = 64
        var pixmap = Pixmap(width: side, height: side)
        pixmap.fill(.roundedRect(Rect(x: 0, y: 0, width: Double(side), height: Double(side)), cornerRadius: r, curve: .continuous),
                    paint: .solid(.black))
        func closed(_ corner: [[(u: Double, v: Double)]]) -> [Point] {
            Self.cornerPolygon(corner, r: r, right: Double(side))
                + [Point(x: Double(side), y: Double(box)), Point(x: Double(side - box), y: Double(box)), Point(x: Double(side - box), y: 0)]
        }
        let published = closed(Self.publishedCorner)
        var lopsided = Self.publishedCorner
        lopsided.remove(at: 3)
        let withoutSegment = closed(lopsided)

        var compared = 0, worst = 0.0, referenceGap = 0.0
        for y in 0..<box {
            for x in (side - box)..<side {
                let exact = Self.area(of: published, inPixel: x, y)
                worst = max(worst, abs(Double(pixmap.alpha(x, y)) / 255 - exact))
                referenceGap = max(referenceGap, abs(Self.area(of: withoutSegment, inPixel: x, y) - exact))
                compared += 1
            }
        }
        #expect(compared == 64 * 64)
        #expect(worst <= 0.012, "worst pixel \(worst) off the published path")
        #expect(referenceGap > 0.06, "the reference cannot tell the missing segment: \(referenceGap)")
    }

    /// With both short lines the corner is its own mirror image about the
    /// diagonal: the pixel i columns left of the corner and j rows down
    /// covers what the pixel j columns left and i rows down covers.
    @Test func continuousCornerIsSymmetricAboutItsDiagonal() {
        var pixmap = Pixmap(width: 200, height: 200)
        pixmap.fill(.roundedRect(Rect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 40, curve: .continuous), paint: .solid(.black))
        var compared = 0, worst = 0
        for i in 0..<64 {
            for j in 0..<64 {
                worst = max(worst, abs(Int(pixmap.alpha(199 - i, j)) - Int(pixmap.alpha(199 - j, i))))
                compared += 1
            }
        }
        #expect(compared == 4096)
        #expect(worst <= 2, "mirror pixels differ by \(worst) levels")
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
