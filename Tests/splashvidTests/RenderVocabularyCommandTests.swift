import Foundation
import Testing
import SplashRender
import SplashTestSupport

/// The render vocabulary end to end: `render --help` lists exactly its
/// flags (beside the command's own), with its help; and each option's bad
/// value reads the same from the command line and from a manifest, the
/// flag named in one, the file and JSON path in the other.
@Suite(.serialized) struct RenderVocabularyCommandTests {
    /// `render`'s options that are not render settings: the source, the
    /// screen, the outputs and the report (a manifest says these its own way).
    static let commandOwnFlags: Set<String> = [
        "--preset", "--scene", "--lottie", "--code", "--entry", "--strict", "--animation", "--device", "--size", "--scale", "--at", "--poster", "--poster-at", "--sheet",
        "--set", "--color", "--logo", "--screen", "--text", "--ad", "--json", "--quiet", "--progress", "--output", "--version", "--help",
    ]

    /// The flags `render --help` lists.
    static func helpFlags() throws -> (flags: Set<String>, text: String) {
        let result = try Binary.run(["render", "--help"])
        #expect(result.status == 0)
        let flags = Set(result.stdout.matches(of: #/(?:^|[\s,\[])(--[a-z][a-z0-9-]*)/#).map { String($0.output.1) })
        return (flags, result.stdout)
    }

    @Test func renderHelpListsTheVocabularyWithItsHelp() throws {
        let (flags, text) = try Self.helpFlags()
        let vocabulary = Set(RenderVocabulary.all.map(\.flag))
        #expect(vocabulary.count == RenderVocabulary.all.count)
        #expect(vocabulary.isDisjoint(with: Self.commandOwnFlags))
        // Every flag is the vocabulary's or the command's own, and every one of those is there.
        #expect(flags.subtracting(Self.commandOwnFlags) == vocabulary, "not in the vocabulary: \(flags.subtracting(Self.commandOwnFlags).subtracting(vocabulary).sorted()); missing: \(vocabulary.subtracting(flags).sorted())")
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var compared = 0
        for option in RenderVocabulary.all {
            let help = option.help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(words.contains(help), "\(option.flag)'s help is not the vocabulary's")
            compared += 1
        }
        #expect(compared == 18)
    }

    /// One bad value per option, written both ways: the lead and what was
    /// expected are the same words.
    static let cases: [(option: RenderOption.Name, commandLine: [String], json: String, lead: String, expected: String)] = [
        (.width, ["--width", "8"], #"8"#, "", "must be between 16 and 8192, not 8"),
        (.height, ["--height", "9000"], #"9000"#, "", "must be between 16 and 8192, not 9000"),
        (.fps, ["--fps", "0"], #"0"#, "", "must be between 1 and 240, not 0"),
        (.crf, ["--crf", "0"], #"0"#, "", "must be between 1 and 51, not 0"),
        (.speed, ["--speed", "warp"], #""warp""#, "unknown ", #""warp"; x264's presets are ultrafast, superfast, veryfast, faster, fast, medium, slow, slower, veryslow, placebo"#),
        (.codec, ["--codec", "av1"], #""av1""#, "unknown ", #""av1": a .mp4 takes h264 or hevc"#),
        // A flag has no bad value on the command line: what it applies to is the same words.
        (.lossless, ["--lossless"], #"true, "video": "gif""#, "", #"applies to .webp outputs only, not "kugou.gif""#),
        (.dither, ["--dither", "ordered"], #""ordered""#, "unknown ", #""ordered": expected diffusion or none"#),
        (.loop, ["--loop", "0"], #"0"#, "", "must be a number of plays from 1 to 65535, not 0 (leave it out to loop forever)"),
        (.background, ["--background", "red"], #""red""#, "", #"must be an opaque colour #RRGGBB, not "red""#),
        (.maxSize, ["--max-size", "big"], #""big""#, "", #"must be a size like 10MB, 2.5MB or 800KB (at least 1KB), not "big""#),
        (.frames, ["--frames", "9-2"], #""9-2""#, "", #"must be A-B with 0 ≤ A ≤ B, like 0-59, not "9-2""#),
        (.frame, ["--frame", "silver"], #""silver""#, "", #"must be one of none, light, dark, not "silver""#),
        (.launchScreen, ["--launch-screen", ""], #""""#, "", "must not be empty"),
        (.assets, ["--assets", ""], #""""#, "", "must not be empty"),
        (.appearance, ["--appearance", "blue"], #""blue""#, "", #"must be one of light, dark, not "blue""#),
        (.orientation, ["--orientation", "sideways"], #""sideways""#, "", #"must be one of portrait, landscape, not "sideways""#),
        (.target, ["--target", ""], #""""#, "", "must not be empty"),
    ]

    @Test func eachOptionsBadValueReadsTheSameOnTheCommandLineAndInAManifest() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(Set(Self.cases.map(\.option)) == Set(RenderOption.Name.allCases))
        var compared = 0
        for test in Self.cases {
            let option = RenderOption.declared(test.option)
            let commandLine = try Binary.run(["--preset", "kugou"] + test.commandLine + [test.option == .lossless ? "kugou.gif" : "kugou.mp4"], in: folder)
            #expect(commandLine.status != 0)
            #expect(commandLine.stderr == "splashvid: error: \(test.lead)\(option.flag) \(test.expected)\n")
            let manifest = folder.appendingPathComponent("m.json")
            try Data(#"{"jobs": [{"preset": "kugou", "\#(option.manifestKey)": \#(test.json)}]}"#.utf8).write(to: manifest)
            let batch = try Binary.run(["batch", "m.json"], in: folder)
            #expect(batch.status != 0)
            let named = test.lead.isEmpty ? test.expected : "\(test.lead)\(option.manifestKey) \(test.expected)"
            #expect(batch.stderr == "splashvid: error: m.json: jobs[0].\(option.manifestKey): \(named)\n")
            compared += 1
        }
        #expect(compared == 18)
    }
}
