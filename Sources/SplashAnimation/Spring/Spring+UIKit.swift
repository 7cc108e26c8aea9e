import Foundation

extension Spring {
    /// The spring behind UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`.
    ///
    /// UIKit takes a damping *ratio* and a *settling* duration rather than
    /// physical constants. Following the public reconstructions (see
    /// presets-spec.md): mass 1, ζ = `dampingRatio`, and the natural
    /// frequency ω₀ is the one whose decay envelope has fallen to 0.001 of
    /// the distance exactly at `duration`:
    ///
    ///     envelope(ω₀, duration) = 0.001
    ///     stiffness = ω₀²,  damping = 2ζω₀
    ///
    /// solved by Newton's method on ln(envelope) (nearly linear in ω₀, so it
    /// converges in a few steps), kept inside a bracket that bisection falls
    /// back on. `initialVelocity` is in whole distances per second, as
    /// UIKit's `initialSpringVelocity`.
    ///
    /// Out-of-range inputs are not errors here (this is a conversion, not a
    /// decoder): a duration below 1 ms is taken as 1 ms and a damping ratio
    /// below 0.001 as 0.001, the smallest Core Animation accepts.
    public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double) -> Spring {
        let duration = duration.isFinite ? max(duration, 0.001) : 1
        let zeta = dampingRatio.isFinite ? max(dampingRatio, 0.001) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        let target = log(settlingThreshold)

        func spring(_ omega: Double) -> Spring {
            Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: velocity)
        }
        /// ln(envelope at `duration`) − ln(0.001): positive while too slow.
        func excess(_ omega: Double) -> Double {
            log(spring(omega).envelope(at: duration)) - target
        }

        // The envelope decays like e^(−rate·ω₀·t), rate = ζ for ζ ≤ 1 and the
        // slow root's ζ − √(ζ²−1) above: a first guess within a few percent.
        let rate = zeta <= 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot()
        var omega = -target / (rate * duration)

        // A bracket [low, high] with excess(low) > 0 > excess(high).
        var low = omega, high = omega
        while excess(low) <= 0 && low > 1e-9 { low /= 2 }
        while excess(high) >= 0 && high < 1e9 { high *= 2 }

        for _ in 0..<100 {
            let value = excess(omega)
            if abs(value) < 1e-13 { break }
            if value > 0 { low = omega } else { high = omega }
            let step = 1e-6 * omega
            let slope = (excess(omega + step) - excess(omega - step)) / (2 * step)
            let newton = omega - value / slope
            omega = slope < 0 && newton > low && newton < high ? newton : (low + high) / 2
            if high - low < 1e-13 * high { break }
        }
        return spring(omega)
    }
}
