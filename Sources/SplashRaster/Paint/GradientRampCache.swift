import Foundation

/// The last few gradient tables built, by their stops, for the fills of
/// one render on every thread (a compositor owns one; there is no
/// process-wide cache): a frame drawn in bands (`PictureWindow`) fills each
/// gradient once per band, and building a table (1024 colours, sixteen
/// dithered copies) costs about as much as shading a band's worth of it. A
/// handful of entries covers a scene's gradients; beyond that the oldest goes.
public final class GradientRampCache: @unchecked Sendable {

    private let lock = NSLock()
    private let capacity: Int
    private var ramps: [[GradientStop]: GradientRamp] = [:]
    /// Keys from oldest to newest insertion.
    private var order: [[GradientStop]] = []

    public init(capacity: Int = 16) {
        self.capacity = max(1, capacity)
    }

    /// The table for `stops`: the same as `GradientRamp(stops:)`.
    func ramp(for stops: [GradientStop]) -> GradientRamp? {
        lock.lock()
        let cached = ramps[stops]
        lock.unlock()
        if let cached { return cached }
        // Built outside the lock; two threads may both build the same table, which is harmless.
        guard let ramp = GradientRamp(stops: stops) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if ramps.updateValue(ramp, forKey: stops) == nil {
            order.append(stops)
            if order.count > capacity { ramps[order.removeFirst()] = nil }
        }
        return ramp
    }
}
