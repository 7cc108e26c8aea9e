import Foundation
import SplashLottie
import SplashScene
import SplashFormats
import SplashImport
import SplashRender

/// A batch manifest, read and expanded: every job it declares, one per
/// scene and screen, in the order written (matrix blocks first).
///
///     {
///       "output": "previews",
///       "defaults": {"devices": ["iphone-se"], "fps": 30},
///       "matrix": [{"presets": "all", "devices": ["iphone-se", "iphone-15"]}],
///       "jobs": [{"name": "kugou-night", "preset": "kugou", "parameters": {"text": "Good night"},
///                 "stills": [0.5, 1.2], "crf": 20}]
///     }
///
/// A job's settings come from the job (or matrix block), else from
/// `defaults`, else from splashvid's own defaults (those of `splashvid
/// render`).
public struct BatchManifest: Sendable {
    public var file: URL
    /// Where outputs, records and reports go (`output`, relative to the
    /// manifest's folder; default "previews").
    public var outputFolder: URL
    public var jobs: [BatchJob]
    /// SHA-256 of the manifest's bytes.
    public var digest: String

    public static let maximumJobs = 10_000
    public static let maximumFileBytes = 4 << 20
    static let topKeys = ["$schema", "output", "defaults", "matrix", "jobs"]
    /// What a job, a matrix block or `defaults` may set: the manifest's
    /// own keys, then every option of the render vocabulary.
    static let settingKeys = ["parameters", "devices", "video", "sheet", "stills"] + RenderVocabulary.all.map(\.manifestKey)

    public init(contentsOf file: URL) throws {
        let data = try RenderError.reading { () throws(FileReadError) in try BoundedFile(noun: "manifest", plural: "manifests", limit: Self.maximumFileBytes).read(file.path, shownAs: file.relativePath) }
        try self.init(data: Data(data), file: file)
    }

    /// Reads manifest bytes; `file` names it in errors and anchors
    /// relative paths.
    public init(data: Data, file: URL) throws {
        let name = file.lastPathComponent
        let document: JSONValue
        do { document = try JSONValue.parse(data, file: name) } catch {
            throw RenderError("\(error)")
        }
        var reader = ManifestReader(folder: file.deletingLastPathComponent())
        let root = try JSONField(file: name, value: document).object(known: Self.topKeys)
        if let output = root["output"] {
            self.outputFolder = URL(fileURLWithPath: try output.nonEmptyString(), relativeTo: reader.folder).standardizedFileURL
        } else {
            self.outputFolder = reader.folder.appendingPathComponent("previews").standardizedFileURL
        }
        if let defaults = root["defaults"] {
            reader.defaults = try reader.settings(defaults.object(known: Self.settingKeys), inherited: JobSettings())
        }
        guard root["matrix"] != nil || root["jobs"] != nil else {
            throw JSONField(file: name, value: document).error("has no jobs: give \"jobs\", \"matrix\" or both (see `splashvid batch --example`)")
        }
        if let matrix = root["matrix"] {
            for block in try matrix.elements() { try reader.readMatrix(block) }
        }
        if let jobs = root["jobs"] {
            for block in try jobs.elements() { try reader.readJob(block) }
        }
        guard !reader.jobs.isEmpty else {
            throw JSONField(file: name, value: document).error("declares no jobs")
        }
        self.file = file
        self.jobs = reader.jobs
        self.digest = SHA256.hex([UInt8](data))
    }
}

/// What a job block may set, and may inherit from `defaults`.
struct JobSettings {
    var parameters: [String: JSONField] = [:]
    var screens: [RenderScreen]?
    var video: Bool?
    /// `"video": "gif"` (an extension) picks the format, `"hevc"` (or
    /// another name of an MP4's codec) an MP4 of it; `true` is an MP4 of H.264.
    var videoCodec: VideoCodec?
    var sheet: Bool?
    var stills: [Double]?
    /// The render vocabulary's options as written, by key: each read by
    /// `RenderSettings.read` (a job's over its defaults'), so an error
    /// names the field that was written.
    var options: [String: JSONField] = [:]
}

/// Reads job and matrix blocks into jobs.
struct ManifestReader {
    let folder: URL
    var defaults = JobSettings()
    var jobs: [BatchJob] = []
    var declaredAt: [String: String] = [:]

