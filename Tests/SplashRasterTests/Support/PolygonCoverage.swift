import SplashGeometry

/// Independent reference for exact-area coverage: the area of a convex or
/// simple polygon inside one pixel square, by Sutherland–Hodgman clipping
/// and the shoelace formula. Deliberately shares no code with the
/// rasteriser, so agreement means something.
enum PolygonCoverage {
    static func coverage(of polygon: [Point], pixelX: Int, pixelY: Int) -> Double {
        let x0 = Double(pixelX), y0 = Double(pixelY), x1 = x0 + 1, y1 = y0 + 1
        var poly = polygon
        poly = clip(poly, inside: { $0.x >= x0 }, intersect: { a, b in at(a, b, x: x0) })
        poly = clip(poly, inside: { $0.x <= x1 }, intersect: { a, b in at(a, b, x: x1) })
        poly = clip(poly, inside: { $0.y >= y0 }, intersect: { a, b in at(a, b, y: y0) })
        poly = clip(poly, inside: { $0.y <= y1 }, intersect: { a, b in at(a, b, y: y1) })
        return abs(area(poly))
    }

    static func area(_ poly: [Point]) -> Double {
        guard poly.count >= 3 else { return 0 }
        var sum = 0.0
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    private static func clip(_ poly: [Point], inside: (Point) -> Bool, intersect: (Point, Point) -> Point) -> [Point] {
        guard !poly.isEmpty else { return [] }
        var out: [Point] = []
        for i in poly.indices {
            let cur = poly[i], prev = poly[(i + poly.count - 1) % poly.count]
            switch (inside(prev), inside(cur)) {
            case (true, true): out.append(cur)
            case (true, false): out.append(intersect(prev, cur))
            case (false, true): out.append(intersect(prev, cur)); out.append(cur)
            case (false, false): break
            }
        }
        return out
    }

    private static func at(_ a: Point, _ b: Point, x: Double) -> Point {
        let t = (x - a.x) / (b.x - a.x)
        return Point(x: x, y: a.y + (b.y - a.y) * t)
    }

    private static func at(_ a: Point, _ b: Point, y: Double) -> Point {
        let t = (y - a.y) / (b.y - a.y)
        return Point(x: a.x + (b.x - a.x) * t, y: y)
    }
}

extension Path {
    static func polygon(_ points: [Point]) -> Path {
        var path = Path()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}
