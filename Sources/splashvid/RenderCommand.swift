import ArgumentParser
import Foundation
import SplashRender

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a launch animation to a video (MP4, GIF, WebP, MOV, WebM), its frames as PNGs, or one frame to a PNG (the default command).",
        discussion: """
        The output's extension picks the format:
          .mp4   H.264 (or HEVC with --codec hevc)   no alpha
          .gif   GIF, one palette per clip            1-bit alpha   --dither, --loop, at most 50 fps (default 30)
          .webp  animated WebP                        alpha         --lossless, --loop
          .mov   ProRes 4444                          alpha
          .webm  VP9                                  alpha
          folder/ or frames/%04d.png: every frame as a PNG (alpha kept)
        A scene with a clear background ("backgroundColor": "clear") stays
        transparent in the formats with alpha; the others show --background.

        Examples:
          splashvid --preset kugou kugou.mp4
          splashvid --preset kugou kugou.gif
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
          splashvid --launch-screen MyApp/ --device ipad-pro-11 launch.png
          splashvid --preset kugou --launch-screen MyApp/Base.lproj/LaunchScreen.storyboard --appearance dark kugou.mp4
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

    @Option(help: ArgumentHelp("Your app's launch screen, drawn where the preset shows one (kugou, yula, weibo, lottie; alone with the launch preset, the default when only this is given): a LaunchScreen.storyboard, an Info.plist with UILaunchScreen, or the Xcode project's folder to search.", valueName: "path"))
    var launchScreen: String?

    @Option(help: ArgumentHelp("An asset catalog the launch screen's images and colours come from (repeat for several; default: the .xcassets folders beside the launch screen).", valueName: "Assets.xcassets"))
    var assets: [String] = []

    @Option(help: ArgumentHelp("The launch screen's appearance: light (default) or dark, picking the asset catalog's and the system's colours and images.", valueName: "style"))
    var appearance: String?

    @Option(help: "The device screen to render for (list them with `splashvid devices`; default \(DeviceListing.defaultName)).")
    var device: String?

    @Option(help: ArgumentHelp("A canvas size in points instead of a device, as WIDTHxHEIGHT.", valueName: "WxH"))
    var size: String?

    @Option(help: "Pixels per point (default: the device's, or 2 with --size).")
    var scale: Double?

    @Option(help: "Frames per second of the video (1–240; GIF 1–50). Default 60, 30 for a GIF, or a Lottie file's own.")
    var fps: Int?

    @Option(help: "Quality: x264's constant rate factor, 1 (best) to 51 (worst); 18 looks transparent.")
    var crf: Int = 18

    @Option(help: ArgumentHelp("x264's speed preset: \(RenderJob.speeds.joined(separator: ", ")) (default \(RenderJob.defaultSpeed)).", valueName: "preset"))
    var speed: String?

    @Option(help: ArgumentHelp("The codec of a .mp4: h264 (default, plays everywhere) or hevc (smaller; Apple's players, not Chrome or Firefox).", valueName: "codec"))
    var codec: String?

    @Flag(help: "WebP: lossless instead of lossy.")
    var lossless = false

    @Option(help: ArgumentHelp("GIF: \"diffusion\" (error diffusion, default: smooth gradients) or \"none\" (crisp flat art).", valueName: "mode"))
    var dither: String?

    @Option(help: ArgumentHelp("GIF and WebP: play N times, then stop (default: forever).", valueName: "N"))
    var loop: Int?

    @Option(help: ArgumentHelp("The colour under a transparent scene in the formats without alpha (.mp4), as #RRGGBB (default: the scene's, or white when it is clear).", valueName: "color"))
    var background: String?

    @Option(help: ArgumentHelp("Draw the device around the screen: light, dark or none (default): generated vector art with the model's rounded display corners, Dynamic Island or notch, bezel and buttons; transparent around it where the format has alpha.", valueName: "style"))
    var frame: String?

    @Option(help: ArgumentHelp("Write only the frame at this time, in seconds, to a .png output.", valueName: "seconds"))
    var at: Double?

    @Option(help: ArgumentHelp("The best quality whose file fits this size, like 10MB or 800KB (MB = 1,000,000 bytes; MiB also taken): searches the CRF (.mp4, .webm, lossy .webp) and says which it chose.", valueName: "size"))
    var maxSize: String?

    @Option(help: ArgumentHelp("Also write one frame of the video as a .png, for <video poster=…> (the first frame unless --poster-at).", valueName: "file.png"))
    var poster: String?

    @Option(help: ArgumentHelp("The instant --poster shows, in seconds (default 0).", valueName: "seconds"))
    var posterAt: Double?

    @Option(help: ArgumentHelp("Also (or only) write a contact sheet: frames at even instants and the scene's key instants, as a .png.", valueName: "file.png"))
    var sheet: String?

    @OptionGroup(title: "Parameters")
    var parameters: ParameterOptions

    @Option(help: ArgumentHelp("Only frames A to B of the timeline (numbered from 0, both included) in the video or frame sequence, like 0-59.", valueName: "A-B"))
    var frames: String?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Plain progress lines on standard error (every 10 %), for CI logs; on a terminal the bar shows it.")
    var progress = false

    @Flag(help: "When done, print one line of JSON on standard output: each file written with its kind, size in pixels and bytes, frames and duration.")
    var json = false

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The file to write, as the last argument does.", valueName: "file"))
    var outputOption: String?

    @Argument(help: ArgumentHelp("The file to write: .mp4, .gif, .webp, .mov or .webm for a video, a folder/ or frames/%04d.png for every frame, .png (with --at) for a still; may be left out with --sheet.", valueName: "output"))
    var outputArgument: String?

    /// The output, given with -o or as the last argument.
    var output: String? { outputOption ?? outputArgument }

    func run() throws {
        let started = DispatchTime.now()
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
        let moving = render.job.outputs.video != nil || render.job.outputs.frames != nil
        let bar = ProgressBar(enabled: !quiet && moving && isatty(STDERR_FILENO) != 0, label: label)
        let lines = ProgressLines(enabled: !quiet && moving && progress, label: label)
        let choice = try render.write { bar.update($0); lines.update($0) }
        bar.finish()
        if let choice, !quiet {
            let budget = render.job.maxSize.map { SizeBudget.text($0.bytes) } ?? ""
            StandardError.write("splashvid: note: CRF \(choice.crf) is the best quality under \(budget): \(SizeBudget.text(choice.bytes)) (\(choice.passes) \(choice.passes == 1 ? "encode" : "encodes"))\n")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
        let summary = try RenderSummary(render, seconds: seconds)
        if !quiet {
            for line in summary.lines { StandardError.write("splashvid: \(line)\n") }
        }
        if json { print(summary.json) }
    }

    /// What the options mean together, or one line saying what is wrong.
    /// (Checked here rather than in `validate()`, whose errors come with
    /// the whole usage text: a bad value deserves one clear line.)
    private func checkedJob() throws -> RenderJob {
        let preset = self.preset ?? (launchScreen != nil && scene == nil && lottie == nil ? "launch" : nil)
        switch [preset, scene, lottie].compactMap({ $0 }).count {
        case 0: throw RenderError("nothing to render: give --preset NAME (see `splashvid presets`), --scene FILE.json, --lottie FILE.json or --launch-screen PATH")
        case 1: break
        default: throw RenderError("give one of --preset, --scene and --lottie, not more")
        }
        if lottie == nil, strict { throw RenderError("--strict goes with --lottie") }
        let source: SceneSource
        var lottieComposition: LottieComposition?
        if let lottie {
            source = .lottie(URL(fileURLWithPath: lottie), LottieOptions(strictness: strict ? .strict : .lenient))
            lottieComposition = try source.lottieComposition()
        } else {
            source = try preset.map { try SceneSource.preset(named: $0) } ?? .file(URL(fileURLWithPath: scene ?? ""))
        }
        if outputOption != nil, outputArgument != nil {
            throw RenderError("give the output once: with -o/--output or as the last argument, not both")
        }
        let kind = try OutputKind(output, still: at != nil)
        let video = try videoOptions(for: kind)
        // A Lottie plays at its own rate (at most what the format takes).
        let fps = self.fps ?? lottieComposition.map {
            min(max(Int($0.frameRate.rounded()), RenderLimits.frameRates.lowerBound), video.codec.maximumFPS)
        } ?? video.codec.defaultFPS
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

        guard fps <= video.codec.maximumFPS else {
            throw RenderError("--fps \(fps) is too high for a \(video.codec.displayName): at most \(video.codec.maximumFPS) (GIF delays are whole centiseconds, and browsers slow delays under 2 cs)")
        }
        try checkSheet()
        if let at {
            guard at.isFinite, at >= 0 else { throw RenderError("--at must be a time of 0 seconds or more, not \(String(format: "%g", at))") }
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
        switch kind {
        case .none: break
        case .still(let file): outputs.stills = [.init(time: at ?? 0, file: file)]
        case .video(let file, _): outputs.video = file
        case .frames(let sequence): outputs.frames = sequence
        }
        if let still = try posterStill(for: kind) { outputs.stills.append(still) }
        var frameStyle = DeviceFrameStyle.none
        if let frame {
            guard let style = DeviceFrameStyle(rawValue: frame.lowercased()) else {
                throw RenderError("--frame must be one of \(DeviceFrameStyle.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(frame)\"")
            }
            frameStyle = style
        }
        var job = RenderJob(source: source, parameters: try parameters.values(for: source), screen: screen, fps: fps, crf: crf,
                            speed: speed ?? RenderJob.defaultSpeed, video: video, maxSize: try sizeBudget(for: kind, video),
                            frame: frameStyle, launchScreen: try launchScreenOptions(), outputs: outputs)
        job.frameRange = try frameRange(for: kind)
        _ = try job.deviceFrame()
        return job
    }

    /// `--frames A-B`: numbers from 0, A ≤ B, for a video or frame sequence.
    private func frameRange(for kind: OutputKind) throws -> ClosedRange<Int>? {
        guard let frames else { return nil }
        switch kind {
        case .video, .frames: break
        default: throw RenderError("--frames applies to a video or frame-sequence output")
        }
        let parts = frames.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 0, first <= last else {
            throw RenderError("--frames must be A-B with 0 ≤ A ≤ B, like 0-59, not \"\(frames)\"")
        }
        return first...last
    }

    /// `--launch-screen`, `--assets` and `--appearance` together.
    private func launchScreenOptions() throws -> LaunchScreenOptions? {
        try LaunchScreenOptions.fromCommandLine(path: launchScreen, assets: assets, appearance: appearance)
    }

    /// `--max-size`, for a format with a quality to search.
    private func sizeBudget(for kind: OutputKind, _ video: VideoOptions) throws -> SizeBudget? {
        guard let maxSize else { return nil }
        guard case .video = kind else { throw RenderError("--max-size applies to a video output") }
        guard let budget = SizeBudget(maxSize) else {
            throw RenderError("--max-size must be a size like 10MB, 2.5MB or 800KB (at least 1KB), not \"\(maxSize)\"")
        }
        guard SizeBudget.applies(to: video.codec, webp: video.webp) else {
            throw RenderError("--max-size searches a quality, which \(video.codec == .webp ? "lossless WebP" : video.codec.displayName) does not have: use .mp4, .webm or a lossy .webp")
        }
        return budget
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
        return RenderOutputs.Still(time: time, file: URL(fileURLWithPath: poster))
    }

    /// The codec and its options, each option checked against the format
    /// it applies to (a --dither on an MP4 is a mistake worth saying).
    private func videoOptions(for kind: OutputKind) throws -> VideoOptions {
        var codec = VideoCodec.h264
        if case .video(_, let picked) = kind { codec = picked }
        let named = output ?? ""
        if let requested = self.codec {
            guard case .video = kind, codec == .h264 else {
                throw RenderError("--codec applies to .mp4 outputs only (the other extensions have one codec each), not \"\(named)\"")
            }
            switch requested.lowercased() {
            case "h264", "avc", "h.264": codec = .h264
            case "hevc", "h265", "h.265": codec = .hevc
            default: throw RenderError("unknown --codec \"\(requested)\": a .mp4 takes h264 or hevc")
            }
        }
        var options = VideoOptions(codec: codec)
        if lossless {
            guard codec == .webp, case .video = kind else { throw RenderError("--lossless applies to .webp outputs only, not \"\(named)\"") }
            options.webp = .lossless
        }
        if let dither {
            guard codec == .gif, case .video = kind else { throw RenderError("--dither applies to .gif outputs only, not \"\(named)\"") }
            guard let mode = GIFDither(rawValue: dither.lowercased()) else {
                throw RenderError("unknown --dither \"\(dither)\": expected \(GIFDither.allCases.map(\.rawValue).joined(separator: " or "))")
            }
            options.dither = mode
        }
        if let loop {
            guard codec == .gif || codec == .webp, case .video = kind else {
                throw RenderError("--loop applies to .gif and .webp outputs only, not \"\(named)\"")
            }
            guard AnimationLoop.playRange.contains(loop) else {
                throw RenderError("--loop must be a number of plays from \(AnimationLoop.playRange.lowerBound) to \(AnimationLoop.playRange.upperBound), not \(loop) (leave it out to loop forever)")
            }
            options.loop = .plays(loop)
        }
        if let background {
            guard let matte = MatteColor(hex: background) else {
                throw RenderError("--background must be an opaque colour #RRGGBB, not \"\(background)\"")
            }
            options.background = matte
        }
        return options
    }
}
