import Testing
@testable import SplashAnimation

/// The cubic calculation modes: Core Animation's Kochanek–Bartels spline
/// (Catmull-Rom when tension, continuity and bias are 0) and its paced
/// form. Every expected number is worked by hand from the Hermite form of a
/// segment, p(u) = h00·pᵢ + h10·dᵢ + h01·pᵢ₊₁ + h11·sᵢ₊₁, with
/// h00 = (1+2u)(1−u)², h10 = u(1−u)², h01 = u²(3−2u), h11 = u²(u−1);
/// at u = ½: p = (pᵢ + pᵢ₊₁)/2 + (dᵢ − sᵢ₊₁)/8.
@Suite("Keyframes: cubic and cubicPaced")
struct CubicKeyframeTests {
    static func animation(
        _ values: [Double], keyTimes: [Double]? = nil, mode: CalculationMode = .cubic, duration: Double = 1,
        tension: [Double] = [], continuity: [Double] = [], bias: [Double] = [], timingFunction: TimingFunction = .linear
    ) -> PropertyAnimation<Double> {
        PropertyAnimation(
            timing: MediaTiming(duration: duration, fillMode: .forwards),
            curve: .keyframes(Keyframes(
                values: values, keyTimes: keyTimes, calculationMode: mode, timingFunction: timingFunction,
                tensionValues: tension, continuityValues: continuity, biasValues: bias
            ))
        )
    }

    static func points(_ values: [(Double, Double)], mode: CalculationMode) -> PropertyAnimation<AnimationVector> {
        PropertyAnimation(
            timing: MediaTiming(duration: 1, fillMode: .forwards),
            curve: .keyframes(Keyframes(values: values.map { AnimationVector([$0.0, $0.1]) }, calculationMode: mode))
        )
    }

    // values 0, 10, 0, 10 at key times 0, ⅓, ⅔, 1 (duration 3 s: one
    // second a segment). Catmull-Rom tangents (pᵢ₊₁ − pᵢ₋₁)/2:
    //   key 0: mirrored end, the chord 10 − 0 = 10   key 1: (0 − 0)/2 = 0
    //   key 2: (10 − 10)/2 = 0                       key 3: mirrored, 10 − 0 = 10
    @Test("Catmull-Rom through numbers: the keys, the midpoints and a quarter point")
    func catmullRom() {
        let spline = Self.animation([0, 10, 0, 10], duration: 3)
        #expect(throws: Never.self) { try spline.validate() }
        let expected: [(Double, Double)] = [
            (0, 0), (1, 10), (2, 0), (3, 10),   // through every value
            (0.5, 6.25),      // 5 + (10 − 0)/8
            (1.5, 5),         // 5 + (0 − 0)/8
            (2.5, 3.75),      // 5 + (0 − 10)/8
            (0.25, 2.96875),  // u = ¼: 10·h10 + 10·h01 = 10·0.140625 + 10·0.15625
        ]
        for (time, value) in expected {
            expectClose(spline.value(at: time, base: -1), value, tolerance: 1e-12, "t = \(time)")
        }
        #expect(expected.count == 8)
    }

    // (0,0) → (100,0) → (100,100). Tangents: key 0 mirrored: (100, 0);
    // key 1: ((100,100) − (0,0))/2 = (50, 50); key 2 mirrored: (0, 100).
    //   segment 0 at u = ½: (50, 0) + ((100,0) − (50,50))/8 = (56.25, −6.25)
    //   segment 1 at u = ½: (100, 50) + ((50,50) − (0,100))/8 = (106.25, 43.75)
    @Test("a point's spline is the same spline in x and y, from one set of key times")
    func catmullRomPoint() {
        let spline = Self.points([(0, 0), (100, 0), (100, 100)], mode: .cubic)
        let base = AnimationVector([0, 0])
        let quarter = spline.value(at: 0.25, base: base), threeQuarters = spline.value(at: 0.75, base: base)
        expectClose(quarter?[0], 56.25, tolerance: 1e-12)
        expectClose(quarter?[1], -6.25, tolerance: 1e-12)
        expectClose(threeQuarters?[0], 106.25, tolerance: 1e-12)
        expectClose(threeQuarters?[1], 43.75, tolerance: 1e-12)
    }

    // Uneven key times scale each key's tangents by Kochanek & Bartels'
    // 2N/(Nᵢ₋₁ + Nᵢ). values 0, 10, 30 at 0, 0.25, 1: N₀ = 0.25, N₁ = 0.75.
    //   key 1: (30 − 0)/2 = 15; arriving 15·2·0.25/1 = 7.5, leaving 15·2·0.75/1 = 22.5
    //   key 0 leaves with the chord 10, key 2 arrives with the chord 20
    //   segment 0 at u = ½ (t = 0.125):  5 + (10 − 7.5)/8  = 5.3125
    //   segment 1 at u = ½ (t = 0.625): 20 + (22.5 − 20)/8 = 20.3125
    @Test("uneven key times: tangents scaled by the segments' durations")
    func unevenKeyTimes() {
        let spline = Self.animation([0, 10, 30], keyTimes: [0, 0.25, 1])
        expectClose(spline.value(at: 0.125, base: 0), 5.3125, tolerance: 1e-12)
        expectClose(spline.value(at: 0.625, base: 0), 20.3125, tolerance: 1e-12)
        expectClose(spline.value(at: 0.25, base: 0), 10, tolerance: 1e-12)
        // Values that change evenly in time (40 per second: 0, 10, 40 at
        // 0, 0.25, 1) stay exactly that straight line: key 1's tangent 20
        // becomes 20·0.5 = 10 arriving and 20·1.5 = 30 leaving, the chords.
        let even = Self.animation([0, 10, 40], keyTimes: [0, 0.25, 1])
        let instants = [0.1, 0.2, 0.4, 0.6, 0.9]
        for t in instants {
            expectClose(even.value(at: t, base: 0), 40 * t, tolerance: 1e-12, "t = \(t)")
        }
        #expect(instants.count == 5)
    }

