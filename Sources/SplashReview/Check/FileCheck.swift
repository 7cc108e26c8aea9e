import Foundation
import SplashLottie
import SplashScene
import SplashFormats
import SplashImport

/// `splashvid check`: scene files, Lottie files and batch manifests validated without
/// rendering, each problem with the file, line and column and JSON path
/// an editor jumps to.
public enum FileCheck {
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public var file: String
        public var line: Int?
        public var column: Int?
        /// The JSON path of the field (empty for the whole file).
        public var path: String
        public var message: String
        /// Worth saying, not a failure (a launch screen drawn differently).
        public var isWarning = false

        /// `launch.json:12:7: layers[0].opacty: unknown key …`.
        public var description: String {
            var text = file
            if let line { text += ":\(line)" + (column.map { ":\($0)" } ?? "") }
            text += path.isEmpty ? ": \(message)" : ": \(path): \(message)"
            return RenderError.oneLine(text)
        }
    }

    public enum Kind: String, Sendable {
        case scene, manifest
        case lottie = "Lottie animation"
        case launchScreen = "launch screen"
        case svg = "SVG image"
        case pdf = "PDF image"
        case image
        case code = "Swift launch animation"
    }

    /// What an image file is, by its name or its first bytes; nil for
    /// anything else.
    static func imageKind(path: String, head: [UInt8]) -> Kind? {
        switch FileKind(sniffing: head) {
        case .svg?: return .svg
        case .pdf?: return .pdf
        case .png?, .jpeg?, .webp?, .gif?, .heif?: return .image
        default: break
        }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": return .svg
        case "pdf": return .pdf
        case "png", "jpg", "jpeg", "webp", "gif", "heic": return .image
        default: return nil
        }
    }

    /// An image (an SVG, a PDF, a bitmap) read as a scene's image is: its
    /// error, or nothing.
    static func imageProblems(_ path: String) -> [Problem] {
        do {
            try ImageAssets.check(file: path)
            return []
        } catch {
            var message = "\(error)"
            if message.hasPrefix("cannot use ") { message = String(message.dropFirst("cannot use ".count)) }
            return [Problem(file: path, path: "", message: message)]
        }
    }

    /// What the file is and every problem found (empty: it is fine).
    /// A scene is checked on `screen`'s canvas with its parameters'
    /// defaults; its problems are the first of each layer that has one
    /// (`SceneDecoder.check`); a manifest's, its first.
    /// `target` picks an Xcode project's app target (`--target`).
    public static func check(_ path: String, screen: RenderScreen, target: String? = nil) -> (kind: Kind, problems: [Problem]) {
        let shown = path
        let lowered = path.lowercased()
        let launchScreenKinds = [".storyboard", ".xib", ".plist", ".xcodeproj", ".xcodeproj/"]
        if launchScreenKinds.contains(where: lowered.hasSuffix) {
            return (.launchScreen, launchScreenProblems(path, screen: screen, target: target))
        }
        // Images are checked as a scene draws them (their own size limit, not a scene's).
        if let handle = FileHandle(forReadingAtPath: path) {
            let head = [UInt8]((try? handle.read(upToCount: FileKind.sniffLength)) ?? Data())
            try? handle.close()
            if let kind = imageKind(path: path, head: head) { return (kind, imageProblems(path)) }
        }
        if lowered.hasSuffix(".swift") {
            return (.code, codeProblems(path, screen: screen))
        }
        let bytes: [UInt8]
        do {
            bytes = try RenderError.reading { () throws(FileReadError) in try BoundedFile(noun: "file", plural: "files checked", limit: SceneSource.maximumFileBytes).read(path, shownAs: shown) }
        } catch {
            return (.scene, [Problem(file: shown, path: "", message: error.description.replacingOccurrences(of: "\(shown): ", with: ""))])
        }
        let data = Data(bytes)
        // Lottie JSON, dotLottie archives and Telegram stickers (gzip) are
        // told by their content (SplashFormats' FileKind), whatever their names.
        if let kind = FileKind(sniffing: bytes.prefix(FileKind.sniffLength)), kind == .lottieJSON || kind == .zip || kind == .gzip {
            return (.lottie, lottieProblems(data, path: path, shown: shown))
        }
        if isManifest(data) {
            do {
                _ = try BatchManifest(data: data, file: URL(fileURLWithPath: path))
                return (.manifest, [])
            } catch {
                return (.manifest, [problem(fromLine: "\(error)", file: shown, bytes: bytes)])
            }
        }
        let file = URL(fileURLWithPath: path)
        let errors = SceneDecoder.check(data, file: shown, canvas: screen.canvas, assetsFolder: file.deletingLastPathComponent(), assetFiles: .mustExist)
        return (.scene, errors.map { error in
            if error.path.isEmpty { return problem(fromLine: error.message, file: shown, bytes: bytes) }
            let position = JSONPositions.locate(error.path, in: bytes)
            return Problem(file: shown, line: position?.line, column: position?.column, path: error.path, message: error.message)
        })
    }

    /// A launch screen laid out for the screen's device: its error, or its
    /// warnings (drawn differently or not at all), each a problem.
    static func launchScreenProblems(_ path: String, screen: RenderScreen, target: String? = nil) -> [Problem] {
        do {
            let launch = try LaunchScreenLoader.load(LaunchScreenOptions(path: path, target: target), device: LaunchScreenLoader.device(for: screen))
            return launch.warnings.map { Problem(file: $0.file, line: $0.line, column: nil, path: "", message: "warning: \($0.message)", isWarning: true) }
        } catch {
            return [problem(fromLine: "\(error)", file: path, bytes: [])]
        }
    }

    /// A Swift file interpreted and its scene decoded as `--code` does:
    /// its error, or what of it is not drawn, each with its line.
    static func codeProblems(_ path: String, screen: RenderScreen) -> [Problem] {
        func located(_ text: String, isWarning: Bool) -> Problem {
            let line = RenderError.oneLine(text)
            if let match = line.firstMatch(of: #/^(.*?):(\d+): (?:warning: )?(.*)$/#) {
                return Problem(file: String(match.output.1), line: Int(match.output.2), column: nil, path: "",
                               message: (isWarning ? "warning: " : "") + String(match.output.3), isWarning: isWarning)
            }
            return Problem(file: path, path: "", message: line, isWarning: isWarning)
        }
        do {
            let scene = try SceneSource.code(URL(fileURLWithPath: path), CodeOptions()).scene(canvas: screen.canvas)
            return scene.importWarnings.map { located($0, isWarning: true) }
        } catch {
            return [located("\(error)", isWarning: false)]
        }
    }

    /// A Lottie file read and translated as `--lottie` does, its budget
    /// counted: its error at its JSON path, or each feature it does not
    /// draw as a warning (not failing, as a render draws the rest).
    static func lottieProblems(_ data: Data, path: String, shown: String) -> [Problem] {
        let imported: LottieScene
        do {
            imported = try LottieImporter.scene(file: data, file: shown, folder: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                background: .clear)
        } catch {
            let position = error.path.isEmpty ? nil : JSONPositions.locate(error.path, in: [UInt8](data))
            return [Problem(file: error.file, line: position?.line, column: position?.column, path: error.path, message: error.message)]
        }
        do throws(ExpansionError) {
            try imported.scene.checkExpansion()
        } catch {
            return [Problem(file: shown, path: "", message: "\(error)")]
        }
        return imported.warnings.map { warning in
            let position = JSONPositions.locate(warning.path, in: [UInt8](data))
            return Problem(file: warning.file, line: position?.line, column: position?.column, path: warning.location,
                           message: "warning: \(warning.message)", isWarning: true)
        }
    }

    /// A manifest has jobs or a matrix and none of a scene's keys.
    static func isManifest(_ data: Data) -> Bool {
        guard case .object(let members)? = try? JSONValue.parse(data, file: "") else { return false }
        return (members["jobs"] != nil || members["matrix"] != nil) && members["layers"] == nil
    }

    /// "m.json: jobs[0].fsp: unknown key …" (or a JSON syntax error's
    /// "m.json: not valid JSON: line 1, column 29: …") as a problem with
    /// its position.
    static func problem(fromLine line: String, file: String, bytes: [UInt8]) -> Problem {
        var rest = line
        if rest.hasPrefix(file + ": ") { rest = String(rest.dropFirst(file.count + 2)) }
        if let syntax = rest.firstMatch(of: #/^not valid JSON: line (\d+), column (\d+): (.*)$/#) {
            return Problem(file: file, line: Int(syntax.output.1), column: Int(syntax.output.2), path: "", message: "not valid JSON: " + String(syntax.output.3))
        }
        // A JSON path has no blank: "jobs[0].fsp", "defaults.devices[1]".
        if let colon = rest.range(of: ": "), !rest[..<colon.lowerBound].contains(" ") {
            let path = String(rest[..<colon.lowerBound])
            let position = JSONPositions.locate(path, in: bytes)
            return Problem(file: file, line: position?.line, column: position?.column, path: path, message: String(rest[colon.upperBound...]))
        }
        return Problem(file: file, path: "", message: rest)
    }

    /// `splashvid check --json`: one document, keys sorted, for scripts
    /// and editors. Its keys are documented in the README and kept stable
    /// (a test lists them):
    ///
    ///     {"checked": 2, "failed": 1,
    ///      "files": [{"file": "launch.json", "kind": "scene", "valid": false,
    ///                 "problems": [{"file": "launch.json", "line": 4, "column": 17, "path": "layers[0].opacty",
    ///                               "message": "unknown key …", "warning": false}]}]}
    public static let jsonKeys = ["checked", "failed", "files"]
    public static let fileKeys = ["file", "kind", "valid", "problems"]
    public static let problemKeys = ["file", "line", "column", "path", "message", "warning"]

    public static func json(_ results: [(file: String, kind: Kind, problems: [Problem])], failed: Int) -> String {
        let files: [[String: Any]] = results.map { result in
            [
                "file": result.file, "kind": result.kind.jsonName, "valid": result.problems.allSatisfy(\.isWarning),
                "problems": result.problems.map { problem in
                    [
                        "file": problem.file, "line": problem.line ?? NSNull(), "column": problem.column ?? NSNull(), "path": problem.path,
                        "message": problem.message.hasPrefix("warning: ") ? String(problem.message.dropFirst("warning: ".count)) : problem.message,
                        "warning": problem.isWarning,
                    ] as [String: Any]
                },
            ]
        }
        let object: [String: Any] = ["checked": results.count, "failed": failed, "files": files]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension FileCheck.Kind {
    /// The kind as `--json` names it: one word.
    public var jsonName: String {
        switch self {
        case .scene: "scene"
        case .manifest: "manifest"
        case .lottie: "lottie"
        case .launchScreen: "launch-screen"
        case .svg: "svg"
        case .pdf: "pdf"
        case .image: "image"
        case .code: "code"
        }
    }
}
