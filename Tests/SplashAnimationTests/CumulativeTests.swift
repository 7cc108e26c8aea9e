import Testing
@testable import SplashAnimation

/// `isCumulative` and `repeatDuration` on basic and keyframe animations.
/// CAAnimation.h: "If true then the current value of the animation is the
/// value at the end of the previous repeat cycle, plus the value of the
/// current repeat cycle": iteration k shows value(t) + k × end.
@Suite("Cumulative repeats and repeatDuration")
struct CumulativeTests {
    static func basic(from: Double, to: Double, timing: MediaTiming) -> PropertyAnimation<Double> {
        PropertyAnimation(timing: timing, curve: .basic(from: from, to: to, by: nil, timingFunction: .linear), isCumulative: true)
    }

    @Test("a quarter turn repeated four times, cumulative, turns a whole circle")
    func quarterTurns() {
        let spin = Self.basic(from: 0, to: 90, timing: MediaTiming(duration: 1, repeatCount: 4, fillMode: .forwards))
        // t = 0.5: iteration 0: 45.  t = 2.5: iteration 2: 45 + 2·90 = 225.
        // t = 4 (the end, held): the last iteration (3) at its end: 90 + 3·90 = 360.
        let expected: [(Double, Double)] = [(0.5, 45), (1, 90), (2.5, 225), (3.75, 337.5), (4, 360), (9, 360)]
        for (time, value) in expected { expectClose(spin.value(at: time, base: 0), value, tolerance: 1e-12, "t = \(time)") }
        #expect(expected.count == 6)
        var plain = spin
        plain.isCumulative = false
        expectClose(plain.value(at: 2.5, base: 0), 45, tolerance: 1e-12)
    }

    // 10 → 20, twice: the second cycle is 20 + (10 → 20) = 30 → 40, so at
    // 1.5 s: 15 + 20 = 35 (a jump from 20 to 30 at 1 s, as the header's
    // "value at the end of the previous cycle plus this cycle's" says).
    // Autoreversing 5 → 10 → 5: a cycle ends at its start, 5: 2.5 s is
    // iteration 1 at local 0.5: 7.5 + 5 = 12.5.
    @Test("each repeat adds the end of a cycle, from any start; autoreverse ends at the start")
    func cycleEnd() {
        let twice = Self.basic(from: 10, to: 20, timing: MediaTiming(duration: 1, repeatCount: 2))
        expectClose(twice.value(at: 1.5, base: 0), 35, tolerance: 1e-12)
        expectClose(twice.value(at: 1, base: 0), 30, tolerance: 1e-12)
        let reversing = Self.basic(from: 5, to: 10, timing: MediaTiming(duration: 1, repeatCount: 2, autoreverses: true))
        expectClose(reversing.value(at: 2.5, base: 0), 12.5, tolerance: 1e-12)
        // Additive too: base 100 + (5 + 10) at 1.5 s of 0 → 10 twice.
        var shake = Self.basic(from: 0, to: 10, timing: MediaTiming(duration: 1, repeatCount: 2))
        shake.isAdditive = true
        expectClose(shake.value(at: 1.5, base: 100), 115, tolerance: 1e-12)
    }

    // Keyframes 0, 50, 100 repeated 3 times: 1.25 s is iteration 1 at 25 + 100 = 125.
    // On a point: path-like values (0,0) → (10, 5), cumulative: iteration 2
    // at half time is (5, 2.5) + 2·(10, 5) = (25, 12.5), a staircase.
    @Test("keyframes accumulate their last value, also for points")
    func keyframes() {
        let ramp = PropertyAnimation<Double>(
            timing: MediaTiming(duration: 1, repeatCount: 3),
            curve: .keyframes(Keyframes(values: [0, 50, 100])), isCumulative: true
        )
        expectClose(ramp.value(at: 1.25, base: 0), 125, tolerance: 1e-12)
        expectClose(ramp.value(at: 2.5, base: 0), 250, tolerance: 1e-12)
        let stairs = PropertyAnimation<AnimationVector>(
            timing: MediaTiming(duration: 1, repeatCount: 3),
            curve: .keyframes(Keyframes(values: [AnimationVector([0, 0]), AnimationVector([10, 5])])), isCumulative: true
        )
        let point = stairs.value(at: 2.5, base: AnimationVector([0, 0]))
        expectClose(point?[0], 25, tolerance: 1e-12)
        expectClose(point?[1], 12.5, tolerance: 1e-12)
    }

    // repeatDuration 2.5 with duration 1: plays 2½ iterations, then the
    // forwards fill holds the middle of the third: 50 (0 → 100), or
    // cumulative 50 + 2·100 = 250. 2.25 s is iteration 2 at 25.
    @Test("repeatDuration: the active span in seconds, for keyframes and cumulative repeats")
    func repeatDuration() {
        let timing = MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards)
        let ramp = PropertyAnimation<Double>(timing: timing, curve: .keyframes(Keyframes(values: [0, 100])))
        expectClose(ramp.value(at: 2.25, base: 0), 25, tolerance: 1e-12)
        expectClose(ramp.value(at: 3, base: 0), 50, tolerance: 1e-12)
        var cumulative = ramp
        cumulative.isCumulative = true
        expectClose(cumulative.value(at: 2.25, base: 0), 225, tolerance: 1e-12)
        expectClose(cumulative.value(at: 3, base: 0), 250, tolerance: 1e-12)
        let removed = PropertyAnimation<Double>(timing: MediaTiming(duration: 1, repeatDuration: 2.5), curve: .keyframes(Keyframes(values: [0, 100])))
        #expect(removed.value(at: 2.5, base: -1) == nil, "removed once 2.5 s have played")
    }

    @Test("the iteration a time falls in")
    func iterations() {
        let timing = MediaTiming(duration: 1, repeatCount: 3, fillMode: .forwards)
        let cases: [(Double, Double, Double)] = [(0.5, 0.5, 0), (1, 0, 1), (2.75, 0.75, 2), (3, 1, 2), (10, 1, 2)]
        for (time, local, iteration) in cases {
            let result = timing.iterationTime(at: time)
            expectClose(result?.localTime, local, tolerance: 1e-12, "t = \(time)")
            expectClose(result?.iteration, iteration, tolerance: 0, "t = \(time)")
        }
        #expect(cases.count == 5)
    }
}