    // Tension 1 zeroes both tangents: p = h01·10 = 10·u²(3 − 2u);
    // at u = ¼: 10 · 0.0625 · 2.5 = 1.5625.
    // Bias 1 at key 1 of 0, 10, 0 (even, 2 s): (1−T)(1+B)(1±C)/2 = 1 on Δin,
    // 0 on Δout, so key 1 leaves and arrives along Δin = 10; key 2 arrives
    // with the chord −10:
    //   segment 0: 5 + (10 − 10)/8 = 5;  segment 1: 5 + (10 − (−10))/8 = 7.5
    // Continuity 1 at key 1: arriving (1−C) = 0 on Δin, (1+C)/2 = 1 on Δout: −10;
    // leaving 1 on Δin: 10, a corner:
    //   segment 0: 5 + (10 − (−10))/8 = 7.5;  segment 1: 5 + (10 − (−10))/8 = 7.5
    @Test("tension, continuity and bias: the Kochanek–Bartels factors")
    func tensionContinuityBias() {
        let tight = Self.animation([0, 10], tension: [1, 1])
        expectClose(tight.value(at: 0.25, base: 0), 1.5625, tolerance: 1e-12)
        let biased = Self.animation([0, 10, 0], duration: 2, bias: [0, 1, 0])
        expectClose(biased.value(at: 0.5, base: 0), 5, tolerance: 1e-12)
        expectClose(biased.value(at: 1.5, base: 0), 7.5, tolerance: 1e-12)
        let cornered = Self.animation([0, 10, 0], duration: 2, continuity: [0, 1])
        expectClose(cornered.value(at: 0.5, base: 0), 7.5, tolerance: 1e-12)
        expectClose(cornered.value(at: 1.5, base: 0), 7.5, tolerance: 1e-12)
        // Two values and no parameters: the chord both ways, a straight line.
        expectClose(Self.animation([0, 10]).value(at: 0.3, base: 0), 3, tolerance: 1e-12)
    }

    // 0, 10, 40: both segments of the spline rise monotonically (segment 0's
    // slope 30u² − 20u + 10 and segment 1's −30u² + 40u + 20 stay positive),
    // so the distance travelled is the value itself: paced, 40 units in 1 s.
    @Test("cubicPaced: the spline at constant speed, keyTimes ignored")
    func cubicPacedNumbers() {
        let paced = Self.animation([0, 10, 40], mode: .cubicPaced)
        expectClose(paced.value(at: 0.25, base: 0), 10, tolerance: 1e-9)
        expectClose(paced.value(at: 0.5, base: 0), 20, tolerance: 5e-3)
        expectClose(paced.value(at: 0.875, base: 0), 35, tolerance: 5e-3)
        // The plain cubic spends half the time on each segment instead.
        expectClose(Self.animation([0, 10, 40]).value(at: 0.5, base: 0), 10, tolerance: 1e-12)
        // CAAnimation.timingFunction still paces the whole animation:
        // easeInEaseOut(½) = ½, so still 20 at half time.
        expectClose(Self.animation([0, 10, 40], mode: .cubicPaced, timingFunction: .easeInEaseOut).value(at: 0.5, base: 0), 20, tolerance: 5e-3)
    }

    // (0,0) → (100,100) → (200,0) is symmetric about x = 100, so half the
    // length is travelled at the middle keyframe. Equal times cover equal
    // lengths.
    @Test("cubicPaced on points: constant speed along the 2-D spline")
    func cubicPacedPoint() throws {
        let paced = Self.points([(0, 0), (100, 100), (200, 0)], mode: .cubicPaced)
        let base = AnimationVector([0, 0])
        let middle = paced.value(at: 0.5, base: base)
        expectClose(middle?[0], 100, tolerance: 1e-9)
        expectClose(middle?[1], 100, tolerance: 1e-9)
        // Plain cubic at t = ¼ (segment 0, u = ½): tangents (100,100) and
        // ((200,0) − (0,0))/2 = (100, 0): (50, 50) + ((100,100) − (100,0))/8 = (50, 62.5).
        let cubic = Self.points([(0, 0), (100, 100), (200, 0)], mode: .cubic).value(at: 0.25, base: base)
        expectClose(cubic?[0], 50, tolerance: 1e-12)
        expectClose(cubic?[1], 62.5, tolerance: 1e-12)

        // Length travelled in each tenth of the time, measured along 100
        // small chords of the animation's own positions: each a tenth.
        let steps = 10, substeps = 100
        var positions: [AnimationVector] = []
        for step in 0...(steps * substeps) {
            positions.append(try #require(paced.value(at: Double(step) / Double(steps * substeps), base: base)))
        }
        let small = zip(positions, positions.dropFirst()).map { AnimationVector.distance(from: $0, to: $1) ?? 0 }
        let tenths = (0..<steps).map { small[($0 * substeps)..<(($0 + 1) * substeps)].reduce(0, +) }
        let total = tenths.reduce(0, +)
        for length in tenths {
            expectClose(length, total / Double(steps), tolerance: total * 1e-3)
        }
        let chords = tenths
        #expect(chords.count == steps)
    }
}
