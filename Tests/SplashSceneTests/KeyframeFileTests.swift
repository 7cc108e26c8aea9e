import Foundation
import Testing
import SplashAnimation
import SplashGeometry
@testable import SplashScene
@testable import SplashFormats

/// CAKeyframeAnimation's keys in scene files: `path` and `rotationMode`,
/// every `calculationMode`, the overall `timingFunction`, the cubic modes'
/// `tensionValues`/`continuityValues`/`biasValues`, and `repeatDuration`
/// and `cumulative` on any property animation. Values at named instants are
/// worked by hand in the comments.
struct KeyframeFileTests {
    static func scene(_ animation: String, layer: String = #""position": [0, 0], "size": [10, 10]"#) throws -> Scene {
        let json = #"{"duration": 5, "layers": [{\#(layer), "animations": [\#(animation)]}]}"#
        return try SceneDecoder.decode(Data(json.utf8), file: "launch.json", canvas: Size(width: 400, height: 800))
    }

    static func layer(_ scene: Scene, at time: Double) -> Layer { scene.resolved(at: time)[0] }

    // "M0 0 L300 0 L300 400", paced over 1 s: 700 pt in all.
    //   0.25 s: 175 along the first leg: (175, 0), heading right: rotation 0
    //   0.5 s:  350 = 300 + 50: (300, 50), heading down: atan2(400, 0) = π/2
    //   1 s (held): (300, 400), still π/2
    // The layer's own rotation 0.25 is kept: the tangent adds to it.
    @Test func pacedPathWithRotationMode() throws {
        let scene = try Self.scene(
            #"{"keyPath": "position", "path": "M0 0 L300 0 L300 400", "calculationMode": "paced", "rotationMode": "auto", "duration": 1, "fillMode": "forwards"}"#,
            layer: #""position": [10, 20], "size": [10, 10], "transform": {"rotation": 0.25}"#
        )
        let expected: [(time: Double, x: Double, y: Double, rotation: Double)] = [
            (0.25, 175, 0, 0.25), (0.5, 300, 50, 0.25 + Double.pi / 2), (1, 300, 400, 0.25 + Double.pi / 2), (3, 300, 400, 0.25 + Double.pi / 2),
        ]
        for (time, x, y, rotation) in expected {
            let layer = Self.layer(scene, at: time)
            #expect(abs(layer.position.x - x) < 1e-9 && abs(layer.position.y - y) < 1e-9, "t = \(time): \(layer.position)")
            #expect(abs(layer.transform.rotation - rotation) < 1e-12, "t = \(time): \(layer.transform.rotation)")
        }
        #expect(expected.count == 4)
        // Before it starts there is no animation: the model position and rotation.
        let late = try Self.scene(
            #"{"keyPath": "position", "path": "M0 0 L300 0", "rotationMode": "autoReverse", "beginTime": 2, "duration": 1}"#,
            layer: #""position": [10, 20], "size": [10, 10], "transform": {"rotation": 0.25}"#
        )
        #expect(Self.layer(late, at: 1).position == Point(x: 10, y: 20))
        #expect(Self.layer(late, at: 1).transform.rotation == 0.25)
        // autoReverse: the tangent (right, 0) plus π, on top of the model's 0.25.
        #expect(abs(Self.layer(late, at: 2.5).transform.rotation - (0.25 + Double.pi)) < 1e-12)
    }

