// splashvid's benchmark: prints figures measured side by side in one run,
// so that ratios hold on any machine however noisy. Run `scripts/bench`.
//
//   1. the compositor on one core: a full-screen frame (gradient, a
//      full-screen bitmap, three vector logos, an app window through a
//      logo-shaped mask scaled 9×) at iPhone 15 Pro Max size: ms/frame
//      and MPx/s;
//   2. the same frame on all cores: frames per second;
//   3. kugou end to end (render + encode + mux) against libx264 alone
//      encoding the very same frames with the same settings;
//   4. a Lottie of a few hundred shapes the same way;
//   5. the compositor on 1, 2, 4, 8 and 16 threads: a scaling table.
// `--presets` instead measures every preset end to end against libx264
// alone, in child processes: wall, CPU and peak memory (PresetBench);
// `--where` shows where each preset's frames go on one core (WhereBench).
import Foundation
import SplashCompositor
import SplashLottie
import SplashRaster
import SplashRender
import SplashScene
import SplashVideo

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")
let repeats = quick ? 2 : 5
/// `--part N` runs only part N (1 to 5), e.g. under a profiler;
/// `--kernels-only` leaves out part 1's portable-loop runs, so a profile
/// shows the frame as this CPU draws it.
let part = arguments.firstIndex(of: "--part").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
func runs(_ n: Int) -> Bool { part == nil || part == n }

func line(_ text: String, terminator: String = "\n") {
    FileHandle.standardOutput.write(Data((text + terminator).utf8))
}

/// The children `--presets` measures (see `PresetBench`).
if let flag = arguments.first, flag == "--child-render" || flag == "--child-encode" {
    do {
        try flag == "--child-render" ? PresetBench.childRender(Array(arguments.dropFirst())) : PresetBench.childEncode(Array(arguments.dropFirst()))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("SplashBench \(flag): \(error)\n".utf8))
        exit(1)
    }
}

/// `--presets [NAME…]`: every preset (or those named) end to end against
/// libx264 alone, wall, CPU and peak memory (see `PresetBench`).
if let at = arguments.firstIndex(of: "--presets") {
    let named = arguments[(at + 1)...].prefix { !$0.hasPrefix("--") }
    let presets = named.isEmpty ? Preset.all.map(\.name).filter { $0 != "launch" } : Array(named)
    do {
        try PresetBench.run(pairs: quick ? 1 : 3, presets: presets)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("SplashBench --presets: \(error)\n".utf8))
        exit(1)
    }
}

/// `--where [NAME…]`: where each preset's frames go on one core (see `WhereBench`).
if let at = arguments.firstIndex(of: "--where") {
    let named = arguments[(at + 1)...].prefix { !$0.hasPrefix("--") }
    do {
        // `--spin FRAME [OPERATION]`: that drawn frame only, over and over (for a profiler).
        let spin = arguments.firstIndex(of: "--spin").flatMap { at -> (frame: Int, operation: Int?)? in
            guard arguments.indices.contains(at + 1), let frame = Int(arguments[at + 1]) else { return nil }
            return (frame, arguments.indices.contains(at + 2) ? Int(arguments[at + 2]) : nil)
        }
        try WhereBench.run(presets: named.isEmpty ? Preset.all.map(\.name).filter { $0 != "launch" } : Array(named), spin: spin)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("SplashBench --where: \(error)\n".utf8))
        exit(1)
    }
}

/// `--draw-lottie FILE WIDTH`: a Lottie file's frames drawn alone, no
/// encoder, one core (see `LottieDrawBench`; `scripts/bench --lottie`).
if let at = arguments.firstIndex(of: "--draw-lottie") {
    do {
        try LottieDrawBench.run(Array(arguments[(at + 1)...]))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("SplashBench --draw-lottie: \(error)\n".utf8))
        exit(1)
    }
}

/// `--print-lottie` prints part 4's Lottie (to look at it with
/// `splashvid --lottie`) and stops.
if arguments.contains("--print-lottie") {
    line(BenchScenes.lottie(groups: 80))
    exit(0)
}

guard let device = Device.named("iphone-15-pro-max") else { exit(1) }
let canvas = device.points
let scene = try BenchScenes.composite(canvas: canvas)
let compositor = try Compositor(scene: scene, scale: Double(device.scale), images: [BenchScenes.photoSource: .bitmap(BenchScenes.photo())])
let megapixels = Double(compositor.pixelWidth * compositor.pixelHeight) / 1e6
line("splashvid benchmark — \(ProcessInfo.processInfo.activeProcessorCount) cores, raster kernels: \(compositor.options.kernels.summary)")
line("")
line("1. Compositor, one core, \(compositor.pixelWidth)×\(compositor.pixelHeight) (\(String(format: "%.2f", megapixels)) MPx): gradient + full-screen image (85 %) + 3 vector logos + logo-masked window")

