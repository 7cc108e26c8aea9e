import Foundation
import SplashFormats

/// The review page (`index.html` beside the outputs): every preview in a
/// grid, each a looping muted video with a frame scrubber, its contact
/// sheet (click a frame to seek there), details and download links; an
/// A/B compare of any two previews (side by side, or an onion skin with
/// an opacity slider); keyboard and frame-step controls. One
/// self-contained file (inline style and script, no CDN), so it works
/// opened from the folder, from a CI artifact or on a phone.
///
/// With a `ReviewComparison` (what `splashvid diff` found against another
/// run) each preview is marked identical, changed (from which frame to
/// which), added or removed, the changed ones compare against the other
/// run's video, and the page opens filtered to what changed.
///
/// Each preview shows its state ("loading", "ready", "cannot play") and
/// keeps it in `data-state` with the media's `data-media-duration`, for a
/// reviewer and for the browser test alike.
public enum ReviewPage {
    public static let fileName = "index.html"

    public static func html(_ report: BatchReport, comparison: ReviewComparison? = nil) -> String {
        let rendered = report.jobs.filter { $0.status != .failed }.count
        var body = "<header>\n<h1>\(HTMLText.escape(report.manifest))</h1>\n"
        body += "<p class=\"counts\">\(rendered) of \(report.jobs.count) previews\(report.failed.isEmpty ? "" : " · <strong class=\"bad\">\(report.failed.count) failed</strong>") · splashvid \(HTMLText.escape(report.splashvid))</p>\n"
        if let comparison { body += summary(of: comparison) }
        body += filters(report, comparison: comparison)
        body += controls
        body += "</header>\n<main>\n"
        for job in report.jobs {
            body += card(job, comparison: comparison)
        }
        for entry in comparison?.entries ?? [] where entry.change == .removed {
            body += removedCard(entry)
        }
        body += "</main>\n" + compareDialog
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(report.manifest)) · splashvid \(comparison == nil ? "previews" : "diff")</title>
        <style>\(EmbeddedPages.reviewCSS)</style>
        </head>
        <body>
        \(body)<script>\(EmbeddedPages.reviewJS)</script>
        </body>
        </html>

        """
    }

    /// "Compared with main: 2 changed · 5 identical · 1 added".
    static func summary(of comparison: ReviewComparison) -> String {
        let counts = [ReviewComparison.Change.changed, .added, .removed, .identical].compactMap { change -> String? in
            let count = comparison.entries.filter { $0.change == change }.count
            return count == 0 ? nil : "<span class=\"badge \(change.rawValue)\">\(count) \(change.rawValue)</span>"
        }
        return "<p class=\"diff-summary\">\(HTMLText.escape(comparison.headName)) compared with \(HTMLText.escape(comparison.baseName)): \(counts.joined(separator: " "))</p>\n"
    }

    /// The filter buttons and the search box: what changed, when there is
    /// a comparison, and each status a job has (rendered, current,
    /// failed); nothing for a single preview.
    static func filters(_ report: BatchReport, comparison: ReviewComparison?) -> String {
        let total = report.jobs.count + (comparison?.entries.filter { $0.change == .removed }.count ?? 0)
        guard total > 1 else { return "" }
        var options: [(filter: String, title: String)] = [("all", "All (\(total))")]
        if let comparison {
            let changed = comparison.entries.filter { $0.change != .identical }.count
            let identical = comparison.entries.count - changed
            options.append(("changed", "Changed (\(changed))"))
            options.append(("identical", "Identical (\(identical))"))
        }
        for (status, title) in [(JobReport.Status.rendered, "Rendered"), (.skipped, "Current"), (.failed, "Failed")] {
            let count = report.jobs.filter { $0.status == status }.count
            // A status every job has filters nothing (unless they failed: worth a button).
            if count > 0, count < total || status == .failed { options.append((status.rawValue, "\(title) (\(count))")) }
        }
        // Open on what needs a look: the changes, else the failures, else all.
        let opening = comparison.map { $0.entries.contains { $0.change != .identical } ? "changed" : "all" } ?? (report.failed.isEmpty ? "all" : "failed")
        var html = "<div class=\"filters\" role=\"group\" aria-label=\"Show\" data-initial=\"\(opening)\">"
        for option in options {
            html += "<button type=\"button\" data-filter=\"\(option.filter)\" aria-pressed=\"\(option.filter == opening)\">\(option.title)</button>"
        }
        html += "<input type=\"search\" class=\"search\" placeholder=\"Search\" aria-label=\"Search previews by name, device or source\">"
        html += "<span class=\"shown-count\" aria-live=\"polite\"></span>"
        return html + "</div>\n"
    }

    /// A time or length in seconds as an attribute holds it: at most three
    /// decimals, no trailing zeros ("0.46", not "0.45999999999999996").
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static let controls = """
    <div class="controls" role="toolbar" aria-label="Playback">
      <button type="button" data-action="toggle" title="Space">Play / pause</button>
      <button type="button" data-action="back" title="← or ,">◀︎ frame</button>
      <button type="button" data-action="forward" title="→ or .">frame ▶︎</button>
      <button type="button" data-action="restart" title="Home or 0">Restart</button>
      <button type="button" data-action="slower" title="[">Slower</button>
      <button type="button" data-action="faster" title="]">Faster</button>
      <button type="button" data-action="all" title="a">All / selected</button>
      <span class="rate" aria-live="polite">1×</span>
      <button type="button" data-action="compare" title="c" disabled>Compare A / B</button>
      <span class="picked" aria-live="polite">Pick A and B on two previews to compare them</span>
    </div>
    <p class="keys">Keys: <kbd>Space</kbd> play/pause · <kbd>←</kbd> <kbd>→</kbd> one frame · <kbd>Shift</kbd>+arrows one second · <kbd>Home</kbd> start · <kbd>[</kbd> <kbd>]</kbd> speed · <kbd>j</kbd> <kbd>k</kbd> next/previous preview · <kbd>a</kbd> control all previews or the selected one · <kbd>c</kbd> compare A and B · <kbd>Esc</kbd> close the compare</p>

    """

    static let compareDialog = """
    <dialog id="compare" aria-labelledby="compare-title">
    <div class="compare-bar">
      <h2 id="compare-title">Compare</h2>
      <div role="group" aria-label="Mode">
        <button type="button" data-mode="side" aria-pressed="true">Side by side</button>
        <button type="button" data-mode="onion" aria-pressed="false">Onion skin</button>
      </div>
      <label class="onion-only">A <input type="range" id="onion" min="0" max="100" value="50" aria-label="Opacity of B over A"> B</label>
      <button type="button" data-compare="toggle">Play / pause</button>
      <button type="button" data-compare="close">Close</button>
    </div>
    <div class="stage side">
      <figure class="side-a"><figcaption><b>A</b> <span class="label"></span></figcaption><video muted loop playsinline preload="auto"></video></figure>
      <figure class="side-b"><figcaption><b>B</b> <span class="label"></span></figcaption><video muted loop playsinline preload="auto"></video></figure>
    </div>
    <div class="scrub"><input type="range" min="0" max="0" value="0" step="1" aria-label="Frame of both"><output class="clock">0.00 s · frame 0</output></div>
    </dialog>

    """

    /// Whether a preview is a `<video>` (MP4, WebM) rather than an image or a link.
    static func playsAsVideo(_ file: String) -> Bool {
        ["mp4", "webm"].contains(URL(fileURLWithPath: file).pathExtension.lowercased())
    }

    /// A relative path ("kugou@iPhone 15.mp4", "../previews/a b.png") as
    /// an attribute's URL: each component percent-encoded, then escaped.
    static func url(_ path: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~@")
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
        }
        return HTMLText.escape(components.joined(separator: "/"))
    }
}
