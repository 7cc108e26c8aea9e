import Foundation
import SplashRender
import SplashImport
import SplashReview

/// A batch's progress on standard error: one line per finished job and,
/// on a terminal, an overall bar under them.
final class BatchProgress: @unchecked Sendable {
    private let total: Int
    private let lines: Bool
    private let bar: Bool
    private var done = 0
    private let lock = NSLock()

    init(total: Int, lines: Bool, bar: Bool) {
        self.total = total
        self.lines = lines
        self.bar = bar
        draw()
    }

    func finished(_ job: JobReport) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        guard lines else { return }
        let status = switch job.status {
        case .rendered: "rendered "
        case .skipped: "unchanged"
        case .failed: "FAILED   "
        }
        var line = "\(status) \(job.id)  \(String(format: "%.2f s", job.wallSeconds))"
        if job.status == .failed { line += "  \(job.error ?? "")" } else { line += "  \(job.bytes / 1024) KB" }
        StandardError.write((bar ? "\r\u{1B}[K" : "") + RenderError.oneLine(line) + "\n")
        draw()
    }

    func end() {
        guard bar else { return }
        StandardError.write("\r\u{1B}[K")
    }

    private func draw() {
        guard bar else { return }
        let width = 28
        let filled = total > 0 ? done * width / total : width
        let text = "\r" + String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled) + " \(done)/\(total) jobs\u{1B}[K"
        StandardError.write(text)
    }
}
