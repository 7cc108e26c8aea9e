import Foundation
import SplashRender
import SplashFormats

/// The command line before and after ArgumentParser reads it: negative
/// numbers given to options that take numbers, and "did you mean" hints
/// for mistyped options.
enum CommandArguments {
    /// The options whose value is a number (a negative one is refused by
    /// the command with its own message, but ArgumentParser would take
    /// `-1` for an option and say the value is missing).
    static let numericOptions: Set<String> = ["--at", "--poster-at", "--scale", "--fps", "--crf", "--loop", "--jobs", "--height"]

    /// `--at -1` as `--at=-1`, so the value reaches the command.
    static func prepared(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if numericOptions.contains(argument), index + 1 < arguments.count,
               arguments[index + 1].hasPrefix("-"), Double(arguments[index + 1]) != nil {
                result.append("\(argument)=\(arguments[index + 1])")
                index += 2
                continue
            }
            result.append(argument)
            index += 1
        }
        return result
    }

    /// Every long option of every command, from their help texts.
    static var optionNames: [String] {
        let helps = [RenderCommand.helpMessage(), BatchCommand.helpMessage(), CompareCommand.helpMessage(), PresetsCommand.helpMessage(), ImportLaunchCommand.helpMessage()]
        var names: Set<String> = []
        for help in helps {
            for match in help.matches(of: #/--[a-z][a-z0-9-]*/#) { names.insert(String(match.output)) }
        }
        return names.sorted()
    }

    /// ArgumentParser's "Unknown option '--pre'. Did you mean '--crf'?"
    /// with the option most likely meant: the only one the typed text
    /// begins (`--preset`), else the nearest by spelling, else none.
    static func betterSuggestion(in message: String) -> String {
        guard let match = message.firstMatch(of: #/^Unknown option '(--[^']+)'/#) else { return message }
        let typed = String(match.output.1)
        let base = "Unknown option '\(typed)'."
        let names = optionNames
        // Another command's option (`splashvid diff … --scale 1`): no spelling to correct.
        if names.contains(typed) { return base + " \(typed) belongs to another command; this one does not take it" }
        guard let closest = Spelling.closest(to: typed, among: names) else { return base }
        return base + " Did you mean '\(closest)'?"
    }
}
