import SplashStoryboard
import Testing

/// A linear congruential generator (Knuth's MMIX constants), so the random
/// systems are the same on every run and platform.
struct SeededGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}

@Suite struct LayoutSolverStressTests {
    /// How badly each priority level is violated at a point: per level
    /// (highest first) the sum of |error| of equalities and the shortfall of
    /// inequalities.
    static func violations(_ constraints: [LayoutConstraint], levels: [Double], at value: (LinearExpression) -> Double) -> [Double] {
        var sums = levels.map { _ in 0.0 }
        for constraint in constraints where !constraint.priority.isRequired {
            let difference = value(constraint.lhs - constraint.rhs)
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(difference)
            case .greaterThanOrEqual: violation = max(0, -difference)
            case .lessThanOrEqual: violation = max(0, difference)
            }
            sums[levels.firstIndex(of: constraint.priority.value)!] += violation * constraint.weight
        }
        return sums
    }

    /// The lexicographic optima of the five random systems below, level by
    /// level (999, 750, 500, 251, 250): worked out independently of this
    /// solver, by HiGHS (SciPy's `linprog`) as a sequence of linear programs,
    /// each level minimised with the levels above held at their optima.
    static let levelOptima: [[Double]] = [
        [7085.1875, 4617.875, 6350.875, 6348.75, 7206.375],
        [7254, 4136.25, 6947.75, 8153.75, 10579],
        [7912.5, 8905.75, 12219.75, 4735, 7969],
        [9216.5, 8761.75, 6394.25, 6961, 6439.5],
        [8333.5, 10591.375, 10805.8, 8276.05, 5929.9],
    ]

    /// 40 variables with a hidden point x* (whole numbers 0…400); 300
    /// constraints of 1 to 3 terms (coefficients ±0.5, ±1, ±2). The 150
    /// required ones hold at x* (equalities exactly, inequalities with 0…20
    /// to spare), so the system is feasible; the 150 optional ones (priority
    /// 250, 251, 500, 750 or 999) aim at random targets. For seeds 1…5 the
    /// solve must not throw, every required constraint must hold at the
    /// solution (to 1e-6), and the solution's violations, level by level,
    /// must be lexicographically no worse than x*'s (x* is one feasible
    /// point, so an optimum cannot lose to it) and equal `levelOptima`.
    @Test func randomFeasibleSystemsSolve() throws {
        var requiredChecked = 0
        var optimaChecked = 0
        for seed in UInt64(1)...5 {
            var random = SeededGenerator(state: seed)
            var system = LayoutSystem()
            let variables = (0..<40).map { system.variable(named: "v\($0)") }
            let hidden = variables.map { _ in Double(random.int(0...400)) }
            func atHidden(_ expression: LinearExpression) -> Double {
                expression.terms.reduce(expression.constant) { $0 + $1.value * hidden[$1.key.id] }
            }
            for index in 0..<300 {
                var expression = LinearExpression(constant: 0)
                for _ in 0..<random.int(1...3) {
                    expression = expression + random.pick([-2.0, -1, -0.5, 0.5, 1, 2]) * random.pick(variables)
                }
                let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual])
                let target: Double
                let priority: LayoutPriority
                if index % 2 == 0 {
                    priority = .required
                    let spare = relation == .equal ? 0 : Double(random.int(0...20))
                    target = atHidden(expression) + (relation == .lessThanOrEqual ? spare : -spare)
                } else {
                    priority = LayoutPriority(random.pick([250.0, 251, 500, 750, 999]))
                    target = Double(random.int(-100...500))
                }
                system.add(LayoutConstraint(expression, relation, LinearExpression(constant: target), priority: priority, label: "c\(index)"))
            }
            let solution = try system.solve()
            for constraint in system.constraints where constraint.priority.isRequired {
                let difference = solution.value(of: constraint.lhs - constraint.rhs)
                switch constraint.relation {
                case .equal: #expect(abs(difference) < 1e-6, "\(constraint)")
                case .greaterThanOrEqual: #expect(difference > -1e-6, "\(constraint)")
                case .lessThanOrEqual: #expect(difference < 1e-6, "\(constraint)")
                }
                requiredChecked += 1
            }
            let levels = [999.0, 750, 500, 251, 250]
            let found = Self.violations(system.constraints, levels: levels) { solution.value(of: $0) }
            let reference = Self.violations(system.constraints, levels: levels, at: atHidden)
            let firstDifference = zip(found, reference).first { abs($0 - $1) > 1e-6 }
            #expect(firstDifference.map { $0.0 < $0.1 } ?? true, "seed \(seed): \(found) against x*'s \(reference)")
            optimaChecked += 1
            for (level, (value, optimum)) in zip(found, Self.levelOptima[Int(seed) - 1]).enumerated() {
                #expect(abs(value - optimum) < 1e-5, "seed \(seed), level \(level)")
                optimaChecked += 1
            }
        }
        #expect(requiredChecked == 5 * 150)
        #expect(optimaChecked == 5 + 5 * 5)
    }

    /// Smaller random systems with room to move: 20 variables (hidden
    /// point, whole numbers 0…100), 56 constraints of 1 to 3 terms
    /// (coefficients −1, 1, 2), every other one required and holding at the
    /// hidden point (0…5 to spare), the rest aiming at random targets at 250
    /// or 500, so equal-priority pulls tie. The ambiguous variables are
    /// pinned to those found independently of this solver: HiGHS (SciPy's
    /// `linprog`) minimised and maximised each variable over the optimal
    /// face (required constraints, each level held at its optimum); the
    /// ambiguous ones are those whose range is unbounded or wider than 1e-4.
    /// (The same held for seeds 11…60; six are kept.) In each of these the
    /// ambiguity comes through zero-cost slack and error symbols, not free
    /// variables.
    @Test func randomAmbiguityMatchesTheOptimalFace() throws {
        let expected: [UInt64: [Int]] = [11: [0, 10, 19], 12: [7, 8, 12], 13: [1, 15], 14: [7, 16, 18], 15: [1, 6, 14], 16: [0, 5]]
        var compared = 0
        for seed in expected.keys.sorted() {
            var random = SeededGenerator(state: seed)
            var system = LayoutSystem()
            let variables = (0..<20).map { system.variable(named: "v\($0)") }
            let hidden = variables.map { _ in Double(random.int(0...100)) }
            for index in 0..<56 {
                var expression = LinearExpression(constant: 0)
                for _ in 0..<random.int(1...3) {
                    expression = expression + random.pick([-1.0, 1, 2]) * random.pick(variables)
                }
                let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                let target: Double
                let priority: LayoutPriority
                if index % 2 == 0 {
                    priority = .required
                    let spare = relation == .equal ? 0 : Double(random.int(0...5))
                    let atHidden = expression.terms.reduce(expression.constant) { $0 + $1.value * hidden[$1.key.id] }
                    target = atHidden + (relation == .lessThanOrEqual ? spare : -spare)
                } else {
                    priority = LayoutPriority(random.pick([250.0, 500]))
                    target = Double(random.int(0...100))
                }
                system.add(LayoutConstraint(expression, relation, LinearExpression(constant: target), priority: priority, label: "c\(index)"))
            }
            let solution = try system.solve()
            #expect(solution.ambiguousVariables.map(\.id) == expected[seed], "seed \(seed)")
            compared += 1
        }
        #expect(compared == 6)
    }

    /// Random required systems made infeasible on purpose (10 variables, 30
    /// constraints of 1 to 2 terms aiming at random targets, so they soon
    /// contradict each other). For seeds 21…30 the reported conflict must
    /// itself fail to solve, and solve once any one of its members is
    /// dropped: a minimal conflicting set.
    @Test func randomConflictsAreMinimal() throws {
        var checked = 0
        for seed in UInt64(21)...30 {
            var random = SeededGenerator(state: seed)
            var system = LayoutSystem()
            let variables = (0..<10).map { system.variable(named: "v\($0)") }
            for index in 0..<30 {
                var expression = LinearExpression(constant: 0)
                for _ in 0..<random.int(1...2) {
                    expression = expression + random.pick([-1.0, 1, 2]) * random.pick(variables)
                }
                let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
                system.add(LayoutConstraint(expression, relation, LinearExpression(constant: Double(random.int(0...100))), label: "c\(index)"))
            }
            var labels: [String] = []
            do { _ = try system.solve() } catch { labels = error.labels; #expect(error.isMinimal) }
            #expect(!labels.isEmpty, "seed \(seed) should conflict")
            func solves(_ kept: [String]) -> Bool {
                var subset = LayoutSystem()
                _ = variables.map { subset.variable(named: $0.name) }
                for constraint in system.constraints where kept.contains(constraint.label) { subset.add(constraint) }
                do { _ = try subset.solve(); return true } catch { return false }
            }
            #expect(!solves(labels), "seed \(seed)")
            for label in labels {
                #expect(solves(labels.filter { $0 != label }), "seed \(seed) without \(label)")
                checked += 1
            }
        }
        // 24 members over the ten conflicts: one of 1 (a constraint whose
        // terms cancel, `v − v = c`), six of 2, one of 3, two of 4.
        #expect(checked == 24)
    }

    /// 100 views in a row, 5 constraints each (500): top = 20 and
    /// width ≥ 10 required, leading = previous trailing + 8 required (the
    /// first at 0), width = 30 at 750, height = 44 at 500. Every view is
    /// 30 × 44, view k at x = 38k. The time is printed, not asserted.
    @Test func fiveHundredConstraintsPerformance() throws {
        var system = LayoutSystem()
        var views: [TestView] = []
        for index in 0..<100 {
            let view = TestView("view\(index)", in: &system)
            system.add(LayoutConstraint(view.top, .equal, nil, constant: 20, label: "view\(index).top = 20"))
            system.add(LayoutConstraint(view.width, .greaterThanOrEqual, nil, constant: 10, label: "view\(index).width >= 10"))
            if let previous = views.last {
                system.add(LayoutConstraint(LinearExpression(view.left), .equal, previous.right + 8, label: "view\(index).leading = view\(index - 1).trailing + 8"))
            } else {
                system.add(LayoutConstraint(view.left, .equal, nil, constant: 0, label: "view0.leading = 0"))
            }
            system.add(LayoutConstraint(view.width, .equal, nil, constant: 30, priority: .defaultHigh, label: "view\(index).width = 30"))
            system.add(LayoutConstraint(view.height, .equal, nil, constant: 44, priority: LayoutPriority(500), label: "view\(index).height = 44"))
            views.append(view)
        }
        #expect(system.constraints.count == 500)
        let clock = ContinuousClock()
        var solution: LayoutSolution?
        let elapsed = try clock.measure { solution = try system.solve() }
        print("LayoutSolver: 500 constraints solved in \(elapsed)")
        let solved = try #require(solution)
        var compared = 0
        for (index, view) in views.enumerated() where index % 33 == 0 {
            // view k: left = 38k, width 30, height 44.
            #expect(abs(solved.value(of: view.left) - 38 * Double(index)) < 1e-9)
            #expect(abs(solved.value(of: view.width) - 30) < 1e-9)
            #expect(abs(solved.value(of: view.height) - 44) < 1e-9)
            compared += 3
        }
        #expect(compared == 12)
        #expect(solved.ambiguousVariables.isEmpty)
    }
}
