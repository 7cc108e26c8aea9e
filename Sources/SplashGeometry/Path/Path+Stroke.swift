import Foundation

extension Path {
    /// The outline of the stroke of this path as a path to fill with the
    /// non-zero rule: what `CGPath.copy(strokingWithWidth:…)` returns.
    ///
    /// Curves are first flattened to `tolerance` (in this path's units);
    /// every segment is offset by half the width on both sides, corners get
    /// `style.join`, the ends of open subpaths get `style.cap`. Round joins
    /// and caps are emitted as circular arcs (cubics), so they are flattened
    /// later in device space and stay smooth at any scale.
    ///
    /// How the pieces fit: an open subpath becomes one loop (one side
    /// forwards, the end cap, the other side backwards, the start cap); a
    /// closed subpath becomes two loops of opposite direction, its outer and
    /// inner edge, which non-zero filling turns into a ring. On the inner
    /// side of a corner the two offset lines are cut at their intersection,
    /// so a curve whose radius is at least half the width (every border and
    /// logo outline in practice) gets an outline with winding 0 or 1 and
    /// exact-area coverage is exact along it too. Where that is impossible
    /// (a corner between segments shorter than the cut) the inner side
    /// detours through the corner point, as Skia's stroker does: the overlap
    /// is then wound twice, which non-zero filling still paints once.
    ///
    /// Rejected: offsetting the Bézier curves themselves (each offset curve
    /// needs splitting and fitting, and the cusps of tight curves are the
    /// classic source of stroker bugs), and unioning one quad per segment
    /// (the overlaps along every inner edge are counted twice by area
    /// coverage, which darkens the inner edge of every curved stroke).
    ///
    /// A width that is not positive and finite strokes nothing. A subpath of
    /// zero length draws a dot with round caps and a square with square caps
    /// (as Core Graphics does), nothing with butt caps.
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double = 0.01) -> Path {
        strokeOutline(style, tolerance: tolerance, from: 0, to: 1, maximumPieces: .max) ?? Path()
    }

    /// The outline of the part of the stroke from `start` to `end` of the
    /// path's whole length (`CAShapeLayer.strokeStart`, `strokeEnd`), cut
    /// into dashes by `style.dash`; nil when the dashes would be more than
    /// `maximumPieces` (a pattern far finer than the path is long), before
    /// any of them is made. See `[Polyline].trimmed`, `dashed`.
    ///
    /// `culling`: where the stroke can be seen (a solid, whole stroke only;
    /// see `StrokeCulling`).
    public func strokeOutline(_ style: StrokeStyle, tolerance: Double, from start: Double, to end: Double,
                              maximumPieces: Int, culling: StrokeCulling? = nil) -> Path? {
        var outline = Path()
        let halfWidth = style.width * 0.5
        let culling = style.dash == nil && start <= 0 && end >= 1 ? culling : nil
        guard halfWidth > 0, halfWidth.isFinite, tolerance > 0, tolerance.isFinite,
              var lines = polylines(tolerance: tolerance, culling: culling) else { return outline }
        let minimum = tolerance * 1e-3
        lines = lines.trimmed(from: start, to: end, minimum: minimum)
        if let dash = style.dash {
            guard let dashes = lines.dashed(dash, maximumPieces: maximumPieces, minimum: minimum) else { return nil }
            lines = dashes
        }
        let stroker = Stroker(halfWidth: halfWidth, style: style, tolerance: tolerance)
        for line in lines {
            stroker.add(line, to: &outline)
        }
        return outline
    }
}

/// Builds stroke outlines of polylines (see `Path.strokeOutline`).
struct Stroker {
    let halfWidth: Double
    let style: StrokeStyle
    let tolerance: Double

    init(halfWidth: Double, style: StrokeStyle, tolerance: Double) {
        self.halfWidth = halfWidth
        self.style = style
        self.tolerance = tolerance
    }

    func add(_ line: Polyline, to path: inout Path) {
        let points = line.points
        guard let first = points.first else { return }
        if points.count == 1 {
            dot(at: first, into: &path)
            return
        }
        if line.isClosed && points.count > 2 {
            side(points, closed: true, into: &path)
            path.closeSubpath()
            side(points.reversed(), closed: true, into: &path)
            path.closeSubpath()
            return
        }
        // Open (a closed subpath of two points is a line there and back: stroke it open).
        side(points, closed: false, into: &path)
        let n = points.count
        cap(at: points[n - 1], direction: direction(points[n - 2], points[n - 1]), into: &path)
        side(points.reversed(), closed: false, continuing: true, into: &path)
        cap(at: points[0], direction: direction(points[1], points[0]), into: &path)
        path.closeSubpath()
    }

    /// Unit direction from `a` to `b` (the points are distinct).
    private func direction(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        return Point(x: dx / length, y: dy / length)
    }

