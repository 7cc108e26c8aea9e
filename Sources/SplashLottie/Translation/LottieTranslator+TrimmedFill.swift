import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

/// Fills of trimmed paths. lottie-web's `TrimModifier` replaces a shape's
/// paths with their trimmed pieces, which every style above the trim in
/// its group then paints: a fill fills the trimmed (open) pieces, each
/// closed by a straight line from its end back to its start (SVG's and
/// canvas's implicit close).
///
/// Each piece is drawn with as many segments as the path has, so that its
/// structure is the same at every frame and a Core Animation path
/// animation can move it: a segment the trim leaves out is a curve of no
/// length at the piece's nearer end; one it cuts is the part of the cubic
/// between the two lengths (de Casteljau), its parameter found along 64
/// chords as the trim measures the path (`LottieBezier.length`).
extension LottieTranslator {
    /// The spans (fractions of its own length, in order) the trims `cuts`
    /// leave of one path at `frame`: the first trim's pieces, then each
    /// later trim cutting what the one before left.
    static func trimSpans(_ cuts: [PathTrim], atFrame frame: Double) -> [(start: Double, end: Double)] {
        guard let first = cuts.first else { return [(0, 1)] }
        let s = first.trim.start.value(atFrame: frame), e = first.trim.end.value(atFrame: frame), o = first.trim.offset.value(atFrame: frame)
        let pieces = first.isShared
            ? sharedTrimPieces(start: s, end: e, offset: o, lengths: first.paths.lengths(atFrame: frame), index: first.index)
            : trimPieces(start: s, end: e, offset: o)
        var spans = [(pieces[0], pieces[1]), (pieces[2], pieces[3])].filter { $0.1 > $0.0 }
        for cut in cuts.dropFirst() {
            spans = retrimmed(spans, start: cut.trim.start.value(atFrame: frame), end: cut.trim.end.value(atFrame: frame),
                              offset: cut.trim.offset.value(atFrame: frame))
        }
        return spans
    }

    /// The filled geometry of `shapes`, each trimmed by its `cuts`, at every
    /// frame where a trim or a shape has keyframes (and every frame between).
    func trimmedFillGeometry(_ shapes: [LottieShapePath], cuts: [[PathTrim]], at itemPath: String,
                             clock: LottieClock) throws(JSONFileError) -> PathGeometry {
        let pieceCount = cuts.map { $0.count > 1 ? Self.maximumRetrimmedPieces : 2 }
        func beziers(atFrame frame: Double) -> [LottieBezier] {
            var result: [LottieBezier] = []
            for (index, shape) in shapes.enumerated() {
                let bezier = shape.bezier(atFrame: frame)
                let spans = Self.trimSpans(cuts[index], atFrame: frame)
                for piece in 0..<pieceCount[index] {
                    result.append(bezier.piece(piece < spans.count ? spans[piece] : nil))
                }
            }
            return result
        }
        var frames = shapes.flatMap(\.keyframeFrames)
        for list in cuts {
            for cut in list {
                frames += [cut.trim.start, cut.trim.end, cut.trim.offset].flatMap { $0.isAnimated ? $0.keyframes.map(\.frame) : [] }
                if cut.isShared { frames += cut.paths.paths.flatMap { $0.shape.keyframeFrames } }
            }
        }
        frames = Array(Set(frames)).sorted()
        let resting = beziers(atFrame: frames.first ?? 0)
        let vertexCount = resting.reduce(0) { $0 + $1.vertices.count }
        guard vertexCount <= Self.maximumVertices else {
            throw error(itemPath, "a trimmed shape has \(vertexCount) vertices; at most \(Self.maximumVertices) are drawn")
        }
        try spend(at: itemPath) { (budget) throws(ExpansionError) in try budget.spend(vertices: vertexCount, stroked: false) }
        func combined(_ list: [LottieBezier]) -> Path {
            var path = Path()
            for bezier in list { path.addPath(bezier.path) }
            return path
        }
        let path = combined(resting)
        guard frames.count > 1 else { return PathGeometry(path: path, animations: []) }
        let count = path.coordinates.count
        try spendSamples(count / 64)
        let animations = try baked(frames: frames, holds: frames.map { _ in false }, [.pathCoordinate(0)], clock: clock) { frame in
            let coordinates = combined(beziers(atFrame: frame)).coordinates
            // A path whose vertex count changes keeps the first frame's structure.
            return coordinates.count == count ? coordinates
                : Array(coordinates.prefix(count)) + Array(repeating: 0, count: max(0, count - coordinates.count))
        }
        return PathGeometry(path: path, animations: animations)
    }
}