// Distinct instants so nothing can be cached between frames.
let layers = scene.resolved(at: 0)
var checksum = 0
let framesPerRun = quick ? 4 : 10
if runs(1) {
// The frame as splashvid draws it, and beside it, in alternating runs:
// with the portable Swift loops instead of the AVX2 kernels (where the CPU
// has them), and layer by layer over the whole frame instead of in bands.
// The ratios are what each gains, measured side by side.
enum Variant { case standard, portableLoops, wholeFrame, hiddenPixelsDrawn }
var variants: [Variant] = [.standard, .wholeFrame, .hiddenPixelsDrawn]
if VectorKernels.supported { variants.insert(.portableLoops, at: 1) }
if arguments.contains("--kernels-only") { variants = [.standard] }
var wholeFrameCompositor = compositor
wholeFrameCompositor.options.bands = .whole
var hiddenPixelsCompositor = compositor
hiddenPixelsCompositor.options.shortcuts = .culling
var portableCompositor = compositor
portableCompositor.options.kernels = .portable
var runTimes: [Variant: [Double]] = [:], cpuTimes: [Variant: [Double]] = [:]
for _ in 0..<repeats {
    for variant in variants {
        let drawing = switch variant {
        case .standard: compositor
        case .portableLoops: portableCompositor
        case .wholeFrame: wholeFrameCompositor
        case .hiddenPixelsDrawn: hiddenPixelsCompositor
        }
        let cpuStart = Stopwatch.threadCPUSeconds
        let time = Stopwatch.best(of: 1) {
            for i in 0..<framesPerRun {
                var frameLayers = layers
                frameLayers[2].position.x += Double(i) * 0.37
                let pixmap = rendered(drawing, frameLayers)
                checksum &+= Int(pixmap.bytes[pixmap.bytes.count / 2 + i])
                // Handed back as VideoRenderer does once the encoder has copied a frame.
                drawing.buffers.recycle(pixmap)
            }
        }
        cpuTimes[variant, default: []].append((Stopwatch.threadCPUSeconds - cpuStart) / Double(framesPerRun))
        runTimes[variant, default: []].append(time / Double(framesPerRun))
    }
}
let times = (runTimes[.standard] ?? []).sorted()
let oneCore = times[0], medianRun = times[times.count / 2]
line(String(format: "   %.2f ms/frame   %.0f MPx/s   (target ≥ 1000 MPx/s; best of %d runs of %d frames, median run %.2f ms/frame)",
            oneCore * 1000, megapixels / oneCore, repeats, framesPerRun, medianRun * 1000))
let oneCoreCPU = cpuTimes[.standard]?.min() ?? .infinity
line(String(format: "   thread CPU time: %.2f ms/frame   %.0f MPx/s   (best run; what the frame costs when other processes share the core)",
            oneCoreCPU * 1000, megapixels / oneCoreCPU))
if let portable = runTimes[.portableLoops]?.min(), let portableCPU = cpuTimes[.portableLoops]?.min() {
    line(String(format: "   portable loops (SSE2): %.2f ms/frame   %.0f MPx/s; AVX2 kernels %.2f× as fast (thread CPU time %.2f×), same runs interleaved",
                portable * 1000, megapixels / portable, portable / oneCore, portableCPU / oneCoreCPU))
}
if let whole = runTimes[.wholeFrame]?.min(), let wholeCPU = cpuTimes[.wholeFrame]?.min() {
    line(String(format: "   layer by layer over the whole frame: %.2f ms/frame   %.0f MPx/s; bands of %d rows %.2f× as fast (thread CPU time %.2f×), same runs interleaved",
                whole * 1000, megapixels / whole, compositor.bandRows, whole / oneCore, wholeCPU / oneCoreCPU))
}
if let drawn = runTimes[.hiddenPixelsDrawn]?.min(), let drawnCPU = cpuTimes[.hiddenPixelsDrawn]?.min() {
    line(String(format: "   painting pixels nothing shows (under the window, outside its mask): %.2f ms/frame   %.0f MPx/s; skipping them %.2f× as fast (thread CPU time %.2f×), same runs interleaved",
                drawn * 1000, megapixels / drawn, drawn / oneCore, drawnCPU / oneCoreCPU))
}
if !arguments.contains("--kernels-only") { try partOneBreakdown() }
}

