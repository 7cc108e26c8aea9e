import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

/// How one trim cuts one path: the trim, every path it trims (in the order
/// listed) and which of them this one is. Trimmed simultaneously (`m` 1),
/// or individually (`m` 2) with a single path, the path is cut on its own;
/// trimmed individually, the trim's paths are cut as one length, one after
/// the other (lottie-web's `TrimModifier`, `calculateShapeEdges`), each
/// measured in its own coordinates.
struct PathTrim {
    var trim: LottieTrim
    var paths: TrimmedPaths
    var index: Int

    var isShared: Bool { trim.individually && paths.paths.count > 1 && paths.paths.indices.contains(index) }
}

extension LottieTranslator {
    /// `shape` trimmed as Lottie trims a path (lottie-web's
    /// `TrimModifier`): start and end in percent, within 0…100, swapped
    /// when the start is past the end, both moved on by offset ÷ 360 of
    /// the length; a piece that runs past the end of the path continues
    /// from its start. Core Animation's `strokeStart`/`strokeEnd` draw one
    /// piece, so a piece round the end is two layers:
    ///
    ///     s = 60 %, e = 90 %, o = 72° (+20 %)   →  80 %…100 % and 0 %…10 %
    func trimmed(_ shape: Layer, _ cut: PathTrim, clock: LottieClock) throws(JSONFileError) -> [Layer] {
        let trim = cut.trim
        let start = trim.start, end = trim.end, offset = trim.offset
        let shared = cut.isShared
        // The frames where what the pieces depend on has keyframes.
        var keyframed = [start, end, offset].flatMap { $0.isAnimated ? $0.keyframes.map(\.frame) : [] }
        if shared { keyframed += cut.paths.paths.flatMap { $0.shape.keyframeFrames } }
        let frames = Array(Set(keyframed)).sorted()
        func pieces(atFrame frame: Double) -> [Double] {
            let s = start.value(atFrame: frame), e = end.value(atFrame: frame), o = offset.value(atFrame: frame)
            guard shared else { return Self.trimPieces(start: s, end: e, offset: o) }
            return Self.sharedTrimPieces(start: s, end: e, offset: o,
                                         lengths: cut.paths.lengths(atFrame: frame), index: cut.index)
        }
        var first = shape, second = shape
        let resting = pieces(atFrame: frames.first ?? 0)
        first.updateShapeStroke { $0.start = resting[0]; $0.end = resting[1] }
        second.updateShapeStroke { $0.start = resting[2]; $0.end = resting[3] }
        guard !frames.isEmpty else {
            return resting[3] > resting[2] ? [first, second] : [first]
        }
        // Straight from the keyframes when the offset is 0 and the start
        // never passes the end. The resting values are each end's own
        // (a static one has no animation to set it): not the pieces at
        // the first keyframe, which are empty (0, 0) where start and end
        // meet there, and would leave a static end at 0 for good (a start
        // going 100 → 0 under an end of 100 drew nothing at any frame).
        let starts = start.keyframes.map(\.value), ends = end.keyframes.map(\.value)
        if !shared, !offset.isAnimated, offset.first.truncatingRemainder(dividingBy: 360) == 0,
           let latestStart = starts.max(), let earliestEnd = ends.min(), latestStart <= earliestEnd {
            first.updateShapeStroke { $0.start = Self.unit(start.first); $0.end = Self.unit(end.first) }
            first.animations += try animations(start, .strokeStart, clock: clock) { Self.unit($0) }
            first.animations += try animations(end, .strokeEnd, clock: clock) { Self.unit($0) }
            return [first]
        }
        let holds = frames.map { _ in false }
        first.animations += try baked(frames: frames, holds: holds, [.strokeStart, .strokeEnd], clock: clock) { Array(pieces(atFrame: $0).prefix(2)) }
        second.animations += try baked(frames: frames, holds: holds, [.strokeStart, .strokeEnd], clock: clock) { Array(pieces(atFrame: $0).suffix(2)) }
        return [first, second]
    }

