import Foundation
import Testing
import SplashGeometry
import SplashScene
@testable import SplashLottie

private typealias F = LottieFixtures

/// Layer and precomposition timing as lottie-web computes it
/// (`ICompElement.prepareFrame`, `PropertyFactory.getValueAtCurrentTime`,
/// `RenderableElement.checkLayerLimits`): each value below is worked out
/// by hand from those rules, and the same files were drawn by rlottie and
/// ThorVG at those frames.
@Suite struct LottieTimingTests {
    /// A precomposition "dot": its layer moves x 0 → 80 over its frames
    /// 0…20 and is shown for its frames 0 ≤ f < 30.
    static let dotAsset: String = {
        let dot = F.shapeLayer("dot", index: 1, transform: F.transform(["p": F.linear("[0,0]", "[80,0]", 0, 20)]),
                               shapes: [F.rectangle(x: 10, y: 10, width: 20, height: 20), F.fill(1, 0, 0)], outPoint: 30)
        return #"{"id":"dot","layers":[\#(dot)]}"#
    }()

    static func precomposition(_ name: String, index: Int, reference: String = "dot", startTime: Double = 0, stretch: Double = 1,
                               inPoint: Int = 0, outPoint: Int = 60, extra: String = "") -> String {
        #"{"ddd":0,"ind":\#(index),"ty":0,"nm":"\#(name)","refId":"\#(reference)","sr":\#(stretch),"ks":\#(F.transform()),"ip":\#(inPoint),"op":\#(outPoint),"st":\#(startTime),"w":100,"h":100\#(extra.isEmpty ? "" : "," + extra)}"#
    }

    /// The x of the layer `name` inside the precomposition layer `holder`,
    /// nil when either is hidden at `frame`.
    static func shownX(_ name: String, in holder: String, scene: Scene, atFrame frame: Double) throws -> Double? {
        let outer = try F.layer(holder, in: scene, atFrame: frame)
        guard !outer.isHidden else { return nil }
        let layer = try #require(outer.layer(withID: name))
        return layer.isHidden ? nil : layer.position.x
    }

    @Test func aPrecompositionReusedWithStaggeredStartTimesPlaysEachFromItsStart() throws {
        // Three uses of "dot" with st 0, 10, 20, each shown frames 0…60 of
        // the root. Use k's layers are at frame f − st_k (sr 1):
        //   frame 15: A at 15 → x = 80 × 15/20 = 60; B at 5 → 20;
        //             C at −5 → before its layer's ip 0: not drawn.
        //   frame 25: A at 25 → 80 (held after frame 20); B at 15 → 60;
        //             C at 5 → 20.
        //   frame 35: A at 35 ≥ op 30: not drawn; B at 25 → 80; C at 15 → 60.
        let layers = [Self.precomposition("A", index: 1), Self.precomposition("B", index: 2, startTime: 10),
                      Self.precomposition("C", index: 3, startTime: 20)]
        let scene = try F.scene(F.document(layers: layers, assets: [Self.dotAsset])).scene
        let expected: [(Double, [Double?])] = [(15, [60, 20, nil]), (25, [80, 60, 20]), (35, [nil, 80, 60])]
        var compared = 0
        for (frame, xs) in expected {
            for (holder, x) in zip(["A", "B", "C"], xs) {
                let shown = try Self.shownX("dot", in: holder, scene: scene, atFrame: frame)
                if let x, let shown {
                    #expect(abs(shown - x) < 1e-9, "\(holder) at frame \(frame): \(shown)")
                } else {
                    #expect(shown == x, "\(holder) at frame \(frame)")
                }
                compared += 1
            }
        }
        #expect(compared == 9)
    }

