import Foundation
import SplashVideo
import SplashImport
import SplashRender

/// Compares two folders `splashvid batch` wrote, job by job (matched by
/// id), and writes each changed job's chart, side-by-side still, overlay
/// video and a copy of BASE's video into the diff folder.
///
/// A job is identical when both reports carry the same content hash
/// (nothing is decoded), or when every decoded frame is the same within
/// `threshold` and every still and sheet is the same file. Different frame
/// counts or sizes count as changed: the overlapping frames are compared
/// (a frame only one side has counts as wholly changed); for a size change
/// the frames are not compared, the change of size is said.
public struct MotionDiffRunner {
    public var base: URL
    public var head: URL
    public var output: URL
    public var baseName: String
    public var headName: String
    public var threshold: FrameThreshold
    public var limits: VideoDecoder.Limits

    public init(base: URL, head: URL, output: URL, baseName: String, headName: String,
                threshold: FrameThreshold = .standard,
                limits: VideoDecoder.Limits = VideoDecoder.Limits(maxFrames: DiffInputs.maximumFrames)) {
        self.base = base
        self.head = head
        self.output = output
        self.baseName = baseName
        self.headName = headName
        self.threshold = threshold
        self.limits = limits
    }

    /// Job files in the diff folder: `ID.chart.png`, `ID.changes.png`,
    /// `ID.overlay.mp4`, `ID.base.EXT`.
    public static func chartFile(_ id: String) -> String { "\(id).chart.png" }
    public static func highlightFile(_ id: String) -> String { "\(id).changes.png" }
    public static func overlayFile(_ id: String) -> String { "\(id).overlay.mp4" }
    public static func baseVideoFile(_ id: String, ext: String) -> String { "\(id).base.\(ext)" }

