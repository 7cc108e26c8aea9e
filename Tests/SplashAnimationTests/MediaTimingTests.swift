import Testing
@testable import SplashAnimation

/// Expected local times below are worked out by hand from Core Animation's
/// rules (see `MediaTiming`'s documentation), one timeline per test.
@Suite("Media timing (beginTime, speed, repeats, autoreverse, fill, groups)")
struct MediaTimingTests {
    //  parent  0     1     2     3     4
    //          ······├───────────┤······       beginTime 1, duration 2
    //          before  inside      after
    @Test("each fill mode before, inside, at the end of and after the active interval", arguments: FillMode.allCases)
    func fillModes(fill: FillMode) {
        let timing = MediaTiming(beginTime: 1, duration: 2, fillMode: fill)
        let backwards = fill == .backwards || fill == .both
        let forwards = fill == .forwards || fill == .both
        #expect(timing.localTime(at: 0.5) == (backwards ? 0 : nil))
        #expect(timing.localTime(at: 1) == 0)
        #expect(timing.localTime(at: 1.5) == 0.5)
        #expect(timing.localTime(at: 2.9) == 1.9)
        // The active interval is half-open: at its end only a forwards fill shows.
        #expect(timing.localTime(at: 3) == (forwards ? 2 : nil))
        #expect(timing.localTime(at: 10) == (forwards ? 2 : nil))
        #expect(timing.activeDuration == 2)
    }

    @Test("beginTime and speed: local = (t − begin) × speed")
    func beginTimeAndSpeed() {
        let timing = MediaTiming(beginTime: 1, duration: 2, speed: 2, fillMode: .forwards)
        #expect(timing.activeDuration == 1)
        #expect(timing.endTime == 2)
        expectClose(timing.localTime(at: 1.25), 0.5)
        expectClose(timing.localTime(at: 1.9), 1.8)
        #expect(timing.localTime(at: 2.5) == 2)
        #expect(timing.localTime(at: 0.5) == nil)
    }

    //  parent  0    1    2   2.5
    //  local   0──▶1 0──▶1 0─▶0.5 ═══ 0.5 (forwards)
    @Test("a fractional repeat count stops part way through the last iteration")
    func fractionalRepeatCount() {
        let timing = MediaTiming(duration: 1, repeatCount: 2.5, fillMode: .forwards)
        #expect(timing.activeDuration == 2.5)
        expectClose(timing.localTime(at: 0.25), 0.25)
        expectClose(timing.localTime(at: 1.25), 0.25)
        expectClose(timing.localTime(at: 2.25), 0.25)
        #expect(timing.localTime(at: 1) == 0, "iteration boundaries start the next iteration")
        #expect(timing.localTime(at: 3) == 0.5)
        var removed = timing
        removed.fillMode = .removed
        #expect(removed.localTime(at: 2.6) == nil)
    }

    @Test("a whole repeat count ends on the last frame, not the first of a new iteration")
    func wholeRepeatCountEnd() {
        // 0.1 × 3 is 0.30000000000000004 in binary: the end must still be 0.1.
        let timing = MediaTiming(duration: 0.1, repeatCount: 3, fillMode: .forwards)
        #expect(timing.localTime(at: 5) == 0.1)
        // presets-spec's Yula mask: 2.0 + 0.6 is just past 2.6 in binary.
        let mask = MediaTiming(beginTime: 2.0, duration: 0.6, fillMode: .forwards)
        #expect(mask.localTime(at: 2.6) == 0.6)
        #expect(mask.localTime(at: 3.2) == 0.6)
    }

    //  parent  0     1     2 ─▶
    //  local   0 ──▶ 1 ──▶ 0 ═══ 0 (forwards holds the start value)
    @Test("autoreverse mirrors the second half; forwards fill then holds the start")
    func autoreverses() {
        let timing = MediaTiming(duration: 1, autoreverses: true, fillMode: .forwards)
        #expect(timing.activeDuration == 2)
        expectClose(timing.localTime(at: 0.25), 0.25)
        expectClose(timing.localTime(at: 1.25), 0.75)
        expectClose(timing.localTime(at: 1.75), 0.25)
        #expect(timing.localTime(at: 5) == 0)

        let oneAndAHalf = MediaTiming(duration: 1, repeatCount: 1.5, autoreverses: true, fillMode: .forwards)
        #expect(oneAndAHalf.activeDuration == 3)
        expectClose(oneAndAHalf.localTime(at: 2.5), 0.5)
        #expect(oneAndAHalf.localTime(at: 4) == 1, "ends after a forward half")
    }

    @Test("repeatDuration sets the active span instead of repeatCount")
    func repeatDuration() {
        let timing = MediaTiming(duration: 1, repeatDuration: 2.5, fillMode: .forwards)
        #expect(timing.activeDuration == 2.5)
        expectClose(timing.localTime(at: 2.25), 0.25)
        expectClose(timing.localTime(at: 9), 0.5)
    }

