import Foundation

/// What `splashvid diff` found between two batch runs (BASE, e.g. the main
/// branch's previews, and HEAD, this branch's), job by job, in the form
/// the review page shows it: `ReviewPage.html(head, comparison:)` marks
/// each preview identical, changed, added or removed, offers the changed
/// ones' A/B compare against BASE's video, and filters to the changed.
public struct ReviewComparison: Sendable, Equatable {
    public enum Change: String, Codable, Sendable, CaseIterable {
        /// Same content hash, or every frame the same.
        case identical
        case changed
        /// In HEAD only.
        case added
        /// In BASE only (HEAD's report has no such job).
        case removed
    }

    public struct Entry: Sendable, Equatable {
        /// The job's id, as both reports write it.
        public var id: String
        /// The job's name (for removed jobs, which HEAD's report lacks).
        public var name: String
        public var change: Change
        /// Frames (0-based) of the first and last change, and the one that
        /// changed most with the share of its pixels that changed (0…1).
        public var firstChangedFrame: Int?
        public var lastChangedFrame: Int?
        public var largestChangeFrame: Int?
        public var largestChangedShare: Double?
        /// Paths relative to the page, as files are named (the page
        /// percent-encodes them): BASE's video of this job, the chart
        /// of changed pixels per frame (PNG), the frame of largest change
        /// side by side with its changed pixels highlighted (PNG), and the
        /// overlay diff video.
        public var baseVideo: String?
        public var chart: String?
        public var highlight: String?
        public var overlay: String?

        public init(id: String, name: String, change: Change,
                    firstChangedFrame: Int? = nil, lastChangedFrame: Int? = nil,
                    largestChangeFrame: Int? = nil, largestChangedShare: Double? = nil,
                    baseVideo: String? = nil, chart: String? = nil, highlight: String? = nil, overlay: String? = nil) {
            self.id = id
            self.name = name
            self.change = change
            self.firstChangedFrame = firstChangedFrame
            self.lastChangedFrame = lastChangedFrame
            self.largestChangeFrame = largestChangeFrame
            self.largestChangedShare = largestChangedShare
            self.baseVideo = baseVideo
            self.chart = chart
            self.highlight = highlight
            self.overlay = overlay
        }
    }

    /// How the page names the two sides ("main", "this branch": by
    /// default the folders' names).
    public var baseName: String
    public var headName: String
    /// Where HEAD's outputs (the report's file names) are, as a path
    /// relative to the page: "" when the page sits beside them, "../" from
    /// a `diff/` folder inside HEAD's.
    public var headPrefix: String
    public var entries: [Entry]

    public init(baseName: String, headName: String, headPrefix: String, entries: [Entry]) {
        self.baseName = baseName
        self.headName = headName
        self.headPrefix = headPrefix
        self.entries = entries
    }

    public func entry(for id: String) -> Entry? { entries.first { $0.id == id } }
}
