import Foundation
import Testing
import SplashScene
@testable import SplashLottie

private typealias F = LottieFixtures

/// `loopOut`/`loopIn` expressions, drawn as lottie-web computes them
/// (`ExpressionPropertyDecorator.js`). Each value is worked out by hand
/// from its formulas; the keyframes are linear throughout.
@Suite struct LottieLoopTests {
    /// A layer whose position x is keyframed x0 at frame t0, x1 at t1, x2
    /// at t2 (linear) with `expression` on the position; shown from `ip`.
    static func scene(_ expression: String, times: (Int, Int, Int) = (0, 10, 20), xs: (Int, Int, Int) = (0, 40, 10),
                      inPoint: Int = 0, split: Bool = false) throws -> LottieScene {
        let escaped = expression.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        func key(_ t: Int, _ value: String) -> String {
            #"{"t":\#(t),"s":\#(value),"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}}"#
        }
        let position: String
        if split {
            let x = #"{"a":1,"k":[\#(key(times.0, "[\(xs.0)]")),\#(key(times.1, "[\(xs.1)]")),\#(key(times.2, "[\(xs.2)]"))],"x":"\#(escaped)"}"#
            position = #"{"s":true,"x":\#(x),"y":{"a":0,"k":0}}"#
        } else {
            position = #"{"a":1,"k":[\#(key(times.0, "[\(xs.0),0]")),\#(key(times.1, "[\(xs.1),0]")),\#(key(times.2, "[\(xs.2),0]"))],"x":"\#(escaped)"}"#
        }
        let layer = F.shapeLayer("dot", index: 1, transform: F.transform(["p": position]),
                                 shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)], inPoint: inPoint)
        return try F.scene(F.document(layers: [layer]))
    }

    /// Compares the layer's x at each frame with the value worked out by
    /// hand; returns how many were compared.
    static func check(_ scene: LottieScene, _ expected: [(frame: Double, x: Double)],
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        #expect(scene.warnings.isEmpty, "\(scene.warnings)", sourceLocation: sourceLocation)
        for (frame, x) in expected {
            let shown = try F.layer("dot", in: scene.scene, atFrame: frame).position.x
            #expect(abs(shown - x) < 1e-6, "frame \(frame): \(shown), expected \(x)", sourceLocation: sourceLocation)
        }
        return expected.count
    }

    @Test func loopOutCycleRepeatsEveryKeyframe() throws {
        // Keys 0 → 40 → 10 at frames 0, 10, 20: first 0, cycle C = 20.
        // Before the last keyframe the keyframes: frame 5 → 20.
        // frame 25: (25 − 0) mod 20 = 5 → v(5) = 40 × 5/10 = 20
        // frame 35: 35 mod 20 = 15 → v(15) = 40 + (10 − 40) × 5/10 = 25
        // frame 39: 19 → 40 − 30 × 0.9 = 13; frame 39.5: 19.5 → 40 − 30 × 0.95 = 11.5
        // frame 40: 40 mod 20 = 0 → v(0) = 0 (the cycle wraps: a jump)
        // frame 55: 15 → 25
        var compared = 0
        let expected: [(Double, Double)] = [(5, 20), (25, 20), (35, 25), (39, 13), (39.5, 11.5), (40, 0), (55, 25)]
        for text in ["var $bm_rt;\n$bm_rt = loopOut('cycle', 0);", "loopOut()", "loopOut(\"cycle\")", "loop_out('Cycle')",
                     "loopOut(type = \"cycle\", numKeyframes = 0)"] {
            compared += try Self.check(Self.scene(text), expected)
        }
        #expect(compared == 35)
    }

    @Test func loopOutWithAKeyframeCountRepeatsTheLastSegments() throws {
        // loopOut('cycle', 1): the last segment, frames 10…20 (C = 10).
        // frame 25: (25 − 10) mod 10 = 5 → v(15) = 25
        // frame 32: 22 mod 10 = 2 → v(12) = 40 − 30 × 0.2 = 34
        let compared = try Self.check(Self.scene("loopOut('cycle', 1)"), [(25, 25), (32, 34)])
        #expect(compared == 2)
    }

    @Test func loopOutPingpongPlaysBackAndForth() throws {
        // first 0, C = 20; iterations = ⌊(f − 0) / 20⌋.
        // frame 25: 1, odd → v(20 − 5 + 0) = v(15) = 25
        // frame 30: 1 → v(20 − 10) = v(10) = 40
        // frame 45: 2, even → v(45 mod 20) = v(5) = 20
        let compared = try Self.check(Self.scene("loopOut('pingpong')"), [(25, 25), (30, 40), (45, 20)])
        #expect(compared == 3)
    }

    @Test func loopOutOffsetAddsTheChangeOfEachCycle() throws {
        // (v(20) − v(0)) = 10 − 0 = 10 per cycle.
        // frame 25: v(5) + 10 × 1 = 20 + 10 = 30
        // frame 45: v(5) + 10 × 2 = 40
        // frame 40: v(0) + 10 × 2 = 20 (continuous: v(20) + 10 × 1 = 20 just before)
        let compared = try Self.check(Self.scene("loopOut(\"offset\")"), [(25, 30), (45, 40), (40, 20)])
        #expect(compared == 3)
    }

    @Test func loopOutContinueMovesAtLottieWebsRates() throws {
        // v(20) = 10; v(19.999) = 40 − 30 × 0.9999 = 10.003; difference −0.003.
        // Position (a list): 10 − 0.003 × ((f − 20) / 30) / 0.0005:
        //   frame 25: 10 − 0.003 × (5/30) / 0.0005 = 10 − 1 = 9
        //   frame 50: 10 − 0.003 × 1 / 0.0005 = 10 − 6 = 4
        var compared = try Self.check(Self.scene("loopOut('continue')"), [(25, 9), (50, 4)])
        // A number (split x): 10 − 0.003 × (f − 20) / 0.001:
        //   frame 25: 10 − 15 = −5; frame 30: 10 − 30 = −20
        compared += try Self.check(Self.scene("loopOut('continue')", split: true), [(25, -5), (30, -20)])
        #expect(compared == 4)
    }

    @Test func loopInRepeatsBeforeTheFirstKeyframe() throws {
        // Keys 0 → 40 → 10 at frames 20, 30, 40: first 20, last 40, C = 20.
        let times = (20, 30, 40)
        // pingpong: iterations = ⌊(20 − f) / 20⌋
        //   frame 15: 0, even → v((20 − 15) mod 20 + 20) = v(25) = 20
        //   frame 10: 0 → v(30) = 40
        var compared = try Self.check(Self.scene("loopIn('pingpong')", times: times), [(15, 20), (10, 40)])
        // cycle, as lottie-web writes it: v(C − ((20 − f) mod C + 20))
        //   frame 15: v(20 − (5 + 20)) = v(−5): before the first key → 0
        //   (After Effects would show v(35) = 25: lottie-web's parentheses
        //   differ when the first keyframe is not at frame 0.)
        compared += try Self.check(Self.scene("loopIn('cycle')", times: times), [(15, 0)])
        // With the first keyframe at 0 and loopIn over keys 0, 10, 20 no
        // frame of the composition (0…60) is before it: nothing changes.
        compared += try Self.check(Self.scene("loopIn('cycle')"), [(5, 20), (25, 10)])
        // offset: v(C − ((20 − f) mod C) + 20) − (v(40) − v(20)) × (⌊(20 − f) / C⌋ + 1)
        //   frame 15: v(20 − 5 + 20) = v(35) = 25; 25 − 10 × 1 = 15
        compared += try Self.check(Self.scene("loopIn('offset')", times: times), [(15, 15)])
        // continue: v(20) + (v(20) − v(20.001)) × (20 − f) / 0.001
        //   v(20.001) = 40 × 0.0001 = 0.004; frame 15: 0 − 0.004 × 5 / 0.001 = −20
        compared += try Self.check(Self.scene("loopIn('continue')", times: times), [(15, -20)])
        #expect(compared == 7)
    }

    @Test func loopOutDurationCountsSecondsAsLottieWebDoes() throws {
        // No duration: C = max(0, last − the layer's ip) = 20 − 5 = 15, from frame 5.
        //   frame 25: (25 − 5) mod 15 = 5 → v(10) = 40
        var compared = try Self.check(Self.scene("loopOutDuration('cycle', 0)", inPoint: 5), [(25, 40)])
        // 0.5 s at 30 fps: C = |20 − 30 × 0.5| = 5 (lottie-web's formula), from 15.
        //   frame 25: 10 mod 5 = 0 → v(15) = 25; frame 27: 2 → v(17) = 40 − 30 × 0.7 = 19
        compared += try Self.check(Self.scene("loopOutDuration('cycle', 0.5)"), [(25, 25), (27, 19)])
        #expect(compared == 3)
    }

    @Test func otherExpressionsStayWarnedAndDrawTheKeyframes() throws {
        var compared = 0
        for text in ["loopOut('cycle') + 5", "wiggle(2, 10)", "loopOut('sideways')", "loopOut('cycle', -1)",
                     "var $bm_rt;\n$bm_rt = value;", "loopOut('cycle', 2.5)"] {
            let scene = try Self.scene(text)
            #expect(scene.warnings.map(\.feature) == ["expressions"], "\(text): \(scene.warnings)")
            // After the last keyframe the last value holds: 10.
            let x = try F.layer("dot", in: scene.scene, atFrame: 30).position.x
            #expect(abs(x - 10) < 1e-9, "\(text): \(x)")
            compared += 1
        }
        #expect(compared == 6)
    }

    @Test func recognisesOnlyWholeLoopCalls() {
        let accepted: [(String, LottieLoop.Direction, LottieLoop.Kind, LottieLoop.Extent)] = [
            ("loopOut()", .out, .cycle, .keyframes(0)),
            ("  loopIn( 'PingPong' , 2 ) ; ", .in, .pingpong, .keyframes(2)),
            ("var $bm_rt;\n$bm_rt = loopOutDuration('offset', 1.5);", .out, .offset, .seconds(1.5)),
            ("loopInDuration(\"continue\")", .in, .continue, .seconds(0)),
            ("loop_in(type = 'cycle', numKeyframes = 1)", .in, .cycle, .keyframes(1)),
        ]
        for (text, direction, kind, extent) in accepted {
            let loop = LottieLoop(expression: text)
            #expect(loop?.direction == direction && loop?.kind == kind && loop?.extent == extent, "\(text)")
        }
        let rejected = ["loopOut('cycle') * 2", "loopOutX()", "x = loopOut()", "loopOut(cycle)", "loopOut('cycle',)",
                        "loopOut('cycle'); wiggle(1,2)", "loopOut('cycle', n)", "$bm_rt = loopOut", ""]
        for text in rejected { #expect(LottieLoop(expression: text) == nil, "\(text)") }
        #expect(accepted.count + rejected.count == 14)
    }
}
