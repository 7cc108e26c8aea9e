import ArgumentParser
import Dispatch
import Foundation
import SplashPreview
import SplashRender
import SplashImport

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of a scene file, a preset or a Lottie file on 127.0.0.1: rendered again whenever the file or what it draws changes.",
        discussion: """
        Opens nothing itself: open the address it prints in a browser. The page \
        plays the scene (muted, looping), with a frame scrubber, play/pause and \
        the contact sheet; when the scene file, an image or a Lottie file it \
        draws, or the launch screen changes, it renders again (at a modest \
        scale and frame rate, one render at a time) and the page picks the new \
        video up by itself. A scene that does not read shows its error on the \
        page, above the last good render; what a render warns about is listed \
        under it. A launch screen given as a folder is watched whole. Only this \
        machine can reach the page (it listens on 127.0.0.1). Runs until \
        interrupted (Ctrl-C).

        Examples:
          splashvid preview launch.json
          splashvid preview launch.json --device iphone-se --port 8080
          splashvid preview launch.json --launch-screen MyApp/ --port 0
          splashvid preview --preset yula --logo logo.svg --text "Hello"
          splashvid preview --lottie splash.json
          splashvid preview --launch-screen MyApp/ --appearance dark
        """
    )

    @Argument(help: ArgumentHelp("The scene file (JSON) to preview (or give --preset or --lottie).", valueName: "scene.json"), completion: Completions.jsonFiles)
    var scene: String?

    @Option(help: "A built-in preset to preview instead, with its parameters (list them with `splashvid presets`).", completion: Completions.presets)
    var preset: String?

    @Option(help: ArgumentHelp("A Lottie animation (Bodymovin JSON) to preview instead.", valueName: "file.json"), completion: Completions.lottieFiles)
    var lottie: String?

    @Option(help: "The device screen to render for (list them with `splashvid devices`; default \(DeviceListing.defaultName)).", completion: Completions.devices)
    var device: String?

    @Option(help: ArgumentHelp("A canvas size in points instead of a device, as WIDTHxHEIGHT.", valueName: "WxH"))
    var size: String?

    @Option(help: "Pixels per point of the preview (default 1: quick to render; the device's own is sharper and slower).")
    var scale: Double = 1

    @Option(name: RenderOption.long(.fps), help: "Frames per second of the preview (1–240; default 30).")
    var fps: Int = 30

    @Option(help: "The port to listen on, on 127.0.0.1 (0: any free one, printed; default 8470).")
    var port: Int = 8470

    @OptionGroup var launchScreen: LaunchScreenArguments

    @Option(name: RenderOption.long(.frame), help: ArgumentHelp("Draw the device around the screen: light, dark or none (default).", valueName: "style"), completion: Completions.frameStyles)
    var frame: String?

    @Option(name: RenderOption.long(.orientation), help: RenderOption.help(.orientation), completion: Completions.orientations)
    var orientation: String?

    @OptionGroup(title: "Parameters")
    var parameters: ParameterOptions

    func run() throws {
        let job = try checkedJob()
        guard let port = UInt16(exactly: port) else {
            throw RenderError("--port must be from 0 to 65535, not \(self.port)")
        }
        let folder = try Self.temporaryFolder()
        InterruptCleanup.shared.onInterrupt { _ in try? FileManager.default.removeItem(at: folder) }
        defer { try? FileManager.default.removeItem(at: folder) }

        let renderer = PreviewRenderer(job: job, folder: folder)
        let server = PreviewServer(renderer: renderer, title: title, port: port)
        let shown = RenderError.oneLine(title)
        let failure = Mutex<(any Error)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { bound in
                    // Written unbuffered: whoever reads the address (a person, a script) sees it at once.
                    FileHandle.standardOutput.write(Data("splashvid: previewing \(shown) at http://127.0.0.1:\(bound)/ (Ctrl-C to stop)\n".utf8))
                    renderer.start()
                    renderer.requestRender()
                    FileWatcher().start(files: { renderer.current.watchedFiles }, changed: { renderer.requestRender() })
                }
            } catch {
                failure.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        if let error = failure.withLock({ $0 }) { throw error }
    }

    /// What the page and the first line call it: the file's name, or the preset's.
    private var title: String {
        if let file = scene ?? lottie { return URL(fileURLWithPath: file).lastPathComponent }
        return "\(preset ?? "launch") preset"
    }

    /// The scene, the preset or the Lottie file, one of them (the launch
    /// screen alone previews the launch preset, as render does).
    private func checkedSource() throws -> SceneSource {
        let preset = self.preset ?? (launchScreen.launchScreen != nil && scene == nil && lottie == nil ? "launch" : nil)
        switch [preset, scene, lottie].compactMap({ $0 }).count {
        case 0: throw RenderError("nothing to preview: give a scene file, --preset NAME (see `splashvid presets`), --lottie FILE.json or --launch-screen PATH")
        case 1: break
        default: throw RenderError("give one of a scene file, --preset and --lottie, not more")
        }
        if let preset { return try SceneSource.preset(named: preset) }
        let file = scene ?? lottie ?? ""
        let url = URL(fileURLWithPath: file)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw RenderError("\(file): no such \(lottie == nil ? "scene" : "Lottie") file")
        }
        return lottie == nil ? .file(url) : .lottie(url, LottieOptions(strictness: .lenient))
    }

    /// The job each render starts from (its outputs are the preview's own).
    private func checkedJob() throws -> RenderJob {
        let source = try checkedSource()
        let settings = try RenderSettings.commandLine(launchScreen.given + [(.fps, Optional(fps).json), (.frame, frame.json), (.orientation, orientation.json)])
        let screen = try CommandLineScreen.screen(device: device, size: size, scale: scale, canvasScale: scale).held(settings.orientation ?? .portrait)
        let job = RenderJob(source: source, parameters: try parameters.values(for: source), screen: screen, fps: settings.fps ?? fps, crf: 23,
                            speed: "veryfast", frame: settings.frameStyle, launchScreen: try launchScreen.options(), outputs: RenderOutputs())
        _ = try job.deviceFrame()
        return job
    }

    /// A new private folder for the renders, removed when the preview ends.
    private static func temporaryFolder() throws -> URL {
        var template = Array((NSTemporaryDirectory() + "/splashvid-preview-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw RenderError("cannot create a temporary folder in \(NSTemporaryDirectory()): \(String(cString: strerror(errno)))")
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }
}
