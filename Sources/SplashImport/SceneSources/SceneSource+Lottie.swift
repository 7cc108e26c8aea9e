import Foundation
import SplashGeometry
import SplashLottie
import SplashScene
import SplashFormats

/// How a Lottie file is rendered. Its scene's background is clear: the
/// formats with alpha keep it, the others show `--background` (white by
/// default).
public struct LottieOptions: Sendable, Hashable {
    /// Unsupported features: warnings, or (`--strict`) an error.
    public var strictness: LottieImporter.Strictness
    /// Which animation of a dotLottie archive (`--animation ID`); nil: the
    /// manifest's initial one.
    public var animation: String?

    public init(strictness: LottieImporter.Strictness = .lenient, animation: String? = nil) {
        self.strictness = strictness
        self.animation = animation
    }

    /// Largest Lottie file read (they carry their images inline).
    public static let maximumFileBytes = 64 << 20
}

/// A Lottie composition's size in points and its frame rate: the canvas
/// and frame rate it renders at by default.
public struct LottieComposition: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var frameRate: Double
}

extension SceneSource {
    /// The composition of a Lottie source, read without translating it
    /// (the render translates it once).
    public func lottieComposition() throws -> LottieComposition {
        guard case .lottie(let url, let options) = self else { throw RenderError("not a Lottie file") }
        let bytes = try data()
        do {
            let header = try LottieImporter.header(of: bytes, file: url.lastPathComponent, animation: options.animation)
            return LottieComposition(width: header.width, height: header.height, frameRate: header.frameRate)
        } catch {
            throw RenderError(error.description)
        }
    }

    private func importedLottie() throws -> LottieScene {
        guard case .lottie(let url, let options) = self else { throw RenderError("not a Lottie file") }
        do {
            let bytes = try data()
            return try LottieImporter.scene(file: bytes, file: url.lastPathComponent, folder: url.deletingLastPathComponent(),
                                            background: .clear, strictness: options.strictness, animation: options.animation)
        } catch let error as JSONFileError {
            throw RenderError(error.description)
        }
    }

    /// A Lottie file's scene on `canvas`: the composition itself when the
    /// canvas is its size, otherwise scaled to fit and centred (aspect
    /// fit) on the background.
    func lottieScene(url: URL, options: LottieOptions, canvas: Size, parameters: [String: String]) throws -> Scene {
        if let name = parameters.keys.sorted().first {
            throw RenderError("\(url.relativePath): a Lottie file has no parameters (given \"\(name)\")")
        }
        let imported = try importedLottie()
        var scene = imported.fitted(to: canvas).scene
        scene.importWarnings = imported.warnings.map(\.description)
        return scene
    }
}

/// The Lottie files one scene plays, each read and translated once: for
/// the lengths its `lottie` parameters give its expressions, then for its
/// layers' contents. A file is read with the Lottie size limit;
/// `builtin:NAME` is one of the animations built into splashvid.
final class LottieLibrary {
    private var loaded: [String: LottieScene] = [:]

    func animation(_ source: String) throws -> LottieScene {
        if let known = loaded[source] { return known }
        let imported = try Self.load(source)
        loaded[source] = imported
        return imported
    }

    /// The length of each Lottie file the parameters name (the given path
    /// or the default), by path.
    func durations(of declared: [SceneParameter], given: [String: String]) throws -> [String: Double] {
        var durations: [String: Double] = [:]
        for parameter in declared where parameter.kind == .lottie {
            let value = given[parameter.name].map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? parameter.defaultValue
            guard let value else { continue }
            durations[value] = try animation(value).scene.duration
        }
        return durations
    }

    /// The scene with its layers' Lottie contents translated.
    func expanding(_ scene: Scene) throws -> Scene {
        guard scene.layers.contains(where: { !$0.lottieSources.isEmpty }) else { return scene }
        return try scene.expandingLottieContents { try animation($0) }
    }

    private static func load(_ source: String) throws -> LottieScene {
        let name: String, bytes: Data, folder: URL?
        if source.hasPrefix(LottieContents.builtinPrefix) {
            name = source
            guard let json = Preset.builtinAnimation(named: String(source.dropFirst(LottieContents.builtinPrefix.count))) else {
                throw RenderError("no built-in animation \"\(source)\"")
            }
            bytes = Data(json.utf8)
            folder = nil
        } else {
            let file = BoundedFile(noun: "Lottie file", plural: "Lottie files", limit: LottieOptions.maximumFileBytes)
            bytes = Data(try RenderError.reading { () throws(FileReadError) in try file.read(source) })
            name = URL(fileURLWithPath: source).lastPathComponent
            folder = URL(fileURLWithPath: source).deletingLastPathComponent()
        }
        do {
            return try LottieImporter.scene(file: bytes, file: name, folder: folder, background: .clear)
        } catch {
            throw RenderError(error.description)
        }
    }
}
