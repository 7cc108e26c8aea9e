import SplashCompositor
import SplashRaster

/// What a video, a PNG sequence or a still is drawn from: a compositor's
/// frames, or several compositors' side by side (`Comparison`).
protocol FrameSource: Sendable {
    /// The picture's size in pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// The picture at `time`, as a still shows it.
    func frame(at time: Double) throws(FrameBudgetError) -> Pixmap
    /// Frame `index` of `schedule`, for a video: `.sameAsPrevious` (when
    /// `reusing`, and `index` > 0) when it shows what frame `index - 1` did.
    func videoFrame(_ index: Int, of schedule: FrameSchedule, reusing: Bool) -> RenderedFrame
    /// A picture the encoder has copied, handed back for the next frame.
    func recycle(_ pixmap: Pixmap)
}

extension Compositor: FrameSource {
    func frame(at time: Double) throws(FrameBudgetError) -> Pixmap {
        try FrameBudgetError.frame(of: self, at: time)
    }

    func videoFrame(_ index: Int, of schedule: FrameSchedule, reusing: Bool) -> RenderedFrame {
        let time = schedule.time(ofFrame: index)
        do throws(RenderBudgetError) {
            let list = try displayList(at: time)
            if reusing, index > 0, try displayList(at: schedule.time(ofFrame: index - 1)) == list {
                return .sameAsPrevious
            }
            return .pixels(try render(list))
        } catch {
            return .failed(FrameBudgetError(time: time, budget: error))
        }
    }

    func recycle(_ pixmap: Pixmap) {
        buffers.recycle(pixmap)
    }
}
