import Foundation
import Testing
import SplashTestSupport

/// A .gif or .webp for a pull request or a chat: web-sized unless told,
/// `--width`/`--height` for any output, and `--max-size` for both;
/// each file decoded back to check what the summary says.
@Suite(.serialized) struct WebSizeCommandTests {
    static func summary(_ stdout: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    }

    static func video(_ stdout: String) throws -> [String: Any] {
        let outputs = try #require(try summary(stdout)["outputs"] as? [[String: Any]])
        return try #require(outputs.first { $0["kind"] as? String == "video" })
    }

    @Test func aGIFIsWebSizedAtTwentyFPSAndSaysSo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--json", "kugou.gif"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        // iPhone 15 (393×852 pt) fitted in 480×800: 800/852 px a point → 369×800.
        #expect(result.stderr.contains("splashvid: note: kugou.gif is web-sized: 369×800 at 20 fps (--width, --scale or --fps for another size or rate)"))
        let reader = try VideoReader(path: folder.appendingPathComponent("kugou.gif").path)
        #expect(reader.width == 369 && reader.height == 800)
        let video = try Self.video(result.stdout)
        #expect(video["width"] as? Int == 369 && video["height"] as? Int == 800)
        // 20 fps: every frame 5 cs, as many frames as the summary says.
        #expect(reader.frameCount == video["frames"] as? Int)
        let duration = try #require(video["duration"] as? Double)
        #expect(abs(Double(reader.frameCount) / 20 - duration) < 1e-9)
        // The README's GIF for a pull request: under 1 MB.
        let bytes = try #require(video["bytes"] as? Int)
        #expect(bytes < 1_000_000, "kugou.gif is \(bytes) bytes")
    }

    @Test func scaleAndFPSStillChooseTheGIFsSizeAndRate() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--device", "iphone-se", "--scale", "1", "--fps", "25", "--json", "se.gif"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("web-sized"))
        let reader = try VideoReader(path: folder.appendingPathComponent("se.gif").path)
        // iPhone SE: 375×667 pt at 1×.
        #expect(reader.width == 375 && reader.height == 667)
        let video = try Self.video(result.stdout)
        #expect(reader.frameCount == video["frames"] as? Int)
        #expect(abs(Double(reader.frameCount) / 25 - (video["duration"] as? Double ?? 0)) < 1e-9)
    }

    @Test func widthAndHeightSizeAnyOutput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 300 px wide: 852 × 300/393 = 650.4 → 650 high; a WebP at 20 fps (50 ms a frame).
        let webp = try Binary.run(["--preset", "kugou", "--width", "300", "kugou.webp"], in: folder)
        #expect(webp.status == 0, "\(webp.stderr)")
        let reader = try WebPReader(path: folder.appendingPathComponent("kugou.webp").path)
        #expect(reader.width == 300 && reader.height == 650)
        // libwebp merges a frame identical to the one before into it (kugou holds
        // still for its first 0.5 s): each frame lasts whole 50 ms steps, 2 s in all.
        #expect(!reader.frames.isEmpty && reader.frames.allSatisfy { $0.duration > 0 && $0.duration % 50 == 0 })
        #expect(reader.totalDuration == 2000)
        // An MP4 by its height: 393 × 400/852 = 184.5 → 185 wide (the stream pads it to 186).
        let mp4 = try Binary.run(["--preset", "kugou", "--height", "400", "--json", "kugou.mp4"], in: folder)
        #expect(mp4.status == 0, "\(mp4.stderr)")
        let video = try Self.video(mp4.stdout)
        #expect(video["width"] as? Int == 185 && video["height"] as? Int == 400)
        let stream = try VideoReader(path: folder.appendingPathComponent("kugou.mp4").path)
        #expect(stream.height == 400 && stream.width == 186)
        // A still: both sides, of the picture's shape.
        let still = try Binary.run(["--preset", "kugou", "--width", "300", "--height", "650", "--at", "1", "still.png"], in: folder)
        #expect(still.status == 0, "\(still.stderr)")
        let png = try Data(contentsOf: folder.appendingPathComponent("still.png"))
        func u32(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(u32(16) == 300 && u32(20) == 650)
    }

    @Test func sizesThatCannotBeDrawnAreOneLineErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [([String], String)] = [
            (["--width", "300", "--height", "600", "kugou.gif"],
             "--height 600 with a width of 300 px does not keep the 393×852-point picture's shape: a width of 300 px goes with a height of 650 px, a height of 600 px with a width of 277 px (give one of them)"),
            (["--width", "300", "--scale", "1", "kugou.gif"], "--width sets the picture's scale: give it or --scale, not both"),
            (["--width", "8", "kugou.gif"], "--width must be between 16 and 8192, not 8"),
            (["--max-size", "1MB", "kugou.mov"], "--max-size has nothing to search in ProRes 4444: use .mp4, .webm, .webp or .gif"),
        ]
        for (arguments, message) in cases {
            let result = try Binary.run(["--preset", "kugou"] + arguments, in: folder)
            #expect(result.status != 0)
            #expect(result.stderr == "splashvid: error: \(message)\n")
        }
        #expect(contents(of: folder).isEmpty)
    }

    @Test func maxSizeMakesAGIFFitAndSaysWhatItChose() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--max-size", "250KB", "--json", "kugou.gif"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let video = try Self.video(result.stdout)
        let bytes = try #require(video["bytes"] as? Int)
        #expect(bytes <= 250_000)
        // The note names the size, rate and palette written: the file has them.
        let note = try #require(result.stderr.split(separator: "\n").first { $0.contains("fit in 250 KB") })
        let match = try #require(note.firstMatch(of: #/note: (\d+)×(\d+), (\d+) fps(?:, (\d+) colours)? fit in 250 KB: (\d+) KB \((\d) encodes\)/#))
        let width = Int(match.output.1)!, height = Int(match.output.2)!, fps = Int(match.output.3)!
        let reader = try VideoReader(path: folder.appendingPathComponent("kugou.gif").path)
        #expect(reader.width == width && reader.height == height)
        #expect(video["width"] as? Int == width && video["height"] as? Int == height)
        #expect(reader.frameCount == video["frames"] as? Int)
        #expect(abs(Double(reader.frameCount) / Double(fps) - (video["duration"] as? Double ?? 0)) < 1e-9)
        #expect(width < 369 || fps < 20 || match.output.4 != nil)
        #expect(contents(of: folder) == ["kugou.gif"])
    }

    @Test func aManifestSizesItsJobsWithTheSameWords() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"""
        {"output": "out", "defaults": {"sheet": false}, "jobs": [
          {"name": "web", "preset": "kugou", "video": "gif"},
          {"name": "narrow", "preset": "kugou", "video": "webp", "width": 240},
          {"name": "fit", "preset": "kugou", "video": "gif", "maxSize": "200KB"}
        ]}
        """#.utf8).write(to: folder.appendingPathComponent("m.json"))
        let result = try Binary.run(["batch", "m.json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let out = folder.appendingPathComponent("out")
        let web = try VideoReader(path: out.appendingPathComponent("web@iphone-15.gif").path)
        #expect(web.width == 369 && web.height == 800)
        // 240 px: 852 × 240/393 = 520.3 → 520.
        let narrow = try WebPReader(path: out.appendingPathComponent("narrow@iphone-15.webp").path)
        #expect(narrow.width == 240 && narrow.height == 520)
        let fit = try Data(contentsOf: out.appendingPathComponent("fit@iphone-15.gif"))
        #expect(fit.count <= 200_000 && fit.count > 0)
        let bad = folder.appendingPathComponent("bad.json")
        try Data(#"{"jobs": [{"preset": "kugou", "width": 300, "height": 600}]}"#.utf8).write(to: bad)
        let refused = try Binary.run(["batch", "bad.json"], in: folder)
        #expect(refused.status != 0)
        #expect(refused.stderr == "splashvid: error: bad.json: jobs[0].height: 600 with a width of 300 px does not keep the 393×852-point picture's shape: a width of 300 px goes with a height of 650 px, a height of 600 px with a width of 277 px (give one of them)\n")
    }
}
