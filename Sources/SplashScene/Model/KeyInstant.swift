/// A named moment of a scene's timeline ("mask at its smallest", 2.12 s),
/// declared in the scene file's `keyInstants` for reviews and contact sheets.
public struct KeyInstant: Sendable, Hashable {
    /// Seconds from the start, within the scene's duration.
    public var time: Double
    /// What happens then, in a few words.
    public var label: String

    public init(time: Double, label: String) {
        self.time = time
        self.label = label
    }
}
