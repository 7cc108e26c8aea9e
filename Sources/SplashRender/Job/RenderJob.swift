import Foundation
import SplashCompositor
import SplashGeometry
import SplashScene
import SplashVideo
import SplashImport

/// One render, as `splashvid render` and every job of a batch describe it:
/// a scene (a preset or a file, with parameters) on a screen, encoded at a
/// frame rate and quality, written to a video, a contact sheet and stills.
///
///     let job = RenderJob(source: try .preset(named: "kugou"), screen: .defaultDevice,
///                         outputs: RenderOutputs(video: URL(fileURLWithPath: "kugou.mp4")))
///     let render = try job.prepare()      // scene, images, fonts, compositor
///     try render.write { progress in … }
public struct RenderJob: Sendable, Hashable, Encodable {
    public var source: SceneSource
    /// Parameter values as the source declares them (see `SceneSource.checkedParameters`).
    public var parameters: [String: String]
    public var screen: RenderScreen
    public var fps: Int
    /// x264's constant rate factor.
    public var crf: Int
    /// x264's speed preset.
    public var speed: String
    /// Encoder threads, pinned so the bytes do not depend on the machine.
    public var encoderThreads: Int
    /// The codec and its options.
    public var video: VideoOptions
    /// `--max-size`: the best quality whose video fits, or nil for `crf` as given.
    public var maxSize: SizeBudget?
    /// `--frame`: the device drawn around the screen (a catalogue device's
    /// screen only), or none.
    public var frame: DeviceFrameStyle
    /// `--launch-screen`: the app's own launch screen, drawn in the scene's
    /// placeholder for it; nil: the scene as written.
    public var launchScreen: LaunchScreenOptions?
    /// `--frames A-B`: only these frames of the timeline (0-based, both
    /// included) in the video or frame sequence; nil: all of them.
    public var frameRange: ClosedRange<Int>?
    public var outputs: RenderOutputs

    public init(source: SceneSource, parameters: [String: String] = [:], screen: RenderScreen, fps: Int = 60, crf: Int = RenderJob.defaultCRF,
                speed: String = RenderJob.defaultSpeed, encoderThreads: Int = 4, video: VideoOptions = VideoOptions(), maxSize: SizeBudget? = nil,
                frame: DeviceFrameStyle = .none, launchScreen: LaunchScreenOptions? = nil, outputs: RenderOutputs) {
        self.source = source
        self.parameters = parameters
        self.screen = screen
        self.fps = fps
        self.crf = crf
        self.speed = speed
        self.encoderThreads = encoderThreads
        self.video = video
        self.maxSize = maxSize
        self.frame = frame
        self.launchScreen = launchScreen
        self.outputs = outputs
    }

    /// x264's speed presets, fastest first, and the one used by default.
    public static let speeds = VideoEncoderSettings.x264Presets
    public static let defaultSpeed = VideoEncoderSettings(width: 2, height: 2, fps: 1).preset
    /// Qualities x264 takes in an H.264 High profile stream (CRF 0 would be
    /// lossless, which that profile cannot carry).
    public static let crfRange = VideoEncoderSettings.crfRange
    /// The quality used when none is asked for.
    public static let defaultCRF = 18

    public func encoderSettings(width: Int, height: Int) -> VideoEncoderSettings {
        VideoEncoderSettings(width: width, height: height, fps: fps, crf: crf, preset: speed, threads: encoderThreads,
                             codec: video.codec, webp: video.webp, dither: video.dither, loop: video.loop, matte: video.background)
    }

    /// The scene, decoded and validated for the job's screen and parameters.
    public func loadScene() throws -> Scene {
        let scene = try source.scene(canvas: screen.canvas, parameters: parameters)
        guard let launchScreen else { return scene }
        guard scene.hasLaunchScreenPlaceholder else {
            let presets = Preset.all.filter { (try? SceneSource.preset($0).scene(canvas: screen.canvas).hasLaunchScreenPlaceholder) == true }
            throw RenderError("\(source.displayName) has no launch screen to draw the app's in (no layer with \"launchScreen\"); presets with one: \(presets.map(\.name).joined(separator: ", "))")
        }
        let launch = try LaunchScreenLoader.load(launchScreen, device: LaunchScreenLoader.device(for: screen))
        var shown = scene.showingLaunchScreen(launch.layer)
        shown.importWarnings += launch.warnings.map(\.description)
        // Image views are placed by the content mode set in Interface Builder.
        shown.importedImageLayers.formUnion(launch.imageLayerIDs)
        return shown
    }

