import ArgumentParser
import Foundation
import SplashFormats
import SplashScene

/// The command line as people type it from habit, recognised before
/// ArgumentParser reads it (render is the default command, so without this
/// any word would be taken for render's output file):
///
/// - a mistyped command (`splashvid devcies`): did you mean `devices`;
/// - a preset named where the output goes first, as Remotion's
///   `render COMPOSITION OUT` (`splashvid kugou kugou.mp4`,
///   `splashvid render kugou kugou.mp4`): rendered as `--preset kugou`;
/// - Remotion's `still COMPOSITION OUT` (`splashvid still kugou x.png`):
///   the preset's first frame, `--preset kugou --at 0` (unless `--at` is
///   given); for a file, the exact splashvid command;
/// - `preset NAME`: the two commands it could mean.
enum CommandForms {
    /// What `splashvid NAME` runs, from the root command's configuration.
    static var commandNames: [String] {
        Splashvid.configuration.subcommands.map { $0._commandName }
    }

    /// Output file extensions render takes: its videos' and a still's.
    static let outputExtensions = Set(OutputKind.videoExtensions + ["png"])

    static func recognised(_ arguments: [String]) throws -> [String] {
        guard let first = arguments.first, !first.hasPrefix("-") else { return arguments }
        let rest = Array(arguments.dropFirst())
        let commands = commandNames

        if first == "render" {
            return ["render"] + presetFirst(rest)
        }
        if commands.contains(first) { return arguments }

        switch first {
        case "still":
            guard let name = rest.first, !name.hasPrefix("-") else {
                throw ValidationError("splashvid has no 'still' command: a still is a render to a .png with --at SECONDS, like 'splashvid --preset kugou --at 0 kugou.png'")
            }
            let tail = Array(rest.dropFirst())
            let at = tail.contains { $0 == "--at" || $0.hasPrefix("--at=") } ? [] : ["--at", "0"]
            if Preset.named(name) != nil, !FileManager.default.fileExists(atPath: name) {
                return ["render", "--preset", name] + at + tail
            }
            let option = name.lowercased().hasSuffix(".json") ? "--scene \(name) (or --lottie \(name))" : "--preset NAME or --scene FILE.json"
            throw ValidationError("splashvid has no 'still' command: use 'splashvid \(option) --at 0 \(tail.first ?? "OUT.png")'")
        case "preset":
            let name = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
            let render = "splashvid --preset \(name ?? "NAME") \(name ?? "OUT").mp4"
            let describe = name.map { "splashvid presets \($0)" } ?? "splashvid presets"
            throw ValidationError("'preset' is not a command: render one with '\(render)', or describe it with '\(describe)'")
        default:
            break
        }

        let presetForm = presetFirst(arguments)
        if presetForm != arguments { return presetForm }
        if arguments.count == 1, Preset.named(first) != nil, !FileManager.default.fileExists(atPath: first) {
            throw ValidationError("'\(first)' is a preset: render it with 'splashvid --preset \(first) \(first).mp4'")
        }

        // A word that is no file, no output name and close to a command.
        let looksLikeFile = first.contains(".") || first.contains("/") || FileManager.default.fileExists(atPath: first)
        if !looksLikeFile, let command = Spelling.suggestions(for: first, among: commands, limit: 1).first {
            throw ValidationError("unknown command '\(first)'; did you mean 'splashvid \(command)'?")
        }
        return arguments
    }

    /// `NAME OUT …` with NAME a preset (and no file of that name) and OUT
    /// an output file: `--preset NAME OUT …`.
    static func presetFirst(_ arguments: [String]) -> [String] {
        guard arguments.count >= 2, let name = arguments.first, !name.hasPrefix("-"),
              Preset.named(name) != nil, !FileManager.default.fileExists(atPath: name) else { return arguments }
        let output = arguments[1]
        let ext = (output as NSString).pathExtension.lowercased()
        guard !output.hasPrefix("-"), outputExtensions.contains(ext) || output.hasSuffix("/") else { return arguments }
        return ["--preset", name] + arguments.dropFirst()
    }
}
