import Foundation
import SplashGeometry
import SplashFormats

/// A built-in scene: a scene file from `presets/`, compiled into the binary.
public struct Preset: Sendable, Hashable {
    /// The name used on the command line (`--preset kugou`).
    public var name: String
    /// The scene file's text.
    public var json: String

    /// Every preset, sorted by name.
    public static let all: [Preset] = EmbeddedPresets.files.map { Preset(name: $0.name, json: $0.json) }

    public static func named(_ name: String) -> Preset? {
        all.first { $0.name == name.lowercased() }
    }

    /// The one message for a preset name that is none: the closest names,
    /// then every preset (there are few).
    public static func unknownMessage(_ name: String) -> String {
        "unknown preset \"\(name)\"\(Spelling.hint(for: name.lowercased(), among: all.map(\.name))); available: \(all.map(\.name).joined(separator: ", "))"
    }

    /// The preset's scene for a canvas (in points), with parameter values
    /// as text (`--set NAME=VALUE`); the rest keep their defaults.
    public func scene(canvas: Size, parameters: [String: String] = [:]) throws(JSONFileError) -> Scene {
        try SceneDecoder.decode(Data(json.utf8), file: "\(name).json", canvas: canvas, parameters: parameters)
    }

    /// A Lottie animation built into splashvid (`presets/animations/`),
    /// its JSON, by name; scenes name it `builtin:NAME`.
    public static func builtinAnimation(named name: String) -> String? {
        EmbeddedPresets.animations.first { $0.name == name }?.json
    }

    /// The preset's scene with the lengths of the Lottie files its
    /// parameters name (see `SceneDecoder.decode`).
    public func scene(canvas: Size, parameters: [String: String], lottieDurations: [String: Double]) throws(JSONFileError) -> Scene {
        try SceneDecoder.decode(Data(json.utf8), file: "\(name).json", canvas: canvas, parameters: parameters, lottieDurations: lottieDurations)
    }

    /// What a user may change, in the order the preset declares it.
    public func parameters() throws(JSONFileError) -> [SceneParameter] {
        try SceneDecoder.parameters(in: Data(json.utf8), file: "\(name).json")
    }
}
