import Foundation
import SplashGeometry
import SplashScene
import Testing
@testable import SplashLottie

/// Lottie's keyframes as Core Animation keyframes: values at named frames
/// against numbers worked out by hand.
@Suite struct LottieKeyframeTests {
    typealias F = LottieFixtures

    @Test func linearPositionAtNamedFrames() throws {
        // x from 40 to 160 over frames 0…60, linear: frame 15 is a quarter:
        // 40 + 120 × 0.25 = 70; frame 45: 40 + 90 = 130; after 60 it holds 160.
        let json = F.document(layers: [F.shapeLayer("dot", index: 1, transform: F.transform(["p": F.linear("[40,60]", "[160,60]")]),
                                                    shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])])
        let scene = try F.scene(json).scene
        var compared = 0
        for (frame, x) in [(0.0, 40.0), (15, 70), (45, 130), (59, 158), (70, 160)] {
            let layer = try F.layer("dot", in: scene, atFrame: min(frame, 59.999))
            #expect(abs(layer.position.x - (frame == 70 ? 159.998 : x)) < (frame == 70 ? 0.01 : 1e-9), "frame \(frame)")
            #expect(abs(layer.position.y - 60) < 1e-9)
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func easedRotationIsSymmetricAboutItsMiddle() throws {
        // Ease in-out (0.42, 0, 0.58, 1) is symmetric about (0.5, 0.5): at
        // frame 30 of 0…60 the angle 0 → 90° is at 45° = π/4; at frame 15
        // it is behind the linear 22.5° and at 45 ahead of 67.5°.
        let rotation = #"{"a":1,"k":[{"t":0,"s":[0],"i":{"x":[0.58],"y":[1]},"o":{"x":[0.42],"y":[0]}},{"t":60,"s":[90]}]}"#
        let json = F.document(layers: [F.shapeLayer("box", index: 1, transform: F.transform(["r": rotation]),
                                                    shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])])
        let scene = try F.scene(json).scene
        #expect(abs(try F.layer("box", in: scene, atFrame: 30).transform.rotation - .pi / 4) < 1e-9)
        #expect(try F.layer("box", in: scene, atFrame: 15).transform.rotation < 22.5 * .pi / 180 - 0.05)
        #expect(try F.layer("box", in: scene, atFrame: 45).transform.rotation > 67.5 * .pi / 180 + 0.05)
        #expect(abs(try F.layer("box", in: scene, atFrame: 0).transform.rotation) < 1e-12)
    }

