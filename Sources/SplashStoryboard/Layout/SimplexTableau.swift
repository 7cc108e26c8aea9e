/// What a tableau symbol stands for. Cassowary (Badros, Borning & Stuckey,
/// "The Cassowary linear arithmetic constraint solving algorithm", ACM
/// TOCHI 2001, §3) separates unrestricted variables, the layout's own
/// attributes, from restricted ones (≥ 0): slack variables that turn
/// inequalities into equations, error variables that measure how far an
/// optional constraint is from holding, and the artificial variables of a
/// phase-one feasibility search.
enum SimplexSymbolKind: Sendable {
    case external
    case slack
    case error
    case artificial

    var isRestricted: Bool { self != .external }
}

/// The simplex method could not finish within its pivot budget.
struct SimplexPivotLimit: Error {
    var pivots: Int
}

/// How an optimisation ended.
enum SimplexOutcome {
    case optimal
    /// The objective decreases without bound along the entering symbol.
    case unbounded
}

/// A tableau in Cassowary's augmented simplex form: every row gives one
/// basic symbol in terms of non-basic ones; rows whose basic symbol is
/// restricted form the simplex part and keep a constant ≥ 0 (the basic
/// solution, every non-basic symbol at 0, is feasible); rows whose basic
/// symbol is unrestricted only define that variable.
///
/// Invariant kept by the solver (as in kiwi): an unrestricted symbol that
/// is non-basic never appears in a restricted row or an objective. A row
/// being added chooses an unrestricted subject whenever it has one, and
/// simplex pivots only exchange restricted symbols. So unrestricted
/// non-basic variables are free, and the optimisation sees only restricted
/// ones.
struct SimplexTableau: Sendable {
    private(set) var kinds: [SimplexSymbolKind] = []
    /// Basic symbol → its row.
    private(set) var rows: [Int: SimplexRow] = [:]
    /// Symbol → the basic symbols whose rows mention it, so that a
    /// substitution or a ratio test visits only those rows.
    private var columns: [Int: Set<Int>] = [:]
    private(set) var pivotCount = 0
    let pivotLimit: Int
    /// Cell updates done by substitutions so far: the solver's work, which
    /// `checkBudget()` bounds by `workLimit` so that no input (thousands of
    /// dense constraints) keeps it busy for minutes.
    private(set) var work = 0
    static let workLimit = 10_000_000

    init(pivotLimit: Int, kinds: [SimplexSymbolKind] = []) {
        self.pivotLimit = pivotLimit
        self.kinds = kinds
    }

    mutating func newSymbol(_ kind: SimplexSymbolKind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// The value of `symbol` in the basic solution.
    func value(of symbol: Int) -> Double {
        rows[symbol]?.constant ?? 0
    }

    /// Stores `row` for `basic`, which must not be basic yet and must not
    /// appear in any row.
    mutating func setRow(_ basic: Int, _ row: SimplexRow) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    mutating func removeRow(_ basic: Int) -> SimplexRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { columns[symbol]?.remove(basic) }
        return row
    }

