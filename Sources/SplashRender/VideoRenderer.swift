import Foundation
import SplashCompositor
import SplashRaster
import SplashScene
import SplashVideo

/// Renders a scene to an MP4: frames composited on all cores, handed to
/// the encoder in order, written to a temporary file that is renamed over
/// the destination only when complete.
public struct VideoRenderer: Sendable {
    public var compositor: Compositor
    public var schedule: FrameSchedule
    /// Encoder settings; width, height and fps are taken from the
    /// compositor and the schedule.
    public var encoder: VideoEncoderSettings
    /// Compositing threads (default: one per core).
    public var workers: Int
    /// Composite again even when a frame's display list equals the
    /// previous one's (for benchmarks; the bytes written are the same
    /// either way).
    public var reusesUnchangedFrames = true

    public init(compositor: Compositor, fps: Int, encoder: VideoEncoderSettings, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.compositor = compositor
        self.schedule = FrameSchedule(duration: compositor.scene.duration, fps: fps)
        var encoder = encoder
        encoder.width = compositor.pixelWidth
        encoder.height = compositor.pixelHeight
        encoder.fps = fps
        self.encoder = encoder
        self.workers = max(1, workers)
    }

    /// Writes the video to `destination`. On any error the destination is
    /// untouched and no temporary file remains.
    public func render(to destination: URL, progress: (RenderProgress) -> Void = { _ in }) throws {
        let output = try AtomicOutputFile(destination: destination)
        do {
            try encode(toPath: output.temporaryPath, progress: progress)
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
    }

    /// Encodes every frame into an MP4 at `path` (no atomic rename).
    func encode(toPath path: String, progress: (RenderProgress) -> Void) throws {
        let writer = try MP4Writer(path: path, settings: encoder)
        let pipeline = OrderedFramePipeline(frameCount: schedule.frameCount, capacity: workers * 2)
        let compositor = self.compositor, schedule = self.schedule, reuse = reusesUnchangedFrames
        let start = DispatchTime.now()
        var previous: Pixmap?
        try pipeline.run(workers: workers, render: { index in
            let time = schedule.time(ofFrame: index)
            do throws(RenderBudgetError) {
                let list = try compositor.displayList(at: time)
                if reuse, index > 0, try compositor.displayList(at: schedule.time(ofFrame: index - 1)) == list {
                    return .sameAsPrevious
                }
                return .pixels(try compositor.render(list))
            } catch {
                return .failed(FrameBudgetError(time: time, budget: error))
            }
        }, consume: { index, frame in
            let pixmap: Pixmap
            switch frame {
            case .failed(let error): throw error
            case .pixels(let p): pixmap = p
            case .sameAsPrevious:
                guard let previous else { throw RenderError("internal: frame \(index) reuses a frame that was never drawn") }
                pixmap = previous
            }
            try pixmap.bytes.withUnsafeBytes { bytes in
                try writer.append(rgba: bytes, bytesPerRow: pixmap.width * 4)
            }
            // The encoder has copied it: the frame it replaces can be reused.
            if case .pixels = frame, let replaced = previous { compositor.buffers.recycle(replaced) }
            previous = pixmap
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            progress(RenderProgress(framesDone: index + 1, frameCount: schedule.frameCount, elapsed: elapsed))
        })
        try writer.finish()
    }
}
