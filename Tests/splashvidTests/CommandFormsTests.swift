import Foundation
import Testing
import SplashTestSupport

/// The command line as people type it from habit (CommandForms) and the
/// did-you-mean hints for presets, parameters and key paths, through the
/// binary.
@Suite struct CommandFormsTests {
    func run(_ arguments: [String], in folder: URL) throws -> Binary.Result {
        try Binary.run(arguments, in: folder)
    }

    @Test func aMistypedCommandIsRecognised() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(typed: [String], line: String)] = [
            (["devcies"], "splashvid: error: unknown command 'devcies'; did you mean 'splashvid devices'? (see 'splashvid --help')\n"),
            (["prevew", "scene.json"], "splashvid: error: unknown command 'prevew'; did you mean 'splashvid preview'? (see 'splashvid --help')\n"),
            (["preset", "kugou"], "splashvid: error: 'preset' is not a command: render one with 'splashvid --preset kugou kugou.mp4', or describe it with 'splashvid presets kugou' (see 'splashvid --help')\n"),
            (["kugou"], "splashvid: error: 'kugou' is a preset: render it with 'splashvid --preset kugou kugou.mp4' (see 'splashvid --help')\n"),
            (["still", "my.json", "x.png"], "splashvid: error: splashvid has no 'still' command: use 'splashvid --scene my.json (or --lottie my.json) --at 0 x.png' (see 'splashvid --help')\n"),
        ]
        for (typed, line) in cases {
            let result = try run(typed, in: folder)
            #expect(result.status == 64, "\(typed): \(result.stderr)")
            #expect(result.stderr == line, "\(typed)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing written")
    }

    @Test func remotionFormsRenderThePreset() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // `still COMPOSITION OUT`: the first frame; `render COMPOSITION OUT` and `COMPOSITION OUT`: --preset.
        let forms: [[String]] = [["still", "kugou", "still.png"], ["render", "kugou", "render.png", "--at", "0"], ["kugou", "plain.png", "--at", "0"],
                                 ["--preset", "kugou", "--at", "0", "reference.png"]]
        for form in forms {
            let result = try run(form + ["--device", "iphone-se", "--scale", "1"], in: folder)
            #expect(result.status == 0, "\(form): \(result.stderr)")
        }
        let reference = try Data(contentsOf: folder.appendingPathComponent("reference.png"))
        var compared = 0
        for name in ["still.png", "render.png", "plain.png"] {
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == reference, "\(name) is kugou's first frame")
            compared += 1
        }
        #expect(compared == 3)
    }

    @Test func didYouMeanForPresetsParametersAndKeyPaths() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preset = try run(["--preset", "kugu", "x.png"], in: folder)
        #expect(preset.stderr == "splashvid: error: unknown preset \"kugu\" (did you mean \"kugou\"?); available: appstore, guide, kugou, launch, lottie, weibo, yula\n", "\(preset.stderr)")
        let parameter = try run(["--preset", "kugou", "--set", "dealy=1", "--at", "0", "x.png"], in: folder)
        #expect(parameter.stderr.hasPrefix("splashvid: error: --set dealy=1: kugou has no parameter \"dealy\" (did you mean \"delay\"?); its parameters are "), "\(parameter.stderr)")

        let scene = ##"{"duration": 1, "layers": [{"frame": [0, 0, 10, 10], "backgroundColor": "#FF0000", "animations": [{"keyPath": "positon.y", "fromValue": 0, "toValue": 10, "duration": 1}]}]}"##
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        let keyPath = try run(["--scene", "scene.json", "--at", "0", "x.png"], in: folder)
        #expect(keyPath.status != 0)
        #expect(keyPath.stderr.contains("unknown key path \"positon.y\" (did you mean \"position.y\""), "\(keyPath.stderr)")
        #expect(keyPath.stderr.count < 300, "a hint, not a dump: \(keyPath.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.png").path))
    }

    @Test func batchEndsWithOneSummaryLineInCI() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = #"{"output": "previews", "defaults": {"fps": 5, "devices": ["100x200@0.5"]}, "jobs": [{"preset": "kugou", "sheet": false}, {"preset": "yula", "sheet": false}]}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        // Standard error is a pipe here, as in CI.
        let first = try run(["batch", "m.json"], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let lines = first.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(first.stderr)")
        #expect(lines.first?.hasPrefix("splashvid batch: 2 jobs (2 rendered, 0 current, 0 failed) in ") == true, "\(first.stderr)")
        #expect(lines.first?.hasSuffix("/previews/batch-summary.md") == true, "\(first.stderr)")
        let again = try run(["batch", "m.json"], in: folder)
        #expect(again.stderr.hasPrefix("splashvid batch: 2 jobs (0 rendered, 2 current, 0 failed) in "), "\(again.stderr)")
        let quiet = try run(["batch", "m.json", "-q"], in: folder)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }
}
