import Foundation
import Testing
import SplashGeometry
import SplashScene
@testable import SplashRender
import SplashTestSupport
@testable import SplashFormats
@testable import SplashImport
@testable import SplashReview

struct BatchManifestTests {
    static let folder = URL(fileURLWithPath: "/tmp/manifests")

    func read(_ json: String, in folder: URL = folder) throws -> BatchManifest {
        try BatchManifest(data: Data(json.utf8), file: folder.appendingPathComponent("m.json"))
    }

    /// Each broken manifest gives exactly this one line.
    @Test(arguments: [
        (#"{"jobs": [}"#, "m.json: not valid JSON: line 1, column 11: expected a value"),
        (#"{"jobs": [{"preset": "kugou"},]}"#, "m.json: not valid JSON: line 1, column 30: a trailing comma before ']' is not allowed"),
        (#"{"jobs": [{"preset": "kugou", "fps": 30, "fps": 60}]}"#, #"m.json: jobs[0]: duplicate key "fps" (line 1, column 42)"#),
        (#"[]"#, "m.json: expected an object, found an array"),
        (#"{"output": "x"}"#, #"m.json: has no jobs: give "jobs", "matrix" or both (see `splashvid batch --example`)"#),
        (#"{"jobs": []}"#, "m.json: declares no jobs"),
        (#"{"jbos": []}"#, #"m.json: jbos: unknown key (did you mean "jobs"?); expected one of: $schema, output, defaults, matrix, jobs"#),
        (#"{"jobs": [{"preset": "kugou", "fsp": 30}]}"#, #"m.json: jobs[0].fsp: unknown key (did you mean "fps"?); expected one of: name, preset, scene, lottie, strict, animation, parameters, devices, video, sheet, stills, width, height, fps, crf, speed, codec, lossless, dither, loop, background, maxSize, frames, frame, orientation, launchScreen, assets, appearance, target"#),
        (#"{"jobs": [{"preset": "kugou", "maxSize": "huge"}]}"#, #"m.json: jobs[0].maxSize: must be a size like 10MB, 2.5MB or 800KB (at least 1KB), not "huge""#),
        (#"{"jobs": [{"preset": "kugou", "maxSize": "2MB", "video": "mov"}]}"#, #"m.json: jobs[0]: "maxSize" has nothing to search in ProRes 4444: use "mp4", "webm", "webp" or "gif""#),
        (#"{"jobs": [{"preset": "kugou", "width": 300, "height": 600}]}"#, #"m.json: jobs[0].height: 600 with a width of 300 px does not keep the 393×852-point picture's shape: a width of 300 px goes with a height of 650 px, a height of 600 px with a width of 277 px (give one of them)"#),
        (#"{"jobs": [{"preset": "kugou", "frame": "silver"}]}"#, #"m.json: jobs[0].frame: must be one of none, light, dark, not "silver""#),
        (#"{"jobs": [{"preset": "kugou", "frmae": "dark"}]}"#, #"m.json: jobs[0].frmae: unknown key (did you mean "frame"?); expected one of: name, preset, scene, lottie, strict, animation, parameters, devices, video, sheet, stills, width, height, fps, crf, speed, codec, lossless, dither, loop, background, maxSize, frames, frame, orientation, launchScreen, assets, appearance, target"#),
        (#"{"jobs": [{"preset": "kugou", "frame": "dark", "devices": ["390x844@2"]}]}"#,
         #"m.json: jobs[0]: "frame": the device frame is drawn around a catalogue device, not the canvas "390x844@2"; available: \#(Device.catalogue.map(\.name).joined(separator: ", "))"#),
        (#"{"jobs": [{"preset": "kugu"}]}"#, #"m.json: jobs[0].preset: unknown preset "kugu" (did you mean "kugou"?); available: \#(Preset.all.map(\.name).joined(separator: ", "))"#),
        (#"{"jobs": [{"name": "x"}]}"#, #"m.json: jobs[0]: needs "preset", "scene" or "lottie""#),
        (#"{"jobs": [{"preset": "kugou", "scene": "a.json"}]}"#, #"m.json: jobs[0]: give one of "preset", "scene" and "lottie""#),
        (#"{"jobs": [{"preset": "kugou", "strict": true}]}"#, #"m.json: jobs[0].strict: goes with "lottie""#),
        (#"{"jobs": [{"preset": "kugou", "animation": "heart"}]}"#, #"m.json: jobs[0].animation: goes with "lottie" (a .lottie archive's animation)"#),
        (#"{"jobs": [{"lottie": "gone.json"}]}"#, "m.json: jobs[0].lottie: no Lottie file gone.json (paths are relative to the manifest's folder)"),
        (#"{"jobs": [{"preset": "kugou"}, {"preset": "yula", "devices": ["iphone-se", "nokia"]}]}"#,
         #"m.json: jobs[1].devices[1]: unknown device "nokia"; available: \#(Device.catalogue.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT@SCALE in points (at most 8192 pixels a side, 35 megapixels in all)"#),
        (#"{"jobs": [{"preset": "kugou", "fps": 0}]}"#, "m.json: jobs[0].fps: must be between 1 and 240, not 0"),
        (#"{"jobs": [{"preset": "kugou", "fps": 29.97}]}"#, "m.json: jobs[0].fps: must be a whole number, not 29.97"),
        (#"{"jobs": [{"preset": "kugou", "crf": 0}]}"#, "m.json: jobs[0].crf: must be between 1 and 51, not 0"),
        (#"{"jobs": [{"preset": "kugou", "speed": "warp"}]}"#, #"m.json: jobs[0].speed: unknown speed "warp"; x264's presets are \#(["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"].joined(separator: ", "))"#),
        (#"{"jobs": [{"preset": "kugou", "stills": [1, "2"]}]}"#, "m.json: jobs[0].stills[1]: expected a number, found a string"),
        (#"{"jobs": [{"preset": "kugou", "video": "yes"}]}"#, #"m.json: jobs[0].video: expected true, false, a video format's extension or "hevc" ("mp4", "gif", "webp", "mov", "webm", "hevc"), not "yes""#),
        (#"{"jobs": [{"preset": "kugou", "video": 3}]}"#, "m.json: jobs[0].video: expected true or false, found a number"),
        (#"{"defaults": {"fps": 60}, "jobs": [{"preset": "kugou", "video": "gif"}]}"#, #"m.json: jobs[0]: "fps" 60 is too high for a GIF: at most 50 (GIF delays are whole centiseconds)"#),
        (#"{"jobs": [{"preset": "kugou", "video": false, "sheet": false}]}"#, #"m.json: jobs[0]: writes nothing: "video" and "sheet" are false and there are no "stills""#),
        (#"{"jobs": [{"preset": "kugou", "parameters": {"text": ["a"]}}]}"#, "m.json: jobs[0].parameters.text: expected a string, a number or true/false, found an array"),
        (#"{"jobs": [{"preset": "kugou", "name": "my job"}]}"#, #"m.json: jobs[0].name: must be letters, digits, '.', '_' or '-' (it names the output files), not "my job""#),
        (#"{"jobs": [{"preset": "kugou", "name": "job\n"}]}"#, #"m.json: jobs[0].name: must be letters, digits, '.', '_' or '-' (it names the output files), not "job\n""#),
        (#"{"jobs": [{"preset": "kugou", "stills": [0.501, 0.504]}]}"#, "m.json: jobs[0]: stills 0.501 and 0.504 would both be written as kugou@iphone-15.at-0.50s.png; give instants at least 0.01 s apart"),
        (#"{"jobs": [{"scene": "missing.json"}]}"#, "m.json: jobs[0].scene: no scene file missing.json (paths are relative to the manifest's folder)"),
        (#"{"matrix": [{"presets": "all"}], "jobs": [{"preset": "yula"}]}"#, #"m.json: jobs[0]: the job yula@iphone-15 is already declared by matrix[0]; give one of them a "name""#),
        (#"{"matrix": [{"devices": ["iphone-se"]}]}"#, #"m.json: matrix[0]: needs "presets" (a list, or "all") or "scenes""#),
        (#"{"defaults": {"devices": []}, "jobs": [{"preset": "kugou"}]}"#, "m.json: defaults.devices: must list at least one entry"),
        (#"{"defaults": {"fps": "fast"}, "jobs": [{"preset": "kugou"}]}"#, "m.json: defaults.fps: expected a number, found a string"),
        (#"{"jobs": [{"preset": "kugou", "devices": ["8000x8000@1"]}]}"#, #"m.json: jobs[0].devices[0]: unknown device "8000x8000@1"; available: \#(Device.catalogue.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT@SCALE in points (at most 8192 pixels a side, 35 megapixels in all)"#),
        (#"{"jobs": [{"preset": "kugou", "devices": ["100x100@9"]}]}"#, #"m.json: jobs[0].devices[0]: unknown device "100x100@9"; available: \#(Device.catalogue.map(\.name).joined(separator: ", ")), or WIDTHxHEIGHT@SCALE in points (at most 8192 pixels a side, 35 megapixels in all)"#),
    ])
    func brokenManifestsNameTheFileJobAndField(json: String, message: String) {
        do {
            _ = try read(json)
            Issue.record("accepted: \(json)")
        } catch {
            let text = "\(error)"
            #expect(text == message)
            #expect(!text.contains("\n"))
        }
    }

    /// `"frame"` in the defaults applies to every job, a job may say otherwise.
    @Test func frameIsASettingLikeTheOthers() throws {
        let manifest = try read(#"{"defaults": {"frame": "light"}, "jobs": [{"preset": "kugou"}, {"preset": "yula", "frame": "none"}, {"preset": "weibo", "frame": "dark"}]}"#)
        #expect(manifest.jobs.map(\.frame) == [.light, .none, .dark])
        #expect(manifest.jobs.map { $0.render(in: Self.folder).frame } == [.light, .none, .dark])
        // The report's size is the picture's: iPhone 15 framed, (393 + 44) × 3 =
        // 1311 by (852 + 44) × 3 = 2688; unframed 1179 × 2556.
        #expect(manifest.jobs.map(\.pixelSize.width) == [1311, 1179, 1311])
        #expect(manifest.jobs.map(\.pixelSize.height) == [2688, 2556, 2688])
    }

    /// A manifest's name and keys may hold control characters: the error
    /// is still one line, with them escaped.
    @Test func controlCharactersInTheErrorAreEscaped() {
        do {
            _ = try BatchManifest(data: Data(#"{"jobs": [{"preset": "kugou", "\u001b[2J": 1}]}"#.utf8), file: Self.folder.appendingPathComponent("m\u{1B}]0;x\u{7}\n.json"))
            Issue.record("accepted")
        } catch {
            #expect("\(error)".hasPrefix(#"m\u{1B}]0;x\u{7}\n.json: jobs[0].\u{1B}[2J: unknown key"#), "\(error)")
        }
        #expect(RenderError("a\u{1B}[2Jb\r\nc").description == #"a\u{1B}[2Jb\r\nc"#)
        #expect(RenderError(RenderError("x\ty").description).description == #"x\ty"#)
    }

    @Test func matrixExpandsPresetsTimesDevicesAndJobsInheritDefaults() throws {
        let manifest = try read(#"""
        {"output": "previews", "defaults": {"fps": 30, "devices": ["iphone-se"], "stills": [1]},
         "matrix": [{"presets": ["kugou", "yula"], "devices": ["iphone-se", "iphone-15", "200x400@0.5"], "crf": 22}],
         "jobs": [{"name": "kugou-night", "preset": "kugou", "parameters": {"text": "Hi", "delay": 0.8, "brand": "#FF0000"}, "sheet": false}]}
        """#)
        #expect(manifest.outputFolder.path == "/tmp/manifests/previews")
        #expect(manifest.jobs.map(\.id) == ["kugou@iphone-se", "kugou@iphone-15", "kugou@200x400@0.5",
                                            "yula@iphone-se", "yula@iphone-15", "yula@200x400@0.5", "kugou-night@iphone-se"])
        #expect(manifest.jobs.allSatisfy { $0.fps == 30 && $0.stills == [1] })
        #expect(manifest.jobs.prefix(6).allSatisfy { $0.crf == 22 && $0.origin == "matrix[0]" && $0.sheet })
        let last = try #require(manifest.jobs.last)
        #expect(last.crf == 18 && !last.sheet && last.video && last.origin == "jobs[0]")
        #expect(last.parameters == ["text": "Hi", "delay": "0.8", "brand": "#FF0000"])
        #expect(last.outputFiles == ["kugou-night@iphone-se.mp4", "kugou-night@iphone-se.at-1.00s.png"])
        let small = manifest.jobs[2].screen
        #expect(small.canvas == Size(width: 200, height: 400) && small.scale == 0.5)

        let all = try read(#"{"matrix": [{"presets": "all", "devices": ["iphone-se", "iphone-15"]}]}"#)
        #expect(all.jobs.count == Preset.all.count * 2)
        #expect(Set(all.jobs.map(\.name)) == Set(Preset.all.map(\.name)))
    }

    @Test func theExampleCoversEveryPreset() throws {
        let example = try read(ExampleManifest.text)
        #expect(Set(example.jobs.map(\.name)).isSuperset(of: Preset.all.map(\.name)))
        #expect(example.jobs.contains { !$0.parameters.isEmpty && !$0.stills.isEmpty })
        // Its parameters are ones the preset declares, with valid values.
        for job in example.jobs {
            _ = try job.source.scene(canvas: job.screen.canvas, parameters: job.parameters)
        }
    }

    /// The manifest the README shows (its ```jsonc block) is one splashvid reads.
    @Test func theReadmeManifestReads() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let blocks = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "```jsonc\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
        #expect(blocks.count == 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("splashvid-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("launch"), withIntermediateDirectories: true)
        try Data(#"{"name": "my-app", "duration": 1, "layers": []}"#.utf8).write(to: folder.appendingPathComponent("launch/my-app.json"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try Data(#"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[]}"#.utf8).write(to: folder.appendingPathComponent("art/splash.json"))
        for block in blocks {
            let manifest = try read(block, in: folder)
            #expect(manifest.jobs.count == 4 * 2 + 2 + 1 + 1)
            let job = try #require(manifest.jobs.first { $0.name == "kugou-evening" })
            _ = try job.source.scene(canvas: job.screen.canvas, parameters: job.parameters.filter { $0.key != "logo" })
            let lottie = try #require(manifest.jobs.last)
            // The manifest's defaults give it their device and rate.
            #expect(lottie.name == "splash" && lottie.screen.name == "iphone-se" && lottie.fps == 30)
        }
    }

    @Test func imageParametersResolveAgainstTheManifestsFolder() throws {
        let manifest = try read(#"{"jobs": [{"preset": "kugou", "parameters": {"logo": "art/logo.png", "text": "art/not-a-path"}}]}"#)
        #expect(manifest.jobs[0].parameters["logo"] == "/tmp/manifests/art/logo.png")
        #expect(manifest.jobs[0].parameters["text"] == "art/not-a-path")
        #expect(manifest.jobs[0].parametersAsWritten == ["logo": "art/logo.png", "text": "art/not-a-path"])
    }

    @Test func everyJobIsInExactlyOneShard() throws {
        let manifest = try read(#"{"matrix": [{"presets": "all", "devices": ["iphone-se", "iphone-15", "iphone-8", "ipad-pro-11", "10x10@1", "20x20@1"]}]}"#)
        for count in [1, 2, 3, 4, 7, 16] {
            let shards = try (1...count).map { try BatchShard(index: $0, count: count) }
            for job in manifest.jobs {
                #expect(shards.filter { $0.contains(job) }.count == 1, "\(job.id) with \(count) shards")
            }
            if count > 1, count <= 4 {
                // 24 jobs spread over every shard.
                #expect(shards.allSatisfy { shard in manifest.jobs.contains { shard.contains($0) } })
            }
        }
    }

    @Test func appendingAJobMovesNoOtherJob() throws {
        let before = try read(#"{"matrix": [{"presets": "all", "devices": ["iphone-se", "iphone-15"]}]}"#)
        let after = try read(#"""
        {"matrix": [{"presets": "all", "devices": ["iphone-se", "iphone-15"]}],
         "jobs": [{"name": "extra", "preset": "kugou"}, {"name": "extra2", "preset": "yula"}]}
        """#)
        #expect(after.jobs.count == before.jobs.count + 2)
        for count in [2, 3, 5] {
            for job in before.jobs {
                let later = try #require(after.jobs.first { $0.id == job.id })
                for index in 1...count {
                    let shard = try BatchShard(index: index, count: count)
                    #expect(shard.contains(job) == shard.contains(later))
                }
            }
        }
    }

    @Test(arguments: ["0/2", "3/2", "1/0", "two/4", "1/2/3", "1/1000"])
    func badShardsAreRefused(text: String) {
        #expect(throws: RenderError.self) { try BatchShard(parsing: text) }
    }

    /// A Lottie job renders at the composition's size (scale 2) and its own
    /// frame rate unless the job says otherwise; a broken file is named at
    /// the job's field.
    @Test func lottieJobsTakeTheirCompositionsSizeAndRate() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lottie = #"{"v":"5.7.4","fr":24,"ip":0,"op":24,"w":120,"h":80,"layers":[]}"#
        try Data(lottie.utf8).write(to: folder.appendingPathComponent("splash.json"))
        try Data("{".utf8).write(to: folder.appendingPathComponent("broken.json"))
        let manifest = try read(#"{"jobs": [{"lottie": "splash.json"}, {"name": "fitted", "lottie": "splash.json", "devices": ["iphone-se"], "fps": 30, "strict": true}]}"#, in: folder)
        #expect(manifest.jobs.count == 2)
        let own = try #require(manifest.jobs.first)
        #expect(own.name == "splash")
        #expect(own.screen.canvas == Size(width: 120, height: 80) && own.screen.scale == 2)
        #expect(own.fps == 24)
        let fitted = try #require(manifest.jobs.last)
        #expect(fitted.screen.name == "iphone-se" && fitted.fps == 30)
        guard case .lottie(_, let options) = fitted.source else {
            Issue.record("not a Lottie source")
            return
        }
        #expect(options.strictness == .strict)
        #expect(throws: JSONFileError.self) { try read(#"{"jobs": [{"lottie": "broken.json"}]}"#, in: folder) }
    }

    /// A dotLottie job plays the archive's initial animation ("heart",
    /// 100 × 100 points) or the one `"animation"` names ("star", also
    /// 100 × 100); an unknown one is named at the job's field with the
    /// archive's list.
    @Test func lottieJobsPickTheAnimationOfAnArchive() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: PackageFolders.root.appendingPathComponent("Tests/FuzzCorpus/lottie/icons.lottie"),
                                         to: folder.appendingPathComponent("icons.lottie"))
        let manifest = try read(#"{"jobs": [{"lottie": "icons.lottie"}, {"name": "star", "lottie": "icons.lottie", "animation": "star"}]}"#, in: folder)
        #expect(manifest.jobs.count == 2)
        let animations = manifest.jobs.map { job -> String? in
            guard case .lottie(_, let options) = job.source else { return "not a Lottie source" }
            return options.animation
        }
        #expect(animations == [nil, "star"])
        do {
            _ = try read(#"{"jobs": [{"lottie": "icons.lottie", "animation": "moon"}]}"#, in: folder)
            Issue.record("accepted")
        } catch {
            #expect("\(error)" == #"m.json: jobs[0].lottie: icons.lottie: no animation "moon" in the archive; it has "heart" and "star""#)
        }
    }
}

/// The Markdown summary renders what the manifest and errors say as text:
/// no HTML from a file name gets through, a table cell stays one cell.
@Suite("Batch summary escaping")
struct BatchSummaryEscapingTests {
    @Test func htmlAndCellBreaksAreEscaped() {
        #expect(BatchSummary.escape("<img src=x onerror=alert(1)>.json") == "&lt;img src=x onerror=alert(1)&gt;.json")
        #expect(BatchSummary.escape("a|b\nc `d` & e") == "a\\|b c &#39;d&#39; &amp; e")
    }
}
