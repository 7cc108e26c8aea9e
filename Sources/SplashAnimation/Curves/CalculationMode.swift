/// How a keyframe animation moves between its keyframes
/// (`CAKeyframeAnimation.calculationMode`; raw values are Core Animation's
/// names). The key-time rules are CAKeyframeAnimation's `keyTimes`
/// documentation; "paced" and "cubicPaced" ignore `keyTimes` and
/// `timingFunctions` (CAAnimation.h: "When set to `paced' or `cubicPaced'
/// the `keyTimes' and `timingFunctions' properties of the animation are
/// ignored and calculated implicitly").
///
///     mode        between keyframes                 keyTimes (n keyframes)
///     linear      straight, each segment eased by   n, from 0 to 1
///                 its timing function
///     discrete    no interpolation: each value      n + 1, from 0 to 1: value i
///                 holds from its key time to the    holds from keyTimes[i] to
///                 next                              keyTimes[i + 1]
///     paced       straight, at one speed over the   ignored
///                 whole length
///     cubic       Core Animation's Kochanek–Bartels n, from 0 to 1
///                 spline (Catmull-Rom when tension,
///                 continuity and bias are 0)
///     cubicPaced  the same spline at one speed      ignored
///
/// Along a `path` the keyframes are the path's start and the end of each of
/// its elements; its own lines and curves are the shape between them, so
/// cubic moves along the path as linear does and cubicPaced as paced does
/// (the spline is for `values`).
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
    case linear, discrete, paced, cubic, cubicPaced

    /// Whether the keyframe times come from the distance travelled rather
    /// than from `keyTimes`.
    public var isPaced: Bool { self == .paced || self == .cubicPaced }

    /// Whether `values` are joined by the Kochanek–Bartels spline (and
    /// tension, continuity and bias apply).
    public var isCubic: Bool { self == .cubic || self == .cubicPaced }
}
