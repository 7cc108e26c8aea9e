import Foundation
import SplashRender
import SplashImport
import SplashReview

/// What a render wrote, said when it is done: one line per file on
/// standard error (`wrote kugou.mp4 — 1179×2556, 2.00 s, 120 frames,
/// 446 KB, in 3.0 s`), and with `--json` one line of JSON on standard
/// output for scripts.
struct RenderSummary {
    struct Output {
        var file: String
        var kind: String
        var width: Int
        var height: Int
        var frames: Int?
        var duration: Double?
        var time: Double?
        var bytes: Int
    }

    var outputs: [Output] = []
    var seconds: Double
    var warnings: [String]

    /// `choice`: what `--max-size` chose, when it drew the video smaller
    /// or at a lower rate than the job asks.
    init(_ render: PreparedRender, seconds: Double, choice: SizeBudgetChoice? = nil) throws {
        let (width, height) = render.job.pixelSize
        self.init(render.job, width: width, height: height, schedule: try render.schedule(), warnings: render.warnings, seconds: seconds)
        // The video as written (stills and the sheet are drawn at the job's size).
        if let choice, choice.reduced, let index = outputs.firstIndex(where: { $0.kind == "video" }) {
            let frames = FrameSchedule(duration: render.duration, fps: choice.step.fps).frameCount
            outputs[index].width = choice.width
            outputs[index].height = choice.height
            if choice.step.fps != render.job.fps {
                outputs[index].frames = frames
                outputs[index].duration = Double(frames) / Double(choice.step.fps)
            }
        }
    }

    init(_ comparison: PreparedComparison, seconds: Double) throws {
        let (width, height) = comparison.pixelSize
        self.init(comparison.job.output, width: width, height: height, schedule: try comparison.schedule(), warnings: comparison.warnings,
                  seconds: seconds)
    }

    /// The outputs of `job`, pictures of `width × height` pixels, the
    /// video's frames `schedule`.
    init(_ job: RenderJob, width: Int, height: Int, schedule: FrameSchedule, warnings: [String], seconds: Double) {
        self.seconds = seconds
        self.warnings = warnings
        func size(_ url: URL) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber)?.intValue ?? 0
        }
        if let video = job.outputs.video {
            outputs.append(Output(file: video.relativePath, kind: "video", width: width, height: height, frames: schedule.frameCount,
                                  duration: Double(schedule.frameCount) / Double(job.fps), bytes: size(video)))
        }
        if let sequence = job.outputs.frames {
            let files = (0..<schedule.frameCount).map { sequence.file(schedule.firstFrame + $0) }
            outputs.append(Output(file: sequence.folder.relativePath + "/", kind: "frames", width: width, height: height, frames: files.count,
                                  duration: Double(files.count) / Double(job.fps), bytes: files.reduce(0) { $0 + size($1) }))
        }
        if let sheet = job.outputs.sheet {
            outputs.append(Output(file: sheet.relativePath, kind: "sheet", width: 0, height: 0, bytes: size(sheet)))
        }
        for still in job.outputs.stills {
            outputs.append(Output(file: still.file.relativePath, kind: "still", width: width, height: height, time: still.time, bytes: size(still.file)))
        }
    }

    var lines: [String] {
        outputs.enumerated().map { index, output in
            var parts: [String] = []
            switch output.kind {
            case "sheet":
                parts.append("contact sheet")
            case "still":
                parts.append("\(output.width)×\(output.height)")
                parts.append(String(format: "at %.2f s", output.time ?? 0))
            default:
                parts.append("\(output.width)×\(output.height)")
                parts.append(String(format: "%.2f s", output.duration ?? 0))
                parts.append("\(output.frames ?? 0) \(output.kind == "frames" ? "PNGs" : "frames")")
            }
            parts.append(SizeBudget.text(output.bytes))
            if index == 0 { parts.append(String(format: "in %.1f s", seconds)) }
            return "wrote \(RenderError.oneLine(output.file)) — " + parts.joined(separator: ", ")
        }
    }

    /// One line, keys sorted, so scripts can read it and diffs stay small.
    var json: String {
        let files: [[String: Any]] = outputs.map { output in
            var entry: [String: Any] = ["file": output.file, "kind": output.kind, "bytes": output.bytes]
            if output.kind != "sheet" {
                entry["width"] = output.width
                entry["height"] = output.height
            }
            if let frames = output.frames { entry["frames"] = frames }
            if let duration = output.duration { entry["duration"] = duration }
            if let time = output.time { entry["time"] = time }
            return entry
        }
        let object: [String: Any] = ["outputs": files, "seconds": (seconds * 1000).rounded() / 1000, "warnings": warnings]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// `--progress`: a plain line at every tenth of the frames, for logs that
/// keep every line (CI), where a bar redrawn in place would be noise.
final class ProgressLines {
    private let enabled: Bool
    private let label: String
    private var lastTenth = -1

    init(enabled: Bool, label: String) {
        self.enabled = enabled
        self.label = label
    }

    func update(_ progress: RenderProgress) {
        guard enabled, progress.frameCount > 0 else { return }
        let tenth = progress.framesDone * 10 / progress.frameCount
        guard tenth != lastTenth else { return }
        lastTenth = tenth
        let left = progress.secondsLeft.map { String(format: ", %.1f s left", $0) } ?? ""
        StandardError.write(String(format: "splashvid: %@ %3d %% (%d/%d frames, %.1f fps%@)\n", label, tenth * 10,
                                   progress.framesDone, progress.frameCount, progress.framesPerSecond, left))
    }
}