    /// The normal on the side this walk draws: the direction turned by +90°.
    @inline(__always)
    private func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }

    @inline(__always)
    private func offset(_ p: Point, _ n: Point, _ scale: Double = 1) -> Point {
        Point(x: p.x + n.x * halfWidth * scale, y: p.y + n.y * halfWidth * scale)
    }

    /// The offset line on the `+normal` side of the walk, with joins.
    /// Open: starts at the first point's offset (a move, or a line when
    /// `continuing` the loop after a cap) and ends at the last point's. Closed: a loop starting
    /// and ending at the first segment's start offset.
    private func side<C: RandomAccessCollection>(_ points: C, closed: Bool, continuing: Bool = false, into path: inout Path)
        where C.Element == Point, C.Index == Int {
        let p = Array(points)
        let n = p.count
        let segments = closed ? n : n - 1
        var directions: [Point] = []
        var lengths: [Double] = []
        directions.reserveCapacity(segments)
        lengths.reserveCapacity(segments)
        for i in 0..<segments {
            let a = p[i], b = p[(i + 1) % n]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            lengths.append(length)
            directions.append(Point(x: dx / length, y: dy / length))
        }
        let start = offset(p[0], normal(directions[0]))
        if continuing {
            path.addLine(to: start)   // the cap ended here already; a zero-length line adds nothing
        } else {
            path.move(to: start)
        }
        for i in 1..<(closed ? n + 1 : n) {
            let vertex = p[i % n]
            let incoming = i - 1, outgoing = i % segments
            if closed || i < n - 1 {
                join(at: vertex, from: directions[incoming], to: directions[outgoing],
                     lengths: (lengths[incoming], lengths[outgoing]), into: &path)
            } else {
                path.addLine(to: offset(vertex, normal(directions[incoming])))
            }
        }
    }

    /// Ends the incoming offset line and reaches the start of the outgoing
    /// one, around `vertex`.
    private func join(at vertex: Point, from d0: Point, to d1: Point, lengths: (Double, Double), into path: inout Path) {
        let n0 = normal(d0), n1 = normal(d1)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        var turn = atan2(cross, dot)
        if turn == .pi { turn = -.pi }   // a cusp: go round the front, on both sides alike
        let end = offset(vertex, n1)
        guard abs(turn) > 1e-12 else { return path.addLine(to: end) }
        let incomingEnd = offset(vertex, n0)
        let sagitta = halfWidth * (1 - cos(turn / 2))
        if turn > 0 {
            // This side is the inner one: cut at the intersection of the offset lines when it
            // lies within half of each segment, otherwise detour through the vertex.
            let cut = halfWidth * cross / (1 + dot)   // distance of the intersection along each segment
            if dot > -1 + 1e-12, cut <= 0.5 * min(lengths.0, lengths.1) {
                let miter = Point(x: n0.x + n1.x, y: n0.y + n1.y)
                path.addLine(to: offset(vertex, miter, 1 / (1 + dot)))
                return
            }
            path.addLine(to: incomingEnd)
            path.addLine(to: vertex)
            path.addLine(to: end)
            return
        }
        // The outer side. A join narrower than the tolerance is a bevel whatever the style.
        path.addLine(to: incomingEnd)
        guard sagitta > tolerance else { return path.addLine(to: end) }
        switch style.join {
        case .bevel:
            path.addLine(to: end)
        case .miter:
            // Miter length over width is 1 / cos(turn / 2) = sqrt(2 / (1 + dot)).
            let ratioSquared = dot > -1 ? 2 / (1 + dot) : .infinity
            if ratioSquared <= style.miterLimit * style.miterLimit {
                path.addLine(to: offset(vertex, Point(x: n0.x + n1.x, y: n0.y + n1.y), 1 / (1 + dot)))
            }
            path.addLine(to: end)
        case .round:
            arc(center: vertex, from: n0, sweep: turn, into: &path)
        }
    }

    /// From the left offset of `point` (seen along `direction`) round the
    /// end to its right offset.
    private func cap(at point: Point, direction d: Point, into path: inout Path) {
        let n = normal(d)
        switch style.cap {
        case .butt:
            path.addLine(to: offset(point, n, -1))
        case .square:
            let ahead = offset(point, d)
            path.addLine(to: offset(ahead, n))
            path.addLine(to: offset(ahead, n, -1))
            path.addLine(to: offset(point, n, -1))
        case .round:
            arc(center: point, from: n, sweep: -.pi, into: &path)
        }
    }

    /// A zero-length subpath: a circle or a square, or nothing.
    private func dot(at p: Point, into path: inout Path) {
        let r = halfWidth
        switch style.cap {
        case .butt: return
        case .round: path.addPath(.ellipse(in: Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)))
        case .square: path.addPath(.rect(Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)))
        }
    }

    /// A circular arc of radius `halfWidth` around `center`, starting at
    /// `center + halfWidth·unit` and turning by `sweep` radians, as cubics
    /// of at most 90° each (the current point must be the arc's start).
    private func arc(center: Point, from unit: Point, sweep: Double, into path: inout Path) {
        guard sweep.isFinite, abs(sweep) <= 2 * .pi else {
            // Only from overflowing coordinates; the fill rejects the non-finite outline.
            return path.addLine(to: offset(center, Point(x: -unit.x, y: -unit.y)))
        }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        let r = halfWidth
        var angle = atan2(unit.y, unit.x)
        for _ in 0..<count {
            let next = angle + step
            let s = Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            let e = Point(x: center.x + r * cos(next), y: center.y + r * sin(next))
            path.addCurve(to: e,
                          control1: Point(x: s.x - k * r * sin(angle), y: s.y + k * r * cos(angle)),
                          control2: Point(x: e.x + k * r * sin(next), y: e.y - k * r * cos(next)))
            angle = next
        }
    }
}
