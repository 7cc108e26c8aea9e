/// One animatable property of a Lottie file (Bodymovin's "animated
/// property": `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`), in
/// the file's own units (frames, percent, degrees, pixels). A static value
/// is a single keyframe.
///
/// Lottie's interpolation between keyframe k and k + 1 (lottie-web's
/// `interpolateValue`, After Effects' temporal and spatial interpolation):
///
///     frame   t_k ─────────────── f ──────────── t_k+1
///     p       (f − t_k) / (t_k+1 − t_k)
///     eased   per dimension d: the cubic Bézier (0,0) (o.x[d], o.y[d])
///             (i.x[d], i.y[d]) (1,1) at p — a CAMediaTimingFunction
///     value   s_k[d] + (s_k+1[d] − s_k[d]) × eased[d]
///             a hold keyframe (h = 1) keeps s_k until t_k+1;
///             a position with spatial tangents (to, ti) moves along the
///             Bézier s_k, s_k + to, s_k+1 + ti, s_k+1 by arc length
///
/// Before the first keyframe the first value holds, after the last the last.
struct LottieKeyframes<Value: Sendable & Hashable>: Sendable, Hashable {
    var keyframes: [LottieKeyframe<Value>]
    /// The JSON path of the property, for messages.
    var path: String

    var isAnimated: Bool { keyframes.count > 1 }
    var first: Value { keyframes[0].value }

    init(constant value: Value, path: String) {
        keyframes = [LottieKeyframe(frame: 0, value: value)]
        self.path = path
    }

    init(keyframes: [LottieKeyframe<Value>], path: String) {
        self.keyframes = keyframes
        self.path = path
    }

    /// The same keyframes with each value changed by `transform`.
    func map<Other>(_ transform: (Value) -> Other) -> LottieKeyframes<Other> {
        LottieKeyframes<Other>(keyframes: keyframes.map { $0.map(transform) }, path: path)
    }
}

/// A keyframe: its frame, its value, and how it leaves for the next one.
struct LottieKeyframe<Value: Sendable & Hashable>: Sendable, Hashable {
    var frame: Double
    var value: Value
    /// `h = 1`: the value holds until the next keyframe.
    var hold = false
    /// The easing out of this keyframe (`o`) and into the next (`i`), one
    /// control point per dimension (a single one serves every dimension).
    var easeOut: [LottiePoint] = [LottiePoint(x: 0, y: 0)]
    var easeIn: [LottiePoint] = [LottiePoint(x: 1, y: 1)]
    /// Spatial tangents (`to`, `ti`), relative to this keyframe's value and
    /// the next's; nil or zero: a straight line.
    var spatialOut: [Double]?
    var spatialIn: [Double]?

    init(frame: Double, value: Value) {
        self.frame = frame
        self.value = value
    }

    func map<Other>(_ transform: (Value) -> Other) -> LottieKeyframe<Other> {
        var mapped = LottieKeyframe<Other>(frame: frame, value: transform(value))
        mapped.hold = hold
        mapped.easeOut = easeOut
        mapped.easeIn = easeIn
        mapped.spatialOut = spatialOut
        mapped.spatialIn = spatialIn
        return mapped
    }

    /// The easing control points of dimension `d`.
    func easing(dimension d: Int) -> (out: LottiePoint, in: LottiePoint) {
        (easeOut[min(d, easeOut.count - 1)], easeIn[min(d, easeIn.count - 1)])
    }

    /// Whether an easing handle's y is beyond `limit` (either way).
    func exceedsEasing(_ limit: Double) -> Bool { (easeOut + easeIn).contains { !(abs($0.y) <= limit) } }

    /// Its easing handles' y within ±`limit`.
    mutating func bindEasing(to limit: Double) {
        easeOut = easeOut.map { LottiePoint(x: $0.x, y: min(max($0.y, -limit), limit)) }
        easeIn = easeIn.map { LottiePoint(x: $0.x, y: min(max($0.y, -limit), limit)) }
    }

    /// Whether the keyframe leaves along a curve rather than a line.
    var hasSpatialTangents: Bool {
        (spatialOut ?? []).contains { $0 != 0 } || (spatialIn ?? []).contains { $0 != 0 }
    }
}

struct LottiePoint: Sendable, Hashable {
    var x: Double
    var y: Double
}
