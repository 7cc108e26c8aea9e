import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// Presets resolved on a small phone screen, and their layers found by id,
/// for the parameter tests.
enum PresetScenes {
    static let canvas = Size(width: 375, height: 667)

    static func scene(_ name: String, _ parameters: [String: String] = [:]) throws -> Scene {
        try #require(Preset.named(name)).scene(canvas: canvas, parameters: parameters)
    }

    static func layer(_ scene: Scene, _ id: String, at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: id) }.first, "no layer \(id)")
    }

    static func string(_ layer: Layer) -> String? {
        if case .text(let text, _)? = layer.contents { return text.string }
        return nil
    }
}

extension Scene {
    /// Whether a layer with this id is in the resolved tree at `t` (not
    /// removed by its own or an ancestor's `removedAt`).
    func hasLayer(_ id: String, at t: Double) -> Bool {
        resolved(at: t).contains { $0.layer(withID: id) != nil }
    }
}
