import ArgumentParser
import SplashRender
import SplashImport

/// The options that fill in a scene's parameters: shorthands for the ones
/// most presets share, `--color` for colours and `--set` for anything.
struct ParameterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Your logo (PNG, JPEG, WebP or SVG) in place of the placeholder: sets the `logo` parameter.", valueName: "file"), completion: Completions.images)
    var logo: String?

    @Option(help: ArgumentHelp("Your app's first screen (a screenshot) that the animation reveals: sets `screen`.", valueName: "file"), completion: Completions.images)
    var screen: String?

    @Option(help: ArgumentHelp("The main line of text (a slogan, a card title): sets `text`.", valueName: "text"))
    var text: String?

    @Option(help: ArgumentHelp("The ad or greeting image of a splash with an ad: sets `ad`.", valueName: "file"), completion: Completions.images)
    var ad: String?

    @Option(name: .customLong("color"), help: ArgumentHelp("A colour parameter, as NAME=#RRGGBB (repeatable).", valueName: "name=#rrggbb"))
    var colors: [String] = []

    @Option(name: .customLong("set"), help: ArgumentHelp("Any parameter, as NAME=VALUE (repeatable); `splashvid presets NAME` lists a preset's.", valueName: "name=value"))
    var settings: [String] = []

    /// Every value given, by parameter name, checked against what the scene
    /// declares (a colour option must name a colour parameter).
    func values(for source: SceneSource) throws -> [String: String] {
        try Self.values(shorthands: [("logo", logo), ("screen", screen), ("text", text), ("ad", ad)], colors: colors, settings: settings,
                        for: source)
    }

    /// The shorthands' values (`--logo`…, nil when not given), `--color`
    /// and `--set` entries (NAME=VALUE), by parameter name, checked
    /// against what `source` declares.
    static func values(shorthands: [(String, String?)], colors: [String], settings: [String], for source: SceneSource) throws -> [String: String] {
        var values: [String: String] = [:]
        var origin: [String: String] = [:]
        func add(_ name: String, _ value: String, from option: String) throws {
            if let earlier = origin[name] {
                throw RenderError("\(option) sets \(name) again (already set by \(earlier))")
            }
            values[name] = value
            origin[name] = option
        }
        for (name, value) in shorthands {
            if let value { try add(name, value, from: "--\(name)") }
        }
        for (option, entries) in [("--color", colors), ("--set", settings)] {
            for entry in entries {
                guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex else {
                    throw RenderError("\(option) takes NAME=VALUE, not \"\(entry)\"")
                }
                try add(String(entry[..<equals]), String(entry[entry.index(after: equals)...]), from: "\(option) \(entry)")
            }
        }
        let colours = Set(origin.filter { $0.value.hasPrefix("--color") }.keys)
        return try source.checkedParameters(values, origins: origin, colours: colours)
    }
}
