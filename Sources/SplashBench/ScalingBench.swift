import Foundation
import SplashCompositor
import SplashRaster
import SplashRender
import SplashScene

/// `--scaling`: the compositor on 1, 2, 4, 8 and 16 worker threads over a
/// fixed set of frames of part 1's scene (each frame different, handed
/// back to the pool as the video renderer does): frames per second and
/// the efficiency against one worker, min(workers, cores) being the most
/// a machine can give.
enum ScalingBench {
    static func run(_ compositor: Compositor, layers: [Layer], frames: Int, repeats: Int) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        // Each frame with the scene's third layer moved a little further, as in part 2.
        let trees = (0..<frames).map { index -> [Layer] in
            var frameLayers = layers
            frameLayers[2].position.x += Double(index) * 0.37
            return frameLayers
        }
        line("Scaling: \(frames) frames of \(compositor.pixelWidth)×\(compositor.pixelHeight) on N compositing threads, \(cores) cores, best of \(repeats)")
        line("")
        line("| workers | frames/s | speed-up | efficiency (of min(N, cores)) |")
        line("| ---: | ---: | ---: | ---: |")
        var single = 0.0
        for workers in [1, 2, 4, 8, 16] {
            let seconds = Stopwatch.best(of: repeats) {
                onThreads(workers, count: frames) { index in
                    let frame = rendered(compositor, trees[index])
                    compositor.buffers.recycle(frame)
                }
            }
            let fps = Double(frames) / seconds
            if workers == 1 { single = fps }
            let speedUp = fps / single
            line(String(format: "| %d | %.1f | %.2f× | %.0f %% |", workers, fps, speedUp, speedUp / Double(min(workers, cores)) * 100))
        }
    }
}

/// Runs `body` for 0..<count on `workers` threads of its own (as many as
/// asked, whatever the cores: oversubscription is what the table shows),
/// each taking the next index; returns when all are done.
func onThreads(_ workers: Int, count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    final class Counter: @unchecked Sendable {
        let lock = NSLock()
        var next = 0
        func take() -> Int { lock.lock(); defer { lock.unlock() }; next += 1; return next - 1 }
    }
    let counter = Counter()
    let group = DispatchGroup()
    for _ in 0..<workers {
        group.enter()
        let thread = Thread {
            while case let index = counter.take(), index < count { body(index) }
            group.leave()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }
    group.wait()
}