extension LottieBezier {
    /// The open piece of the path between fractions `span` of its length,
    /// with one segment for each of the path's (nil: nothing, every
    /// segment of no length at the first vertex).
    func piece(_ span: (start: Double, end: Double)?) -> LottieBezier {
        let count = vertices.count
        let segmentCount = closed ? count : max(count - 1, 0)
        let origin = vertices.first ?? .zero
        guard segmentCount > 0 else {
            return LottieBezier(closed: false, vertices: [origin], inTangents: [.zero], outTangents: [.zero])
        }
        let cubics = (0..<segmentCount).map { j -> [Point] in
            let next = (j + 1) % count
            return [vertices[j], vertices[j] + outTangents[j], vertices[next] + inTangents[next], vertices[next]]
        }
        let tables = cubics.map(Self.chordLengths)
        let lengths = tables.map { $0[$0.count - 1] }
        let total = lengths.reduce(0, +)
        var points: [Point] = [], ins: [Point] = [], outs: [Point] = []
        guard let span, total > 0 else {
            let point = span == nil ? origin : cubics[0][0]
            return LottieBezier(closed: false, vertices: Array(repeating: point, count: segmentCount + 1),
                                inTangents: Array(repeating: .zero, count: segmentCount + 1),
                                outTangents: Array(repeating: .zero, count: segmentCount + 1))
        }
        let from = span.start * total, to = span.end * total
        /// The point at length `length` along the path.
        func point(at length: Double) -> Point {
            var before = 0.0
            for (j, segment) in lengths.enumerated() {
                if length <= before + segment || j == lengths.count - 1 {
                    let t = Self.parameter(at: min(max(length - before, 0), segment), table: tables[j])
                    return Self.evaluate(cubics[j], t)
                }
                before += segment
            }
            return origin
        }
        var pen = point(at: from)
        points.append(pen)
        ins.append(.zero)
        var before = 0.0
        for (j, segment) in lengths.enumerated() {
            let low = max(from, before), high = min(to, before + segment)
            defer { before += segment }
            guard high > low else {
                // Left out: no length, where the piece is.
                if before >= to { pen = point(at: to) }
                outs.append(.zero)
                points.append(pen)
                ins.append(.zero)
                continue
            }
            let t0 = Self.parameter(at: low - before, table: tables[j]), t1 = Self.parameter(at: high - before, table: tables[j])
            let part = Self.split(cubics[j], from: t0, to: t1)
            outs.append(part[1] - part[0])
            points.append(part[3])
            ins.append(part[2] - part[3])
            pen = part[3]
        }
        outs.append(.zero)
        return LottieBezier(closed: false, vertices: points, inTangents: ins, outTangents: outs)
    }

    /// The length along a cubic at 0, 1/64, … 1 of its parameter.
    static func chordLengths(_ cubic: [Point]) -> [Double] {
        var lengths = [0.0]
        var previous = cubic[0]
        for step in 1...64 {
            let point = evaluate(cubic, Double(step) / 64)
            let dx = point.x - previous.x, dy = point.y - previous.y
            lengths.append(lengths[lengths.count - 1] + (dx * dx + dy * dy).squareRoot())
            previous = point
        }
        return lengths
    }

    static func evaluate(_ c: [Point], _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, d = 3 * u * t * t, e = t * t * t
        return Point(x: a * c[0].x + b * c[1].x + d * c[2].x + e * c[3].x, y: a * c[0].y + b * c[1].y + d * c[2].y + e * c[3].y)
    }

    /// The parameter at `length` along a cubic whose chord table is `table`.
    static func parameter(at length: Double, table: [Double]) -> Double {
        guard length > 0 else { return 0 }
        guard length < table[table.count - 1] else { return 1 }
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if table[middle] <= length { low = middle } else { high = middle }
        }
        let chord = table[high] - table[low]
        let fraction = chord > 0 ? (length - table[low]) / chord : 0
        return (Double(low) + fraction) / Double(table.count - 1)
    }

    /// The part of a cubic between parameters t0 ≤ t1, as a cubic.
    static func split(_ c: [Point], from t0: Double, to t1: Double) -> [Point] {
        func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        /// The part from t on.
        func tail(_ c: [Point], _ t: Double) -> [Point] {
            let ab = lerp(c[0], c[1], t), bc = lerp(c[1], c[2], t), cd = lerp(c[2], c[3], t)
            let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
            return [lerp(abc, bcd, t), bcd, cd, c[3]]
        }
        /// The part up to t.
        func head(_ c: [Point], _ t: Double) -> [Point] {
            let ab = lerp(c[0], c[1], t), bc = lerp(c[1], c[2], t), cd = lerp(c[2], c[3], t)
            let abc = lerp(ab, bc, t), bcd = lerp(bc, cd, t)
            return [c[0], ab, abc, lerp(abc, bcd, t)]
        }
        let rest = tail(c, t0)
        guard t1 < 1 else { return rest }
        let within = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return head(rest, within)
    }
}

extension Point {
    static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}
