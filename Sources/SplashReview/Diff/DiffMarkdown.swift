import Foundation
import SplashFormats

/// `diff.md`: the diff as a pull-request comment (`gh pr comment
/// --body-file diff.md`): a summary line, then a table of the jobs that
/// are not identical with what their inputs changed, the frames that
/// changed, the largest change and the chart of changed pixels per frame,
/// then the identical ones in one line, then each changed job's frame of
/// largest change (BASE | HEAD | the changed pixels) wide enough to read.
///
/// A comment cannot show files from the runner, so images link to
/// `imageURLPrefix` + the file's name when one is given (where the diff
/// folder is published), to the file's name relative to `diff.md` otherwise.
public enum DiffMarkdown {
    public static let fileName = "diff.md"
    /// A hidden marker a CI step finds its own earlier comment by.
    public static let marker = "<!-- splashvid-diff -->"

    public static func markdown(_ diff: MotionDiff, imageURLPrefix: String? = nil) -> String {
        var lines = [marker, "### splashvid diff: \(escape(diff.baseName)) → \(escape(diff.headName))", ""]
        let icon = diff.summary.anyChange ? "🟠" : "✅"
        lines.append("\(icon) \(diff.summary.line).")
        let shown = diff.jobs.filter { $0.change != .identical }
        if !shown.isEmpty {
            lines.append("")
            lines.append("| job | change | changed frames | largest change | pixels changed per frame |")
            lines.append("| --- | --- | --- | ---: | --- |")
            for job in shown {
                let chart = job.files.chart.map { image($0, alt: "\(job.id): share of pixels changed per frame", width: 240, prefix: imageURLPrefix) } ?? ""
                var change = "**\(job.change.rawValue)**"
                if !job.notes.isEmpty { change += "<br>" + job.notes.map(escape).joined(separator: "<br>") }
                if !job.inputChanges.isEmpty { change += "<br>inputs: " + job.inputChanges.map(escape).joined(separator: "; ") }
                lines.append("| `\(escape(job.id))` | \(change) | \(frameRange(job)) | \(largest(job)) | \(chart) |")
            }
        }
        let identical = diff.jobs.filter { $0.change == .identical }
        if !identical.isEmpty {
            lines.append("")
            lines.append("Identical: " + identical.map { "`\(escape($0.id))`" }.joined(separator: ", ") + ".")
        }
        for job in shown {
            guard let still = job.files.highlight else { continue }
            lines.append("")
            let at = job.largestChangeFrame.map { " at frame \($0)" } ?? ""
            lines.append("**`\(escape(job.id))`**\(at): BASE · HEAD · the changed pixels")
            lines.append("")
            lines.append(image(still, alt: "\(job.id): BASE, HEAD and the changed pixels", width: 720, prefix: imageURLPrefix))
        }
        lines.append("")
        let tolerance = "a pixel changes when a channel differs by more than \(diff.threshold.channelTolerance), a frame when more than \(percent(diff.threshold.minimumChangedShare)) of its pixels do"
        lines.append("<sub>splashvid \(escape(diff.splashvid)); \(tolerance). Open the diff folder's `index.html` for the A/B compare.</sub>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "21–24 (2.10–2.40 s)", "21 (2.10 s)", or "—".
    static func frameRange(_ job: JobDiff) -> String {
        guard let first = job.firstChangedFrame, let last = job.lastChangedFrame else { return "—" }
        func time(_ frame: Int) -> String { job.seconds(ofFrame: frame).map { String(format: "%.2f", $0) } ?? "" }
        let frames = first == last ? "\(first)" : "\(first)–\(last)"
        let seconds = job.fps == nil ? "" : first == last ? " (\(time(first)) s)" : " (\(time(first))–\(time(last)) s)"
        var text = frames + seconds
        if let count = job.changedFrames, count != last - first + 1 { text += ", \(count) frames" }
        return text
    }

    static func largest(_ job: JobDiff) -> String {
        guard let share = job.largestChangedShare, let frame = job.largestChangeFrame else { return "—" }
        return "\(percent(share)) at frame \(frame)"
    }

    /// "6.2 %", "0.04 %", "100 %".
    static func percent(_ share: Double) -> String {
        let value = share * 100
        if value >= 99.95 { return "100 %" }
        if value >= 1 { return String(format: "%.1f %%", value) }
        return String(format: "%.2f %%", value)
    }

    static func image(_ file: String, alt: String, width: Int, prefix: String?) -> String {
        let name = file.addingPercentEncoding(withAllowedCharacters: urlSafe) ?? file
        var url = name
        if let prefix, !prefix.isEmpty { url = prefix.hasSuffix("/") ? prefix + name : prefix + "/" + name }
        return "<img src=\"\(HTMLText.escape(url))\" width=\"\(width)\" alt=\"\(escape(alt))\">"
    }

    /// Unreserved URL characters and `@`: everything else in a file name is
    /// percent-encoded.
    static let urlSafe = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@")

    static func escape(_ text: String) -> String { BatchSummary.escape(text) }
}
