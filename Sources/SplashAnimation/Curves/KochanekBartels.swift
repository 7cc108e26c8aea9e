/// The spline of the cubic calculation modes: CAAnimation.h says "Each
/// keyframe may have a tension, continuity and bias value associated with
/// it, each in the range [-1, 1] (this defines a Kochanek-Bartels spline
/// …) … Any unspecified values default to zero (giving a Catmull-Rom spline
/// if all are unspecified)". Apple documents no formula beyond that, so
/// this is the published one, from Kochanek & Bartels, "Interpolating
/// Splines with Local Tension, Continuity, and Bias Control" (SIGGRAPH
/// 1984), with the paper's adjustment for unevenly spaced keys.
///
/// Each segment pᵢ → pᵢ₊₁ is a cubic Hermite curve in its own parameter
/// u ∈ 0…1, leaving pᵢ with the outgoing tangent dᵢ and arriving at pᵢ₊₁
/// with the incoming tangent sᵢ₊₁. With Δin = pᵢ − pᵢ₋₁, Δout = pᵢ₊₁ − pᵢ
/// and T, C, B the key's tension, continuity and bias:
///
///     dᵢ = [ (1−T)(1+B)(1+C)/2 · Δin + (1−T)(1−B)(1−C)/2 · Δout ] · 2Nᵢ   / (Nᵢ₋₁ + Nᵢ)
///     sᵢ = [ (1−T)(1+B)(1−C)/2 · Δin + (1−T)(1−B)(1+C)/2 · Δout ] · 2Nᵢ₋₁ / (Nᵢ₋₁ + Nᵢ)
///
/// where Nᵢ₋₁ and Nᵢ are the key-time lengths of the segments before and
/// after the key. With T = C = B = 0 and even key times both tangents are
/// Catmull-Rom's (pᵢ₊₁ − pᵢ₋₁)/2.
///
/// Why the step-size factor (the paper's, also what TCB animation tools
/// apply): the tangents are per unit of a segment's own parameter, and
/// segments of different durations would otherwise leave a key at one
/// speed and arrive at it at another, a visible kink in velocity. With the
/// factor the velocity in time is continuous across the key, and values
/// that change evenly in time (0, 10, 40 at key times 0, 0.25, 1) give
/// exactly the straight, constant-speed motion they describe. A spline
/// that ignored the key times (or used them only for where segments start)
/// would bulge on every long segment.
///
/// The ends: the first and last keys have no neighbour outside, so one is
/// mirrored (p₋₁ = 2p₀ − p₁, pₙ₊₁ = 2pₙ − pₙ₋₁, each with the neighbouring
/// segment's duration). With no tension, continuity or bias that makes the
/// end tangent the chord, so two values give the straight line at constant
/// speed, as linear keyframes would.
enum KochanekBartels {
    /// The segments of the spline through `values` at `times` (one per
    /// value, increasing), each a Bézier with the Hermite tangents'
    /// control points pᵢ + dᵢ/3 and pᵢ₊₁ − sᵢ₊₁/3. Missing tension,
    /// continuity and bias values are 0.
    static func segments<Value: Interpolatable>(
        through values: [Value], times: [Double], tension: [Double], continuity: [Double], bias: [Double]
    ) -> [KeyframeSegment<Value>] {
        let count = values.count
        guard count > 1, times.count == count else { return [] }
        func parameter(_ list: [Double], _ index: Int) -> Double { index < list.count ? list[index] : 0 }

        var outgoing: [Value] = []
        var incoming: [Value] = []
        outgoing.reserveCapacity(count)
        incoming.reserveCapacity(count)
        for index in 0..<count {
            let previous = index > 0 ? index - 1 : nil
            let next = index + 1 < count ? index + 1 : nil
            // Differences to the neighbours, mirrored past either end.
            let after = next.map { Value.subtracting(values[$0], values[index]) }
            let before = previous.map { Value.subtracting(values[index], values[$0]) }
            let deltaIn = before ?? after ?? Value.subtracting(values[index], values[index])
            let deltaOut = after ?? deltaIn
            let lengthAfter = next.map { times[$0] - times[index] }
            let lengthBefore = previous.map { times[index] - times[$0] }
            let nBefore = lengthBefore ?? lengthAfter ?? 0
            let nAfter = lengthAfter ?? nBefore

            let t = parameter(tension, index), c = parameter(continuity, index), b = parameter(bias, index)
            let sum = nBefore + nAfter
            let usable = sum > 0 && sum.isFinite
            let outFactor = usable ? 2 * nAfter / sum : 1
            let inFactor = usable ? 2 * nBefore / sum : 1
            outgoing.append(combination(
                deltaIn, (1 - t) * (1 + b) * (1 + c) / 2 * outFactor,
                deltaOut, (1 - t) * (1 - b) * (1 - c) / 2 * outFactor
            ))
            incoming.append(combination(
                deltaIn, (1 - t) * (1 + b) * (1 - c) / 2 * inFactor,
                deltaOut, (1 - t) * (1 - b) * (1 + c) / 2 * inFactor
            ))
        }
        return (0..<(count - 1)).map { index in
            .curve(
                from: values[index],
                control1: Value.adding(values[index], Value.scaled(outgoing[index], by: 1.0 / 3)),
                control2: Value.subtracting(values[index + 1], Value.scaled(incoming[index + 1], by: 1.0 / 3)),
                to: values[index + 1]
            )
        }
    }

    /// a·x + b·y.
    private static func combination<Value: Interpolatable>(_ x: Value, _ a: Double, _ y: Value, _ b: Double) -> Value {
        Value.adding(Value.scaled(x, by: a), Value.scaled(y, by: b))
    }
}
