/// How a keyframe animation moves between its values
/// (`CAKeyframeAnimation.calculationMode`; raw values are Core Animation's
/// names).
///
///     linear     straight between values, each segment eased by its
///                timing function, at the segment's keyTimes
///     discrete   jumps: each value holds until the next key time
///     paced      straight between values at one constant speed over the
///                whole animation; keyTimes and timingFunctions are ignored
///     cubic      Core Animation's Kochanek–Bartels spline: NOT SUPPORTED.
///                `validate()` rejects it and evaluation falls back to
///                linear. (The spline's tangents for uneven keyTimes and its
///                tension/continuity/bias arrays are undocumented; a
///                guess would look right and be wrong.)
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
    case linear, discrete, paced, cubic
}