    // A rotation animation listed after the path animation still has the
    // tangent added on top (rotationMode composes with the layer's
    // transform as the animations left it): 0.5 + π/2 at 0.5 s.
    @Test func tangentRotationComposesWithRotationAnimations() throws {
        let scene = try Self.scene(#"""
        {"keyPath": "position", "path": "M0 0 L300 0 L300 400", "calculationMode": "paced", "rotationMode": "auto", "duration": 1},
        {"keyPath": "transform.rotation", "fromValue": 0.5, "toValue": 0.5, "duration": 1}
        """#)
        #expect(abs(Self.layer(scene, at: 0.5).transform.rotation - (0.5 + Double.pi / 2)) < 1e-12)
    }

    // Linear along the same path, keyTimes [0, 0.25, 1] (2 segments + 1):
    //   0.125 s: half of the first leg, (150, 0); 0.625 s: half of the second, (300, 200).
    // Discrete, keyTimes [0, 0.5, 0.75, 1] (3 keyframes + 1): 0.6 s → (300, 0).
    @Test func linearAndDiscretePaths() throws {
        let linear = try Self.scene(#"{"keyPath": "position", "path": "M0 0 L300 0 L300 400", "keyTimes": [0, 0.25, 1], "duration": 1}"#)
        #expect(Self.layer(linear, at: 0.125).position == Point(x: 150, y: 0))
        #expect(Self.layer(linear, at: 0.625).position == Point(x: 300, y: 200))
        let discrete = try Self.scene(#"{"keyPath": "position", "path": "M0 0 L300 0 L300 400", "keyTimes": [0, 0.5, 0.75, 1], "calculationMode": "discrete", "duration": 1}"#)
        #expect(Self.layer(discrete, at: 0.6).position == Point(x: 300, y: 0))
        #expect(Self.layer(discrete, at: 0.8).position == Point(x: 300, y: 400))
    }

    // Quad-curves are raised to cubics of the same shape: "M0 0 Q50 100 100 0"
    // at u = ½ is (0 + 2·50 + 100)/4, (0 + 2·100 + 0)/4 = (50, 50); linear
    // mode over 1 s reaches u = ½ at 0.5 s. Its tangent there is level (0).
    @Test func quadCurvesAndCloses() throws {
        let quad = try Self.scene(#"{"keyPath": "position", "path": "M0 0 Q50 100 100 0", "rotationMode": "auto", "duration": 1}"#)
        let middle = Self.layer(quad, at: 0.5)
        #expect(abs(middle.position.x - 50) < 1e-9 && abs(middle.position.y - 50) < 1e-9, "\(middle.position)")
        #expect(abs(middle.transform.rotation) < 1e-12)
        // A close is a segment back to the subpath's start: "M0 0 L100 0 Z"
        // has 2 segments of 100, so at 0.75 s (paced) the layer is half way back.
        let closed = try Self.scene(#"{"keyPath": "position", "path": "M0 0 L100 0 Z", "calculationMode": "paced", "duration": 1}"#)
        #expect(Self.layer(closed, at: 0.75).position == Point(x: 50, y: 0))
    }

    // Position values (0,0) → (100,0) → (100,100), cubic over 1 s: at
    // 0.25 s, (50, 0) + ((100,0) − (50,50))/8 = (56.25, −6.25) (see
    // CubicKeyframeTests); paced (straight legs, 100 + 100): 0.75 s → (100, 50).
    @Test func pointValuesAreOneSpline() throws {
        let cubic = try Self.scene(#"{"keyPath": "position", "values": [[0, 0], [100, 0], [100, 100]], "calculationMode": "cubic", "duration": 1}"#)
        let p = Self.layer(cubic, at: 0.25).position
        #expect(abs(p.x - 56.25) < 1e-12 && abs(p.y + 6.25) < 1e-12, "\(p)")
        let paced = try Self.scene(#"{"keyPath": "position", "values": [[0, 0], [100, 0], [100, 100]], "calculationMode": "paced", "duration": 1}"#)
        #expect(Self.layer(paced, at: 0.75).position == Point(x: 100, y: 50))
        // (0,0) → (300,0) → (300,400) paced: 700 pt; half time is (300, 50),
        // not what pacing x and y apart would give.
        let corner = try Self.scene(#"{"keyPath": "position", "values": [[0, 0], [300, 0], [300, 400]], "calculationMode": "paced", "duration": 1}"#)
        #expect(Self.layer(corner, at: 0.5).position == Point(x: 300, y: 50))
        // Tension 1 everywhere: smoothstep, 10·u²(3 − 2u) = 1.5625 at u = ¼.
        let tight = try Self.scene(#"{"keyPath": "position.x", "values": [0, 10], "calculationMode": "cubic", "tensionValues": [1, 1], "duration": 1}"#)
        #expect(abs(Self.layer(tight, at: 0.25).position.x - 1.5625) < 1e-12)
        let cubicPaced = try Self.scene(#"{"keyPath": "position.x", "values": [0, 10, 40], "calculationMode": "cubicPaced", "duration": 1}"#)
        #expect(abs(Self.layer(cubicPaced, at: 0.25).position.x - 10) < 1e-9)
    }

    // Discrete with Core Animation's n + 1 key times: hidden false on
    // [0, 1), true from the end (a forwards fill): yula's mask removal.
    @Test func discreteHiddenAtTheEnd() throws {
        let scene = try Self.scene(#"{"keyPath": "hidden", "values": [false, true], "keyTimes": [0, 1, 1], "calculationMode": "discrete", "beginTime": 2, "duration": 0.6, "fillMode": "forwards"}"#)
        let seen = [1.0, 2.0, 2.59, 2.6, 4].map { Self.layer(scene, at: $0).isHidden }
        #expect(seen == [false, false, false, true, true])
    }

    // The animation's own timingFunction paces the whole keyframe
    // animation: position.x 0 → 100 → 200 (linear keyframes) with easeIn
    // is easeIn applied to the progress: at 0.5 s, 200·easeIn(0.5), the
    // same as a basic 0 → 200 with easeIn.
    @Test func overallTimingFunction() throws {
        let keyframes = try Self.scene(#"{"keyPath": "position.x", "values": [0, 100, 200], "timingFunction": "easeIn", "duration": 1}"#)
        let basic = try Self.scene(#"{"keyPath": "position.x", "fromValue": 0, "toValue": 200, "timingFunction": "easeIn", "duration": 1}"#)
        let eased = Self.layer(keyframes, at: 0.5).position.x
        #expect(abs(eased - Self.layer(basic, at: 0.5).position.x) < 1e-9)
        #expect(abs(eased - 200 * TimingFunction.easeIn.value(at: 0.5)) < 1e-9)
        #expect(eased < 100)
    }

    // cumulative: a quarter turn (0 → π/2) repeated 4 times ends a whole
    // turn round: at 2.5 s iteration 2: π/4 + 2·π/2 = 5π/4.
    // repeatDuration 2.5 of a 1 s 0 → 100 slide: 2.25 s → 25, held at 50.
    @Test func cumulativeAndRepeatDuration() throws {
        let spin = try Self.scene(#"{"keyPath": "transform.rotation", "fromValue": 0, "toValue": "pi / 2", "duration": 1, "repeatCount": 4, "cumulative": true, "fillMode": "forwards"}"#)
        #expect(abs(Self.layer(spin, at: 2.5).transform.rotation - 5 * Double.pi / 4) < 1e-12)
        #expect(abs(Self.layer(spin, at: 4.5).transform.rotation - 2 * Double.pi) < 1e-12)
        let slide = try Self.scene(#"{"keyPath": "position.x", "values": [0, 100], "duration": 1, "repeatDuration": 2.5, "fillMode": "forwards"}"#)
        #expect(abs(Self.layer(slide, at: 2.25).position.x - 25) < 1e-12)
        #expect(abs(Self.layer(slide, at: 4).position.x - 50) < 1e-12)
        let steps = try Self.scene(#"{"keyPath": "position", "path": "M0 0 L10 5", "duration": 1, "repeatCount": 3, "cumulative": true}"#)
        #expect(Self.layer(steps, at: 2.5).position == Point(x: 25, y: 12.5))
    }

    static let errors: [(animation: String, message: String)] = [
        (#"{"keyPath": "opacity", "path": "M0 0 L1 1"}"#,
         #"path: only used with keyPath "position" (a layer moving along the path), not "opacity""#),
        (#"{"keyPath": "position", "values": [[0, 0], [1, 1]], "rotationMode": "auto"}"#,
         "rotationMode: only used with a path (Core Animation leaves it undefined without one)"),
        (#"{"keyPath": "position", "path": "M0 0 L1 1", "rotationMode": "autoreverse"}"#,
         #"rotationMode: expected one of "auto", "autoReverse", not "autoreverse""#),
        (#"{"keyPath": "position", "path": "M0 0 L1 1", "values": [[0, 0], [1, 1]]}"#,
         "values: not used with path (in Core Animation a path overrides values); give one of them"),
        (#"{"keyPath": "position", "path": "M0 0 L1 x"}"#,
         "path: not valid SVG path data: invalid SVG path data at offset 8: expected a number"),
        (#"{"keyPath": "position", "path": "M0 0 M5 5"}"#,
         "path: must have at least one line or curve after its first move-to"),
        (#"{"keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 1], "calculationMode": "discrete"}"#,
         "keyTimes: calculationMode discrete needs values + 1 key times (4): each value holds from its key time to the next, the last marks the end; not 2"),
        (#"{"keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.5, 1], "calculationMode": "discrete"}"#,
         "keyTimes: calculationMode discrete needs values + 1 key times (4): each value holds from its key time to the next, the last marks the end; not 3"),
        (#"{"keyPath": "position", "path": "M0 0 L1 1 L2 0", "keyTimes": [0, 1]}"#,
         "keyTimes: must have as many entries as keyframes of the path: its 2 segments (lines, curves, closes) + 1 = 3, not 2"),
        (#"{"keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 1], "calculationMode": "paced"}"#,
         "keyTimes: not used with calculationMode paced: Core Animation ignores keyTimes and spaces the keyframes by distance"),
        (#"{"keyPath": "opacity", "values": [0, 1], "timingFunctions": ["easeIn"], "calculationMode": "cubicPaced"}"#,
         "timingFunctions: not used with calculationMode cubicPaced: Core Animation ignores timingFunctions (timingFunction paces the whole animation)"),
        (#"{"keyPath": "opacity", "values": [0, 1], "tensionValues": [0.5]}"#,
         "tensionValues: only used with calculationMode cubic or cubicPaced, not linear"),
        (#"{"keyPath": "opacity", "values": [0, 1], "calculationMode": "cubic", "biasValues": [0, 2]}"#,
         "biasValues[1]: must be between -1 and 1, not 2"),
        (#"{"keyPath": "opacity", "values": [0, 1], "calculationMode": "cubic", "continuityValues": [0, 0, 0]}"#,
         "continuityValues: must have at most one entry per value (2), not 3"),
        (#"{"keyPath": "position", "path": "M0 0 L1 1", "calculationMode": "cubic", "tensionValues": [0]}"#,
         "tensionValues: not used with path: a path's own curves give its shape (these shape the spline through values)"),
        (#"{"keyPath": "opacity", "values": [0, 1], "calculationMode": "cubicpaced"}"#,
         #"calculationMode: expected one of "linear", "discrete", "paced", "cubic", "cubicPaced", not "cubicpaced""#),
        (#"{"keyPath": "opacity", "values": [0, 1], "tensionValue": [0]}"#,
         #"tensionValue: unknown key (did you mean "tensionValues"?); expected one of: keyPath, fromValue, toValue, byValue, values, path, keyTimes, timingFunction, timingFunctions, calculationMode, rotationMode, tensionValues, continuityValues, biasValues, beginTime, duration, speed, repeatCount, repeatDuration, autoreverses, fillMode, timeOffset, spring, additive, cumulative"#),
        (#"{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "rotationMode": "auto"}"#,
         "rotationMode: only used with values or path (a keyframe animation)"),
        (#"{"keyPath": "position", "path": "M0 0 L1 1", "toValue": [1, 1]}"#,
         "toValue: not used with path (a keyframe animation)"),
        (#"{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "repeatCount": 2, "repeatDuration": 3}"#,
         "repeatDuration: give repeatCount or repeatDuration, not both (Core Animation leaves the two together undefined)"),
        (#"{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "repeatDuration": 0}"#,
         "repeatDuration: must be greater than 0, not 0"),
        (#"{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "cumulative": "yes"}"#,
         "cumulative: expected true or false, found a string"),
    ]

    @Test(arguments: 0..<errors.count)
    func mistakesAreNamed(index: Int) {
        let (animation, message) = Self.errors[index]
        #expect(performing: { try Self.scene(animation) }, throws: { error in
            let description = (error as? JSONFileError)?.description
            if description != "launch.json: layers[0].animations[0].\(message)" { Issue.record("got \(description ?? "\(error)")") }
            return true
        })
    }

    @Test func sizesFromInputAreBounded() throws {
        let long = "M0 0" + String(repeating: " L1 1", count: SceneDecoder.maximumKeyframes + 1)
        #expect(performing: { try Self.scene(#"{"keyPath": "position", "path": "\#(long)"}"#) }, throws: {
            ($0 as? JSONFileError)?.description == "launch.json: layers[0].animations[0].path: has 1001 segments; a keyframe animation takes at most 1000"
        })
        let values = "[" + Array(repeating: "0", count: SceneDecoder.maximumKeyframes + 1).joined(separator: ", ") + "]"
        #expect(throws: JSONFileError.self) { try Self.scene(#"{"keyPath": "opacity", "values": \#(values)}"#) }
        // Huge coordinates evaluate without trapping.
        let huge = try Self.scene(#"{"keyPath": "position", "path": "M-1e300 0 C 1e300 1e300, -1e300 1e300, 1e300 0", "calculationMode": "cubicPaced", "rotationMode": "auto", "duration": 1}"#)
        _ = Self.layer(huge, at: 0.5)
    }
}
