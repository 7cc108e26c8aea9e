import Foundation
import Testing
@testable import SplashScene

/// The binary carries presets/*.json compiled in; this keeps the two in step.
@Test func embeddedPresetsMatchThePresetsFolder() throws {
    let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("presets")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files.map { String($0.dropLast(5)) } == Preset.all.map(\.name), "run scripts/embed-presets")
    for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let embedded = Preset.named(String(file.dropLast(5)))?.json
        // The embedded literal drops the file's final newline.
        #expect(embedded.map { $0 + "\n" } == text, "\(file) differs from its embedded copy: run scripts/embed-presets")
    }
}

/// The Lottie animations presets play (presets/animations/) are built in too.
@Test func embeddedAnimationsMatchTheAnimationsFolder() throws {
    let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("presets/animations")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    #expect(!files.isEmpty)
    #expect(files.map { String($0.dropLast(5)) } == EmbeddedPresets.animations.map(\.name), "run scripts/embed-presets")
    for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        #expect(Preset.builtinAnimation(named: String(file.dropLast(5))).map { $0 + "\n" } == text, "\(file): run scripts/embed-presets")
    }
}

@Test(arguments: Preset.all.map(\.name))
func everyPresetLoadsOnEveryDevice(name: String) throws {
    let preset = try #require(Preset.named(name))
    for device in Device.catalogue {
        let scene = try preset.scene(canvas: device.points)
        #expect(scene.duration > 0)
        #expect(!scene.layers.isEmpty)
        #expect(!scene.summary.isEmpty)
    }
}
