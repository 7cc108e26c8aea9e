import Foundation
import SplashRender
import SplashImport

/// What the preview shows: the latest good render (its video and contact
/// sheet, held in memory) and what is happening now.
public struct PreviewSnapshot: Sendable {
    public enum State: String, Sendable {
        case rendering, ok, error
    }

    /// The number of the render served (1 for the first good one; 0 until
    /// then). It grows with each good render only, so `?v=N` names a video.
    public var version = 0
    public var state = State.rendering
    /// The scene's error, one line as the command line prints it; nil
    /// unless `state` is `.error`.
    public var error: String?
    /// Of the render served.
    public var duration = 0.0
    public var fps = 0
    public var frames = 0
    public var width = 0
    public var height = 0
    public var video: Data?
    public var sheet: Data?
    /// Where each frame of the contact sheet is on it, for the page to
    /// seek to the one clicked.
    public var sheetLayout: SheetMap?
    /// Files the scene was last read from (the scene file, its images and
    /// Lottie files, the launch screen), with their signatures as the
    /// render found them: what the watcher polls.
    public var watchedFiles: [String: FileWatcher.Signature?] = [:]
    /// Fraction of the current render done, 0…1.
    public var progress = 0.0
    /// What the render served warned about (as the command line prints
    /// them after "splashvid: warning: ").
    public var warnings: [String] = []

    /// `/status`'s JSON.
    public var statusJSON: String {
        var fields = ["\"version\": \(version)", "\"state\": \"\(state.rawValue)\""]
        if let error { fields.append("\"error\": \(Self.quoted(error))") }
        fields.append("\"warnings\": [" + warnings.map(Self.quoted).joined(separator: ", ") + "]")
        fields += ["\"duration\": \(duration)", "\"fps\": \(fps)", "\"frames\": \(frames)",
                   "\"width\": \(width)", "\"height\": \(height)", "\"progress\": \((progress * 1000).rounded() / 1000)"]
        if let sheetLayout { fields.append("\"sheet\": \(sheetLayout.json)") }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])) ?? Data("[\"\"]".utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}

extension SheetMap {
    var json: String {
        let list = cells.map { "{\"x\": \($0.x), \"y\": \($0.y), \"width\": \($0.width), \"height\": \($0.height), \"time\": \($0.time)}" }
        return "{\"width\": \(width), \"height\": \(height), \"cells\": [" + list.joined(separator: ", ") + "]}"
    }
}

/// Renders the scene in the background, one render at a time: an MP4 and
/// a contact sheet into a temporary folder, read into memory when both are
/// written. A change while a render runs supersedes it: its result is
/// dropped and the scene is rendered again.
public final class PreviewRenderer: Sendable {
    /// The job as the command line built it; its outputs are replaced.
    public let job: RenderJob
    private let folder: URL
    private let snapshot = Mutex(PreviewSnapshot())
    /// Renders asked for and not yet started (a counter, so that one asked
    /// for during a render is seen when it ends).
    private let requests = Mutex(0)
    private let wake = DispatchSemaphore(value: 0)
    /// Stills are drawn one at a time (each prepares the scene anew).
    private let stillLock = NSLock()

    public init(job: RenderJob, folder: URL) {
        self.job = job
        self.folder = folder
        snapshot.withLock { $0.watchedFiles = FileWatcher.signatures(of: Self.inputs(of: job, scene: nil)) }
    }

    public var current: PreviewSnapshot { snapshot.withLock { $0 } }

    /// Asks for a render of the scene as it is on disk now.
    public func requestRender() {
        requests.withLock { $0 += 1 }
        wake.signal()
    }

    /// Starts the rendering thread.
    public func start() {
        let thread = Thread { [self] in
            while true {
                wake.wait()
                guard requests.withLock({ count in defer { count = 0 }; return count }) > 0 else { continue }
                renderOnce()
            }
        }
        thread.name = "splashvid preview renderer"
        thread.start()
    }

    private func renderOnce() {
        snapshot.withLock {
            $0.state = .rendering
            $0.progress = 0
        }
        var job = self.job
        let id = UUID().uuidString.prefix(8)
        let video = folder.appendingPathComponent("render-\(id).mp4"), sheet = folder.appendingPathComponent("sheet-\(id).png")
        job.outputs = RenderOutputs(video: video, sheet: sheet)
        defer {
            unlink(video.path)
            unlink(sheet.path)
        }
        var scene: (importedFiles: Set<String>, imageSources: Set<String>)?
        // Taken before each file is read: a change after that is a change.
        var seen = FileWatcher.signatures(of: Self.inputs(of: job, scene: nil))
        do {
            let loaded = try job.loadScene()
            scene = (loaded.importedFiles, loaded.imageSources)
            seen.merge(FileWatcher.signatures(of: Self.inputs(of: job, scene: scene))) { before, _ in before }
            let render = try job.prepare()
            try render.write { [self] progress in
                snapshot.withLock { $0.progress = Double(progress.framesDone) / Double(max(progress.frameCount, 1)) }
            }
            let videoBytes = try Data(contentsOf: video), sheetBytes = try Data(contentsOf: sheet)
            let size = job.pixelSize
            guard !isSuperseded else { return }
            snapshot.withLock {
                $0.version += 1
                $0.state = .ok
                $0.error = nil
                $0.duration = render.duration
                $0.fps = job.fps
                $0.frames = render.frameCount
                $0.width = size.width
                $0.height = size.height
                $0.video = videoBytes
                $0.sheet = sheetBytes
                $0.sheetLayout = SheetMap(scene: loaded, frameWidth: size.width, frameHeight: size.height)
                $0.progress = 1
                $0.warnings = render.warnings
                $0.watchedFiles = seen
            }
        } catch {
            guard !isSuperseded else { return }
            let message = Self.message(for: error)
            snapshot.withLock {
                $0.state = .error
                $0.error = message
                $0.progress = 0
                // A scene that reads but does not draw (an image missing)
                // watches its own files, so restoring one is noticed; one
                // that does not read keeps those of the last that did.
                if scene != nil { $0.watchedFiles = seen }
            }
        }
    }

    /// Whether another render was asked for while this one ran.
    private var isSuperseded: Bool { requests.withLock { $0 > 0 } }

    /// The error as `splashvid render` prints it after "splashvid: ".
    public static func message(for error: any Error) -> String {
        var line = RenderError.oneLine("\(error)")
        if !line.lowercased().hasPrefix("error") { line = "error: " + line }
        return line
    }

    /// The frame at `time` as a PNG, drawn from the scene as it is on disk
    /// now (at the preview's scale).
    public func still(at time: Double) throws -> Data {
        stillLock.lock()
        defer { stillLock.unlock() }
        var job = self.job
        let file = folder.appendingPathComponent("still-\(UUID().uuidString.prefix(8)).png")
        defer { unlink(file.path) }
        job.outputs = RenderOutputs(stills: [.init(time: time, file: file)])
        try job.prepare().write(workers: 1)
        return try Data(contentsOf: file)
    }

    /// The files a render of `job` reads: the scene file, the launch
    /// screen (when it is a file), and the images and Lottie files the
    /// scene was last found to draw.
    static func inputs(of job: RenderJob, scene: (importedFiles: Set<String>, imageSources: Set<String>)?) -> [String] {
        var files: [String] = []
        switch job.source {
        case .file(let url), .lottie(let url, _), .code(let url, _): files.append(url.path)
        case .preset: break
        }
        if let launch = job.launchScreen?.path { files.append(URL(fileURLWithPath: launch).path) }
        if let scene { files += scene.imageSources.sorted() + scene.importedFiles.sorted() }
        return files
    }
}
