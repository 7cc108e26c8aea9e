import Foundation
import Testing
import SplashVideo
import SplashTestSupport
import ZIPFoundation

/// `splashvid --lottie` through the binary: the composition's size at
/// --scale, its own frame rate and length, warnings for what is not drawn,
/// --strict failing on them, and one clear line for a broken file.
@Suite(.serialized) struct LottieCommandTests {
    /// 120 × 80 at 24 fps for 12 frames (0.5 s): a red square moving right,
    /// and (with `merge`) a merge-paths item, which is not drawn.
    static func lottie(merge: Bool = false) -> String {
        let mergeItem = merge ? #"{"ty":"mm","mm":4},"# : ""
        return #"""
        {"v":"5.7.4","fr":24,"ip":0,"op":12,"w":120,"h":80,"nm":"square","ddd":0,"assets":[],"layers":[
         {"ddd":0,"ind":1,"ty":4,"nm":"square","sr":1,"ip":0,"op":12,"st":0,
          "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},
                "p":{"a":1,"k":[{"t":0,"s":[20,40],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":12,"s":[100,40]}]}},
          "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},\#(mergeItem)
                    {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1}]}]}
        """#
    }

    func run(_ json: String, _ arguments: [String]) throws -> (Binary.Result, URL) {
        let folder = try temporaryFolder()
        try Data(json.utf8).write(to: folder.appendingPathComponent("square.json"))
        return (try Binary.run(["--lottie", "square.json"] + arguments, in: folder), folder)
    }

    @Test func rendersAtItsOwnSizeRateAndLength() throws {
        let (result, folder) = try run(Self.lottie(), ["-q", "square.mp4"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        let video = try VideoReader(path: folder.appendingPathComponent("square.mp4").path)
        // 120 × 80 points at the default scale 2; 0.5 s at 24 fps.
        #expect(video.width == 240 && video.height == 160)
        #expect(video.frameCount == 12)
        #expect(abs(video.durationSeconds - 0.5) < 0.01)
    }

    @Test func stillAtScaleShowsTheSquareWhereItIs() throws {
        // At 0.25 s (frame 6 of 12) the square's centre is at x 60: at
        // scale 3, pixels 150…210 across, 90…150 down.
        let (result, folder) = try run(Self.lottie(), ["--scale", "3", "--at", "0.25", "still.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("still.png"))))
        #expect(image.width == 360 && image.height == 240)
        // The background is clear: a PNG keeps it transparent.
        #expect(image.pixel(180, 120) == [255, 0, 0, 255])
        #expect(image.pixel(140, 120) == [0, 0, 0, 0])
        #expect(image.pixel(220, 120) == [0, 0, 0, 0])
    }

    @Test func unsupportedFeaturesWarnAndStrictFails() throws {
        let (lenient, folder) = try run(Self.lottie(merge: true), ["--at", "0", "still.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(Binary.withoutSummary(lenient.stderr) == "splashvid: warning: square.json: layer \"square\" (layers[0].shapes[1]): merge paths by intersecting: drawn path by path (After Effects combines them)\n", "\(lenient.stderr)")
        let strict = try Binary.run(["--lottie", "square.json", "--strict", "--at", "0", "strict.png"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.stderr == "splashvid: error: square.json: layer \"square\" (layers[0].shapes[1]): merge paths by intersecting (drop --strict to draw it path by path (After Effects combines them), as the players do)\n", "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("strict.png").path))
    }

    @Test func aBrokenFileIsOneLineAndWritesNothing() throws {
        let json = Self.lottie()
        let (result, folder) = try run(String(json.prefix(json.count / 2)), ["out.mp4"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("splashvid: error: square.json: not valid JSON: line "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(contents(of: folder) == ["square.json"])
    }

    @Test func anOversizedFileIsRefusedBeforeItIsRead() throws {
        // A 65 MiB (sparse) file: over the 64 MiB limit, refused from its size.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("huge.json")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        let result = try Binary.runMeasuringMemory(["--lottie", "huge.json", "--at", "0", "x.png"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "splashvid: error: the Lottie file huge.json is 65 MiB; Lottie files are at most 64 MiB\n", "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.peakResidentBytes < 300 << 20, "peak \(result.peakResidentBytes >> 20) MB")
    }

    @Test func aSceneFilePlaysALottieAsLayerContents() throws {
        // The 120 × 80 square animation in a 240 × 160 layer (aspect fit:
        // 2×) starting at 0.5 s: at 0.75 s it is 0.25 s in (frame 6 of 12),
        // the square's centre at x 60 × 2 = 120, y 40 × 2 = 80, 40 wide;
        // before 0.5 s the first frame (x 20 × 2 = 40).
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.lottie().utf8).write(to: folder.appendingPathComponent("square.json"))
        let scene = ##"{"duration": 1.5, "backgroundColor": "#FFFFFF", "layers": [{"frame": [0, 0, 240, 160], "contents": {"type": "lottie", "source": "square.json", "beginTime": 0.5}}]}"##
        try Data(scene.utf8).write(to: folder.appendingPathComponent("launch.json"))
        let playing = try Binary.run(["--scene", "launch.json", "--size", "240x160", "--scale", "1", "--at", "0.75", "playing.png"], in: folder)
        #expect(playing.status == 0, "\(playing.stderr)")
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("playing.png"))))
        #expect(image.pixel(120, 80) == [255, 0, 0, 255])
        #expect(image.pixel(95, 80) == [255, 255, 255, 255] && image.pixel(145, 80) == [255, 255, 255, 255])
        let waiting = try Binary.run(["--scene", "launch.json", "--size", "240x160", "--scale", "1", "--at", "0.25", "waiting.png"], in: folder)
        #expect(waiting.status == 0, "\(waiting.stderr)")
        let first = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("waiting.png"))))
        #expect(first.pixel(40, 80) == [255, 0, 0, 255] && first.pixel(120, 80) == [255, 255, 255, 255])
        // A missing file is one line naming it.
        try Data(scene.replacingOccurrences(of: "square.json", with: "gone.json").utf8).write(to: folder.appendingPathComponent("gone.json.scene"))
        let missing = try Binary.run(["--scene", "gone.json.scene", "--size", "240x160", "--at", "0", "x.png"], in: folder)
        #expect(missing.status == 1 && missing.stderr.contains("gone.json") && missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
    }

    @Test func optionsThatGoWithLottieAreCheckedTogether() throws {
        let both = try Binary.run(["--lottie", "a.json", "--preset", "kugou", "out.mp4"])
        #expect(both.status != 0 && both.stderr.contains("give one of --preset, --scene, --lottie and --code"), "\(both.stderr)")
        let stray = try Binary.run(["--preset", "kugou", "--strict", "out.mp4"])
        #expect(stray.status != 0 && stray.stderr.contains("--strict goes with --lottie"), "\(stray.stderr)")
        // An .mp4 has no alpha: the clear background shows --background.
        let (video, folder) = try run(Self.lottie(), ["--background", "#00FF00", "-q", "green.mp4"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(video.status == 0, "\(video.stderr)")
        var corner: [UInt8] = []
        try VideoReader(path: folder.appendingPathComponent("green.mp4").path).decodeFrames { index, rgba, _, _ in
            if index == 0 { corner = Array(rgba[0..<4]) }
        }
        #expect(corner.count == 4 && corner[1] > 230 && corner[0] < 30 && corner[2] < 30, "\(corner)")
    }
}

/// dotLottie archives through the binary: the first animation with the
/// image packed beside it; broken and oversized archives refused in one line.
@Suite(.serialized) struct DotLottieCommandTests {
    /// A 60 × 40 animation showing a packed 20 × 20 blue PNG at (20, 10).
    static let animation = #"""
    {"v":"5.7.4","fr":30,"ip":0,"op":15,"w":60,"h":40,"nm":"packed","ddd":0,
     "assets":[{"id":"img_0","w":20,"h":20,"u":"/images/","p":"img_0.png","e":0}],
     "layers":[{"ddd":0,"ind":1,"ty":2,"nm":"picture","refId":"img_0","sr":1,"ip":0,"op":15,"st":0,
       "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"p":{"a":0,"k":[20,10]}}}]}
    """#

    static func archive(at url: URL, entries: [String: Data]) throws {
        let archive = try Archive(url: url, accessMode: .create)
        for name in entries.keys.sorted() {
            let data = entries[name]!
            try archive.addEntry(with: name, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
    }

    static func bluePNG() throws -> Data {
        Data(try PNGEncoder.encode(rgba: [UInt8]((0..<400).flatMap { _ in [UInt8(0), 0, 255, 255] }), width: 20, height: 20))
    }

    @Test func rendersTheFirstAnimationWithItsPackedImage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.archive(at: folder.appendingPathComponent("packed.lottie"), entries: [
            "manifest.json": Data(#"{"version":"1","animations":[{"id":"packed"}]}"#.utf8),
            "animations/packed.json": Data(Self.animation.utf8),
            "images/img_0.png": try Self.bluePNG(),
        ])
        let result = try Binary.run(["--lottie", "packed.lottie", "--scale", "1", "--at", "0", "still.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("still.png"))))
        #expect(image.width == 60 && image.height == 40)
        // Inside the image (20…40, 10…30) blue; outside transparent.
        #expect(image.pixel(30, 20) == [0, 0, 255, 255])
        #expect(image.pixel(10, 20) == [0, 0, 0, 0])
        #expect(image.pixel(45, 20) == [0, 0, 0, 0])
    }

    @Test func brokenArchivesAreOneLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("good.lottie")
        try Self.archive(at: good, entries: ["animations/a.json": Data(Self.animation.utf8), "images/img_0.png": try Self.bluePNG()])
        let bytes = try Data(contentsOf: good)
        try bytes.prefix(bytes.count / 2).write(to: folder.appendingPathComponent("cut.lottie"))
        try Self.archive(at: folder.appendingPathComponent("empty.lottie"), entries: ["readme.txt": Data("hello".utf8)])
        // 70 MB of zeros deflate to about 70 KB: refused from the entry's size.
        try Self.archive(at: folder.appendingPathComponent("bomb.lottie"), entries: ["animations/a.json": Data(count: 70 << 20)])
        // An archive of no entries: its 22-byte end record alone.
        try Data([0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)).write(to: folder.appendingPathComponent("void.lottie"))
        let cases = [("cut.lottie", "cut.lottie: not a dotLottie file: not a readable zip archive"),
                     ("empty.lottie", "empty.lottie: not a dotLottie file: no animation in animations/ (or a/)"),
                     ("bomb.lottie", "bomb.lottie: animations/a.json in the archive is larger than 64 MB"),
                     ("void.lottie", "void.lottie: not a dotLottie file: an empty zip archive (a dotLottie holds its animations in animations/)")]
        var checked = 0
        for (name, message) in cases {
            let result = try Binary.run(["--lottie", name, "--at", "0", "out.png"], in: folder)
            #expect(result.status == 1)
            #expect(result.stderr == "splashvid: error: \(message)\n", "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
            checked += 1
        }
        #expect(checked == 4)
    }

    @Test func aStickerAndEachAnimationOfAnArchiveRender() throws {
        // The repository's sticker (gzipped splash.json) and a dotLottie of
        // two animations, "heart" (initial, 100 × 100) and "star".
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = PackageFolders.root.appendingPathComponent("Tests/FuzzCorpus/lottie")
        for name in ["sticker.tgs", "icons.lottie"] {
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        var checked = 0
        for arguments in [["sticker.tgs"], ["icons.lottie"], ["icons.lottie", "--animation", "star"]] {
            let result = try Binary.run(["--lottie"] + arguments + ["--scale", "1", "--at", "0.2", "still.png"], in: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            checked += 1
        }
        let unknown = try Binary.run(["--lottie", "icons.lottie", "--animation", "moon", "--at", "0", "still.png"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.stderr == "splashvid: error: icons.lottie: no animation \"moon\" in the archive; it has \"heart\" and \"star\"\n", "\(unknown.stderr)")
        let alone = try Binary.run(["--preset", "kugou", "--animation", "star", "--at", "0", "still.png"], in: folder)
        #expect(alone.status == 1)
        #expect(alone.stderr.contains("--animation goes with --lottie"), "\(alone.stderr)")
        checked += 2
        #expect(checked == 5)
    }
}
