import Foundation
import SplashGeometry
import SplashFormats

/// Reads a scene file into a `Scene` for one canvas: parses, validates and
/// resolves every expression, throwing the first problem as a
/// `JSONFileError` that names the file and the JSON path.
public enum SceneDecoder {
    /// Longest animation we render: 10 minutes. A launch animation is a few
    /// seconds; the bound keeps a typo from asking for days of frames.
    public static let maximumDuration: Double = 600
    /// Deepest layer nesting accepted, so no input can recurse without end.
    public static let maximumDepth = 64
    /// Most layers in one scene.
    public static let maximumLayerCount = 10_000
    /// Most characters all the text layers of a scene draw together (a
    /// text repeated in many layers counts each time: every layer fills
    /// its glyphs every frame).
    public static let maximumTextCharacters = 20_000
    /// Most values, or path segments, in one keyframe animation.
    public static let maximumKeyframes = 1000
    /// Most copies one replicator makes (`instanceCount`); the layers its
    /// copies draw count against `maximumLayerCount` too.
    public static let maximumInstanceCount = 1000

    /// - Parameters:
    ///   - data: the file's bytes (UTF-8 JSON).
    ///   - file: the name used in error messages ("kugou.json").
    ///   - canvas: the screen size in points; expressions see it as W and H.
    ///   - assetsFolder: where relative image paths point (the scene file's
    ///     folder); nil when the scene has no folder (a built-in preset).
    ///   - parameters: values for the scene's declared parameters, as text
    ///     (`--set NAME=VALUE`); the rest keep their defaults. Relative image
    ///     paths among them resolve against the current folder.
    ///
    /// `lottieDurations`: the length in seconds of each Lottie file the
    /// scene's `lottie` parameters name (by path, or `builtin:NAME`), which
    /// expressions read as `NAMEDuration` (0 for one without a value).
    public static func decode(_ data: Data, file: String, canvas: Size, assetsFolder: URL? = nil, parameters given: [String: String] = [:],
                              lottieDurations: [String: Double] = [:], assetFiles: AssetFiles = .unchecked) throws(JSONFileError) -> Scene {
        let json = try JSONValue.parse(data, file: file)
        var context = try context(for: json, file: file, canvas: canvas, assetsFolder: assetsFolder, given: given, lottieDurations: lottieDurations)
        context.assetFiles = assetFiles
        var reader = LayerReader()
        var scene = try reader.scene(from: Field(value: json, path: "", context: context), canvas: canvas)
        scene.parameters = context.parameters.compactMapValues { value in
            switch value {
            case .number(let n): format(n)
            case .string(let text): text
            default: nil
            }
        }
        return scene
    }

    /// Every error of a scene file, for `splashvid check`: a syntax error or
    /// a broken declaration alone (nothing after it can be read), else the
    /// first error of each layer that has one (at most
    /// `LayerReader.maximumCollected`), and any error outside the layers.
    /// Empty: the file renders on this canvas with its defaults.
    public static func check(_ data: Data, file: String, canvas: Size, assetsFolder: URL? = nil,
                             lottieDurations: [String: Double] = [:], assetFiles: AssetFiles = .unchecked) -> [JSONFileError] {
        do throws(JSONFileError) {
            let json = try JSONValue.parse(data, file: file)
            var context = try context(for: json, file: file, canvas: canvas, assetsFolder: assetsFolder, given: [:], lottieDurations: lottieDurations)
            context.assetFiles = assetFiles
            var reader = LayerReader()
            reader.collected = []
            do throws(JSONFileError) {
                _ = try reader.scene(from: Field(value: json, path: "", context: context), canvas: canvas)
            } catch {
                return (reader.collected ?? []) + [error]
            }
            return reader.collected ?? []
        } catch {
            return [error]
        }
    }

    /// The decoding context of a document: the canvas, the declared
    /// parameters bound to the values given (number parameters and Lottie
    /// durations as variables for expressions).
    private static func context(for json: JSONValue, file: String, canvas: Size, assetsFolder: URL?, given: [String: String],
                                lottieDurations: [String: Double]) throws(JSONFileError) -> DecodingContext {
        var context = DecodingContext(file: file, variables: ["W": canvas.width, "H": canvas.height], assetsFolder: assetsFolder)
        let declared = try declarations(in: json, context: context)
        context.parameters = try ParameterReader.bind(declared, given: given, file: file)
        for parameter in declared {
            if case .number(let value) = context.parameters[parameter.name] { context.variables[parameter.name] = value }
            if case .lottie = parameter.kind {
                var seconds = 0.0
                if case .string(let path) = context.parameters[parameter.name] { seconds = lottieDurations[path] ?? 0 }
                context.variables[parameter.name + "Duration"] = seconds
            }
        }
        return context
    }

    /// The parameters a scene file declares, in the order written.
    public static func parameters(in data: Data, file: String, assetsFolder: URL? = nil) throws(JSONFileError) -> [SceneParameter] {
        try declarations(in: try JSONValue.parse(data, file: file), context: DecodingContext(file: file, variables: [:], assetsFolder: assetsFolder))
    }

    private static func declarations(in json: JSONValue, context: DecodingContext) throws(JSONFileError) -> [SceneParameter] {
        guard case .object(let members) = json, let raw = members["parameters"] else { return [] }
        return try ParameterReader.declarations(from: Field(value: raw, path: "parameters", context: context))
    }
}
