import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// End-to-end: the real binary, its output files decoded back.
@Suite(.serialized) struct CommandLineTests {
    @Test func listsPresets() throws {
        let result = try Binary.run(["presets"])
        #expect(result.status == 0)
        let kugou = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("kugou") })
        #expect(kugou.contains("2 s"))
        #expect(kugou.contains("zoom"))
    }

    @Test func listsDevices() throws {
        let result = try Binary.run(["devices"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        var checked = 0
        for (name, points, pixels, safe, face) in [("iphone-8", "375×667 pt @2x", "750×1334 px", "safe area 20 / 0 pt", "square corners, Home button"),
                                                   ("iphone-se", "375×667 pt @2x", "750×1334 px", "safe area 20 / 0 pt", "square corners, Home button"),
                                                   ("iphone-13-mini", "375×812 pt @3x", "1125×2436 px", "safe area 50 / 34 pt", "corners 44 pt, notch"),
                                                   ("iphone-15", "393×852 pt @3x", "1179×2556 px", "safe area 59 / 34 pt", "corners 55 pt, Dynamic Island"),
                                                   ("iphone-15-pro-max", "430×932 pt @3x", "1290×2796 px", "safe area 59 / 34 pt", "corners 55 pt, Dynamic Island"),
                                                   ("ipad-pro-11", "834×1194 pt @2x", "1668×2388 px", "safe area 24 / 20 pt", "corners 18 pt")] {
            let line = try #require(lines.first { $0.hasPrefix(name + " ") }, "no \(name)")
            #expect(line.contains(points) && line.contains(pixels) && line.contains(safe) && line.contains(face), "\(line)")
            checked += 1
        }
        #expect(checked == 6)
    }

    @Test func helpShowsExamples() throws {
        let result = try Binary.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("splashvid --preset kugou kugou.mp4"))
    }

    /// Each bad invocation: non-zero exit, one line on stderr, no file.
    @Test(arguments: [
        (["--preset", "nope", "out.mp4"], "unknown preset \"nope\""),
        (["--preset", "kugou", "--device", "nokia-3310", "out.mp4"], "unknown device \"nokia-3310\""),
        (["--preset", "kugou", "--fps", "0", "out.mp4"], "--fps must be between 1 and 240"),
        (["--preset", "kugou", "--fps", "10000", "out.mp4"], "--fps must be between 1 and 240"),
        (["--preset", "kugou", "--crf", "52", "out.mp4"], "--crf must be between 1 and 51"),
        (["--preset", "kugou", "--crf", "0", "out.mp4"], "--crf must be between 1 and 51"),
        (["--preset", "kugou", "--speed", "warp", "out.mp4"], "unknown --speed \"warp\""),
        (["--preset", "kugou", "--size", "0x100", "out.mp4"], "--size must be at least 1x1 points"),
        (["--preset", "weibo", "--size", "10x10", "out.mp4"], "the weibo preset does not fit a canvas of 10×10 points: at that shape it needs at least about 160×160 points"),
        (["--preset", "appstore", "--size", "100x100", "out.mp4"], "the appstore preset does not fit a canvas of 100×100 points at any size of that shape"),
        (["--preset", "kugou", "--size", "100000x100000", "out.mp4"], "is too large"),
        (["--preset", "kugou", "--size", "8000x8000", "--scale", "3", "out.mp4"], "is too large"),
        (["--preset", "kugou", "--size", "wide", "out.mp4"], "--size must be WIDTHxHEIGHT"),
        (["--preset", "kugou", "--at=-1", "out.png"], "--at must be a time of 0 seconds or more"),
        (["--preset", "kugou", "--at", "nan", "out.png"], "--at must be a time of 0 seconds or more"),
        (["--preset", "kugou", "--at", "1", "out.mp4"], "with --at the output must be a .png file"),
        (["--preset", "kugou", "out.png"], "a .png output is a still"),
        (["--preset", "kugou", "out.avi"], "unknown output type \"out.avi\": write .mp4, .gif, .webp, .mov, .webm for a video, a folder/ or frames/%04d.png for every frame, or .png with --at for a still"),
        (["--preset", "kugou", "--fps", "60", "out.gif"], "--fps 60 is too high for a GIF: at most 50"),
        (["--preset", "kugou", "--dither", "none", "out.mp4"], "--dither applies to .gif outputs only"),
        (["--preset", "kugou", "--dither", "ordered", "out.gif"], "unknown --dither \"ordered\": expected diffusion or none"),
        (["--preset", "kugou", "--codec", "hevc", "out.gif"], "--codec applies to .mp4 outputs only"),
        (["--preset", "kugou", "--codec", "av1", "out.mp4"], "unknown --codec \"av1\": a .mp4 takes h264 or hevc"),
        (["--preset", "kugou", "--lossless", "out.gif"], "--lossless applies to .webp outputs only"),
        (["--preset", "kugou", "--loop", "0", "out.gif"], "--loop must be a number of plays from 1 to 65535"),
        (["--preset", "kugou", "--loop", "2", "out.mov"], "--loop applies to .gif and .webp outputs only"),
        (["--preset", "kugou", "--background", "red", "out.mp4"], "--background must be an opaque colour #RRGGBB"),
        (["--preset", "kugou", "frames/%x.png"], "is not a frame pattern"),
        (["--preset", "kugou", "--poster-at", "1", "out.mp4"], "--poster-at needs --poster FILE.png"),
        (["--preset", "kugou", "--max-size", "big", "out.mp4"], "--max-size must be a size like 10MB, 2.5MB or 800KB"),
        // A GIF and a lossless WebP search their colours, rate and size (WebSizeCommandTests); ProRes nothing.
        (["--preset", "kugou", "--max-size", "2MB", "out.mov"], "--max-size has nothing to search in ProRes 4444: use .mp4, .webm, .webp or .gif"),
        (["compare", "kugou", "kugou", "--max-size", "2MB", "-o", "x.gif"], "--max-size searches a comparison's quality, which GIF does not have"),
        (["--preset", "kugou", "--poster", "p.jpg", "out.mp4"], "--poster must name a .png file"),
        (["--preset", "kugou", "--poster", "p.png", "--at", "1", "out.png"], "--poster goes beside a video"),
        (["--preset", "kugou", "--poster", "p.png", "--poster-at=-1", "out.mp4"], "--poster-at must be a time of 0 seconds or more"),
        (["--preset", "kugou", "missing-folder/out.mp4"], "output folder"),
        (["--preset", "kugou", "--scene", "x.json", "out.mp4"], "give one of --preset, --scene, --lottie and --code, not more"),
        (["out.mp4"], "nothing to render"),
        (["--scene", "no-such-scene.json", "out.mp4"], "cannot read the scene file no-such-scene.json"),
        (["--preset", "kugou", "--at"], "Missing value for '--at <seconds>'"),
        (["--preset", "kugou", "--frobnicate", "out.mp4"], "Unknown option '--frobnicate'"),
        (["--pre", "kugou", "out.mp4"], "Unknown option '--pre'. Did you mean '--preset'?"),
        (["--preset", "kugou", "--sheeet", "s.png"], "Unknown option '--sheeet'. Did you mean '--sheet'?"),
        // Another command's option is named as such, not "corrected" to itself.
        (["presets", "kugou", "--scale", "1"], "Unknown option '--scale'. --scale belongs to another command; this one does not take it"),
        (["--preset", "kugou", "--at", "-1", "out.png"], "--at must be a time of 0 seconds or more, not -1"),
        (["--preset", "kugou", "--frames", "9-2", "out.mp4"], "--frames must be A-B with 0 ≤ A ≤ B, like 0-59, not \"9-2\""),
        (["--preset", "kugou", "--frames", "0-999", "out.mp4"], "--frames 0-999 is outside the timeline: kugou has frames 0-119 at 60 fps"),
        (["--preset", "kugou", "--frames", "0-9", "--at", "0", "out.png"], "--frames applies to a video or frame-sequence output"),
        (["--preset", "kugou", "-o", "a.mp4", "b.mp4"], "give the output once: with -o/--output or as the last argument, not both"),
        (["--preset", "kugou", "--fps", "fast", "out.mp4"], "The value 'fast' is invalid for '--fps <fps>'"),
    ])
    func badArgumentsGiveOneClearLine(arguments: [String], message: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(arguments, in: folder)
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
        #expect(contents(of: folder).isEmpty)
    }

    /// A GIF and a PNG sequence from the binary: the GIF's delays add up
    /// to the preset's 2 s, every frame is a file.
    @Test func writesAGIFAndAPNGSequence() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gif = try Binary.run(["--preset", "kugou", "--size", "98x213", "--scale", "1", "--fps", "20", "--dither", "none", "k.gif"], in: folder)
        #expect(gif.status == 0, "\(gif.stderr)")
        let reader = try VideoReader(path: folder.appendingPathComponent("k.gif").path)
        // kugou lasts 2 s: 40 frames of 5 cs.
        #expect(reader.frameCount == 40)
        #expect(reader.packetDurations.reduce(0, +) == 200)
        let frames = try Binary.run(["--preset", "kugou", "--size", "98x213", "--scale", "1", "--fps", "5", "shots/"], in: folder)
        #expect(frames.status == 0, "\(frames.stderr)")
        #expect(contents(of: folder.appendingPathComponent("shots")) == (0..<10).map { String(format: "%04d.png", $0) })
        #expect(contents(of: folder) == ["k.gif", "shots"])
    }

    /// `--poster`: the frame at `--poster-at`, as the still at that instant is.
    @Test func writesAPosterBesideTheVideo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let common = ["--preset", "kugou", "--size", "98x213", "--scale", "1", "--fps", "10"]
        let video = try Binary.run(common + ["--poster", "poster.png", "--poster-at", "0.5", "k.webm"], in: folder)
        #expect(video.status == 0, "\(video.stderr)")
        let still = try Binary.run(common + ["--at", "0.5", "still.png"], in: folder)
        #expect(still.status == 0, "\(still.stderr)")
        #expect(contents(of: folder) == ["k.webm", "poster.png", "still.png"])
        let poster = try Data(contentsOf: folder.appendingPathComponent("poster.png"))
        #expect(poster.count > 100)
        #expect(poster == (try Data(contentsOf: folder.appendingPathComponent("still.png"))))
    }

    @Test func outputThatIsAFolderIsRefused() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out.mp4"), withIntermediateDirectories: false)
        let result = try Binary.run(["--preset", "kugou", "out.mp4"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains("is a folder"))
    }

    @Test func aJSONFileErrorNamesFileAndField() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"duration": 1, "layers": [{"opacity": "half"}]}"#.utf8).write(to: folder.appendingPathComponent("broken.json"))
        let result = try Binary.run(["--scene", "broken.json", "--size", "40x40", "out.mp4"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains("broken.json: layers[0].opacity: unknown name 'half'"), "\(result.stderr)")
        #expect(contents(of: folder) == ["broken.json"])
    }

    /// The issue's acceptance render: kugou at full iPhone 8 size.
    @Test func rendersKugouAtFullIPhone8Size() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--device", "iphone-8", "kugou.mp4"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        // Not a terminal: no bar, one summary line (the size from the file).
        let bytes = try #require((try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("kugou.mp4").path)[.size] as? NSNumber)?.intValue)
        let kilobytes = String(format: "%.0f KB", Double(bytes) / 1e3)
        #expect(result.stderr.hasPrefix("splashvid: wrote kugou.mp4 — 750×1334, 2.00 s, 120 frames, \(kilobytes), in "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        let reader = try VideoReader(path: folder.appendingPathComponent("kugou.mp4").path)
        #expect(reader.codecName == "h264")
        #expect(reader.profileName == "High")
        #expect(reader.pixelFormatName == "yuv420p")
        #expect(reader.width == 750 && reader.height == 1334)
        #expect(reader.frameCount == 120)
        #expect(abs(reader.durationSeconds - 2.0) < 1e-6)
        #expect([reader.colorPrimaries, reader.colorTransfer, reader.colorSpace] == ["bt709", "bt709", "bt709"])
        #expect(reader.colorRange == "tv")
        #expect(reader.moovBeforeMdat)
        #expect(contents(of: folder) == ["kugou.mp4"])
    }

    @Test func writesAStillAtAnInstant() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--size", "100x200", "--scale", "1", "--at", "1.0", "mid.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("mid.png"))))
        #expect(image.width == 100 && image.height == 200)
    }

    @Test func twoRendersAreByteIdentical() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.mp4", "b.mp4"] {
            let result = try Binary.run(["--preset", "kugou", "--size", "60x100", "--scale", "1", "--fps", "15", name], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let a = try Data(contentsOf: folder.appendingPathComponent("a.mp4"))
        #expect(!a.isEmpty)
        #expect(a == (try Data(contentsOf: folder.appendingPathComponent("b.mp4"))))
    }

    /// Ctrl-C in the middle of a render: exit 130, the existing output
    /// untouched, no temporary file left. SIGTERM: 143.
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
    func interruptionLeavesNoFile(signal: Int32, status: Int32) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.mp4")
        try Data("existing".utf8).write(to: out)
        let running = try Binary.start(["--preset", "kugou", "--device", "ipad-pro-11", "--fps", "120", "out.mp4"], in: folder)
        // Wait until the render has started writing its temporary file.
        let deadline = Date().addingTimeInterval(30)
        while contents(of: folder).count < 2, Date() < deadline { usleep(20_000) }
        #expect(contents(of: folder).count == 2, "the render never started: \(contents(of: folder))")
        kill(running.process.processIdentifier, signal)
        let result = try Binary.finish(running)
        #expect(result.status == status, "\(result.stderr)")
        #expect(contents(of: folder) == ["out.mp4"])
        #expect(try Data(contentsOf: out) == Data("existing".utf8))
    }
}
