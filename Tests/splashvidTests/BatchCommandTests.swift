import Foundation
import Testing
import SplashTestSupport

/// `splashvid batch` end to end: shards on "two runners", the merge, the
/// step summary, a failing job and the exit status.
@Suite(.serialized) struct BatchCommandTests {
    static let manifest = #"""
    {"output": "previews", "defaults": {"fps": 5, "devices": ["100x200@0.5"]},
     "matrix": [{"presets": ["kugou", "yula"]}],
     "jobs": [{"name": "kugou-night", "preset": "kugou", "parameters": {"text": "Good night"}, "sheet": false, "stills": [1]},
              {"scene": "broken.json"}]}
    """#

    func project() throws -> URL {
        let folder = try temporaryFolder()
        try Data(Self.manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        let broken = #"{"name": "broken", "duration": 1, "layers": [{"frame": [0, 0, 8, 8], "contents": {"type": "image", "source": "gone.png"}}]}"#
        try Data(broken.utf8).write(to: folder.appendingPathComponent("broken.json"))
        return folder
    }

    /// Runs the binary with extra environment variables.
    func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Binary.Result {
        let binary = try #require(Binary.path, "build splashvid first")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Binary.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    func report(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test func shardsMergeAndAFailedJobFailsTheRun() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = folder.appendingPathComponent("step-summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        var shardJobs: [String] = []
        var failures = 0
        for k in 1...2 {
            let result = try run(["batch", "m.json", "--shard", "\(k)/2", "--progress"], in: folder, environment: ["GITHUB_STEP_SUMMARY": summary.path])
            let file = folder.appendingPathComponent("previews/batch-report.shard-\(k)-of-2.json")
            let jobs = try #require(try report(file)["jobs"] as? [[String: Any]])
            shardJobs += jobs.compactMap { $0["id"] as? String }
            let failed = jobs.filter { $0["status"] as? String == "failed" }
            failures += failed.count
            if failed.isEmpty {
                #expect(result.status == 0, "\(result.stderr)")
            } else {
                #expect(result.status == 1)
                #expect(result.stderr.contains("broken@100x200@0.5 (jobs[1]) failed: "), "\(result.stderr)")
                #expect(result.stderr.hasSuffix("splashvid: error: 1 of \(jobs.count) jobs failed (see batch-report.json)\n"), "\(result.stderr)")
            }
            // One line per finished job.
            for id in jobs.compactMap({ $0["id"] as? String }) { #expect(result.stderr.contains(id)) }
        }
        #expect(shardJobs.sorted() == ["broken@100x200@0.5", "kugou-night@100x200@0.5", "kugou@100x200@0.5", "yula@100x200@0.5"])
        #expect(failures == 1)

        let merge = try run(["batch", "--merge", "previews"], in: folder, environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(merge.status == 1, "a failed job fails the merge too")
        let merged = try report(folder.appendingPathComponent("previews/batch-report.json"))
        let jobs = try #require(merged["jobs"] as? [[String: Any]])
        #expect(jobs.compactMap { $0["id"] as? String } == ["kugou@100x200@0.5", "yula@100x200@0.5", "kugou-night@100x200@0.5", "broken@100x200@0.5"])
        let broken = try #require(jobs.last)
        #expect((broken["error"] as? String)?.contains("gone.png") == true)
        #expect(jobs.first?["frames"] as? Int == 10)
        #expect(jobs.first?["hash"] as? String != nil)

        let files = contents(of: folder.appendingPathComponent("previews"))
        for file in ["index.html", "batch-summary.md", "kugou@100x200@0.5.mp4", "kugou@100x200@0.5.sheet.png",
                     "kugou-night@100x200@0.5.mp4", "kugou-night@100x200@0.5.at-1.00s.png", "yula@100x200@0.5.mp4"] {
            #expect(files.contains(file), "\(file) missing from \(files)")
        }
        #expect(!files.contains { $0.hasPrefix("broken") || $0.contains(".partial") }, "\(files)")
        #expect(!files.contains("kugou-night@100x200@0.5.sheet.png"))

        // The step summary got both shards' tables and the merged one, after what was there.
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n"))
        #expect(text.components(separatedBy: "### splashvid batch: m.json").count - 1 == 3)
        #expect(text.contains("| `kugou-night` | 100x200@0.5 (50×100) |"))

        // Everything that rendered is current now; the broken job is tried again.
        let again = try run(["batch", "m.json", "--progress"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.components(separatedBy: "unchanged ").count - 1 == 3, "\(again.stderr)")
    }

    /// With `--fail-fast` the first failure ends the run, and the error
    /// line counts the jobs it never started.
    @Test func failFastSaysWhatItDidNotStart() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = #"{"output": "previews", "defaults": {"fps": 5, "devices": ["100x200@0.5"]}, "jobs": [{"scene": "broken.json"}, {"preset": "kugou"}, {"preset": "yula"}]}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("ff.json"))
        let result = try run(["batch", "ff.json", "--jobs", "1", "--fail-fast"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("splashvid: error: 1 of 3 jobs failed; --fail-fast left 2 not started (see batch-report.json)\n"), "\(result.stderr)")
        let jobs = try #require(try report(folder.appendingPathComponent("previews/batch-report.json"))["jobs"] as? [[String: Any]])
        #expect(jobs.compactMap { $0["id"] as? String } == ["broken@100x200@0.5"])
    }

    /// Ctrl-C (or a closed terminal, or CI's SIGTERM) in the middle of a
    /// batch: finished jobs keep their outputs (and are skipped next time),
    /// the job under way leaves nothing, and the report says which jobs
    /// were not run.
    @Test(arguments: [(SIGINT, Int32(130), "SIGINT"), (SIGTERM, Int32(143), "SIGTERM"), (SIGHUP, Int32(129), "SIGHUP")])
    func interruptionKeepsFinishedOutputsAndReportsWhatWasNotRun(signal: Int32, status: Int32, name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = #"{"output": "previews", "defaults": {"fps": 30, "devices": ["375x667@1"]}, "matrix": [{"presets": ["kugou", "yula", "appstore", "weibo"]}]}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("m.json"))
        let running = try Binary.start(["batch", "m.json", "--jobs", "1"], in: folder)
        let records = folder.appendingPathComponent("previews/.splashvid-batch")
        let deadline = Date().addingTimeInterval(120)
        // A record is written (renamed into place) once a job's outputs are.
        func committed() -> [String] { contents(of: records).filter { !$0.hasPrefix(".") } }
        while committed().isEmpty, running.process.isRunning, Date() < deadline { usleep(20_000) }
        let finished = committed()
        try #require(finished.count >= 1 && running.process.isRunning, "no job finished before the whole batch did")
        kill(running.process.processIdentifier, signal)
        let result = try Binary.finish(running)
        #expect(result.status == status)
        let files = contents(of: folder.appendingPathComponent("previews"))
        #expect(!(files + contents(of: records)).contains { $0.contains(".partial") }, "\(files)")
        for record in committed() {
            let id = String(record.dropLast(".json".count))
            #expect(files.contains("\(id).mp4") && files.contains("\(id).sheet.png"), "\(id) lost its outputs: \(files)")
        }
        // The report: the finished jobs, and every other one as not run.
        let written = try report(folder.appendingPathComponent("previews/batch-report.json"))
        let done = try #require(written["jobs"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let interruption = try #require(written["interruption"] as? [String: Any])
        let notRun = try #require(interruption["notRun"] as? [String])
        #expect(interruption["signal"] as? String == name)
        #expect(done.count >= finished.count && notRun.count >= 1, "done \(done), not run \(notRun)")
        #expect(Set(done + notRun).count == 4 && done.count + notRun.count == 4, "done \(done), not run \(notRun)")
        #expect(Set(done.map { String($0.prefix { $0 != "@" }) } + notRun.map { String($0.prefix { $0 != "@" }) })
                == ["kugou", "yula", "appstore", "weibo"], "done \(done), not run \(notRun)")
        #expect(result.stderr.hasSuffix("splashvid: \(name): stopped with \(notRun.count) of 4 jobs not run (listed in batch-report.json)\n"),
                "\(result.stderr)")
        // The next run skips what finished and renders the rest.
        let again = try Binary.run(["batch", "m.json", "--progress"], in: folder)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.components(separatedBy: "unchanged ").count - 1 >= finished.count, "\(again.stderr)")
    }

    /// A step summary that cannot be appended to (a full disk, a FIFO)
    /// trapped in FileHandle's write (SIGILL); now it is a warning, and the
    /// run's own outputs and status are unchanged.
    @Test(arguments: ["/dev/full", "fifo"])
    func aStepSummaryThatCannotBeWrittenIsAWarning(summary: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"output": "previews", "defaults": {"fps": 5, "devices": ["100x200@0.5"], "sheet": false}, "jobs": [{"preset": "kugou"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("m.json"))
        let path = summary == "fifo" ? folder.appendingPathComponent("fifo").path : summary
        if summary == "fifo" { #expect(mkfifo(path, 0o600) == 0) }
        let result = try run(["batch", "m.json"], in: folder, environment: ["GITHUB_STEP_SUMMARY": path])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "splashvid: warning: cannot append the summary to $GITHUB_STEP_SUMMARY (\(path)): it is not a regular file")
        #expect(lines.count == 2 && lines[1].hasPrefix("splashvid batch: 1 job (1 rendered, 0 current, 0 failed) in "), "\(result.stderr)")
        #expect(contents(of: folder.appendingPathComponent("previews")) == [".splashvid-batch", "batch-report.json", "batch-summary.md", "index.html", "kugou@100x200@0.5.mp4"])
    }

    @Test func printsACompleteExample() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try run(["batch", "--example"], in: folder)
        #expect(result.status == 0)
        let presets = try run(["presets"], in: folder).stdout.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        #expect(presets.count >= 4)
        for preset in presets { #expect(result.stdout.contains("\"\(preset)\"")) }
        #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) is [String: Any])
    }

    @Test(arguments: [
        (["batch"], "give a manifest"),
        (["batch", "nope.json"], "cannot read the manifest nope.json: no such file"),
        (["batch", "m.json", "--shard", "3/2"], "--shard must be K/N with 1 ≤ K ≤ N ≤ 256, not 3/2"),
        (["batch", "m.json", "--jobs", "0"], "--jobs must be between 1 and 256, not 0"),
        (["batch", "--merge", "."], "no shard reports (batch-report.shard-K-of-N.json) in ."),
        (["batch", "bad.json"], "bad.json: jobs[0].devices[0]: unknown device \"nokia\""),
    ])
    func badInvocationsGiveOneLine(arguments: [String], message: String) throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"jobs": [{"preset": "kugou", "devices": ["nokia"]}]}"#.utf8).write(to: folder.appendingPathComponent("bad.json"))
        let before = contents(of: folder)
        let result = try run(arguments, in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("splashvid: error: "), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(contents(of: folder) == before)
    }
}
