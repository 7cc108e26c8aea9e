import SplashStoryboard
import Testing

/// A view's horizontal and vertical anchors as layout variables (left and
/// width, top and height; the other attributes are expressions of them).
struct TestView {
    let left: LayoutVariable
    let width: LayoutVariable
    let top: LayoutVariable
    let height: LayoutVariable

    init(_ name: String, in system: inout LayoutSystem) {
        left = system.variable(named: "\(name).left")
        width = system.variable(named: "\(name).width")
        top = system.variable(named: "\(name).top")
        height = system.variable(named: "\(name).height")
    }

    var right: LinearExpression { left + width }
    var centerX: LinearExpression { left + width / 2 }
    var centerY: LinearExpression { top + height / 2 }
}

func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

/// `lhs (relation) rhs` at `priority`, labelled with its own text.
func constraint(
    _ lhs: LinearExpression, _ relation: LayoutRelation, _ rhs: LinearExpression,
    _ priority: Double = 1000, _ label: String
) -> LayoutConstraint {
    LayoutConstraint(lhs, relation, rhs, priority: LayoutPriority(priority), label: label)
}

@Suite struct LayoutSolverTests {
    /// A superview at x 0, 393 wide; a view 100 wide with its centerX on
    /// the superview's: left + 100/2 = 393/2 → left = (393 − 100)/2 =
    /// 146.5, right = 146.5 + 100 = 246.5. Nothing is ambiguous
    /// horizontally; the vertical variables are unmentioned, so ambiguous.
    @Test func viewCentredInSuperview() throws {
        var system = LayoutSystem()
        let superview = TestView("superview", in: &system)
        let view = TestView("view", in: &system)
        system.add(constraint(LinearExpression(superview.left), .equal, constant(0), 1000, "superview.left = 0"))
        system.add(constraint(LinearExpression(superview.width), .equal, constant(393), 1000, "superview.width = 393"))
        system.add(LayoutConstraint(view.width, .equal, nil, constant: 100, label: "view.width = 100"))
        system.add(constraint(view.centerX, .equal, superview.centerX, 1000, "view.centerX = superview.centerX"))
        let solution = try system.solve()
        let expected: [(LinearExpression, Double)] = [(LinearExpression(view.left), 146.5), (view.right, 246.5), (superview.centerX, 196.5)]
        var compared = 0
        for (expression, value) in expected {
            #expect(abs(solution.value(of: expression) - value) < 1e-9, "\(expression)")
            compared += 1
        }
        #expect(compared == 3)
        #expect(solution.ambiguousVariables.map(\.name) == ["superview.top", "superview.height", "view.top", "view.height"])
        #expect(solution.unsatisfiedOptionalConstraints.isEmpty)
    }

    /// x ≥ 10 required and x = 5 at 750: the required inequality wins,
    /// x = 10 (the equality misses by 5). x ≤ 100 required and x = 5 at 250:
    /// both hold, x = 5.
    @Test func requiredInequalityBeatsWeakerEquality() throws {
        var first = LayoutSystem()
        let x = first.variable(named: "x")
        first.add(LayoutConstraint(x, .greaterThanOrEqual, nil, constant: 10, label: "x >= 10"))
        first.add(LayoutConstraint(x, .equal, nil, constant: 5, priority: .defaultHigh, label: "x = 5 @750"))
        let one = try first.solve()
        #expect(abs(one.value(of: x) - 10) < 1e-9)
        #expect(one.unsatisfiedOptionalConstraints == ["x = 5 @750"])
        #expect(one.ambiguousVariables.isEmpty)

        var second = LayoutSystem()
        let y = second.variable(named: "x")
        second.add(LayoutConstraint(y, .lessThanOrEqual, nil, constant: 100, label: "x <= 100"))
        second.add(LayoutConstraint(y, .equal, nil, constant: 5, priority: .defaultLow, label: "x = 5 @250"))
        let two = try second.solve()
        #expect(abs(two.value(of: y) - 5) < 1e-9)
        #expect(two.unsatisfiedOptionalConstraints.isEmpty)
        #expect(two.ambiguousVariables.isEmpty)
    }

