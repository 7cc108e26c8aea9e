import Testing
@testable import SplashAnimation

@Suite("Keyframe animations (per-segment timing, discrete, paced, validation)")
struct KeyframeTests {
    static func animation(
        _ values: [Double], keyTimes: [Double]? = nil, timing: [TimingFunction] = [],
        mode: CalculationMode = .linear, duration: Double = 1
    ) -> PropertyAnimation<Double> {
        PropertyAnimation(
            timing: MediaTiming(duration: duration, fillMode: .forwards),
            curve: .keyframes(values: values, keyTimes: keyTimes, timingFunctions: timing, calculationMode: mode)
        )
    }

    //  local time   0 ─── 0.12 s ─────────────────────── 0.6 s
    //  value        1 ─eieo─▶ 0.85 ──────easeOut───────▶ 18
    @Test("presets-spec's Yula mask: each segment eased by its own curve")
    func yulaMask() {
        let mask = Self.animation([1, 0.85, 18], keyTimes: [0, 0.2, 1], timing: [.easeInEaseOut, .easeOut], duration: 0.6)
        #expect(throws: Never.self) { try mask.validate() }
        #expect(mask.value(at: 0, base: 0) == 1)
        expectClose(mask.value(at: 0.12, base: 0), 0.85, tolerance: 1e-12)
        // Half-way through segment 0: easeInEaseOut(0.5) = 0.5 by symmetry.
        expectClose(mask.value(at: 0.06, base: 0), 1 - 0.15 * 0.5, tolerance: 1e-12)
        // Half-way through segment 1 (0.12 + 0.24 s): easeOut at 0.5, solved independently.
        let easeOutHalf = ReferenceBezier.value(at: 0.5, 0, 0, 0.58, 1)
        expectClose(mask.value(at: 0.36, base: 0), 0.85 + (18 - 0.85) * easeOutHalf, tolerance: 1e-9)
        #expect(mask.value(at: 0.6, base: 0) == 18, "forwards fill holds the last value exactly")
        #expect(mask.value(at: 5, base: 0) == 18)
    }

    @Test("one timing function applies to every segment; none means linear; nil keyTimes are even")
    func timingFunctionCounts() {
        let shared = Self.animation([0, 10, 30], timing: [.easeIn])
        let easeInQuarter = ReferenceBezier.value(at: 0.5, 0.42, 0, 1, 1)
        expectClose(shared.value(at: 0.25, base: 0), 10 * easeInQuarter, tolerance: 1e-9)
        expectClose(shared.value(at: 0.75, base: 0), 10 + 20 * easeInQuarter, tolerance: 1e-9)

        let linear = Self.animation([0, 10, 30])
        expectClose(linear.value(at: 0.25, base: 0), 5, tolerance: 1e-12)
        expectClose(linear.value(at: 0.75, base: 0), 20, tolerance: 1e-12)
    }

    @Test("equal key times make a jump; values are never clamped")
    func jumpsAndNoClamping() {
        let jump = Self.animation([0, 1, 5, 6], keyTimes: [0, 0.5, 0.5, 1])
        #expect(throws: Never.self) { try jump.validate() }
        expectClose(jump.value(at: 0.25, base: 0), 0.5, tolerance: 1e-12)
        #expect(jump.value(at: 0.5, base: 0) == 5)
        expectClose(jump.value(at: 0.75, base: 0), 5.5, tolerance: 1e-12)

        let overshoot = Self.animation([0, 100], timing: [TimingFunction(controlPoints: 0.3, 0, 0.3, 1.6)])
        let expected = 100 * ReferenceBezier.value(at: 0.7, 0.3, 0, 0.3, 1.6)
        #expect(expected > 100)
        expectClose(overshoot.value(at: 0.7, base: 0), expected, tolerance: 1e-7)
    }

