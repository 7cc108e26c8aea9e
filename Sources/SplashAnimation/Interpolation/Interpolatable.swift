/// A value an animation can drive: one that can be blended between two
/// others and offset by a delta.
///
/// Interpolation never clamps: `fraction` below 0 or above 1 extrapolates
/// along the same line, which is how a spring's overshoot or a timing
/// curve with control points above 1 reaches values past its target.
public protocol Interpolatable: Sendable {
    /// The value `fraction` of the way from `from` to `to`: `from` at 0,
    /// `to` at 1, extrapolated outside that range.
    static func interpolate(from: Self, to: Self, fraction: Double) -> Self
    /// `a` moved by `b`: how `byValue` and additive animations combine a
    /// delta with a value.
    static func adding(_ a: Self, _ b: Self) -> Self
    /// How far apart two values are, for paced keyframes (equal speed
    /// along the whole path). nil when the type has no such measure; paced
    /// keyframes then fall back to evenly spaced ones.
    static func distance(from: Self, to: Self) -> Double?
}

extension Interpolatable {
    public static func distance(from: Self, to: Self) -> Double? { nil }

    /// `a − b`, found with the two requirements alone: the point at
    /// fraction −1 on the line from `a` to `a + b` is `a − b`. Used for
    /// `toValue` with `byValue`, which starts at `toValue − byValue`.
    static func subtracting(_ a: Self, _ b: Self) -> Self {
        interpolate(from: a, to: adding(a, b), fraction: -1)
    }

    /// `k·v`, the point at fraction k on the line from zero (v − v) to v:
    /// how spline tangents and cumulative repeats scale a difference.
    static func scaled(_ v: Self, by k: Double) -> Self {
        interpolate(from: subtracting(v, v), to: v, fraction: k)
    }
}

extension Double: Interpolatable {
    /// `(1 − f)·from + f·to`: unlike `from + f·(to − from)`, exact at both
    /// ends, so a finished animation equals its target bit for bit and
    /// consecutive held frames compare equal.
    public static func interpolate(from: Double, to: Double, fraction: Double) -> Double {
        (1 - fraction) * from + fraction * to
    }

    public static func adding(_ a: Double, _ b: Double) -> Double { a + b }

    public static func distance(from: Double, to: Double) -> Double? { abs(to - from) }
}
