import Foundation
import SplashCompositor
import SplashScene
import SplashVideo
import SplashImport
import SplashRender

/// Runs a batch's jobs side by side on a bounded number of threads.
///
/// Cores are shared out, not multiplied: with J jobs running at once on C
/// cores, each job composites on max(1, C / J) threads and encodes on one
/// (`BatchJob.render(in:)`), so the machine runs about C + J busy
/// threads whatever J is. Memory is bounded the same way: each running job
/// holds at most 2 × its compositing threads frames in flight, plus the
/// encoder's look-ahead.
///
/// A job whose outputs are current (same content hash as recorded) is
/// skipped unless `force`. A failing job is reported and the others go
/// on, unless `failFast`, which starts no new job after a failure.
public struct BatchRunner: Sendable {
    public var outputFolder: URL
    public var concurrentJobs: Int
    public var cores: Int
    public var force: Bool
    public var failFast: Bool
    /// The splashvid version the content hashes carry (a test pretends to
    /// be another version).
    public var version = SplashvidVersion.current
    /// The FFmpeg libraries' versions the content hashes carry (a test
    /// pretends the runner's FFmpeg was upgraded).
    public var libraries = FFmpegVersions.summary

    public init(outputFolder: URL, concurrentJobs: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount, force: Bool = false, failFast: Bool = false) {
        self.outputFolder = outputFolder
        self.concurrentJobs = max(1, concurrentJobs)
        self.cores = max(1, cores)
        self.force = force
        self.failFast = failFast
    }

    /// The default `--jobs`: one per core, fewer when the largest job's
    /// frames in flight would take more than half the physical memory.
    public static func defaultConcurrentJobs(for jobs: [BatchJob], cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        let largest = jobs.map { estimatedPeakBytes(of: $0, cores: cores) }.max() ?? 0
        let budget = Int(min(ProcessInfo.processInfo.physicalMemory / 2, UInt64(Int.max)))
        let byMemory = largest > 0 ? max(1, budget / largest) : cores
        return max(1, min(cores, byMemory, max(1, jobs.count)))
    }

    /// A job's peak memory, estimated: its frames in flight (at most a
    /// whole RGBA frame per compositing thread, one thread per core, for
    /// frames that cannot be drawn in bands; a YUV picture per thread and
    /// the one being encoded), plus what the encoder, the compositor's
    /// offscreens and the contact sheet hold, measured at about 120 bytes
    /// a pixel (an iPhone 15 Pro Max job, 3.6 megapixels, peaked at
    /// 546–560 MB with two compositing threads), plus 64 MB for decoded
    /// images and text.
    public static func estimatedPeakBytes(of job: BatchJob, cores: Int = ProcessInfo.processInfo.activeProcessorCount) -> Int {
        let pixels = job.pixelSize.width * job.pixelSize.height
        let threads = max(1, cores)
        let frames = pixels * 4 * threads + pixels * 3 / 2 * (threads + 1)
        return frames + pixels * 120 + (64 << 20)
    }

    /// Makes the output folder ready before any job runs: created if
    /// missing, its records' folder (`.splashvid-batch`) a real folder (a
    /// link planted there is refused, not written through), every job's
    /// id one file name, and what a killed run of these same outputs left
    /// (`.<file>.<hex>.partial` folders whose lock no live writer holds)
    /// removed. `files` are the other files the run writes there (its
    /// report, summary and page). Returns the leftovers removed, by name.
    public func prepareOutputFolder(for jobs: [BatchJob], alsoWriting files: [String]) throws(RenderError) -> [String] {
        for job in jobs where !OutputFolder.isJobStem(job.id) {
            throw RenderError("\(job.origin): the job id \(job.id.debugDescription) cannot name files (letters, digits, '.', '_', '-', '@' and '+', not starting with '.', at most 200 bytes)")
        }
        let folder = try OutputFolder.creating(outputFolder)
        let records = try folder.subfolder(JobRecord.folderName)
        var removed = StaleTemporaries.sweep(folder.resolved.path, of: Set(jobs.flatMap(\.outputFiles) + files))
        removed += StaleTemporaries.sweep(records.resolved.path, of: Set(jobs.map(JobRecord.fileName(for:))))
            .map { JobRecord.folderName + "/" + $0 }
        return removed
    }

    /// Runs `jobs` (with their positions in the manifest) and reports each
    /// as it finishes (on the thread that ran it, one at a time).
    public func run(_ jobs: [(index: Int, job: BatchJob)], finished: @escaping @Sendable (JobReport) -> Void = { _ in }) -> [JobReport] {
        try? FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        let running = max(1, min(concurrentJobs, jobs.count))
        let workers = max(1, cores / running)
        let stop = Mutex(false)
        let reports = Mutex<[Int: JobReport]>([:])
        let digests = FileDigests()
        let reporting = NSLock()
        WorkerThreads.forEachIndex(jobs.count, workers: running, stop: { stop.withLock { $0 } }) { position in
            let (index, job) = jobs[position]
            let report = run(job, index: index, workers: workers, digests: digests)
            if report.status == .failed, failFast { stop.withLock { $0 = true } }
            reports.withLock { $0[position] = report }
            reporting.lock()
            finished(report)
            reporting.unlock()
        }
        let done = reports.withLock { $0 }
        return (0..<jobs.count).compactMap { done[$0] }
    }

