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

    /// `CAKeyframeAnimation`: through `values` or along a `path`, as
    /// `Keyframes` describes.
    case keyframes(Keyframes<Value>)

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
        case let .keyframes(keyframes):
            return keyframes.value(at: progress)
        case let .spring(from, to, spring):
            return Value.interpolate(from: from ?? base, to: to ?? base, fraction: spring.fraction(at: localTime))
        }
    }

    /// Which way the value is heading at `localTime`, as a difference of
    /// two values: a keyframe animation's direction along its keyframes
    /// (what `rotationMode` turns the layer to); nil for the other kinds.
    public func direction(atLocalTime localTime: Double, duration: Double) -> Value? {
        guard case .keyframes(let keyframes) = self else { return nil }
        return keyframes.direction(at: duration > 0 ? localTime / duration : 1)
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