    /// A job name names files: ASCII letters and digits, then also '.',
    /// '_' and '-' (checked character by character: a pattern's `$` would
    /// let a trailing line break through).
    static func isValidName(_ name: String) -> Bool {
        func alphanumeric(_ c: Unicode.Scalar) -> Bool { c.isASCII && (CharacterSet.alphanumerics.contains(c)) }
        guard let first = name.unicodeScalars.first, alphanumeric(first) else { return false }
        return name.unicodeScalars.allSatisfy { alphanumeric($0) || $0 == "." || $0 == "_" || $0 == "-" }
    }

    func settings(_ fields: [String: JSONField], inherited: JobSettings) throws(JSONFileError) -> JobSettings {
        var settings = inherited
        if let parameters = fields["parameters"] {
            var values = inherited.parameters
            let members = try parameters.members()
            for key in members.keys.sorted() {
                guard let field = members[key] else { continue }
                switch field.value {
                case .string, .number, .bool: values[key] = field
                default: throw field.error("expected a string, a number or true/false, found \(field.value.kindName)")
                }
            }
            settings.parameters = values
        }
        if let devices = fields["devices"] {
            settings.screens = try devices.strings().map { (field) throws(JSONFileError) in
                let text = try field.nonEmptyString()
                guard let screen = RenderScreen(text) else {
                    throw field.error("unknown device \"\(text)\"; available: \(RenderScreen.deviceNames), or WIDTHxHEIGHT@SCALE in points (at most \(RenderLimits.maximumSide) pixels a side, \(RenderLimits.maximumPixels / 1_000_000) megapixels in all)")
                }
                return screen
            }
        }
        if let video = fields["video"] {
            if case .string(let text) = video.value {
                let supported = (OutputFormats.videoExtensions + ["hevc"]).map { "\"\($0)\"" }.joined(separator: ", ")
                // "hevc", "h265"…: an MP4 of that codec, as `--codec` makes.
                guard let codec = text == text.lowercased() ? VideoCodec.forExtension(text) ?? VideoCodecAlias.codec(named: text) : nil else {
                    throw video.error("expected true, false, a video format's extension or \"hevc\" (\(supported)), not \"\(text)\"")
                }
                settings.video = true
                settings.videoCodec = codec
            } else {
                settings.video = try video.bool()
                settings.videoCodec = nil
            }
        }
        if let sheet = fields["sheet"] { settings.sheet = try sheet.bool() }
        for option in RenderVocabulary.all {
            guard let field = fields[option.manifestKey] else { continue }
            var checked = RenderSettings()
            do { try checked.read(option.name, field.value) } catch { throw error.manifestError(at: field) }
            settings.options[option.manifestKey] = field
        }
        if let assets = fields["assets"], settings.options["launchScreen"] == nil { throw assets.error("goes with \"launchScreen\"") }
        if let appearance = fields["appearance"], settings.options["launchScreen"] == nil { throw appearance.error("goes with \"launchScreen\"") }
        if let target = fields["target"], settings.options["launchScreen"] == nil { throw target.error("goes with \"launchScreen\"") }
        if let stills = fields["stills"] {
            settings.stills = try stills.elements().map { (field) throws(JSONFileError) in try field.number(in: 0...SceneDecoder.maximumDuration) }
        }
        return settings
    }

    mutating func readJob(_ block: JSONField) throws(JSONFileError) {
        let fields = try block.object(known: ["name", "preset", "scene", "lottie", "strict", "animation"] + BatchManifest.settingKeys)
        let source: SceneSource, defaultName: String
        var composition: LottieComposition?
        switch (fields["preset"], fields["scene"], fields["lottie"]) {
        case (nil, nil, nil): throw block.error("needs \"preset\", \"scene\" or \"lottie\"")
        case (let preset?, nil, nil): (source, defaultName) = try presetSource(preset)
        case (nil, let scene?, nil): (source, defaultName) = try sceneSource(scene)
        case (nil, nil, let lottie?):
            let strict = try fields["strict"]?.bool() ?? false
            let animation = try fields["animation"]?.nonEmptyString()
            (source, defaultName, composition) = try lottieSource(lottie, options: LottieOptions(strictness: strict ? .strict : .lenient,
                                                                                                animation: animation))
        default: throw block.error("give one of \"preset\", \"scene\" and \"lottie\"")
        }
        if let strict = fields["strict"], composition == nil { throw strict.error("goes with \"lottie\"") }
        if let animation = fields["animation"], composition == nil { throw animation.error("goes with \"lottie\" (a .lottie archive's animation)") }
        var name = defaultName
        if let field = fields["name"] {
            name = try field.nonEmptyString()
            guard Self.isValidName(name) else {
                throw field.error("must be letters, digits, '.', '_' or '-' (it names the output files), not \(name.debugDescription)")
            }
        }
        var settings = try settings(fields, inherited: defaults)
        var lottieRate: Int?
        if let composition {
            // A Lottie renders at its own size (scale 2) and rate unless told.
            if fields["devices"] == nil, defaults.screens == nil, let screen = RenderScreen("\(composition.width)x\(composition.height)@2") {
                settings.screens = [screen]
            }
            if settings.options["fps"] == nil {
                lottieRate = Int(composition.frameRate.rounded())
            }
        }
        try add(name: name, source: source, settings: settings, block: block, fallbackRate: lottieRate)
    }

