import ArgumentParser
import SplashRender
import SplashImport

/// `--launch-screen`, `--assets` and `--appearance`, for `render`,
/// `compare` and `preview`.
struct LaunchScreenArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Your app's launch screen, drawn where the scene shows one (kugou, yula, weibo, lottie; alone with the launch preset, the default for `render` when only this is given): a LaunchScreen.storyboard, an Info.plist with UILaunchScreen, or the Xcode project's folder to search.", valueName: "path"), completion: .file())
    var launchScreen: String?

    @Option(help: ArgumentHelp("An asset catalog the launch screen's images and colours come from (repeat for several; default: the .xcassets folders beside the launch screen).", valueName: "Assets.xcassets"), completion: .directory)
    var assets: [String] = []

    @Option(help: ArgumentHelp("The launch screen's appearance: light (default) or dark, picking the asset catalog's and the system's colours and images.", valueName: "style"), completion: Completions.appearances)
    var appearance: String?

    /// The three together, checked; nil without `--launch-screen`.
    func options() throws -> LaunchScreenOptions? {
        try LaunchScreenOptions.fromCommandLine(path: launchScreen, assets: assets, appearance: appearance)
    }
}
