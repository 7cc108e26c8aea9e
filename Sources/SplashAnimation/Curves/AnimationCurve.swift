/// What an animation does over one iteration: the three kinds of Core
/// Animation property animation.
public enum AnimationCurve<Value: Interpolatable>: Sendable {
    /// `CABasicAnimation`: from one value to another, progress
    /// (localTime / duration) eased by the timing function. nil values
    /// follow Core Animation's from/to/by rules, with the layer's model
    /// value as the "current" value:
    ///
    ///     from  to   by       animates
    ///     ✓     ✓    –        from → to
    ///     ✓     –    ✓        from → from + by
    ///     –     ✓    ✓        to − by → to
    ///     ✓     –    –        from → model
    ///     –     ✓    –        model → to
    ///     –     –    ✓        model → model + by
    ///     –     –    –        model → model (no visible change)
    ///     ✓     ✓    ✓        invalid (`validate()`); evaluated as from → to
    case basic(from: Value?, to: Value?, by: Value?, timingFunction: TimingFunction)

    /// `CAKeyframeAnimation`: a path through `values`.
    ///
    /// * `keyTimes` (fractions of the duration, increasing from 0 to 1) say
    ///   when each value is reached; nil spaces them evenly. Equal
    ///   neighbouring key times make a jump. In discrete mode there may be
    ///   one more key time than values (Core Animation's documented form:
    ///   the last marks the end) or as many (each value holds from its key
    ///   time to the next; the last to the end); nil gives each value an
    ///   equal share.
    /// * `timingFunctions` ease each segment on its own 0...1 progress:
    ///   either one per segment (values − 1, Core Animation's rule), or a
    ///   single one used for every segment (our convenience), or none
    ///   (linear). Other counts are invalid (`validate()`); evaluation then
    ///   uses the ones there are and linear for the rest.
    ///
    /// For example a mask that dips, then grows: values [1, 0.85, 18], keyTimes
    /// [0, 0.2, 1], timing [easeInEaseOut, easeOut], duration 0.6 s:
    ///
    ///     local time   0 ──── 0.12 s ─────────────────────── 0.6 s
    ///     value        1 ─ease─▶ 0.85 ──────easeOut────────▶ 18
    ///                  segment 0           segment 1
    ///
    /// A single value is a constant (how a non-animated property is one
    /// keyframe). No values is invalid and never applied.
    case keyframes(values: [Value], keyTimes: [Double]?, timingFunctions: [TimingFunction], calculationMode: CalculationMode)

    /// `CASpringAnimation`: from one value to another along a spring,
    /// evaluated at the local time in seconds (not normalised by the
    /// duration: the duration only says when the animation stops, and is
    /// normally the spring's `settlingDuration`). nil from/to are the
    /// model value.
    case spring(from: Value?, to: Value?, spring: Spring)
}

extension AnimationCurve: Equatable where Value: Equatable {}
extension AnimationCurve: Hashable where Value: Hashable {}

extension AnimationCurve {
    /// The value at `localTime` seconds into an iteration of `duration`
    /// seconds, given the model value; nil when there is nothing to show
    /// (a keyframe animation without values).
    public func value(atLocalTime localTime: Double, duration: Double, base: Value) -> Value? {
        let progress = duration > 0 ? localTime / duration : 1
        switch self {
        case let .basic(from, to, by, timingFunction):
            let (start, end) = Self.endpoints(from: from, to: to, by: by, base: base)
            return Value.interpolate(from: start, to: end, fraction: timingFunction.value(at: progress))
        case let .keyframes(values, keyTimes, timingFunctions, calculationMode):
            let track = KeyframeTrack(values: values, keyTimes: keyTimes, timingFunctions: timingFunctions, calculationMode: calculationMode)
            return track.value(at: progress)
        case let .spring(from, to, spring):
            return Value.interpolate(from: from ?? base, to: to ?? base, fraction: spring.fraction(at: localTime))
        }
    }

    /// Resolves CA's from/to/by combinations (see `basic`) to a start and an
    /// end value.
    static func endpoints(from: Value?, to: Value?, by: Value?, base: Value) -> (start: Value, end: Value) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, Value.adding(from, by))
        case let (nil, to?, by?): return (Value.subtracting(to, by), to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, Value.adding(base, by))
        case (nil, nil, nil): return (base, base)
        }
    }
}