    /// Runs the comparison; `progress` is told of each job as it is done
    /// (index, count, the job's result).
    public func run(baseReport: BatchReport, headReport: BatchReport,
                    progress: (Int, Int, JobDiff) -> Void = { _, _, _ in }) throws -> MotionDiff {
        let labeler = try DiffLabeler()
        // Every file goes into the diff folder, named by a checked id
        // (`DiffInputs.report`), or nowhere.
        let folder = try OutputFolder(output)
        let baseJobs = Dictionary(baseReport.jobs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let headIDs = Set(headReport.jobs.map(\.id))
        let removed = baseReport.jobs.filter { !headIDs.contains($0.id) }
        let total = headReport.jobs.count + removed.count
        var results: [JobDiff] = []
        for job in headReport.jobs {
            let result: JobDiff
            if let before = baseJobs[job.id] {
                var compared = try compare(before, job, labeler: labeler, folder: folder)
                if compared.change == .changed {
                    compared.inputChanges = InputChanges.between(before, job, baseVersion: baseReport.splashvid, headVersion: headReport.splashvid)
                }
                result = compared
            } else {
                var added = JobDiff(id: job.id, name: job.name, change: .added)
                added.fps = job.fps > 0 ? job.fps : nil
                result = added
            }
            results.append(result)
            progress(results.count, total, result)
        }
        for job in removed {
            var gone = JobDiff(id: job.id, name: job.name, change: .removed)
            gone.fps = job.fps > 0 ? job.fps : nil
            if let video = job.outputs.first(where: { $0.kind == .video }) {
                gone.files.baseVideo = try copyBaseVideo(video.file, of: job.id, into: folder)
            }
            results.append(gone)
            progress(results.count, total, gone)
        }
        return MotionDiff(base: base.path, head: head.path, baseName: baseName, headName: headName, threshold: threshold, jobs: results)
    }

    private func compare(_ before: JobReport, _ after: JobReport, labeler: DiffLabeler, folder: OutputFolder) throws -> JobDiff {
        var diff = JobDiff(id: after.id, name: after.name, change: .identical)
        diff.fps = after.fps > 0 ? after.fps : nil
        guard before.status != .failed, after.status != .failed else {
            diff.change = .changed
            if before.status == .failed { diff.notes.append("failed in BASE") }
            if after.status == .failed { diff.notes.append("failed in HEAD") }
            return diff
        }
        if let hash = after.hash, hash == before.hash, before.outputs.map(\.file) == after.outputs.map(\.file) {
            diff.notes.append("the same content hash")
            diff.frames = JobDiff.FrameCounts(base: before.frames, head: after.frames, compared: 0)
            return diff
        }
        var changed = false
        if let videoBefore = before.outputs.first(where: { $0.kind == .video }), let videoAfter = after.outputs.first(where: { $0.kind == .video }) {
            changed = try compareVideos(videoBefore.file, videoAfter.file, before, after, into: &diff, labeler: labeler, folder: folder) || changed
        } else if before.outputs.contains(where: { $0.kind == .video }) != after.outputs.contains(where: { $0.kind == .video }) {
            diff.notes.append(after.outputs.contains(where: { $0.kind == .video }) ? "a video only in HEAD" : "a video only in BASE")
            changed = true
        }
        changed = try compareImages(before, after, into: &diff) || changed
        diff.change = changed ? .changed : .identical
        if !changed, diff.notes.isEmpty { diff.notes.append("every frame and picture the same") }
        return diff
    }

    /// Compares the stills and sheets exactly (byte for byte: PNGs from
    /// the same pixels are the same bytes), matched by kind and order.
    private func compareImages(_ before: JobReport, _ after: JobReport, into diff: inout JobDiff) throws -> Bool {
        var changed = false
        for kind in [JobReport.Output.Kind.sheet, .still] {
            let a = before.outputs.filter { $0.kind == kind }, b = after.outputs.filter { $0.kind == kind }
            for index in 0..<max(a.count, b.count) {
                let left = index < a.count ? a[index] : nil, right = index < b.count ? b[index] : nil
                var change = ReviewComparison.Change.identical
                if let left, let right {
                    let x = try DiffInputs.bytes(of: DiffInputs.regularFile(left.file, in: base, side: "BASE"), limit: DiffInputs.maximumImageBytes)
                    let y = try DiffInputs.bytes(of: DiffInputs.regularFile(right.file, in: head, side: "HEAD"), limit: DiffInputs.maximumImageBytes)
                    if x != y || left.time != right.time { change = .changed }
                } else {
                    change = left == nil ? .added : .removed
                }
                if change != .identical { changed = true }
                diff.images.append(JobDiff.ImageDiff(base: left?.file, head: right?.file, change: change))
            }
        }
        return changed
    }

    /// Decodes both videos in step and compares frame by frame; on a
    /// change writes the chart, the side-by-side still, the overlay video
    /// and BASE's copy. Returns whether the videos differ.
    private func compareVideos(_ fileBefore: String, _ fileAfter: String, _ before: JobReport, _ after: JobReport,
                               into diff: inout JobDiff, labeler: DiffLabeler, folder: OutputFolder) throws -> Bool {
        let urlBefore = try DiffInputs.regularFile(fileBefore, in: base, side: "BASE")
        let urlAfter = try DiffInputs.regularFile(fileAfter, in: head, side: "HEAD")
        let ext = urlAfter.pathExtension.lowercased(), extBefore = urlBefore.pathExtension.lowercased()
        // Animated WebP: libavformat before 7.1 has no demuxer for it (its
        // webp "demuxer" reads single pictures), so the files are compared
        // by bytes.
        if ext == "webp" || extBefore == "webp" {
            let same = try Self.sameBytes(urlBefore, urlAfter)
            diff.notes.append("WebP videos cannot be demuxed by this FFmpeg (libavformat before 7.1 has no animated-WebP demuxer); compared by bytes: \(same ? "the same" : "different"), frames not compared")
            if !same { diff.files.baseVideo = try copyBaseVideo(fileBefore, of: after.id, into: folder) }
            return !same
        }
        if before.width != after.width || before.height != after.height {
            diff.notes.append("the size changed from \(before.width)×\(before.height) to \(after.width)×\(after.height); frames not compared")
            diff.frames = JobDiff.FrameCounts(base: before.frames, head: after.frames, compared: 0)
            diff.files.baseVideo = try copyBaseVideo(fileBefore, of: after.id, into: folder)
            return true
        }
        let readerBefore = try open(urlBefore, side: "BASE")
        let readerAfter = try open(urlAfter, side: "HEAD")

        // The overlay is written as the frames are compared, and kept only
        // when something changed.
        let overlayFile = try AtomicOutputFile(Self.overlayFile(after.id), in: folder)
        var writer: VideoWriter? = nil
        var shares: [Double] = []
        var changedFlags: [Bool] = []
        var largest: (frame: Int, share: Double, base: [UInt8], head: [UInt8], mask: [UInt8], width: Int, height: Int)? = nil
        var compared = 0
        var countBefore = 0, countAfter = 0
        do {
            while true {
                let a = try decode(readerBefore, side: "BASE")
                let b = try decode(readerAfter, side: "HEAD")
                if a != nil { countBefore += 1 }
                if b != nil { countAfter += 1 }
                guard let a, let b else {
                    if a == nil && b == nil { break }
                    shares.append(1)
                    changedFlags.append(true)
                    continue
                }
                guard a.width == b.width, a.height == b.height else {
                    throw RenderError("\(after.id): BASE's frames are \(a.width)×\(a.height), HEAD's \(b.width)×\(b.height), though both reports say \(after.width)×\(after.height)")
                }
                let difference = try FrameDifference.between(a.rgba, b.rgba, width: a.width, height: a.height, tolerance: threshold.channelTolerance)
                let isChanged = difference.isChanged(under: threshold)
                shares.append((difference.changedShare * 1e6).rounded() / 1e6)
                changedFlags.append(isChanged)
                compared += 1
                if isChanged, difference.changedShare > (largest?.share ?? 0) {
                    largest = (compared - 1, difference.changedShare, a.rgba, b.rgba, difference.mask, a.width, a.height)
                }
                if writer == nil {
                    let fps = max(1, min(after.fps, VideoEncoderSettings.fpsRange.upperBound))
                    writer = try VideoWriter(path: overlayFile.temporaryPath, settings: VideoEncoderSettings(width: b.width, height: b.height, fps: fps, threads: 1))
                }
                let picture = DiffHighlight.overlay(head: b.rgba, mask: isChanged ? difference.mask : [UInt8](repeating: 0, count: difference.mask.count))
                try picture.withUnsafeBytes { try writer?.append(rgba: $0, bytesPerRow: b.width * 4) }
            }
        } catch {
            overlayFile.discard()
            throw error
        }
        diff.frames = JobDiff.FrameCounts(base: countBefore, head: countAfter, compared: compared)
        if countBefore != countAfter { diff.notes.append("HEAD has \(countAfter) frames, BASE \(countBefore)") }
        let changedIndices = changedFlags.indices.filter { changedFlags[$0] }
        guard !changedIndices.isEmpty else {
            overlayFile.discard()
            return false
        }
        diff.firstChangedFrame = changedIndices.first
        diff.lastChangedFrame = changedIndices.last
        diff.changedFrames = changedIndices.count
        diff.changedShares = shares
        let peak = shares.indices.max { shares[$0] < shares[$1] } ?? 0
        diff.largestChangeFrame = largest?.frame ?? peak
        diff.largestChangedShare = largest?.share ?? shares[peak]

        if let writer, compared > 0 {
            do { try writer.finish() } catch { overlayFile.discard(); throw error }
            try overlayFile.commit()
            diff.files.overlay = Self.overlayFile(after.id)
        } else {
            overlayFile.discard()
        }
        let chart = try DiffChart.png(shares: shares, changed: changedFlags, fps: after.fps,
                                      title: "\(after.name): pixels changed per frame", labeler: labeler)
        try AtomicOutputFile(Self.chartFile(after.id), in: folder).write(chart)
        diff.files.chart = Self.chartFile(after.id)
        if let largest {
            let time = after.fps > 0 ? String(format: " · %.2f s", Double(largest.frame) / Double(after.fps)) : ""
            let footer = "frame \(largest.frame)\(time) · \(DiffMarkdown.percent(largest.share)) of pixels changed"
            let still = try DiffHighlight.sideBySide(base: largest.base, head: largest.head, mask: largest.mask,
                                                     width: largest.width, height: largest.height,
                                                     labels: ["BASE · \(baseName)", "HEAD · \(headName)", "changed"], footer: footer, labeler: labeler)
            try AtomicOutputFile(Self.highlightFile(after.id), in: folder).write(still)
            diff.files.highlight = Self.highlightFile(after.id)
        }
        diff.files.baseVideo = try copyBaseVideo(fileBefore, of: after.id, into: folder)
        return true
    }

    private func open(_ url: URL, side: String) throws -> VideoDecoder {
        do { return try VideoDecoder(path: url.path, limits: limits) } catch {
            throw RenderError("cannot read \(side)'s video \(url.path): \(error)")
        }
    }

    private func decode(_ decoder: VideoDecoder, side: String) throws -> VideoDecoder.RGBAFrame? {
        do { return try decoder.nextFrame() } catch {
            throw RenderError("cannot decode \(side)'s video \(decoder.path): \(error)")
        }
    }

    private func copyBaseVideo(_ file: String, of id: String, into folder: OutputFolder) throws -> String {
        let source = try DiffInputs.regularFile(file, in: base, side: "BASE")
        let name = Self.baseVideoFile(id, ext: source.pathExtension.isEmpty ? "mp4" : source.pathExtension)
        try DiffInputs.copy(source, to: name, in: folder, limit: DiffInputs.maximumVideoBytes)
        return name
    }

    private static func sameBytes(_ a: URL, _ b: URL) throws -> Bool {
        let x = try DiffInputs.bytes(of: a, limit: DiffInputs.maximumVideoBytes)
        let y = try DiffInputs.bytes(of: b, limit: DiffInputs.maximumVideoBytes)
        return x == y
    }
}
