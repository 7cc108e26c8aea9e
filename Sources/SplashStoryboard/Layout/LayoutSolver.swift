/// Solves a `LayoutSystem` in one batch with the Cassowary method (Badros,
/// Borning & Stuckey, "The Cassowary linear arithmetic constraint solving
/// algorithm", ACM TOCHI 2001): every constraint is added to a tableau in
/// augmented simplex form (`TableauBuilder`), then the optional
/// constraints' errors are minimised by the primal simplex method with a
/// lexicographic objective, one level per distinct optional priority,
/// highest first. This is UIKit's reading of priorities ("Anatomy of a
/// Constraint", Auto Layout Guide: "The layout engine tries to satisfy all
/// the constraints in priority order from highest to lowest priority. If it
/// cannot satisfy an optional constraint, it tries to come as close as
/// possible to the desired result"): no number of violations at 250
/// outweighs one at 251, which numeric weights (1e6 × …) cannot promise.
struct LayoutSolver {
    /// Constraint additions a conflict search may spend on making its set
    /// minimal (a few hundred constraints need at most n²/2 of them).
    static let conflictSearchBudget = 60_000

    let variables: [LayoutVariable]
    let constraints: [LayoutConstraint]
    /// Distinct optional priorities, highest first: level 0 dominates.
    let levels: [Double]
    let pivotLimit: Int

    init(variables: [LayoutVariable], constraints: [LayoutConstraint]) {
        self.variables = variables
        self.constraints = constraints
        levels = Set(constraints.lazy.filter { !$0.priority.isRequired }.map(\.priority.value)).sorted(by: >)
        // Far above what the simplex method needs (a few pivots per row);
        // reached only through numerical trouble.
        pivotLimit = 10_000 + 100 * (constraints.count + variables.count)
    }

    func solve() throws(LayoutConflict) -> LayoutSolution {
        let levelIndex = Dictionary(uniqueKeysWithValues: levels.enumerated().map { ($1, $0) })
        var builder = TableauBuilder(pivotLimit: pivotLimit)
        var errorSymbols: [[Int]] = []
        errorSymbols.reserveCapacity(constraints.count)
        do {
            for (index, constraint) in constraints.enumerated() {
                switch try builder.add(constraint, optional: !constraint.priority.isRequired) {
                case .added(let errors):
                    errorSymbols.append(errors)
                case .unsatisfiable:
                    throw ConflictFound(index: index)
                }
            }
        } catch let found as ConflictFound {
            throw try conflict(failingAt: found.index)
        } catch let limit as SimplexPivotLimit {
            throw LayoutConflict(kind: .iterationLimit(pivots: limit.pivots), labels: [])
        } catch {
            throw LayoutConflict(kind: .iterationLimit(pivots: pivotLimit), labels: [])
        }

        // objective[level] = Σ weight × error over that level's constraints,
        // in terms of the non-basic symbols.
        var objectives = levels.map { _ in SimplexRow() }
        for (index, errors) in errorSymbols.enumerated() where !errors.isEmpty {
            let constraint = constraints[index]
            guard let level = levelIndex[constraint.priority.value] else { continue }
            for error in errors {
                objectives[level].add(builder.tableau.rows[error] ?? SimplexRow(cells: [error: 1]), times: constraint.weight)
            }
        }
        var tableau = builder.tableau
        let ambiguous: Set<Int>
        do {
            // Errors are ≥ 0, so the objective is bounded below: `.unbounded`
            // cannot happen.
            _ = try tableau.optimize(&objectives)
            ambiguous = try LayoutAmbiguity(tableau: tableau, objectives: objectives).ambiguousExternals(Set(builder.externals.values))
        } catch {
            throw LayoutConflict(kind: .iterationLimit(pivots: error.pivots), labels: [])
        }

        var values: [LayoutVariable: Double] = [:]
        for (variable, symbol) in builder.externals {
            values[variable] = tableau.value(of: symbol)
        }
        let ambiguousVariables = variables.filter { variable in
            guard let symbol = builder.externals[variable] else { return true }
            return ambiguous.contains(symbol)
        }
        var unsatisfied: [String] = []
        for (index, errors) in errorSymbols.enumerated() where !errors.isEmpty {
            let violation = errors.reduce(0) { $0 + tableau.value(of: $1) }
            if violation > TableauBuilder.feasibilityTolerance { unsatisfied.append(constraints[index].label) }
        }
        return LayoutSolution(values: values, ambiguousVariables: ambiguousVariables, unsatisfiedOptionalConstraints: unsatisfied)
    }

