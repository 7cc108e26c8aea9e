import Foundation
import SplashFormats

/// The Markdown summary of a batch report, for a CI step summary
/// (`$GITHUB_STEP_SUMMARY`) or a pull-request comment.
public enum BatchSummary {
    public static let fileName = "batch-summary.md"

    public static func markdown(_ report: BatchReport) -> String {
        let rendered = report.jobs.filter { $0.status == .rendered }.count
        let skipped = report.jobs.filter { $0.status == .skipped }.count
        let failed = report.failed.count
        var title = "### splashvid batch: \(escape(report.manifest))"
        if let shard = report.shard { title += " (shard \(shard))" }
        var lines = [title, ""]
        lines.append("\(failed == 0 ? "✅" : "❌") \(report.jobs.count) jobs: \(rendered) rendered, \(skipped) unchanged (skipped), \(failed) failed, in \(seconds(report.wallSeconds)).")
        lines.append("")
        lines.append("| job | device | status | frames | length | size | time |")
        lines.append("| --- | --- | --- | ---: | ---: | ---: | ---: |")
        for job in report.jobs {
            let status = switch job.status {
            case .rendered: "rendered"
            case .skipped: "unchanged"
            case .failed: "**failed**"
            }
            lines.append("| `\(escape(job.name))` | \(escape(job.device)) (\(job.width)×\(job.height)) | \(status) | \(job.frames) | \(seconds(job.duration)) | \(bytes(job.bytes)) | \(seconds(job.wallSeconds)) |")
        }
        if failed > 0 {
            lines.append("")
            lines.append("**Failed:**")
            for job in report.failed {
                lines.append("- `\(escape(job.id))` (\(escape(job.origin))): \(escape(job.error ?? "unknown error"))")
            }
        }
        if let stale = report.staleOutputs, !stale.isEmpty {
            lines.append("")
            lines.append(report.pruned == true ? "**Removed** (no job writes them any more):" : "**No job writes these any more** (`--prune` removes them):")
            for file in stale { lines.append("- `\(escape(file))`") }
        }
        lines.append("")
        lines.append("Open `index.html` in the output folder to review every preview.")
        return lines.joined(separator: "\n") + "\n"
    }

    static func seconds(_ value: Double) -> String {
        String(format: value < 10 ? "%.2f s" : "%.1f s", value)
    }

    static func bytes(_ count: Int) -> String {
        if count >= 1 << 20 { return String(format: "%.1f MB", Double(count) / Double(1 << 20)) }
        if count >= 1 << 10 { return String(format: "%.0f KB", Double(count) / Double(1 << 10)) }
        return "\(count) B"
    }

    /// Text made safe for a Markdown table cell that GitHub renders: no
    /// HTML (a manifest named `<img onerror=…>.json` stays text), no cell
    /// break, no code span closed early, one line.
    static func escape(_ text: String) -> String {
        HTMLText.escape(text.replacingOccurrences(of: "`", with: "'"))
            .replacingOccurrences(of: "|", with: "\\|")
            .split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}
