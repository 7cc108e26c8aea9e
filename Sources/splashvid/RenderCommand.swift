import ArgumentParser
import Foundation
import SplashRender
import SplashImport

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a launch animation to a video (MP4, GIF, WebP, MOV, WebM), its frames as PNGs, or one frame to a PNG (the default command).",
        discussion: """
        The output's extension picks the format:
          .mp4   H.264 (or HEVC with --codec hevc)   no alpha
          .gif   GIF, one palette per clip            1-bit alpha   --dither, --loop, at most 50 fps (default 20)
          .webp  animated WebP                        alpha         --lossless, --loop (default 20 fps)
          .mov   ProRes 4444                          alpha
          .webm  VP9                                  alpha
          folder/ or frames/%04d.png: every frame as a PNG (alpha kept)
        A scene with a clear background ("backgroundColor": "clear") stays
        transparent in the formats with alpha; the others show --background.
        A .gif or .webp is web-sized unless told otherwise: fitted in
        \(PictureSizing.webBox.width)×\(PictureSizing.webBox.height) pixels (never enlarged) at \(PictureSizing.webFPS) fps, for a pull request
        or a chat; --scale, --width or --height and --fps choose another size
        and rate, and --max-size makes it fit a size.

        Examples:
          splashvid --preset kugou kugou.mp4
          splashvid --preset kugou kugou.gif               (web-sized: 369×800, 20 fps)
          splashvid --preset kugou --width 300 --max-size 500KB kugou.gif
          splashvid --preset kugou --fps 50 --dither none --loop 3 kugou.gif
          splashvid --preset kugou --codec hevc kugou-hevc.mp4
          splashvid --scene overlay.json overlay.mov
          splashvid --scene overlay.json --lossless overlay.webp
          splashvid --preset kugou kugou.mp4 --poster kugou-poster.png --poster-at 0.5
          splashvid --preset kugou --max-size 2MB kugou.mp4
          splashvid --preset kugou frames/
          splashvid --preset kugou 'frames/%04d.png'
          splashvid render --preset kugou --device iphone-15-pro-max --crf 16 kugou.mp4
          splashvid --preset kugou --at 0.75 still.png
          splashvid --scene launch.json --size 390x844 --scale 2 launch.mp4
          splashvid --preset yula --logo logo.svg --screen home.png --text "Hello" yula.mp4
          splashvid --preset weibo --set variant=avatar --set avatar=me.jpg weibo.mp4
          splashvid --preset kugou --color brand=#FF2D55 kugou.mp4
          splashvid --lottie splash.json splash.mp4
          splashvid --lottie splash.json --scale 3 --at 1.5 splash.png
          splashvid --code SplashViewController.swift splash.mp4
          splashvid --code Splash.swift --entry playIntro --device iphone-se splash.gif
          splashvid --launch-screen MyApp/ --device ipad-pro-11 launch.png
          splashvid --preset kugou --launch-screen MyApp/Base.lproj/LaunchScreen.storyboard --appearance dark kugou.mp4
        """
    )

    @Option(help: "A built-in preset to render (list them with `splashvid presets`).", completion: Completions.presets)
    var preset: String?

    @Option(help: ArgumentHelp("A scene file (JSON) to render.", valueName: "file.json"), completion: Completions.jsonFiles)
    var scene: String?

    @Option(help: ArgumentHelp("A Lottie animation to render (Bodymovin JSON, a .lottie archive or a Telegram .tgs sticker): on a canvas of its own size (or the --device / --size given, fitted), at its own frame rate unless --fps.", valueName: "file.json"), completion: Completions.lottieFiles)
    var lottie: String?

    @Option(name: .customLong(CodeOptions.Option.code.longName), help: ArgumentHelp(CodeOptions.Option.code.help, valueName: CodeOptions.Option.code.valueName), completion: .file(extensions: ["swift"]))
    var code: String?

    @Option(name: .customLong(CodeOptions.Option.entry.longName), help: ArgumentHelp(CodeOptions.Option.entry.help, valueName: CodeOptions.Option.entry.valueName))
    var entry: String?

    @Flag(help: "With --lottie, --code or --launch-screen: fail on the first thing the file uses that is not drawn as on a device (a feature, a missing image), instead of warning.")
    var strict = false

    @Option(help: ArgumentHelp("With --lottie and a .lottie archive of several animations: the one to render, by its id (default: the archive's initial animation; an unknown id lists them).", valueName: "id"))
    var animation: String?

    @OptionGroup var launchScreen: LaunchScreenArguments

    @Option(help: "The device screen to render for (list them with `splashvid devices`; default \(DeviceListing.defaultName)).", completion: Completions.devices)
    var device: String?

    @Option(help: ArgumentHelp("A canvas size in points instead of a device, as WIDTHxHEIGHT.", valueName: "WxH"))
    var size: String?

    @Option(help: "Pixels per point (default: the device's, or 2 with --size; a .gif or .webp is fitted in \(PictureSizing.webBox.width)×\(PictureSizing.webBox.height) pixels unless --scale, --width or --height).")
    var scale: Double?

    @Option(name: RenderOption.long(.width), help: RenderOption.help(.width))
    var width: Int?

    @Option(name: RenderOption.long(.height), help: RenderOption.help(.height))
    var height: Int?

    @Option(name: RenderOption.long(.orientation), help: RenderOption.help(.orientation), completion: Completions.orientations)
    var orientation: String?

    @OptionGroup var encoding: EncodingOptions

    @Option(name: RenderOption.long(.frame), help: RenderOption.help(.frame), completion: Completions.frameStyles)
    var frame: String?

    @Option(help: ArgumentHelp("Write only the frame at this time, in seconds, to a .png output.", valueName: "seconds"))
    var at: Double?

    @Option(help: ArgumentHelp("Also write one frame of the video as a .png, for <video poster=…> (the first frame unless --poster-at).", valueName: "file.png"), completion: Completions.pngFiles)
    var poster: String?

    @Option(help: ArgumentHelp("The instant --poster shows, in seconds (default 0).", valueName: "seconds"))
    var posterAt: Double?

    @Option(help: ArgumentHelp("Also (or only) write a contact sheet: frames at even instants and the scene's key instants, as a .png.", valueName: "file.png"), completion: Completions.pngFiles)
    var sheet: String?

    @OptionGroup(title: "Parameters")
    var parameters: ParameterOptions

    @OptionGroup var report: ReportOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The file to write, as the last argument does.", valueName: "file"))
    var outputOption: String?

    @Argument(help: ArgumentHelp("The file to write: .mp4, .gif, .webp, .mov or .webm for a video, a folder/ or frames/%04d.png for every frame, .png (with --at) for a still; may be left out with --sheet.", valueName: "output"))
    var outputArgument: String?

    /// The output, given with -o or as the last argument.
    var output: String? { outputOption ?? outputArgument }

    func run() throws {
        let (checked, sizing) = try checkedJob()
        let render = try checked.prepare()
        let job = render.job
        var notices = render.notices
        if sizing == .web, let video = job.outputs.video {
            let (width, height) = job.pixelSize
            notices.append("\(video.lastPathComponent) is web-sized: \(width)×\(height) at \(job.fps) fps (--width, --scale or --fps for another size or rate)")
        }
        try report.write(file: output ?? sheet ?? "", moving: job.outputs.video != nil || job.outputs.frames != nil,
                         notices: notices, warnings: render.warnings, budget: job.maxSize, { progress in
            try render.write(progress: progress)
        }, summary: { seconds, choice in
            try RenderSummary(render, seconds: seconds, choice: choice)
        })
    }

    /// What the options mean together, or one line saying what is wrong.
    /// (Checked here rather than in `validate()`, whose errors come with
    /// the whole usage text: a bad value deserves one clear line.)
    private func checkedJob() throws -> (RenderJob, PictureSizing) {
        let preset = self.preset ?? (launchScreen.launchScreen != nil && scene == nil && lottie == nil && code == nil ? "launch" : nil)
        switch [preset, scene, lottie, code].compactMap({ $0 }).count {
        case 0: throw RenderError("nothing to render: give --preset NAME (see `splashvid presets`), --scene FILE.json, --lottie FILE.json, --code FILE.swift or --launch-screen PATH")
        case 1: break
        default: throw RenderError("give one of --preset, --scene, --lottie and --code, not more")
        }
        if lottie == nil, code == nil, launchScreen.launchScreen == nil, strict { throw RenderError("--strict goes with --lottie, --code or --launch-screen") }
        if code == nil, entry != nil { throw RenderError("--entry goes with --code (the method of the Swift file to run)") }
        if lottie == nil, animation != nil { throw RenderError("--animation goes with --lottie (a .lottie archive's animation)") }
        let source: SceneSource
        var lottieComposition: LottieComposition?
        if let lottie {
            source = .lottie(URL(fileURLWithPath: lottie), LottieOptions(strictness: strict ? .strict : .lenient, animation: animation))
            lottieComposition = try source.lottieComposition()
        } else if let code {
            source = .code(URL(fileURLWithPath: code), CodeOptions(entry: entry, strictness: strict ? .strict : .lenient, assets: launchScreen.assets,
                                                                   appearance: LaunchAppearance(rawValue: launchScreen.appearance ?? "light") ?? .light))
        } else {
            source = try preset.map { try SceneSource.preset(named: $0) } ?? .file(URL(fileURLWithPath: scene ?? ""))
        }
        if outputOption != nil, outputArgument != nil {
            throw RenderError("give the output once: with -o/--output or as the last argument, not both")
        }
        let kind = try OutputKind(output, still: at != nil)
        let settings = try RenderSettings.commandLine([(.width, width.json), (.height, height.json)] + encoding.given + launchScreen.given
                                                      + [(.frame, frame.json), (.orientation, orientation.json)])
        let video = try EncodingOptions.videoOptions(settings, for: kind, output: output)
        var format: VideoCodec?
        if case .video = kind { format = video.codec }
        let sizing: PictureSizing
        do { sizing = try settings.sizing(for: format, scaleGiven: scale != nil) } catch { throw error.commandLineError }
        // A Lottie plays at its own rate (at most what the format takes).
        let fps = try EncodingOptions.checkedRate(settings, for: video, fallback: lottieComposition.map { Int($0.frameRate.rounded()) })
        if let scale, !(scale.isFinite && scale > 0 && scale <= RenderLimits.maximumScale) {
            throw RenderError("--scale must be a number above 0 and at most \(Int(RenderLimits.maximumScale)), not \(scale)")
        }
        try checkSheet()
        try OutputKind.checkedTime(at)

        let screen = try CommandLineScreen.screen(device: device, size: size, scale: scale, canvasScale: 2,
                                                  fallbackCanvas: lottieComposition.map { "\($0.width)x\($0.height)" })
            .held(settings.orientation ?? .portrait)
        var outputs = kind.outputs(at: at)
        outputs.sheet = sheet.map { URL(fileURLWithPath: $0) }
        if let still = try posterStill(for: kind) { outputs.stills.append(still) }
        var job = RenderJob(source: source, parameters: try parameters.values(for: source), screen: screen, fps: fps,
                            crf: settings.crf ?? RenderJob.defaultCRF, speed: settings.speed ?? RenderJob.defaultSpeed, video: video,
                            maxSize: try EncodingOptions.sizeBudget(settings, for: kind, video), frame: settings.frameStyle,
                            // With --code alone, --assets and --appearance are the code's (its UIImage(named:)).
                            launchScreen: try (code != nil && launchScreen.launchScreen == nil ? nil : launchScreen.options()).map { options in
                                var options = options
                                options.strictness = strict ? .strict : .lenient
                                return options
                            }, outputs: outputs)
        job.frameRange = try EncodingOptions.frameRange(settings, for: kind)
        _ = try job.deviceFrame()
        do { job = try job.sized(sizing) } catch { throw error.commandLineError }
        return (job, sizing)
    }


    /// `--poster FILE.png` (and `--poster-at`): a still of the video,
    /// written after it, for `<video poster>`.
    private func posterStill(for kind: OutputKind) throws -> RenderOutputs.Still? {
        guard let poster else {
            if posterAt != nil { throw RenderError("--poster-at needs --poster FILE.png to say where the frame goes") }
            return nil
        }
        guard case .video = kind else {
            throw RenderError("--poster goes beside a video: give a .mp4, .gif, .webp, .mov or .webm output")
        }
        guard URL(fileURLWithPath: poster).pathExtension.lowercased() == "png" else {
            throw RenderError("--poster must name a .png file, not \"\(poster)\"")
        }
        let time = posterAt ?? 0
        guard time.isFinite, time >= 0 else { throw RenderError("--poster-at must be a time of 0 seconds or more, not \(String(format: "%g", time))") }
        for other in [output, sheet].compactMap({ $0 }) where Self.resolved(other) == Self.resolved(poster) {
            throw RenderError("--poster and \(other == sheet ? "--sheet" : "the output") are the same file \"\(poster)\"")
        }
        let folder = URL(fileURLWithPath: poster).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("the output folder \(folder.path) does not exist")
        }
        return RenderOutputs.Still(time: time, file: URL(fileURLWithPath: poster), option: posterAt == nil ? nil : "--poster-at")
    }
}
