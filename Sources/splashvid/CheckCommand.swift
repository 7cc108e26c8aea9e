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
        not failing); a launch animation's Swift (.swift) is interpreted as \
        `render --code` does, what it does not draw shown as warnings.

        Examples:
          splashvid check launch.json
          splashvid check scenes/*.json previews.json
          splashvid check loading.json splash.lottie
          splashvid check MyApp/Base.lproj/LaunchScreen.storyboard --device iphone-se
          splashvid check SplashViewController.swift
        """
    )

    @Argument(help: ArgumentHelp("Scene files (.json), Lottie files (.json, .lottie, .tgs), batch manifests, launch storyboards, XIBs, Info.plists, Xcode projects (.xcodeproj) and launch animations' Swift (.swift).", valueName: "file"), completion: .file(extensions: ["json", "lottie", "tgs", "storyboard", "xib", "plist", "swift"]))
    var files: [String]

    @Option(help: "The device whose screen scenes are checked on (default \(DeviceListing.defaultName)).", completion: Completions.devices)
    var device: String = DeviceListing.defaultName

    @Flag(name: .shortAndLong, help: "Print only the problems.")
    var quiet = false

    func run() throws {
        guard !files.isEmpty else { throw RenderError("name the files to check: splashvid check FILE…") }
        let screen = try RenderScreen.device(named: device)
        var failed = 0
        for file in files {
            let (kind, problems) = FileCheck.check(file, screen: screen)
            for problem in problems { StandardError.write("splashvid: \(problem)\n") }
            if problems.allSatisfy(\.isWarning) {
                if !quiet { StandardError.write("splashvid: \(RenderError.oneLine(file)): a valid \(kind.rawValue)\n") }
            } else {
                failed += 1
            }
        }
        if failed > 0 {
            throw RenderError("\(failed) of \(files.count) \(files.count == 1 ? "file has" : "files have") problems")
        }
    }
}