    @Test("discrete: each value holds until the next key time")
    func discrete() {
        // nil keyTimes: an equal third each.
        let thirds = Self.animation([10, 20, 30], mode: .discrete, duration: 3)
        #expect(thirds.value(at: 0.5, base: 0) == 10)
        #expect(thirds.value(at: 1, base: 0) == 20)
        #expect(thirds.value(at: 2.9, base: 0) == 30)
        #expect(thirds.value(at: 3, base: 0) == 30)
        // Core Animation's n + 1 key times: the last marks the end.
        let explicit = Self.animation([10, 20, 30], keyTimes: [0, 0.5, 0.75, 1], mode: .discrete)
        #expect(explicit.value(at: 0.49, base: 0) == 10)
        #expect(explicit.value(at: 0.5, base: 0) == 20)
        #expect(explicit.value(at: 0.8, base: 0) == 30)
        #expect(throws: Never.self) { try explicit.validate() }
        // One key time per value: the last value holds from its key time on.
        let perValue = Self.animation([10, 20, 30], keyTimes: [0, 0.5, 0.9], mode: .discrete)
        #expect(perValue.value(at: 0.89, base: 0) == 20)
        #expect(perValue.value(at: 0.95, base: 0) == 30)
        #expect(throws: Never.self) { try perValue.validate() }
    }

    @Test("paced: constant speed over the whole path, keyTimes and timing ignored")
    func paced() {
        // 0 → 10 → 40: 40 units in 1 s, so 10 is reached at 0.25 s.
        let paced = Self.animation([0, 10, 40], keyTimes: [0, 0.9, 1], timing: [.easeIn, .easeIn], mode: .paced)
        expectClose(paced.value(at: 0.125, base: 0), 5, tolerance: 1e-12)
        expectClose(paced.value(at: 0.25, base: 0), 10, tolerance: 1e-12)
        expectClose(paced.value(at: 0.5, base: 0), 20, tolerance: 1e-12)
        // Nothing moves: falls back to even spacing without dividing by zero.
        #expect(Self.animation([3, 3], mode: .paced).value(at: 0.5, base: 0) == 3)
    }

    @Test("one value is a constant; no values never applies")
    func constantAndEmpty() {
        #expect(Self.animation([7]).value(at: 0.3, base: 0) == 7)
        #expect(Self.animation([]).value(at: 0.3, base: 0) == nil)
    }

    @Test("validation says what is wrong", arguments: [
        ([1.0, 2, 3], [0.0, 1] as [Double]?, [TimingFunction](), CalculationMode.linear,
         "keyTimes must have as many entries as values (2 vs 3)"),
        ([1.0, 2, 3], [0.0, 0.6, 0.4], [], .linear, "keyTimes must increase from 0 to 1 (got [0.0, 0.6, 0.4])"),
        ([1.0, 2, 3], [0.1, 0.6, 1], [], .linear, "keyTimes must increase from 0 to 1 (got [0.1, 0.6, 1.0])"),
        ([1.0, 2, 3], [0.0, 0.6, 0.9], [], .linear, "keyTimes must increase from 0 to 1 (got [0.0, 0.6, 0.9])"),
        ([1.0, 2], [0.0, 0.5, 0.7, 1], [], .discrete,
         "keyTimes must have as many entries as values, or one more, (4 vs 2)"),
        ([1.0, 2, 3], nil, [.easeIn, .easeIn, .easeIn], .linear,
         "timingFunctions must have one entry per segment (values − 1 = 2) or a single one for all (got 3)"),
        ([1.0, 2], nil, [], .cubic, "calculationMode \"cubic\" is not supported (use linear, discrete or paced)"),
        ([], nil, [], .linear, "values must have at least one entry"),
        ([1.0, 2], nil, [TimingFunction(controlPoints: 2, 0, 1, 1)], .linear,
         "timingFunctions[0].c1x must be within 0...1 so the curve is a function of time (got 2.0)"),
    ])
    func validation(values: [Double], keyTimes: [Double]?, timing: [TimingFunction], mode: CalculationMode, message: String) {
        let curve = AnimationCurve<Double>.keyframes(values: values, keyTimes: keyTimes, timingFunctions: timing, calculationMode: mode)
        #expect(performing: { try curve.validate() }, throws: { ($0 as? AnimationError)?.description == message })
    }

    @Test("malformed keyframes still evaluate: wrong keyTimes are evenly spaced, missing curves linear")
    func lenientEvaluation() {
        let wrongCount = Self.animation([0, 10, 20], keyTimes: [0, 1])
        expectClose(wrongCount.value(at: 0.25, base: 0), 5, tolerance: 1e-12)
        let cubic = Self.animation([0, 10], mode: .cubic)
        expectClose(cubic.value(at: 0.3, base: 0), 3, tolerance: 1e-12)
    }
}
