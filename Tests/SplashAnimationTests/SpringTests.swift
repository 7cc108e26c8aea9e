import Foundation
import Testing
@testable import SplashAnimation

/// Springs are checked three independent ways: closed forms written out
/// here by hand, a numerical integration of m·x″ = −k(x − 1) − c·x′ (RK4),
/// and properties (no overshoot, settling) found by scanning the curve.
@Suite("Springs (closed-form damped oscillator, UIKit reconstruction)")
struct SpringTests {
    /// Integrates the spring ODE from x = 0, x′ = v₀ with classic RK4.
    static func integrate(_ spring: Spring, until end: Double, step: Double = 1e-4) -> [(t: Double, x: Double)] {
        let (m, k, c) = (spring.mass, spring.stiffness, spring.damping)
        func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
        var (x, v, t) = (0.0, spring.initialVelocity, 0.0)
        var samples = [(t: 0.0, x: 0.0)]
        let steps = Int((end / step).rounded())
        for index in 1...steps {
            let (k1x, k1v) = (v, acceleration(x, v))
            let (k2x, k2v) = (v + step / 2 * k1v, acceleration(x + step / 2 * k1x, v + step / 2 * k1v))
            let (k3x, k3v) = (v + step / 2 * k2v, acceleration(x + step / 2 * k2x, v + step / 2 * k2v))
            let (k4x, k4v) = (v + step * k3v, acceleration(x + step * k3x, v + step * k3v))
            x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t = Double(index) * step
            if index % 100 == 0 { samples.append((t, x)) }
        }
        return samples
    }

    @Test("CASpringAnimation defaults: ω₀ = 10, ζ = 0.5, against the closed form")
    func caDefaults() {
        let spring = Spring()
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        expectClose(spring.naturalFrequency, 10, tolerance: 1e-12)
        expectClose(spring.dampingRatio, 0.5, tolerance: 1e-12)
        // x(t) = 1 − e^(−5t)(cos ω_d t + (5/ω_d) sin ω_d t), ω_d = √(100 − 25).
        let omegaD = 75.0.squareRoot()
        for t in [0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2] {
            let expected = 1 - exp(-5 * t) * (cos(omegaD * t) + 5 / omegaD * sin(omegaD * t))
            expectClose(spring.fraction(at: t), expected, tolerance: 1e-12, "t = \(t)")
        }
        // First peak where tan(ω_d t) = ∞ … i.e. ω_d t = π: overshoot e^(−5π/ω_d).
        expectClose(spring.fraction(at: .pi / omegaD), 1 + exp(-5 * .pi / omegaD), tolerance: 1e-12)
        // Envelope √(1 + 25/75)·e^(−5t) reaches 0.001 at ln(1000·√(4/3)) / 5.
        expectClose(spring.settlingDuration, log(1000 * (4.0 / 3).squareRoot()) / 5, tolerance: 1e-9)
    }

