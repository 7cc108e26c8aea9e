import Foundation
import Testing
import SplashGeometry
import SplashScene
@testable import SplashCompositor
import SplashRaster
import SplashTestSupport

/// Transitions drawn: each frame's pixels against the positions and mixes
/// worked out by hand. A layer filled red (a gradient of red to red)
/// changes to blue at 1 s through a transition lasting 1 s, linear unless
/// said otherwise, over a white screen, at one pixel per point.
@Suite(.eachKernelLevel)
struct TransitionRenderTests {
    static let red = (255, 0, 0), blue = (0, 0, 255), white = (255, 255, 255)

    static func solid(_ color: String) -> String {
        #"{"type": "gradient", "colors": ["\#(color)", "\#(color)"]}"#
    }

    /// A red layer at `frame` on a `width × height` white screen, with one
    /// transition (its keys `transition`) from 1 s for 1 s that makes it blue.
    static func scene(width: Int, height: Int, frame: String = "[0, 0, 40, 20]", transition: String,
                      around: (String) -> String = { $0 }) throws -> Scene {
        let layer = #"""
            {"frame": \#(frame), "contents": \#(solid("#FF0000")),
             "transitions": [{\#(transition), "beginTime": 1, "duration": 1, "contents": \#(solid("#0000FF"))}]}
            """#
        let json = ##"{"duration": 3, "backgroundColor": "#FFFFFF", "layers": [\##(around(layer))]}"##
        return try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: Double(width), height: Double(height)))
    }

    static func render(_ scene: Scene, at t: Double) throws -> Pixmap {
        try Compositor(scene: scene, scale: 1).render(at: t)
    }

    /// Counts the pixels whose colour is `expected(x, y)` (±1 level in each
    /// channel) and expects all of them to be.
    static func expect(_ pixmap: Pixmap, _ expected: (Int, Int) -> (Int, Int, Int), sourceLocation: SourceLocation = #_sourceLocation) {
        var matching = 0
        var firstMiss: String?
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y), want = expected(x, y)
                if abs(Int(p.r) - want.0) <= 1 && abs(Int(p.g) - want.1) <= 1 && abs(Int(p.b) - want.2) <= 1 {
                    matching += 1
                } else if firstMiss == nil {
                    firstMiss = "(\(x), \(y)) is \(p), expected \(want)"
                }
            }
        }
        #expect(matching == pixmap.width * pixmap.height, "\(matching) of \(pixmap.width * pixmap.height) pixels as expected; \(firstMiss ?? "")",
                sourceLocation: sourceLocation)
    }

    /// Before 1 s the layer is red, from 2 s blue; during, the push.
    @Test func beforeAndAfterTheTransitionTheLayerIsItself() throws {
        let scene = try Self.scene(width: 40, height: 20, transition: #""type": "push", "subtype": "fromRight""#)
        Self.expect(try Self.render(scene, at: 0.99)) { _, _ in Self.red }
        Self.expect(try Self.render(scene, at: 2)) { _, _ in Self.blue }
    }

    /// Push from the right at 1.5 s (half way, linear), 40 × 20: the red
    /// picture has moved −20 (x −20…20), the blue one is at +20 (x 20…60):
    /// columns 0–19 red, 20–39 blue.
    @Test func pushFromTheRightAtHalfTime() throws {
        let scene = try Self.scene(width: 40, height: 20, transition: #""type": "push", "subtype": "fromRight""#)
        Self.expect(try Self.render(scene, at: 1.5)) { x, _ in x < 20 ? Self.red : Self.blue }
    }

    /// moveIn from the top at 1.25 s (a quarter): the blue picture is
    /// 0.75 × 20 = 15 above its place (y −15…5) over the red one, which
    /// stays: rows 0–4 blue, 5–19 red.
    @Test func moveInFromTheTopAtAQuarter() throws {
        let scene = try Self.scene(width: 40, height: 20, transition: #""type": "moveIn", "subtype": "fromTop""#)
        Self.expect(try Self.render(scene, at: 1.25)) { _, y in y < 5 ? Self.blue : Self.red }
    }

    /// reveal from the bottom at 1.25 s: the red picture has moved up by
    /// 0.25 × 20 = 5 (y −5…15), uncovering the blue one beneath: rows 0–14
    /// red, 15–19 blue.
    @Test func revealFromTheBottomAtAQuarter() throws {
        let scene = try Self.scene(width: 40, height: 20, transition: #""type": "reveal", "subtype": "fromBottom""#)
        Self.expect(try Self.render(scene, at: 1.25)) { _, y in y < 15 ? Self.red : Self.blue }
    }

    /// A slide is the layer's rendering moving, not clipped to its bounds:
    /// a 20 × 20 layer at x 20 pushed from the right shows, half way, red at
    /// x 10–29 and blue at 30–49. In a superlayer with masksToBounds (the
    /// clipping container an app puts it in) only x 20–39 show.
    @Test func aSlideIsClippedByItsSuperlayerOnly() throws {
        let free = try Self.scene(width: 60, height: 20, frame: "[20, 0, 20, 20]", transition: #""type": "push", "subtype": "fromRight""#)
        Self.expect(try Self.render(free, at: 1.5)) { x, _ in x < 10 || x >= 50 ? Self.white : x < 30 ? Self.red : Self.blue }
        let clipped = try Self.scene(width: 60, height: 20, frame: "[0, 0, 20, 20]", transition: #""type": "push", "subtype": "fromRight""#) {
            #"{"frame": [20, 0, 20, 20], "masksToBounds": true, "sublayers": [\#($0)]}"#
        }
        Self.expect(try Self.render(clipped, at: 1.5)) { x, _ in x < 20 || x >= 40 ? Self.white : x < 30 ? Self.red : Self.blue }
    }

    /// A fade at 1.5 s (linear, half way): each pixel is (1 − k) red + k
    /// blue with k = round(0.5 × 255) = 128: red round(255 × 127 / 255) =
    /// 127, blue 128, opaque, so the white behind does not show.
    @Test func fadeMixesThePictures() throws {
        let scene = try Self.scene(width: 40, height: 20, transition: #""type": "fade""#)
        Self.expect(try Self.render(scene, at: 1.5)) { _, _ in (127, 0, 128) }
    }

    /// UIKit's cross-dissolve hiding the view, easeInEaseOut: at 1.25 s the
    /// progress is 0.129162 (see `TransitionTests`), k = round(0.129162 ×
    /// 255) = 33 of nothing mixed into the red: red at alpha 222 over white,
    /// (222 + 33, 33, 33) = (255, 33, 33). At 1.5 s k = 128: red at alpha
    /// 127 over white, (255, 128, 128).
    @Test func crossDissolveHidingTheLayer() throws {
        let json = #"""
            {"duration": 3, "backgroundColor": "#FFFFFF", "layers": [
              {"frame": [0, 0, 40, 20], "contents": \#(Self.solid("#FF0000")),
               "transitions": [{"options": ["transitionCrossDissolve"], "beginTime": 1, "duration": 1, "hidden": true}]}]}
            """#
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 40, height: 20))
        Self.expect(try Self.render(scene, at: 0.5)) { _, _ in Self.red }
        Self.expect(try Self.render(scene, at: 1.25)) { _, _ in (255, 33, 33) }
        Self.expect(try Self.render(scene, at: 1.5)) { _, _ in (255, 128, 128) }
        Self.expect(try Self.render(scene, at: 2)) { _, _ in Self.white }
    }

    /// A dissolve between two identical pictures is that picture whatever
    /// the amount: a transition where nothing changes draws the same bytes
    /// at every instant, and within one level of the frame without it (the
    /// picture goes through an offscreen, as a group's does, which rounds
    /// translucent pixels once more). Text, an ellipse and a translucent
    /// rounded square, at four instants.
    @Test func aDissolveOfAnUnchangedLayerChangesNothing() throws {
        func scene(_ transitions: String) throws -> Scene {
            let json = #"""
                {"duration": 3, "backgroundColor": "#F2F2F7", "layers": [
                  {"frame": [4, 4, 56, 40], "backgroundColor": "#0A84FF80", "cornerRadius": 8\#(transitions),
                   "sublayers": [{"frame": [6, 6, 20, 20], "contents": {"type": "ellipse", "fillColor": "#FF9500"}},
                                 {"frame": [4, 24, 48, 14], "contents": {"type": "text", "string": "Packing", "fontSize": 11}}]}]}
                """#
            return try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 48))
        }
        let plain = try Compositor(scene: try scene(""), scale: 2).render(at: 1)
        let faded = try scene(#", "transitions": [{"options": ["transitionCrossDissolve"], "beginTime": 1, "duration": 1}]"#)
        let first = try Compositor(scene: faded, scale: 2).render(at: 1)
        let worst = zip(first.bytes, plain.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "differs from the frame without the transition by \(worst)")
        var compared = 0
        for t in [1.3, 1.5, 1.9] {
            #expect(faded.resolved(at: t)[0].runningTransition != nil)
            #expect(try Compositor(scene: faded, scale: 2).render(at: t).bytes == first.bytes, "at \(t)")
            compared += 1
        }
        #expect(compared == 3)
    }

    /// Flip from the left at 1.25 s (θ = π/4), a 200 × 100 layer at
    /// (50, 25) on 300 × 150: as `TransitionTests.flipFromTheLeftAtAQuarter`
    /// works out, the red picture's near (left) edge is at x = 50 + 29.289 =
    /// 79.289, full height (y 25…125); its far edge at x = 50 + 155.120 =
    /// 205.120, y 36.024…113.976. At 1.75 s (θ = 3π/4) the blue picture,
    /// turned by −π/4, mirrors it: near (right) edge at 300 − 79.289 =
    /// 220.711, far edge at 94.880. Pixels are probed at their centres.
    @Test func flipFromTheLeftTurnsThePictures() throws {
        let scene = try Self.scene(width: 300, height: 150, frame: "[50, 25, 200, 100]", transition: #""options": ["transitionFlipFromLeft", "curveLinear"]"#)
        let quarter = try Self.render(scene, at: 1.25)
        let probes: [(Int, Int, (Int, Int, Int))] = [
            (81, 27, Self.red),     // just right of the near edge, near the top (the top edge is at 25.2 there)
            (81, 122, Self.red),    // and near the bottom
            (77, 75, Self.white),   // left of the near edge
            (203, 75, Self.red),    // just left of the far edge
            (207, 75, Self.white),  // right of it
            (203, 30, Self.white),  // above the far edge's top (36.0)
            (203, 40, Self.red),    // below it
            (150, 75, Self.red),
        ]
        var probed = 0
        for (x, y, want) in probes {
            let p = quarter.pixel(x: x, y: y)
            #expect(abs(Int(p.r) - want.0) <= 1 && abs(Int(p.g) - want.1) <= 1 && abs(Int(p.b) - want.2) <= 1, "(\(x), \(y)) at 1.25 s: \(p)")
            probed += 1
        }
        let threeQuarters = try Self.render(scene, at: 1.75)
        for (x, y, want) in probes {
            // Mirrored about x = 150, blue for red.
            let p = threeQuarters.pixel(x: 299 - x, y: y)
            let mirrored = want == Self.red ? Self.blue : want
            #expect(abs(Int(p.r) - mirrored.0) <= 1 && abs(Int(p.g) - mirrored.1) <= 1 && abs(Int(p.b) - mirrored.2) <= 1, "(\(299 - x), \(y)) at 1.75 s: \(p)")
            probed += 1
        }
        #expect(probed == 16)
    }

    /// A title bar flipping from the bottom as it changes its title (seed
    /// 003's call, easeOut, 0.5 s) and a counter pushed from the bottom in a
    /// clipping pill, as they look (looked at when recorded).
    @Test func referenceFrames() throws {
        let json = #"""
            {"duration": 2, "backgroundColor": "#EFEFF4", "layers": [
              {"frame": [10, 10, 140, 44], "backgroundColor": "#FFFFFF", "cornerRadius": 8,
               "sublayers": [{"id": "select", "frame": [0, 11, 140, 22], "contents": {"type": "text", "string": "Select Item", "fontSize": 17, "weight": 600, "alignment": "center"},
                              "removedAt": 0.5},
                             {"id": "packing", "frame": [0, 11, 140, 22], "hidden": true, "contents": {"type": "text", "string": "Packing List", "fontSize": 17, "weight": 600, "alignment": "center"},
                              "animations": [{"keyPath": "hidden", "fromValue": false, "toValue": false, "beginTime": 0.5, "duration": 0.01, "fillMode": "forwards"}]}],
               "transitions": [{"options": ["curveEaseOut", "transitionFlipFromBottom"], "beginTime": 0.5, "duration": 0.5}]},
              {"frame": [10, 66, 140, 44], "backgroundColor": "#0A84FF", "cornerRadius": 8, "masksToBounds": true,
               "sublayers": [{"frame": [0, 0, 140, 44],
                              "contents": {"type": "text", "string": "1", "fontSize": 30, "weight": 700, "color": "#FFFFFF", "alignment": "center"},
                              "transitions": [{"type": "push", "subtype": "fromBottom", "beginTime": 0.5, "duration": 0.5,
                                               "contents": {"type": "text", "string": "2", "fontSize": 30, "weight": 700, "color": "#FFFFFF", "alignment": "center"}}]}]}
            ]}
            """#
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 160, height: 120))
        // At 0.55 s (a tenth of the flip's time) easeOut has it at 0.161:
        // "Select Item" turned 29° about its horizontal centre line, its
        // bottom edge forward. At 0.75 s it is at 0.685: "Packing List"
        // turned back −57°, its top edge forward; the push is half way,
        // "1" leaving at the top and "2" coming from the bottom.
        try expectMatchesReference(try Compositor(scene: scene, scale: 2).render(at: 0.55), named: "transition-flip-early")
        try expectMatchesReference(try Compositor(scene: scene, scale: 2).render(at: 0.75), named: "transition-flip-past-half-push-half")
    }

    /// docs/examples/packing-list.json (seed 003) on an iPhone SE screen at
    /// one pixel per point, 0.1 s into the title bar's flip from the bottom
    /// (a fifth of its time; easeOut has it 0.308 of the way: the old bar,
    /// slider and all, turned 55° with its bottom edge forward) and half
    /// way through the picture's cross-dissolve, as they look (looked at
    /// when recorded).
    @Test func packingListExampleFrames() throws {
        let file = PackageFolders.root.appendingPathComponent("docs/examples/packing-list.json")
        let scene = try SceneDecoder.decode(try Data(contentsOf: file), file: "packing-list.json", canvas: Size(width: 375, height: 667))
        let compositor = try Compositor(scene: scene, scale: 1)
        try expectMatchesReference(try compositor.render(at: 2.3), named: "packing-list-flip")
        try expectMatchesReference(try compositor.render(at: 5.6), named: "packing-list-dissolve")
    }
}
