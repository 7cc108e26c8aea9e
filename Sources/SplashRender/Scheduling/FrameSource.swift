import SplashCompositor
import SplashRaster
import SplashImport

/// What a video, a PNG sequence or a still is drawn from: a compositor's
/// frames, or several compositors' side by side (`Comparison`).
public protocol FrameSource: Sendable {
    /// The picture's size in pixels.
    var pixelWidth: Int { get }
    var pixelHeight: Int { get }
    /// The picture at `time`, as a still shows it.
    func frame(at time: Double) throws(FrameBudgetError) -> Pixmap
    /// Frame `index` of `schedule`, for a video: `.sameAsPrevious` (when
    /// `reusing`, and `index` > 0) when it shows what frame `index - 1` did.
    func videoFrame(_ index: Int, of schedule: FrameSchedule, reusing: Bool) -> RenderedFrame
    /// Frame `index` of `schedule` drawn a band of rows at a time, each
    /// band handed to `sink` with its rows, in order from the top (every
    /// band but the last an even number of rows), or whole as one band:
    /// `.sameAsPrevious` (when `reusing`, and `index` > 0) when it shows
    /// what frame `index - 1` did, with nothing handed over.
    func videoFrame(_ index: Int, of schedule: FrameSchedule, reusing: Bool,
                    into sink: (_ rows: Range<Int>, _ pixels: Pixmap) throws -> Void) -> DrawnFrame
    /// A picture the encoder has copied, handed back for the next frame.
    func recycle(_ pixmap: Pixmap)
}

/// What drawing a video frame into a sink came to.
public enum DrawnFrame: Sendable {
    case drawn
    /// Nothing was drawn: it shows what the previous frame showed.
    case sameAsPrevious
    case failed(any Error & Sendable)
}

extension FrameSource {
    /// The whole frame as one band (a source that draws frames whole).
    public func videoFrame(_ index: Int, of schedule: FrameSchedule, reusing: Bool,
                    into sink: (_ rows: Range<Int>, _ pixels: Pixmap) throws -> Void) -> DrawnFrame {
        switch videoFrame(index, of: schedule, reusing: reusing) {
        case .failed(let error): return .failed(error)
        case .sameAsPrevious: return .sameAsPrevious
        case .pixels(let pixmap):
            defer { recycle(pixmap) }
            do {
                try sink(0..<pixmap.height, pixmap)
                return .drawn
            } catch {
                return .failed(RenderError("frame \(index): \(error)"))
            }
        }
    }
}

extension Compositor: FrameSource {
    public func frame(at time: Double) throws(FrameBudgetError) -> Pixmap {
        try FrameBudgetError.frame(of: self, at: time)
    }

    /// What frame `index` draws; nil when `reusing`, `index` > 0 and it
    /// draws what frame `index - 1` did (it is not drawn again).
    private func changedList(_ index: Int, of schedule: FrameSchedule, reusing: Bool) throws(RenderBudgetError) -> DisplayList? {
        let list = try displayList(at: schedule.time(ofFrame: index))
        if reusing, index > 0, try displayList(at: schedule.time(ofFrame: index - 1)) == list { return nil }
        return list
    }

    public func videoFrame(_ index: Int, of schedule: FrameSchedule, reusing: Bool) -> RenderedFrame {
        do throws(RenderBudgetError) {
            guard let list = try changedList(index, of: schedule, reusing: reusing) else { return .sameAsPrevious }
            return .pixels(try render(list))
        } catch {
            return .failed(FrameBudgetError(time: schedule.time(ofFrame: index), budget: error))
        }
    }

    /// Drawn in bands of the compositor's `bandRows` (made even, for
    /// 4:2:0 chroma) where the frame's operations allow it, so no worker
    /// holds a whole frame.
    public func videoFrame(_ index: Int, of schedule: FrameSchedule, reusing: Bool,
                    into sink: (_ rows: Range<Int>, _ pixels: Pixmap) throws -> Void) -> DrawnFrame {
        do {
            guard let list = try changedList(index, of: schedule, reusing: reusing) else { return .sameAsPrevious }
            try render(list, bandRows: bandRows + bandRows % 2, bands: sink)
            return .drawn
        } catch let error as RenderBudgetError {
            return .failed(FrameBudgetError(time: schedule.time(ofFrame: index), budget: error))
        } catch {
            return .failed(RenderError("frame \(index): \(error)"))
        }
    }

    public func recycle(_ pixmap: Pixmap) {
        buffers.recycle(pixmap)
    }
}
