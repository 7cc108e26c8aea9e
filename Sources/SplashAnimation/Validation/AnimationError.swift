/// A problem with an animation's description, found by `validate()`.
///
/// `field` names the offending property the way Core Animation and scene
/// files do ("keyTimes", "timing.duration", "groupTimings[0].speed"), so a
/// decoder can prefix its own path and report
/// `layers[2].animations[0].keyTimes: must increase from 0 to 1`.
public struct AnimationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var field: String
    /// What is wrong, as a sentence fragment that follows the field name.
    public var reason: String

    public init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }

    /// "keyTimes must have as many entries as values (3 vs 2)".
    public var description: String { "\(field) \(reason)" }

    /// The same error with its field inside `parent` ("timing" +
    /// "duration" → "timing.duration").
    func nested(in parent: String) -> AnimationError {
        AnimationError(field: "\(parent).\(field)", reason: reason)
    }
}

/// Throws when `value` is NaN or infinite.
func requireFinite(_ value: Double, _ field: String) throws(AnimationError) {
    guard value.isFinite else { throw AnimationError(field: field, reason: "must be a finite number (got \(value))") }
}
