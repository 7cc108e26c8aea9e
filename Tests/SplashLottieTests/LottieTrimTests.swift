import Foundation
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import Testing
@testable import SplashLottie

/// Trim paths' start and end at named frames, as lottie-web's
/// `TrimModifier` computes them (`processKeys`: s and e in percent ÷ 100,
/// each moved on by o ÷ 360, swapped when s > e; nothing drawn when they
/// meet), pinned by hand.
@Suite struct LottieTrimTests {
    typealias F = LottieFixtures

    /// The strokes of the scene's layers at `frame` (30 fps), in the order met.
    func strokes(_ scene: Scene, atFrame frame: Double) -> [ShapeStroke] {
        var found: [ShapeStroke] = []
        func walk(_ layer: Layer) {
            if case .shape(let shape)? = layer.contents, let stroke = shape.stroke { found.append(stroke) }
            if let mask = layer.mask { walk(mask) }
            layer.sublayers.forEach(walk)
        }
        scene.resolved(at: frame / 30).forEach(walk)
        return found
    }

    /// A line from (10, 50) to (90, 50), 80 long, stroked blue 8 wide with
    /// butt caps, trimmed by a trim listed after it.
    func lineDocument(trim: String) -> String {
        let items = [F.line(from: (10, 50), to: (90, 50)), F.stroke(0, 0, 1, width: 8, cap: 1), trim]
        return F.document(layers: [F.shapeLayer("line", index: 1, shapes: items)])
    }

    @Test func keyframedStartFromAStaticEndOf100DrawsAsItOpens() throws {
        // iosched's digits: s keyframed 100 → 0 over frames 0…20 (linear),
        // e a static 100, o 0. s at frame f = 100 − 5f, so the drawn length
        // of the 80-long line is 80 × (100 − s) ÷ 100 = 4f:
        //   frame 0:  s 100, e 100  → start = end, nothing (0 long)
        //   frame 5:  s 75          → 0.75…1, 20 long (x 70…90)
        //   frame 10: s 50          → 0.5…1,  40 long (x 50…90)
        //   frame 20: s 0           → 0…1,    80 long
        let trim = #"{"ty":"tm","s":\#(F.linear("[100]", "[0]", 0, 20)),"e":{"a":0,"k":100},"o":{"a":0,"k":0},"m":1}"#
        let imported = try F.scene(lineDocument(trim: trim))
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        var compared = 0
        for (frame, start, length) in [(0.0, 1.0, 0.0), (5, 0.75, 20), (10, 0.5, 40), (20, 0, 80)] {
            let drawn = strokes(imported.scene, atFrame: frame)
            #expect(drawn.count == 1, "frame \(frame): \(drawn.count) strokes")
            guard let stroke = drawn.first else { continue }
            #expect(abs(stroke.start - start) < 1e-9, "frame \(frame): start \(stroke.start), expected \(start)")
            #expect(abs(stroke.end - 1) < 1e-9, "frame \(frame): end \(stroke.end), expected 1")
            #expect(abs((stroke.end - stroke.start) * 80 - length) < 1e-9, "frame \(frame): length")
            compared += 1
        }
        #expect(compared == 4)
        // And drawn: at frame 10 the right half only ((70, 50) blue, (30, 50)
        // white); at frame 0 nothing ((80, 50) white).
        let pixmap10 = try Compositor(scene: imported.scene, scale: 1).render(at: 10 / 30)
        let pixmap0 = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        let blue = pixmap10.pixel(x: 70, y: 50), white = pixmap10.pixel(x: 30, y: 50), empty = pixmap0.pixel(x: 80, y: 50)
        #expect(blue.b > 230 && blue.r < 25, "frame 10 (70, 50): \(blue)")
        #expect(white.r > 230 && white.g > 230, "frame 10 (30, 50): \(white)")
        #expect(empty.r > 230 && empty.g > 230, "frame 0 (80, 50): \(empty)")
    }

    @Test func staticStartAtAKeyframedEndThatBeginsThereStaysPut() throws {
        // The mirror case: s a static 50, e keyframed 50 → 100 over frames
        // 0…20. e at frame f = 50 + 2.5f; drawn 0.5…e ÷ 100, 80 × (e − 50)
        // ÷ 100 = 2f long: frame 0 nothing, frame 10 0.5…0.75 (20 long),
        // frame 20 0.5…1 (40 long). The start stays at 0.5 throughout.
        let trim = #"{"ty":"tm","s":{"a":0,"k":50},"e":\#(F.linear("[50]", "[100]", 0, 20)),"o":{"a":0,"k":0},"m":1}"#
        let imported = try F.scene(lineDocument(trim: trim))
        var compared = 0
        for (frame, end, length) in [(0.0, 0.5, 0.0), (10, 0.75, 20), (20, 1, 40)] {
            let drawn = strokes(imported.scene, atFrame: frame)
            #expect(drawn.count == 1, "frame \(frame): \(drawn.count) strokes")
            guard let stroke = drawn.first else { continue }
            #expect(abs(stroke.start - 0.5) < 1e-9 && abs(stroke.end - end) < 1e-9, "frame \(frame): \(stroke.start)…\(stroke.end)")
            #expect(abs((stroke.end - stroke.start) * 80 - length) < 1e-9, "frame \(frame): length")
            compared += 1
        }
        #expect(compared == 3)
    }

    @Test func startPastTheEndIsSwappedAndTheOffsetTurnsBoth() throws {
        // s a static 80, e keyframed 20 → 60 over frames 0…20, o a static
        // 90° (+ 90 ÷ 360 = 0.25). At frame 10 e = 40: s > e, swapped to
        // 0.4…0.8, moved on 0.25 → 0.65…1.05: 0.65…1 and 0…0.05, drawn
        // 0.35 × 80 = 28 and 0.05 × 80 = 4 long (32 in all, the same as
        // 80 × (80 − 40) ÷ 100).
        let trim = #"{"ty":"tm","s":{"a":0,"k":80},"e":\#(F.linear("[20]", "[60]", 0, 20)),"o":{"a":0,"k":90},"m":1}"#
        let imported = try F.scene(lineDocument(trim: trim))
        let drawn = strokes(imported.scene, atFrame: 10).sorted { $0.start > $1.start }
        #expect(drawn.count == 2)
        guard drawn.count == 2 else { return }
        #expect(abs(drawn[0].start - 0.65) < 1e-9 && abs(drawn[0].end - 1) < 1e-9, "\(drawn[0].start)…\(drawn[0].end)")
        #expect(abs(drawn[1].start - 0) < 1e-9 && abs(drawn[1].end - 0.05) < 1e-9, "\(drawn[1].start)…\(drawn[1].end)")
        let length = drawn.reduce(0) { $0 + ($1.end - $1.start) * 80 }
        #expect(abs(length - 32) < 1e-6, "length \(length)")
    }
}