    mutating func readMatrix(_ block: JSONField) throws(JSONFileError) {
        let fields = try block.object(known: ["presets", "scenes"] + BatchManifest.settingKeys)
        var sources: [(SceneSource, String)] = []
        if let presets = fields["presets"] {
            if case .string("all") = presets.value {
                sources += Preset.all.map { (.preset($0), $0.name) }
            } else {
                for field in try presets.strings() { sources.append(try presetSource(field)) }
            }
        }
        if let scenes = fields["scenes"] {
            for field in try scenes.strings() { sources.append(try sceneSource(field)) }
        }
        guard !sources.isEmpty else { throw block.error("needs \"presets\" (a list, or \"all\") or \"scenes\"") }
        let settings = try settings(fields, inherited: defaults)
        for (source, name) in sources {
            try add(name: name, source: source, settings: settings, block: block)
        }
    }

    private func presetSource(_ field: JSONField) throws(JSONFileError) -> (SceneSource, String) {
        let name = try field.nonEmptyString()
        guard let preset = Preset.named(name) else {
            throw field.error(Preset.unknownMessage(name))
        }
        return (.preset(preset), name)
    }

    private func sceneSource(_ field: JSONField) throws(JSONFileError) -> (SceneSource, String) {
        let url = try existingFile(field, noun: "scene file")
        return (.file(url), Self.stem(of: url, fallback: "scene"))
    }

    /// A Lottie job's file, read once here for its size and frame rate.
    private func lottieSource(_ field: JSONField, options: LottieOptions) throws(JSONFileError) -> (SceneSource, String, LottieComposition) {
        let url = try existingFile(field, noun: "Lottie file")
        let source = SceneSource.lottie(url, options)
        let composition: LottieComposition
        do { composition = try source.lottieComposition() } catch {
            throw field.error("\(error)")
        }
        return (source, Self.stem(of: url, fallback: "lottie"), composition)
    }

