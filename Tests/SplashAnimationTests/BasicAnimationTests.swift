import Foundation
import Testing
@testable import SplashAnimation

@Suite("Basic and spring property animations (from/to/by, additive, groups)")
struct BasicAnimationTests {
    static func basic(
        from: Double? = nil, to: Double? = nil, by: Double? = nil, timing: TimingFunction = .linear,
        duration: Double = 1, fill: FillMode = .removed
    ) -> PropertyAnimation<Double> {
        PropertyAnimation(
            timing: MediaTiming(duration: duration, fillMode: fill),
            curve: .basic(from: from, to: to, by: by, timingFunction: timing)
        )
    }

    // Model (base) value 100 throughout; each row at a quarter of the way.
    @Test("Core Animation's from/to/by combinations, with the model value for the missing end")
    func fromToBy() {
        let base = 100.0
        func quarter(_ animation: PropertyAnimation<Double>) -> Double? { animation.value(at: 0.25, base: base) }
        expectClose(quarter(Self.basic(from: 0, to: 40)), 10)            // 0 → 40
        expectClose(quarter(Self.basic(from: 20, by: 40)), 30)           // 20 → 60
        expectClose(quarter(Self.basic(to: 60, by: 40)), 30)             // 20 → 60
        expectClose(quarter(Self.basic(from: 20)), 40)                   // 20 → 100
        expectClose(quarter(Self.basic(to: 60)), 90)                     // 100 → 60
        expectClose(quarter(Self.basic(by: -40)), 90)                    // 100 → 60, relative to the model
        #expect(quarter(Self.basic()) == 100)                            // 100 → 100
        #expect(Self.basic(from: 0, to: 40).value(at: 1, base: base) == nil, "removed at the end: model shows")
        #expect(Self.basic(from: 0, to: 40, fill: .forwards).value(at: 1, base: base) == 40)
    }

    @Test("all three of from, to and by is reported, and evaluated as from → to")
    func allThree() {
        let animation = Self.basic(from: 0, to: 10, by: 3)
        #expect(throws: AnimationError(field: "byValue", reason: "cannot be given together with both fromValue and toValue")) {
            try animation.validate()
        }
        expectClose(animation.value(at: 0.5, base: 0), 5)
    }

    @Test("progress = localTime / duration through the timing function")
    func timingFunctionApplied() {
        let animation = PropertyAnimation(
            timing: MediaTiming(beginTime: 2, duration: 0.3),
            curve: AnimationCurve<Double>.basic(from: 1, to: 88.0 / 72, by: nil, timingFunction: .easeInEaseOut)
        )
        // 2.1 s is a third of the way: easeInEaseOut(1/3) solved independently.
        let eased = ReferenceBezier.value(at: 1.0 / 3, 0.42, 0, 0.58, 1)
        expectClose(animation.value(at: 2.1, base: 1), 1 + (88.0 / 72 - 1) * eased, tolerance: 1e-9)
        #expect(animation.value(at: 1.9, base: 1) == nil)
    }

    @Test("additive animations add to the model value")
    func additive() {
        var shake = Self.basic(from: -10, to: 10)
        shake.isAdditive = true
        expectClose(shake.value(at: 0.75, base: 200), 205)
    }

    @Test("a spring is evaluated at local seconds, not normalised by its duration")
    func springCurve() {
        let spring = Spring()
        let animation = PropertyAnimation(
            timing: MediaTiming(beginTime: 1, duration: 2, fillMode: .forwards),
            curve: AnimationCurve<Double>.spring(from: 0, to: 50, spring: spring)
        )
        // 0.3 s in: 50·(1 − e^(−1.5)(cos(0.3√75) + (5/√75) sin(0.3√75))).
        let omegaD = 75.0.squareRoot()
        let expected = 50 * (1 - exp(-1.5) * (cos(0.3 * omegaD) + 5 / omegaD * sin(0.3 * omegaD)))
        expectClose(animation.value(at: 1.3, base: 0), expected, tolerance: 1e-9)
        // The spring overshoots, and nothing clamps it.
        #expect((animation.value(at: 1 + .pi / omegaD, base: 0) ?? 0) > 50)
        // Forwards fill holds the spring's value at its duration (2 s).
        expectClose(animation.value(at: 9, base: 0), 50 * spring.fraction(at: 2), tolerance: 1e-12)
        // nil ends are the model value.
        let toModel = PropertyAnimation(timing: MediaTiming(duration: 1), curve: AnimationCurve<Double>.spring(from: 10, to: nil, spring: spring))
        expectClose(toModel.value(at: 0.3, base: 60), 10 + 50 * (expected / 50), tolerance: 1e-9)
        #expect(throws: AnimationError(field: "spring.stiffness", reason: "must be greater than 0 (got -1.0)")) {
            try AnimationCurve<Double>.spring(from: 0, to: 1, spring: Spring(stiffness: -1)).validate()
        }
    }

    //  scene   0    1    2    3    4
    //  group   ·····├──────────────┤═══     beginTime 1, duration 3, forwards
    //  child        ······├────┤═══         beginTime 1 in the group, 0 → 10 over 1 s
    @Test("an animation inside a group runs on the group's clock")
    func groupedAnimation() {
        let child = PropertyAnimation(
            timing: MediaTiming(beginTime: 1, duration: 1, fillMode: .forwards),
            curve: AnimationCurve<Double>.basic(from: 0, to: 10, by: nil, timingFunction: .linear),
            groupTimings: [MediaTiming(beginTime: 1, duration: 3, fillMode: .forwards)]
        )
        #expect(child.value(at: 1.5, base: -1) == nil)
        expectClose(child.value(at: 2.5, base: -1), 5)
        #expect(child.value(at: 3.5, base: -1) == 10)
        #expect(child.value(at: 10, base: -1) == 10)
        var invalid = child
        invalid.groupTimings[0].duration = -3
        #expect(throws: AnimationError(field: "groupTimings[0].duration", reason: "must not be negative (got -3.0)")) {
            try invalid.validate()
        }
    }

    @Test("byValue with toValue works for any Interpolatable, via the two requirements")
    func subtractionFromRequirements() {
        struct Point: Interpolatable, Equatable {
            var x: Double, y: Double
            static func interpolate(from: Point, to: Point, fraction: Double) -> Point {
                Point(x: Double.interpolate(from: from.x, to: to.x, fraction: fraction),
                      y: Double.interpolate(from: from.y, to: to.y, fraction: fraction))
            }
            static func adding(_ a: Point, _ b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
        }
        let animation = PropertyAnimation(
            timing: MediaTiming(duration: 1),
            curve: AnimationCurve<Point>.basic(from: nil, to: Point(x: 10, y: 20), by: Point(x: 4, y: -8), timingFunction: .linear)
        )
        #expect(animation.value(at: 0, base: Point(x: 0, y: 0)) == Point(x: 6, y: 28))
        // No distance: paced falls back to even spacing.
        let paced = AnimationCurve<Point>.keyframes(Keyframes(
            values: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 5, y: 0)], calculationMode: .paced))
        #expect(paced.value(atLocalTime: 0.5, duration: 1, base: Point(x: 0, y: 0)) == Point(x: 1, y: 0))
    }
}
