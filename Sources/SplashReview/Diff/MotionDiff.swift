import Foundation
import SplashRender

/// What `splashvid diff BASE HEAD` found: `diff.json`, the input of
/// `diff.md` and the diff page.
public struct MotionDiff: Codable, Sendable, Equatable {
    public var splashvid: String
    /// The two folders as given on the command line, and how the outputs
    /// name them.
    public var base: String
    public var head: String
    public var baseName: String
    public var headName: String
    public var threshold: FrameThreshold
    /// Job counts by change.
    public var summary: Summary
    /// HEAD's jobs in its report's order, then BASE's removed ones.
    public var jobs: [JobDiff]

    public struct Summary: Codable, Sendable, Equatable {
        public var identical = 0
        public var changed = 0
        public var added = 0
        public var removed = 0

        public init(_ jobs: [JobDiff]) {
            for job in jobs {
                switch job.change {
                case .identical: identical += 1
                case .changed: changed += 1
                case .added: added += 1
                case .removed: removed += 1
                }
            }
        }

        /// Whether anything differs between the two sides.
        public var anyChange: Bool { changed + added + removed > 0 }

        /// "3 changed, 5 identical, 1 added" (counts of zero left out;
        /// "no jobs" when there are none).
        public var line: String {
            let parts = [(changed, "changed"), (identical, "identical"), (added, "added"), (removed, "removed")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            return parts.isEmpty ? "no jobs" : parts.joined(separator: ", ")
        }
    }

    public static let fileName = "diff.json"

    public init(base: String, head: String, baseName: String, headName: String, threshold: FrameThreshold, jobs: [JobDiff]) {
        self.splashvid = SplashvidVersion.current
        self.base = base
        self.head = head
        self.baseName = baseName
        self.headName = headName
        self.threshold = threshold
        self.summary = Summary(jobs)
        self.jobs = jobs
    }

    public func encoded() throws -> [UInt8] {
        try reportJSON()
    }
}

/// One job's comparison.
public struct JobDiff: Codable, Sendable, Equatable {
    public var id: String
    public var name: String
    public var change: ReviewComparison.Change
    /// Why it counts as changed, or what could not be compared, in words
    /// ("the same content hash", "HEAD has 25 frames, BASE 20", "WebP
    /// videos cannot be decoded by this FFmpeg (5.1); compared by bytes").
    public var notes: [String] = []
    /// What the job was asked to render differently (`InputChanges`):
    /// "title4: unset → \"Ready to start?\"", "splashvid 0.1.0 → 0.2.0".
    public var inputChanges: [String] = []
    public var fps: Int?
    /// Frames on each side and how many were compared pixel by pixel.
    public var frames: FrameCounts?
    /// The video's frames (0-based) of the first and last change, and the
    /// one that changed most with the share of its pixels that changed.
    public var firstChangedFrame: Int?
    public var lastChangedFrame: Int?
    public var largestChangeFrame: Int?
    public var largestChangedShare: Double?
    /// Frames that changed.
    public var changedFrames: Int?
    /// Share of pixels changed in each frame (0…1; 1 for a frame only one
    /// side has), rounded to 1e-6.
    public var changedShares: [Double]?
    /// The stills and contact sheets, compared exactly, by file name.
    public var images: [ImageDiff] = []
    /// Files in the diff folder, relative to it.
    public var files: Files = Files()

    public struct FrameCounts: Codable, Sendable, Equatable {
        public var base: Int
        public var head: Int
        public var compared: Int
    }

    public struct ImageDiff: Codable, Sendable, Equatable {
        public var base: String?
        public var head: String?
        public var change: ReviewComparison.Change
    }

    public struct Files: Codable, Sendable, Equatable {
        /// Share of pixels changed per frame (PNG).
        public var chart: String?
        /// The frame of largest change: BASE | HEAD | changed pixels (PNG).
        public var highlight: String?
        /// HEAD greyed with the changed pixels in colour, frame by frame (MP4).
        public var overlay: String?
        /// A copy of BASE's video.
        public var baseVideo: String?

        public init() {}
    }

    public init(id: String, name: String, change: ReviewComparison.Change) {
        self.id = id
        self.name = name
        self.change = change
    }

    /// A frame's time in seconds at the job's frame rate.
    public func seconds(ofFrame frame: Int) -> Double? {
        guard let fps, fps > 0 else { return nil }
        return Double(frame) / Double(fps)
    }
}