    //  parent  0     1     2     3
    //  local   1 ──────▶ 3 0 ──▶ 1        duration 3, timeOffset 1
    @Test("timeOffset starts part way in and wraps around the active span")
    func timeOffset() {
        let timing = MediaTiming(duration: 3, timeOffset: 1, fillMode: .both)
        #expect(timing.activeDuration == 3)
        #expect(timing.localTime(at: 0) == 1)
        expectClose(timing.localTime(at: 1.5), 2.5)
        expectClose(timing.localTime(at: 2.5), 0.5)
        #expect(timing.localTime(at: -1) == 1, "backwards fill shows the first frame played")
        #expect(timing.localTime(at: 4) == 1, "forwards fill shows the last frame played")
    }

    @Test("speed 0 freezes at timeOffset; negative speed plays backwards")
    func frozenAndBackwards() {
        let frozen = MediaTiming(beginTime: 1, duration: 1, speed: 0, timeOffset: 0.7)
        #expect(frozen.activeDuration == .infinity)
        #expect(frozen.localTime(at: 50) == 0.7)
        #expect(frozen.localTime(at: 0) == nil)

        let backwards = MediaTiming(duration: 1, speed: -1, fillMode: .both)
        expectClose(backwards.localTime(at: 0.25), 0.75)
        #expect(backwards.localTime(at: -1) == 1)
        #expect(backwards.localTime(at: 2) == 0)
    }

    @Test("duration 0 means Core Animation's 0.25 s; infinite repeats never end")
    func defaultDurationAndInfiniteRepeat() {
        let zero = MediaTiming(duration: 0)
        #expect(zero.effectiveDuration == 0.25)
        #expect(zero.activeDuration == 0.25)
        expectClose(zero.localTime(at: 0.1), 0.1)
        #expect(zero.localTime(at: 0.25) == nil)

        let forever = MediaTiming(duration: 1, repeatCount: .infinity)
        #expect(forever.activeDuration == .infinity)
        expectClose(forever.localTime(at: 1000.25), 0.25)
        #expect(MediaTiming(duration: 2, repeatCount: 0).activeDuration == 2, "repeatCount 0 plays once")
    }

    //  scene   0     1     2     3     4
    //  group   ······├─────────────────┤      beginTime 1, duration 3
    //  child         ···├─────┤               beginTime 0.5 (group time), duration 1
    @Test("nested group timing: the child's parent time is the group's local time")
    func nestedGroups() {
        let group = MediaTiming(beginTime: 1, duration: 3)
        let child = MediaTiming(beginTime: 0.5, duration: 1, fillMode: .forwards)
        expectClose([group, child].localTime(at: 1.75), 0.25)
        #expect([group, child].localTime(at: 1.25) == nil, "child not begun")
        #expect([group, child].localTime(at: 3.5) == 1, "child fills forwards inside the group")
        #expect([group, child].localTime(at: 4) == nil, "group over, not filling: nothing applies")
        #expect([MediaTiming]().localTime(at: 7) == 7)

        // A fast group runs its children fast.
        let fastGroup = MediaTiming(beginTime: 1, duration: 4, speed: 2)
        let late = MediaTiming(beginTime: 1, duration: 2)
        #expect([fastGroup, late].localTime(at: 1.5) == 0)
        #expect([fastGroup, late].localTime(at: 2) == 1)

        // A group's duration cuts its children off; its fill holds them there.
        let short = MediaTiming(duration: 2, fillMode: .forwards)
        let long = MediaTiming(duration: 5)
        #expect([short, long].localTime(at: 9) == 2)

        // An autoreversing group plays its children backwards.
        let reversing = MediaTiming(duration: 2, autoreverses: true)
        expectClose([reversing, MediaTiming(duration: 2)].localTime(at: 3.5), 0.5)

        // Three levels compose the same way.
        let outer = MediaTiming(beginTime: 10, duration: 10)
        let middle = MediaTiming(beginTime: 2, duration: 5, speed: 0.5)
        let inner = MediaTiming(beginTime: 1, duration: 1)
        // scene 14.5 → outer 4.5 → middle (4.5 − 2) × 0.5 = 1.25 → inner 0.25
        expectClose([outer, middle, inner].localTime(at: 14.5), 0.25)
    }

    @Test("validation names the field")
    func validation() {
        #expect(throws: AnimationError(field: "duration", reason: "must not be negative (got -1.0)")) {
            try MediaTiming(duration: -1).validate()
        }
        #expect(throws: AnimationError(field: "repeatCount", reason: "must be zero or more, or infinity (got -2.0)")) {
            try MediaTiming(duration: 1, repeatCount: -2).validate()
        }
        #expect(throws: AnimationError(field: "beginTime", reason: "must be a finite number (got nan)")) {
            try MediaTiming(beginTime: .nan, duration: 1).validate()
        }
        #expect(throws: Never.self) { try MediaTiming(duration: 1, repeatCount: .infinity).validate() }
    }
}
