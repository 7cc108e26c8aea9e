import Foundation
import SplashGeometry
import SplashScene
import SplashFormats
import SplashCode

/// Where a scene comes from: a built-in preset, a scene file on disk, or
/// a Lottie animation. Presets and scene files read the same way; a file's
/// relative asset paths resolve against its own folder.
public enum SceneSource: Sendable, Hashable {
    case preset(Preset)
    case file(URL)
    /// A Lottie JSON file, translated by SplashLottie.
    case lottie(URL, LottieOptions)
    /// A launch animation's Swift source, interpreted by SplashCode.
    case code(URL, CodeOptions)

    /// Largest scene file read, so a wrong path to a huge file fails fast.
    public static let maximumFileBytes = 16 << 20

    /// The built-in preset of that name, or an error listing the presets.
    public static func preset(named name: String) throws -> SceneSource {
        guard let preset = Preset.named(name) else {
            throw RenderError(Preset.unknownMessage(name))
        }
        return .preset(preset)
    }

    /// What messages call the source: "kugou" or the file's path.
    public var displayName: String {
        switch self {
        case .preset(let preset): preset.name
        case .file(let url), .lottie(let url, _), .code(let url, _): url.relativePath
        }
    }

    /// The scene file's bytes (a preset's embedded JSON).
    public func data() throws -> Data {
        switch self {
        case .preset(let preset):
            return Data(preset.json.utf8)
        case .file(let url):
            let file = BoundedFile(noun: "scene file", plural: "scene files", limit: Self.maximumFileBytes)
            return Data(try RenderError.reading { () throws(FileReadError) in try file.read(url.path, shownAs: url.relativePath) })
        case .lottie(let url, _):
            let file = BoundedFile(noun: "Lottie file", plural: "Lottie files", limit: LottieOptions.maximumFileBytes)
            return Data(try RenderError.reading { () throws(FileReadError) in try file.read(url.path, shownAs: url.relativePath) })
        case .code(let url, _):
            let file = BoundedFile(noun: "Swift file", plural: "Swift files", limit: CodeLimits.maximumFileBytes)
            return Data(try RenderError.reading { () throws(FileReadError) in try file.read(url.path, shownAs: url.relativePath) })
        }
    }

    /// The validated scene for a canvas in points, with parameter values as
    /// text (`--set NAME=VALUE`; image paths relative to the current
    /// folder); undeclared names are an error.
    public func scene(canvas: Size, parameters: [String: String] = [:]) throws -> Scene {
        switch self {
        case .preset(let preset):
            do {
                let library = LottieLibrary()
                let durations = try library.durations(of: try preset.parameters(), given: parameters)
                return try library.expanding(try preset.scene(canvas: canvas, parameters: parameters, lottieDurations: durations))
            } catch let error as RenderError {
                throw error
            } catch {
                // A preset's layout that does not fit the canvas says so in
                // terms of the canvas, not of the preset's own JSON.
                if let smallest = Self.smallestCanvas(for: preset, like: canvas, parameters: parameters) {
                    throw RenderError("the \(preset.name) preset does not fit a canvas of \(Self.points(canvas)): at that shape it needs at least about \(Self.points(smallest)) (give a larger --size, or a --device)")
                }
                let phone = RenderScreen.defaultDevice
                guard (try? preset.scene(canvas: phone.canvas, parameters: parameters)) != nil else { throw error }
                throw RenderError("the \(preset.name) preset does not fit a canvas of \(Self.points(canvas)) at any size of that shape: it is laid out for phone screens like \(phone.name)'s \(Self.points(phone.canvas)) (give a --device, or a --size in a phone's proportions)")
            }
        case .file(let url):
            let library = LottieLibrary()
            let bytes = try data(), folder = url.deletingLastPathComponent()
            let declared = try SceneDecoder.parameters(in: bytes, file: url.lastPathComponent, assetsFolder: folder)
            let durations = try library.durations(of: declared, given: parameters)
            // A scene file on disk: the files it names must be there (an error at the field that names one).
            return try library.expanding(try SceneDecoder.decode(bytes, file: url.lastPathComponent, canvas: canvas, assetsFolder: folder,
                                                                 parameters: parameters, lottieDurations: durations, assetFiles: .mustExist))
        case .lottie(let url, let options):
            return try lottieScene(url: url, options: options, canvas: canvas, parameters: parameters)
        case .code(let url, let options):
            return try codeScene(url: url, options: options, canvas: canvas, parameters: parameters)
        }
    }

