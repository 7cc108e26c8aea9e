/// One subpath flattened to straight segments: its points in order, and
/// whether it was closed with `closeSubpath()` (a closed subpath's last
/// point is not repeated).
struct Polyline {
    var points: [Point]
    var isClosed: Bool
}

extension Path {
    /// The subpaths as polylines, curves flattened so that no point of a
    /// curve lies further than `tolerance` from its segments (Wang's
    /// formula, as in `PathFlattener`). Consecutive points closer than
    /// `tolerance / 1000` are merged, so every segment has a direction.
    /// `nil` if a coordinate is not finite.
    ///
    /// `culling`: a curve whose every point, and everything the stroke
    /// draws around it, lies outside the region that can be seen is
    /// replaced by its chord (see `StrokeCulling`).
    func polylines(tolerance: Double, culling: StrokeCulling? = nil) -> [Polyline]? {
        let minimum = tolerance * 1e-3
        var result: [Polyline] = []
        var points: [Point] = []
        var current = Point.zero
        func add(_ p: Point) {
            if let last = points.last {
                let dx = p.x - last.x, dy = p.y - last.y
                if dx * dx + dy * dy <= minimum * minimum { return }
            }
            points.append(p)
        }
        func finish(closed: Bool) {
            guard !points.isEmpty else { return }
            if closed, points.count > 1, let first = points.first, let last = points.last {
                let dx = first.x - last.x, dy = first.y - last.y
                if dx * dx + dy * dy <= minimum * minimum { points.removeLast() }
            }
            result.append(Polyline(points: points, isClosed: closed))
            points = []
        }
        func count(_ secondDifference: Double, _ factor: Double) -> Int {
            Path.segmentCount(secondDifference, factor, tolerance: tolerance)
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                guard p.isFinite else { return nil }
                add(p)
                current = p
            case .line(let p):
                guard p.isFinite else { return nil }
                add(p)
                current = p
            case .quadCurve(let p, let c):
                guard p.isFinite, c.isFinite else { return nil }
                let ddx = current.x - 2 * c.x + p.x, ddy = current.y - 2 * c.y + p.y
                let n = culling?.hides(current, c, p) == true ? 1 : count((ddx * ddx + ddy * ddy).squareRoot(), 0.25)
                for i in 1..<n { add(quadPoint(current, c, p, Double(i) / Double(n))) }
                add(p)
                current = p
            case .curve(let p, let c1, let c2):
                guard p.isFinite, c1.isFinite, c2.isFinite else { return nil }
                let ax = current.x - 2 * c1.x + c2.x, ay = current.y - 2 * c1.y + c2.y
                let bx = c1.x - 2 * c2.x + p.x, by = c1.y - 2 * c2.y + p.y
                let n = culling?.hides(current, c1, c2, p) == true ? 1 : count(max(ax * ax + ay * ay, bx * bx + by * by).squareRoot(), 0.75)
                for i in 1..<n { add(cubicPoint(current, c1, c2, p, Double(i) / Double(n))) }
                add(p)
                current = p
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// How many points `polylines(tolerance:)` makes at most, counted
    /// without making them (the same segment counts, nothing allocated): a
    /// stroke's cost at a frame's scale is known before it is built.
    /// Non-finite coordinates count as nothing (they stroke nothing).
    public func flattenedPointCount(tolerance: Double, culling: StrokeCulling? = nil) -> Int {
        var total = 0
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                total += 1
                current = p
            case .quadCurve(let p, let c):
                let ddx = current.x - 2 * c.x + p.x, ddy = current.y - 2 * c.y + p.y
                total += culling?.hides(current, c, p) == true ? 1 : Path.segmentCount((ddx * ddx + ddy * ddy).squareRoot(), 0.25, tolerance: tolerance)
                current = p
            case .curve(let p, let c1, let c2):
                let ax = current.x - 2 * c1.x + c2.x, ay = current.y - 2 * c1.y + c2.y
                let bx = c1.x - 2 * c2.x + p.x, by = c1.y - 2 * c2.y + p.y
                total += culling?.hides(current, c1, c2, p) == true
                    ? 1 : Path.segmentCount(max(ax * ax + ay * ay, bx * bx + by * by).squareRoot(), 0.75, tolerance: tolerance)
                current = p
            case .close:
                break
            }
        }
        return total
    }

    /// Segments for a curve whose largest second difference is
    /// `secondDifference` (Wang's formula with the degree's `factor`), at
    /// least 1 and at most 4096.
    private static func segmentCount(_ secondDifference: Double, _ factor: Double, tolerance: Double) -> Int {
        let maxSegments = 4096.0
        let n = (factor * secondDifference / tolerance).squareRoot().rounded(.up)
        return n.isFinite ? max(1, Int(min(maxSegments, n))) : Int(maxSegments)
    }
}
