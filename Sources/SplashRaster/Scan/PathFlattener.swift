import SplashGeometry

/// Turns a path into line segments in device pixels and feeds them to a
/// `CoverageAccumulator`.
///
/// Curves are transformed first and flattened afterwards, so the tolerance
/// is in device pixels whatever the scale: a logo scaled 18× gets 18× finer
/// segments and stays smooth. The segment count per curve comes from Wang's
/// formula (the exact bound for uniform subdivision, no trial and error),
/// with a tolerance of 0.01 px (the largest distance between the curve and
/// its segments).
///
/// Why so fine: chords always lie inside a convex curve, so flattening
/// shrinks every curved shape by about ⅔ of the tolerance. At 0.1 px (the
/// usual choice) a circle loses a band 0.07 px wide, about 17 coverage
/// levels along its whole edge, which would make exact-area coverage
/// pointless; at 0.01 px the bias is under two levels. The segment count
/// only grows with the square root (3.2× here), and segments are cheap
/// next to the pixels they bound.
///
/// A curve whose control points all lie above, below or right of the pixmap
/// (or above or below the rows kept, when a band is drawn) is replaced by
/// its chord: it cannot cover any pixel drawn, and the pieces of curves
/// that can are subdivided exactly as for the whole pixmap, so a band's
/// cells stay those of the whole picture. One wholly
/// left of it is replaced by its chord too: clamped onto x = 0, any path
/// between the same ends covers the visible pixels the same way. Large
/// curves that straddle the edge are halved first, so only their visible
/// parts are subdivided finely; work stays proportional to what is on
/// screen, not to the size of a path scaled far beyond it.
struct PathFlattener {
    /// Maximum distance between a curve and its flattened segments, in px
    /// (see the type's documentation for why it is this small).
    static let tolerance = 0.01
    /// Above this many segments a partly visible curve is split and culled.
    private static let cullThreshold = 32
    /// Bound on the recursion of splitting (2^16 pieces).
    private static let maxDepth = 16
    /// Bound on segments per curve piece, guarding against absurd inputs.
    private static let maxSegments = 4096

    private var accumulator: CoverageAccumulator
    private let width: Double
    /// The rows drawn: the pixmap's, or a band of them.
    private let top: Double, bottom: Double
    /// Segments this fill may still flatten and cells it may still hold
    /// (see `RasterBudget`); once either runs out, nothing more is added.
    private var segmentsLeft: Int
    private let cellLimit: Int
    private var segments = 0
    private var stopped = false

    init(width: Int, height: Int, rows: Range<Int>? = nil, budget: RasterBudget? = nil) {
        accumulator = CoverageAccumulator(width: width, height: height, rows: rows)
        self.width = Double(max(0, width))
        top = Double(accumulator.rows.lowerBound)
        bottom = Double(accumulator.rows.upperBound)
        segmentsLeft = budget?.remainingWork ?? Int.max
        cellLimit = budget?.limits.cellsPerFill ?? Int.max
    }

    /// Flattens `path` under `transform`; every subpath is closed. Returns
    /// the accumulated coverage, or `nil` when nothing is visible or a
    /// coordinate is not finite (a singular or overflowing transform draws
    /// nothing rather than garbage). `rows`: only those rows' cells are kept
    /// (see `CoverageAccumulator`); nil keeps all.
    ///
    /// Counted against the frame's `RasterBudget.current`: a fill that
    /// would pass a limit returns nil (and so does every later fill of the
    /// frame), having held at most the limit's cells.
    static func coverage(of path: Path, transform: AffineTransform, width: Int, height: Int,
                         rows: Range<Int>? = nil) -> CoverageAccumulator? {
        let budget = RasterBudget.current
        if let budget, budget.exceeded != nil { return nil }
        if let rows, cannotReach(rows, width: width, path: path, transform: transform) { return nil }
        var flattener = PathFlattener(width: width, height: height, rows: rows, budget: budget)
        let finite = flattener.add(path, transform: transform)
        if let budget {
            budget.charge(flattener.segments + flattener.accumulator.cells.count)
            if flattener.stopped, flattener.accumulator.cells.count > flattener.cellLimit {
                budget.exceed(.cellsInOneFill(limit: flattener.cellLimit))
            }
            if budget.exceeded != nil { return nil }
        }
        guard finite else { return nil }
        return flattener.accumulator.isEmpty ? nil : flattener.accumulator
    }

