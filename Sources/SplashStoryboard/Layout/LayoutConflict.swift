/// Why a layout system has no solution.
///
/// The usual case is `.unsatisfiable`: the required constraints cannot hold
/// together, and `labels` is a minimal set of them (drop any one and the
/// rest can hold), as UIKit logs "Unable to simultaneously satisfy
/// constraints. Probably at least one of the constraints in the following
/// list is one you don't want." The other kinds are the solver's own
/// bounds on work, so that no input makes it allocate or loop without end.
public struct LayoutConflict: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The required constraints named in `labels` cannot all hold.
        case unsatisfiable
        /// More constraints were added than `LayoutSystem.constraintLimit`
        /// (the extra ones were not kept).
        case tooManyConstraints(limit: Int)
        /// A constraint (named in `labels`) has an infinite or NaN
        /// coefficient or constant.
        case nonFinite
        /// The simplex method did not finish within its budget of pivots
        /// and cell updates (numerical trouble, as Bland's rule rules out
        /// cycling in exact arithmetic, or thousands of dense constraints).
        case iterationLimit(pivots: Int)
    }

    public var kind: Kind
    public var labels: [String]
    /// False when the search for a minimal set ran out of its budget of
    /// re-solves: `labels` then still cannot hold together but may name
    /// more constraints than needed.
    public var isMinimal: Bool

    public init(kind: Kind, labels: [String], isMinimal: Bool = true) {
        self.kind = kind
        self.labels = labels
        self.isMinimal = isMinimal
    }

    public var description: String {
        switch kind {
        case .unsatisfiable:
            return "unable to simultaneously satisfy constraints (at least one of these is one you don't want): "
                + labels.joined(separator: "; ") + (isMinimal ? "" : " (possibly not minimal)")
        case .tooManyConstraints(let limit):
            return "too many constraints: at most \(limit) are solved"
        case .nonFinite:
            return "constraint with a non-finite coefficient or constant: " + labels.joined(separator: "; ")
        case .iterationLimit(let pivots):
            return "the constraint solver gave up after \(pivots) pivots"
        }
    }
}