    /// Thirty `x = 0` at 250 against one `x = 100` at 251. Priorities are
    /// lexicographic: level 251 is met first (x = 100, error 0) and the 250s
    /// only choose among its optima. Summed numeric errors would pick x = 0
    /// (error 100 against 30 × 100). All thirty 250s are reported unmet.
    @Test func higherPriorityDominatesAnyNumberOfLowerOnes() throws {
        var system = LayoutSystem()
        let x = system.variable(named: "x")
        for index in 0..<30 {
            system.add(LayoutConstraint(x, .equal, nil, constant: 0, priority: LayoutPriority(250), label: "x = 0 #\(index)"))
        }
        system.add(LayoutConstraint(x, .equal, nil, constant: 100, priority: LayoutPriority(251), label: "x = 100"))
        let solution = try system.solve()
        #expect(abs(solution.value(of: x) - 100) < 1e-9)
        #expect(solution.unsatisfiedOptionalConstraints.count == 30)
        #expect(solution.ambiguousVariables.isEmpty)
    }

    /// A label with intrinsic width 120: compression resistance `width ≥
    /// 120` at 750, content hugging `width ≤ 120` at 250 (UIKit's defaults,
    /// `UIView` "contentHuggingPriority(for:)"). Pinned leading 20 and
    /// trailing 393 − 20 = 373, both required: width = 373 − 20 = 353, the
    /// hugging constraint loses (violated by 233). With a required
    /// `width ≤ 100` and only the leading edge pinned: width = 100, the
    /// compression resistance loses (short by 20).
    @Test func huggingAndCompressionResistance() throws {
        var pinned = LayoutSystem()
        let label = TestView("label", in: &pinned)
        pinned.add(constraint(LinearExpression(label.left), .equal, constant(20), 1000, "label.leading = 20"))
        pinned.add(constraint(label.right, .equal, constant(393 - 20), 1000, "label.trailing = 373"))
        pinned.add(constraint(LinearExpression(label.width), .greaterThanOrEqual, constant(120), 750, "compression"))
        pinned.add(constraint(LinearExpression(label.width), .lessThanOrEqual, constant(120), 250, "hugging"))
        let stretched = try pinned.solve()
        #expect(abs(stretched.value(of: label.width) - 353) < 1e-9)
        #expect(stretched.unsatisfiedOptionalConstraints == ["hugging"])

        var capped = LayoutSystem()
        let other = TestView("label", in: &capped)
        capped.add(constraint(LinearExpression(other.left), .equal, constant(20), 1000, "label.leading = 20"))
        capped.add(constraint(LinearExpression(other.width), .greaterThanOrEqual, constant(120), 750, "compression"))
        capped.add(constraint(LinearExpression(other.width), .lessThanOrEqual, constant(120), 250, "hugging"))
        capped.add(constraint(LinearExpression(other.width), .lessThanOrEqual, constant(100), 1000, "label.width <= 100"))
        let squeezed = try capped.solve()
        #expect(abs(squeezed.value(of: other.width) - 100) < 1e-9)
        #expect(abs(squeezed.value(of: other.right) - 120) < 1e-9)
        #expect(squeezed.unsatisfiedOptionalConstraints == ["compression"])
    }

