import Foundation
import Testing
import SplashGeometry
@testable import SplashScene
@testable import SplashFormats

/// `colors` and `locations` of a gradient layer (CAGradientLayer), animated
/// stop by stop; colours interpolate in sRGB, as Core Animation does.
struct GradientAnimationTests {
    static func decode(_ layer: String) throws(JSONFileError) -> Scene {
        try SceneDecoder.decode(Data(#"{"duration": 2, "layers": [\#(layer)]}"#.utf8), file: "launch.json", canvas: Size(width: 100, height: 100))
    }

    static func gradient(_ scene: Scene, at t: Double) throws -> GradientContents {
        guard case .gradient(let gradient)? = scene.resolved(at: t)[0].contents else { throw JSONFileError(file: "", path: "", message: "no gradient") }
        return gradient
    }

    static let layer = ##"""
    {"frame": [0, 0, 100, 100], "contents": {"type": "gradient", "colors": ["#FF0000", "#0000FF"], "locations": [0, 1]},
     "animations": [
       {"keyPath": "colors", "fromValue": ["#FF0000", "#0000FF"], "toValue": ["#00FF00", "#FFFF0080"], "duration": 1, "fillMode": "forwards"},
       {"keyPath": "locations", "values": [[0, 1], [0.3, 0.6], [0.9, 0.2]], "duration": 2, "fillMode": "forwards"}]}
    """##

    /// Half-way (linear): red → green gives (0.5, 0.5, 0); blue → yellow at
    /// half alpha gives (0.5, 0.5, 0.5) at alpha (1 + 128/255) / 2.
    @Test func colorsInterpolateInSRGB() throws {
        let g = try Self.gradient(try Self.decode(Self.layer), at: 0.5)
        #expect(abs(g.colors[0].red - 0.5) < 1e-9 && abs(g.colors[0].green - 0.5) < 1e-9 && g.colors[0].blue == 0)
        #expect(abs(g.colors[1].red - 0.5) < 1e-9 && abs(g.colors[1].blue - 0.5) < 1e-9)
        #expect(abs(g.colors[1].alpha - (1 + 128.0 / 255) / 2) < 1e-9)
        let end = try Self.gradient(try Self.decode(Self.layer), at: 1.5)
        #expect(end.colors[0] == Color(hex: "#00FF00"))
    }

    /// Keyframes [0, 1] → [0.3, 0.6] → [0.9, 0.2] over 2 s: at 0.5 s half
    /// of the first segment; at 2 s the stops would cross (0.9 before 0.2),
    /// so they are drawn in order: the second stop sits on the first.
    @Test func locationsAnimateAndNeverCross() throws {
        let scene = try Self.decode(Self.layer)
        let early = try Self.gradient(scene, at: 0.5)
        #expect(abs(early.locations[0] - 0.15) < 1e-9 && abs(early.locations[1] - 0.8) < 1e-9)
        let end = try Self.gradient(scene, at: 2)
        #expect(end.locations == [0.9, 0.9])
    }

    static let errors: [(String, String)] = [
        (##"{"animations": [{"keyPath": "colors", "toValue": ["#000000", "#FFFFFF"]}]}"##,
         #"launch.json: layers[0].animations[0].keyPath: "colors" animates a gradient's stops; this layer's contents are not a gradient"#),
        (##"{"contents": {"type": "gradient", "colors": ["#000000", "#FFFFFF"]}, "animations": [{"keyPath": "colors", "toValue": ["#000000"]}]}"##,
         "launch.json: layers[0].animations[0].toValue: expected 2 colours, one per gradient stop, not 1"),
        (##"{"contents": {"type": "gradient", "colors": ["#000000", "#FFFFFF"]}, "animations": [{"keyPath": "locations", "values": [[0, 1], [0.5]]}]}"##,
         "launch.json: layers[0].animations[0].values[1]: expected 2 locations, one per gradient stop, not 1"),
    ]

    @Test(arguments: 0..<errors.count)
    func aWrongGradientAnimationIsNamed(index: Int) {
        do {
            _ = try Self.decode(Self.errors[index].0)
            Issue.record("decoded without error")
        } catch {
            #expect(error.description == Self.errors[index].1)
        }
    }
}