    /// Whether the path, under `transform`, lies wholly above or below
    /// `rows` or right of the picture (`width` columns), so that no cell
    /// of those rows can come from it: a frame drawn in bands then skips,
    /// in every band but those it crosses, the pass over its elements that
    /// would only turn them into chords outside the band. Decided from the
    /// box around its points and control points (`Path.controlBounds`,
    /// kept as the path is built), whose corners under the transform bound
    /// the outline, with a pixel to spare for rounding; a path with no
    /// such box, or a box that is not finite, is never skipped.
    static func cannotReach(_ rows: Range<Int>, width: Int, path: Path, transform t: AffineTransform) -> Bool {
        guard let box = path.controlBounds else { return false }
        let a = t.apply(to: Point(x: box.minX, y: box.minY)), b = t.apply(to: Point(x: box.maxX, y: box.minY))
        let c = t.apply(to: Point(x: box.minX, y: box.maxY)), d = t.apply(to: Point(x: box.maxX, y: box.maxY))
        let top = min(a.y, b.y, c.y, d.y), bottom = max(a.y, b.y, c.y, d.y), left = min(a.x, b.x, c.x, d.x)
        guard top.isFinite, bottom.isFinite, left.isFinite else { return false }
        return bottom < Double(rows.lowerBound) - 1 || top > Double(rows.upperBound) + 1 || left > Double(width) + 1
    }

    private mutating func add(_ path: Path, transform t: AffineTransform) -> Bool {
        var start = Point.zero
        var current = Point.zero
        var open = false
        for element in path.elements {
            if stopped { return true }
            switch element {
            case .move(let p):
                if open { line(current, start) }
                let q = t.apply(to: p)
                guard q.isFinite else { return false }
                start = q
                current = q
                open = true
            case .line(let p):
                let q = t.apply(to: p)
                guard q.isFinite else { return false }
                line(current, q)
                current = q
            case .quadCurve(let p, let c):
                let q = t.apply(to: p), qc = t.apply(to: c)
                guard q.isFinite, qc.isFinite else { return false }
                quad(current, qc, q, depth: 0)
                current = q
            case .curve(let p, let c1, let c2):
                let q = t.apply(to: p), q1 = t.apply(to: c1), q2 = t.apply(to: c2)
                guard q.isFinite, q1.isFinite, q2.isFinite else { return false }
                cubic(current, q1, q2, q, depth: 0)
                current = q
            case .close:
                line(current, start)
                current = start
                open = false
            }
        }
        if open { line(current, start) }
        return true
    }

    @inline(__always)
    private mutating func line(_ a: Point, _ b: Point) {
        guard !stopped else { return }
        accumulator.addLine(a.x, a.y, b.x, b.y)
        segments += 1
        // One segment adds at most a row's and a column's worth of cells, so
        // the cells held never pass the limit by more than that.
        if segments + accumulator.cells.count > segmentsLeft || accumulator.cells.count > cellLimit { stopped = true }
    }

    /// `true` when no point of the hull can touch a visible pixel except
    /// through its net vertical extent (see the type's documentation).
    private func chordSuffices(_ points: Point...) -> Bool {
        var minX = Double.infinity, maxX = -Double.infinity
        var minY = Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return maxY <= top || minY >= bottom || minX >= width || maxX <= 0
    }

    private mutating func quad(_ p0: Point, _ p1: Point, _ p2: Point, depth: Int) {
        guard !stopped else { return }
        // Wang's formula for degree 2: n = sqrt(2·(2−1)/8 · |p0 − 2p1 + p2| / tolerance).
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let n = segmentCount((0.25 * (ddx * ddx + ddy * ddy).squareRoot() / PathFlattener.tolerance).squareRoot())
        if n <= 1 || chordSuffices(p0, p1, p2) {
            line(p0, p2)
            return
        }
        if n > PathFlattener.cullThreshold && depth < PathFlattener.maxDepth {
            let a = p0.midpoint(p1), b = p1.midpoint(p2), m = a.midpoint(b)
            quad(p0, a, m, depth: depth + 1)
            quad(m, b, p2, depth: depth + 1)
            return
        }
        var previous = p0
        let step = 1 / Double(n)
        for i in 1..<n where !stopped {
            let next = quadPoint(p0, p1, p2, Double(i) * step)
            line(previous, next)
            previous = next
        }
        line(previous, p2)
    }

    private mutating func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, depth: Int) {
        guard !stopped else { return }
        // Wang's formula for degree 3: n = sqrt(3·2/8 · max|second difference| / tolerance).
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let m = max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
        let n = segmentCount((0.75 * m / PathFlattener.tolerance).squareRoot())
        if n <= 1 || chordSuffices(p0, p1, p2, p3) {
            line(p0, p3)
            return
        }
        if n > PathFlattener.cullThreshold && depth < PathFlattener.maxDepth {
            let ab = p0.midpoint(p1), bc = p1.midpoint(p2), cd = p2.midpoint(p3)
            let abc = ab.midpoint(bc), bcd = bc.midpoint(cd), mid = abc.midpoint(bcd)
            cubic(p0, ab, abc, mid, depth: depth + 1)
            cubic(mid, bcd, cd, p3, depth: depth + 1)
            return
        }
        var previous = p0
        let step = 1 / Double(n)
        for i in 1..<n where !stopped {
            let next = cubicPoint(p0, p1, p2, p3, Double(i) * step)
            line(previous, next)
            previous = next
        }
        line(previous, p3)
    }

    private func segmentCount(_ estimate: Double) -> Int {
        guard estimate.isFinite else { return PathFlattener.maxSegments }
        return Int(min(Double(PathFlattener.maxSegments), estimate.rounded(.up)))
    }
}
