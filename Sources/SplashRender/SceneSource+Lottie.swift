import Foundation
import SplashGeometry
import SplashLottie
import SplashScene

/// How a Lottie file is rendered.
public struct LottieOptions: Sendable, Hashable {
    /// Unsupported features: warnings, or (`--strict`) an error.
    public var strictness: LottieImporter.Strictness
    /// What shows behind the animation (nil: white).
    public var background: Color?

    public init(strictness: LottieImporter.Strictness = .lenient, background: Color? = nil) {
        self.strictness = strictness
        self.background = background
    }

    /// The command line's options: `--strict`, `--background #RRGGBB`.
    public init(strict: Bool, background: String?) throws {
        var color: Color?
        if let background {
            guard let parsed = Color(hex: background) else {
                throw RenderError("--background must be a colour like #FFFFFF, not \"\(background)\"")
            }
            color = parsed
        }
        self.init(strictness: strict ? .strict : .lenient, background: color)
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
    /// The composition of a Lottie source.
    public func lottieComposition() throws -> LottieComposition {
        let imported = try importedLottie()
        return LottieComposition(width: imported.scene.canvas.width, height: imported.scene.canvas.height, frameRate: imported.frameRate)
    }

    private func importedLottie() throws -> LottieScene {
        guard case .lottie(let url, let options) = self else { throw RenderError("not a Lottie file") }
        do {
            let bytes = try data()
            if LottieImporter.isArchive(bytes) {
                return try LottieImporter.scene(dotLottie: bytes, file: url.lastPathComponent, background: options.background ?? .white,
                                                strictness: options.strictness)
            }
            return try LottieImporter.scene(json: bytes, file: url.lastPathComponent, folder: url.deletingLastPathComponent(),
                                            background: options.background ?? .white, strictness: options.strictness)
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
        var scene = imported.scene
        scene.importWarnings = imported.warnings.map(\.description)
        let size = scene.canvas
        guard size != canvas, size.width > 0, size.height > 0 else { return scene }
        let factor = min(canvas.width / size.width, canvas.height / size.height)
        var fitted = Layer(id: "lottie")
        fitted.anchorPoint = .zero
        fitted.position = Point(x: (canvas.width - size.width * factor) / 2, y: (canvas.height - size.height * factor) / 2)
        fitted.transform.scaleX = factor
        fitted.transform.scaleY = factor
        fitted.sublayers = scene.layers
        scene.layers = [fitted]
        scene.canvas = canvas
        return scene
    }
}

extension SceneSource {
    /// A scene with its layers' Lottie contents translated (each file read
    /// once, with the Lottie file size limit; unsupported features become
    /// warnings).
    static func expandingLottie(_ scene: Scene) throws -> Scene {
        guard scene.layers.contains(where: { !$0.lottieSources.isEmpty }) else { return scene }
        return try scene.expandingLottieContents { path in
            let file = BoundedFile(noun: "Lottie file", plural: "Lottie files", limit: LottieOptions.maximumFileBytes)
            let bytes = Data(try file.read(path))
            let name = URL(fileURLWithPath: path).lastPathComponent
            do {
                if LottieImporter.isArchive(bytes) {
                    return try LottieImporter.scene(dotLottie: bytes, file: name, background: .clear)
                }
                return try LottieImporter.scene(json: bytes, file: name, folder: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                background: .clear)
            } catch let error as JSONFileError {
                throw RenderError(error.description)
            }
        }
    }
}
