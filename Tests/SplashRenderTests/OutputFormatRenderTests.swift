import Foundation
import Testing
import SplashGeometry
import SplashTestSupport
import SplashVideo
@testable import SplashRender
@testable import SplashReview

/// A transparent scene through every kind of output: the formats with
/// alpha keep it, the others composite over `--background` (white unless
/// told), a PNG sequence has every frame as drawn, and a batch manifest's
/// `"video": "gif"` picks the format.
@Suite struct OutputFormatRenderTests {
    /// 0.2 s: a clear background and a blue 8×8 square at the top left.
    static func clearScene(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("clear.json")
        try Data(##"{"duration": 0.2, "backgroundColor": "clear", "layers": [{"frame": [2, 2, 8, 8], "backgroundColor": "#0A84FF"}]}"##.utf8).write(to: url)
        return url
    }

    static func job(_ folder: URL, video: VideoOptions, outputs: RenderOutputs, fps: Int = 10) throws -> RenderJob {
        RenderJob(source: .file(try clearScene(in: folder)), screen: try .canvas("32x24", scale: 1), fps: fps, encoderThreads: 1,
                  video: video, outputs: outputs)
    }

    /// The RGBA of pixel (x, y) of the first decoded frame.
    static func firstFramePixel(_ path: String, x: Int, y: Int, decoder: String? = nil) throws -> [UInt8] {
        var pixel: [UInt8] = []
        try VideoReader(path: path, decoder: decoder).decodeFrames { index, rgba, width, _ in
            if index == 0 { pixel = Array(rgba[(y * width + x) * 4..<(y * width + x) * 4 + 4]) }
        }
        return pixel
    }

    @Test func alphaFormatsKeepTheClearBackgroundAndMP4ShowsTheMatte() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, VideoOptions)] = [
            ("a.mov", VideoOptions(codec: .prores)),
            ("a.webm", VideoOptions(codec: .vp9)),
            ("a.gif", VideoOptions(codec: .gif)),
            ("white.mp4", VideoOptions(codec: .h264)),
            ("black.mp4", VideoOptions(codec: .h264, background: .black)),
        ]
        for (name, options) in cases {
            let file = folder.appendingPathComponent(name)
            try Self.job(folder, video: options, outputs: RenderOutputs(video: file)).prepare().write(workers: 2)
        }
        // (20, 20) is background; (5, 5) is the square.
        let decoder: (String) -> String? = { $0.hasSuffix(".webm") ? "libvpx-vp9" : nil }
        var checked = 0
        for name in ["a.mov", "a.webm", "a.gif"] {
            let path = folder.appendingPathComponent(name).path
            #expect(try Self.firstFramePixel(path, x: 20, y: 20, decoder: decoder(name))[3] <= 2, "\(name)")
            #expect(try Self.firstFramePixel(path, x: 5, y: 5, decoder: decoder(name))[3] >= 253, "\(name)")
            checked += 1
        }
        // Limited-range 8-bit round trip: white within 2 levels, black within 2.
        #expect(try Self.firstFramePixel(folder.appendingPathComponent("white.mp4").path, x: 20, y: 20).prefix(3).allSatisfy { $0 >= 253 })
        #expect(try Self.firstFramePixel(folder.appendingPathComponent("black.mp4").path, x: 20, y: 20).prefix(3).allSatisfy { $0 <= 2 })
        #expect(checked == 3)
    }

    @Test func theMatteFollowsTheScene() {
        // Opaque scene: its own colour (frames are opaque anyway); clear: alpha
        // kept where the codec can, else --background or white; translucent:
        // the scene's colour made opaque.
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(VideoOptions(codec: .prores).matte(over: red) == MatteColor(red: 255, green: 0, blue: 0))
        #expect(VideoOptions(codec: .prores).matte(over: .clear) == nil)
        #expect(VideoOptions(codec: .h264).matte(over: .clear) == .white)
        #expect(VideoOptions(codec: .h264, background: .black).matte(over: .clear) == .black)
        #expect(VideoOptions(codec: .h264).matte(over: Color(red: 0, green: 0, blue: 1, alpha: 0.5)) == MatteColor(red: 0, green: 0, blue: 255))
        #expect(MatteColor(hex: "#0A84FF") == MatteColor(red: 10, green: 132, blue: 255))
        #expect(MatteColor(hex: "#0A84FF80") == nil)
    }

    @Test func aPNGSequenceHasEveryFrameAsDrawn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        var reported = 0
        // 0.2 s at 10 fps: 2 frames.
        try Self.job(folder, video: VideoOptions(), outputs: RenderOutputs(frames: PNGSequence(folder: frames))).prepare().write(workers: 2) { _ in reported += 1 }
        #expect(reported == 2)
        #expect(contents(of: frames) == ["0000.png", "0001.png"])
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: frames.appendingPathComponent("0000.png"))))
        // Premultiplied back: the background transparent, the square opaque blue.
        #expect(image.width == 32 && image.height == 24)
        #expect(Array(image.pixels[(20 * 32 + 20) * 4..<(20 * 32 + 20) * 4 + 4]) == [0, 0, 0, 0])
        #expect(Array(image.pixels[(5 * 32 + 5) * 4..<(5 * 32 + 5) * 4 + 4]) == [10, 132, 255, 255])
    }

    @Test func patternsNameFramesAsPrintfWould() throws {
        let pattern = try #require(PNGSequence(pattern: "/tmp/out/shot-%03d.png"))
        #expect(pattern.folder.path == "/tmp/out")
        #expect([0, 7, 1234].map { pattern.file($0).lastPathComponent } == ["shot-000.png", "shot-007.png", "shot-1234.png"])
        #expect(PNGSequence(pattern: "/tmp/out/%d.png")?.file(12).lastPathComponent == "12.png")
        for bad in ["/tmp/%04d/a.png", "/tmp/a-%04d-%d.png", "/tmp/a-%x.png", "/tmp/a-%04d.jpg", "/tmp/a-%00d.png"] {
            #expect(PNGSequence(pattern: bad) == nil, "\(bad)")
        }
        #expect(PNGSequence(folder: URL(fileURLWithPath: "/tmp/f")).file(3).lastPathComponent == "0003.png")
    }

    @Test func aGIFsTwoPassesAreBothInItsProgress() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var reports: [RenderProgress] = []
        let file = folder.appendingPathComponent("a.gif")
        try Self.job(folder, video: VideoOptions(codec: .gif), outputs: RenderOutputs(video: file)).prepare().write(workers: 2) { reports.append($0) }
        // 2 frames, counted once to make the palette and once to write them.
        #expect(reports.map(\.framesDone) == [1, 2, 3, 4])
        #expect(reports.allSatisfy { $0.frameCount == 4 })
        #expect(try VideoReader(path: file.path).frameCount == 2)
    }

    @Test func aManifestsVideoExtensionPicksTheFormat() throws {
        let manifest = try BatchManifest(data: Data(#"{"jobs": [{"preset": "kugou", "video": "gif"}, {"preset": "yula", "video": "webm", "fps": 24}, {"preset": "weibo"}, {"preset": "guide", "video": "hevc"}]}"#.utf8),
                                         file: URL(fileURLWithPath: "/tmp/manifests/m.json"))
        #expect(manifest.jobs.map(\.videoFile) == ["kugou@iphone-15.gif", "yula@iphone-15.webm", "weibo@iphone-15.mp4", "guide@iphone-15.mp4"])
        // A GIF's frame rate is the web size's 20 unless given.
        #expect(manifest.jobs.map(\.fps) == [20, 24, 60, 60])
        // And its picture is web-sized: the iPhone 15's 393×852 points at 800/852 px a point, 369×800.
        #expect(manifest.jobs[0].pixelSize.width == 369 && manifest.jobs[0].pixelSize.height == 800)
        #expect(manifest.jobs[2].pixelSize.width == 1179)
        #expect(manifest.jobs.map(\.videoCodec) == [.gif, .vp9, .h264, .hevc])
        // The codec is part of what the job renders: HEVC and H.264 jobs differ.
        #expect(manifest.jobs[3].encoderSettings.codec == .hevc)
        let budgeted = try BatchManifest(data: Data(#"{"defaults": {"maxSize": "10MB"}, "jobs": [{"preset": "kugou"}, {"preset": "yula", "maxSize": 2000000}]}"#.utf8),
                                         file: URL(fileURLWithPath: "/tmp/manifests/m.json"))
        #expect(budgeted.jobs.map { $0.maxSize?.bytes } == [10_000_000, 2_000_000])
    }
}