    @Test func holdKeyframeHoldsUntilTheNextKeyframe() throws {
        // Opacity 100 held from frame 0 to 30, then 0 (linear to 50 at 60).
        let opacity = #"{"a":1,"k":[{"t":0,"s":[100],"h":1},{"t":30,"s":[0],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":60,"s":[50]}]}"#
        let json = F.document(layers: [F.shapeLayer("blink", index: 1, transform: F.transform(["o": opacity]),
                                                    shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])])
        let scene = try F.scene(json).scene
        #expect(try F.layer("blink", in: scene, atFrame: 0).opacity == 1)
        #expect(try F.layer("blink", in: scene, atFrame: 29.9).opacity == 1)
        #expect(try F.layer("blink", in: scene, atFrame: 30).opacity == 0)
        // Frame 45: halfway from 0 to 50 % = 0.25.
        #expect(abs(try F.layer("blink", in: scene, atFrame: 45).opacity - 0.25) < 1e-9)
    }

    @Test func spatialTangentsCurveTheMotion() throws {
        // From (0, 50) to (100, 50) with tangents out (0, −40) and in
        // (0, −40): the Bézier (0,50) (0,10) (100,10) (100,50) is symmetric,
        // so half its length is at u = ½: x = 50, y = 50 − 0.75 × 40 = 20.
        // A straight move would stay at y = 50.
        let position = #"{"a":1,"k":[{"t":0,"s":[0,50],"to":[0,-40],"ti":[0,-40],"i":{"x":1,"y":1},"o":{"x":0,"y":0}},{"t":30,"s":[100,50]}]}"#
        let json = F.document(layers: [F.shapeLayer("arc", index: 1, transform: F.transform(["p": position]),
                                                    shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])])
        let scene = try F.scene(json).scene
        let middle = try F.layer("arc", in: scene, atFrame: 15)
        #expect(abs(middle.position.x - 50) < 1e-6)
        #expect(abs(middle.position.y - 20) < 1e-6)
        let start = try F.layer("arc", in: scene, atFrame: 0), end = try F.layer("arc", in: scene, atFrame: 30)
        #expect(start.position == Point(x: 0, y: 50))
        #expect(abs(end.position.x - 100) < 1e-9 && abs(end.position.y - 50) < 1e-9)
        // Every frame in between lies above the straight line.
        var above = 0
        for frame in 1..<30 where try F.layer("arc", in: scene, atFrame: Double(frame)).position.y < 50 { above += 1 }
        #expect(above == 29)
    }

    @Test func dimensionsEasedApartAreAnimatedApart() throws {
        // x linear, y eased in-out (separate handles per dimension): at
        // frame 15 of 0…60 x is a quarter of the way (25); y is behind a
        // quarter (ease in) and at frame 30 exactly halfway (symmetric).
        let position = #"{"a":1,"k":[{"t":0,"s":[0,0],"i":{"x":[1,0.58],"y":[1,1]},"o":{"x":[0,0.42],"y":[0,0]}},{"t":60,"s":[100,100]}]}"#
        let json = F.document(layers: [F.shapeLayer("split", index: 1, transform: F.transform(["p": position]),
                                                    shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])])
        let scene = try F.scene(json).scene
        let quarter = try F.layer("split", in: scene, atFrame: 15)
        #expect(abs(quarter.position.x - 25) < 1e-9)
        #expect(quarter.position.y < 20)
        #expect(abs(try F.layer("split", in: scene, atFrame: 30).position.y - 50) < 1e-9)
    }

    @Test func splitPositionAndAnchor() throws {
        // Position given as separate x and y; the anchor (20, 10) sits at
        // the position and scale 200 % turns about it: the rectangle's
        // corner (0, 0) of the layer lands at (50 − 2 × 20, 40 − 2 × 10).
        let position = #"{"s":true,"x":{"a":0,"k":50},"y":{"a":0,"k":40}}"#
        let json = F.document(layers: [F.shapeLayer("anchored", index: 1,
                                                    transform: F.transform(["p": position, "a": #"{"a":0,"k":[20,10]}"#, "s": #"{"a":0,"k":[200,200]}"#]),
                                                    shapes: [F.rectangle(x: 20, y: 10, width: 40, height: 20), F.fill(1, 0, 0)])])
        let scene = try F.scene(json).scene
        let layer = try F.layer("anchored", in: scene, atFrame: 0)
        #expect(layer.position == Point(x: 50, y: 40))
        #expect(layer.bounds.origin == Point(x: 20, y: 10))
        #expect(layer.anchorPoint == .zero)
        #expect(layer.transform.scaleX == 2 && layer.transform.scaleY == 2)
    }

    @Test func inAndOutPointsShowTheLayerBetween() throws {
        let json = F.document(layers: [F.shapeLayer("brief", index: 1, shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)],
                                                    inPoint: 10, outPoint: 20)])
        let scene = try F.scene(json).scene
        #expect(try F.layer("brief", in: scene, atFrame: 9.9).isHidden)
        #expect(try !F.layer("brief", in: scene, atFrame: 10).isHidden)
        #expect(try !F.layer("brief", in: scene, atFrame: 19.9).isHidden)
        #expect(try F.layer("brief", in: scene, atFrame: 20).isHidden)
    }

    @Test func precompositionTimeIsShiftedAndStretched() throws {
        // Inside: x from 0 to 100 over frames 0…100. The precomposition
        // layer starts at st = 10 and is stretched sr = 2: at frame 50 of
        // the root its layers are at frame (50 − 10) / 2 = 20: x = 20.
        let inner = F.shapeLayer("inner", index: 1, transform: F.transform(["p": F.linear("[0,0]", "[100,0]", 0, 100)]),
                                 shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)], outPoint: 1000)
        let asset = #"{"id":"comp_0","layers":[\#(inner)]}"#
        let precomp = #"{"ddd":0,"ind":1,"ty":0,"nm":"pre","refId":"comp_0","sr":2,"ks":\#(F.transform()),"ip":0,"op":200,"st":10,"w":100,"h":100}"#
        let scene = try F.scene(F.document(frames: 100, layers: [precomp], assets: [asset])).scene
        #expect(abs(try F.layer("inner", in: scene, atFrame: 50).position.x - 20) < 1e-9)
        #expect(abs(try F.layer("inner", in: scene, atFrame: 90).position.x - 40) < 1e-9)
        // Before st its frame is negative, (5 − 10) / 2 = −2.5: before the
        // first keyframe, whose value holds.
        #expect(abs(try F.layer("inner", in: scene, atFrame: 5).position.x) < 1e-9)
    }

    @Test func parentingPassesTheTransformNotTheOpacity() throws {
        // The parent (a null at (30, 20), opacity 0) moves its child by
        // (30, 20); the child stays opaque. The null itself draws nothing.
        let parent = #"{"ddd":0,"ind":1,"ty":3,"nm":"parent","sr":1,"ks":\#(F.transform(["p": #"{"a":0,"k":[30,20]}"#, "o": #"{"a":0,"k":0}"#])),"ip":0,"op":60,"st":0}"#
        let child = F.shapeLayer("child", index: 2, shapes: [F.rectangle(x: 5, y: 5, width: 10, height: 10), F.fill(1, 0, 0)], extra: #""parent":1"#)
        let scene = try F.scene(F.document(layers: [parent, child])).scene
        let layers = scene.resolved(at: 0)
        #expect(layers.count == 1)
        let holder = try #require(layers.first)
        #expect(holder.id == "parent")
        #expect(holder.position == Point(x: 30, y: 20))
        #expect(holder.opacity == 1)
        #expect(holder.sublayers.first?.id == "child")
        #expect(holder.sublayers.first?.opacity == 1)
    }

    @Test func autoOrientTurnsTheLayerAlongItsPath() throws {
        // ao = 1, moving from (0, 0) to (100, 100): the tangent is 45°
        // (clockwise on screen, y down), added to the layer's own 10°.
        let json = F.document(layers: [F.shapeLayer("arrow", index: 1,
                                                    transform: F.transform(["p": F.linear("[0,0]", "[100,100]"), "r": #"{"a":0,"k":10}"#]),
                                                    shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 4), F.fill(1, 0, 0)], extra: #""ao":1"#)])
        let scene = try F.scene(json).scene
        var checked = 0
        for frame in [5.0, 30, 55] {
            let rotation = try F.layer("arrow", in: scene, atFrame: frame).transform.rotation
            #expect(abs(rotation - (Double.pi / 4 + 10 * Double.pi / 180)) < 1e-9, "frame \(frame)")
            checked += 1
        }
        #expect(checked == 3)
    }

    @Test func easedTimeRemappingIsFollowed() throws {
        // The precomposition's time eased in and out from 0 s (frame 0) to
        // 2 s (frame 60): at frame 30 it is 1 s in (the curve is symmetric),
        // its layer's x (0 → 100 over its frames 0…60) at 50; at frame 15
        // behind the linear 25; at 60 and after, 100.
        let inner = F.shapeLayer("inner", index: 1, transform: F.transform(["p": F.linear("[0,0]", "[100,0]", 0, 60)]),
                                 shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)], outPoint: 1000)
        let asset = #"{"id":"c","layers":[\#(inner)]}"#
        let remap = #"{"a":1,"k":[{"t":0,"s":[0],"i":{"x":[0.58],"y":[1]},"o":{"x":[0.42],"y":[0]}},{"t":60,"s":[2]}]}"#
        let precomp = #"{"ddd":0,"ind":1,"ty":0,"nm":"pre","refId":"c","sr":1,"ks":\#(F.transform()),"ip":0,"op":90,"st":0,"w":100,"h":100,"tm":\#(remap)}"#
        let imported = try F.scene(F.document(frames: 90, layers: [precomp], assets: [asset]))
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let scene = imported.scene
        #expect(abs(try F.layer("inner", in: scene, atFrame: 30).position.x - 50) < 1e-9)
        #expect(try F.layer("inner", in: scene, atFrame: 15).position.x < 24)
        #expect(abs(try F.layer("inner", in: scene, atFrame: 60).position.x - 100) < 1e-9)
        #expect(abs(try F.layer("inner", in: scene, atFrame: 80).position.x - 100) < 1e-9)
    }

    @Test func straightAndConstantTimeRemappingAreExact() throws {
        // Its layer's x runs 0 → 100 over the precomposition's frames 0…60
        // (2 s). A straight remap from 0 s at frame 10 to 1 s at frame 40:
        // at frame 25 it is 0.5 s in (child frame 15, x 25), held at 0 s
        // before frame 10 and at 1 s (x 50) after 40. A constant 1.5 s: x 75.
        let inner = F.shapeLayer("inner", index: 1, transform: F.transform(["p": F.linear("[0,0]", "[100,0]", 0, 60)]),
                                 shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)], outPoint: 1000)
        let asset = #"{"id":"c","layers":[\#(inner)]}"#
        func scene(_ remap: String) throws -> Scene {
            let precomp = #"{"ddd":0,"ind":1,"ty":0,"nm":"pre","refId":"c","sr":1,"ks":\#(F.transform()),"ip":0,"op":90,"st":0,"w":100,"h":100,"tm":\#(remap)}"#
            return try F.scene(F.document(frames: 90, layers: [precomp], assets: [asset])).scene
        }
        let ramp = try scene(F.linear("[0]", "[1]", 10, 40))
        var checked = 0
        for (frame, x) in [(0.0, 0.0), (10, 0), (25, 25), (40, 50), (70, 50)] {
            #expect(abs(try F.layer("inner", in: ramp, atFrame: frame).position.x - x) < 1e-9, "frame \(frame)")
            checked += 1
        }
        let still = try scene(#"{"a":0,"k":1.5}"#)
        for frame in [0.0, 45, 89] {
            #expect(abs(try F.layer("inner", in: still, atFrame: frame).position.x - 75) < 1e-9, "frame \(frame)")
            checked += 1
        }
        #expect(checked == 8)
    }
}
