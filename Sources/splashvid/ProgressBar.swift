import Foundation
import SplashRender

/// A one-line progress bar on standard error: frames done, rendering rate
/// and time left. Shown only on a terminal (and not with --quiet); it fits
/// the terminal's width (read again at every redraw, so a resized window
/// is followed), and its time left comes from the rate of the last few
/// seconds, not the whole render's (whose start, with fonts and images
/// being prepared, is slower than the rest).
final class ProgressBar {
    private let enabled: Bool
    private let label: String
    private var lastDrawn = -1
    /// (elapsed seconds, frames done) of recent updates.
    private var samples: [(Double, Int)] = []
    /// The window the rate is measured over.
    static let window = 2.0

    init(enabled: Bool, label: String) {
        self.enabled = enabled
        self.label = label
    }

    /// Columns of the terminal on standard error (80 when unknown).
    static func terminalColumns() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return 80
    }

    /// Frames per second over the last `window` seconds, and the seconds
    /// left at that rate.
    func recentRate(_ progress: RenderProgress) -> (fps: Double, left: Double?) {
        samples.append((progress.elapsed, progress.framesDone))
        while samples.count > 2, progress.elapsed - samples[1].0 >= Self.window { samples.removeFirst() }
        guard let first = samples.first, progress.elapsed > first.0, progress.framesDone > first.1 else {
            return (progress.framesPerSecond, progress.secondsLeft)
        }
        let fps = Double(progress.framesDone - first.1) / (progress.elapsed - first.0)
        return (fps, Double(progress.frameCount - progress.framesDone) / fps)
    }

    func update(_ progress: RenderProgress) {
        guard enabled else { return }
        let (fps, left) = recentRate(progress)
        let columns = Self.terminalColumns()
        let counts = String(format: " %d/%d frames  %.1f fps", progress.framesDone, progress.frameCount, fps)
            + (left.map { String(format: "  %.1f s left", $0) } ?? "")
        // The label gives way first, then the bar; the line never wraps.
        let room = columns - 1 - counts.count
        let name = label.count > 24 ? String(label.prefix(23)) + "…" : label
        let barWidth = min(28, room - name.count - 2)
        let filledCells = barWidth > 0 && progress.frameCount > 0 ? progress.framesDone * barWidth / progress.frameCount : 0
        // Redraw at most once per filled cell or every 5 frames.
        guard filledCells != lastDrawn || progress.framesDone % 5 == 0 || progress.framesDone == progress.frameCount else { return }
        lastDrawn = filledCells
        var line: String
        if barWidth >= 8 {
            line = name + " " + String(repeating: "█", count: filledCells) + String(repeating: "░", count: barWidth - filledCells) + counts
        } else {
            line = String((name + counts).prefix(max(columns - 1, 1)))
        }
        if line.count > columns - 1 { line = String(line.prefix(max(columns - 1, 1))) }
        StandardError.write("\r" + line + "\u{1B}[K")
    }

    func finish() {
        guard enabled else { return }
        StandardError.write("\n")
    }
}