    /// The scene made ready to draw: its images decoded, its texts laid out.
    public func prepare() throws -> PreparedRender {
        try prepare(loadScene())
    }

    /// `scene` ready to draw at `scale` pixels per point (default the screen's).
    public func prepare(_ scene: Scene, scale: Double? = nil) throws -> PreparedRender {
        // What the scene draws with every copy counted, before anything is decoded or drawn.
        do throws(ExpansionError) { try scene.checkExpansion() } catch { throw RenderError("\(source.displayName): \(error)") }
        let images = try ImageAssets.load(for: scene)
        let drawn = try deviceFrame().map { $0.framing(scene) } ?? scene
        // Texts are laid out here, one job at a time: SplashText guards
        // fontconfig's and FreeType's global state itself.
        let compositor = try Compositor(scene: drawn, scale: scale ?? screen.scale, images: images)
        return PreparedRender(job: self, compositor: compositor)
    }
}

extension RenderJob {
    /// The frame drawn around the screen, or nil for `.none`; an error when
    /// the screen is not a catalogue device's or the framed picture is
    /// beyond `RenderLimits`.
    public func deviceFrame() throws(RenderError) -> DeviceFrame? {
        guard frame != .none else { return nil }
        guard let device = screen.device else {
            throw RenderError("the device frame is drawn around a catalogue device, not the canvas \"\(screen.name)\"; available: \(RenderScreen.deviceNames)")
        }
        let framed = DeviceFrame(device: device, style: frame)
        guard RenderLimits.fits(width: framed.canvas.width, height: framed.canvas.height, scale: screen.scale) else {
            throw RenderError("\(device.name) in its frame at \(screen.scale)× is too large; the limit is \(RenderLimits.maximumSide) pixels a side and \(RenderLimits.maximumPixels / 1_000_000) megapixels (lower --scale)")
        }
        return framed
    }

    /// The picture's size in points: the screen's canvas, grown by the
    /// frame when one is drawn.
    public var pictureCanvas: Size {
        (try? deviceFrame())?.canvas ?? screen.canvas
    }

    /// The frames a video of `duration` seconds shows at the job's rate:
    /// all, or `frameRange` (an error, naming the timeline `name`, when it
    /// is outside it).
    public func schedule(duration: Double, name: String? = nil) throws(RenderError) -> FrameSchedule {
        let whole = FrameSchedule(duration: duration, fps: fps)
        guard let range = frameRange else { return whole }
        guard range.lowerBound >= 0, range.upperBound < whole.frameCount else {
            throw RenderError("--frames \(range.lowerBound)-\(range.upperBound) is outside the timeline: \(name ?? source.displayName) has frames 0-\(whole.frameCount - 1) at \(fps) fps")
        }
        return whole.restricted(to: range)
    }

    /// The picture's size in pixels: the screen's, grown by the frame when
    /// one is drawn.
    public var pixelSize: (width: Int, height: Int) {
        guard let frame = try? deviceFrame() else { return (screen.pixelWidth, screen.pixelHeight) }
        return Compositor.pixelSize(of: frame.canvas, scale: screen.scale)
    }
}

/// What a render writes: any of a video (or its frames as PNGs), a
/// contact sheet, and stills.
public struct RenderOutputs: Sendable, Hashable, Encodable {
    public struct Still: Sendable, Hashable, Encodable {
        public var time: Double
        public var file: URL
        /// The option that asked for it ("--at", "--poster-at"), for
        /// messages; nil for a manifest's `stills`.
        public var option: String?

        public init(time: Double, file: URL, option: String? = nil) {
            self.time = time
            self.file = file
            self.option = option
        }
    }

    public var video: URL?
    /// Every frame as a PNG, instead of or beside the video.
    public var frames: PNGSequence?
    public var sheet: URL?
    public var stills: [Still]

    public init(video: URL? = nil, frames: PNGSequence? = nil, sheet: URL? = nil, stills: [Still] = []) {
        self.video = video
        self.frames = frames
        self.sheet = sheet
        self.stills = stills
    }

    /// Every file (a PNG sequence's aside), in the order they are written.
    public var files: [URL] { [video, sheet].compactMap { $0 } + stills.map(\.file) }
}

// The command line imports SplashRender alone.
public typealias DeviceFrameStyle = SplashScene.DeviceFrameStyle
public typealias Orientation = SplashScene.Orientation
