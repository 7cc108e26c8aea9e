import ArgumentParser
import Foundation
import SplashRender
import SplashImport
import SplashReview

struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render many previews from a manifest: presets and scene files × devices, only what changed, with a review page.",
        discussion: """
        Writes every job's MP4, contact sheet and stills into the manifest's output folder, \
        then batch-report.json, batch-summary.md (also appended to $GITHUB_STEP_SUMMARY when set) \
        and index.html, a review page that works offline. Jobs whose inputs did not change since \
        their outputs were written are skipped.

        Examples:
          splashvid batch --example > previews.json
          splashvid batch previews.json
          splashvid batch previews.json --jobs 2 --force
          splashvid batch previews.json --shard 2/4       # on CI runner 2 of 4
          splashvid batch previews.json --prune --json    # remove what no job writes; JSON for scripts
          splashvid batch --merge previews                # joins the shards' reports
        """
    )

    @Argument(help: ArgumentHelp("The manifest (JSON); see --example.", valueName: "manifest.json"), completion: Completions.jsonFiles)
    var manifest: String?

    @Option(help: "Jobs rendered side by side (default: one per core, fewer if memory is short).")
    var jobs: Int?

    @Flag(help: "Render every job, even those whose outputs are current.")
    var force = false

    @Flag(help: "Start no new job after one fails.")
    var failFast = false

    @Option(help: ArgumentHelp("Render only shard K of N (a CI matrix runs one shard per runner).", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("The output folder, instead of the manifest's \"output\".", valueName: "folder"), completion: .directory)
    var output: String?

    @Option(help: ArgumentHelp("Join the shards' reports in this folder into one report, summary and review page.", valueName: "folder"), completion: .directory)
    var merge: String?

    @Flag(help: "Print an example manifest covering every preset and exit.")
    var example = false

    @Flag(help: "Print a line per finished job even when standard error is not a terminal (CI logs).")
    var progress = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    @Flag(help: "Remove the outputs no job of the manifest writes any more (a job, device or still taken out): only files a batch recorded writing in the output folder, nothing else. Without it, a run lists them.")
    var prune = false

    @Flag(help: "When done, print one JSON document on standard output: each job's status, size and files, the counts, the stale outputs and the files written (keys in the README).")
    var json = false

    func run() throws {
        if example {
            print(ExampleManifest.text, terminator: "")
            return
        }
        if let merge {
            guard manifest == nil, shard == nil else { throw RenderError("--merge takes the folder of the shards' reports, and no manifest or --shard") }
            try runMerge(folder: URL(fileURLWithPath: merge), named: merge)
            return
        }
        guard let manifest else { throw RenderError("give a manifest (splashvid batch MANIFEST.json), --example or --merge FOLDER") }
        if let jobs, !(1...256).contains(jobs) { throw RenderError("--jobs must be between 1 and 256, not \(jobs)") }
        let shard = try self.shard.map { try BatchShard(parsing: $0) }
        let plan = try BatchManifest(contentsOf: URL(fileURLWithPath: manifest))
        let folder = output.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? plan.outputFolder
        let selected = plan.jobs.enumerated().filter { shard?.contains($0.element) ?? true }.map { (index: $0.offset, job: $0.element) }
        let concurrent = jobs ?? BatchRunner.defaultConcurrentJobs(for: selected.map(\.job))
        let runner = BatchRunner(outputFolder: folder, concurrentJobs: concurrent, force: force, failFast: failFast)
        let reportFiles = shard.map { [BatchReport.shardFileName($0), Self.summaryFileName(shard: $0.description)] }
            ?? [BatchReport.fileName, ReviewPage.fileName, BatchSummary.fileName]
        let leftovers = try runner.prepareOutputFolder(for: selected.map(\.job), alsoWriting: reportFiles)
        if !leftovers.isEmpty, !quiet {
            let shown = leftovers.prefix(5).joined(separator: ", ") + (leftovers.count > 5 ? " and \(leftovers.count - 5) more" : "")
            StandardError.write(RenderError.oneLine("splashvid: removed \(leftovers.count) unfinished file\(leftovers.count == 1 ? "" : "s") a killed run left in \(folder.path): \(shown)") + "\n")
        }

        let terminal = isatty(STDERR_FILENO) != 0
        let display = BatchProgress(total: selected.count, lines: !quiet && (terminal || progress), bar: !quiet && terminal)
        let start = DispatchTime.now()
        let started = Date()
        // Interrupted, the run still says what it did: the finished jobs'
        // reports (also of one whose outputs were all written just before
        // the signal, though it had not reported yet), and the ids of those
        // it did not render.
        let finishedSoFar = Mutex<[JobReport]>([])
        let command = self
        InterruptCleanup.shared.onInterrupt { signalNumber in
            let reported = finishedSoFar.withLock { $0 }
            let reportedIDs = Set(reported.map(\.id))
            let committed = selected.filter { !reportedIDs.contains($0.job.id) }
                .compactMap { runner.committedReport(for: $0.job, index: $0.index, since: started) }
            let finished = (reported + committed).sorted { $0.index < $1.index }
            let done = Set(finished.map(\.id))
            let notRun = selected.map(\.job.id).filter { !done.contains($0) }
            let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            var report = BatchReport(manifest: plan.file.lastPathComponent, manifestHash: plan.digest, shard: shard?.description,
                                     totalJobs: plan.jobs.count, jobs: finished, wallSeconds: wall)
            let name = InterruptCleanup.name(of: signalNumber)
            report.interruption = BatchReport.Interruption(signal: name, notRun: notRun)
            display.end()
            do {
                try command.writeReports(report, shard: shard, folder: folder)
                StandardError.write("splashvid: \(name): stopped with \(notRun.count) of \(selected.count) jobs not run (listed in \(BatchReport.fileName))\n")
            } catch {
                StandardError.write("splashvid: \(name): stopped with \(notRun.count) of \(selected.count) jobs not run; \(RenderError.oneLine("\(error)"))\n")
            }
        }
        let reports = runner.run(selected) { report in
            finishedSoFar.withLock { $0.append(report) }
            display.finished(report)
        }
        display.end()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9

        var report = BatchReport(manifest: plan.file.lastPathComponent, manifestHash: plan.digest, shard: shard?.description,
                                 totalJobs: plan.jobs.count, jobs: reports, wallSeconds: wall)
        // What earlier runs wrote that no job of the manifest writes now.
        let stale = BatchPrune.stale(in: folder, jobs: plan.jobs)
        var leftOver: [String] = []
        if prune { leftOver = stale.remove(in: folder) }
        report.staleOutputs = stale.files
        report.pruned = prune
        try writeReports(report, shard: shard, folder: folder)
        if !quiet {
            StandardError.write(Self.summaryLine(report, folder: folder))
            if let line = Self.staleLine(stale.files, pruned: prune) { StandardError.write(line) }
            for problem in leftOver { StandardError.write(RenderError.oneLine("splashvid: warning: cannot remove \(problem)") + "\n") }
        }
        if json {
            let summary = folder.appendingPathComponent(shard.map { Self.summaryFileName(shard: $0.description) } ?? BatchSummary.fileName)
            print(BatchRunJSON.document(report, folder: folder, stale: stale.files, pruned: prune, summary: summary,
                                        page: shard == nil ? folder.appendingPathComponent(ReviewPage.fileName) : nil))
        }
        try finish(report, notStarted: selected.count - reports.count)
    }

    /// "splashvid batch: 2 outputs no job writes any more: a.mp4, b.png
    /// (--prune removes them)", or what `--prune` removed; nil for none.
    static func staleLine(_ files: [String], pruned: Bool) -> String? {
        guard !files.isEmpty else { return nil }
        let shown = files.prefix(5).joined(separator: ", ") + (files.count > 5 ? " and \(files.count - 5) more" : "")
        let outputs = "\(files.count) output\(files.count == 1 ? "" : "s") no job writes any more"
        let text = pruned ? "splashvid batch: removed \(outputs): \(shown)" : "splashvid batch: \(outputs): \(shown) (--prune removes them)"
        return RenderError.oneLine(text) + "\n"
    }

    /// The one line every run ends with, terminal or CI log: "splashvid
    /// batch: 12 jobs (3 rendered, 9 current, 0 failed) in 41.2 s → previews/batch-summary.md".
    static func summaryLine(_ report: BatchReport, folder: URL) -> String {
        let count = { (status: JobReport.Status) in report.jobs.filter { $0.status == status }.count }
        let shard = report.shard.map { " (shard \($0))" } ?? ""
        let summary = report.shard.map(summaryFileName(shard:)) ?? BatchSummary.fileName
        let jobs = "\(report.jobs.count) job\(report.jobs.count == 1 ? "" : "s")"
        let text = "splashvid batch\(shard): \(jobs) (\(count(.rendered)) rendered, \(count(.skipped)) current, \(count(.failed)) failed) "
            + String(format: "in %.1f s", report.wallSeconds) + " → \(folder.appendingPathComponent(summary).path)"
        return RenderError.oneLine(text) + "\n"
    }

    /// A shard's report and summary, or the whole run's report, review page
    /// and summary.
    private func writeReports(_ report: BatchReport, shard: BatchShard?, folder: URL) throws {
        if let shard {
            try write(report.encoded(), to: folder.appendingPathComponent(BatchReport.shardFileName(shard)))
            try writeSummary(report, folder: folder, pageWritten: false)
        } else {
            try writeAll(report, folder: folder)
        }
    }

    private func runMerge(folder: URL, named name: String) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let files = names.filter { $0.hasPrefix("batch-report.shard-") && $0.hasSuffix(".json") }.sorted()
        let reports = try files.map { try BatchReport.read(folder.appendingPathComponent($0)) }
        let merged = try BatchMerge.merge(reports, folder: name)
        try writeAll(merged, folder: folder)
        try finish(merged)
    }

    private func writeAll(_ report: BatchReport, folder: URL) throws {
        try write(report.encoded(), to: folder.appendingPathComponent(BatchReport.fileName))
        try write(Array(ReviewPage.html(report).utf8), to: folder.appendingPathComponent(ReviewPage.fileName))
        try writeSummary(report, folder: folder, pageWritten: true)
    }

    private func writeSummary(_ report: BatchReport, folder: URL, pageWritten: Bool) throws {
        let markdown = BatchSummary.markdown(report)
        let name = report.shard.map(Self.summaryFileName(shard:)) ?? BatchSummary.fileName
        try write(Array(markdown.utf8), to: folder.appendingPathComponent(name))
        if let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty,
           let problem = Self.append(markdown + "\n", to: path), !quiet {
            StandardError.write("splashvid: warning: cannot append the summary to $GITHUB_STEP_SUMMARY (\(path)): \(problem)\n")
        }
    }

    /// A shard's summary: `batch-summary.shard-2-of-4.md`.
    private static func summaryFileName(shard: String) -> String {
        "batch-summary.shard-\(shard.replacingOccurrences(of: "/", with: "-of-")).md"
    }

    /// Appends `text` to a regular file, or says why not. Opened without
    /// blocking, so a FIFO is refused rather than waited on; a full disk
    /// is a reason, not a trap (FileHandle's `write(_:)` traps on it).
    private static func append(_ text: String, to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_APPEND | O_NONBLOCK | O_CLOEXEC)
        // ENXIO: a FIFO nobody reads (or a device with nothing behind it).
        guard fd >= 0 else { return errno == ENXIO ? "it is not a regular file" : String(cString: strerror(errno)) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return String(cString: strerror(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
        return StandardError.write(Array(text.utf8), to: fd).map { String(cString: strerror($0)) }
    }

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try AtomicOutputFile(destination: url).write(bytes)
    }

    /// Non-zero exit when a job failed, saying how many jobs `--fail-fast`
    /// never started (they are in no report).
    private func finish(_ report: BatchReport, notStarted: Int = 0) throws {
        let failed = report.failed
        guard !failed.isEmpty else { return }
        if !quiet {
            for job in failed {
                StandardError.write("splashvid: \(RenderError.oneLine("\(job.id) (\(job.origin)) failed: \(job.error ?? "")"))\n")
            }
        }
        let skipped = notStarted > 0 ? "; --fail-fast left \(notStarted) not started" : ""
        throw RenderError("\(failed.count) of \(report.jobs.count + notStarted) jobs failed\(skipped) (see batch-report.json)")
    }
}
