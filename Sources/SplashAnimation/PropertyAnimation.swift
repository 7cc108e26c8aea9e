/// One animation of one property (`CAPropertyAnimation` without the key
/// path): its timing, its curve, and how it combines with the model value.
///
///     parent time ──groupTimings──▶ group time ──timing──▶ local time
///                                                          │
///               model value ──▶ curve at local time ◀──────┘
///                                    │
///                     isAdditive? model + value : value
///
/// Progress for basic and keyframe curves is localTime / duration, put
/// through the timing function(s); a spring is evaluated at the local time
/// in seconds.
public struct PropertyAnimation<Value: Interpolatable>: Sendable {
    public var timing: MediaTiming
    public var curve: AnimationCurve<Value>
    /// Adds the animated value to the model value instead of replacing it
    /// (`CAPropertyAnimation.isAdditive`): a shake of ±10 on whatever the
    /// position is.
    public var isAdditive: Bool = false
    /// The timings of the animation groups this animation sits in,
    /// outermost first; `timing` is then relative to the innermost group's
    /// local time. Empty for an animation added to a layer directly.
    public var groupTimings: [MediaTiming] = []

    public init(timing: MediaTiming, curve: AnimationCurve<Value>, isAdditive: Bool = false, groupTimings: [MediaTiming] = []) {
        self.timing = timing
        self.curve = curve
        self.isAdditive = isAdditive
        self.groupTimings = groupTimings
    }

    /// The animated value at parent time t given the layer's model value,
    /// or nil when the animation does not apply at t (outside its active
    /// interval, or its group's, without a fill), in which case the model
    /// value shows.
    public func value(at t: Double, base: Value) -> Value? {
        guard let groupTime = groupTimings.localTime(at: t),
              let local = timing.localTime(at: groupTime),
              let value = curve.value(atLocalTime: local, duration: timing.effectiveDuration, base: base)
        else { return nil }
        return isAdditive ? Value.adding(base, value) : value
    }
}

extension PropertyAnimation: Equatable where Value: Equatable {}
extension PropertyAnimation: Hashable where Value: Hashable {}
