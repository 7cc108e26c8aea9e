import Foundation
import Testing
@testable import SplashAnimation

/// Keyframes along a path (`CAKeyframeAnimation.path`): the keyframes are
/// the path's start and each element's end, paced modes move at one speed
/// over the whole length, and `rotationMode` turns to the tangent.
@Suite("Keyframes along a path, and rotationMode")
struct PathKeyframeTests {
    static func p(_ x: Double, _ y: Double) -> AnimationVector { AnimationVector([x, y]) }

    static func animation(
        _ path: [KeyframeSegment<AnimationVector>], keyTimes: [Double]? = nil, mode: CalculationMode, duration: Double = 1
    ) -> PropertyAnimation<AnimationVector> {
        PropertyAnimation(
            timing: MediaTiming(duration: duration, fillMode: .forwards),
            curve: .keyframes(Keyframes(path: path, keyTimes: keyTimes, calculationMode: mode))
        )
    }

    /// "M0 0 L300 0 L300 400": right 300, then down 400 (y grows downwards).
    static let corner: [KeyframeSegment<AnimationVector>] = [
        .line(from: p(0, 0), to: p(300, 0)),
        .line(from: p(300, 0), to: p(300, 400)),
    ]

    static func expectPoint(_ value: AnimationVector?, _ x: Double, _ y: Double, tolerance: Double = 1e-9, _ comment: Comment? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        expectClose(value?[0], x, tolerance: tolerance, comment, sourceLocation: sourceLocation)
        expectClose(value?[1], y, tolerance: tolerance, comment, sourceLocation: sourceLocation)
    }

    // Paced: total length 300 + 400 = 700.
    //   t = 0.25: 175 along: (175, 0), heading right: rotation 0
    //   t = 0.5:  350 along = 300 + 50: (300, 50), heading down: rotation atan2(400, 0) = π/2
    //   t = 1:    (300, 400), still heading down
    @Test("paced along \"M0 0 L300 0 L300 400\": position and tangent at named instants")
    func pacedCorner() {
        let along = Self.animation(Self.corner, mode: .paced)
        #expect(throws: Never.self) { try along.validate() }
        let base = Self.p(0, 0)
        Self.expectPoint(along.value(at: 0.25, base: base), 175, 0)
        Self.expectPoint(along.value(at: 0.5, base: base), 300, 50)
        Self.expectPoint(along.value(at: 1, base: base), 300, 400)
        expectClose(along.tangentRotation(at: 0.25, mode: .auto), 0, tolerance: 1e-12)
        expectClose(along.tangentRotation(at: 0.5, mode: .auto), Double.pi / 2, tolerance: 1e-12)
        expectClose(along.tangentRotation(at: 0.5, mode: .autoReverse), 3 * Double.pi / 2, tolerance: 1e-12)
        expectClose(along.tangentRotation(at: 1, mode: .auto), Double.pi / 2, tolerance: 1e-12)
        #expect(along.tangentRotation(at: 2, mode: .auto) != nil, "a forwards fill keeps the last tangent")
    }

