import Testing
@testable import SplashAnimation

@Suite("Timing functions (cubic Bézier, solved not tabulated)")
struct TimingFunctionTests {
    /// presets-spec.md's table, typed in again here rather than read back
    /// from the implementation's constants.
    static let table: [(name: String, points: (Double, Double, Double, Double))] = [
        ("linear", (0, 0, 1, 1)),
        ("easeIn", (0.42, 0, 1, 1)),
        ("easeOut", (0, 0, 0.58, 1)),
        ("easeInEaseOut", (0.42, 0, 0.58, 1)),
        ("default", (0.25, 0.1, 0.25, 1)),
    ]

    @Test("every named curve matches an independent bisection solve", arguments: table.map(\.name))
    func namedCurvesMatchReference(name: String) throws {
        let function = try #require(TimingFunction(name: name))
        let (x1, y1, x2, y2) = try #require(Self.table.first { $0.name == name }).points
        #expect(function == TimingFunction(controlPoints: x1, y1, x2, y2))
        for x in [0.01, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 0.99] {
            expectClose(function.value(at: x), ReferenceBezier.value(at: x, x1, y1, x2, y2), tolerance: 1e-9, "\(name) at \(x)")
        }
    }

    @Test("linear is the identity")
    func linearIsIdentity() {
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(TimingFunction.linear.value(at: x) == x)
        }
    }

    @Test("easeInEaseOut is point-symmetric about (0.5, 0.5)")
    func easeInEaseOutSymmetry() {
        expectClose(TimingFunction.easeInEaseOut.value(at: 0.5), 0.5, tolerance: 1e-12)
        for x in [0.1, 0.25, 0.3] {
            expectClose(TimingFunction.easeInEaseOut.value(at: x) + TimingFunction.easeInEaseOut.value(at: 1 - x), 1, tolerance: 1e-10)
        }
    }

    @Test("easeIn is easeOut turned half a turn: easeIn(x) = 1 − easeOut(1 − x)")
    func easeInMirrorsEaseOut() {
        // (0.42,0)(1,1) rotated by 180° about (0.5,0.5) is (0,0)(0.58,1).
        for x in [0.1, 0.25, 0.5, 0.75, 0.9] {
            expectClose(TimingFunction.easeIn.value(at: x), 1 - TimingFunction.easeOut.value(at: 1 - x), tolerance: 1e-10)
        }
    }

    @Test("the published value of CSS ease (= CA default) at 0.5")
    func publishedValue() {
        // The commonly quoted ease(0.5) for cubic-bezier(0.25, 0.1, 0.25, 1).
        expectClose(TimingFunction.default.value(at: 0.5), 0.8024033877399112, tolerance: 1e-6)
    }

    @Test("ends are exact and input outside 0...1 is clamped, not extrapolated")
    func endsAndClamping() {
        for function in [TimingFunction.easeIn, .easeOut, .easeInEaseOut, .default] {
            #expect(function.value(at: 0) == 0)
            #expect(function.value(at: 1) == 1)
            #expect(function.value(at: -0.5) == 0)
            #expect(function.value(at: 1.5) == 1)
            #expect(function.value(at: .nan) == 0)
        }
    }

    @Test("values are not clamped: a curve with y outside 0...1 overshoots")
    func overshootingCurve() {
        let backOut = TimingFunction(controlPoints: 0.3, 0, 0.3, 1.6)
        let x = 0.7
        let expected = ReferenceBezier.value(at: x, 0.3, 0, 0.3, 1.6)
        #expect(expected > 1)
        expectClose(backOut.value(at: x), expected, tolerance: 1e-9)
    }

    @Test("named curves are monotonic; names round-trip; unknown names are nil")
    func monotonicAndNames() throws {
        for (name, _) in Self.table {
            let function = try #require(TimingFunction(name: name))
            #expect(function.name == name)
            var previous = -1.0
            for step in 0...1000 {
                let value = function.value(at: Double(step) / 1000)
                #expect(value >= previous)
                previous = value
            }
        }
        #expect(TimingFunction(name: "easeInOut") == nil)
        #expect(TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).name == nil)
    }

    @Test("x control points outside 0...1 are reported, and evaluated clamped")
    func invalidControlPoints() {
        let bad = TimingFunction(controlPoints: 1.5, 0, 0.5, 1)
        #expect(throws: AnimationError(field: "c1x", reason: "must be within 0...1 so the curve is a function of time (got 1.5)")) {
            try bad.validate()
        }
        expectClose(bad.value(at: 0.5), ReferenceBezier.value(at: 0.5, 1, 0, 0.5, 1), tolerance: 1e-9)
        #expect(throws: AnimationError.self) { try TimingFunction(controlPoints: 0.2, .nan, 0.5, 1).validate() }
        #expect(throws: Never.self) { try TimingFunction.default.validate() }
    }
}
