import ArgumentParser
import Foundation
import SplashRender
import SplashImport
import SplashReview

struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render scenes side by side, in sync, each under a label: a preset against itself with a parameter changed, two scene files, or one scene on several devices.",
        discussion: """
        Each source is a preset name, a scene file (.json) or a Lottie file \
        (Bodymovin JSON or .lottie), followed by the \
        options that apply to it alone: --set NAME=VALUE, --color NAME=#RRGGBB, \
        --logo, --screen, --text, --ad, and --label TEXT (the text above its \
        panel; default: the source and its parameters as typed). The other \
        options apply to every panel and behave as on `splashvid render`; the \
        output (-o) picks the format by its extension as `render` does: .mp4, \
        .gif, .webp, .mov, .webm, a folder/ or frames/%04d.png, or a .png with --at.

        Panels share one height (--height; default the tallest screen's own \
        pixel height, at most \(ComparisonLayout.defaultMaximumHeight)), keep their \
        screens' aspect ratios and play at one frame rate; the video lasts as \
        long as the longest source, and a shorter one holds its last frame. \
        With several --device, every source is shown on each device (at most \
        \(ComparisonLayout.panelCounts.upperBound) panels in all).

        Examples:
          splashvid compare kugou kugou --set brand=#FF2D55 -o cmp.mp4
          splashvid compare kugou kugou --set delay=1 -o cmp.gif
          splashvid compare kugou --device iphone-se,ipad-mini -o two.mp4
          splashvid compare kugou yula weibo --height 640 -o three.webm
          splashvid compare a.json --label Old b.json --label New -o ab.mp4
          splashvid compare kugou kugou --color brand=#FF2D55 --at 1 -o cmp.png
          splashvid compare kugou kugou --set delay=1 --sheet cmp-sheet.png
        """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Presets or scene files, each followed by its own --set, --color, --logo, --screen, --text, --ad and --label.", valueName: "source"))
    var words: [String] = []

    @Option(help: ArgumentHelp("The device screen every source is shown on (default \(DeviceListing.defaultName)); repeat it, or give a comma list, to show each source on several devices (list them with `splashvid devices`).", valueName: "device"), completion: Completions.devices)
    var device: [String] = []

    @Option(help: ArgumentHelp("The panels' height in pixels (\(ComparisonLayout.heights.lowerBound)–\(ComparisonLayout.heights.upperBound); default the tallest screen's own, at most \(ComparisonLayout.defaultMaximumHeight)); the labels and margins are added around.", valueName: "pixels"))
    var height: Int?

    @Option(name: RenderOption.long(.frame), help: ArgumentHelp("Draw the device around each screen: light, dark or none (default).", valueName: "style"), completion: Completions.frameStyles)
    var frame: String?

    @Option(name: RenderOption.long(.orientation), help: RenderOption.help(.orientation), completion: Completions.orientations)
    var orientation: String?

    @Option(help: ArgumentHelp("Write only the comparison at this time, in seconds, to a .png output.", valueName: "seconds"))
    var at: Double?

    @OptionGroup var launchScreen: LaunchScreenArguments

    @OptionGroup var encoding: EncodingOptions

    @OptionGroup var report: ReportOptions

    @Option(help: ArgumentHelp("Also (or only) write a contact sheet of the comparison: frames at even instants and every source's key instants, as a .png.", valueName: "file.png"))
    var sheet: String?

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The file to write: .mp4, .gif, .webp, .mov or .webm, a folder/ or frames/%04d.png, or .png with --at; may be left out with --sheet.", valueName: "file"))
    var output: String?

    func run() throws {
        let comparison = try checkedJob().prepare()
        let job = comparison.job.output
        try report.write(file: output ?? sheet ?? "", moving: job.outputs.video != nil || job.outputs.frames != nil, notices: comparison.notices,
                         warnings: comparison.warnings, budget: job.maxSize, { progress in
            try comparison.write(progress: progress)
        }, summary: { seconds, _ in
            try RenderSummary(comparison, seconds: seconds)
        })
    }

    /// The command's own long options, for "did you mean" on a mistyped one.
    static var optionNames: [String] {
        helpMessage().matches(of: #/--[a-z][a-z0-9-]*/#).map { String($0.output) }
    }

    /// The sources on the screens, as panels with their labels, and the
    /// encoding and output; or one line saying what is wrong.
    func checkedJob() throws -> ComparisonJob {
        let sources = try CompareSource.parse(words, commandOptions: Self.optionNames)
        let names = device.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
        let held = try RenderSettings.commandLine([(.orientation, orientation.json)]).orientation ?? .portrait
        let screens = try (names.isEmpty ? [DeviceListing.defaultName] : names).map { try RenderScreen.device(named: $0).held(held) }
        let count = sources.count * screens.count
        guard count >= ComparisonLayout.panelCounts.lowerBound else {
            throw RenderError("compare needs two panels or more: give two sources (like `kugou kugou --set brand=#FF2D55`) or several --device")
        }
        guard count <= ComparisonLayout.panelCounts.upperBound else {
            throw RenderError("compare shows at most \(ComparisonLayout.panelCounts.upperBound) panels; \(sources.count) sources on \(screens.count) devices make \(count)")
        }
        if let height, !ComparisonLayout.heights.contains(height) {
            throw RenderError("--height must be \(ComparisonLayout.heights.lowerBound) to \(ComparisonLayout.heights.upperBound) pixels, not \(height)")
        }
        try OutputKind.checkedTime(at)
        try RenderCommand.checkSheet(sheet, output: output, at: at)
        let kind = try OutputKind(output, still: at != nil)
        let settings = try RenderSettings.commandLine(encoding.given + self.launchScreen.given + [(.frame, frame.json)])
        let video = try EncodingOptions.videoOptions(settings, for: kind, output: output)
        let fps = try EncodingOptions.checkedRate(settings, for: video)
        let frameStyle = settings.frameStyle
        let launchScreen = try self.launchScreen.options()
        let maxSize = try EncodingOptions.sizeBudget(settings, for: kind, video, searchesPicture: false)
        var panels: [ComparisonJob.Panel] = []
        for source in sources {
            let scene = try source.sceneSource()
            let parameters = try source.parameters(for: scene)
            let label = source.label ?? source.defaultLabel
            for screen in screens {
                let job = RenderJob(source: scene, parameters: parameters, screen: screen, fps: fps, crf: settings.crf ?? RenderJob.defaultCRF,
                                    speed: settings.speed ?? RenderJob.defaultSpeed, video: video, maxSize: maxSize, frame: frameStyle,
                                    launchScreen: launchScreen, outputs: RenderOutputs())
                _ = try job.deviceFrame()
                let shown = screens.count == 1 ? label : sources.count == 1 && source.label == nil ? screen.displayName : "\(label) · \(screen.displayName)"
                panels.append(ComparisonJob.Panel(job: job, label: shown))
            }
        }
        var output = panels[0].job
        output.outputs = kind.outputs(at: at)
        output.outputs.sheet = sheet.map { URL(fileURLWithPath: $0) }
        output.frameRange = try EncodingOptions.frameRange(settings, for: kind)
        let job = ComparisonJob(panels: panels, panelHeight: height, output: output)
        _ = try job.layout()
        return job
    }
}