    @Test("under-, critically and over-damped springs match a numerical integration", arguments: [
        Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0),
        Spring(mass: 2, stiffness: 300, damping: 8, initialVelocity: 4),
        Spring(mass: 1, stiffness: 144, damping: 24, initialVelocity: 0),    // ζ = 1
        Spring(mass: 1, stiffness: 144, damping: 24, initialVelocity: -3),   // ζ = 1, starting backwards
        Spring(mass: 1, stiffness: 100, damping: 50, initialVelocity: 2),    // ζ = 2.5
    ])
    func matchesIntegration(spring: Spring) {
        for sample in Self.integrate(spring, until: 2) {
            expectClose(spring.fraction(at: sample.t), sample.x, tolerance: 1e-8, "t = \(sample.t)")
        }
    }

    @Test("UIKit damping 1, velocity 0, duration 1: no overshoot, within 0.001 at t = 1")
    func uikitCritical() {
        let spring = Spring.uikit(duration: 1, dampingRatio: 1, initialVelocity: 0)
        expectClose(spring.mass, 1, tolerance: 0)
        expectClose(spring.dampingRatio, 1, tolerance: 1e-12)
        // Critically damped from rest: x = 1 − (1 + ω₀t)e^(−ω₀t); the reconstruction
        // makes that 0.001 short at t = 1, so (1 + ω₀)e^(−ω₀) = 0.001 (ω₀ ≈ 9.23).
        let omega = spring.naturalFrequency
        expectClose((1 + omega) * exp(-omega), 0.001, tolerance: 1e-12)
        expectClose(1 - spring.fraction(at: 1), 0.001, tolerance: 1e-12)
        var previous = 0.0
        for step in 0...3000 {
            let value = spring.fraction(at: Double(step) / 1000)
            #expect(value <= 1 && value >= previous)
            previous = value
        }
    }

    /// seed-003: `usingSpringWithDamping: 0.4, initialSpringVelocity: 10, duration: 1.0`.
    @Test("seed-003's bouncy spring overshoots, peaking where the closed form says")
    func seed003Overshoot() {
        let spring = Spring.uikit(duration: 1, dampingRatio: 0.4, initialVelocity: 10)
        expectClose(spring.dampingRatio, 0.4, tolerance: 1e-12)
        #expect(spring.initialVelocity == 10)

        // Find the peak numerically: scan, then golden-section search.
        var best = 0.0
        for step in 0...2000 where spring.fraction(at: Double(step) / 2000) > spring.fraction(at: best) {
            best = Double(step) / 2000
        }
        var (low, high) = (max(0, best - 0.001), best + 0.001)
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<100 {
            let a = high - ratio * (high - low), b = low + ratio * (high - low)
            if spring.fraction(at: a) > spring.fraction(at: b) { high = b } else { low = a }
        }
        let peakTime = (low + high) / 2, peak = spring.fraction(at: peakTime)
        #expect(peak > 1.2, "a visible bounce")

        // Closed form: x = 1 + e^(−σt)(A cos ω_d t + B sin ω_d t), A = −1,
        // B = (v₀ − σ)/ω_d; x′ = 0 where tan(ω_d t) = (Bω_d − σA)/(Aω_d + σB).
        let omega0 = spring.naturalFrequency, zeta = 0.4, v0 = 10.0
        let sigma = zeta * omega0, omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let a = -1.0, b = (v0 - sigma) / omegaD
        var angle = atan((b * omegaD - sigma * a) / (a * omegaD + sigma * b))
        while angle <= 0 { angle += .pi }
        let expectedTime = angle / omegaD
        let expectedPeak = 1 + exp(-sigma * expectedTime) * (a * cos(omegaD * expectedTime) + b * sin(omegaD * expectedTime))
        expectClose(peakTime, expectedTime, tolerance: 1e-6)
        expectClose(peak, expectedPeak, tolerance: 1e-10)
    }

    @Test("UIKit springs: the decay envelope is 0.001 of the distance exactly at duration", arguments: [
        (1.0, 0.4, 10.0), (1.0, 0.2, 0.0), (0.5, 0.7, 0.0), (0.8, 0.8, 0.0), (2.0, 0.5, -1.0), (0.3, 0.95, 3.0),
    ])
    func uikitEnvelope(duration: Double, zeta: Double, velocity: Double) {
        let spring = Spring.uikit(duration: duration, dampingRatio: zeta, initialVelocity: velocity)
        // Recompute the envelope from the physical constants alone:
        // √(A² + B²)·e^(−ζω₀t) with A = −1, B = (v₀ − ζω₀)/ω_d.
        let omega0 = spring.stiffness.squareRoot()
        expectClose(spring.damping, 2 * zeta * omega0, tolerance: 1e-9)
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let b = (velocity - zeta * omega0) / omegaD
        expectClose((1 + b * b).squareRoot() * exp(-zeta * omega0 * duration), 0.001, tolerance: 1e-12)
        // …so the spring really is within 0.001 from then on, and settles at its duration.
        for step in 0...200 {
            #expect(abs(1 - spring.fraction(at: duration * (1 + Double(step) / 100))) <= 0.001)
        }
        expectClose(spring.settlingDuration, duration, tolerance: 1e-9)
    }

    @Test("over-damped UIKit springs settle at their duration without overshoot")
    func uikitOverDamped() {
        let spring = Spring.uikit(duration: 1.5, dampingRatio: 2, initialVelocity: 0)
        expectClose(spring.dampingRatio, 2, tolerance: 1e-12)
        // The envelope |C₁|e^(r₁t) + |C₂|e^(r₂t) is 0.001 at 1.5 s; the fast term
        // has all but vanished by then, so the curve is just inside it.
        let gap = 1 - spring.fraction(at: 1.5)
        #expect(gap <= 0.001 + 1e-15 && gap > 0.000999)
        for step in 0...300 { #expect(spring.fraction(at: Double(step) / 100) < 1) }
    }

    @Test("settlingDuration: within 0.001 ever after, and not long before", arguments: [
        Spring(), Spring(mass: 1, stiffness: 200, damping: 5, initialVelocity: 0),
        Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0), Spring(mass: 1, stiffness: 100, damping: 60, initialVelocity: 5),
    ])
    func settlingDuration(spring: Spring) {
        let settling = spring.settlingDuration
        #expect(settling > 0 && settling < 10)
        for step in 0...500 {
            #expect(abs(1 - spring.fraction(at: settling * (1 + Double(step) / 100))) <= 0.001 + 1e-15)
        }
        // The curve itself left the band shortly before (within a couple of oscillations).
        let before = stride(from: settling * 0.5, to: settling, by: settling / 1000)
        #expect(before.contains { abs(1 - spring.fraction(at: $0)) > 0.001 })
    }

    @Test("a heavily over-damped spring creeps in as 1 − e^(−(k/c)t)")
    func creepLimit() {
        // ζ = 5·10⁵: inertia is negligible, c·x′ ≈ k(1 − x), so x ≈ 1 − e^(−(k/c)t).
        let spring = Spring(mass: 1, stiffness: 100, damping: 1e7)
        expectClose(spring.fraction(at: 1e5), 1 - exp(-1), tolerance: 1e-6)
        expectClose(spring.settlingDuration, log(1000) * 1e5, tolerance: 1)
    }

    @Test("fraction starts at exactly 0; invalid springs jump to the end; validation")
    func edges() {
        #expect(Spring().fraction(at: 0) == 0)
        #expect(Spring().fraction(at: -1) == 0)
        #expect(Spring(mass: 0).fraction(at: 0.1) == 1)
        #expect(throws: AnimationError(field: "mass", reason: "must be greater than 0 (got 0.0)")) { try Spring(mass: 0).validate() }
        #expect(throws: AnimationError.self) { try Spring(damping: 0).validate() }
        #expect(throws: Never.self) { try Spring.uikit(duration: 1, dampingRatio: 0.4, initialVelocity: 10).validate() }
        #expect(Spring(damping: 0).settlingDuration == .infinity)
    }
}
