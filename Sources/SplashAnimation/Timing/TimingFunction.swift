/// A `CAMediaTimingFunction`: the cubic Bézier from (0, 0) to (1, 1) with two
/// control points, read as "progress in time → progress in value".
///
///     value
///       1 ┤            ●━━━━━● c2     easeInEaseOut: c1 = (0.42, 0)
///         │         ╱                                c2 = (0.58, 1)
///         │       ╱
///         │     ╱
///       0 ●━━━━━● c1
///         └──────────────────┬ time
///         0                  1
///
/// The curve is parametric, `(x(s), y(s))` for `s` in 0...1, so finding the
/// value at time `x` means solving `x(s) = x` for `s` first. That is done
/// exactly (Newton's method, with bisection when Newton stalls on a flat
/// stretch) rather than from a lookup table: a table's error shows as a
/// wobble in slow fades and changes with the table size, and the solve is a
/// handful of multiplications per call.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point, as given.
    public let c1x: Double, c1y: Double
    /// The second control point, as given.
    public let c2x: Double, c2y: Double

    /// A curve through the two control points.
    ///
    /// The x coordinates should lie within 0...1: outside it `x(s)` can turn
    /// back and the curve is no longer a function of time (CSS rejects such
    /// curves; `validate()` reports them). They are kept as given, so errors
    /// can quote them, and clamped to 0...1 when the curve is evaluated. The y
    /// coordinates are used as given: y outside 0...1 is how a curve
    /// overshoots, and nothing clamps values.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = c1x
        self.c1y = c1y
        self.c2x = c2x
        self.c2y = c2y
    }

    /// `kCAMediaTimingFunctionLinear`: (0, 0) (1, 1).
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0) (1, 1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0) (0.58, 1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0) (0.58, 1). What
    /// `UIView.animate(withDuration:)` uses when given no options.
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1) (0.25, 1), the curve of
    /// implicit layer animations (the same as CSS `ease`).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The named curves, by Core Animation's names (`CAMediaTimingFunctionName`
    /// raw values), as scene files spell them.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut),
        ("default", .default),
    ]

    /// The named curve, or nil for a name Core Animation does not have.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.function
    }

    /// Core Animation's name for this curve, if it is one of the named ones.
    public var name: String? {
        Self.named.first(where: { $0.function == self })?.name
    }

    /// The value progress at time progress `x`.
    ///
    /// Core Animation only ever asks for `x` within 0...1 (an animation's
    /// progress), so the *input* is clamped to that range: this function never
    /// extrapolates the curve. The output is not clamped: a curve with control
    /// points above 1 returns values above 1 in the middle of the range.
    /// `value(at: 0)` is exactly 0 and `value(at: 1)` exactly 1, so a finished
    /// animation lands exactly on its target value.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }        // also catches NaN
        guard x < 1 else { return 1 }
        let x1 = Self.clampedToUnit(c1x), x2 = Self.clampedToUnit(c2x)
        if x1 == c1y && x2 == c2y { return x }   // control points on the diagonal: the identity
        let s = Self.parameter(forX: x, x1, x2)
        return Self.bezier(s, c1y, c2y)
    }

    /// Solves `x(s) = x` for the curve parameter `s` to within 1e-12 in x,
    /// given the x coordinates of the control points (within 0...1).
    private static func parameter(forX x: Double, _ c1x: Double, _ c2x: Double) -> Double {
        let tolerance = 1e-12
        // Newton from s = x: converges in 3–5 steps on every named curve.
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, c1x, c2x) - x
            if abs(error) < tolerance { return s }
            let slope = bezierDerivative(s, c1x, c2x)
            if abs(slope) < 1e-9 { break }   // flat stretch (easeOut at s = 0): Newton would jump away
            let next = s - error / slope
            if !(0...1).contains(next) { break }
            s = next
        }
        // Bisection: x(s) is non-decreasing because c1x and c2x are within 0...1.
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<100 {
            let error = bezier(s, c1x, c2x) - x
            if abs(error) < tolerance { break }
            if error < 0 { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the Bézier with end points 0 and 1:
    /// 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³, in Horner form.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let a = 1 + 3 * p1 - 3 * p2   // coefficient of s³
        let b = 3 * p2 - 6 * p1       // coefficient of s²
        let c = 3 * p1                // coefficient of s
        return ((a * s + b) * s + c) * s
    }

    /// d/ds of `bezier`.
    static func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let a = 1 + 3 * p1 - 3 * p2
        let b = 3 * p2 - 6 * p1
        let c = 3 * p1
        return (3 * a * s + 2 * b) * s + c
    }

    static func clampedToUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}

extension TimingFunction: CustomStringConvertible {
    public var description: String {
        name ?? "cubicBezier(\(c1x), \(c1y), \(c2x), \(c2y))"
    }
}
