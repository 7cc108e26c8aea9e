import Foundation
import Testing
import SplashTestSupport
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor

/// A stroke later frames draw unchanged takes the outline an earlier frame
/// built (`StrokeOutlines`), with the bytes a new outline gives: a still
/// ring, and a ring that only moves (wholly in view, so its outline, built
/// without culling, is the same wherever it is), are outlined once.
@Suite("Stroke outlines kept from frame to frame", .eachKernelLevel)
struct StrokeOutlinesTests {
    static let ring = "M 10 2 C 14.4 2 18 5.6 18 10 C 18 14.4 14.4 18 10 18 C 5.6 18 2 14.4 2 10 C 2 5.6 5.6 2 10 2 Z"

    /// A still ring, a ring sliding 20 points, and (`trimMoves`) a third
    /// whose `strokeEnd` grows, each frame a new outline.
    static func scene(trimMoves: Bool) throws -> Scene {
        let slide = #"[{"keyPath": "position.x", "fromValue": 20, "toValue": 40, "duration": 1}]"#
        let trim = #"[{"keyPath": "strokeEnd", "fromValue": 0.2, "toValue": 0.9, "duration": 1}]"#
        let third = ", {\"position\": [48, 16], \"size\": [20, 20], \"contents\": {\"type\": \"shape\", \"path\": \"" + ring
            + "\", \"strokeColor\": \"#34C759\", \"lineWidth\": 2, \"lineJoin\": \"round\"}, \"animations\": " + trim + "}"
        let json = """
        {"duration": 1, "backgroundColor": "#FFFFFF", "layers": [
          {"position": [16, 16], "size": [20, 20], "contents": {"type": "shape", "path": "\(ring)", "strokeColor": "#FF3B30", "lineWidth": 3, "lineJoin": "round"}},
          {"position": [20, 40], "size": [20, 20], "contents": {"type": "shape", "path": "\(ring)", "strokeColor": "#0A84FF", "lineWidth": 2, "lineJoin": "round"}, "animations": \(slide)}
          \(trimMoves ? third : "")
        ]}
        """
        return try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 56))
    }

    static let times = [0.0, 0.25, 0.5, 0.75]

    @Test(arguments: [false, true])
    func keptOutlinesGiveTheBytesOfNewOnes(trimMoves: Bool) throws {
        let scene = try Self.scene(trimMoves: trimMoves)
        var compositor = try Compositor(scene: scene, scale: 2)
        compositor.bandRows = 16
        var compared = 0
        for time in Self.times {
            var fresh = try Compositor(scene: scene, scale: 2)
            fresh.bandRows = 16
            let expected = try fresh.render(at: time).bytes
            #expect(try compositor.render(at: time).bytes == expected, "frame at \(time)")
            compared += expected.count
        }
        #expect(compared == Self.times.count * 128 * 112 * 4)
        // The still ring and the sliding one: one outline each, whatever
        // the frame; the growing trim: one more a frame.
        #expect(compositor.strokeOutlines.count == 2 + (trimMoves ? Self.times.count : 0))
    }
}
