import Foundation
import SplashCompositor
import SplashGeometry
import SplashLottie
import SplashScene
import Testing
import SplashTestSupport

/// Every preset at every quarter of its timeline and at each of its key
/// instants, against reference PNGs (References/preset-NAME-TIME.png), on
/// the smallest iPhone screen (320×568 pt, the first iPhone SE) at half
/// scale: 160×284 pixels, whole pixels so no layer edge falls mid-pixel. Re-record with
/// SPLASH_RECORD=1 after an intended change and look at every image.
@Suite(.eachKernelLevel)
struct PresetSnapshotTests {
    static let canvas = Size(width: 320, height: 568)
    static let scale = 0.5

    /// 0, 25, 50, 75 and 100 % of the duration, then the key instants.
    static func instants(of scene: Scene) -> [Double] {
        let quarters = (0...4).map { scene.duration * Double($0) / 4 }
        var result: [Double] = []
        for t in quarters + scene.keyInstants.map(\.time) where !result.contains(where: { abs($0 - t) < 1e-9 }) {
            result.append(t)
        }
        return result.sorted()
    }

    static func name(_ preset: String, _ t: Double) -> String {
        "preset-\(preset)-" + String(format: "%05.2f", t).replacingOccurrences(of: ".", with: "_")
    }

    /// The preset's scene, with the built-in Lottie animations it plays
    /// (its `lottie` parameters' defaults) translated, as the renderer does.
    static func scene(_ preset: String) throws -> Scene {
        let preset = try #require(Preset.named(preset))
        var durations: [String: Double] = [:]
        for parameter in try preset.parameters() where parameter.kind == .lottie {
            let source = try #require(parameter.defaultValue)
            durations[source] = try builtin(source).scene.duration
        }
        return try preset.scene(canvas: canvas, parameters: [:], lottieDurations: durations).expandingLottieContents { try builtin($0) }
    }

    static func builtin(_ source: String) throws -> LottieScene {
        try LottieImporter.builtin(named: String(source.dropFirst(LottieContents.builtinPrefix.count)))
    }

    /// The names of every preset's reference PNGs (for the test that looks
    /// for PNGs no test checks: these names are built, not literals).
    static func referenceNames() throws -> Set<String> {
        Set(try Preset.all.flatMap { preset in instants(of: try scene(preset.name)).map { name(preset.name, $0) } })
    }

    @Test(arguments: Preset.all.map(\.name))
    func matchesItsReferences(preset name: String) throws {
        let scene = try Self.scene(name)
        let compositor = try Compositor(scene: scene, scale: Self.scale, images: [:])
        for t in Self.instants(of: scene) {
            // Text may shape a level differently with another FreeType
            // build; three levels hide that and nothing a reviewer would see.
            try expectMatchesReference(compositor.render(at: t), named: Self.name(name, t), tolerance: 3)
        }
    }
}