    /// Two labels in a row across 393 points: a.leading = 20, b.leading =
    /// a.trailing + 8, b.trailing = 373, all required, so a.width + b.width
    /// = 373 − 20 − 8 = 345. Intrinsic widths 100 (a) and 80 (b), both
    /// compression-resistant at 750; a hugs at 250, b at 251. Level 251
    /// keeps b at 80; a takes the rest, 345 − 80 = 265 (a.left 20, b.left
    /// 20 + 265 + 8 = 293). Swapping the hugging priorities swaps who
    /// stretches: a = 100, b = 245, b.left = 128.
    @Test func lowerHuggingLabelStretches() throws {
        for (huggingA, huggingB, widthA, widthB, leftB) in [(250.0, 251.0, 265.0, 80.0, 293.0), (251, 250, 100, 245, 128)] {
            var system = LayoutSystem()
            let a = TestView("a", in: &system)
            let b = TestView("b", in: &system)
            system.add(constraint(LinearExpression(a.left), .equal, constant(20), 1000, "a.leading = 20"))
            system.add(constraint(LinearExpression(b.left), .equal, a.right + 8, 1000, "b.leading = a.trailing + 8"))
            system.add(constraint(b.right, .equal, constant(373), 1000, "b.trailing = 373"))
            system.add(constraint(LinearExpression(a.width), .greaterThanOrEqual, constant(100), 750, "a compression"))
            system.add(constraint(LinearExpression(a.width), .lessThanOrEqual, constant(100), huggingA, "a hugging"))
            system.add(constraint(LinearExpression(b.width), .greaterThanOrEqual, constant(80), 750, "b compression"))
            system.add(constraint(LinearExpression(b.width), .lessThanOrEqual, constant(80), huggingB, "b hugging"))
            let solution = try system.solve()
            var compared = 0
            for (variable, value) in [(a.width, widthA), (b.width, widthB), (b.left, leftB), (a.left, 20)] {
                #expect(abs(solution.value(of: variable) - value) < 1e-9, "\(variable)")
                compared += 1
            }
            #expect(compared == 4)
            #expect(solution.unsatisfiedOptionalConstraints == [huggingA < huggingB ? "a hugging" : "b hugging"])
        }
    }

    /// width = 100 and width = 200, both required, among constraints that
    /// hold together (a left edge, another view's frame): the conflict
    /// names exactly those two, in the order they were added.
    @Test func conflictNamesAMinimalSet() {
        var system = LayoutSystem()
        let view = TestView("view", in: &system)
        let other = TestView("other", in: &system)
        system.add(constraint(LinearExpression(other.left), .equal, constant(0), 1000, "other.left = 0"))
        system.add(constraint(LinearExpression(view.left), .equal, constant(20), 1000, "view.left = 20"))
        system.add(constraint(LinearExpression(view.width), .equal, constant(100), 1000, "view.width = 100"))
        system.add(constraint(view.right, .lessThanOrEqual, constant(393), 1000, "view.right <= 393"))
        system.add(constraint(LinearExpression(other.width), .equal, LinearExpression(view.width), 1000, "other.width = view.width"))
        system.add(constraint(LinearExpression(view.width), .equal, constant(50), 500, "view.width = 50 @500"))
        system.add(constraint(LinearExpression(view.width), .equal, constant(200), 1000, "view.width = 200"))
        system.add(constraint(LinearExpression(other.top), .equal, constant(10), 1000, "other.top = 10"))
        do {
            _ = try system.solve()
            Issue.record("expected a conflict")
        } catch {
            #expect(error.kind == .unsatisfiable)
            #expect(error.labels == ["view.width = 100", "view.width = 200"])
            #expect(error.isMinimal)
        }
    }

    /// A conflict through a chain: a = 0, b = a + 10, c = b + 10, c = 5
    /// (20 ≠ 5) needs all four; the unrelated d = 1 is left out. And an
    /// inequality conflict: x ≥ 10 with x ≤ 5.
    @Test func conflictThroughAChainAndInequalities() {
        var system = LayoutSystem()
        let a = system.variable(named: "a"), b = system.variable(named: "b")
        let c = system.variable(named: "c"), d = system.variable(named: "d")
        system.add(LayoutConstraint(d, .equal, nil, constant: 1, label: "d = 1"))
        system.add(LayoutConstraint(a, .equal, nil, constant: 0, label: "a = 0"))
        system.add(LayoutConstraint(b, .equal, a, constant: 10, label: "b = a + 10"))
        system.add(LayoutConstraint(c, .equal, b, constant: 10, label: "c = b + 10"))
        system.add(LayoutConstraint(c, .lessThanOrEqual, nil, constant: 100, label: "c <= 100"))
        system.add(LayoutConstraint(c, .equal, nil, constant: 5, label: "c = 5"))
        var labels: [[String]] = []
        do { _ = try system.solve() } catch { labels.append(error.labels) }

        var inequalities = LayoutSystem()
        let x = inequalities.variable(named: "x")
        inequalities.add(LayoutConstraint(x, .greaterThanOrEqual, nil, constant: 10, label: "x >= 10"))
        inequalities.add(LayoutConstraint(x, .lessThanOrEqual, nil, constant: 5, label: "x <= 5"))
        do { _ = try inequalities.solve() } catch { labels.append(error.labels) }
        #expect(labels == [["a = 0", "b = a + 10", "c = b + 10", "c = 5"], ["x >= 10", "x <= 5"]])
    }

