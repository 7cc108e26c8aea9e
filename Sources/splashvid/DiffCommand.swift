import ArgumentParser
import Foundation
import SplashRender
import SplashImport
import SplashReview

struct DiffCommand: ParsableCommand {
    /// The exit status of `--fail-on-change` when anything differs.
    static let changedExitCode: Int32 = 3

    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two folders `splashvid batch` wrote, job by job: identical, changed (from which frame, how much), added or removed.",
        discussion: """
        BASE and HEAD are two previews folders (e.g. the main branch's artifact and this \
        branch's). Jobs are matched by id. A job is identical when both reports carry the \
        same content hash, or when every decoded frame is the same within the threshold and \
        every still and contact sheet is the same file. Different frame counts or sizes count \
        as changed. Animated WebP previews are compared by bytes (this FFmpeg cannot demux them).

        Writes into the diff folder (default: HEAD/diff): diff.md (a pull-request comment, \
        ready for `gh pr comment --body-file`), diff.json, index.html (HEAD's review page \
        with the diff), and for each changed job ID.chart.png (pixels changed per frame), \
        ID.changes.png (the frame of largest change: BASE | HEAD | changed pixels), \
        ID.overlay.mp4 (HEAD greyed, changed pixels in pink) and ID.base.mp4 (BASE's video).

        A pixel changes when one of its channels differs by more than --threshold (default 16 \
        of 255: H.264 alone moves the pixels of unchanged frames by up to 5 when later frames \
        change, a few by more on tiny videos), a frame when more than --min-changed percent \
        of its pixels change (default 0.02).

        Exit status: 0 when the diff was written (whatever it found); 3 with --fail-on-change \
        when a job changed, was added or was removed; 1 on an error.

        Examples:
          splashvid diff base-previews previews
          splashvid diff base-previews previews -o diff --fail-on-change
          splashvid diff base previews --image-url-prefix https://example.com/pr-42/diff/
        """
    )

    @Argument(help: ArgumentHelp("The previews folder to compare against (its batch-report.json).", valueName: "BASE"), completion: .directory)
    var base: String

    @Argument(help: ArgumentHelp("The previews folder to compare.", valueName: "HEAD"), completion: .directory)
    var head: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The diff folder (default: HEAD/diff).", valueName: "folder"), completion: .directory)
    var output: String?

    @Option(help: ArgumentHelp("Largest channel difference (0–255) that still counts as the same pixel.", valueName: "N"))
    var threshold: Int = FrameThreshold.standard.channelTolerance

    @Option(help: ArgumentHelp("Percent of a frame's pixels that may change while the frame counts as the same.", valueName: "percent"))
    var minChanged: Double = FrameThreshold.standard.minimumChangedShare * 100

    @Option(help: ArgumentHelp("Prefix for the image links in diff.md (where the diff folder is published); relative links otherwise.", valueName: "URL"))
    var imageURLPrefix: String?

    @Option(help: ArgumentHelp("How diff.md and the page name BASE (default: its folder's name).", valueName: "name"))
    var baseName: String?

    @Option(help: ArgumentHelp("How diff.md and the page name HEAD (default: its folder's name).", valueName: "name"))
    var headName: String?

    @Flag(help: "Exit with status 3 when a job changed, was added or was removed.")
    var failOnChange = false

    @Flag(help: "Print diff.json on standard output.")
    var json = false

    @Flag(help: "Print a line per compared job even when standard error is not a terminal (CI logs).")
    var progress = false

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    func run() throws {
        guard (0...255).contains(threshold) else { throw RenderError("--threshold must be between 0 and 255, not \(threshold)") }
        guard minChanged.isFinite, (0...100).contains(minChanged) else { throw RenderError("--min-changed must be a percentage between 0 and 100, not \(minChanged)") }
        if let prefix = imageURLPrefix {
            guard !prefix.isEmpty, prefix.utf8.count <= 2048, !prefix.contains(where: { $0.isWhitespace || "\"'<>`|".contains($0) }) else {
                throw RenderError("--image-url-prefix must be a URL without spaces, quotes, <, >, ` or |")
            }
        }
        let baseFolder = URL(fileURLWithPath: base).standardizedFileURL
        let headFolder = URL(fileURLWithPath: head).standardizedFileURL
        let baseReport = try DiffInputs.report(in: baseFolder, side: "BASE")
        let headReport = try DiffInputs.report(in: headFolder, side: "HEAD")
        // `-o` is the user's folder; the default is inside HEAD, an
        // artifact that may be anyone's: a link planted there is refused.
        let diffFolder = try output.map { try OutputFolder.creating(URL(fileURLWithPath: $0).standardizedFileURL, noun: "diff folder") }
            ?? OutputFolder.creating(headFolder.appendingPathComponent("diff"), inside: headFolder, noun: "diff folder")
        let folder = diffFolder.url
        let runner = MotionDiffRunner(
            base: baseFolder, head: headFolder, output: diffFolder.resolved,
            baseName: baseName ?? baseFolder.lastPathComponent, headName: headName ?? headFolder.lastPathComponent,
            threshold: FrameThreshold(channelTolerance: threshold, minimumChangedShare: minChanged / 100)
        )
        let lines = !quiet && (isatty(STDERR_FILENO) != 0 || progress)
        let diff = try runner.run(baseReport: baseReport, headReport: headReport) { done, total, job in
            guard lines else { return }
            var line = "\(job.change.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(job.id)"
            if let first = job.firstChangedFrame, let last = job.lastChangedFrame { line += "  frames \(first)–\(last)" }
            StandardError.write(RenderError.oneLine("[\(done)/\(total)] " + line) + "\n")
        }

        guard let headPrefix = ReviewComparison.relativePath(from: folder, to: headFolder) else {
            throw RenderError("the diff folder \(folder.path) and HEAD \(headFolder.path) share no root; choose a diff folder on the same file system")
        }
        let comparison = ReviewComparison(diff, headPrefix: headPrefix)
        try AtomicOutputFile(MotionDiff.fileName, in: diffFolder).write(diff.encoded())
        try AtomicOutputFile(DiffMarkdown.fileName, in: diffFolder)
            .write(Array(DiffMarkdown.markdown(diff, imageURLPrefix: imageURLPrefix).utf8))
        let page = DiffPage.html(headReport, comparison: comparison)
        try AtomicOutputFile(DiffPage.fileName, in: diffFolder).write(Array(page.utf8))

        if json { print(String(decoding: try diff.encoded(), as: UTF8.self)) }
        if !quiet {
            StandardError.write(RenderError.oneLine("splashvid diff: \(diff.summary.line) (\(folder.path)/\(DiffMarkdown.fileName))") + "\n")
        }
        if failOnChange, diff.summary.anyChange { Foundation.exit(Self.changedExitCode) }
    }
}
