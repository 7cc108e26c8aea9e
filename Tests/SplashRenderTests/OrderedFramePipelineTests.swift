import Foundation
import Testing
import SplashRaster
@testable import SplashRender

struct OrderedFramePipelineTests {
    /// Workers finish out of order (later frames are cheaper); the consumer
    /// still sees 0, 1, 2, … and never more than `capacity` frames ahead.
    @Test func handsFramesOverInOrderWithinTheWindow() throws {
        let count = 40, capacity = 3
        let pipeline = OrderedFramePipeline<RenderedFrame>(frameCount: count, capacity: capacity)
        let started = Mutex(0)
        var seen: [Int] = []
        try pipeline.run(workers: 4, render: { index in
            started.withLock { $0 = max($0, index) }
            usleep(UInt32((count - index) * 200))
            return .pixels(Pixmap(width: 1, height: 1))
        }, consume: { index, _ in
            let furthest = started.withLock { $0 }
            #expect(furthest < index + 1 + capacity, "frame \(furthest) started while \(index) was being consumed")
            seen.append(index)
        })
        #expect(seen == Array(0..<count))
    }

    @Test func aConsumerErrorStopsTheWorkers() {
        struct Stop: Error {}
        let pipeline = OrderedFramePipeline<RenderedFrame>(frameCount: 1000, capacity: 2)
        let rendered = Mutex(0)
        #expect(throws: Stop.self) {
            try pipeline.run(workers: 2, render: { _ in
                rendered.withLock { $0 += 1 }
                return .sameAsPrevious
            }, consume: { index, _ in
                if index == 5 { throw Stop() }
            })
        }
        #expect(rendered.withLock { $0 } < 20)
    }
}
