/// Animation groups: a `CAAnimationGroup` has a timing of its own, and its
/// children's `beginTime`s are measured on the group's local timeline.
///
///     scene time   0    1    2    3    4    5
///     group        ·····├─────────────┤          beginTime 1, duration 3
///     child             ·····├────┤              beginTime 1 (in the group)
///                            ▲
///                            scene time 2 = group time 1 = child time 0
///
/// So a child's time is found by passing the parent time through each
/// enclosing group's `localTime(at:)` in turn, outermost first. Everything
/// Core Animation does with groups follows: a child is cut off where the
/// group's duration ends (the group's local time never exceeds it), a
/// group that repeats or autoreverses repeats or reverses its children,
/// and when the group is not applied (outside its active interval without
/// a fill) neither is any child. A group's forwards fill holds its end
/// time, so each child shows what it shows at that time (its own final
/// frame if it fills forwards, its model value if not).
extension Array where Element == MediaTiming {
    /// The local time of the innermost timing, given the outermost one's
    /// parent time; nil when any level is not applied at that time. An
    /// empty list returns the parent time unchanged.
    public func localTime(at parentTime: Double) -> Double? {
        var time = parentTime
        for timing in self {
            guard let local = timing.localTime(at: time) else { return nil }
            time = timing.remap.map { $0.value(at: local) } ?? local
        }
        return time
    }
}
