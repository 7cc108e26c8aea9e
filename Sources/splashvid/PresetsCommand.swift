import ArgumentParser
import SplashRender

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
        for line in try PresetListing.lines(for: name, detail: name != nil || verbose ? .parameters : .summary) { print(line) }
    }
}
