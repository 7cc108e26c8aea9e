import Foundation
import SplashRender

/// A one-line progress bar on standard error: frames done, rendering rate
/// and time left. Shown only on a terminal (and not with --quiet), so logs
/// and CI output carry nothing but errors.
final class ProgressBar {
    private let enabled: Bool
    private let label: String
    private var lastDrawn = -1

    init(enabled: Bool, label: String) {
        self.enabled = enabled
        self.label = label
    }

    func update(_ progress: RenderProgress) {
        guard enabled else { return }
        let width = 28
        let filled = progress.frameCount > 0 ? progress.framesDone * width / progress.frameCount : width
        // Redraw at most once per filled cell or every 5 frames.
        guard filled != lastDrawn || progress.framesDone % 5 == 0 || progress.framesDone == progress.frameCount else { return }
        lastDrawn = filled
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let left = progress.secondsLeft.map { String(format: "%.1f s left", $0) } ?? ""
        let line = String(format: "\r%@ %@ %d/%d frames  %.1f fps  %@\u{1B}[K", label, bar, progress.framesDone, progress.frameCount, progress.framesPerSecond, left)
        StandardError.write(line)
    }

    func finish() {
        guard enabled else { return }
        StandardError.write("\n")
    }
}
