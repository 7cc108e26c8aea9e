import Foundation
import Testing
import SplashTestSupport
import SplashVideo
@testable import SplashRender
@testable import SplashImport

/// `--max-size`: sizes as people write them, and the search for the best
/// quality that fits.
@Suite struct SizeBudgetTests {
    @Test func sizesAreReadInDecimalAndBinaryUnits() {
        #expect(["10MB", "2.5 mb", "800KB", "1MiB", "1500000", "3k", "1GB"].map { SizeBudget($0)?.bytes }
                == [10_000_000, 2_500_000, 800_000, 1_048_576, 1_500_000, 3_000, 1_000_000_000])
        #expect(["", "MB", "ten MB", "-1MB", "999", "200GB", "nanMB", "1e400"].allSatisfy { SizeBudget($0) == nil })
        #expect(SizeBudget.text(9_812_345) == "9.8 MB" && SizeBudget.text(188_177) == "188 KB")
        #expect(SizeBudget.applies(to: .h264, webp: .lossy) && SizeBudget.applies(to: .webp, webp: .lossy))
        // A GIF and a lossless WebP search their colours, rate and size; ProRes nothing.
        #expect(SizeBudget.applies(to: .gif, webp: .lossy) && SizeBudget.applies(to: .webp, webp: .lossless)
                && !SizeBudget.applies(to: .prores, webp: .lossy))
        #expect(SizeBudget.hasQuality(.h264, webp: .lossy) && SizeBudget.hasQuality(.webp, webp: .lossy)
                && !SizeBudget.hasQuality(.gif, webp: .lossy) && !SizeBudget.hasQuality(.webp, webp: .lossless))
    }

    /// 1 s of a square sliding over a gradient, 96×96 at 15 fps.
    static func job(_ folder: URL, crf: Int = 18, maxSize: SizeBudget? = nil, file: String, video: VideoOptions = VideoOptions()) throws -> RenderJob {
        let scene = folder.appendingPathComponent("slide.json")
        try Data(##"""
        {"duration": 1, "layers": [
          {"frame": [0, 0, 96, 96], "contents": {"type": "gradient", "colors": ["#FF2D55", "#0A84FF", "#34C759"], "startPoint": [0, 0], "endPoint": [1, 1]}},
          {"frame": [8, 30, 30, 30], "cornerRadius": 8, "backgroundColor": "#FFFFFF",
           "animations": [{"keyPath": "position.x", "fromValue": 20, "toValue": 76, "duration": 1}]}]}
        """##.utf8).write(to: scene)
        return RenderJob(source: .file(scene), screen: try .canvas("96x96", scale: 1), fps: 15, crf: crf, encoderThreads: 1,
                         video: video, maxSize: maxSize, outputs: RenderOutputs(video: folder.appendingPathComponent(file)))
    }

    static func size(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? -1
    }

    @Test func theBestQualityThatFitsIsChosen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.job(folder, file: "crf18.mp4").prepare().write(workers: 2)
        let full = try Self.size(folder.appendingPathComponent("crf18.mp4"))
        // A budget one byte under CRF 18's size: CRF 18 no longer fits.
        let budget = SizeBudget(bytes: full - 1)
        let choice = try #require(try Self.job(folder, maxSize: budget, file: "fit.mp4").prepare().write(workers: 2))
        #expect((choice.crf ?? 0) > 18 && !choice.reduced)
        #expect(choice.bytes <= budget.bytes)
        #expect(try Self.size(folder.appendingPathComponent("fit.mp4")) == choice.bytes)
        // At most 1 + ⌈log₂(34)⌉ = 7 encodes from CRF 18.
        #expect((2...7).contains(choice.passes))
        // One step better does not fit: the choice is the best.
        try Self.job(folder, crf: (choice.crf ?? 0) - 1, file: "better.mp4").prepare().write(workers: 2)
        #expect(try Self.size(folder.appendingPathComponent("better.mp4")) > budget.bytes)
        // The CRF asked for is kept when it fits (one encode).
        let roomy = try #require(try Self.job(folder, maxSize: SizeBudget(bytes: full), file: "roomy.mp4").prepare().write(workers: 2))
        #expect(roomy.crf == 18 && roomy.passes == 1 && roomy.bytes == full)
        // No temporary files are left.
        #expect(contents(of: folder) == ["better.mp4", "crf18.mp4", "fit.mp4", "roomy.mp4", "slide.json"])
    }

    @Test func aBudgetNothingFitsWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: RenderError.self) {
            try Self.job(folder, crf: 50, maxSize: SizeBudget(bytes: 1000), file: "tiny.mp4").prepare().write(workers: 2)
        }
        #expect(contents(of: folder) == ["slide.json"])
    }

    /// A GIF over its budget walks the ladder: the file written is the
    /// first step that fits, decodes at the size and rate the choice says,
    /// and the step before it does not fit.
    @Test func aGIFOverItsBudgetGetsFewerColoursFramesAndPixels() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gif = VideoOptions(codec: .gif)
        try Self.job(folder, file: "full.gif", video: gif).prepare().write(workers: 2)
        let full = try Self.size(folder.appendingPathComponent("full.gif"))
        // Two thirds of the full file: 256 colours at 15 fps and 96 px do not fit.
        let budget = SizeBudget(bytes: full * 2 / 3)
        let choice = try #require(try Self.job(folder, maxSize: budget, file: "fit.gif", video: gif).prepare().write(workers: 2))
        #expect(choice.crf == nil && choice.reduced && choice.bytes <= budget.bytes)
        #expect(try Self.size(folder.appendingPathComponent("fit.gif")) == choice.bytes)
        let ladder = BudgetStep.ladder(for: .gif, fps: 15, keepsRate: false, smallest: 96)
        let index = try #require(ladder.firstIndex(of: choice.step))
        #expect(index > 0)
        // 1 + ⌈log₂(10)⌉ = 5 encodes at most.
        #expect((2...5).contains(choice.passes))
        // What the file holds is what the choice says: 96 × factor px, 1 s at its rate.
        let reader = try VideoReader(path: folder.appendingPathComponent("fit.gif").path)
        #expect(reader.width == Int((96 * choice.step.factor).rounded()) && reader.width == choice.width && reader.height == choice.height)
        #expect(reader.frameCount == choice.step.fps)
        // The step before does not fit (the choice is the best on the ladder).
        let previous = ladder[index - 1]
        let before = try Self.job(folder, file: "before.gif", video: gif).prepare()
        let renderer = try before.videoRenderer(previous, workers: 2)
        try renderer.render(to: folder.appendingPathComponent("before.gif"))
        #expect(try Self.size(folder.appendingPathComponent("before.gif")) > budget.bytes)
        #expect(contents(of: folder) == ["before.gif", "fit.gif", "full.gif", "slide.json"])
    }
}
