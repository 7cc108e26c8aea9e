/// A `CASpringAnimation`'s physics: a mass on a damped spring, released one
/// whole distance short of its target.
///
///     progress
///     1.2 ┤     ╭─╮                        ζ = 0.4 (bounces past 1)
///     1.0 ┤────╱───╲──╭──╮────────────────
///         │   ╱     ╰─╯  ╰──                ζ = 1 (creeps up, never past)
///     0.5 ┤  ╱    ╭───────────────────
///         │ ╱ ╭──╯
///     0.0 ┼────────────────────────────── time (s)
///
/// Evaluated in closed form (see `DampedOscillator`), never by stepping a
/// simulation, so any frame can be computed alone and the result does not
/// depend on the frame rate. Nothing is clamped: an under-damped spring's
/// progress goes above 1.
public struct Spring: Hashable, Sendable {
    /// Mass of the object on the spring (`CASpringAnimation.mass`).
    public var mass = 1.0
    /// Spring constant k (`CASpringAnimation.stiffness`).
    public var stiffness = 100.0
    /// Viscous damping coefficient c (`CASpringAnimation.damping`).
    public var damping = 10.0
    /// Initial speed toward the target, in whole distances per second:
    /// 1 would cover the whole move in one second at that speed. Negative
    /// values start moving away from the target.
    public var initialVelocity = 0.0

    /// The defaults are `CASpringAnimation`'s: 1, 100, 10, 0 (ω₀ = 10 rad/s,
    /// ζ = 0.5).
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// How far off the target a spring must stay to count as settled, as a
    /// fraction of the distance moved. The same 0.1 % the UIKit
    /// reconstruction (`uikit(duration:dampingRatio:initialVelocity:)`)
    /// settles to, so a UIKit spring's `settlingDuration` is its duration.
    public static let settlingThreshold = 0.001

    /// Natural (undamped) angular frequency ω₀ = √(k/m), in rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(k·m)): below 1 the spring overshoots and bounces, 1 is the
    /// fastest approach without overshoot, above 1 creeps in slowly.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress at `t` seconds after the start: 0 at t = 0, tending to 1.
    /// Times before 0 are taken as 0. An invalid spring (mass or stiffness
    /// not positive, see `validate()`) jumps straight to 1.
    public func fraction(at t: Double) -> Double {
        1 + oscillator.displacement(at: max(t, 0))
    }

    /// The bound on |1 − fraction(at: t)| that decays over time: the decay
    /// envelope, in whole distances.
    public func envelope(at t: Double) -> Double {
        oscillator.envelope(at: max(t, 0))
    }

    /// The time after which the spring stays within `settlingThreshold` of
    /// its target (its envelope has fallen below it), in seconds: what
    /// `CASpringAnimation.settlingDuration` estimates, and the duration to
    /// give a spring animation so it plays out. Apple does not document its
    /// threshold; this one is 0.1 % of the distance. Infinite for an
    /// undamped spring.
    public var settlingDuration: Double {
        oscillator.settlingTime(threshold: Self.settlingThreshold)
    }

    var oscillator: DampedOscillator {
        DampedOscillator(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
}
