import Foundation
import Testing
import SplashAnimation
import SplashGeometry
@testable import SplashScene
@testable import SplashFormats

/// A layer's `transitions`: `CATransition` (type, subtype, timingFunction)
/// and `UIView.transition` (options), read, timed and laid out as the
/// numbers worked out by hand below.
struct TransitionTests {
    static let canvas = Size(width: 375, height: 667)

    static func decode(_ json: String) throws(JSONFileError) -> Scene {
        try SceneDecoder.decode(Data(json.utf8), file: "launch.json", canvas: canvas)
    }

    static func scene(layer: String) throws -> Scene {
        try decode(#"{"duration": 3, "layers": [\#(layer)]}"#)
    }

    // MARK: reading

    /// Core Animation's defaults: type fade, duration 0.25 s, linear
    /// pacing, beginTime 0; a motion without subtype moves from the left.
    @Test func aCATransitionEntryWithCoreAnimationsDefaults() throws {
        let scene = try Self.scene(layer: #"{"transitions": [{}, {"type": "push", "beginTime": 1}, {"type": "reveal", "subtype": "fromTop", "beginTime": 2, "duration": 0.5, "timingFunction": "easeIn"}]}"#)
        let transitions = scene.layers[0].transitions
        try #require(transitions.count == 3)
        #expect(transitions[0] == LayerTransition(effect: .fade, beginTime: 0, duration: 0.25, timingFunction: .linear))
        #expect(transitions[1] == LayerTransition(effect: .push(.fromLeft), beginTime: 1, duration: 0.25, timingFunction: .linear))
        #expect(transitions[2] == LayerTransition(effect: .reveal(.fromTop), beginTime: 2, duration: 0.5, timingFunction: .easeIn))
    }

    /// Seed 003's two calls, as written: `[.curveEaseOut,
    /// .transitionFlipFromBottom]` over 0.5 s, and `[.transitionCrossDissolve]`
    /// over 1.0 s with UIKit's default curve, easeInEaseOut, hiding the view.
    @Test func uiViewTransitionOptionsAsTheArticleWritesThem() throws {
        let scene = try Self.scene(layer: #"""
            {"transitions": [{"options": ["curveEaseOut", "transitionFlipFromBottom"], "duration": 0.5, "beginTime": 0.5},
                             {"options": ["transitionCrossDissolve"], "duration": 1.0, "beginTime": 1.5, "hidden": true}]}
            """#)
        let transitions = scene.layers[0].transitions
        #expect(transitions == [
            LayerTransition(effect: .flip(.fromBottom), beginTime: 0.5, duration: 0.5, timingFunction: .easeOut),
            LayerTransition(effect: .fade, beginTime: 1.5, duration: 1, timingFunction: .easeInEaseOut, hidden: true),
        ])
    }

    /// One option may be given alone, as Swift writes it
    /// (`options: .transitionCrossDissolve`).
    @Test func aSingleOptionAsSwiftWritesIt() throws {
        let scene = try Self.scene(layer: #"{"transitions": [{"options": "transitionFlipFromRight", "duration": 0.3}]}"#)
        #expect(scene.layers[0].transitions == [LayerTransition(effect: .flip(.fromRight), duration: 0.3, timingFunction: .easeInEaseOut)])
    }

    /// The four flips and the four curves, each named once.
    @Test func everyFlipAndCurveOption() throws {
        let flips: [(String, TransitionSubtype)] = [("Left", .fromLeft), ("Right", .fromRight), ("Top", .fromTop), ("Bottom", .fromBottom)]
        let curves: [(String, TimingFunction)] = [("curveEaseInOut", .easeInEaseOut), ("curveEaseIn", .easeIn), ("curveEaseOut", .easeOut), ("curveLinear", .linear)]
        var checked = 0
        for ((side, subtype), (curveName, curve)) in zip(flips, curves) {
            let scene = try Self.scene(layer: #"{"transitions": [{"options": ["transitionFlipFrom\#(side)", "\#(curveName)", "allowUserInteraction"]}]}"#)
            #expect(scene.layers[0].transitions.first?.effect == .flip(subtype))
            #expect(scene.layers[0].transitions.first?.timingFunction == curve)
            checked += 1
        }
        #expect(checked == 4)
    }

    /// Contents given to a transition are drawn from its beginTime on, and
    /// counted among the scene's texts.
    @Test func contentsChangeAtBeginTime() throws {
        let scene = try Self.scene(layer: #"""
            {"size": [100, 40], "contents": {"type": "text", "string": "1"},
             "transitions": [{"type": "push", "subtype": "fromBottom", "beginTime": 1, "duration": 0.3,
                              "contents": {"type": "text", "string": "2"}}]}
            """#)
        func string(at t: Double) -> String? {
            if case .text(let text, _)? = scene.resolved(at: t)[0].contents { text.string } else { nil }
        }
        #expect(string(at: 0.999) == "1")
        #expect(string(at: 1) == "2")
        #expect(string(at: 2) == "2")
        #expect(scene.texts.map(\.text.string).sorted() == ["1", "2"])
    }

    // MARK: timing and the picture before

    /// Linear by default: a 0.5 s transition from 1 s is 0.4 of the way at
    /// 1.2 s; it is not running before 1 s nor from 1.5 s on.
    @Test func progressRunsFromBeginTimeToItsEnd() throws {
        let transition = LayerTransition(effect: .push(.fromRight), beginTime: 1, duration: 0.5)
        #expect(transition.progress(at: 0.999) == nil)
        #expect(transition.progress(at: 1) == 0)
        #expect(abs((transition.progress(at: 1.2) ?? -1) - 0.4) < 1e-12)
        #expect(transition.progress(at: 1.5) == nil)
        #expect(LayerTransition(duration: 0).progress(at: 0) == nil, "a duration of 0 changes without animating")
    }

    /// UIKit's default curve: easeInEaseOut, control points (0.42, 0) and
    /// (0.58, 1). A quarter of the way in time, x(s) = 3(1−s)²s·0.42 +
    /// 3(1−s)s²·0.58 + s³ = 0.25 at s = 0.225065, where y(s) = 3s² − 2s³ =
    /// 0.151963 − 0.022802 = 0.129162. At half time the curve's symmetry
    /// gives 0.5, and at three quarters 1 − 0.129162 = 0.870838.
    @Test func crossDissolveProgressWithUIKitsDefaultCurve() throws {
        let scene = try Self.scene(layer: #"{"transitions": [{"options": ["transitionCrossDissolve"], "beginTime": 1, "duration": 1, "hidden": true}]}"#)
        let expected: [(Double, Double)] = [(1.25, 0.129162), (1.5, 0.5), (1.75, 0.870838)]
        var compared = 0
        for (t, progress) in expected {
            let running = try #require(scene.resolved(at: t)[0].runningTransition)
            #expect(abs(running.progress - progress) < 1e-6, "at \(t): \(running.progress)")
            compared += 1
        }
        #expect(compared == 3)
    }

    /// The picture before is the subtree as it resolved just before
    /// beginTime: with the sublayer removed at 1 s (`removedAt`, the
    /// animations block's `removeFromSuperview()`) and the layer hidden by
    /// the transition, the live layer is hidden with no sublayer, the
    /// picture before shows both. After the transition ends nothing runs.
    @Test func thePictureBeforeIsTheSubtreeJustBeforeBeginTime() throws {
        let scene = try Self.scene(layer: #"""
            {"id": "bar", "size": [100, 60], "backgroundColor": "#FF0000",
             "sublayers": [{"id": "slider", "frame": [0, 40, 100, 20], "backgroundColor": "#00FF00", "removedAt": 1}],
             "transitions": [{"options": ["transitionFlipFromBottom", "curveEaseOut"], "beginTime": 1, "duration": 0.5, "hidden": true}]}
            """#)
        #expect(scene.resolved(at: 0.9)[0].runningTransition == nil)
        let live = scene.resolved(at: 1.1)[0]
        #expect(live.isHidden && live.sublayers.isEmpty)
        let running = try #require(live.runningTransition)
        #expect(running.effect == .flip(.fromBottom))
        #expect(!running.before.isHidden)
        #expect(running.before.sublayers.map(\.id) == ["slider"])
        #expect(running.before.runningTransition == nil)
        #expect(scene.resolved(at: 1.5)[0].runningTransition == nil)
    }

    /// A change written for the same instant by another expression
    /// (0.1 + 0.2 = 0.30000000000000004 against 0.3) still falls inside the
    /// nanosecond before beginTime: it belongs to the live picture, not the
    /// old one.
    @Test func aChangeAtTheSameInstantWrittenDifferently() throws {
        let scene = try Self.scene(layer: #"""
            {"size": [10, 10], "sublayers": [{"id": "gone", "size": [5, 5], "removedAt": "0.1 + 0.2"}],
             "transitions": [{"beginTime": 0.3, "duration": 0.5}]}
            """#)
        let running = try #require(scene.resolved(at: 0.4)[0].runningTransition)
        #expect(running.before.sublayers.map(\.id) == ["gone"])
        #expect(scene.resolved(at: 0.4)[0].sublayers.isEmpty)
    }

    // MARK: how the pictures show

    /// Push from the right at half time, linear, bounds 100 × 50: the old
    /// picture has moved left by W/2 = 50, the new one is still W/2 to the
    /// right (it starts a whole width off, +100, and moves −100 × 0.5).
    @Test func pushFromTheRightAtHalfTime() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(TransitionEffect.push(.fromRight).appearance(progress: 0.5, bounds: bounds)
            == .slide([SlidPicture(.before, Point(x: -50, y: 0)), SlidPicture(.after, Point(x: 50, y: 0))]))
        // From the top at a quarter: the old picture down by 0.25 × 50 =
        // 12.5, the new one above by 0.75 × 50 = 37.5.
        #expect(TransitionEffect.push(.fromTop).appearance(progress: 0.25, bounds: bounds)
            == .slide([SlidPicture(.before, Point(x: 0, y: 12.5)), SlidPicture(.after, Point(x: 0, y: -37.5))]))
    }

    /// moveIn: the old picture stays under the new one sliding in; reveal:
    /// the new one stays under the old one sliding out. Bounds 100 × 50 at
    /// 0.4: moveIn from the left has the new picture at −0.6 × 100 = −60;
    /// reveal from the bottom has the old picture at −0.4 × 50 = −20 (up).
    @Test func moveInAndReveal() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(TransitionEffect.moveIn(.fromLeft).appearance(progress: 0.4, bounds: bounds)
            == .slide([SlidPicture(.before, .zero), SlidPicture(.after, Point(x: -60, y: 0))]))
        #expect(TransitionEffect.reveal(.fromBottom).appearance(progress: 0.4, bounds: bounds)
            == .slide([SlidPicture(.after, .zero), SlidPicture(.before, Point(x: 0, y: -20))]))
        #expect(TransitionEffect.fade.appearance(progress: 0.4, bounds: bounds) == .dissolve(amount: 0.4))
    }

    /// Each corner of the bounds lands where `expected` says, within
    /// 10⁻³ pt; all four are compared.
    static func expectCorners(of transform: Transform3D, at expected: [(Point, Point)]) throws {
        var compared = 0
        for (corner, want) in expected {
            let got = try #require(transform.project(corner))
            #expect(abs(got.x - want.x) < 1e-3 && abs(got.y - want.y) < 1e-3, "\(corner) → \(got), expected \(want)")
            compared += 1
        }
        #expect(compared == 4)
    }

    /// Flip from the left at a quarter (θ = π/4), bounds 200 × 100 centred
    /// on (100, 50). The left edge comes forward and, pushed back by
    /// 100 × sin θ, stays in the plane: x = 100 − 100 cos θ = 29.289, its
    /// corners at y = 0 and 100 (full height). The right edge goes back to
    /// z = −200 sin θ = −141.421; w = 1 + 141.421 / 500 = 1.282843, so it
    /// is drawn at x = 100 + 70.711 / 1.282843 = 155.120 and y = 50 ± 50 /
    /// 1.282843 = 50 ± 38.976. The old picture still shows (θ < π/2).
    @Test func flipFromTheLeftAtAQuarter() throws {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        guard case .turned(let picture, let transform) = TransitionEffect.flip(.fromLeft).appearance(progress: 0.25, bounds: bounds) else {
            Issue.record("a flip turns")
            return
        }
        #expect(picture == .before)
        let expected: [(Point, Point)] = [
            (Point(x: 0, y: 0), Point(x: 29.289, y: 0)), (Point(x: 0, y: 100), Point(x: 29.289, y: 100)),
            (Point(x: 200, y: 0), Point(x: 155.120, y: 11.024)), (Point(x: 200, y: 100), Point(x: 155.120, y: 88.976)),
        ]
        try Self.expectCorners(of: transform, at: expected)
    }

    /// From the bottom, at three quarters (θ = 3π/4): the new picture,
    /// turned by θ − π = −π/4. Its top edge is now the one forward (the old
    /// picture's bottom edge came forward and has gone over the top), full
    /// width at y = 50 − 50 cos(π/4) = 14.645; its bottom edge is back, at
    /// w = 1 + 100 sin(π/4) / 500 = 1.141421: y = 50 + 35.355 / 1.141421 =
    /// 80.975, x = 100 ± 100 / 1.141421 = 100 ± 87.610.
    @Test func flipFromTheBottomAtThreeQuarters() throws {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        guard case .turned(let picture, let transform) = TransitionEffect.flip(.fromBottom).appearance(progress: 0.75, bounds: bounds) else {
            Issue.record("a flip turns")
            return
        }
        #expect(picture == .after)
        let expected: [(Point, Point)] = [
            (Point(x: 0, y: 0), Point(x: 0, y: 14.645)), (Point(x: 200, y: 0), Point(x: 200, y: 14.645)),
            (Point(x: 0, y: 100), Point(x: 12.390, y: 80.975)), (Point(x: 200, y: 100), Point(x: 187.610, y: 80.975)),
        ]
        try Self.expectCorners(of: transform, at: expected)
    }

    // MARK: errors

    static let errorCases: [(json: String, message: String)] = [
        (#"{"transitions": [{"type": "push", "options": ["transitionCrossDissolve"]}]}"#,
         "launch.json: layers[0].transitions[0].type: not used with options (UIView.transition); give either type (CATransition) or options"),
        (#"{"transitions": [{"options": ["transitionCrossDissolve"], "timingFunction": "easeOut"}]}"#,
         "launch.json: layers[0].transitions[0].timingFunction: not used with options (UIView.transition); give the curve as an option: curveEaseInOut, curveEaseIn, curveEaseOut or curveLinear"),
        (#"{"transitions": [{"type": "fade", "subtype": "fromLeft"}]}"#,
         "launch.json: layers[0].transitions[0].subtype: has no effect with type fade (only push, moveIn and reveal move)"),
        (#"{"transitions": [{"type": "cube"}]}"#,
         #"launch.json: layers[0].transitions[0].type: expected one of "fade", "push", "moveIn", "reveal", not "cube""#),
        (#"{"transitions": [{"type": "push", "subtype": "fromLeftSide"}]}"#,
         #"launch.json: layers[0].transitions[0].subtype: expected one of "fromLeft", "fromRight", "fromTop", "fromBottom", not "fromLeftSide""#),
        (#"{"transitions": [{"options": ["transitionFlipFromBotom"]}]}"#,
         #"launch.json: layers[0].transitions[0].options[0]: unknown option "transitionFlipFromBotom" (did you mean "transitionFlipFromBottom"?); expected one of: transitionCrossDissolve, transitionFlipFromLeft, transitionFlipFromRight, transitionFlipFromTop, transitionFlipFromBottom, curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear, allowUserInteraction"#),
        (#"{"transitions": [{"options": ["transitionCurlUp"]}]}"#,
         "launch.json: layers[0].transitions[0].options[0]: transitionCurlUp: page curls are not drawn; use transitionCrossDissolve or a flip"),
        (#"{"transitions": [{"options": ["curveEaseOut"]}]}"#,
         "launch.json: layers[0].transitions[0].options: must name a transition: transitionCrossDissolve, transitionFlipFromLeft, transitionFlipFromRight, transitionFlipFromTop or transitionFlipFromBottom"),
        (#"{"transitions": [{"options": ["transitionCrossDissolve", "transitionFlipFromTop"]}]}"#,
         "launch.json: layers[0].transitions[0].options[1]: transitionFlipFromTop after transitionCrossDissolve: give one transition"),
        (#"{"transitions": [{"options": ["transitionCrossDissolve", "curveEaseIn", "curveLinear"]}]}"#,
         "launch.json: layers[0].transitions[0].options[2]: curveLinear after curveEaseIn: give one curve"),
        (#"{"transitions": [{"duration": -0.5}]}"#,
         "launch.json: layers[0].transitions[0].duration: must be between 0 and 600, not -0.5"),
        (#"{"transitions": [{"beginTime": 1e9}]}"#,
         "launch.json: layers[0].transitions[0].beginTime: must be between 0 and 600, not 1000000000"),
        (#"{"transitions": [{"beginTime": 1, "duration": 0.5}, {"beginTime": 1.2}]}"#,
         "launch.json: layers[0].transitions[1]: begins at 1.2 s, before the transition ahead of it ends (1.5 s); a layer runs one transition at a time, in time order"),
        (#"{"transitions": [{"subType": "fromLeft"}]}"#,
         #"launch.json: layers[0].transitions[0].subType: unknown key (did you mean "subtype"?); expected one of: type, subtype, options, beginTime, duration, timingFunction, hidden, contents"#),
        (#"{"transition": []}"#,
         #"launch.json: layers[0].transition: unknown key (did you mean "transitions"?); expected one of: id, position, anchorPoint, bounds, size, frame, transform, opacity, hidden, backgroundColor, cornerRadius, cornerCurve, maskedCorners, masksToBounds, contentsRect, zPosition, doubleSided, sublayerTransform, shadowPath, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, contents, sublayers, mask, animations, removedAt, replicator, transitions, launchScreen"#),
        (#"{"subtype": "fromLeft"}"#,
         #"launch.json: layers[0].subtype: unknown key; expected one of: id, position, anchorPoint, bounds, size, frame, transform, opacity, hidden, backgroundColor, cornerRadius, cornerCurve, maskedCorners, masksToBounds, contentsRect, zPosition, doubleSided, sublayerTransform, shadowPath, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, contents, sublayers, mask, animations, removedAt, replicator, transitions, launchScreen"#),
        (#"{"animations": [{"keyPath": "opacity", "toValue": 0, "options": ["transitionCrossDissolve"]}]}"#,
         #"launch.json: layers[0].animations[0].options: unknown key; expected one of: keyPath, fromValue, toValue, byValue, values, path, keyTimes, timingFunction, timingFunctions, calculationMode, rotationMode, tensionValues, continuityValues, biasValues, beginTime, duration, speed, repeatCount, repeatDuration, autoreverses, fillMode, timeOffset, spring, additive, cumulative"#),
        (#"{"transitions": [{"hidden": "yes"}]}"#,
         "launch.json: layers[0].transitions[0].hidden: expected true or false, found a string"),
    ]

    @Test func errorsNameTheFieldAndWhatWasExpected() {
        var checked = 0
        for (layer, message) in Self.errorCases {
            do {
                _ = try Self.scene(layer: layer)
                Issue.record("no error for \(layer)")
            } catch let error as JSONFileError {
                #expect(error.description == message)
            } catch {
                Issue.record("unexpected \(error)")
            }
            checked += 1
        }
        #expect(checked == Self.errorCases.count && checked == 18)
    }

    /// At most 16 transitions a layer.
    @Test func atMostSixteenTransitionsALayer() throws {
        let seventeen = (0..<17).map { #"{"beginTime": \#($0), "duration": 0.5}"# }.joined(separator: ", ")
        #expect(throws: JSONFileError.self) { try Self.decode(#"{"duration": 20, "layers": [{"transitions": [\#(seventeen)]}]}"#) }
        let sixteen = (0..<16).map { #"{"beginTime": \#($0), "duration": 0.5}"# }.joined(separator: ", ")
        #expect(try Self.decode(#"{"duration": 20, "layers": [{"transitions": [\#(sixteen)]}]}"#).layers[0].transitions.count == 16)
    }
}
