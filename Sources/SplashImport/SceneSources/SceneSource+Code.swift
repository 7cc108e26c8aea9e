import Foundation
import SplashCode
import SplashFormats
import SplashGeometry
import SplashLottie
import SplashScene
import SplashStoryboard

/// How a launch animation's Swift is rendered (`--code FILE.swift`).
public struct CodeOptions: Sendable, Hashable {
    /// The method run instead of viewDidLoad/viewDidAppear (`--entry`).
    public var entry: String?
    /// What is not drawn: warnings, or (`--strict`) an error.
    public var strictness: LottieImporter.Strictness
    /// Asset catalogs `UIImage(named:)` looks in (`--assets`); empty: the
    /// `.xcassets` folders near the Swift file, as for a launch screen.
    public var assets: [String]
    public var appearance: LaunchAppearance

    public init(entry: String? = nil, strictness: LottieImporter.Strictness = .lenient, assets: [String] = [], appearance: LaunchAppearance = .light) {
        self.entry = entry
        self.strictness = strictness
        self.assets = assets
        self.appearance = appearance
    }
}


extension SceneSource {
    /// The scene file a Swift file's code makes for `canvas`, and its
    /// warnings. Image paths are absolute, or relative to `folder` when given.
    public static func codeSceneJSON(_ url: URL, options: CodeOptions, canvas: Size, folder: String? = nil) throws -> (json: String, warnings: [String]) {
        let file = BoundedFile(noun: "Swift file", plural: "Swift files", limit: CodeLimits.maximumFileBytes)
        let bytes = try RenderError.reading { () throws(FileReadError) in try file.read(url.path, shownAs: url.relativePath) }
        guard let source = String(bytes: bytes, encoding: .utf8) else { throw RenderError("\(url.relativePath): not UTF-8 text") }
        let program: CodeImporter.Program
        do {
            program = try CodeImporter.program(source: source, file: url.lastPathComponent, canvas: canvas, entry: options.entry)
        } catch {
            throw RenderError(error.description)
        }
        var images = try codeImages(program.imageNames, near: url, options: options)
        if let folder {
            // Under the scene file's folder: relative, as scene files say it.
            let prefix = folder == "/" ? "/" : folder + "/"
            images = images.mapValues { $0.hasPrefix(prefix) && $0.count > prefix.count ? String($0.dropFirst(prefix.count)) : $0 }
        }
        let (json, codeWarnings) = program.sceneJSON(images: images)
        let warnings = codeWarnings.map(\.description)
        if options.strictness == .strict, let first = codeWarnings.first {
            throw RenderError("\(first.description) (--strict: what is not drawn as on a device is an error)")
        }
        return (json.text, warnings)
    }

    /// The Swift file's scene, decoded as any scene file.
    func codeScene(url: URL, options: CodeOptions, canvas: Size, parameters: [String: String]) throws -> Scene {
        if let name = parameters.keys.sorted().first {
            throw RenderError("\(url.relativePath): a Swift file has no parameters (given \"\(name)\")")
        }
        let (json, warnings) = try Self.codeSceneJSON(url, options: options, canvas: canvas)
        var scene: Scene
        do {
            scene = try SceneDecoder.decode(Data(json.utf8), file: url.lastPathComponent + " (as a scene)", canvas: canvas)
        } catch {
            throw RenderError("\(error.description) (the scene the code makes; `splashvid import --code` writes it)")
        }
        scene.importWarnings = warnings
        return scene
    }

    /// The files `UIImage(named:)` names: image sets of the asset catalogs
    /// (those given, or the `.xcassets` folders near the Swift file, found
    /// as a launch screen's are) for the appearance, at 3x on a phone.
    static func codeImages(_ names: Set<String>, near url: URL, options: CodeOptions) throws -> [String: String] {
        guard !names.isEmpty else { return [:] }
        for catalog in options.assets {
            var folder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: catalog, isDirectory: &folder), folder.boolValue else {
                throw RenderError("--assets \(catalog): no such asset catalog folder")
            }
        }
        let catalogs = options.assets.isEmpty ? LaunchScreenLocator.catalogs(near: .storyboard(path: url.path), searchRoot: nil) : options.assets
        guard !catalogs.isEmpty else { return [:] }
        do {
            let catalog = try AssetCatalog(folders: catalogs, pdfPages: PDFPageSize())
            var found: [String: String] = [:]
            for name in names.sorted() {
                if let image = try catalog.image(named: name, appearance: options.appearance, scale: 3) { found[name] = image.path }
            }
            return found
        } catch {
            throw RenderError(error.description)
        }
    }
}

extension CodeOptions {
    /// The command line's options for a Swift source, each declared once
    /// (its flag, value name and help), for `render`, `import` and `preview`.
    public enum Option: String, CaseIterable, Sendable {
        case code, entry

        /// The long name without its dashes.
        public var longName: String { rawValue }

        public var valueName: String {
            switch self {
            case .code: "file.swift"
            case .entry: "method"
            }
        }

        public var help: String {
            switch self {
            case .code:
                "A launch animation's Swift source (a UIViewController subclass building its views and layers with UIKit and Core Animation): interpreted, not compiled, over the subset docs/code-import.md lists; what it does not draw is a warning naming its line (an error with --strict)."
            case .entry:
                "With --code: the method of the view controller to run instead of viewDidLoad then viewDidAppear(_:) (or a free function of the file taking the view)."
            }
        }
    }
}
