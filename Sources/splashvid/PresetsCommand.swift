import ArgumentParser
import SplashGeometry
import SplashRender
import SplashScene

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the built-in presets; name one (or add --verbose) to see the parameters you can set.",
        discussion: """
        Examples:
          splashvid presets
          splashvid presets yula
          splashvid presets --verbose
        """
    )

    @Argument(help: "A preset whose parameters to list.")
    var name: String?

    @Flag(name: .shortAndLong, help: "List every preset's parameters.")
    var verbose = false

    func run() throws {
        let canvas = Device.named(Device.defaultName)?.points ?? Size(width: 393, height: 852)
        var presets = Preset.all
        if let name {
            guard let preset = Preset.named(name) else {
                throw RenderError("unknown preset \"\(name)\"; available: \(Preset.all.map(\.name).joined(separator: ", "))")
            }
            presets = [preset]
        }
        let width = presets.map(\.name.count).max() ?? 0
        for (index, preset) in presets.enumerated() {
            let scene = try preset.scene(canvas: canvas)
            let title = preset.name.padding(toLength: width, withPad: " ", startingAt: 0)
            if index > 0, name != nil || verbose { print() }
            print("\(title)  \(formatSeconds(scene.duration))  \(scene.summary)")
            if name != nil || verbose {
                for line in parameterLines(try preset.parameters()) { print("  " + line) }
            }
        }
    }

    /// One line a parameter: how to set it, its kind and default, what it is.
    func parameterLines(_ parameters: [SceneParameter]) -> [String] {
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
            let fallback: String
            if let value = parameter.defaultValue {
                fallback = "default \(parameter.kind == .text ? "\"\(value)\"" : value)"
            } else if let pick = parameter.pick {
                fallback = "default: one of \(pick.candidates.count), picked by \(pick.seedParameter)"
            } else {
                fallback = "default: built-in placeholder"
            }
            return ("\(option) (\(kind))", "\(parameter.summary) [\(fallback)]")
        }
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
    }

    private func format(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}

func formatSeconds(_ seconds: Double) -> String {
    var text = String(format: "%.2f", seconds)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text + " s"
}
