import ArgumentParser
import Foundation
import SplashCompositor
import SplashGeometry
import SplashRender
import SplashScene
import SplashVideo

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
        """
    )

    @Option(help: "A built-in preset to render (list them with `splashvid presets`).")
    var preset: String?

    @Option(help: ArgumentHelp("A scene file (JSON) to render.", valueName: "file.json"))
    var scene: String?

    @Option(help: "The device screen to render for (list them with `splashvid devices`; default \(Device.defaultName)).")
    var device: String?

    @Option(help: ArgumentHelp("A canvas size in points instead of a device, as WIDTHxHEIGHT.", valueName: "WxH"))
    var size: String?

    @Option(help: "Pixels per point (default: the device's, or 2 with --size).")
    var scale: Double?

    @Option(help: "Frames per second of the video (1–240).")
    var fps: Int = 60

    @Option(help: "Quality: x264's constant rate factor, 1 (best) to 51 (worst); 18 looks transparent.")
    var crf: Int = 18

    @Option(help: ArgumentHelp("x264's speed preset: \(VideoEncoderSettings.x264Presets.joined(separator: ", ")) (default \(VideoEncoderSettings(width: 2, height: 2, fps: 1).preset)).", valueName: "preset"))
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

    /// Largest picture side accepted, in pixels (H.264 level 6.2 allows
    /// 8192); with the total below, no input can exhaust memory.
    static let maximumSide = 8192
    static let maximumPixels = 8192 * 4320

    func run() throws {
        let settings = try checkedOptions()
        let scene = try loadScene(canvas: settings.canvas)
        let compositor = try Compositor(scene: scene, scale: settings.scale, images: try ImageAssets.load(for: scene))
        if !quiet {
            for warning in compositor.warnings {
                FileHandle.standardError.write(Data("splashvid: warning: \(warning)\n".utf8))
            }
        }
        guard compositor.pixelWidth <= Self.maximumSide, compositor.pixelHeight <= Self.maximumSide,
              compositor.pixelWidth * compositor.pixelHeight <= Self.maximumPixels else {
            throw RenderError("\(compositor.pixelWidth)×\(compositor.pixelHeight) pixels is too large; the limit is \(Self.maximumSide) pixels a side and \(Self.maximumPixels / 1_000_000) megapixels (lower --scale or --size)")
        }
        if let sheet { try writeSheet(of: compositor, to: sheet) }
        guard let output else { return }
        let destination = URL(fileURLWithPath: output)
        if let at {
            try StillRenderer.render(compositor, at: at, to: destination)
            return
        }
        var encoder = VideoEncoderSettings(width: compositor.pixelWidth, height: compositor.pixelHeight, fps: fps)
        encoder.crf = crf
        if let speed { encoder.preset = speed }
        let renderer = VideoRenderer(compositor: compositor, fps: fps, encoder: encoder)
        let bar = ProgressBar(enabled: !quiet && isatty(STDERR_FILENO) != 0, label: destination.lastPathComponent)
        try renderer.render(to: destination) { bar.update($0) }
        bar.finish()
    }

    /// What the options mean together, or one line saying what is wrong.
    /// (Checked here rather than in `validate()`, whose errors come with
    /// the whole usage text: a bad value deserves one clear line.)
    private func checkedOptions() throws -> (canvas: Size, scale: Double) {
        switch (preset, scene) {
        case (nil, nil): throw RenderError("nothing to render: give --preset NAME (see `splashvid presets`) or --scene FILE.json")
        case (.some, .some): throw RenderError("give either --preset or --scene, not both")
        default: break
        }
        if let preset { _ = try SceneSource.preset(named: preset) }
        guard (1...240).contains(fps) else { throw RenderError("--fps must be between 1 and 240, not \(fps)") }
        // CRF 0 would be lossless, which H.264 High profile (the one every
        // player takes) cannot carry; 1 is the best quality it can.
        guard VideoEncoderSettings.crfRange.contains(crf) else {
            throw RenderError("--crf must be between \(VideoEncoderSettings.crfRange.lowerBound) and \(VideoEncoderSettings.crfRange.upperBound), not \(crf)")
        }
        if let speed, !VideoEncoderSettings.x264Presets.contains(speed) {
            throw RenderError("unknown --speed \"\(speed)\"; x264's presets are \(VideoEncoderSettings.x264Presets.joined(separator: ", "))")
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
            throw RenderError("--scale must be a number above 0 and at most 8, not \(scale)")
        }

        try checkSheet()
        let output = self.output ?? ""
        let ext = URL(fileURLWithPath: output).pathExtension.lowercased()
        if self.output == nil, at == nil {
            // Only a contact sheet.
        } else if let at {
            guard at.isFinite, at >= 0 else { throw RenderError("--at must be a time of 0 seconds or more, not \(at)") }
            guard ext == "png" else { throw RenderError("with --at the output must be a .png file, not \"\(output)\"") }
        } else {
            guard ext == "mp4" else {
                throw RenderError(ext == "png"
                    ? "a .png output is a still: add --at SECONDS to say which instant"
                    : "unknown output type \"\(output)\": write .mp4 for a video, or .png with --at for a still")
            }
        }

        if let size {
            if device != nil { throw RenderError("give either --device or --size, not both") }
            let canvas = try Self.parseSize(size)
            return (canvas, scale ?? 2)
        }
        let name = device ?? Device.defaultName
        guard let model = Device.named(name) else {
            throw RenderError("unknown device \"\(name)\"; available: \(Device.catalogue.map(\.name).joined(separator: ", ")) (or --size WxH)")
        }
        return (model.points, scale ?? Double(model.scale))
    }

    static func parseSize(_ text: String) throws -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite else {
            throw RenderError("--size must be WIDTHxHEIGHT in points, like 390x844, not \"\(text)\"")
        }
        guard width >= 1, height >= 1 else { throw RenderError("--size must be at least 1x1 points, not \"\(text)\"") }
        guard width <= Double(maximumSide), height <= Double(maximumSide) else {
            throw RenderError("--size \(text) is too large; at most \(maximumSide) points a side")
        }
        return Size(width: width, height: height)
    }

    private func loadScene(canvas: Size) throws -> Scene {
        let source: SceneSource
        if let preset {
            source = try SceneSource.preset(named: preset)
        } else if let scene {
            source = .file(URL(fileURLWithPath: scene))
        } else {
            throw RenderError("nothing to render")
        }
        return try source.scene(canvas: canvas, parameters: try parameters.values(for: source))
    }
}