    /// `shape` trimmed by several trims in turn, as lottie-web's modifiers
    /// apply in order (the one listed first, then those after it and in
    /// the groups around): each trims the path the one before left, a
    /// collection of pieces measured as one length, one piece after the
    /// other (its `TrimModifier` sums the lengths of a shape's paths). The
    /// pieces are kept as spans of the original path, each drawn by a
    /// layer of its own (`strokeStart`, `strokeEnd`):
    ///
    ///     first s 20 %, e 80 %            →  20 %…80 % (0.6 of its length)
    ///     then s 0, e 50 % of that        →  20 %…50 %
    func trimmed(_ shape: Layer, _ cuts: [PathTrim], clock: LottieClock) throws(JSONFileError) -> [Layer] {
        if cuts.count == 1 { return try trimmed(shape, cuts[0], clock: clock) }
        guard cuts.count > 1 else { return [shape] }
        try spendLayers(Self.maximumRetrimmedPieces, at: cuts[0].trim.start.path)
        var keyframed: [Double] = []
        for (index, cut) in cuts.enumerated() {
            keyframed += [cut.trim.start, cut.trim.end, cut.trim.offset].flatMap { $0.isAnimated ? $0.keyframes.map(\.frame) : [] }
            if index == 0, cut.isShared { keyframed += cut.paths.paths.flatMap { $0.shape.keyframeFrames } }
        }
        let frames = Array(Set(keyframed)).sorted()
        func spans(atFrame frame: Double) -> [(start: Double, end: Double)] {
            let first = cuts[0].trim
            let s = first.start.value(atFrame: frame), e = first.end.value(atFrame: frame), o = first.offset.value(atFrame: frame)
            let pieces = cuts[0].isShared
                ? Self.sharedTrimPieces(start: s, end: e, offset: o, lengths: cuts[0].paths.lengths(atFrame: frame), index: cuts[0].index)
                : Self.trimPieces(start: s, end: e, offset: o)
            var spans = [(pieces[0], pieces[1]), (pieces[2], pieces[3])].filter { $0.1 > $0.0 }
            for cut in cuts.dropFirst() {
                spans = Self.retrimmed(spans, start: cut.trim.start.value(atFrame: frame), end: cut.trim.end.value(atFrame: frame),
                                       offset: cut.trim.offset.value(atFrame: frame))
            }
            return spans
        }
        func piece(_ index: Int, _ spans: [(start: Double, end: Double)]) -> [Double] {
            index < spans.count ? [spans[index].start, spans[index].end] : [0, 0]
        }
        let resting = spans(atFrame: frames.first ?? 0)
        let count = frames.count > 1 ? Self.maximumRetrimmedPieces : resting.count
        var layers: [Layer] = []
        for index in 0..<count {
            var layer = shape
            let rest = piece(index, resting)
            layer.updateShapeStroke { $0.start = rest[0]; $0.end = rest[1] }
            if frames.count > 1 {
                layer.animations += try baked(frames: frames, holds: frames.map { _ in false }, [.strokeStart, .strokeEnd], clock: clock) {
                    piece(index, spans(atFrame: $0))
                }
            }
            layers.append(layer)
        }
        return layers
    }

    /// The most spans two trims leave of a path: the first two pieces
    /// (round its end), each cut by the second's two.
    static let maximumRetrimmedPieces = 4

