import Foundation

/// The closed-form motion of a damped spring pulling a unit mass toward its
/// rest position, written as the displacement from the target:
///
///     m·u″ + c·u′ + k·u = 0,   u(0) = −1 (one whole distance short),
///                              u′(0) = v₀ (toward the target when positive)
///
///     ω₀ = √(k/m)  natural frequency      ζ = c / (2√(k·m))  damping ratio
///
///     ζ < 1  under-damped    u = e^(−ζω₀t)·(A cos ω_d t + B sin ω_d t),
///                            ω_d = ω₀√(1−ζ²), A = −1, B = (v₀ − ζω₀)/ω_d
///     ζ = 1  critical        u = e^(−ω₀t)·(A + B t),  A = −1, B = v₀ − ω₀
///     ζ > 1  over-damped     u = C₁e^(r₁t) + C₂e^(r₂t),
///                            r₁,₂ = −ω₀(ζ ∓ √(ζ²−1)),
///                            C₂ = (v₀ + r₁)/(r₂ − r₁), C₁ = −1 − C₂
///
/// The animation's progress is 1 + u: it starts at 0, moves toward 1, and
/// (under-damped) swings past it. The *envelope* is the bound |u| never
/// exceeds and that decays monotonically once past its peak:
/// √(A² + B²)·e^(−ζω₀t), (|A| + |B|t)·e^(−ω₀t), |C₁|e^(r₁t) + |C₂|e^(r₂t).
struct DampedOscillator: Sendable {
    private enum Regime: Sendable {
        case underDamped(decay: Double, frequency: Double, a: Double, b: Double)
        case critical(rate: Double, a: Double, b: Double)
        case overDamped(r1: Double, r2: Double, c1: Double, c2: Double)
        /// No usable spring (mass or stiffness not positive): jumps to the end.
        case immediate
    }

    private let regime: Regime

    /// Damping ratios this close to 1 use the critical solution: the
    /// under-damped one divides by ω_d, which vanishes there.
    private static let criticalTolerance = 1e-9

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity v0: Double) {
        guard mass > 0, stiffness > 0, mass.isFinite, stiffness.isFinite, damping.isFinite, v0.isFinite else {
            regime = .immediate
            return
        }
        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if abs(zeta - 1) <= Self.criticalTolerance {
            regime = .critical(rate: omega0, a: -1, b: v0 - omega0)
        } else if zeta < 1 {
            let frequency = omega0 * (1 - zeta * zeta).squareRoot()
            let decay = zeta * omega0
            regime = .underDamped(decay: decay, frequency: frequency, a: -1, b: (v0 - decay) / frequency)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // ζ − √(ζ²−1) = 1 / (ζ + √(ζ²−1)): the second form keeps the slow
            // root accurate for large ζ, where the first cancels to zero.
            let r1 = -omega0 / (zeta + root)   // the slow root
            let r2 = -omega0 * (zeta + root)   // the fast root
            let c2 = (v0 + r1) / (r2 - r1)
            regime = .overDamped(r1: r1, r2: r2, c1: -1 - c2, c2: c2)
        }
    }

    /// Displacement from the target at time t ≥ 0, in whole distances.
    func displacement(at t: Double) -> Double {
        switch regime {
        case let .underDamped(decay, frequency, a, b):
            return exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
        case let .critical(rate, a, b):
            return exp(-rate * t) * (a + b * t)
        case let .overDamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        case .immediate:
            return t > 0 ? 0 : -1
        }
    }

    /// The bound on |displacement| at time t (see the type's description).
    func envelope(at t: Double) -> Double {
        switch regime {
        case let .underDamped(decay, _, a, b):
            return (a * a + b * b).squareRoot() * exp(-decay * t)
        case let .critical(rate, a, b):
            return (abs(a) + abs(b) * t) * exp(-rate * t)
        case let .overDamped(r1, r2, c1, c2):
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        case .immediate:
            return t > 0 ? 0 : 1
        }
    }

    /// The time after which the envelope stays below `threshold`.
    func settlingTime(threshold: Double) -> Double {
        switch regime {
        case let .underDamped(decay, _, a, b):
            guard decay > 0 else { return .infinity }   // undamped or growing
            let amplitude = (a * a + b * b).squareRoot()
            return max(0, log(amplitude / threshold) / decay)
        case let .critical(rate, a, b):
            // (|A| + |B|t)e^(−ω₀t) rises until 1/ω₀ − |A|/|B|, then falls.
            let peak = abs(b) > 0 ? max(0, 1 / rate - abs(a) / abs(b)) : 0
            return lastCrossing(of: threshold, after: peak, scale: 1 / rate)
        case let .overDamped(r1, _, _, _):
            return lastCrossing(of: threshold, after: 0, scale: -1 / r1)
        case .immediate:
            return 0
        }
    }

    /// Where the envelope, decreasing from `start` on, falls to `threshold`.
    private func lastCrossing(of threshold: Double, after start: Double, scale: Double) -> Double {
        guard envelope(at: start) > threshold else { return start }
        var low = start, high = start + scale
        while envelope(at: high) > threshold {
            low = high
            high += 2 * (high - start)
            if !high.isFinite { return .infinity }
        }
        for _ in 0..<200 where high - low > 1e-12 * max(1, high) {
            let middle = (low + high) / 2
            if envelope(at: middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }
}
