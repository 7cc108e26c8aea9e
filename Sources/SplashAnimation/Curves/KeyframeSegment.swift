/// The curve between two consecutive keyframes of a keyframe animation, as
/// a function of the segment's parameter u (0 at `start`, 1 at `end`).
///
///     line    start ─────────────▶ end          interpolate(start, end, u)
///
///     curve   start        control2             the cubic Bézier
///               ╲  control1   ╱                 (1−u)³·s + 3(1−u)²u·c1
///                ╲    ●  ●   ╱                  + 3(1−u)u²·c2 + u³·e,
///                 ╰─────────╯ end               by de Casteljau's steps
///
/// Lines are what linear and paced keyframes move along and what a path's
/// line-to and close become; curves are a path's curve-to (a quad-curve is
/// raised to the cubic with the same shape) and the pieces of the cubic
/// calculation modes' spline. u outside 0...1 (a timing function that
/// overshoots) extrapolates the same polynomial: nothing is clamped.
public enum KeyframeSegment<Value: Interpolatable>: Sendable {
    case line(from: Value, to: Value)
    case curve(from: Value, control1: Value, control2: Value, to: Value)

    public var start: Value {
        switch self {
        case .line(let from, _), .curve(let from, _, _, _): return from
        }
    }

    public var end: Value {
        switch self {
        case .line(_, let to), .curve(_, _, _, let to): return to
        }
    }

    var isLine: Bool {
        if case .line = self { return true }
        return false
    }

    /// The value at parameter `u`.
    public func point(at u: Double) -> Value {
        switch self {
        case let .line(from, to):
            return Value.interpolate(from: from, to: to, fraction: u)
        case .curve:
            let (left, right) = innerPoints(at: u)
            return Value.interpolate(from: left, to: right, fraction: u)
        }
    }

    /// Which way the segment runs at `u`, as the difference of two values
    /// (along the derivative dB/du, whose length is not meaningful); nil
    /// where it does not run anywhere (a segment of zero length).
    ///
    /// Where a Bézier's derivative vanishes (a control point on its end
    /// point, at that end), the limit direction is taken: the chord from
    /// the end to the farther control point, then the whole chord.
    public func direction(at u: Double) -> Value? {
        switch self {
        case let .line(from, to):
            return Self.nonZero(Value.subtracting(to, from))
        case let .curve(from, c1, c2, to):
            let (left, right) = innerPoints(at: u)
            return Self.nonZero(Value.subtracting(right, left))
                ?? Self.nonZero(u < 0.5 ? Value.subtracting(c2, from) : Value.subtracting(to, c1))
                ?? Self.nonZero(Value.subtracting(to, from))
        }
    }

    /// De Casteljau's second level: the two points whose interpolation at u
    /// is the curve's point, and whose difference is dB/du ÷ 3.
    private func innerPoints(at u: Double) -> (Value, Value) {
        guard case let .curve(p0, p1, p2, p3) = self else { return (start, end) }
        let a = Value.interpolate(from: p0, to: p1, fraction: u)
        let b = Value.interpolate(from: p1, to: p2, fraction: u)
        let c = Value.interpolate(from: p2, to: p3, fraction: u)
        return (Value.interpolate(from: a, to: b, fraction: u), Value.interpolate(from: b, to: c, fraction: u))
    }

    /// `difference`, unless it has no length (or a value type without a
    /// distance, whose directions are never asked for).
    private static func nonZero(_ difference: Value) -> Value? {
        guard let length = Value.distance(from: Value.subtracting(difference, difference), to: difference) else { return difference }
        return length > 0 ? difference : nil
    }
}

extension KeyframeSegment: Equatable where Value: Equatable {}
extension KeyframeSegment: Hashable where Value: Hashable {}
