import Foundation

/// The diff folder's `index.html`: HEAD's review page, with what the diff
/// found (`ReviewComparison`) for its A/B compare and changed-only filter.
public enum DiffPage {
    public static let fileName = ReviewPage.fileName

    /// The page for `head` compared by `comparison`; `diffFromHead` leads
    /// from HEAD's folder to the diff folder (the inverse of `headPrefix`).
    ///
    /// `ReviewPage.html(_:comparison:)` is being written; until it exists
    /// this is HEAD's review page (its links resolved against HEAD's folder
    /// by a `<base>`) under a summary section of the diff's own: the table
    /// of jobs that are not identical with the stills, charts and BASE's
    /// and HEAD's videos side by side. The comparison's entries already
    /// point where that page will look (BASE's video copy, chart, still and
    /// overlay beside the page, HEAD's outputs under `headPrefix`): once it
    /// exists, this becomes `ReviewPage.html(head, comparison: comparison)`.
    public static func html(_ head: BatchReport, comparison: ReviewComparison, diffFromHead: String, summary: String) -> String {
        var page = ReviewPage.html(head)
        let base = "<base href=\"\(ReviewPage.escape(comparison.headPrefix.isEmpty ? "./" : comparison.headPrefix))\">"
        if let charset = page.range(of: "<meta charset=\"utf-8\">") {
            page.insert(contentsOf: "\n" + base, at: charset.upperBound)
        }
        if let style = page.range(of: "</style>") {
            page.insert(contentsOf: Self.style, at: style.lowerBound)
        }
        if let body = page.range(of: "<body>\n") {
            page.insert(contentsOf: section(comparison, head: head, diffFromHead: diffFromHead, summary: summary), at: body.upperBound)
        }
        return page
    }

    static func section(_ comparison: ReviewComparison, head: BatchReport, diffFromHead: String, summary: String) -> String {
        func link(_ url: String) -> String { ReviewPage.escape(diffFromHead + url) }
        var html = "<section class=\"diff\" aria-label=\"Motion diff\">\n"
        html += "<h1>Motion diff: \(ReviewPage.escape(comparison.baseName)) → \(ReviewPage.escape(comparison.headName))</h1>\n"
        html += "<p class=\"counts\">\(ReviewPage.escape(summary))</p>\n"
        let shown = comparison.entries.filter { $0.change != .identical }
        for entry in shown {
            html += "<article class=\"diff-job \(entry.change.rawValue)\" data-change=\"\(entry.change.rawValue)\">\n"
            // No in-page link: under <base> a "#id" would lead to HEAD's own page.
            html += "<h2>\(ReviewPage.escape(entry.id)) <span class=\"change\">\(entry.change.rawValue)</span></h2>\n"
            if let first = entry.firstChangedFrame, let last = entry.lastChangedFrame {
                var line = first == last ? "frame \(first) changed" : "frames \(first)–\(last) changed"
                if let frame = entry.largestChangeFrame, let share = entry.largestChangedShare {
                    line += "; most at frame \(frame): \(DiffMarkdown.percent(share)) of pixels"
                }
                html += "<p>\(line)</p>\n"
            }
            html += "<div class=\"diff-media\">"
            if let still = entry.highlight { html += "<img src=\"\(link(still))\" alt=\"\(ReviewPage.escape(entry.id)): BASE, HEAD and the changed pixels\">" }
            if let chart = entry.chart { html += "<img src=\"\(link(chart))\" alt=\"\(ReviewPage.escape(entry.id)): pixels changed per frame\">" }
            html += "</div>\n"
            if let baseVideo = entry.baseVideo, let overlay = entry.overlay {
                html += "<div class=\"diff-media\">"
                html += "<figure><video src=\"\(link(baseVideo))\" muted loop autoplay playsinline></video><figcaption>BASE · \(ReviewPage.escape(comparison.baseName))</figcaption></figure>"
                if let video = head.jobs.first(where: { $0.id == entry.id })?.outputs.first(where: { $0.kind == .video }) {
                    html += "<figure><video src=\"\(ReviewPage.url(video.file))\" muted loop autoplay playsinline></video><figcaption>HEAD · \(ReviewPage.escape(comparison.headName))</figcaption></figure>"
                }
                html += "<figure><video src=\"\(link(overlay))\" muted loop autoplay playsinline></video><figcaption>changed pixels</figcaption></figure>"
                html += "</div>\n"
            }
            html += "</article>\n"
        }
        html += "</section>\n"
        return html
    }

    static let style = """
    .diff { padding: 16px 24px; border-bottom: 1px solid #d1d1d6; }
    .diff h1 { font-size: 20px; margin: 0 0 4px; }
    .diff-job { margin: 16px 0; }
    .diff-job h2 { font-size: 15px; margin: 0 0 4px; }
    .diff-job .change { font-weight: 600; color: #ec1a73; margin-left: 8px; }
    .diff-job.added .change { color: #248a3d; }
    .diff-job.removed .change { color: #8e8e93; }
    .diff-media { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
    .diff-media img { max-width: 100%; border: 1px solid #d1d1d6; }
    .diff-media video { max-height: 320px; border: 1px solid #d1d1d6; }
    .diff-media figure { margin: 0; }
    .diff-media figcaption { font-size: 12px; color: #6e6e73; }

    """
}

extension ReviewComparison {
    /// The comparison the review page shows for `diff`, with URLs relative
    /// to the diff folder's page; `headPrefix` leads from the diff folder
    /// to HEAD's (`"../"` for the default `diff/` inside HEAD).
    public init(_ diff: MotionDiff, headPrefix: String) {
        self.init(baseName: diff.baseName, headName: diff.headName, headPrefix: headPrefix, entries: diff.jobs.map { job in
            Entry(id: job.id, name: job.name, change: job.change,
                  firstChangedFrame: job.firstChangedFrame, lastChangedFrame: job.lastChangedFrame,
                  largestChangeFrame: job.largestChangeFrame, largestChangedShare: job.largestChangedShare,
                  baseVideo: job.files.baseVideo.map(Self.urlPath), chart: job.files.chart.map(Self.urlPath),
                  highlight: job.files.highlight.map(Self.urlPath), overlay: job.files.overlay.map(Self.urlPath))
        })
    }

    static func urlPath(_ file: String) -> String {
        file.addingPercentEncoding(withAllowedCharacters: DiffMarkdown.urlSafe) ?? file
    }

    /// The relative path from `folder` to `target` ("../" for a folder's
    /// parent, "" for the same folder), ending in "/"; nil when they share
    /// no root (then HEAD's outputs are not reachable by a relative link).
    public static func relativePath(from folder: URL, to target: URL) -> String? {
        let from = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to = target.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        guard common > 0 else { return nil }
        let ups = Array(repeating: "..", count: from.count - common)
        let downs = to[common...].map { $0.addingPercentEncoding(withAllowedCharacters: DiffMarkdown.urlSafe) ?? $0 }
        let parts = ups + downs
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }
}
