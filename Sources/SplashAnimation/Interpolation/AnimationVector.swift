/// A value of several numbers that animates as one: a point, a size, a
/// rectangle, a colour, a gradient's stops. Core Animation interpolates such
/// values component by component, which `interpolate` and `adding` do; what
/// needs the value as a whole is its `distance`, the straight-line
/// (Euclidean) distance between the two values, so that paced keyframes move
/// a point at one speed along its path rather than pacing x and y apart.
///
///     (0, 0) ──300──▶ (300, 0)
///                        │ 400        distance (0,0)→(300,0) = 300,
///                        ▼            (300,0)→(300,400) = 400
///                     (300, 400)
///
/// Components are matched by index. Two vectors of different lengths (which
/// a scene reader never builds) combine over the first one's components,
/// taking the missing ones from it: never a trap.
public struct AnimationVector: Hashable, Sendable {
    public var components: [Double]

    public init(_ components: [Double]) {
        self.components = components
    }

    /// The component at `index`, or 0 past the end.
    public subscript(index: Int) -> Double {
        components.indices.contains(index) ? components[index] : 0
    }

    /// Combines the components pairwise; past the end of `b`, `a`'s own.
    private static func combine(_ a: AnimationVector, _ b: AnimationVector, _ operation: (Double, Double) -> Double) -> AnimationVector {
        var result = a.components
        for index in result.indices where index < b.components.count {
            result[index] = operation(a.components[index], b.components[index])
        }
        return AnimationVector(result)
    }
}

extension AnimationVector: Interpolatable {
    /// Each component as `Double.interpolate` does it, so a vector
    /// animation produces bit for bit the numbers a scalar one would.
    public static func interpolate(from: AnimationVector, to: AnimationVector, fraction: Double) -> AnimationVector {
        combine(from, to) { Double.interpolate(from: $0, to: $1, fraction: fraction) }
    }

    public static func adding(_ a: AnimationVector, _ b: AnimationVector) -> AnimationVector {
        combine(a, b, +)
    }

    /// √(Σ Δᵢ²); infinite when that overflows (paced keyframes then fall
    /// back to even spacing).
    public static func distance(from: AnimationVector, to: AnimationVector) -> Double? {
        var sum = 0.0
        for index in from.components.indices where index < to.components.count {
            let delta = to.components[index] - from.components[index]
            sum += delta * delta
        }
        return sum.squareRoot()
    }
}
