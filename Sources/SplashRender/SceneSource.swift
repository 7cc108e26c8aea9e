import Foundation
import SplashGeometry
import SplashScene

/// Where a scene comes from: a built-in preset or a scene file on disk.
/// Both read the same way; a file's relative asset paths resolve against
/// its own folder.
public enum SceneSource: Sendable, Hashable {
    case preset(Preset)
    case file(URL)

    /// Largest scene file read, so a wrong path to a huge file fails fast.
    public static let maximumFileBytes = 16 << 20

    /// The built-in preset of that name, or an error listing the presets.
    public static func preset(named name: String) throws -> SceneSource {
        guard let preset = Preset.named(name) else {
            throw RenderError("unknown preset \"\(name)\"; available: \(Preset.all.map(\.name).joined(separator: ", "))")
        }
        return .preset(preset)
    }

    /// What messages call the source: "kugou" or the file's path.
    public var displayName: String {
        switch self {
        case .preset(let preset): preset.name
        case .file(let url): url.relativePath
        }
    }

    /// The scene file's bytes (a preset's embedded JSON).
    public func data() throws -> Data {
        switch self {
        case .preset(let preset):
            return Data(preset.json.utf8)
        case .file(let url):
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            guard let attributes, (attributes[.type] as? FileAttributeType) != .typeDirectory else {
                throw RenderError("cannot read the scene file \(url.relativePath): no such file")
            }
            if let bytes = attributes[.size] as? NSNumber, bytes.intValue > Self.maximumFileBytes {
                throw RenderError("the scene file \(url.relativePath) is \(bytes.intValue >> 20) MiB; scene files are at most \(Self.maximumFileBytes >> 20) MiB")
            }
            do { return try Data(contentsOf: url) } catch {
                throw RenderError("cannot read the scene file \(url.relativePath): \(error.localizedDescription)")
            }
        }
    }

    /// The validated scene for a canvas in points, with parameter values as
    /// text (`--set NAME=VALUE`; image paths relative to the current
    /// folder); undeclared names are an error.
    public func scene(canvas: Size, parameters: [String: String] = [:]) throws -> Scene {
        switch self {
        case .preset(let preset):
            return try preset.scene(canvas: canvas, parameters: parameters)
        case .file(let url):
            return try SceneDecoder.decode(try data(), file: url.lastPathComponent, canvas: canvas, assetsFolder: url.deletingLastPathComponent(), parameters: parameters)
        }
    }

    /// The parameters the scene declares, in the order written.
    public func parameters() throws -> [SceneParameter] {
        switch self {
        case .preset(let preset):
            return try preset.parameters()
        case .file(let url):
            return try SceneDecoder.parameters(in: try data(), file: url.lastPathComponent, assetsFolder: url.deletingLastPathComponent())
        }
    }
}
