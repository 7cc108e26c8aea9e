import Foundation
import SplashRender
import SplashScene
import SplashVideo
import SplashImport

/// `--presets`: every preset end to end against libx264 alone encoding
/// the very same frames, as the product renders them (iPhone 15 Pro Max,
/// 60 fps, x264 veryfast CRF 20, the same encoder threads).
///
/// Each side runs as a child process of its own, alternating which goes
/// first, `pairs` times: `--child-render PRESET OUT.mp4` is splashvid's
/// render as the command line runs it (process start, scene read, fonts,
/// compositing on every core, encoding, muxing: its wall time as the
/// parent sees it); `--child-encode …` loads the frames a render drew
/// beforehand into memory and then has libx264 convert and encode them
/// with the same settings: its time and CPU for that alone, and its peak
/// memory less the frames it holds (x264's own). The ratios of the least disturbed runs (other work on the
/// machine only adds time) are printed with the range of the pairs' own,
/// and whether the two files are the same bytes.
enum PresetBench {
    static let device = "iphone-15-pro-max"
    static let fps = 60
    static let crf = 20

    static func job(_ preset: String, output: URL) throws -> RenderJob {
        RenderJob(source: try SceneSource.preset(named: preset), screen: try RenderScreen.device(named: device),
                  fps: fps, crf: crf, speed: "veryfast", outputs: RenderOutputs(video: output))
    }

    /// The child that renders.
    static func childRender(_ arguments: [String]) throws {
        guard arguments.count == 3 else { throw BenchError("--child-render PRESET OUT.mp4 REPORT") }
        try job(arguments[0], output: URL(fileURLWithPath: arguments[1])).prepare().write()
        try Data("\(ChildRun.ownPeakResidentBytes ?? 0)\n".utf8).write(to: URL(fileURLWithPath: arguments[2]))
    }