    /// What a trim (`start`, `end` in percent, `offset` in degrees) leaves
    /// of `spans` (fractions of a path, in order), measured as one length
    /// one span after the other (lottie-web's `TrimModifier` on a shape of
    /// several paths); at most as many spans again as it had, plus one.
    ///
    ///     spans 0.6…1 and 0…0.2 (0.6 of the path), s 50 %, e 100 %
    ///       → the second half of 0.6: 0.9…1 and 0…0.2
    static func retrimmed(_ spans: [(start: Double, end: Double)], start: Double, end: Double,
                          offset: Double) -> [(start: Double, end: Double)] {
        let (s, e) = trimEnds(start: start, end: end, offset: offset)
        if s == e { return [] }
        if s == 0 && e == 1 { return spans }
        let total = spans.reduce(0) { $0 + ($1.end - $1.start) }
        let segments: [(Double, Double)] = e <= 1 ? [(s, e)] : s >= 1 ? [(s - 1, e - 1)] : [(s, 1), (0, e - 1)]
        var result: [(start: Double, end: Double)] = []
        for (a, b) in segments {
            let from = a * total, to = b * total
            var before = 0.0
            for span in spans {
                let length = span.end - span.start
                let low = max(from, before), high = min(to, before + length)
                if high > low { result.append((span.start + low - before, span.start + high - before)) }
                before += length
            }
        }
        return result
    }

    /// The trim's start and end as lottie-web computes them: each within
    /// 0…1, moved on by the offset, in order, rounded to 1/10000.
    static func trimEnds(start: Double, end: Double, offset: Double) -> (start: Double, end: Double) {
        var shift = offset.truncatingRemainder(dividingBy: 360) / 360
        if shift < 0 { shift += 1 }
        var s = unit(start) + shift, e = unit(end) + shift
        if s > e { swap(&s, &e) }
        return ((s * 10000).rounded() / 10000, (e * 10000).rounded() / 10000)
    }

    /// The two pieces (start, end, start, end, as fractions) a trim draws;
    /// the second is empty (0, 0) unless the first runs past the end.
    /// Nothing is drawn when start and end meet (after rounding).
    static func trimPieces(start: Double, end: Double, offset: Double) -> [Double] {
        var (s, e) = trimEnds(start: start, end: end, offset: offset)
        if s == e { return [0, 0, 0, 0] }
        if s >= 1 { s -= 1; e -= 1 }
        guard e > 1 else { return [s, e, 0, 0] }
        return [s, 1, 0, e - 1]
    }

    /// The pieces (start, end, start, end, as fractions of its own length)
    /// of path `index` of paths of `lengths`, trimmed individually: the
    /// trim's ends measured along all of them, one after the other
    /// (lottie-web's `calculateShapeEdges`).
    ///
    ///     lengths 100 and 300, s = 0, e = 50 %  →  path 0: 0…1; path 1: 0…⅓
    static func sharedTrimPieces(start: Double, end: Double, offset: Double, lengths: [Double], index: Int) -> [Double] {
        let (s, e) = trimEnds(start: start, end: end, offset: offset)
        if s == e { return [0, 0, 0, 0] }
        if s == 0 && e == 1 { return [0, 1, 0, 0] }
        let total = lengths.reduce(0, +)
        let length = lengths[index], before = lengths[..<index].reduce(0, +)
        guard length > 0 else { return [0, 0, 0, 0] }
        let segments: [(Double, Double)] = e <= 1 ? [(s, e)] : s >= 1 ? [(s - 1, e - 1)] : [(s, 1), (0, e - 1)]
        var pieces: [Double] = []
        for (a, b) in segments where !(b * total < before || a * total > before + length) {
            pieces.append(a * total <= before ? 0 : (a * total - before) / length)
            pieces.append(b * total >= before + length ? 1 : (b * total - before) / length)
        }
        while pieces.count < 4 { pieces.append(0) }
        return pieces
    }
}

extension LottieBezier {
    /// Its length, each cubic measured along 64 chords (as lottie-web
    /// measures for its trims, along many chords).
    var length: Double {
        let count = vertices.count
        guard count > 1 else { return 0 }
        var total = 0.0
        for j in 0..<(closed ? count : count - 1) {
            let next = (j + 1) % count
            let p0 = vertices[j], p1 = vertices[j] + outTangents[j], p2 = vertices[next] + inTangents[next], p3 = vertices[next]
            var previous = p0
            for step in 1...64 {
                let t = Double(step) / 64, u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                let point = Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
                let dx = point.x - previous.x, dy = point.y - previous.y
                total += (dx * dx + dy * dy).squareRoot()
                previous = point
            }
        }
        return total
    }
}
