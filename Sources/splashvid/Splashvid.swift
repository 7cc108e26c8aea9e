import ArgumentParser
import Foundation
import SplashRender
import SplashImport

@main
struct Splashvid: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "splashvid",
        abstract: "Render iOS launch-screen animations to MP4, GIF, WebP, ProRes or WebM previews.",
        discussion: """
        Renders a launch animation (a built-in preset or your own scene file) \
        frame-exact on the CPU and writes an H.264 MP4 that plays in browsers, \
        Slack, GitHub and QuickTime; a GIF, an animated WebP, HEVC, or ProRes \
        4444 and VP9 with alpha (picked by the output's extension, see \
        `splashvid render --help`); every frame as PNGs; or a single frame as a PNG.

        Examples:
          splashvid --preset kugou kugou.mp4
          splashvid --preset kugou --device iphone-se --fps 30 kugou-se.mp4
          splashvid --preset kugou --at 1.0 kugou-1s.png
          splashvid --preset kugou kugou.gif
          splashvid --preset kugou --max-size 2MB kugou.mp4
          splashvid --scene my-launch.json --size 390x844 --scale 3 launch.mp4
          splashvid compare kugou kugou --set brand=#FF2D55 -o cmp.mp4
          splashvid preview my-launch.json
          splashvid presets
          splashvid devices
          splashvid diff base-previews previews
        """,
        version: SplashvidVersion.report,
        subcommands: [RenderCommand.self, PresetsCommand.self, DevicesCommand.self, SchemaCommand.self, BatchCommand.self, CompareCommand.self, DiffCommand.self, ImportCommand.self, CheckCommand.self, PreviewCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// Parses and runs; every failure is one line on standard error and a
    /// non-zero exit (ArgumentParser's own report would add the usage
    /// text), while --help and --version print as usual.
    static func main() {
        StandardError.prepareProcess()   // SIGPIPE ignored; closed 0, 1, 2 opened on /dev/null
        InterruptCleanup.shared.installSignalHandlers()
        var command: any ParsableCommand
        do {
            let arguments = try CommandForms.recognised(Array(CommandLine.arguments.dropFirst()))
            command = try parseAsRoot(CommandArguments.prepared(arguments))
        } catch {
            // ArgumentParser's messages may go on with a list of the valid
            // values: its first line is the message.
            fail(error, firstLineOnly: true)
        }
        do {
            try command.run()
        } catch {
            fail(error, firstLineOnly: false)
        }
    }

    /// Prints the error as one line (control characters from input
    /// escaped, so a line break or an ANSI sequence in a file name cannot
    /// split the line or repaint the terminal) and exits.
    static func fail(_ error: any Error, firstLineOnly: Bool) -> Never {
        let code = exitCode(for: error)
        guard code != .success else { exit(withError: error) }
        var text = firstLineOnly ? message(for: error).split(separator: "\n").first.map(String.init) ?? "" : message(for: error)
        text = CommandArguments.betterSuggestion(in: text)
        var line = RenderError.oneLine(text.isEmpty ? "\(error)" : text)
        if !line.lowercased().hasPrefix("error") { line = "error: " + line }
        // Usage mistakes (ArgumentParser's exit code 64) point to the help.
        if code == .validationFailure { line += " (see 'splashvid --help')" }
        StandardError.write("splashvid: \(line)\n")
        Foundation.exit(code.rawValue)
    }
}
