import Foundation
import Testing
import SplashFormats
@testable import SplashRender
@testable import SplashReview

/// The render vocabulary's table: every option has a flag and a manifest
/// key, the manifest takes exactly its keys beside its own, and a codec's
/// every name means the same in `--codec`, `"codec"` and `"video"`.
struct RenderVocabularyTests {
    /// The manifest's own keys: which scenes, on which screens, which
    /// outputs (the command line says these with its arguments).
    static let manifestOwnKeys = ["parameters", "devices", "video", "sheet", "stills"]

    @Test func everyOptionHasAFlagAndAManifestKey() {
        let all = RenderVocabulary.all
        #expect(all.count == 18)
        #expect(all.map(\.name) == RenderOption.Name.allCases)
        #expect(Set(all.map(\.flag)).count == all.count)
        #expect(Set(all.map(\.manifestKey)).count == all.count)
        var checked = 0
        for option in all {
            #expect(option.flag.hasPrefix("--") && option.flag.count > 3, "\(option.name)")
            #expect(!option.manifestKey.isEmpty && !option.help.isEmpty, "\(option.name)")
            #expect(RenderVocabulary.option(manifestKey: option.manifestKey) == option)
            checked += 1
        }
        #expect(checked == 18)
        // The manifest's keys are its own and the vocabulary's, nothing else.
        #expect(BatchManifest.settingKeys.filter { !Self.manifestOwnKeys.contains($0) } == all.map(\.manifestKey))
        #expect(BatchManifest.settingKeys.count == Self.manifestOwnKeys.count + all.count)
    }

    @Test func everyCodecNameMeansTheSameEverywhere() throws {
        var compared = 0
        for (name, codec) in VideoCodecAlias.names {
            for written in [name, name.uppercased()] {
                var settings = RenderSettings()
                try settings.read(.codec, .string(written))
                #expect(settings.codec == codec, "--codec \(written)")
                let asCodec = try BatchManifest(data: Data(#"{"jobs": [{"preset": "kugou", "codec": "\#(written)"}]}"#.utf8), file: URL(fileURLWithPath: "/tmp/m.json"))
                #expect(asCodec.jobs.map(\.videoCodec) == [codec], "\"codec\": \(written)")
                compared += 2
            }
            let asVideo = try BatchManifest(data: Data(#"{"jobs": [{"preset": "kugou", "video": "\#(name)"}]}"#.utf8), file: URL(fileURLWithPath: "/tmp/m.json"))
            #expect(asVideo.jobs.map(\.videoCodec) == [codec], "\"video\": \(name)")
            #expect(asVideo.jobs.first?.videoFile.hasSuffix(".mp4") == true)
            compared += 1
        }
        #expect(compared == 30)
    }

    /// The options the manifest lacked before they shared the vocabulary
    /// reach the job's render.
    @Test func theManifestTakesTheCodecOptionsAndFrames() throws {
        let manifest = try BatchManifest(data: Data(#"""
            {"jobs": [{"preset": "kugou", "video": "gif", "dither": "none", "loop": 3, "frames": "0-9", "name": "g"},
                      {"preset": "kugou", "video": "webp", "lossless": true, "name": "w"},
                      {"preset": "kugou", "background": "#102030", "codec": "h265", "name": "m"}]}
            """#.utf8), file: URL(fileURLWithPath: "/tmp/m.json"))
        let jobs = manifest.jobs.map { $0.render(in: URL(fileURLWithPath: "/tmp")) }
        #expect(jobs.count == 3)
        #expect(jobs[0].video.dither == .none && jobs[0].video.loop == .plays(3) && jobs[0].frameRange == 0...9)
        #expect(jobs[1].video.webp == .lossless)
        #expect(jobs[2].video.background == MatteColor(red: 0x10, green: 0x20, blue: 0x30) && jobs[2].video.codec == .hevc)
    }

    /// Options in `defaults` apply to the jobs whose format has them; a
    /// job's own option that does not apply is a mistake at its field.
    @Test func aDefaultOptionThatDoesNotApplyIsLeftOut() throws {
        let manifest = try BatchManifest(data: Data(#"{"defaults": {"dither": "none"}, "jobs": [{"preset": "kugou"}, {"preset": "yula", "video": "gif"}]}"#.utf8),
                                         file: URL(fileURLWithPath: "/tmp/m.json"))
        #expect(manifest.jobs.map(\.videoOptions.dither) == [.errorDiffusion, .none])
        #expect(throws: JSONFileError.self) {
            try BatchManifest(data: Data(#"{"jobs": [{"preset": "kugou", "dither": "none"}]}"#.utf8), file: URL(fileURLWithPath: "/tmp/m.json"))
        }
    }
}
