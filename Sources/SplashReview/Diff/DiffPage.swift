import Foundation

/// The diff folder's `index.html`: HEAD's review page with what the diff
/// found (`ReviewComparison`): each preview marked identical, changed
/// (from which frame to which, with its chart and side-by-side still),
/// added or removed, the changed ones compared with BASE's video, and the
/// page opening filtered to what changed.
public enum DiffPage {
    public static let fileName = ReviewPage.fileName

    public static func html(_ head: BatchReport, comparison: ReviewComparison) -> String {
        ReviewPage.html(head, comparison: comparison)
    }
}

extension ReviewComparison {
    /// The comparison the review page shows for `diff`, with paths relative
    /// to the diff folder's page (the page percent-encodes them);
    /// `headPrefix` leads from the diff folder to HEAD's (`"../"` for the
    /// default `diff/` inside HEAD).
    public init(_ diff: MotionDiff, headPrefix: String) {
        self.init(baseName: diff.baseName, headName: diff.headName, headPrefix: headPrefix, entries: diff.jobs.map { job in
            Entry(id: job.id, name: job.name, change: job.change,
                  firstChangedFrame: job.firstChangedFrame, lastChangedFrame: job.lastChangedFrame,
                  largestChangeFrame: job.largestChangeFrame, largestChangedShare: job.largestChangedShare,
                  baseVideo: job.files.baseVideo, chart: job.files.chart,
                  highlight: job.files.highlight, overlay: job.files.overlay)
        })
    }

    /// The relative path from `folder` to `target` ("../" for a folder's
    /// parent, "" for the same folder), ending in "/", not percent-encoded
    /// (the page does that); nil when they share
    /// no root (then HEAD's outputs are not reachable by a relative link).
    public static func relativePath(from folder: URL, to target: URL) -> String? {
        let from = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to = target.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        guard common > 0 else { return nil }
        let ups = Array(repeating: "..", count: from.count - common)
        let parts = ups + to[common...]
        return parts.isEmpty ? "" : parts.joined(separator: "/") + "/"
    }
}
