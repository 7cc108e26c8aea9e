import SplashScene

/// One frame of a contact sheet: an instant and, when the scene names it
/// as a key instant, its label.
public struct SheetInstant: Sendable, Hashable {
    public var time: Double
    public var label: String?

    public init(time: Double, label: String? = nil) {
        self.time = time
        self.label = label
    }

    /// `count` evenly spaced instants from 0 to the end (both included)
    /// merged with the scene's key instants, sorted by time. A key instant
    /// that falls on an evenly spaced one (within a microsecond) takes its
    /// place rather than repeating the frame.
    public static func forSheet(duration: Double, keyInstants: [KeyInstant], evenlySpaced count: Int) -> [SheetInstant] {
        var instants: [SheetInstant] = []
        if count == 1 {
            instants.append(SheetInstant(time: 0))
        } else if count > 1 {
            for i in 0..<count {
                instants.append(SheetInstant(time: duration * Double(i) / Double(count - 1)))
            }
        }
        for key in keyInstants {
            if let same = instants.firstIndex(where: { abs($0.time - key.time) < 1e-6 }) {
                instants[same].label = key.label
            } else {
                instants.append(SheetInstant(time: key.time, label: key.label))
            }
        }
        return instants.sorted { $0.time < $1.time }
    }

    /// "2.12 s".
    public var timeText: String {
        let text = String(format: "%.2f s", time)
        return text == "-0.00 s" ? "0.00 s" : text
    }
}
