/// The pieces of a path that a `CAShapeLayer` strokes: `strokeStart` and
/// `strokeEnd` keep a part of the whole path by length, then a dash pattern
/// cuts that part into dashes.
extension Polyline {
    /// The length of the polyline, its closing segment included when closed.
    var length: Double {
        var total = 0.0
        for i in 1..<max(1, points.count) { total += points[i - 1].distance(to: points[i]) }
        if isClosed, points.count > 2, let first = points.first, let last = points.last { total += last.distance(to: first) }
        return total
    }

    /// The points in drawing order, the first repeated at the end when
    /// closed: the polyline as one open walk.
    var walk: [Point] {
        isClosed && points.count > 2 ? points + [points[0]] : points
    }
}

extension Point {
    func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension [Polyline] {
    /// The part from `start` to `end` of the whole length (fractions 0…1,
    /// as `strokeStart` and `strokeEnd`: "the relative location at which to
    /// begin/stop stroking the path", CAShapeLayer.h): subpaths count in
    /// order, one after the other. A subpath cut anywhere becomes open (its
    /// cut ends get the line's caps); one kept whole stays as it was.
    /// Nothing when `start >= end`.
    /// Points closer than `minimum` are merged, as in `Path.polylines`.
    func trimmed(from start: Double, to end: Double, minimum: Double) -> [Polyline] {
        let start = Swift.min(1, Swift.max(0, start.isFinite ? start : 0))
        let end = Swift.min(1, Swift.max(0, end.isFinite ? end : 1))
        if start <= 0 && end >= 1 { return self }
        guard start < end else { return [] }
        let lengths = map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        let from = start * total, to = end * total
        var result: [Polyline] = []
        var offset = 0.0
        for (line, length) in zip(self, lengths) {
            defer { offset += length }
            let lower = Swift.max(0, from - offset), upper = Swift.min(length, to - offset)
            guard upper > lower else { continue }
            if lower <= 0 && upper >= length {
                result.append(line)
            } else if let piece = line.walk.piece(from: lower, to: upper, minimum: minimum) {
                result.append(piece)
            }
        }
        return result
    }

    /// The dashes of `dash` along each subpath (the pattern restarts at
    /// each subpath's start, `phase` into it), or nil when there would be
    /// more than `maximumPieces`. A solid or undrawable pattern keeps the
    /// lines as they are.
    func dashed(_ dash: LineDash, maximumPieces: Int, minimum: Double) -> [Polyline]? {
        guard dash.isDrawable else { return self }
        let lengths = dash.evenLengths
        let period = dash.period
        // Every dash is at most one piece per painted length per period.
        let onCount = Swift.max(1, lengths.count / 2)
        var estimate = 0.0
        for line in self { estimate += (line.length / period + 2) * Double(onCount) }
        guard estimate <= Double(maximumPieces) else { return nil }
        var result: [Polyline] = []
        for line in self {
            let walk = line.walk
            let length = line.length
            // Where in the pattern the subpath starts.
            var index = 0
            var left = (dash.phase.truncatingRemainder(dividingBy: period) + period).truncatingRemainder(dividingBy: period)
            while left >= lengths[index] {
                left -= lengths[index]
                index = (index + 1) % lengths.count
            }
            var position = -left
            while position < length {
                let pieceEnd = position + lengths[index]
                if index % 2 == 0, pieceEnd > 0 || lengths[index] == 0 {
                    if let piece = walk.piece(from: Swift.max(0, position), to: Swift.min(length, pieceEnd), minimum: minimum) {
                        result.append(piece)
                    }
                }
                position = pieceEnd
                index = (index + 1) % lengths.count
            }
        }
        return result
    }
}

extension [Point] {
    /// The open walk between arc lengths `from` and `to` along these points
    /// (a single point for a zero-length piece, which round and square caps
    /// draw as a dot, as Core Graphics does).
    func piece(from: Double, to: Double, minimum: Double) -> Polyline? {
        guard count > 1, to >= from else { return nil }
        var points: [Point] = []
        func add(_ p: Point) {
            if let last = points.last, last.distance(to: p) <= minimum { return }
            points.append(p)
        }
        var travelled = 0.0
        for i in 1..<count {
            let a = self[i - 1], b = self[i]
            let segment = a.distance(to: b)
            let segmentEnd = travelled + segment
            if segmentEnd >= from, travelled <= to, segment > 0 {
                if points.isEmpty { add(a.moved(toward: b, by: Swift.max(0, from - travelled) / segment)) }
                if segmentEnd <= to {
                    add(b)
                } else {
                    add(a.moved(toward: b, by: (to - travelled) / segment))
                    break
                }
            }
            travelled = segmentEnd
            if travelled > to { break }
        }
        guard !points.isEmpty else { return nil }
        return Polyline(points: points, isClosed: false)
    }
}

extension Point {
    func moved(toward other: Point, by fraction: Double) -> Point {
        Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }
}
