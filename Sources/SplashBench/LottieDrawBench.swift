import Foundation
import SplashCompositor
import SplashGeometry
import SplashImport
import SplashRender
import SplashScene

/// `--draw-lottie FILE WIDTH [--frames A-B] [--repeat N]`: a Lottie file's
/// frames drawn alone, with no encoder, on one core, as the video renderer
/// draws them: `--lottie FILE --size WIDTHxH --scale 1` (the height keeping
/// the composition's aspect), over an opaque black background (the matte of
/// an MP4), at the file's own frame rate, each frame's display list built
/// and drawn band by band, a frame whose list equals the one before not
/// drawn again. Prints one line, `frames N drawn D wall S cpu S` (the best
/// of `--repeat` runs, 1 by default), for `scripts/bench --lottie`, which
/// sets it against the reference players' render loops; under callgrind
/// (`--frames`, a few frames) it counts the instructions a frame takes.
enum LottieDrawBench {
    static func run(_ arguments: [String]) throws {
        guard arguments.count >= 2, let width = Int(arguments[1]), (1...8192).contains(width) else {
            throw BenchError("--draw-lottie needs FILE WIDTH (1–8192 pixels)")
        }
        let file = URL(fileURLWithPath: arguments[0])
        let source = SceneSource.lottie(file, LottieOptions())
        let composition = try source.lottieComposition()
        let height = max(1, Int((Double(width) * composition.height / composition.width + 0.5).rounded(.down)))
        let fps = Int(composition.frameRate.rounded())
        let screen = try RenderScreen.canvas("\(width)x\(height)", scale: 1)
        let job = RenderJob(source: source, screen: screen, fps: fps, outputs: RenderOutputs())
        let prepared = try job.prepare()
        var scene = prepared.compositor.scene
        scene.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        var compositor = try Compositor(scene: scene, scale: prepared.compositor.scale, images: prepared.compositor.images)
        compositor.options = prepared.compositor.options
        var schedule = FrameSchedule(duration: scene.duration, fps: fps)
        if let at = arguments.firstIndex(of: "--frames"), arguments.indices.contains(at + 1) {
            let bounds = arguments[at + 1].split(separator: "-").compactMap { Int($0) }
            guard bounds.count == 2, bounds[0] <= bounds[1] else { throw BenchError("--frames takes A-B") }
            schedule = schedule.restricted(to: bounds[0]...bounds[1])
        }
        let repeats = arguments.firstIndex(of: "--repeat").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil } ?? 1
        var best = (wall: Double.infinity, cpu: Double.infinity), drawn = 0
        for _ in 0..<max(1, repeats) {
            let watch = Stopwatch(), start = Stopwatch.threadCPUSeconds
            var previous: DisplayList?
            drawn = 0
            for index in 0..<schedule.frameCount {
                let list = try compositor.displayList(at: schedule.time(ofFrame: index))
                if list == previous { continue }
                try compositor.render(list, bandRows: compositor.bandRows) { _, band in
                    checksum &+= Int(band.bytes[band.bytes.count / 2])
                }
                previous = list
                drawn += 1
            }
            best = (min(best.wall, watch.seconds), min(best.cpu, Stopwatch.threadCPUSeconds - start))
        }
        line(String(format: "frames %d drawn %d wall %.6f cpu %.6f size %dx%d fps %d", schedule.frameCount, drawn, best.wall, best.cpu,
                    compositor.pixelWidth, compositor.pixelHeight, fps))
    }

    nonisolated(unsafe) static var checksum = 0
}