    // Linear: each element is one segment, spaced by keyTimes (n + 1 = 3).
    //   nil keyTimes: half the time each: t = 0.25 → (150, 0), t = 0.75 → (300, 200)
    //   keyTimes [0, 0.25, 1]: t = 0.125 → (150, 0), t = 0.625 → (300, 200)
    // Discrete: the keyframes (0,0), (300,0), (300,400) at n + 1 = 4 key times.
    @Test("linear and discrete along a path: its elements spaced by keyTimes")
    func linearAndDiscreteCorner() {
        let base = Self.p(0, 0)
        let even = Self.animation(Self.corner, mode: .linear)
        Self.expectPoint(even.value(at: 0.25, base: base), 150, 0)
        Self.expectPoint(even.value(at: 0.75, base: base), 300, 200)
        let timed = Self.animation(Self.corner, keyTimes: [0, 0.25, 1], mode: .linear)
        #expect(throws: Never.self) { try timed.validate() }
        Self.expectPoint(timed.value(at: 0.125, base: base), 150, 0)
        Self.expectPoint(timed.value(at: 0.625, base: base), 300, 200)
        let jumps = Self.animation(Self.corner, keyTimes: [0, 0.5, 0.75, 1], mode: .discrete)
        #expect(throws: Never.self) { try jumps.validate() }
        Self.expectPoint(jumps.value(at: 0.4, base: base), 0, 0)
        Self.expectPoint(jumps.value(at: 0.6, base: base), 300, 0)
        Self.expectPoint(jumps.value(at: 0.8, base: base), 300, 400)
        let wrong = Self.animation(Self.corner, keyTimes: [0, 1], mode: .linear)
        #expect(performing: { try wrong.validate() }, throws: {
            ($0 as? AnimationError)?.description
                == "keyTimes must have one entry per keyframe of the path (its 2 segments + 1) = 3 for calculationMode linear, not 2"
        })
    }

    // A curve-to whose control points both sit on the end: a straight line
    // from (0,0) to (100,0) travelled at x(u) = 100·(1 − (1 − u)³).
    //   linear (the curve's own parameter): t = ½ → x = 100·(1 − ⅛) = 87.5
    //   paced (constant speed):             t = ½ → x = 50
    // The arch (0,0) (0,−100) (200,−100) (200,0) is symmetric about x = 100:
    // paced, half time is the top, B(½) = ((0 + 0 + 600 + 200)/8, (0 − 300 − 300 + 0)/8)
    // = (100, −75), heading right (rotation 0); it starts heading up
    // (c1 − p0 = (0, −100): −π/2) and ends heading down (p3 − c2 = (0, 100): π/2).
    @Test("curves: linear follows the curve's parameter, paced its length; the tangent turns")
    func curves() {
        let base = Self.p(0, 0)
        let eased: [KeyframeSegment<AnimationVector>] = [.curve(from: Self.p(0, 0), control1: Self.p(100, 0), control2: Self.p(100, 0), to: Self.p(100, 0))]
        Self.expectPoint(Self.animation(eased, mode: .linear).value(at: 0.5, base: base), 87.5, 0, tolerance: 1e-12)
        Self.expectPoint(Self.animation(eased, mode: .paced).value(at: 0.5, base: base), 50, 0, tolerance: 1e-2)
        expectClose(Self.animation(eased, mode: .paced).tangentRotation(at: 0.5, mode: .auto), 0, tolerance: 1e-12)

        let arch: [KeyframeSegment<AnimationVector>] = [.curve(from: Self.p(0, 0), control1: Self.p(0, -100), control2: Self.p(200, -100), to: Self.p(200, 0))]
        let paced = Self.animation(arch, mode: .cubicPaced)
        Self.expectPoint(paced.value(at: 0.5, base: base), 100, -75, tolerance: 1e-9)
        expectClose(paced.tangentRotation(at: 0.5, mode: .auto), 0, tolerance: 1e-9)
        expectClose(paced.tangentRotation(at: 0, mode: .auto), -Double.pi / 2, tolerance: 1e-12)
        expectClose(paced.tangentRotation(at: 1, mode: .auto), Double.pi / 2, tolerance: 1e-12)
    }

    // "M0 0 L100 0 M200 0 L300 0": two segments of 100, a jump between them
    // (a move-to defines no keyframe). Paced: t = 0.49 → (98, 0);
    // t = 0.5 → the second segment's start (200, 0); t = 0.75 → (250, 0).
    @Test("a move-to in the middle of the path is a jump, not a segment")
    func moveToJumps() {
        let jump: [KeyframeSegment<AnimationVector>] = [
            .line(from: Self.p(0, 0), to: Self.p(100, 0)),
            .line(from: Self.p(200, 0), to: Self.p(300, 0)),
        ]
        let paced = Self.animation(jump, mode: .paced)
        let base = Self.p(0, 0)
        Self.expectPoint(paced.value(at: 0.49, base: base), 98, 0)
        Self.expectPoint(paced.value(at: 0.5, base: base), 200, 0)
        Self.expectPoint(paced.value(at: 0.75, base: base), 250, 0)
    }

    // values (0,0) → (300,0) → (300,400) paced as points: the same 700
    // units as the path, so half time is (300, 50). Paced per component
    // would have put x at 300 and y at 0 only at the end of x's own pacing.
    @Test("paced values of a point use the 2-D distance")
    func pacedPointValues() {
        let paced = PropertyAnimation(
            timing: MediaTiming(duration: 1),
            curve: AnimationCurve.keyframes(Keyframes(values: [Self.p(0, 0), Self.p(300, 0), Self.p(300, 400)], calculationMode: .paced))
        )
        Self.expectPoint(paced.value(at: 0.5, base: Self.p(0, 0)), 300, 50)
        Self.expectPoint(paced.value(at: 0.25, base: Self.p(0, 0)), 175, 0)
    }

    // "M0 0 L100 0 L0 0 Z": the close has no length (the path is already
    // back at its start). Linear, a third of the time each: during the
    // close (t = 0.9) the layer keeps the heading it arrived with, left: π.
    @Test("on a segment of no length the layer keeps the heading it arrived with")
    func zeroLengthSegment() {
        let there = Self.p(0, 0), back = Self.p(100, 0)
        let closed = Self.animation([.line(from: there, to: back), .line(from: back, to: there), .line(from: there, to: there)], mode: .linear)
        expectClose(closed.tangentRotation(at: 0.5, mode: .auto), Double.pi, tolerance: 1e-12)
        expectClose(closed.tangentRotation(at: 0.9, mode: .auto), Double.pi, tolerance: 1e-12)
        expectClose(closed.tangentRotation(at: 0.1, mode: .auto), 0, tolerance: 1e-12)
    }

    @Test("huge, infinite and empty paths evaluate without trapping")
    func hostile() {
        let base = Self.p(0, 0)
        let huge = Self.animation([.line(from: Self.p(-1e308, 0), to: Self.p(1e308, 1e308))], mode: .paced)
        _ = huge.value(at: 0.5, base: base)
        _ = huge.tangentRotation(at: 0.5, mode: .auto)
        let nan = Self.animation([.curve(from: Self.p(.nan, 0), control1: Self.p(0, .infinity), control2: Self.p(1, 1), to: Self.p(2, 2))], mode: .cubicPaced)
        _ = nan.value(at: 0.5, base: base)
        _ = nan.tangentRotation(at: 0.5, mode: .auto)
        let still = Self.animation([.line(from: Self.p(5, 5), to: Self.p(5, 5))], mode: .paced)
        Self.expectPoint(still.value(at: 0.5, base: base), 5, 5)
        #expect(still.tangentRotation(at: 0.5, mode: .auto) == nil, "a point has no tangent")
        let empty = Self.animation([], mode: .paced)
        #expect(empty.value(at: 0.5, base: base) == nil)
        #expect(performing: { try empty.validate() }, throws: { ($0 as? AnimationError)?.description == "path must have at least one line or curve" })
        // Many segments: the table stays within its cap.
        let many = (0..<5000).map { KeyframeSegment<AnimationVector>.curve(from: Self.p(Double($0), 0), control1: Self.p(Double($0), 1), control2: Self.p(Double($0) + 1, 1), to: Self.p(Double($0) + 1, 0)) }
        let table = ArcLengthTable(segments: many)
        #expect((table?.distances.count ?? .max) <= ArcLengthTable.maximumSamples + many.count)
    }
}