    /// Deletes a non-basic symbol from every row (sets it to 0 for good).
    mutating func removeColumn(_ symbol: Int) {
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            rows[basic]?.cells.removeValue(forKey: symbol)
        }
    }

    /// The basic symbols whose rows mention `symbol`.
    func rowsMentioning(_ symbol: Int) -> Set<Int> {
        columns[symbol] ?? []
    }

    /// Makes `symbol` basic with `row` (free of basic symbols), substituting
    /// it out of every other row and the objectives.
    mutating func makeBasic(_ symbol: Int, row: SimplexRow, objectives: inout [SimplexRow]) {
        let users = columns.removeValue(forKey: symbol) ?? []
        work += (users.count + objectives.count) * (row.cells.count + 1)
        for basic in users {
            // Taken out and put back so the row is mutated in place, not copied.
            guard var target = rows.removeValue(forKey: basic) else { continue }
            target.substitute(symbol, with: row)
            rows[basic] = target
            // Only the symbols of `row` can have entered or left `target`.
            for other in row.cells.keys {
                if target.cells[other] != nil {
                    columns[other, default: []].insert(basic)
                } else {
                    columns[other]?.remove(basic)
                }
            }
        }
        for index in objectives.indices {
            objectives[index].substitute(symbol, with: row)
        }
        setRow(symbol, row)
    }

    /// Throws once the pivots or the work exceed their limits.
    func checkBudget() throws(SimplexPivotLimit) {
        guard pivotCount <= pivotLimit, work <= Self.workLimit else { throw SimplexPivotLimit(pivots: pivotCount) }
    }

    /// Exchanges a non-basic `entering` for the basic `leaving`.
    mutating func pivot(entering: Int, leaving: Int, objectives: inout [SimplexRow]) throws(SimplexPivotLimit) {
        pivotCount += 1
        try checkBudget()
        guard let row = removeRow(leaving) else { return }
        makeBasic(entering, row: row.solved(for: entering, basic: leaving), objectives: &objectives)
    }

    /// Primal simplex: minimises `objectives` lexicographically, the first
    /// row strictly dominating the second and so on (Cassowary's symbolic
    /// weights, §2: a reduced cost is a vector compared lexicographically).
    /// The basic solution must be feasible on entry and stays feasible.
    ///
    /// Entering symbol: the most negative reduced cost at the highest level
    /// that can still improve (Dantzig); after `blandAfterDegenerate`
    /// pivots in a row that do not move the solution, Bland's rule (the
    /// lowest-numbered improving symbol enters, ties in the ratio test go to
    /// the lowest-numbered row) for the rest of the call, which cannot cycle
    /// over any ordered field, vectors ordered lexicographically included.
    mutating func optimize(_ objectives: inout [SimplexRow]) throws(SimplexPivotLimit) -> SimplexOutcome {
        let blandAfterDegenerate = 50
        var degenerateRun = 0
        while true {
            let useBland = degenerateRun >= blandAfterDegenerate
            guard let entering = enteringSymbol(objectives, bland: useBland) else { return .optimal }
            guard let (leaving, ratio) = leavingSymbol(for: entering) else { return .unbounded }
            degenerateRun = ratio < simplexEpsilon ? degenerateRun + 1 : 0
            try pivot(entering: entering, leaving: leaving, objectives: &objectives)
        }
    }

    /// The level at which a reduced-cost vector is first non-zero and its sign there.
    private func leadingLevel(of symbol: Int, in objectives: [SimplexRow]) -> (level: Int, value: Double)? {
        for (level, objective) in objectives.enumerated() {
            let cost = objective.coefficient(of: symbol)
            if abs(cost) >= simplexEpsilon { return (level, cost) }
        }
        return nil
    }

    private func enteringSymbol(_ objectives: [SimplexRow], bland: Bool) -> Int? {
        var best: (symbol: Int, level: Int, value: Double)?
        for objective in objectives {
            for symbol in objective.cells.keys where kinds[symbol].isRestricted && rows[symbol] == nil {
                guard let (level, value) = leadingLevel(of: symbol, in: objectives), value < 0 else { continue }
                guard let current = best else {
                    best = (symbol, level, value)
                    continue
                }
                let better: Bool
                if bland {
                    better = symbol < current.symbol
                } else if level != current.level {
                    better = level < current.level
                } else if value != current.value {
                    better = value < current.value
                } else {
                    better = symbol < current.symbol
                }
                if better { best = (symbol, level, value) }
            }
        }
        return best?.symbol
    }

    /// The ratio test over the restricted rows: the row that first reaches
    /// 0 as `entering` grows, ties to the lowest-numbered basic symbol.
    private func leavingSymbol(for entering: Int) -> (symbol: Int, ratio: Double)? {
        var best: (symbol: Int, ratio: Double)?
        for basic in rowsMentioning(entering) where kinds[basic].isRestricted {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = max(row.constant, 0) / -coefficient
            if let current = best {
                if ratio < current.ratio - simplexEpsilon
                    || (abs(ratio - current.ratio) <= simplexEpsilon && basic < current.symbol) {
                    best = (basic, ratio)
                }
            } else {
                best = (basic, ratio)
            }
        }
        return best
    }
}