/// Where part 1's frame goes: the background alone, then each top-level
/// operation drawn alone over it (thread CPU time, best run), against the
/// whole frame (where the window hides what lies under its logo, so the
/// parts add up to more than the whole).
@MainActor func partOneBreakdown() throws {
    let list = try compositor.displayList(of: layers)
    func cost(_ operations: [DrawOperation]) -> Double {
        let part = DisplayList(width: list.width, height: list.height, background: list.background, operations: operations)
        var best = Double.infinity
        for _ in 0..<repeats {
            let start = Stopwatch.threadCPUSeconds
            for _ in 0..<framesPerRun {
                guard let pixmap = try? compositor.render(part) else { continue }
                checksum &+= Int(pixmap.bytes[pixmap.bytes.count / 3])
                compositor.buffers.recycle(pixmap)
            }
            best = min(best, (Stopwatch.threadCPUSeconds - start) / Double(framesPerRun))
        }
        return best
    }
    let names = ["full-screen gradient", "full-screen photo at 85 %, resampled ×1.094", "logo", "logo at 70 %", "logo",
                 "app window through a logo mask ×9"]
    let background = cost([])
    line(String(format: "   where it goes (thread CPU, best run; each operation alone, less the background fill (%.2f ms) where the operation does not cover the frame):",
                background * 1000))
    var sum = 0.0
    for (index, operation) in list.operations.enumerated() {
        let coversFrame = DisplayList(width: list.width, height: list.height, background: list.background, operations: [operation]).lastFullCover != nil
        let alone = cost([operation]) - (coversFrame ? 0 : background)
        sum += alone
        let name = index < names.count ? names[index] : "operation \(index)"
        line("     " + name.padding(toLength: 46, withPad: " ", startingAt: 0)
             + String(format: "%5.2f ms  %6.0f MPx/s over the frame", alone * 1000, megapixels / max(alone, 1e-9)))
    }
    let whole = cost(list.operations)
    line(String(format: "     summed: %.2f ms; the frame: %.2f ms (the window hides what lies under its logo); 1000 MPx/s is %.2f ms",
                sum * 1000, whole * 1000, megapixels))
}

if runs(2) {
let oneCore = Stopwatch.best(of: repeats) {
    var frameLayers = layers
    frameLayers[2].position.x += 0.37
    compositor.buffers.recycle(rendered(compositor, frameLayers))
}
let cores = ProcessInfo.processInfo.activeProcessorCount
let parallelFrames = framesPerRun * cores
let allCores = Stopwatch.best(of: repeats) {
    DispatchQueue.concurrentPerform(iterations: parallelFrames) { i in
        var frameLayers = layers
        frameLayers[2].position.x += Double(i) * 0.37
        compositor.buffers.recycle(rendered(compositor, frameLayers))
    }
}
line(String(format: "2. Same frame, all %d cores: %.1f frames/s (%.2f× one core)", cores, Double(parallelFrames) / allCores, oneCore * Double(parallelFrames) / allCores))
}
// 3. kugou end to end against libx264 alone; 4. a Lottie the same way.
guard let kugouPreset = Preset.named("kugou"), let endToEndDevice = Device.named(Device.defaultName) else { exit(1) }
if runs(3) {
    let kugou = try Compositor(scene: try kugouPreset.scene(canvas: endToEndDevice.points), scale: Double(endToEndDevice.scale))
    try endToEndAgainstEncoder(kugou, title: "3. kugou end to end, \(endToEndDevice.name)", target: "≤ 1.15")
}
if runs(4) {
    // A Lottie of a few hundred shapes (groups of ellipses, rectangles and
    // stars, filled, stroked and trimmed, moving and turning), translated
    // once and fitted to the screen as `splashvid --lottie --device` does.
    let lottie = try LottieImporter.scene(json: Data(BenchScenes.lottie(groups: 80).utf8), file: "bench.json", folder: nil,
                                          background: .white).fitted(to: endToEndDevice.points)
    let shapes = BenchScenes.lottieShapeCount(groups: 80)
    let compositor = try Compositor(scene: lottie.scene, scale: Double(endToEndDevice.scale))
    try endToEndAgainstEncoder(compositor, title: "4. a Lottie of \(shapes) shapes end to end, \(endToEndDevice.name)", target: "≤ 1.15")
}
if runs(5) {
    line("")
    line("5. ", terminator: "")
    ScalingBench.run(compositor, layers: layers, frames: quick ? 8 : 32, repeats: quick ? 1 : 3)
}