    /// A view with only a width and a height: right = left + 100 and
    /// bottom = top + 50 hold for any left and top, so left and top are
    /// ambiguous (width and height are not). Pinning left = 16 and top =
    /// 59 leaves nothing ambiguous: right = 116, bottom = 109.
    @Test func ambiguousAndDeterminedLayouts() throws {
        var system = LayoutSystem()
        let view = TestView("view", in: &system)
        let right = system.variable(named: "view.right")
        system.add(constraint(LinearExpression(right), .equal, view.right, 1000, "view.right = left + width"))
        system.add(constraint(LinearExpression(view.width), .equal, constant(100), 1000, "view.width = 100"))
        system.add(constraint(LinearExpression(view.height), .equal, constant(50), 1000, "view.height = 50"))
        let loose = try system.solve()
        #expect(loose.ambiguousVariables.map(\.name) == ["view.left", "view.top", "view.right"])

        system.add(constraint(LinearExpression(view.left), .equal, constant(16), 1000, "view.left = 16"))
        system.add(constraint(LinearExpression(view.top), .equal, constant(59), 1000, "view.top = 59"))
        let pinned = try system.solve()
        #expect(pinned.ambiguousVariables.isEmpty)
        #expect(abs(pinned.value(of: right) - 116) < 1e-9)
        #expect(abs(pinned.value(of: view.top + view.height) - 109) < 1e-9)
    }

    /// Ambiguity through inequalities and weak constraints: x ≥ 0 and
    /// x ≤ 10 alone leave x anywhere in [0, 10]: ambiguous. x = 5 at 250
    /// fixes it. Two equal-priority pulls, x = 0 and x = 10 at 500, cost 10
    /// anywhere in between: ambiguous again (UIKit would pick one).
    @Test func ambiguityThroughInequalitiesAndTies() throws {
        var names: [[String]] = []
        for extra in [[], [(5.0, 250.0)], [(0, 500), (10, 500)]] {
            var system = LayoutSystem()
            let x = system.variable(named: "x")
            system.add(LayoutConstraint(x, .greaterThanOrEqual, nil, constant: 0, label: "x >= 0"))
            system.add(LayoutConstraint(x, .lessThanOrEqual, nil, constant: 10, label: "x <= 10"))
            for (value, priority) in extra {
                system.add(LayoutConstraint(x, .equal, nil, constant: value, priority: LayoutPriority(priority), label: "x = \(value)"))
            }
            names.append(try system.solve().ambiguousVariables.map(\.name))
        }
        #expect(names == [["x"], [], ["x"]])
    }

    /// width ≥ 100 and width ≤ 100, both required, pin width = 100 through
    /// two inequalities: the first makes `width = 100 + s₁`, the second's
    /// slack row `s₂ = −s₁` has constant 0. s₁ has no cost (there is no
    /// objective), yet it cannot grow: the degenerate row blocks it. Not
    /// ambiguous; with the upper bound at 120, width can be anything in
    /// 100…120 and is.
    @Test func degenerateBoundsAreNotAmbiguous() throws {
        var names: [[String]] = []
        var values: [Double] = []
        for upper in [100.0, 120] {
            var system = LayoutSystem()
            let width = system.variable(named: "width")
            system.add(LayoutConstraint(width, .greaterThanOrEqual, nil, constant: 100, label: "width >= 100"))
            system.add(LayoutConstraint(width, .lessThanOrEqual, nil, constant: upper, label: "width <= \(upper)"))
            let solution = try system.solve()
            names.append(solution.ambiguousVariables.map(\.name))
            values.append(solution.value(of: width))
        }
        #expect(names == [[], ["width"]])
        #expect(abs(values[0] - 100) < 1e-9)
    }

