/// Adds constraints to a `SimplexTableau` one at a time, keeping the
/// restricted rows feasible: Cassowary's `addConstraint` (Badros, Borning &
/// Stuckey 2001, §3.2 and §4.1; the row and subject choice follow kiwi, its
/// C++ successor).
///
/// A constraint `lhs (relation) rhs` becomes `E = lhs − rhs` with basic
/// symbols substituted out, and
/// - `E = 0` when required,
/// - `E − s = 0`, slack `s ≥ 0`, for a required `E ≥ 0` (`≤` is negated),
/// - `E − e⁺ + e⁻ = 0` for an optional equality, minimising `e⁺ + e⁻ = |E|`,
/// - `E − s + e = 0` for an optional `E ≥ 0`, minimising `e`, the
///   shortfall `max(0, −E)`.
/// The row is made to have a constant ≥ 0 and solved for a subject: an
/// unrestricted variable if it has one (the newest), else one of its
/// new slack or error symbols with a negative coefficient (so it is basic
/// with a value ≥ 0 and appears in no other row). Failing both, an
/// artificial variable is minimised (phase one); if it cannot reach 0 the
/// constraint contradicts the required ones already added.
struct TableauBuilder: Sendable {
    /// Phase one's artificial variable must reach 0 within this (a little
    /// looser than `simplexEpsilon`, for rounding over many pivots).
    static let feasibilityTolerance = 1e-7

    enum Outcome {
        /// Added; the constraint's error symbols (none when required).
        case added(errors: [Int])
        /// A required constraint the tableau's required constraints exclude.
        case unsatisfiable
    }

    var tableau: SimplexTableau
    /// Each layout variable's unrestricted symbol.
    private(set) var externals: [LayoutVariable: Int] = [:]

    init(pivotLimit: Int) {
        tableau = SimplexTableau(pivotLimit: pivotLimit)
    }

    private mutating func symbol(for variable: LayoutVariable) -> Int {
        if let symbol = externals[variable] { return symbol }
        let symbol = tableau.newSymbol(.external)
        externals[variable] = symbol
        return symbol
    }

    /// Adds the constraint; `optional` is false for a required one.
    mutating func add(_ constraint: LayoutConstraint, optional: Bool) throws(SimplexPivotLimit) -> Outcome {
        try tableau.checkBudget()
        let expression = constraint.lhs - constraint.rhs
        var row = SimplexRow(constant: expression.constant)
        for (variable, coefficient) in expression.terms {
            let symbol = symbol(for: variable)
            if let basicRow = tableau.rows[symbol] {
                row.add(basicRow, times: coefficient)
            } else {
                row.add(coefficient, times: symbol)
            }
        }
        var newSymbols: [Int] = []
        var errors: [Int] = []
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            if constraint.relation == .lessThanOrEqual { row.negate() }
            let slack = tableau.newSymbol(.slack)
            row.add(-1, times: slack)
            newSymbols.append(slack)
            if optional {
                let error = tableau.newSymbol(.error)
                row.add(1, times: error)
                newSymbols.append(error)
                errors.append(error)
            }
        case .equal:
            if optional {
                let plus = tableau.newSymbol(.error)
                let minus = tableau.newSymbol(.error)
                row.add(-1, times: plus)
                row.add(1, times: minus)
                newSymbols += [plus, minus]
                errors += [plus, minus]
            }
        }
        if row.constant < 0 { row.negate() }

        var noObjectives: [SimplexRow] = []
        // The newest variable: it appears in the fewest rows, so making it
        // basic substitutes into few (the oldest would make a chain of
        // `vᵢ = vᵢ₋₁ + 1` rewrite every earlier row, quadratic work), and
        // a loose view keeps its first attribute at 0 (`right = left + 100`
        // leaves `left` non-basic, 0).
        if let external = row.cells.keys.filter({ tableau.kinds[$0] == .external }).max() {
            tableau.makeBasic(external, row: row.solvedFromZero(for: external), objectives: &noObjectives)
            return .added(errors: errors)
        }
        if let subject = newSymbols.first(where: { row.coefficient(of: $0) < 0 }) {
            tableau.makeBasic(subject, row: row.solvedFromZero(for: subject), objectives: &noObjectives)
            return .added(errors: errors)
        }
        if row.cells.isEmpty {
            // `0 = constant`: redundant when the constant is 0, else a
            // contradiction (`0 = 5`, or one the tableau reduced it to).
            return row.constant < Self.feasibilityTolerance ? .added(errors: errors) : .unsatisfiable
        }
        return try addWithArtificialVariable(row) ? .added(errors: errors) : .unsatisfiable
    }

    /// Phase one for `0 = row` (constant ≥ 0, only restricted symbols):
    /// `a = row`, minimise `a`; the constraint can hold iff `a` reaches 0.
    /// Then `a` is pivoted out (or its row, all zero, dropped as
    /// redundant) and its column deleted.
    private mutating func addWithArtificialVariable(_ row: SimplexRow) throws(SimplexPivotLimit) -> Bool {
        // Relative to the row's size: rounding grows with the numbers.
        let tolerance = Self.feasibilityTolerance * max(1, abs(row.constant), row.cells.values.reduce(0) { max($0, abs($1)) })
        let artificial = tableau.newSymbol(.artificial)
        tableau.setRow(artificial, row)
        var phase = [row]
        _ = try tableau.optimize(&phase)
        guard phase[0].constant < tolerance else { return false }
        if let artificialRow = tableau.removeRow(artificial),
           let entering = artificialRow.cells.keys.filter({ tableau.kinds[$0] != .artificial }).min() {
            var noObjectives: [SimplexRow] = []
            tableau.makeBasic(entering, row: artificialRow.solved(for: entering, basic: artificial), objectives: &noObjectives)
        }
        tableau.removeColumn(artificial)
        return true
    }
}
