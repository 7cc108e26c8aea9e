import SplashAnimation
import SplashGeometry

extension LottieKeyframes where Value == [Double] {
    /// The value at a frame, as Lottie players compute it (see
    /// `LottieKeyframes`): for baking what Core Animation's keyframes
    /// cannot say directly.
    func value(atFrame frame: Double) -> [Double] {
        guard let (index, progress) = segment(atFrame: frame) else {
            return frame < keyframes[0].frame ? keyframes[0].value : keyframes[keyframes.count - 1].value
        }
        let from = keyframes[index], to = keyframes[index + 1]
        if from.hold { return from.value }
        let count = min(from.value.count, to.value.count)
        if from.hasSpatialTangents, count >= 2 {
            let eased = from.eased(progress, dimension: 0)
            let start = Point(x: from.value[0], y: from.value[1]), end = Point(x: to.value[0], y: to.value[1])
            let out = from.spatialOut ?? [], into = from.spatialIn ?? []
            let control1 = Point(x: start.x + (out.first ?? 0), y: start.y + (out.count > 1 ? out[1] : 0))
            let control2 = Point(x: end.x + (into.first ?? 0), y: end.y + (into.count > 1 ? into[1] : 0))
            let point = SpatialBezier(start, control1, control2, end).point(atLengthFraction: eased)
            return [point.x, point.y] + (2..<count).map { from.value[$0] + (to.value[$0] - from.value[$0]) * eased }
        }
        return (0..<count).map { d in from.value[d] + (to.value[d] - from.value[d]) * from.eased(progress, dimension: d) }
    }
}

extension LottieKeyframes {
    /// The segment a frame falls in and how far along it is (0..<1); nil
    /// before the first keyframe or from the last on.
    func segment(atFrame frame: Double) -> (Int, Double)? {
        guard keyframes.count > 1, frame >= keyframes[0].frame, frame < keyframes[keyframes.count - 1].frame else { return nil }
        var low = 0, high = keyframes.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if keyframes[middle].frame <= frame { low = middle } else { high = middle }
        }
        let length = keyframes[low + 1].frame - keyframes[low].frame
        return (low, length > 0 ? (frame - keyframes[low].frame) / length : 1)
    }
}

extension LottieKeyframes where Value == Double {
    /// A number's value at a frame, as Lottie players compute it.
    func value(atFrame frame: Double) -> Double {
        guard let (index, progress) = segment(atFrame: frame) else {
            return frame < keyframes[0].frame ? keyframes[0].value : keyframes[keyframes.count - 1].value
        }
        let from = keyframes[index], to = keyframes[index + 1]
        return from.hold ? from.value : from.value + (to.value - from.value) * from.eased(progress, dimension: 0)
    }
}

extension LottieKeyframes where Value == LottieBezier {
    /// The path at a frame: vertex by vertex between keyframes, eased by
    /// the keyframe's (first) easing.
    func value(atFrame frame: Double) -> LottieBezier {
        guard let (index, progress) = segment(atFrame: frame) else {
            return frame < keyframes[0].frame ? keyframes[0].value : keyframes[keyframes.count - 1].value
        }
        let from = keyframes[index], to = keyframes[index + 1]
        if from.hold { return from.value }
        return LottieBezier.interpolate(from.value, to.value, fraction: from.eased(progress, dimension: 0))
    }
}

extension LottieKeyframe {
    /// Lottie's easing of dimension `d` at linear progress `p`: the
    /// keyframe's out handle and the next one's in handle as a cubic
    /// timing curve (exactly `CAMediaTimingFunction`'s).
    func eased(_ p: Double, dimension d: Int) -> Double {
        timingFunction(dimension: d).value(at: p)
    }

    /// The timing function of dimension `d` out of this keyframe.
    func timingFunction(dimension d: Int) -> TimingFunction {
        let (out, into) = easing(dimension: d)
        return TimingFunction(controlPoints: out.x, out.y, into.x, into.y)
    }
}

/// A cubic Bézier measured by length, as Lottie moves a position along
/// its spatial tangents: lottie-web samples it at 150 points and moves at
/// constant speed along the chords.
struct SpatialBezier {
    static let samples = 150
    let points: [Point]
    let lengths: [Double]

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        var points: [Point] = []
        var lengths: [Double] = [0]
        points.reserveCapacity(Self.samples + 1)
        for i in 0...Self.samples {
            let u = Double(i) / Double(Self.samples), v = 1 - u
            let a = v * v * v, b = 3 * v * v * u, c = 3 * v * u * u, d = u * u * u
            let point = Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
            if let last = points.last { lengths.append(lengths[lengths.count - 1] + ((point.x - last.x) * (point.x - last.x) + (point.y - last.y) * (point.y - last.y)).squareRoot()) }
            points.append(point)
        }
        self.points = points
        self.lengths = lengths
    }

    /// The point `fraction` of the way along (extrapolated along the end
    /// chords for an easing that overshoots).
    func point(atLengthFraction fraction: Double) -> Point {
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return points[0] }
        let target = fraction * total
        var index = 0
        if target >= total {
            index = lengths.count - 2
        } else if target > 0 {
            var low = 0, high = lengths.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if lengths[middle] <= target { low = middle } else { high = middle }
            }
            index = low
        }
        let chord = lengths[index + 1] - lengths[index]
        let t = chord > 0 ? (target - lengths[index]) / chord : 0
        let a = points[index], b = points[index + 1]
        return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