    /// a.width = 0.5 × b.width + 10 with b.width = 300: 150 + 10 = 160.
    /// Derived attributes: centerY = top + height / 2 with top = 59,
    /// height = 100 → 109; and a.centerY on b.centerY with a.height 40:
    /// a.top = 109 − 20 = 89.
    @Test func multipliersAndDerivedAttributes() throws {
        var system = LayoutSystem()
        let a = TestView("a", in: &system)
        let b = TestView("b", in: &system)
        let centerY = system.variable(named: "b.centerY")
        system.add(LayoutConstraint(b.width, .equal, nil, constant: 300, label: "b.width = 300"))
        system.add(LayoutConstraint(a.width, .equal, b.width, multiplier: 0.5, constant: 10, label: "a.width = 0.5 × b.width + 10"))
        system.add(constraint(LinearExpression(centerY), .equal, b.centerY, 1000, "b.centerY = b.top + b.height / 2"))
        system.add(LayoutConstraint(b.top, .equal, nil, constant: 59, label: "b.top = 59"))
        system.add(LayoutConstraint(b.height, .equal, nil, constant: 100, label: "b.height = 100"))
        system.add(LayoutConstraint(a.height, .equal, nil, constant: 40, label: "a.height = 40"))
        system.add(constraint(a.centerY, .equal, LinearExpression(centerY), 1000, "a.centerY = b.centerY"))
        let solution = try system.solve()
        var compared = 0
        for (variable, value) in [(a.width, 160.0), (centerY, 109), (a.top, 89)] {
            #expect(abs(solution.value(of: variable) - value) < 1e-9, "\(variable)")
            compared += 1
        }
        #expect(compared == 3)
    }

    /// Degenerate on purpose: every inequality is tight at the same vertex
    /// and the equalities repeat. Required x = y (twice), x, y, z ≥ 0,
    /// x + y ≥ 0 and x + y + z ≥ 0 (ten times each), x − y ≥ 0; optional
    /// x = −5 at 500, y = −3 and z = 0 at 250. Level 500 wants x as low as
    /// possible: x = 0, so y = 0; level 250 then gets z = 0. It ends, with
    /// (0, 0, 0).
    @Test func degenerateSystemTerminates() throws {
        var system = LayoutSystem()
        let x = system.variable(named: "x"), y = system.variable(named: "y"), z = system.variable(named: "z")
        system.add(LayoutConstraint(x, .equal, y, label: "x = y"))
        system.add(LayoutConstraint(y, .equal, x, label: "y = x"))
        for variable in [x, y, z] {
            system.add(LayoutConstraint(variable, .greaterThanOrEqual, nil, label: "\(variable) >= 0"))
        }
        for index in 0..<10 {
            system.add(constraint(x + y, .greaterThanOrEqual, constant(0), 1000, "x + y >= 0 #\(index)"))
            system.add(constraint(x + y + z, .greaterThanOrEqual, constant(0), 1000, "x + y + z >= 0 #\(index)"))
        }
        system.add(constraint(x - y, .greaterThanOrEqual, constant(0), 1000, "x - y >= 0"))
        system.add(LayoutConstraint(x, .equal, nil, constant: -5, priority: LayoutPriority(500), label: "x = -5"))
        system.add(LayoutConstraint(y, .equal, nil, constant: -3, priority: LayoutPriority(250), label: "y = -3"))
        system.add(LayoutConstraint(z, .equal, nil, constant: 0, priority: LayoutPriority(250), label: "z = 0"))
        let solution = try system.solve()
        #expect([x, y, z].map { abs(solution.value(of: $0)) < 1e-9 } == [true, true, true])
        #expect(solution.ambiguousVariables.isEmpty)
        #expect(solution.unsatisfiedOptionalConstraints == ["x = -5", "y = -3"])
    }

