/// One animation of one property (`CAPropertyAnimation` without the key
/// path): its timing, its curve, and how it combines with the model value.
///
///     parent time ──groupTimings──▶ group time ──timing──▶ local time, iteration k
///                                                          │
///               model value ──▶ curve at local time ◀──────┘
///                                    │
///                  isCumulative? + k × (value at the end of an iteration)
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
    /// `CAPropertyAnimation.isCumulative`. CAAnimation.h: "If true then the
    /// current value of the animation is the value at the end of the
    /// previous repeat cycle, plus the value of the current repeat cycle."
    /// So iteration k (0 for the first) shows value(t) + k × end, where end
    /// is the value at the end of one cycle (the last keyframe, `toValue`;
    /// the start again for an autoreversing cycle). A spin by 0 → π/2,
    /// repeated 4 times, turns a whole circle.
    public var isCumulative: Bool = false
    /// The timings of the animation groups this animation sits in,
    /// outermost first; `timing` is then relative to the innermost group's
    /// local time. Empty for an animation added to a layer directly.
    public var groupTimings: [MediaTiming] = []

    public init(
        timing: MediaTiming, curve: AnimationCurve<Value>, isAdditive: Bool = false, isCumulative: Bool = false,
        groupTimings: [MediaTiming] = []
    ) {
        self.timing = timing
        self.curve = curve
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.groupTimings = groupTimings
    }

    /// The animated value at parent time t given the layer's model value,
    /// or nil when the animation does not apply at t (outside its active
    /// interval, or its group's, without a fill), in which case the model
    /// value shows.
    public func value(at t: Double, base: Value) -> Value? {
        guard let groupTime = groupTimings.localTime(at: t),
              let (local, iteration) = timing.iterationTime(at: groupTime),
              var value = curve.value(atLocalTime: local, duration: timing.effectiveDuration, base: base)
        else { return nil }
        if isCumulative, iteration > 0,
           let end = curve.value(atLocalTime: timing.autoreverses ? 0 : timing.effectiveDuration, duration: timing.effectiveDuration, base: base) {
            value = Value.adding(value, Value.scaled(end, by: iteration))
        }
        return isAdditive ? Value.adding(base, value) : value
    }

    /// Which way the animated value is heading at parent time t, as a
    /// difference of two values (a keyframe animation's direction along
    /// its keyframes or path; see `AnimationCurve.direction`); nil when the
    /// animation does not apply at t or has no direction.
    public func direction(at t: Double) -> Value? {
        guard let groupTime = groupTimings.localTime(at: t),
              let local = timing.localTime(at: groupTime)
        else { return nil }
        return curve.direction(atLocalTime: local, duration: timing.effectiveDuration)
    }
}

extension PropertyAnimation where Value == AnimationVector {
    /// The rotation `rotationMode` gives a layer moving along a path at
    /// parent time t: the angle of the path's tangent (components 0 and 1
    /// of the direction), plus π for autoReverse; nil when the animation
    /// does not apply or the path has no direction there.
    public func tangentRotation(at t: Double, mode: RotationMode) -> Double? {
        guard let direction = direction(at: t) else { return nil }
        return mode.angle(dx: direction[0], dy: direction[1])
    }
}

extension PropertyAnimation: Equatable where Value: Equatable {}
extension PropertyAnimation: Hashable where Value: Hashable {}