    /// One job, start to finish; never throws: a failure is its report.
    func run(_ job: BatchJob, index: Int, workers: Int, digests: FileDigests) -> JobReport {
        let start = DispatchTime.now()
        var report = Self.report(of: job, index: index)
        do {
            let (record, sheetMap) = try render(job, workers: workers, digests: digests, report: &report)
            fill(&report, from: record, of: job, sheetMap: sheetMap)
        } catch {
            report.status = .failed
            report.error = "\(error)"
        }
        report.wallSeconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return report
    }

    /// A job's report before it runs: what the manifest says of it, failed
    /// until it is done.
    static func report(of job: BatchJob, index: Int) -> JobReport {
        JobReport(id: job.id, index: index, name: job.name, origin: job.origin, source: job.source.reportName,
                  device: job.screen.name,
                  width: job.pixelSize.width, height: job.pixelSize.height,
                  parameters: job.parametersAsWritten, fps: job.fps, crf: job.crf, speed: job.speed,
                  outputs: [], hash: nil, frames: 0, duration: 0, bytes: 0, wallSeconds: 0, status: .failed, error: nil)
    }

    private func fill(_ report: inout JobReport, from record: JobRecord, of job: BatchJob, sheetMap: SheetMap?) {
        report.frames = record.frames
        report.duration = record.duration
        report.outputs = outputs(of: job, sizes: record.outputs, sheetMap: sheetMap)
        report.bytes = record.outputs.values.reduce(0, +)
        report.hash = record.hash
        if let crf = record.crf { report.crf = crf }
    }

    /// For a run stopped by a signal: the report of a job whose outputs are
    /// all written (its record in place, every file the size it records)
    /// though the job had not yet reported: rendered if its record was
    /// written since `since`, else skipped (current from an earlier run);
    /// nil if it is not complete. Its time and contact-sheet cells are not
    /// known.
    public func committedReport(for job: BatchJob, index: Int, since: Date) -> JobReport? {
        guard let record = JobRecord.read(for: job, in: outputFolder),
              record.isCurrent(hash: record.hash, job: job, in: outputFolder) else { return nil }
        var report = Self.report(of: job, index: index)
        fill(&report, from: record, of: job, sheetMap: nil)
        let written = (try? FileManager.default.attributesOfItem(atPath: JobRecord.url(for: job, in: outputFolder).path))?[.modificationDate] as? Date
        report.status = (written ?? .distantPast) >= since ? .rendered : .skipped
        return report
    }

    /// The job's record, and where its contact sheet's cells are (for
    /// the review page's click-to-seek).
    private func render(_ job: BatchJob, workers: Int, digests: FileDigests, report: inout JobReport) throws -> (JobRecord, SheetMap?) {
        let render = job.render(in: outputFolder)
        let scene = try render.loadScene()
        let sheetMap = job.sheet ? SheetMap(scene: scene, frameWidth: job.pixelSize.width, frameHeight: job.pixelSize.height) : nil
        var fontFiles = try SceneFonts.files(for: scene)
        if job.sheet {
            let strings = [scene.name, "0123456789.×· spx"] + scene.keyInstants.map(\.label)
            fontFiles = Array(Set(fontFiles + (try SheetLabels.fontFiles(for: strings)))).sorted()
        }
        let hash = try JobFingerprint.hash(of: job, scene: scene, fonts: fontFiles, digests: digests, version: version, ffmpeg: libraries)
        if !force, let record = JobRecord.read(for: job, in: outputFolder), record.isCurrent(hash: hash, job: job, in: outputFolder) {
            report.status = .skipped
            return (record, sheetMap)
        }
        // From here until the new record is written, the old one must not
        // vouch for outputs that may be half replaced.
        JobRecord.remove(for: job, in: outputFolder)
        let prepared = try render.prepare(scene)
        let choice = try prepared.write(workers: workers)
        var sizes: [String: Int] = [:]
        for file in job.outputFiles {
            let attributes = try? FileManager.default.attributesOfItem(atPath: outputFolder.appendingPathComponent(file).path)
            sizes[file] = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        }
        let record = JobRecord(hash: hash, outputs: sizes, frames: job.video ? prepared.frameCount : 0, duration: scene.duration, crf: choice?.crf)
        try record.write(for: job, in: outputFolder)
        report.status = .rendered
        return (record, sheetMap)
    }

    private func outputs(of job: BatchJob, sizes: [String: Int], sheetMap: SheetMap?) -> [JobReport.Output] {
        var list: [JobReport.Output] = []
        if job.video { list.append(.init(kind: .video, file: job.videoFile, bytes: sizes[job.videoFile] ?? 0, time: nil)) }
        if job.sheet { list.append(.init(kind: .sheet, file: job.sheetFile, bytes: sizes[job.sheetFile] ?? 0, time: nil, sheetMap: sheetMap)) }
        for time in job.stills {
            let file = job.stillFile(at: time)
            list.append(.init(kind: .still, file: file, bytes: sizes[file] ?? 0, time: time))
        }
        return list
    }
}

extension SceneSource {
    /// How reports name the source: "preset kugou", "scene launch.json".
    var reportName: String {
        switch self {
        case .preset(let preset): "preset \(preset.name)"
        case .file(let url): "scene \(url.lastPathComponent)"
        case .lottie(let url, _): "Lottie \(url.lastPathComponent)"
        case .code(let url, _): "Swift \(url.lastPathComponent)"
        }
    }
}