    /// Beale's example (1955), the classic linear program on which the
    /// simplex method with Dantzig's rule cycles: minimise −¾x₄ + 20x₅ − ½x₆
    /// + 6x₇ subject to ¼x₄ − 8x₅ − x₆ + 9x₇ ≤ 0, ½x₄ − 12x₅ − ½x₆ + 3x₇ ≤ 0,
    /// x₆ ≤ 1, x ≥ 0. As layout constraints at one priority, the costs are
    /// weights: x₄ ≥ 100 weighted ¾ (its shortfall 100 − x₄ costs −¾x₄ plus
    /// a constant), x₆ ≥ 100 weighted ½, x₅ ≤ 0 weighted 20 and x₇ ≤ 0
    /// weighted 6 (x₅, x₇ ≥ 0, so the excess is x₅, x₇). The optimum is
    /// x = (1, 0, 1, 0), objective −¾ − ½ = −1¼, and unique (so nothing is
    /// ambiguous): there row 2 (½ − ½ = 0) and x₆ ≤ 1 are tight, row 1 is
    /// not (¼ − 1 = −¾).
    @Test func bealesCyclingExampleTerminates() throws {
        var system = LayoutSystem()
        let x4 = system.variable(named: "x4"), x5 = system.variable(named: "x5")
        let x6 = system.variable(named: "x6"), x7 = system.variable(named: "x7")
        for variable in [x4, x5, x6, x7] {
            system.add(LayoutConstraint(variable, .greaterThanOrEqual, nil, label: "\(variable) >= 0"))
        }
        system.add(constraint(0.25 * x4 - 8 * x5 - x6 + 9 * x7, .lessThanOrEqual, constant(0), 1000, "row 1"))
        system.add(constraint(0.5 * x4 - 12 * x5 - 0.5 * x6 + 3 * x7, .lessThanOrEqual, constant(0), 1000, "row 2"))
        system.add(LayoutConstraint(x6, .lessThanOrEqual, nil, constant: 1, label: "x6 <= 1"))
        let costs: [(LayoutVariable, LayoutRelation, Double, Double)] = [(x4, .greaterThanOrEqual, 100, 0.75), (x5, .lessThanOrEqual, 0, 20), (x6, .greaterThanOrEqual, 100, 0.5), (x7, .lessThanOrEqual, 0, 6)]
        for (variable, relation, target, weight) in costs {
            system.add(LayoutConstraint(LinearExpression(variable), relation, constant(target), priority: .defaultHigh, weight: weight, label: "cost of \(variable)"))
        }
        let solution = try system.solve()
        var compared = 0
        for (variable, value) in [(x4, 1.0), (x5, 0), (x6, 1), (x7, 0)] {
            #expect(abs(solution.value(of: variable) - value) < 1e-9, "\(variable)")
            compared += 1
        }
        #expect(compared == 4)
        #expect(solution.ambiguousVariables.isEmpty)
    }

    /// A variable no constraint mentions is 0 and ambiguous.
    @Test func unmentionedVariableIsZeroAndAmbiguous() throws {
        var system = LayoutSystem()
        let x = system.variable(named: "x")
        let y = system.variable(named: "y")
        system.add(LayoutConstraint(x, .equal, nil, constant: 3, label: "x = 3"))
        let solution = try system.solve()
        #expect(solution.value(of: y) == 0)
        #expect(solution.ambiguousVariables == [y])
    }

    /// The bounds: more than `constraintLimit` constraints, or a NaN
    /// coefficient, is a thrown error, not work or a trap.
    @Test func limitsAreErrors() {
        var big = LayoutSystem()
        let x = big.variable(named: "x")
        for _ in 0...LayoutSystem.constraintLimit {
            big.add(LayoutConstraint(x, .equal, nil, constant: 1, label: "x = 1"))
        }
        #expect(big.constraints.count == LayoutSystem.constraintLimit)
        var kinds: [LayoutConflict.Kind] = []
        do { _ = try big.solve() } catch { kinds.append(error.kind) }

        var bad = LayoutSystem()
        let y = bad.variable(named: "y")
        bad.add(LayoutConstraint(y, .equal, y, multiplier: .nan, label: "y = nan × y"))
        do { _ = try bad.solve() } catch { kinds.append(error.kind) }
        #expect(kinds == [.tooManyConstraints(limit: 4096), .nonFinite])
    }
}
