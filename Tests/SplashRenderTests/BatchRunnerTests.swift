import Foundation
import Testing
import SplashScene
import SplashVideo
import SplashRender
import SplashTestSupport
import SplashImport
import SplashReview

/// Batch runs of tiny scenes: skipping what did not change, re-rendering
/// what did, failures among good jobs, and merging shards.
@Suite(.serialized) struct BatchRunnerTests {
    /// A 20×40 pt scene file drawing `logo.png` beside it, with a
    /// `tint` parameter, 0.5 s at 4 fps.
    static func makeProject() throws -> URL {
        let folder = try temporaryFolder()
        let scene = #"""
        {"name": "card", "summary": "test", "duration": 0.5, "backgroundColor": "#FFFFFF",
         "parameters": [{"name": "tint", "kind": "color", "default": "#2CA2F9", "summary": "the disc"}],
         "layers": [
           {"position": ["W / 2", "H / 2"], "size": [12, 12], "contents": {"type": "ellipse", "fillColor": "$tint"},
            "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.5}]},
           {"frame": [2, 2, 8, 8], "contents": {"type": "image", "source": "logo.png"}}
         ]}
        """#
        try Data(scene.utf8).write(to: folder.appendingPathComponent("card.json"))
        try writeLogo(in: folder, red: 200)
        return folder
    }

    static func writeLogo(in folder: URL, red: UInt8) throws {
        var pixels: [UInt8] = []
        for _ in 0..<(4 * 4) { pixels += [red, 40, 40, 255] }
        let png = try PNGEncoder.encode(rgba: pixels, width: 4, height: 4)
        try Data(png).write(to: folder.appendingPathComponent("logo.png"))
    }

    static func manifest(in folder: URL, tint: String = "#2CA2F9", extra: String = "") throws -> BatchManifest {
        let json = """
        {"output": "out", "defaults": {"fps": 4, "devices": ["20x40@1"]},
         "jobs": [{"scene": "card.json", "parameters": {"tint": "\(tint)"}, "stills": [0.25]}\(extra)]}
        """
        try Data(json.utf8).write(to: folder.appendingPathComponent("m.json"))
        return try BatchManifest(contentsOf: folder.appendingPathComponent("m.json"))
    }

    func run(_ manifest: BatchManifest, force: Bool = false, version: String = SplashvidVersion.current,
             libraries: String = FFmpegVersions.summary, jobs: Int = 2) -> [JobReport] {
        var runner = BatchRunner(outputFolder: manifest.outputFolder, concurrentJobs: jobs, cores: 2, force: force)
        runner.version = version
        runner.libraries = libraries
        return runner.run(manifest.jobs.enumerated().map { (index: $0.offset, job: $0.element) })
    }

    /// What a run stopped by a signal says of a job that wrote all its
    /// outputs but had not reported: rendered (its record written since
    /// the run began) or skipped (current from before); nothing once an
    /// output is missing.
    @Test func aCommittedJobIsReportedFromItsRecord() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.manifest(in: folder)
        let before = Date(timeIntervalSinceNow: -1)
        let reports = run(manifest)
        let runner = BatchRunner(outputFolder: manifest.outputFolder, concurrentJobs: 1)
        let job = try #require(manifest.jobs.first)
        let committed = try #require(runner.committedReport(for: job, index: 0, since: before))
        #expect(committed.status == .rendered && committed.hash == reports.first?.hash && committed.bytes == reports.first?.bytes)
        #expect(committed.outputs.map(\.file) == reports.first?.outputs.map(\.file))
        #expect(runner.committedReport(for: job, index: 0, since: Date(timeIntervalSinceNow: 60))?.status == .skipped)
        unlink(manifest.outputFolder.appendingPathComponent(job.videoFile).path)
        #expect(runner.committedReport(for: job, index: 0, since: before) == nil)
    }

    /// The lottie preset plays a built-in animation (`builtin:splash`,
    /// embedded, not a file): its job is hashed by the embedded text,
    /// renders, and is skipped when run again.
    @Test func aPresetPlayingABuiltInAnimationRunsAndIsSkippedNextTime() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = #"{"output": "out", "defaults": {"fps": 2, "devices": ["200x400@0.25"], "sheet": false}, "jobs": [{"preset": "lottie"}]}"#
        try Data(json.utf8).write(to: folder.appendingPathComponent("m.json"))
        let manifest = try BatchManifest(contentsOf: folder.appendingPathComponent("m.json"))
        let first = run(manifest)
        #expect(first.map(\.status) == [.rendered], "\(first.map { $0.error ?? "" })")
        #expect(first.first?.hash?.count == 64)
        let second = run(manifest)
        #expect(second.map(\.status) == [.skipped] && second.first?.hash == first.first?.hash)
    }

    /// A GIF job and a size-budgeted job: the GIF is written under its
    /// extension, and the CRF the budget chose is reported, on the run
    /// that rendered it and on the next, which skips it.
    @Test func gifJobsAndSizeBudgetsRunAndReportTheirChoice() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.manifest(in: folder, extra: #", {"scene": "card.json", "name": "anim", "video": "gif", "sheet": false}, {"scene": "card.json", "name": "small", "crf": 1, "maxSize": 1000000, "sheet": false}"#)
        let first = run(manifest)
        #expect(first.map(\.status) == [.rendered, .rendered, .rendered], "\(first.map(\.error))")
        #expect(first[1].outputs.map(\.file) == ["anim@20x40@1.gif"])
        // 1 MB is roomy for 2 frames of 20×40: CRF 1, as asked, fits.
        #expect(first[2].crf == 1)
        let second = run(manifest)
        #expect(second.map(\.status) == [.skipped, .skipped, .skipped])
        #expect(second[2].crf == 1)
    }

    @Test func skipsWhenUnchangedAndRendersAgainWhenAnInputChanges() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        var manifest = try Self.manifest(in: folder)

        let first = run(manifest)
        #expect(first.map(\.status) == [.rendered], "\(first.map(\.error))")
        let job = first[0]
        #expect(job.outputs.map(\.file) == ["card@20x40@1.mp4", "card@20x40@1.sheet.png", "card@20x40@1.at-0.25s.png"])
        #expect(job.frames == 2 && job.duration == 0.5 && job.bytes > 0 && job.hash?.count == 64)
        let video = manifest.outputFolder.appendingPathComponent("card@20x40@1.mp4")
        #expect(try VideoReader(path: video.path).frameCount == 2)

        // Nothing changed: skipped, same hash.
        let second = run(manifest)
        #expect(second.map(\.status) == [.skipped])
        #expect(second[0].hash == job.hash && second[0].bytes == job.bytes)

        // --force renders anyway, to the same bytes and hash.
        let forced = run(manifest, force: true)
        #expect(forced.map(\.status) == [.rendered] && forced[0].hash == job.hash)

        // One byte of an asset.
        try Self.writeLogo(in: folder, red: 201)
        let asset = run(manifest)
        #expect(asset.map(\.status) == [.rendered])
        #expect(asset[0].hash != job.hash)
        #expect(run(manifest).map(\.status) == [.skipped])

        // A parameter.
        manifest = try Self.manifest(in: folder, tint: "#FF0000")
        let parameter = run(manifest)
        #expect(parameter.map(\.status) == [.rendered] && parameter[0].hash != asset[0].hash)

        // splashvid's version.
        let version = run(manifest, version: "99.0.0")
        #expect(version.map(\.status) == [.rendered] && version[0].hash != parameter[0].hash)

        // The FFmpeg libraries (a runner image upgraded libavcodec).
        let libraries = run(manifest, libraries: "avcodec 99.0.100 avformat 99.0.100 swscale 9.0.100 avutil 99.0.100")
        #expect(libraries.map(\.status) == [.rendered] && libraries[0].hash != parameter[0].hash && libraries[0].hash != version[0].hash)

        // An output deleted by hand is written again.
        #expect(run(manifest).map(\.status) == [.rendered])   // back to the real version
        try FileManager.default.removeItem(at: video)
        #expect(run(manifest).map(\.status) == [.rendered])
        #expect(FileManager.default.fileExists(atPath: video.path))
    }

    /// The bytes never depend on how many jobs run at once or on the cores.
    @Test func outputsAreTheSameWhateverTheParallelism() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.manifest(in: folder, extra: #", {"name": "b", "scene": "card.json", "fps": 8}"#)
        let jobs = manifest.jobs.enumerated().map { (index: $0.offset, job: $0.element) }
        func outputs() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for job in manifest.jobs {
                for file in job.outputFiles { files[file] = try Data(contentsOf: manifest.outputFolder.appendingPathComponent(file)) }
            }
            return files
        }
        _ = BatchRunner(outputFolder: manifest.outputFolder, concurrentJobs: 1, cores: 1).run(jobs)
        let serial = try outputs()
        let parallel = BatchRunner(outputFolder: manifest.outputFolder, concurrentJobs: 2, cores: 4, force: true).run(jobs)
        #expect(parallel.map(\.status) == [.rendered, .rendered])
        let after = try outputs()
        #expect(after == serial, "files that differ: \(serial.keys.sorted().filter { serial[$0] != after[$0] }.map { "\($0): \(serial[$0]?.count ?? -1) vs \(after[$0]?.count ?? -1)" })")
        #expect(serial.count == 5)
    }

    @Test func aFailingJobDoesNotStopTheOthersAndLeavesNoOutput() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The broken scene draws an image that does not exist.
        let broken = #"{"name": "broken", "duration": 0.5, "layers": [{"frame": [0, 0, 8, 8], "contents": {"type": "image", "source": "gone.png"}}]}"#
        try Data(broken.utf8).write(to: folder.appendingPathComponent("broken.json"))
        let manifest = try Self.manifest(in: folder, extra: #", {"scene": "broken.json"}, {"name": "second", "scene": "card.json"}"#)
        let reports = run(manifest)
        #expect(reports.map(\.id) == ["card@20x40@1", "broken@20x40@1", "second@20x40@1"])
        #expect(reports.map(\.status) == [.rendered, .failed, .rendered])
        let error = try #require(reports[1].error)
        #expect(error.contains("gone.png"), "\(error)")
        let files = contents(of: manifest.outputFolder)
        #expect(!files.contains { $0.hasPrefix("broken") || $0.contains("partial") }, "\(files)")
        #expect(!contents(of: manifest.outputFolder.appendingPathComponent(".splashvid-batch")).contains("broken@20x40@1.json"))
    }

    @Test func aJobFailingPartWayTakesBackWhatItWrote() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.manifest(in: folder)
        // The still cannot be written (a folder is in its place); the video
        // and the sheet before it were.
        let blocker = manifest.outputFolder.appendingPathComponent("card@20x40@1.at-0.25s.png")
        try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
        let reports = run(manifest)
        #expect(reports.map(\.status) == [.failed])
        #expect(reports[0].error?.contains("is a folder") == true, "\(reports[0].error ?? "")")
        #expect(contents(of: manifest.outputFolder).filter { !$0.hasPrefix(".") } == ["card@20x40@1.at-0.25s.png"])
    }

    @Test func failFastStartsNoNewJob() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = #"{"name": "broken", "duration": 0.5, "layers": [{"frame": [0, 0, 8, 8], "contents": {"type": "image", "source": "gone.png"}}]}"#
        try Data(broken.utf8).write(to: folder.appendingPathComponent("broken.json"))
        let manifest = try Self.manifest(in: folder, extra: #", {"scene": "broken.json"}, {"name": "second", "scene": "card.json"}"#)
        let failing = manifest.jobs.enumerated().map { (index: $0.offset, job: $0.element) }.filter { $0.job.name != "card" }
        let runner = BatchRunner(outputFolder: manifest.outputFolder, concurrentJobs: 1, cores: 2, failFast: true)
        let reports = runner.run(failing)
        #expect(reports.map(\.id) == ["broken@20x40@1"])
    }

    @Test func shardReportsMergeIntoTheWholeRun() throws {
        let folder = try Self.makeProject()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = try Self.manifest(in: folder, extra: #", {"name": "b", "scene": "card.json"}, {"name": "c", "scene": "card.json", "video": false}, {"name": "d", "scene": "card.json", "video": false}"#)
        let count = 3
        var reports: [BatchReport] = []
        for index in 1...count {
            let shard = try BatchShard(index: index, count: count)
            let selected = manifest.jobs.enumerated().filter { shard.contains($0.element) }.map { (index: $0.offset, job: $0.element) }
            let runner = BatchRunner(outputFolder: manifest.outputFolder, concurrentJobs: 2, cores: 2)
            reports.append(BatchReport(manifest: "m.json", manifestHash: manifest.digest, shard: shard.description,
                                       totalJobs: manifest.jobs.count, jobs: runner.run(selected), wallSeconds: Double(index)))
        }
        #expect(reports.map(\.jobs.count).reduce(0, +) == manifest.jobs.count)
        let merged = try BatchMerge.merge(reports.reversed(), folder: "out")
        #expect(merged.jobs.map(\.id) == manifest.jobs.map(\.id))
        #expect(merged.shard == nil && merged.wallSeconds == 3 && merged.totalJobs == 4)
        #expect(merged.jobs.allSatisfy { $0.status == .rendered })

        // A missing shard, a shard twice, another manifest: refused.
        #expect(throws: RenderError.self) { try BatchMerge.merge(Array(reports.dropLast()), folder: "out") }
        #expect(throws: RenderError.self) { try BatchMerge.merge(reports + [reports[0]], folder: "out") }
        var other = reports[1]
        other.manifestHash = "0"
        #expect(throws: RenderError.self) { try BatchMerge.merge([reports[0], other, reports[2]], folder: "out") }
        do {
            _ = try BatchMerge.merge(Array(reports.dropLast()), folder: "out")
        } catch {
            #expect("\(error)" == "the reports of shard 3/3 are missing from out")
        }

        // The summary and the page name every job.
        let markdown = BatchSummary.markdown(merged)
        let page = ReviewPage.html(merged)
        for job in merged.jobs {
            #expect(markdown.contains("`\(job.name)`"))
            #expect(page.contains("id=\"\(job.id)\""))
        }
        #expect(page.components(separatedBy: "<video src=").count - 1 == 2)
        #expect(!page.contains("http://") && !page.contains("https://"), "the page loads nothing from the network")
    }
}
