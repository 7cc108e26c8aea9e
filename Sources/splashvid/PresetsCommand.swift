import ArgumentParser
import SplashRender
import SplashImport

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the built-in presets; name one (or add --verbose) to see the parameters you can set.",
        discussion: """
        Examples:
          splashvid presets
          splashvid presets yula
          splashvid presets --verbose
          splashvid presets --markdown   # the parameter table, as the README has it
        """
    )

    @Argument(help: "A preset whose parameters to list.", completion: Completions.presets)
    var name: String?

    @Flag(name: .shortAndLong, help: "List every preset's parameters.")
    var verbose = false

    @Flag(help: "Print every preset's parameters as a Markdown table (the README's).")
    var markdown = false

    func run() throws {
        if markdown {
            guard name == nil else { throw ValidationError("--markdown lists every preset; give no name") }
            for line in try PresetListing.markdownTable() { print(line) }
            return
        }
        for line in try PresetListing.lines(for: name, detail: name != nil || verbose ? .parameters : .summary) { print(line) }
    }
}
