import Foundation
import SplashRaster

/// One rendered frame as handed to the encoder.
public enum RenderedFrame: Sendable {
    case pixels(Pixmap)
    /// The layer tree did not change since the previous frame, so neither
    /// did its pixels: the encoder sends the previous pixmap again.
    case sameAsPrevious
    /// It could not be drawn: the render stops with this error.
    case failed(FrameBudgetError)
}

/// Renders frames on worker threads ahead of a consumer and hands them over
/// in order (as `RenderedFrame`s, or whatever the workers make of them:
/// pictures converted for the encoder), through a bounded window:
///
///     workers ──▶ [ i  i+1  …  i+capacity-1 ] ──in order──▶ consumer (encoder)
///
/// A worker may not start frame j until j < (next frame to consume) +
/// capacity, so memory stays at `capacity` frames however long the video,
/// and the workers wait when the encoder is the slower side.
final class OrderedFramePipeline<Item: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let frameCount: Int
    private let capacity: Int
    // Guarded by `condition`:
    private var nextToClaim = 0
    private var nextToConsume = 0
    private var finished: [Int: Item] = [:]
    private var cancelled = false

    init(frameCount: Int, capacity: Int) {
        self.frameCount = frameCount
        self.capacity = max(1, capacity)
    }

    /// Runs `render` for every frame index on `workers` threads and
    /// `consume` on the calling thread, in index order. If `consume` throws,
    /// the workers stop after their current frame and the error is rethrown.
    ///
    /// `taken` sees each frame on the calling thread as it leaves the
    /// window, before a worker may claim the frame that takes its place:
    /// what it hands back (a picture the encoder is done with) is there
    /// for that worker.
    func run(workers: Int, render: @escaping @Sendable (Int) -> Item, taken: (Int, Item) -> Void = { _, _ in },
             consume: (Int, Item) throws -> Void) throws {
        let running = WorkerThreads.start(workers) { [self] _ in workerLoop(render) }
        defer {
            cancel()
            running.wait()
        }
        for index in 0..<frameCount {
            let frame = take(index, taken)
            try consume(index, frame)
        }
    }

    private func workerLoop(_ render: @Sendable (Int) -> Item) {
        while let index = claim() {
            let frame = render(index)
            condition.lock()
            finished[index] = frame
            condition.broadcast()
            condition.unlock()
        }
    }

    /// The next frame index to render, once the window allows it; nil when
    /// all are claimed or the run was cancelled.
    private func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled, nextToClaim < frameCount, nextToClaim >= nextToConsume + capacity {
            condition.wait()
        }
        guard !cancelled, nextToClaim < frameCount else { return nil }
        nextToClaim += 1
        return nextToClaim - 1
    }

    private func take(_ index: Int, _ taken: (Int, Item) -> Void) -> Item {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let frame = finished.removeValue(forKey: index) {
                taken(index, frame)
                nextToConsume = index + 1
                condition.broadcast()
                return frame
            }
            condition.wait()
        }
    }

    private func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
