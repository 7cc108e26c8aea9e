/// The values a `LayoutSystem` solved to, with diagnostics.
public struct LayoutSolution: Sendable {
    let values: [LayoutVariable: Double]

    /// Variables whose value is not unique among the optimal solutions
    /// (Xcode's "ambiguous layout"), in the order they were made: e.g. a
    /// view with only a width and a height has an ambiguous x and y. A
    /// variable no constraint mentions is ambiguous too (and 0).
    public var ambiguousVariables: [LayoutVariable]

    /// Labels of the optional constraints that do not hold exactly at the
    /// solution, in the order they were added (for diagnostics).
    public var unsatisfiedOptionalConstraints: [String]

    init(values: [LayoutVariable: Double], ambiguousVariables: [LayoutVariable], unsatisfiedOptionalConstraints: [String]) {
        self.values = values
        self.ambiguousVariables = ambiguousVariables
        self.unsatisfiedOptionalConstraints = unsatisfiedOptionalConstraints
    }

    /// The variable's value; 0 for one no constraint mentions.
    public func value(of variable: LayoutVariable) -> Double {
        values[variable] ?? 0
    }

    /// The value of an expression at the solution.
    public func value(of expression: LinearExpression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.value * value(of: $1.key) }
    }

    public var hasAmbiguousLayout: Bool { !ambiguousVariables.isEmpty }
}
