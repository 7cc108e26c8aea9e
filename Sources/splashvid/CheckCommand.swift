import ArgumentParser
import Foundation
import SplashRender
import SplashImport
import SplashReview

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate scene files, Lottie files, batch manifests, launch screens and launch animations' Swift without rendering.",
        discussion: """
        Reads each file as a render or a batch would, draws nothing, and prints \
        every problem as FILE:LINE:COLUMN: PATH: MESSAGE (the first problem of \
        each layer of a scene, so one run shows them all), then a line per file \
        that is fine. Exits non-zero when any file has a problem. A scene is \
        checked on --device's screen with its parameters' defaults; a Lottie \
        file (JSON or .lottie, told by its content) is read and translated, \
        what it does not draw shown as warnings, not failing; a launch \
        storyboard or Info.plist is laid out for --device (its warnings shown, \
        not failing); an SVG, PDF or bitmap image is decoded as a scene's image \
        is. A scene whose image, font or Lottie file is missing is an error at \
        its field, with the path as the scene writes it. A launch animation's Swift (.swift) is \
        interpreted as `render --code` does, what it does not draw shown as \
        warnings.

        Examples:
          splashvid check launch.json
          splashvid check scenes/*.json previews.json
          splashvid check loading.json splash.lottie
          splashvid check MyApp/Base.lproj/LaunchScreen.storyboard --device iphone-se
          splashvid check --json scenes/*.json logo.svg
          splashvid check SplashViewController.swift
        """
    )

    @Argument(help: ArgumentHelp("Scene files (.json), Lottie files (.json, .lottie, .tgs), batch manifests, launch storyboards, XIBs, Info.plists, Xcode projects (.xcodeproj) images (.svg, .pdf, .png, .jpg, .webp) and launch animations' Swift (.swift).", valueName: "file"), completion: .file(extensions: ["json", "lottie", "tgs", "storyboard", "xib", "plist", "svg", "pdf", "png", "jpg", "webp", "swift"]))
    var files: [String]

    @Option(help: "The device whose screen scenes are checked on (default \(DeviceListing.defaultName)).", completion: Completions.devices)
    var device: String = DeviceListing.defaultName

    @Option(name: RenderOption.long(.target), help: RenderOption.help(.target))
    var target: String?

    @Option(name: RenderOption.long(.orientation), help: RenderOption.help(.orientation), completion: Completions.orientations)
    var orientation: String?

    @Flag(name: .shortAndLong, help: "Print only the problems.")
    var quiet = false

    @Flag(help: "Print one JSON document on standard output instead of the lines: each file's kind, whether it is valid, and its problems with file, line, column, JSON path, message and whether it is a warning (keys in the README).")
    var json = false

    func run() throws {
        guard !files.isEmpty else { throw RenderError("name the files to check: splashvid check FILE…") }
        let screen = try RenderScreen.device(named: device).held(RenderSettings.commandLine([(.orientation, orientation.json)]).orientation ?? .portrait)
        var failed = 0
        var results: [(file: String, kind: FileCheck.Kind, problems: [FileCheck.Problem])] = []
        for file in files {
            let (kind, problems) = FileCheck.check(file, screen: screen, target: target)
            results.append((file, kind, problems))
            if !json { for problem in problems { StandardError.write("splashvid: \(problem)\n") } }
            if problems.allSatisfy(\.isWarning) {
                if !quiet, !json { StandardError.write("splashvid: \(RenderError.oneLine(file)): a valid \(kind.rawValue)\n") }
            } else {
                failed += 1
            }
        }
        if json { print(FileCheck.json(results, failed: failed)) }
        if failed > 0 {
            throw RenderError("\(failed) of \(files.count) \(files.count == 1 ? "file has" : "files have") problems")
        }
    }
}
