import Foundation
import SplashGeometry
import SplashScene
import SplashFormats

/// A Lottie animation made into a scene: the composition's size in
/// points, its length, its own frame rate, and what was not drawn.
public struct LottieScene: Sendable {
    public var scene: Scene
    /// `fr`: the frame rate it was made at.
    public var frameRate: Double
    /// Features in the file that are not drawn, each once.
    public var warnings: [LottieWarning]
}

extension LottieScene {
    /// The animation on another canvas: scaled to fit and centred (aspect
    /// fit) over the background; itself when the canvas is its size.
    public func fitted(to canvas: Size) -> LottieScene {
        let size = scene.canvas
        guard size != canvas, size.width > 0, size.height > 0 else { return self }
        let factor = min(canvas.width / size.width, canvas.height / size.height)
        var fitted = Layer(id: "lottie")
        fitted.anchorPoint = .zero
        fitted.position = Point(x: (canvas.width - size.width * factor) / 2, y: (canvas.height - size.height * factor) / 2)
        fitted.transform.scaleX = factor
        fitted.transform.scaleY = factor
        fitted.sublayers = scene.layers
        var result = self
        result.scene.layers = [fitted]
        result.scene.canvas = canvas
        return result
    }
}

/// Reads Lottie files (Bodymovin JSON, and dotLottie archives) into
/// scenes: the whole translation is done here, once per render.
public enum LottieImporter {
    /// Whether an unsupported feature is a warning or an error.
    public enum Strictness: Sendable {
        /// Warnings: everything else is drawn.
        case lenient
        /// The first unsupported feature is an error (`--strict`).
        case strict
    }

    /// The scene of a dotLottie archive's first animation, with the
    /// images packed beside it.
    public static func scene(dotLottie data: Data, file: String, background: Color,
                             strictness: Strictness = .lenient) throws(JSONFileError) -> LottieScene {
        let archive = try DotLottieArchive(data, file: file)
        return try scene(json: archive.animation, file: "\(file):\(archive.animationPath)", folder: nil, images: archive.images,
                         background: background, strictness: strictness)
    }

    /// A Lottie file's composition (JSON, or a dotLottie's first
    /// animation) read without translating it: what a render's canvas and
    /// frame rate are chosen from before the one translation it makes.
    public static func header(of data: Data, file: String) throws(JSONFileError) -> LottieHeader {
        if isArchive(data) {
            let archive = try DotLottieArchive(data, file: file)
            let name = "\(file):\(archive.animationPath)"
            return try LottieReader.header(JSONField(file: name, value: try JSONValue.parse(archive.animation, file: name)))
        }
        return try LottieReader.header(JSONField(file: file, value: try JSONValue.parse(data, file: file)))
    }

    /// One of the animations built into splashvid (`builtin:NAME`).
    public static func builtin(named name: String, background: Color = .clear) throws(JSONFileError) -> LottieScene {
        guard let json = Preset.builtinAnimation(named: name) else {
            throw JSONFileError(file: LottieContents.builtinPrefix + name, path: "", message: "no such built-in animation")
        }
        return try scene(json: Data(json.utf8), file: LottieContents.builtinPrefix + name, folder: nil, background: background)
    }

    /// Whether bytes are a zip archive (a dotLottie) rather than JSON, by
    /// content (SplashFormats' `FileKind`), whatever the file's name.
    public static func isArchive(_ data: Data) -> Bool { FileKind.isZip(data) }

    /// The scene of a Lottie file's bytes, JSON or a dotLottie archive
    /// (told apart by content): the one place that asks which. `folder`:
    /// where a JSON file's image files are (an archive carries its own).
    public static func scene(file data: Data, file: String, folder: URL?, background: Color,
                             strictness: Strictness = .lenient) throws(JSONFileError) -> LottieScene {
        if isArchive(data) {
            return try scene(dotLottie: data, file: file, background: background, strictness: strictness)
        }
        return try scene(json: data, file: file, folder: folder, background: background, strictness: strictness)
    }

    /// The scene of a Lottie JSON document. `file` names it in messages;
    /// `folder` is where image files it names are (nil: only inline
    /// images); `images` are images packed with it (a dotLottie's), by
    /// file name, as `data:` URIs.
    public static func scene(json data: Data, file: String, folder: URL?, images: [String: String] = [:],
                             background: Color, strictness: Strictness = .lenient) throws(JSONFileError) -> LottieScene {
        let root = JSONField(file: file, value: try JSONValue.parse(data, file: file))
        let reader = LottieReader(file: file, folder: folder, packedImages: images)
        let document = try reader.document(root)
        let translator = LottieTranslator(document: document, compatibility: reader.compatibility)
        let layers = try translator.layers()
        let warnings = translator.compatibility.warnings
        if strictness == .strict, let first = warnings.first {
            throw JSONFileError(file: file, path: first.path, message: "\(first.feature) \(first.isPlural ? "are" : "is") \(first.reason.rawValue) (drop --strict to render without)")
        }
        let name = document.name.isEmpty ? (file as NSString).deletingPathExtension : document.name
        var scene = Scene(name: name, summary: "Lottie animation \(name)",
                          canvas: Size(width: document.width, height: document.height),
                          duration: (document.outPoint - document.inPoint) / document.frameRate,
                          backgroundColor: background, layers: layers)
        scene.parameters = [:]
        return LottieScene(scene: scene, frameRate: document.frameRate, warnings: warnings)
    }
}
