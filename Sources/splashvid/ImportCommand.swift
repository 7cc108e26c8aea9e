import ArgumentParser
import Foundation
import SplashRender
import SplashImport

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn what you already have into a scene file to animate.",
        discussion: """
        With --code (the default subcommand, `import code`), writes the scene a launch animation's Swift makes (its \
        views, layers and animations in Core Animation's vocabulary), to read \
        and edit; `render --code` renders the same scene.

        Examples:
          splashvid import --code SplashViewController.swift -o splash.json
          splashvid import --code Splash.swift --entry playIntro --device iphone-se -o splash-se.json
        """,
        subcommands: [ImportCodeCommand.self, ImportLaunchCommand.self],
        defaultSubcommand: ImportCodeCommand.self
    )
}

/// `splashvid import --code FILE.swift -o scene.json`: the default
/// subcommand, so its `-o` is its own and `import launch` keeps its `-o`.
struct ImportCodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Write the scene a launch animation's Swift makes (also `splashvid import --code …`)."
    )

    @Option(name: .customLong(CodeOptions.Option.code.longName), help: ArgumentHelp(CodeOptions.Option.code.help, valueName: CodeOptions.Option.code.valueName), completion: .file(extensions: ["swift"]))
    var code: String?

    @Option(name: .customLong(CodeOptions.Option.entry.longName), help: ArgumentHelp(CodeOptions.Option.entry.help, valueName: CodeOptions.Option.entry.valueName))
    var entry: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("The scene file to write.", valueName: "file.json"), completion: Completions.jsonFiles)
    var output: String?

    @Option(help: ArgumentHelp("An asset catalog UIImage(named:) looks in (repeat for several; default: the .xcassets folders near the Swift file).", valueName: "Assets.xcassets"))
    var assets: [String] = []

    @Option(help: "The device whose screen the code's view fills (list them with `splashvid devices`; default \(DeviceListing.defaultName)).", completion: Completions.devices)
    var device: String = DeviceListing.defaultName

    @Flag(help: "Fail on the first thing the code does that is not drawn as on a device, instead of warning.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        guard let code else {
            throw RenderError("give --code FILE.swift -o scene.json, or `splashvid import launch` (see `splashvid import --help`)")
        }
        guard let output, output.lowercased().hasSuffix(".json") else {
            throw RenderError("-o: give the scene file to write, a name ending in .json")
        }
        let screen = try RenderScreen.device(named: device)
        let destination = URL(fileURLWithPath: output)
        let (json, warnings) = try SceneSource.codeSceneJSON(URL(fileURLWithPath: code), options: CodeOptions(entry: entry, strictness: strict ? .strict : .lenient, assets: assets),
                                                             canvas: screen.canvas, folder: destination.deletingLastPathComponent().standardizedFileURL.path)
        if !quiet {
            for warning in warnings { StandardError.write("splashvid: warning: \(RenderError.oneLine(warning))\n") }
        }
        try AtomicOutputFile(destination: destination).write(Array(json.utf8))
        if !quiet { StandardError.write("splashvid: wrote \(output) (the scene \(URL(fileURLWithPath: code).lastPathComponent) makes on \(screen.name))\n") }
    }
}

struct ImportLaunchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "launch",
        abstract: "Write your app's launch screen (storyboard or UILaunchScreen) as a scene file, laid out for a device.",
        discussion: """
        Reads a LaunchScreen.storyboard (its views and Auto Layout constraints, \
        solved for the device), an Info.plist's UILaunchScreen dictionary, or an \
        Xcode project folder holding either, with the colours and images of the \
        asset catalogs beside it (or those named with --assets). The scene's \
        layers carry the frames the constraints give on that device; import once \
        per device, or render with --launch-screen, which lays the launch screen \
        out for every device.

        Examples:
          splashvid import launch MyApp/Base.lproj/LaunchScreen.storyboard -o launch.json
          splashvid import launch MyApp/ --device iphone-se --appearance dark -o launch-se-dark.json
          splashvid import launch MyApp/Info.plist --assets MyApp/Assets.xcassets -o launch.json
        """
    )

    @Argument(help: ArgumentHelp("A LaunchScreen.storyboard, an Info.plist with UILaunchScreen, or the project's folder to search.", valueName: "path"), completion: .file())
    var path: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The scene file to write.", valueName: "file.json"), completion: Completions.jsonFiles)
    var output: String

    @Option(help: ArgumentHelp("An asset catalog (repeat for several; default: the .xcassets folders beside the launch screen).", valueName: "Assets.xcassets"))
    var assets: [String] = []

    @Option(help: ArgumentHelp("light (default) or dark.", valueName: "style"))
    var appearance: String = "light"

    @Option(help: "The device to lay it out for (list them with `splashvid devices`; default \(DeviceListing.defaultName)).", completion: Completions.devices)
    var device: String = DeviceListing.defaultName

    @Option(name: RenderOption.long(.target), help: RenderOption.help(.target))
    var target: String?

    @Option(name: RenderOption.long(.orientation), help: RenderOption.help(.orientation), completion: Completions.orientations)
    var orientation: String?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        guard let style = LaunchAppearance(rawValue: appearance.lowercased()) else {
            throw RenderError("--appearance must be one of \(LaunchAppearance.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(appearance)\"")
        }
        guard output.lowercased().hasSuffix(".json") else {
            throw RenderError("-o \(output): a scene file's name ends in .json")
        }
        let screen = try RenderScreen.device(named: device).held(RenderSettings.commandLine([(.orientation, orientation.json)]).orientation ?? .portrait)
        let destination = URL(fileURLWithPath: output)
        let (json, warnings) = try LaunchScreenExport.sceneJSON(LaunchScreenOptions(path: path, assets: assets, appearance: style, target: target), screen: screen,
                                                               folder: destination.deletingLastPathComponent().standardizedFileURL.path)
        if !quiet {
            for warning in warnings { StandardError.write("splashvid: warning: \(RenderError.oneLine(warning))\n") }
        }
        // Written beside the destination and renamed into place: no half file.
        try AtomicOutputFile(destination: destination).write(Array(json.utf8))
        if !quiet { StandardError.write("splashvid: wrote \(output) (the launch screen on \(screen.name))\n") }
    }
}