    /// The parameters the scene declares, in the order written.
    public func parameters() throws -> [SceneParameter] {
        switch self {
        case .preset(let preset):
            return try preset.parameters()
        case .file(let url):
            return try SceneDecoder.parameters(in: try data(), file: url.lastPathComponent, assetsFolder: url.deletingLastPathComponent())
        case .lottie, .code:
            return []
        }
    }

    /// The JSON Schema of scene files (`splashvid schema`).
    public static var schema: String { SceneSchema.json }
    /// Every key of scene files as Markdown tables (`splashvid schema --markdown`).
    public static var schemaReference: String { SceneSchema.markdownReference }

    /// Checks values given for the scene's parameters, and returns them:
    /// each must name a parameter the scene declares, and those set as
    /// colours (`colours`, the command line's `--color`) a colour one.
    /// `origins` says how each was set, for messages ("--set seed=3").
    public func checkedParameters(_ values: [String: String], origins: [String: String], colours: Set<String>) throws -> [String: String] {
        guard !values.isEmpty else { return values }
        let declared = try parameters()
        for name in values.keys.sorted() {
            guard let parameter = declared.first(where: { $0.name == name }) else {
                let list = declared.isEmpty ? "it has none" : "its parameters are \(declared.map(\.name).joined(separator: ", "))"
                let hint = Spelling.hint(for: name, among: declared.map(\.name))
                throw RenderError("\(origins[name] ?? name): \(displayName) has no parameter \"\(name)\"\(hint); \(list) (see `splashvid presets \(displayName)`)")
            }
            if colours.contains(name), parameter.kind != .color {
                throw RenderError("\(origins[name] ?? name): \(name) is a \(parameter.kind.name) parameter, not a colour; use --set")
            }
            // A value that cannot be what the parameter is, said in the
            // words it was given in, not at the scene's field it lands in.
            let value = values[name] ?? ""
            let origin = origins[name] ?? name
            switch parameter.kind {
            case .color:
                guard Color(hex: value) != nil else {
                    throw RenderError("\(origin): \"\(value)\" is not a colour: expected #RRGGBB or #RRGGBBAA")
                }
            case .image, .lottie:
                guard !value.isEmpty, !value.hasPrefix("data:"), !value.hasPrefix(LottieContents.builtinPrefix) else { break }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory) else {
                    throw RenderError("\(origin): \(value): no such file")
                }
                if isDirectory.boolValue { throw RenderError("\(origin): \(value) is a folder, not a file") }
            default:
                break
            }
        }
        return values
    }

    /// The smallest canvas of `canvas`'s aspect ratio, within a point, on
    /// which `preset` lays out with these parameters; nil when it does not
    /// lay out even on a large one (the problem is not the size).
    static func smallestCanvas(for preset: Preset, like canvas: Size, parameters: [String: String]) -> Size? {
        guard canvas.width > 0, canvas.height > 0 else { return nil }
        func fits(_ factor: Double) -> Bool {
            (try? preset.scene(canvas: Size(width: canvas.width * factor, height: canvas.height * factor), parameters: parameters)) != nil
        }
        let longest = max(canvas.width, canvas.height)
        var high = 1.0
        while !fits(high) {
            high *= 2
            if longest * high > Double(RenderLimits.maximumSide) * 4 { return nil }
        }
        var low = high / 2
        while (high - low) * longest > 1 {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle }
        }
        return Size(width: (canvas.width * high).rounded(.up), height: (canvas.height * high).rounded(.up))
    }

    private static func points(_ size: Size) -> String {
        "\(JSONValue.text(of: size.width))×\(JSONValue.text(of: size.height)) points"
    }
}
