/// How much a constraint matters, 1…1000.
///
/// UIKit's `UILayoutPriority` ("Anatomy of a Constraint", Apple's Auto Layout
/// Guide): "Constraints with a priority level of 1000 are required. All
/// other constraints are optional." and "The layout engine tries to satisfy
/// all the constraints in priority order from highest to lowest priority. If
/// it cannot satisfy an optional constraint, it tries to come as close as
/// possible to the desired result". The solver reads that lexicographically:
/// every distinct optional priority is its own level, and any improvement at
/// a higher level outweighs everything at all lower levels (251 beats any
/// number of 250s).
///
/// Interface Builder writes whole numbers (750, 251); any value is accepted
/// and clamped into 1…1000 (a NaN counts as the weakest, 1).
public struct LayoutPriority: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var value: Double

    public init(_ value: Double) {
        self.value = value.isNaN ? 1 : min(max(value, 1), 1000)
    }

    /// `UILayoutPriorityRequired`.
    public static let required = LayoutPriority(1000)
    /// `UILayoutPriorityDefaultHigh`: compression resistance's default.
    public static let defaultHigh = LayoutPriority(750)
    /// `UILayoutPriorityDefaultLow`: content hugging's default.
    public static let defaultLow = LayoutPriority(250)
    /// `UILayoutPriorityFittingSizeLevel`.
    public static let fittingSizeLevel = LayoutPriority(50)

    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
