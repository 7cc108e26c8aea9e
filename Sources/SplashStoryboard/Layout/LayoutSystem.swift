/// A batch layout problem: variables and the constraints over them, solved
/// all at once.
///
/// ```swift
/// var system = LayoutSystem()
/// let left = system.variable(named: "logo.left")
/// let width = system.variable(named: "logo.width")
/// system.add(LayoutConstraint(width, .equal, nil, constant: 100, label: "logo.width = 100"))
/// system.add(LayoutConstraint(left + width / 2, .equal, LinearExpression(constant: 196.5), label: "logo.centerX = superview.centerX"))
/// let solution = try system.solve()   // logo.left = 146.5
/// ```
public struct LayoutSystem: Sendable {
    /// At most this many constraints are kept; more make `solve()` throw
    /// `.tooManyConstraints`. Launch screens have tens; the bound keeps the
    /// tableau (and a conflict search's re-solves) finite on any input.
    public static let constraintLimit = 4096

    public private(set) var variables: [LayoutVariable] = []
    public private(set) var constraints: [LayoutConstraint] = []
    /// Constraints offered beyond `constraintLimit` (not kept).
    public private(set) var droppedConstraintCount = 0

    public init() {}

    /// A new variable; the name is for messages ("logo.top").
    public mutating func variable(named name: String) -> LayoutVariable {
        let variable = LayoutVariable(id: variables.count, name: name)
        variables.append(variable)
        return variable
    }

    public mutating func add(_ constraint: LayoutConstraint) {
        guard constraints.count < Self.constraintLimit else {
            droppedConstraintCount += 1
            return
        }
        constraints.append(constraint)
    }

    /// Solves every constraint: the required ones exactly, the optional ones
    /// as closely as their priorities allow (lexicographically, highest
    /// priority first; within a priority the weighted sum of violations is
    /// minimised).
    public func solve() throws(LayoutConflict) -> LayoutSolution {
        guard droppedConstraintCount == 0 else {
            throw LayoutConflict(kind: .tooManyConstraints(limit: Self.constraintLimit), labels: [])
        }
        if let bad = constraints.first(where: { !$0.lhs.isFinite || !$0.rhs.isFinite }) {
            throw LayoutConflict(kind: .nonFinite, labels: [bad.label])
        }
        return try LayoutSolver(variables: variables, constraints: constraints).solve()
    }
}