    private struct ConflictFound: Error {
        var index: Int
    }
}

// MARK: - Conflicts

extension LayoutSolver {
    /// A minimal set of required constraints that cannot hold together,
    /// given that the required constraints before `failing` can and
    /// `failing` cannot join them.
    ///
    /// Every minimal conflicting set among constraints `0…failing` contains
    /// `failing` (the others alone are satisfiable) and is connected through
    /// shared variables (two variable-disjoint parts are satisfiable
    /// together when each is), so the search starts from `failing`'s
    /// component, in order, `failing` last. Then a deletion filter: drop
    /// each candidate in turn; if the rest still conflict, leave it out,
    /// and keep only the rest up to the constraint whose addition failed.
    ///
    /// Invariant: every proper prefix of `candidates` can hold (true at the
    /// start, and kept by the cut). So the last candidate is always needed,
    /// and the tableau of the candidates before the one being tested can be
    /// kept and extended rather than rebuilt for every test. What remains
    /// conflicts and stops conflicting without any one of its members.
    /// Work is bounded by `conflictSearchBudget` constraint additions and
    /// the tableau's `workLimit` over all tests; past either, the set found so far (still conflicting) is returned,
    /// marked not minimal.
    func conflict(failingAt failing: Int) throws(LayoutConflict) -> LayoutConflict {
        let required = (0...failing).filter { constraints[$0].priority.isRequired }
        var candidates = component(of: failing, among: required)
        var prefix = TableauBuilder(pivotLimit: pivotLimit)
        var index = 0
        var additions = 0
        var work = 0
        var minimal = true
        do {
            while index < candidates.count - 1 {
                guard additions + candidates.count - index <= Self.conflictSearchBudget,
                      work < SimplexTableau.workLimit else {
                    minimal = false
                    break
                }
                var trial = prefix
                var failure: Int?
                for position in (index + 1)..<candidates.count {
                    additions += 1
                    if case .unsatisfiable = try trial.add(constraints[candidates[position]], optional: false) {
                        failure = position
                        break
                    }
                }
                work += trial.tableau.work - prefix.tableau.work
                if let failure {
                    candidates.removeSubrange((failure + 1)...)
                    candidates.remove(at: index)
                } else {
                    additions += 1
                    _ = try prefix.add(constraints[candidates[index]], optional: false)
                    index += 1
                }
            }
        } catch {
            throw LayoutConflict(kind: .iterationLimit(pivots: error.pivots), labels: [])
        }
        return LayoutConflict(kind: .unsatisfiable, labels: candidates.map { constraints[$0].label }, isMinimal: minimal)
    }

    /// The constraints of `indices` (in order) linked to `start` through
    /// shared variables.
    private func component(of start: Int, among indices: [Int]) -> [Int] {
        var parent: [LayoutVariable: LayoutVariable] = [:]
        func root(_ variable: LayoutVariable) -> LayoutVariable {
            var current = variable
            while let next = parent[current], next != current { current = next }
            parent[variable] = current
            return current
        }
        func variablesOf(_ index: Int) -> [LayoutVariable] {
            Array(constraints[index].lhs.terms.keys) + Array(constraints[index].rhs.terms.keys)
        }
        for index in indices {
            let list = variablesOf(index)
            guard let first = list.first else { continue }
            let firstRoot = root(first)
            for variable in list.dropFirst() {
                let other = root(variable)
                if other != firstRoot { parent[other] = firstRoot }
            }
        }
        guard let anchor = variablesOf(start).first.map(root) else { return [start] }
        return indices.filter { index in
            variablesOf(index).first.map { root($0) == anchor } ?? false
        }
    }
}
