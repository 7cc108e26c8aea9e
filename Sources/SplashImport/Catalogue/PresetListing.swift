import SplashScene

/// What `splashvid presets` prints: the built-in presets with their length
/// and summary, and, asked for, the parameters each takes and the option
/// that sets each.
public enum PresetListing {
    /// The names of the built-in presets.
    public static var names: [String] { Preset.all.map(\.name) }

    /// How much to say of each preset.
    public enum Detail: Sendable {
        /// One line: name, length, summary.
        case summary
        /// That line, then the parameters it takes (presets separated by an empty line).
        case parameters
    }

    /// The lines for one preset (`name`), or for all.
    public static func lines(for name: String? = nil, detail: Detail) throws -> [String] {
        var presets = Preset.all
        if let name {
            guard let preset = Preset.named(name) else {
                throw RenderError(Preset.unknownMessage(name))
            }
            presets = [preset]
        }
        let canvas = RenderScreen.defaultDevice.canvas
        let width = presets.map(\.name.count).max() ?? 0
        var lines: [String] = []
        for (index, preset) in presets.enumerated() {
            // Through the source, so a Lottie the preset plays gives it its length.
            let scene = try SceneSource.preset(preset).scene(canvas: canvas)
            if index > 0, detail == .parameters { lines.append("") }
            lines.append("\(preset.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(formatSeconds(scene.duration))  \(scene.summary)")
            if detail == .parameters {
                lines += parameterLines(try preset.parameters()).map { "  " + $0 }
            }
        }
        return lines
    }

    static func parameterLines(_ parameters: [SceneParameter]) -> [String] {
        let rows = parameters.map { parameter -> (String, String) in
            let option = switch parameter.name {
            case "logo", "screen", "text", "ad": "--\(parameter.name)"
            default: parameter.kind == .color ? "--color \(parameter.name)=" : "--set \(parameter.name)="
            }
            var kind: String
            switch parameter.kind {
            case .number(let range) where range.lowerBound > -1e9 || range.upperBound < 1e9:
                kind = "number \(format(range.lowerBound))–\(format(range.upperBound))"
            case .choice(let values): kind = values.joined(separator: "|")
            default: kind = parameter.kind.name
            }
            var fallback: String
            if let value = parameter.defaultValue {
                fallback = "default \(parameter.kind == .text ? "\"\(value)\"" : value)"
            } else if let pick = parameter.pick {
                fallback = "default: one of \(pick.candidates.count), picked by \(pick.seedParameter)"
            } else {
                fallback = "default: built-in placeholder"
            }
            if let byChoice = parameter.byChoice {
                fallback += "; by \(byChoice.parameter): \(byChoice.order.joined(separator: ", "))"
            }
            return ("\(option) (\(kind))", "\(parameter.summary) [\(fallback)]")
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
    }

    /// The README's table of every preset's parameters, made from the
    /// presets themselves (`splashvid presets --markdown`), so that it
    /// cannot drift from them: one row a preset, each parameter as the
    /// option that sets it and what it is.
    public static func markdownTable() throws -> [String] {
        var lines = ["| preset | parameters (`splashvid presets NAME` shows kinds, defaults and ranges) |", "| --- | --- |"]
        for preset in Preset.all {
            let cells = try preset.parameters().map { parameter in
                "`\(parameter.name)` (\(parameter.summary.replacingOccurrences(of: "|", with: "\\|")))"
            }
            lines.append("| \(preset.name) | \(cells.joined(separator: "; ")) |")
        }
        return lines
    }

    private static func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}

/// "1.25 s", "2 s": seconds with at most two decimals and no trailing zeros.
func formatSeconds(_ seconds: Double) -> String {
    var text = String(format: "%.2f", seconds)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text + " s"
}
