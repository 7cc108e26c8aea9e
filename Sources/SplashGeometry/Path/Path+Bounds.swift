extension Path {
    /// The tight bounds of the outline: curve extremes are found from the
    /// curve's derivative, not taken from the control points (this is
    /// `CGPath.boundingBoxOfPath`, which is what layout needs; a control
    /// point can lie far outside the drawn shape). `nil` for an empty path.
    public var boundingBox: Rect? {
        var bounds = BoundsAccumulator()
        var current = Point.zero
        var start = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                bounds.add(p)
                current = p
                start = p
            case .line(let p):
                bounds.add(p)
                current = p
            case .quadCurve(let p, let c):
                bounds.add(p)
                for t in quadExtrema(current.x, c.x, p.x) + quadExtrema(current.y, c.y, p.y) {
                    bounds.add(quadPoint(current, c, p, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                bounds.add(p)
                for t in cubicExtrema(current.x, c1.x, c2.x, p.x) + cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    bounds.add(cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close:
                current = start
            }
        }
        return bounds.rect
    }
}

private struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    var rect: Rect? {
        minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}

/// Parameters in (0, 1) where a quadratic's coordinate has a turning point.
private func quadExtrema(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
    let denominator = p0 - 2 * p1 + p2
    guard denominator != 0 else { return [] }
    let t = (p0 - p1) / denominator
    return t > 0 && t < 1 ? [t] : []
}

/// Parameters in (0, 1) where a cubic's coordinate has a turning point
/// (roots of the derivative, a quadratic).
private func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [Double] = []
    if abs(a) < 1e-12 {
        if b != 0 { roots.append(-c / b) }
    } else {
        let disc = b * b - 4 * a * c
        if disc >= 0 {
            let s = disc.squareRoot()
            roots.append((-b + s) / (2 * a))
            roots.append((-b - s) / (2 * a))
        }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}

/// The point at parameter `t` of the quadratic Bézier `p0 p1 p2` (Bernstein
/// form): used by bounds, polylines and the rasteriser's curve flattening.
@inlinable
public func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
    let mt = 1 - t
    return Point(x: mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x,
                 y: mt * mt * p0.y + 2 * mt * t * p1.y + t * t * p2.y)
}

/// The point at parameter `t` of the cubic Bézier `p0 p1 p2 p3` (Bernstein
/// form): used by bounds, polylines and the rasteriser's curve flattening.
@inlinable
public func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let mt = 1 - t
    let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
    return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                 y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}
