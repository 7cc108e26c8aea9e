import Foundation
import SplashRender
import SplashFormats
import SplashImport
import SplashReview

/// The sources of `splashvid compare` as typed: each a preset name or a
/// scene file, followed by the options that apply to it alone
/// (`kugou --set brand=#FF2D55 --label Pink`).
struct CompareSource: Equatable {
    /// The preset name or file, as typed.
    var typed: String
    /// `--logo`, `--screen`, `--text`, `--ad`, by parameter name, in order.
    var shorthands: [String: String] = [:]
    var colors: [String] = []
    var settings: [String] = []
    var label: String?

    /// The options one source takes.
    static let options = ["--set", "--color", "--label", "--logo", "--screen", "--text", "--ad"]
    /// At most this many sources (and panels).
    static let maximumCount = ComparisonLayout.panelCounts.upperBound

    /// The words after `compare` that are not the command's own options,
    /// in order, as sources with their options. `commandOptions` are the
    /// command's own, for "did you mean" on a mistyped one.
    static func parse(_ words: [String], commandOptions: [String]) throws -> [CompareSource] {
        var sources: [CompareSource] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word.hasPrefix("-"), word.count > 1 else {
                sources.append(CompareSource(typed: word))
                continue
            }
            // `--set=brand=#FF2D55` as `--set brand=#FF2D55`.
            var option = word, value: String?
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                option = String(word[..<equals])
                value = String(word[word.index(after: equals)...])
            }
            guard options.contains(option) else {
                let hint = Spelling.closest(to: option, among: options + commandOptions).map { " Did you mean '\($0)'?" } ?? ""
                throw RenderError("Unknown option '\(option)'.\(hint)")
            }
            guard !sources.isEmpty else {
                throw RenderError("\(option) applies to the source before it: write it after one, like `kugou \(option) …`")
            }
            if value == nil, index < words.count {
                value = words[index]
                index += 1
            }
            guard let value else { throw RenderError("\(option) needs a value after it") }
            try sources[sources.count - 1].add(option, value)
        }
        guard !sources.isEmpty else {
            throw RenderError("nothing to compare: give two sources or more (presets or scene files), like `splashvid compare kugou kugou --set brand=#FF2D55 -o cmp.mp4`")
        }
        guard sources.count <= maximumCount else {
            throw RenderError("compare shows at most \(maximumCount) sources, not \(sources.count)")
        }
        return sources
    }

    private mutating func add(_ option: String, _ value: String) throws {
        switch option {
        case "--set": settings.append(value)
        case "--color": colors.append(value)
        case "--label":
            if label != nil { throw RenderError("--label is given twice for \(typed)") }
            label = value
        default:
            let name = String(option.dropFirst(2))
            if shorthands[name] != nil { throw RenderError("\(option) is given twice for \(typed)") }
            shorthands[name] = value
        }
    }

    /// The scene: a preset of that name, else a file (a name ending in
    /// .json or .lottie, or a file that exists): a Lottie animation when it
    /// is a dotLottie archive or its JSON has Bodymovin's frame rate,
    /// in and out points and layers (`fr`, `ip`, `op`, `layers`), else a
    /// scene file; else an error suggesting the nearest preset.
    func sceneSource() throws -> SceneSource {
        if let preset = try? SceneSource.preset(named: typed) { return preset }
        let url = URL(fileURLWithPath: typed)
        let ext = url.pathExtension.lowercased()
        if ext == "lottie" { return .lottie(url, LottieOptions(strictness: .lenient)) }
        if ext == "json" || FileManager.default.fileExists(atPath: typed) {
            let file = SceneSource.file(url)
            if let data = try? file.data(), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
               ["fr", "ip", "op", "layers"].allSatisfy({ object[$0] != nil }) {
                return .lottie(url, LottieOptions(strictness: .lenient))
            }
            return file
        }
        let names = PresetListing.names
        let hint = Spelling.closest(to: typed, among: names).map { "did you mean \"\($0)\"? " } ?? ""
        throw RenderError("unknown preset \"\(typed)\" (and no such file): \(hint)presets are \(names.joined(separator: ", ")); a scene file ends in .json")
    }

    /// The parameter values, checked against what the scene declares.
    func parameters(for source: SceneSource) throws -> [String: String] {
        let shorthands = CompareSource.options.dropFirst(3).map { option in
            let name = String(option.dropFirst(2))
            return (name, self.shorthands[name])
        }
        return try ParameterOptions.values(shorthands: shorthands, colors: colors, settings: settings, for: source)
    }

    /// What the label says unless `--label`: the source and its
    /// parameters as typed ("kugou brand=#FF2D55").
    var defaultLabel: String {
        let shorthandWords = CompareSource.options.dropFirst(3).compactMap { option in
            shorthands[String(option.dropFirst(2))].map { "\(option.dropFirst(2))=\($0)" }
        }
        return ([typed] + shorthandWords + colors + settings).joined(separator: " ")
    }
}