    /// The child that only encodes: loads the distinct frames into memory
    /// first, then encodes the sequence (`INDEX` names each frame's
    /// distinct picture) and writes "WALL CPU FRAME-BYTES" to `REPORT`:
    /// its own time and CPU for the encoding alone, and the bytes its
    /// frames hold, which the parent takes off its peak memory.
    static func childEncode(_ arguments: [String]) throws {
        guard arguments.count == 7, let width = Int(arguments[3]), let height = Int(arguments[4]) else {
            throw BenchError("--child-encode PRESET FRAMES INDEX WIDTH HEIGHT OUT.mp4 REPORT")
        }
        let settings = try job(arguments[0], output: URL(fileURLWithPath: arguments[5])).encoderSettings(width: width, height: height)
        // Each picture read straight into its own buffer (nothing held twice,
        // so the peak is the frames and what x264 needs).
        let bytes = width * height * 4
        let input = open(arguments[1], O_RDONLY)
        guard input >= 0 else { throw BenchError("cannot read \(arguments[1])") }
        defer { close(input) }
        var distinct: [[UInt8]] = []
        while true {
            var frame = [UInt8](repeating: 0, count: bytes)
            let filled = frame.withUnsafeMutableBytes { buffer -> Int in
                var done = 0
                while done < buffer.count {
                    let got = read(input, buffer.baseAddress! + done, buffer.count - done)
                    if got <= 0 { break }
                    done += got
                }
                return done
            }
            guard filled == bytes else { break }
            distinct.append(frame)
        }
        let index = try String(contentsOfFile: arguments[2], encoding: .utf8).split(separator: " ").compactMap { Int($0) }
        guard !index.isEmpty, index.allSatisfy({ distinct.indices.contains($0) }) else { throw BenchError("\(arguments[2]) does not index \(arguments[1])") }
        let watch = Stopwatch(), cpu = processCPUSeconds
        let writer = try VideoWriter(path: arguments[5], settings: settings)
        for frame in index {
            try distinct[frame].withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: width * 4) }
        }
        try writer.finish()
        let report = "\(watch.seconds) \(processCPUSeconds - cpu) \(distinct.count * bytes) \(ChildRun.ownPeakResidentBytes ?? 0)\n"
        try Data(report.utf8).write(to: URL(fileURLWithPath: arguments[6]))
    }

    /// CPU time of this process, all threads, user and system.
    static var processCPUSeconds: Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// The frames a render of `preset` draws: the distinct ones (a frame
    /// equal to the one before is not stored again, as the renderer does
    /// not draw it again) as raw RGBA in one file, and for each frame of
    /// the video the number of its picture. Written once, through the PNG
    /// sequence a render writes.
    static func frames(of preset: String, in folder: URL) throws -> (file: URL, index: URL, width: Int, height: Int, count: Int, distinct: Int) {
        let pngs = folder.appendingPathComponent("\(preset)-frames", isDirectory: true)
        var render = try job(preset, output: folder.appendingPathComponent("unused.mp4"))
        render.outputs = RenderOutputs(frames: PNGSequence(folder: pngs))
        try render.prepare().write()
        let files = try FileManager.default.contentsOfDirectory(atPath: pngs.path).sorted()
        let raw = folder.appendingPathComponent("\(preset).rgba"), index = folder.appendingPathComponent("\(preset).index")
        FileManager.default.createFile(atPath: raw.path, contents: nil)
        guard let output = FileHandle(forWritingAtPath: raw.path) else { throw BenchError("cannot write \(raw.path)") }
        defer { try? output.close() }
        var size = (width: 0, height: 0), previous: [UInt8] = [], numbers: [Int] = [], distinct = 0
        for file in files {
            let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: pngs.appendingPathComponent(file))))
            size = (image.width, image.height)
            if image.pixels != previous {
                try output.write(contentsOf: image.pixels)
                previous = image.pixels
                distinct += 1
            }
            numbers.append(distinct - 1)
        }
        try Data(numbers.map(String.init).joined(separator: " ").utf8).write(to: index)
        try? FileManager.default.removeItem(at: pngs)
        return (raw, index, size.width, size.height, files.count, distinct)
    }

    static func run(pairs: Int, presets: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("splashvid-bench-presets-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        line("Every preset end to end against libx264 alone on the same frames: \(device), \(fps) fps, x264 veryfast CRF \(crf), "
             + "\(ProcessInfo.processInfo.activeProcessorCount) cores, best of \(pairs) alternating pairs (child processes)")
        line("")
        line("| preset | frames | libx264 alone | splashvid | wall ratio (pairs) | CPU ratio | peak RSS: x264 / splashvid | RSS ratio | same bytes |")
        line("| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |")
        for preset in presets {
            let frames = try frames(of: preset, in: folder)
            let encoded = folder.appendingPathComponent("\(preset)-encode.mp4"), rendered = folder.appendingPathComponent("\(preset)-render.mp4")
            let report = folder.appendingPathComponent("\(preset).report")
            let encode = ["--child-encode", preset, frames.file.path, frames.index.path, String(frames.width), String(frames.height), encoded.path, report.path]
            let renderReport = folder.appendingPathComponent("\(preset).render-report")
            let render = ["--child-render", preset, rendered.path, renderReport.path]
            var encodes: [ChildRun] = [], renders: [ChildRun] = []
            func encodeRun() throws -> ChildRun {
                var run = try ChildRun.run(encode)
                // The child's own figures for the encoding alone; its frames off its memory.
                let fields = try String(contentsOf: report, encoding: .utf8).split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                guard fields.count == 4 else { throw BenchError("\(report.path) is not WALL CPU BYTES PEAK") }
                run.wallSeconds = fields[0]
                run.cpuSeconds = fields[1]
                if fields[3] > 0 { run.peakResidentBytes = Int(fields[3]) }
                run.peakResidentBytes -= Int(fields[2])
                return run
            }
            func renderRun() throws -> ChildRun {
                var run = try ChildRun.run(render)
                if let peak = Int(try String(contentsOf: renderReport, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)), peak > 0 {
                    run.peakResidentBytes = peak
                }
                return run
            }
            for pair in 0..<pairs {
                if pair % 2 == 0 {
                    encodes.append(try encodeRun())
                    renders.append(try renderRun())
                } else {
                    renders.append(try renderRun())
                    encodes.append(try encodeRun())
                }
            }
            let ratios = zip(renders, encodes).map { $0.wallSeconds / $1.wallSeconds }
            let bestEncode = encodes.map(\.wallSeconds).min() ?? .infinity, bestRender = renders.map(\.wallSeconds).min() ?? .infinity
            let cpu = (renders.map(\.cpuSeconds).min() ?? 0) / (encodes.map(\.cpuSeconds).min() ?? 1)
            let rssEncode = encodes.map(\.peakResidentBytes).min() ?? 0, rssRender = renders.map(\.peakResidentBytes).min() ?? 0
            let same = (try? Data(contentsOf: encoded)) == (try? Data(contentsOf: rendered))
            line(String(format: "| %@ | %d | %.2f s | %.2f s | **%.3f** (%.3f–%.3f) | %.3f | %d / %d MB | **%.3f** | %@ |",
                        preset, frames.count, bestEncode, bestRender, bestRender / bestEncode, ratios.min() ?? 0, ratios.max() ?? 0,
                        cpu, rssEncode >> 20, rssRender >> 20, Double(rssRender) / Double(max(rssEncode, 1)), same ? "yes" : "NO"))
            try? FileManager.default.removeItem(at: frames.file)
            try? FileManager.default.removeItem(at: frames.index)
        }
        line("")
        line("Targets: wall ≤ 1.05 and RSS ≤ 1.10 for every preset.")
    }
}