    @Test func aLayersStartTimeDoesNotMoveItsKeyframes() throws {
        // A shape layer with st = 15 whose x runs 0 → 60 over frames 0…30:
        // its keyframes are frames of the composition (lottie-web compares
        // frame − st with t − st), so at frame 15 x = 30 and at 30 x = 60,
        // as if st were 0. Its parent (st = 40, x 0 → 100 over 0…10) moves
        // it by its own keyframes, also unshifted: +50 at frame 5, +100 from 10.
        let parent = #"{"ddd":0,"ind":1,"ty":3,"nm":"mover","sr":1,"ks":\#(F.transform(["p": F.linear("[0,0]", "[100,0]", 0, 10)])),"ip":0,"op":60,"st":40}"#
        let child = F.shapeLayer("late", index: 2, transform: F.transform(["p": F.linear("[0,0]", "[60,0]", 0, 30)]),
                                 shapes: [F.rectangle(x: 5, y: 5, width: 10, height: 10), F.fill(0, 0, 1)], extra: #""st":15,"parent":1"#)
            .replacingOccurrences(of: #""st":0,"#, with: "")
        let scene = try F.scene(F.document(layers: [parent, child])).scene
        var compared = 0
        for (frame, x, moved) in [(5.0, 10.0, 50.0), (15, 30, 100), (30, 60, 100)] {
            #expect(abs(try F.layer("late", in: scene, atFrame: frame).position.x - x) < 1e-9, "frame \(frame)")
            #expect(abs(try F.layer("mover", in: scene, atFrame: frame).position.x - moved) < 1e-9, "frame \(frame)")
            compared += 2
        }
        #expect(compared == 6)
    }

    @Test func startTimeAndStretchMapTheParentsFrame() throws {
        // st = 10, sr = 2: at root frame 30 the precomposition is at frame
        // (30 − 10) / 2 = 10: x = 80 × 10/20 = 40. At frame 12: (12 − 10)/2
        // = 1: x = 4. At frame 9: (9 − 10)/2 = −0.5 < ip 0: its layer is
        // not drawn. At frame 69: (69 − 10)/2 = 29.5 < 30: drawn at 80; at
        // 70: 30 = op: not drawn.
        let layers = [Self.precomposition("P", index: 1, startTime: 10, stretch: 2, outPoint: 90)]
        let scene = try F.scene(F.document(frames: 90, layers: layers, assets: [Self.dotAsset])).scene
        var compared = 0
        for (frame, x) in [(30.0, 40.0 as Double?), (12, 4), (9, nil), (69, 80), (70, nil)] {
            let shown = try Self.shownX("dot", in: "P", scene: scene, atFrame: frame)
            if let x, let shown { #expect(abs(shown - x) < 1e-9, "frame \(frame): \(shown)") } else { #expect(shown == x, "frame \(frame)") }
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func nestedPrecompositionsComposeTheirTimes() throws {
        // Outer "Out": st = 6, sr = 0.5 → "mid" at frame 2 (f − 6); in it
        // "In": st = 4 → "dot" at 2 (f − 6) − 4.
        //   f = 7:  −2: not drawn;   f = 10: 4 → x 16;   f = 12: 8 → x 32;
        //   f = 22: 28 → x 80;       f = 23: 30 = op: not drawn.
        let inner = Self.precomposition("In", index: 1, startTime: 4)
        let mid = #"{"id":"mid","layers":[\#(inner)]}"#
        let layers = [Self.precomposition("Out", index: 1, reference: "mid", startTime: 6, stretch: 0.5)]
        let scene = try F.scene(F.document(layers: layers, assets: [Self.dotAsset, mid])).scene
        var compared = 0
        for (frame, x) in [(7.0, nil as Double?), (10, 16), (12, 32), (22, 80), (23, nil)] {
            let outer = try F.layer("Out", in: scene, atFrame: frame)
            let inLayer = try #require(outer.layer(withID: "In"))
            let dot = try #require(outer.layer(withID: "dot"))
            let shown = inLayer.isHidden || dot.isHidden ? nil : dot.position.x
            if let x, let shown { #expect(abs(shown - x) < 1e-9, "frame \(frame): \(shown)") } else { #expect(shown == x, "frame \(frame)") }
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func timeRemappingIsKeyedInTheParentsFramesAndIgnoresStartTime() throws {
        // tm: 0 s held from frame 0 to 10, then 0.5 s at 10 straight to
        // 0.25 s at 20, held after; st = 10 changes nothing (lottie-web
        // evaluates tm at the composition's frame and uses it as the
        // precomposition's frame: tm × 30).
        //   frame 5:  0 s     → dot frame 0    → x 0
        //   frame 9.9: 0 s (held)              → x 0
        //   frame 10: 0.5 s   → 15             → x 60
        //   frame 15: 0.375 s → 11.25          → x 45
        //   frame 25: 0.25 s  → 7.5            → x 30
        let remap = #"{"a":1,"k":[{"t":0,"s":[0],"h":1},{"t":10,"s":[0.5],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":20,"s":[0.25]}]}"#
        let layers = [Self.precomposition("P", index: 1, startTime: 10, extra: #""tm":\#(remap)"#)]
        let imported = try F.scene(F.document(layers: layers, assets: [Self.dotAsset]))
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        var compared = 0
        for (frame, x) in [(5.0, 0.0), (9.9, 0), (10, 60), (15, 45), (25, 30)] {
            let shown = try #require(try Self.shownX("dot", in: "P", scene: imported.scene, atFrame: frame), "frame \(frame)")
            #expect(abs(shown - x) < 1e-6, "frame \(frame): \(shown)")
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func aRemappedTimeAtTheOutPointIsTheFrameBefore() throws {
        // lottie-web: `if (timeRemapped === this.data.op) timeRemapped = op − 1`.
        // Inside, "dot" is shown for its frames 0 ≤ f < 40 and x = 2 f.
        // The layer (op 40) remaps 0 → 40/30 s over frames 0…20, then holds:
        //   frame 10: 20 → x 40;  frame 19: 38 → x 76;
        //   frame 20 and after: 40 = op, taken as 39 → x 78 (drawn; frame
        //   40 itself would be past the dot's op).
        let dot = F.shapeLayer("dot", index: 1, transform: F.transform(["p": F.linear("[0,0]", "[80,0]", 0, 40)]),
                               shapes: [F.rectangle(x: 10, y: 10, width: 20, height: 20), F.fill(1, 0, 0)], outPoint: 40)
        let asset = #"{"id":"long","layers":[\#(dot)]}"#
        let ramp = #"{"a":1,"k":[{"t":0,"s":[0],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":20,"s":[\#(40.0 / 30)]}]}"#
        let layers = [Self.precomposition("P", index: 1, reference: "long", outPoint: 40, extra: #""tm":\#(ramp)"#)]
        let scene = try F.scene(F.document(layers: layers, assets: [asset])).scene
        var compared = 0
        for (frame, x) in [(10.0, 40.0), (19, 76), (20, 78), (30, 78)] {
            let shown = try #require(try Self.shownX("dot", in: "P", scene: scene, atFrame: frame), "frame \(frame)")
            #expect(abs(shown - x) < 1e-6, "frame \(frame): \(shown)")
            compared += 1
        }
        #expect(compared == 4)
    }

    @Test func holdKeyframesJumpAtTheNextKeyframeInsideAStretchedPrecomposition() throws {
        // x holds 0 from frame 0, 40 from 10, then 80 from 20 (h = 1);
        // the precomposition has st = 5, sr = 0.5: its frame is 2 (f − 5).
        //   f = 9: 8 → 0;  f = 10: 10 → 40 (the jump, exactly at the frame);
        //   f = 14: 18 → 40;  f = 15: 20 → 80; f = 2: −6, before the first
        //   keyframe: 0 (its ip is −10 so it is drawn).
        let held = #"{"a":1,"k":[{"t":0,"s":[0,0],"h":1},{"t":10,"s":[40,0],"h":1},{"t":20,"s":[80,0]}]}"#
        let hop = F.shapeLayer("hop", index: 1, transform: F.transform(["p": held]),
                               shapes: [F.rectangle(x: 10, y: 10, width: 20, height: 20), F.fill(0, 0.5, 0)], inPoint: -10, outPoint: 100)
        let asset = #"{"id":"hop","layers":[\#(hop)]}"#
        let layers = [Self.precomposition("H", index: 1, reference: "hop", startTime: 5, stretch: 0.5)]
        let scene = try F.scene(F.document(layers: layers, assets: [asset])).scene
        var compared = 0
        for (frame, x) in [(9.0, 0.0), (10, 40), (14, 40), (15, 80), (2, 0)] {
            let shown = try #require(try Self.shownX("hop", in: "H", scene: scene, atFrame: frame), "frame \(frame)")
            #expect(shown == x, "frame \(frame): \(shown)")
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func keyframesHoldTheirFirstValueBeforeAndTheirLastAfter() throws {
        // x 20 → 60 over frames 10…30 (linear): 20 at frames 0 and 10, 40
        // at 20, 60 at 30 and 50.
        let layer = F.shapeLayer("k", index: 1, transform: F.transform(["p": F.linear("[20,0]", "[60,0]", 10, 30)]),
                                 shapes: [F.rectangle(x: 5, y: 5, width: 10, height: 10), F.fill(0, 0, 1)])
        let scene = try F.scene(F.document(layers: [layer])).scene
        var compared = 0
        for (frame, x) in [(0.0, 20.0), (10, 20), (20, 40), (30, 60), (50, 60)] {
            #expect(abs(try F.layer("k", in: scene, atFrame: frame).position.x - x) < 1e-9, "frame \(frame)")
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func aStretchOfZeroIsOneAsInLottieWeb() throws {
        // lottie-web's `initBaseData`: `if (!this.data.sr) this.data.sr = 1`.
        // st 10, sr 0 → 1: at frame 20 the dot is at its frame 10: x 40.
        let layers = [Self.precomposition("P", index: 1, startTime: 10, stretch: 0)]
        let scene = try F.scene(F.document(layers: layers, assets: [Self.dotAsset])).scene
        let shown = try #require(try Self.shownX("dot", in: "P", scene: scene, atFrame: 20))
        #expect(abs(shown - 40) < 1e-9)
    }

    @Test func aLayerWhoseOutPointIsNotAfterItsInPointIsNeverDrawn() throws {
        let layer = F.shapeLayer("never", index: 1, shapes: [F.rectangle(x: 5, y: 5, width: 10, height: 10), F.fill(0, 0, 1)],
                                 inPoint: 20, outPoint: 20)
        let scene = try F.scene(F.document(layers: [layer])).scene
        var compared = 0
        for frame in [0.0, 19, 20, 21, 59] {
            #expect(try F.layer("never", in: scene, atFrame: frame).isHidden, "frame \(frame)")
            compared += 1
        }
        #expect(compared == 5)
    }
}
