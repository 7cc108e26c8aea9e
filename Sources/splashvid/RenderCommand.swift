import ArgumentParser
import Foundation
import SplashRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a launch animation to an MP4 video, or one frame of it to a PNG (the default command).",
        discussion: """
        Examples:
          splashvid --preset kugou kugou.mp4
          splashvid render --preset kugou --device iphone-15-pro-max --crf 16 kugou.mp4
          splashvid --preset kugou --at 0.75 still.png
          splashvid --scene launch.json --size 390x844 --scale 2 launch.mp4
          splashvid --preset yula --logo logo.svg --screen home.png --text "Hello" yula.mp4
          splashvid --preset weibo --set variant=avatar --set avatar=me.jpg weibo.mp4
          splashvid --preset kugou --color brand=#FF2D55 kugou.mp4
          splashvid --lottie splash.json splash.mp4
          splashvid --lottie splash.json --scale 3 --at 1.5 splash.png
        """
    )

    @Option(help: "A built-in preset to render (list them with `splashvid presets`).")
    var preset: String?

    @Option(help: ArgumentHelp("A scene file (JSON) to render.", valueName: "file.json"))
    var scene: String?

    @Option(help: ArgumentHelp("A Lottie animation (Bodymovin JSON) to render: on a canvas of its own size (or the --device / --size given, fitted), at its own frame rate unless --fps.", valueName: "file.json"))
    var lottie: String?

    @Flag(help: "With --lottie: fail on the first feature the file uses that is not drawn, instead of warning.")
    var strict = false

    @Option(help: ArgumentHelp("With --lottie: the colour behind the animation (default white).", valueName: "#RRGGBB"))
    var background: String?

    @Option(help: "The device screen to render for (list them with `splashvid devices`; default \(DeviceListing.defaultName)).")
    var device: String?

    @Option(help: ArgumentHelp("A canvas size in points instead of a device, as WIDTHxHEIGHT.", valueName: "WxH"))
    var size: String?

    @Option(help: "Pixels per point (default: the device's, or 2 with --size).")
    var scale: Double?

    @Option(help: "Frames per second of the video (1–240; default 60, or a Lottie file's own).")
    var fps: Int?

    @Option(help: "Quality: x264's constant rate factor, 1 (best) to 51 (worst); 18 looks transparent.")
    var crf: Int = 18

    @Option(help: ArgumentHelp("x264's speed preset: \(RenderJob.speeds.joined(separator: ", ")) (default \(RenderJob.defaultSpeed)).", valueName: "preset"))
    var speed: String?

    @Option(help: ArgumentHelp("Write only the frame at this time, in seconds, to a .png output.", valueName: "seconds"))
    var at: Double?

    @Option(help: ArgumentHelp("Also (or only) write a contact sheet: frames at even instants and the scene's key instants, as a .png.", valueName: "file.png"))
    var sheet: String?

    @OptionGroup(title: "Parameters")
    var parameters: ParameterOptions

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Argument(help: ArgumentHelp("The file to write: .mp4 for a video, .png (with --at) for a still; may be left out with --sheet.", valueName: "output"))
    var output: String?

    func run() throws {
        let render = try checkedJob().prepare()
        if !quiet {
            for notice in render.notices {
                StandardError.write("splashvid: note: \(RenderError.oneLine(notice))\n")
            }
            for warning in render.warnings {
                StandardError.write("splashvid: warning: \(RenderError.oneLine(warning))\n")
            }
        }
        // The bar shows the file name: escaped like an error, so it cannot move the cursor.
        let label = RenderError.oneLine(URL(fileURLWithPath: output ?? sheet ?? "").lastPathComponent)
        let bar = ProgressBar(enabled: !quiet && render.job.outputs.video != nil && isatty(STDERR_FILENO) != 0, label: label)
        try render.write { bar.update($0) }
        bar.finish()
    }

    /// What the options mean together, or one line saying what is wrong.
    /// (Checked here rather than in `validate()`, whose errors come with
    /// the whole usage text: a bad value deserves one clear line.)
    private func checkedJob() throws -> RenderJob {
        switch [preset, scene, lottie].compactMap({ $0 }).count {
        case 0: throw RenderError("nothing to render: give --preset NAME (see `splashvid presets`), --scene FILE.json or --lottie FILE.json")
        case 1: break
        default: throw RenderError("give one of --preset, --scene and --lottie, not more")
        }
        if lottie == nil, strict || background != nil {
            throw RenderError("\(strict ? "--strict" : "--background") goes with --lottie")
        }
        let source: SceneSource
        var lottieComposition: LottieComposition?
        if let lottie {
            source = .lottie(URL(fileURLWithPath: lottie), try LottieOptions(strict: strict, background: background))
            lottieComposition = try source.lottieComposition()
        } else {
            source = try preset.map { try SceneSource.preset(named: $0) } ?? .file(URL(fileURLWithPath: scene ?? ""))
        }
        let fps = self.fps ?? lottieComposition.map { min(max(Int($0.frameRate.rounded()), RenderLimits.frameRates.lowerBound), RenderLimits.frameRates.upperBound) } ?? 60
        guard RenderLimits.frameRates.contains(fps) else {
            throw RenderError("--fps must be between \(RenderLimits.frameRates.lowerBound) and \(RenderLimits.frameRates.upperBound), not \(fps)")
        }
        guard RenderJob.crfRange.contains(crf) else {
            throw RenderError("--crf must be between \(RenderJob.crfRange.lowerBound) and \(RenderJob.crfRange.upperBound), not \(crf)")
        }
        if let speed, !RenderJob.speeds.contains(speed) {
            throw RenderError("unknown --speed \"\(speed)\"; x264's presets are \(RenderJob.speeds.joined(separator: ", "))")
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= RenderLimits.maximumScale) {
            throw RenderError("--scale must be a number above 0 and at most \(Int(RenderLimits.maximumScale)), not \(scale)")
        }

        try checkSheet()
        let named = output ?? ""
        let ext = URL(fileURLWithPath: named).pathExtension.lowercased()
        if output == nil, at == nil {
            // Only a contact sheet.
        } else if let at {
            guard at.isFinite, at >= 0 else { throw RenderError("--at must be a time of 0 seconds or more, not \(at)") }
            guard ext == "png" else { throw RenderError("with --at the output must be a .png file, not \"\(named)\"") }
        } else {
            guard ext == "mp4" else {
                throw RenderError(ext == "png"
                    ? "a .png output is a still: add --at SECONDS to say which instant"
                    : "unknown output type \"\(named)\": write .mp4 for a video, or .png with --at for a still")
            }
        }

        let screen: RenderScreen
        if let size {
            if device != nil { throw RenderError("give either --device or --size, not both") }
            screen = try RenderScreen.canvas(size, scale: scale ?? 2)
        } else if let composition = lottieComposition, device == nil {
            screen = try RenderScreen.canvas("\(composition.width)x\(composition.height)", scale: scale ?? 2)
        } else {
            screen = try RenderScreen.device(named: device ?? DeviceListing.defaultName, scale: scale)
        }
        var outputs = RenderOutputs(sheet: sheet.map { URL(fileURLWithPath: $0) })
        if let output {
            let file = URL(fileURLWithPath: output)
            if let at { outputs.stills = [.init(time: at, file: file)] } else { outputs.video = file }
        }
        return RenderJob(source: source, parameters: try parameters.values(for: source), screen: screen, fps: fps, crf: crf,
                         speed: speed ?? RenderJob.defaultSpeed, outputs: outputs)
    }
}