    /// The file a field names, relative to the manifest's folder.
    private func existingFile(_ field: JSONField, noun: String) throws(JSONFileError) -> URL {
        let path = try field.nonEmptyString()
        let url = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw field.error("no \(noun) \(path) (paths are relative to the manifest's folder)")
        }
        return url
    }

    /// A file's name without its extension, as a job name.
    private static func stem(of url: URL, fallback: String) -> String {
        let stem = String(url.deletingPathExtension().lastPathComponent.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "-" })
        return stem.isEmpty ? fallback : stem
    }

    private mutating func add(name: String, source: SceneSource, settings: JobSettings, block: JSONField, fallbackRate: Int? = nil) throws(JSONFileError) {
        let written = settings.parameters.compactMapValues(Self.text(of:))
        let parameters = resolvedParameters(written, for: source)
        let screens = settings.screens ?? [.defaultDevice]
        let hasVideo = settings.video ?? true
        let format = settings.videoCodec ?? .h264
        let (render, videoOptions) = try renderSettings(settings.options, format: hasVideo ? format : nil,
                                                        output: hasVideo ? "\(name).\(format.fileExtension)" : "no video", block: block)
        let codec = videoOptions.codec
        let fps = render.rate(for: codec, fallback: fallbackRate)
        if render.maxSize != nil, hasVideo, !SizeBudget.applies(to: codec, webp: videoOptions.webp) {
            throw block.error("\"maxSize\" has nothing to search in \(codec.displayName): use \"mp4\", \"webm\", \"webp\" or \"gif\"")
        }
        let sizing: PictureSizing
        do { sizing = try render.sizing(for: hasVideo ? codec : nil, scaleGiven: false) } catch {
            throw error.manifestError(at: settings.options[RenderOption.declared(error.option).manifestKey] ?? block)
        }
        guard fps <= codec.maximumFPS || !hasVideo else {
            throw block.error("\"fps\" \(fps) is too high for a \(codec.displayName): at most \(codec.maximumFPS) (GIF delays are whole centiseconds)")
        }
        let frameRange: ClosedRange<Int>?
        do { frameRange = try render.frameRange(hasFrames: hasVideo) } catch { throw error.manifestError(at: settings.options[RenderOption.declared(error.option).manifestKey] ?? block) }
        let launchScreen: LaunchScreenOptions?
        do {
            launchScreen = try render.launchScreenOptions { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL.path }
        } catch {
            throw error.manifestError(at: settings.options[RenderOption.declared(error.option).manifestKey] ?? block)
        }
        for screen in screens.map({ $0.held(render.orientation ?? .portrait) }) {
            var job = BatchJob(name: name, origin: block.path, source: source, parameters: parameters, parametersAsWritten: written, screen: screen,
                               fps: fps, crf: render.crf ?? RenderJob.defaultCRF, speed: render.speed ?? RenderJob.defaultSpeed,
                               video: hasVideo, sheet: settings.sheet ?? true, stills: settings.stills ?? [], videoOptions: videoOptions,
                               maxSize: render.maxSize, frame: render.frameStyle, launchScreen: launchScreen, frameRange: frameRange)
            do throws(RenderError) {
                _ = try job.render(in: folder).deviceFrame()
            } catch {
                throw block.error("\"frame\": \(error.description)")
            }
            // "width"/"height", or a .gif's or .webp's web size.
            do { job.screen = try job.render(in: folder).sized(sizing).screen } catch {
                throw error.manifestError(at: settings.options[RenderOption.declared(error.option).manifestKey] ?? block)
            }
            guard !job.outputFiles.isEmpty else {
                throw block.error("writes nothing: \"video\" and \"sheet\" are false and there are no \"stills\"")
            }
            var stillTimes: [String: Double] = [:]
            for time in job.stills {
                if let earlier = stillTimes.updateValue(time, forKey: job.stillFile(at: time)) {
                    throw block.error("stills \(JSONValue.text(of: earlier)) and \(JSONValue.text(of: time)) would both be written as \(job.stillFile(at: time)); give instants at least 0.01 s apart")
                }
            }
            if let earlier = declaredAt[job.id] {
                throw block.error("the job \(job.id) is already declared by \(earlier); give one of them a \"name\"")
            }
            guard jobs.count < BatchManifest.maximumJobs else {
                throw block.error("makes the manifest exceed \(BatchManifest.maximumJobs) jobs")
            }
            declaredAt[job.id] = block.path
            jobs.append(job)
        }
    }

    /// The render options a job was given (its own over its defaults'),
    /// and its video's codec and options for `format` (nil: no video).
    /// An option written in the job's block that does not apply to its
    /// format is an error at that field; one inherited from `defaults`
    /// (which apply to jobs of every format) is left out.
    private func renderSettings(_ fields: [String: JSONField], format: VideoCodec?, output: String,
                                block: JSONField) throws(JSONFileError) -> (RenderSettings, VideoOptions) {
        var fields = fields
        while true {
            var settings = RenderSettings()
            for option in RenderVocabulary.all {
                guard let field = fields[option.manifestKey] else { continue }
                do { try settings.read(option.name, field.value) } catch { throw error.manifestError(at: field) }
            }
            do {
                return (settings, try settings.videoOptions(for: format, output: output))
            } catch {
                let key = RenderOption.declared(error.option).manifestKey
                guard let field = fields[key] else { throw error.manifestError(at: block) }
                if field.path == block.childPath(key) { throw error.manifestError(at: field) }
                fields[key] = nil
            }
        }
    }

    /// A parameter's value as text (numbers as written, true/false).
    static func text(of field: JSONField) -> String? {
        switch field.value {
        case .string(let string): string
        case .number(let number): JSONValue.text(of: number)
        case .bool(let flag): flag ? "true" : "false"
        default: nil
        }
    }

    /// An image parameter's relative path made absolute against the
    /// manifest's folder. (A scene file that cannot be read keeps its
    /// values as written; its job fails with the reason.)
    private func resolvedParameters(_ values: [String: String], for source: SceneSource) -> [String: String] {
        let declared = (try? source.parameters()) ?? []
        var resolved = values
        for (name, text) in values where !text.hasPrefix("/") && declared.first(where: { $0.name == name })?.kind == .image {
            resolved[name] = URL(fileURLWithPath: text, relativeTo: folder).standardizedFileURL.path
        }
        return resolved
    }
}
