/// Which unrestricted variables are not fixed by an optimal tableau: Xcode's
/// "ambiguous layout", a variable that can change while every required
/// constraint holds and every priority level's objective stays optimal.
///
/// At the optimum the objective is `constant + Σ rⱼ xⱼ` over non-basic
/// restricted symbols with every reduced-cost vector `rⱼ`
/// lexicographically ≥ 0. A sum of lexicographically non-negative vectors
/// is zero only if each term is, so the optimal solutions are exactly the
/// feasible points with `xⱼ = 0` wherever `rⱼ ≠ 0`. What stays free:
/// - a non-basic unrestricted variable: by the tableau's invariant it
///   appears in no restricted row and no objective, so it can take any
///   value; it is ambiguous, and so is every basic variable whose row
///   mentions it (a view with only a width: `right = left + 100` with
///   `left` non-basic, both ambiguous);
/// - the non-basic restricted symbols `Z` with a zero reduced cost at every
///   level, within `P = {x_Z ≥ 0, every restricted row ≥ 0}`.
/// A basic variable `v = c + Σ dⱼ xⱼ` whose row mentions no free
/// unrestricted variable is therefore ambiguous exactly when `d · x_Z` is
/// not constant on `P`. A zero-cost symbol is not enough on its own: in a
/// degenerate tableau a restricted row with constant 0 can block it (ratio
/// 0), and a blocked direction may still open after other zero-cost
/// symbols move. So rather than reading single pivots, the maximum and the
/// minimum of `d · x_Z` over `P` are found by the simplex method on the
/// restricted rows cut down to `Z` (starting from the current, feasible
/// basis): `v` is ambiguous iff either is unbounded or differs from 0.
/// Variables whose row has no `Z` term (the usual case) need no search.
struct LayoutAmbiguity {
    /// A change in a variable below this is rounding, not ambiguity.
    static let tolerance = 1e-7

    let tableau: SimplexTableau
    let objectives: [SimplexRow]

    func ambiguousExternals(_ externals: Set<Int>) throws(SimplexPivotLimit) -> Set<Int> {
        let kinds = tableau.kinds
        let freeExternals = externals.filter { tableau.rows[$0] == nil }
        var zeroCost = Set<Int>()
        for row in tableau.rows.values {
            for symbol in row.cells.keys where kinds[symbol].isRestricted && tableau.rows[symbol] == nil {
                if objectives.allSatisfy({ abs($0.coefficient(of: symbol)) < simplexEpsilon }) {
                    zeroCost.insert(symbol)
                }
            }
        }
        var restricted = SimplexTableau(pivotLimit: tableau.pivotLimit, kinds: kinds)
        for (basic, row) in tableau.rows where kinds[basic].isRestricted {
            let cells = row.cells.filter { zeroCost.contains($0.key) }
            if !cells.isEmpty { restricted.setRow(basic, SimplexRow(constant: row.constant, cells: cells)) }
        }

        var ambiguous = freeExternals
        var spent = 0
        for symbol in externals {
            guard let row = tableau.rows[symbol] else { continue }
            if row.cells.keys.contains(where: { freeExternals.contains($0) }) {
                ambiguous.insert(symbol)
                continue
            }
            let direction = row.cells.filter { zeroCost.contains($0.key) }
            if direction.isEmpty { continue }
            if try canMove(along: direction, in: restricted, spent: &spent) { ambiguous.insert(symbol) }
        }
        return ambiguous
    }

    /// Whether `d · x` takes a value other than 0 on `P` (up or down).
    /// `spent` adds up the searches' work, bounded like a solve's.
    private func canMove(along direction: [Int: Double], in restricted: SimplexTableau, spent: inout Int) throws(SimplexPivotLimit) -> Bool {
        for sign in [-1.0, 1.0] {
            var lp = restricted
            var objective = [SimplexRow(cells: direction.mapValues { $0 * sign })]
            // Minimising −d·x finds the maximum, d·x the minimum; the
            // objective's constant is the optimum (times the sign).
            let outcome = try lp.optimize(&objective)
            spent += lp.work - restricted.work + 1
            guard spent <= SimplexTableau.workLimit else { throw SimplexPivotLimit(pivots: lp.pivotCount) }
            if outcome == .unbounded { return true }
            if abs(objective[0].constant) > Self.tolerance { return true }
        }
        return false
    }
}
