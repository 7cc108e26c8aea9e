import ArgumentParser
import SplashFormats
import SplashRender
import SplashImport

/// `--launch-screen`, `--assets`, `--appearance` and `--target`, for `render`,
/// `compare` and `preview` (flags and help from the render vocabulary).
struct LaunchScreenArguments: ParsableArguments {
    @Option(name: RenderOption.long(.launchScreen), help: RenderOption.help(.launchScreen), completion: .file())
    var launchScreen: String?

    @Option(name: RenderOption.long(.assets), help: RenderOption.help(.assets), completion: .directory)
    var assets: [String] = []

    @Option(name: RenderOption.long(.appearance), help: RenderOption.help(.appearance), completion: Completions.appearances)
    var appearance: String?

    @Option(name: RenderOption.long(.target), help: RenderOption.help(.target))
    var target: String?

    /// The values given, for the vocabulary (nil: not given).
    var given: [(RenderOption.Name, JSONValue?)] {
        [(.launchScreen, launchScreen.json), (.assets, assets.isEmpty ? nil : .array(assets.map(JSONValue.string))), (.appearance, appearance.json), (.target, target.json)]
    }

    /// The four together, checked; nil without `--launch-screen`.
    func options() throws -> LaunchScreenOptions? {
        let settings = try RenderSettings.commandLine(given)
        do throws(OptionProblem) { return try settings.launchScreenOptions() } catch { throw error.commandLineError }
    }
}