/// Renders `compositor`'s scene end to end (render + encode + mux) and,
/// in alternating runs, libx264 alone encoding the very same frames with
/// the same settings, drawn beforehand: the ratio is what compositing adds.
@MainActor func endToEndAgainstEncoder(_ compositor: Compositor, title: String, target: String) throws {
    let fps = 60
    let renderer = VideoRenderer(compositor: compositor, fps: fps, encoder: VideoEncoderSettings(width: 2, height: 2, fps: fps))
    let schedule = renderer.schedule
    line("\(title) \(compositor.pixelWidth)×\(compositor.pixelHeight), \(schedule.frameCount) frames at \(fps) fps, x264 \(renderer.encoder.preset)")

    // The frames the encoder will see, drawn beforehand (one pixmap per
    // distinct layer tree) so the encoder-only run does no compositing.
    var distinct: [Pixmap] = []
    var frameOf: [Int] = []
    var previousLayers: [Layer]?
    for index in 0..<schedule.frameCount {
        let frameLayers = compositor.scene.resolved(at: schedule.time(ofFrame: index))
        if frameLayers != previousLayers {
            distinct.append(rendered(compositor, frameLayers))
            previousLayers = frameLayers
        }
        frameOf.append(distinct.count - 1)
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("splashvid-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    // Pairs of runs, in alternating order so drift in the machine's load (other
    // processes, frequency) hits both alike. Other work on the machine only
    // ever adds time, so the least disturbed run of each is the best estimate
    // of its cost (as in part 1): the ratio is best to best, with the pairs'
    // own ratios shown for how much the machine disturbed them.
    let endToEndPairs = quick ? 1 : 5
    var encodeOnlyTimes: [Double] = [], endToEndTimes: [Double] = [], ratios: [Double] = []
    func encodeOnlyRun() throws -> Double {
        try Stopwatch.best(of: 1) {
            let writer = try VideoWriter(path: folder.appendingPathComponent("encode-only.mp4").path, settings: renderer.encoder)
            for index in frameOf {
                let pixmap = distinct[index]
                try pixmap.bytes.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: pixmap.width * 4) }
            }
            try writer.finish()
        }
    }
    func endToEndRun() throws -> Double {
        try Stopwatch.best(of: 1) {
            try renderer.render(to: folder.appendingPathComponent("end-to-end.mp4"))
        }
    }
    for pair in 0..<endToEndPairs {
        let encode: Double, render: Double
        if pair % 2 == 0 {
            encode = try encodeOnlyRun()
            render = try endToEndRun()
        } else {
            render = try endToEndRun()
            encode = try encodeOnlyRun()
        }
        encodeOnlyTimes.append(encode)
        endToEndTimes.append(render)
        ratios.append(render / encode)
    }
    let encodeOnly = encodeOnlyTimes.min() ?? .infinity, endToEnd = endToEndTimes.min() ?? .infinity
    let sameBytes = (try? Data(contentsOf: folder.appendingPathComponent("encode-only.mp4"))) == (try? Data(contentsOf: folder.appendingPathComponent("end-to-end.mp4")))
    line(String(format: "   libx264 alone: %.2f s (median %.2f)   splashvid end to end: %.2f s (median %.2f)   (best of %d interleaved pairs)",
                encodeOnly, median(encodeOnlyTimes), endToEnd, median(endToEndTimes), endToEndPairs))
    line(String(format: "   ratio %.3f (best to best; within pairs: median %.3f, range %.3f–%.3f)   (target %@)",
                endToEnd / encodeOnly, median(ratios), ratios.min() ?? 0, ratios.max() ?? 0, target))
    line("   outputs byte-identical: \(sameBytes ? "yes" : "NO")")
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
if checksum == -1 { line("") }   // keeps the frames from being optimised away

/// A frame of a benchmark scene. The budget never stops the built-in
/// scenes; if a change to it did, the benchmark says so and exits 1.
@Sendable func rendered(_ compositor: Compositor, _ layers: [Layer]) -> Pixmap {
    do {
        return try compositor.render(layers: layers)
    } catch {
        FileHandle.standardError.write(Data("SplashBench: a benchmark frame passed the render budget: \(error)\n".utf8))
        exit(1)
    }
}
