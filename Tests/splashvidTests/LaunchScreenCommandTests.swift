import Foundation
import SplashTestSupport
import SplashVideo
import Testing

/// `--launch-screen` and `splashvid import launch` through the binary, on
/// the example app in docs/examples/SplashNotes (a launch storyboard with a
/// stack of its mark and two labels, its asset catalog, an Info.plist
/// naming the storyboard).
@Suite(.serialized) struct LaunchScreenCommandTests {
    static let example = PackageFolders.root.appendingPathComponent("docs/examples/SplashNotes").path

    func decode(_ url: URL) throws -> DecodedImage {
        try ImageDecoder.decode([UInt8](try Data(contentsOf: url)))
    }

    /// The project folder is searched for the storyboard and the asset
    /// catalog beside it; alone, --launch-screen renders the launch preset.
    /// On iPhone SE at 1× the mark (80 points, 0x34C759 green) is centred
    /// in the safe area, so its middle (187, ~300) is green.
    @Test func aProjectFolderRendersAlone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--launch-screen", Self.example, "--device", "iphone-se", "--scale", "1", "--at", "0", "still.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try decode(folder.appendingPathComponent("still.png"))
        #expect(image.width == 375 && image.height == 667)
        // The background: the colour set's light value (0xF2, 0xF2, 0xF7).
        #expect(image.pixel(5, 5) == [0xF2, 0xF2, 0xF7, 255])
        var green = 0
        for y in stride(from: 240, to: 340, by: 2) where image.pixel(150, y)[1] > 150 && image.pixel(150, y)[0] < 120 { green += 1 }
        #expect(green > 10, "\(green) green pixels down the mark's column")
    }

    /// `import launch` writes a scene file that draws what --launch-screen
    /// draws on the same device (the frames as numbers).
    @Test func importedSceneDrawsTheSameAsTheLaunchScreen() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let imported = try Binary.run(["import", "launch", Self.example, "--device", "iphone-se", "--appearance", "dark", "-o", "launch.json"], in: folder)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("wrote launch.json"), "\(imported.stderr)")
        let json = try String(contentsOf: folder.appendingPathComponent("launch.json"), encoding: .utf8)
        #expect(json.contains("\"Splash Notes\"") && json.contains("\"frame\""))
        let a = try Binary.run(["--scene", "launch.json", "--device", "iphone-se", "--scale", "1", "--at", "0", "scene.png", "-q"], in: folder)
        #expect(a.status == 0, "\(a.stderr)")
        let b = try Binary.run(["--launch-screen", Self.example, "--appearance", "dark", "--device", "iphone-se", "--scale", "1", "--at", "0", "direct.png", "-q"], in: folder)
        #expect(b.status == 0, "\(b.stderr)")
        let scene = try decode(folder.appendingPathComponent("scene.png")), direct = try decode(folder.appendingPathComponent("direct.png"))
        #expect(scene.width == direct.width && scene.height == direct.height)
        var compared = 0, worst = 0
        for (x, y) in zip(scene.pixels, direct.pixels) {
            worst = max(worst, abs(Int(x) - Int(y)))
            compared += 1
        }
        #expect(compared == 375 * 667 * 4)
        // Colours go through the file as #RRGGBB: within a level.
        #expect(worst <= 1, "worst difference \(worst)")
    }

    @Test func mistakesGetOneLine() throws {
        let cases: [([String], String)] = [
            (["--preset", "guide", "--launch-screen", Self.example, "x.png", "--at", "0"],
             "splashvid: error: guide has no launch screen to draw the app's in (no layer with \"launchScreen\"); presets with one: kugou, launch, lottie, weibo, yula\n"),
            (["--preset", "kugou", "--assets", "A.xcassets", "x.mp4"], "splashvid: error: --assets goes with --launch-screen\n"),
            (["--launch-screen", Self.example, "--appearance", "blue", "x.mp4"], "splashvid: error: --appearance must be one of light, dark, not \"blue\"\n"),
            (["--launch-screen", "Nowhere/", "x.mp4"], "splashvid: error: --launch-screen Nowhere/: no such file or folder\n"),
            (["import", "launch", Self.example, "-o", "launch.txt"], "splashvid: error: -o launch.txt: a scene file's name ends in .json\n"),
        ]
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked = 0
        for (arguments, expected) in cases {
            let result = try Binary.run(arguments, in: folder)
            #expect(result.status != 0)
            #expect(result.stderr == expected, "\(arguments)")
            checked += 1
        }
        #expect(checked == 5)
        #expect(contents(of: folder).isEmpty, "nothing is written")
    }

    /// A batch job's "launchScreen" draws it on every device of the job.
    @Test func batchJobsDrawItOnEveryDevice() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = #"{"jobs": [{"preset": "kugou", "launchScreen": "\#(Self.example)", "devices": ["375x667@1", "375x812@1"], "video": false, "sheet": false, "stills": [0]}]}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        let result = try Binary.run(["batch", "m.json", "--output", "out", "-q"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let stills = contents(of: folder.appendingPathComponent("out")).filter { $0.hasSuffix(".png") }.sorted()
        #expect(stills == ["kugou@375x667@1.at-0.00s.png", "kugou@375x812@1.at-0.00s.png"], "\(stills)")
        var checked = 0
        for name in stills {
            let image = try decode(folder.appendingPathComponent("out").appendingPathComponent(name))
            // The launch screen's background, not kugou's white.
            #expect(image.pixel(5, 5) == [0xF2, 0xF2, 0xF7, 255], "\(name)")
            checked += 1
        }
        #expect(checked == 2)
    }
}
