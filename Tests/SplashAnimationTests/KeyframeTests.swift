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
            curve: .keyframes(Keyframes(values: values, keyTimes: keyTimes, timingFunctions: timing, calculationMode: mode))
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

    @Test("discrete: each value holds until the next key time; n + 1 key times")
    func discrete() {
        // nil keyTimes: an equal third each (1 s of 3 s).
        let thirds = Self.animation([10, 20, 30], mode: .discrete, duration: 3)
        let thirdsSeen = [0.5, 1, 2.9, 3].map { thirds.value(at: $0, base: 0) }
        #expect(thirdsSeen == [10, 20, 30, 30])
        // Core Animation's n + 1 key times (CAAnimationCalculationMode.discrete:
        // "one less element in the values array than the keyTimes array"):
        // 10 on [0, 0.5), 20 on [0.5, 0.75), 30 on [0.75, 1].
        let explicit = Self.animation([10, 20, 30], keyTimes: [0, 0.5, 0.75, 1], mode: .discrete)
        let instants = [0, 0.49, 0.5, 0.74, 0.75, 0.8, 1.0]
        let seen = instants.map { explicit.value(at: $0, base: 0) }
        #expect(seen == [10, 10, 20, 20, 30, 30, 30])
        #expect(seen.count == 7)
        #expect(throws: Never.self) { try explicit.validate() }
        // A last value with no time of its own: [0, 1, 1] shows false
        // throughout and true only from the end (a forwards fill).
        let hideAtEnd = Self.animation([0, 1], keyTimes: [0, 1, 1], mode: .discrete, duration: 0.6)
        #expect([0, 0.3, 0.599, 0.6, 2].map { hideAtEnd.value(at: $0, base: -1) } == [0, 0, 0, 1, 1])
        // One key time per value is not Core Animation's form: reported,
        // and evaluated as Core Animation does ("ignored": an equal share).
        let perValue = Self.animation([10, 20, 30], keyTimes: [0, 0.5, 0.9], mode: .discrete, duration: 3)
        #expect([0.5, 1.5, 2.5].map { perValue.value(at: $0, base: 0) } == [10, 20, 30])
        #expect(throws: AnimationError.self) { try perValue.validate() }
    }

    @Test("paced: constant speed over the whole length, keyTimes and timingFunctions ignored")
    func paced() {
        // 0 → 10 → 40: 40 units in 1 s, so 10 is reached at 0.25 s.
        // (Evaluation ignores the key times and timing functions; validation
        // reports them.)
        let paced = Self.animation([0, 10, 40], keyTimes: [0, 0.9, 1], timing: [.easeIn, .easeIn], mode: .paced)
        expectClose(paced.value(at: 0.125, base: 0), 5, tolerance: 1e-12)
        expectClose(paced.value(at: 0.25, base: 0), 10, tolerance: 1e-12)
        expectClose(paced.value(at: 0.5, base: 0), 20, tolerance: 1e-12)
        #expect(throws: AnimationError.self) { try paced.validate() }
        // Nothing moves: falls back to even spacing without dividing by zero.
        #expect(Self.animation([3, 3], mode: .paced).value(at: 0.5, base: 0) == 3)
    }

    @Test("one value is a constant; no values never applies")
    func constantAndEmpty() {
        #expect(Self.animation([7]).value(at: 0.3, base: 0) == 7)
        #expect(Self.animation([]).value(at: 0.3, base: 0) == nil)
    }

    @Test("validation says what is wrong, naming the rule", arguments: [
        ([1.0, 2, 3], [0.0, 1] as [Double]?, [TimingFunction](), CalculationMode.linear,
         "keyTimes must have one entry per value = 3 for calculationMode linear, not 2"),
        ([1.0, 2, 3], [0.0, 1], [], .cubic, "keyTimes must have one entry per value = 3 for calculationMode cubic, not 2"),
        ([1.0, 2, 3], [0.0, 0.6, 0.4], [], .linear, "keyTimes must increase from 0 to 1 (got [0.0, 0.6, 0.4])"),
        ([1.0, 2, 3], [0.1, 0.6, 1], [], .linear, "keyTimes must increase from 0 to 1 (got [0.1, 0.6, 1.0])"),
        ([1.0, 2, 3], [0.0, 0.6, 0.9], [], .linear, "keyTimes must increase from 0 to 1 (got [0.0, 0.6, 0.9])"),
        ([1.0, 2], [0.0, 0.5, 0.7, 1], [], .discrete,
         "keyTimes must have values + 1 = 3 entries for calculationMode discrete (each value holds from its key time to the next; the last marks the end), not 4"),
        ([1.0, 2], [0.0, 1], [], .discrete,
         "keyTimes must have values + 1 = 3 entries for calculationMode discrete (each value holds from its key time to the next; the last marks the end), not 2"),
        ([1.0, 2], [0.0, 1], [], .paced,
         "keyTimes are not used with calculationMode paced (Core Animation spaces the keyframes by distance)"),
        ([1.0, 2], [0.0, 1], [], .cubicPaced,
         "keyTimes are not used with calculationMode cubicPaced (Core Animation spaces the keyframes by distance)"),
        ([1.0, 2, 3], nil, [.easeIn, .easeIn, .easeIn], .linear,
         "timingFunctions must have one entry per segment (values − 1 = 2) or a single one for all (got 3)"),
        ([], nil, [], .linear, "values must have at least one entry"),
        ([1.0, 2], nil, [TimingFunction(controlPoints: 2, 0, 1, 1)], .linear,
         "timingFunctions[0].c1x must be within 0...1 so the curve is a function of time (got 2.0)"),
    ])
    func validation(values: [Double], keyTimes: [Double]?, timing: [TimingFunction], mode: CalculationMode, message: String) {
        let curve = AnimationCurve<Double>.keyframes(Keyframes(values: values, keyTimes: keyTimes, timingFunctions: timing, calculationMode: mode))
        #expect(performing: { try curve.validate() }, throws: { ($0 as? AnimationError)?.description == message })
    }

    @Test("malformed keyframes still evaluate: wrong keyTimes are evenly spaced, missing curves linear")
    func lenientEvaluation() {
        let wrongCount = Self.animation([0, 10, 20], keyTimes: [0, 1])
        expectClose(wrongCount.value(at: 0.25, base: 0), 5, tolerance: 1e-12)
        // Three timing functions for two segments: each segment uses its own.
        let extraCurve = Self.animation([0, 10, 20], timing: [.linear, .linear, .easeIn])
        expectClose(extraCurve.value(at: 0.75, base: 0), 15, tolerance: 1e-12)
    }
}
