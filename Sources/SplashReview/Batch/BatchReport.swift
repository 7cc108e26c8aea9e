import Foundation
import SplashImport
import SplashRender

/// What a batch run did, job by job: `batch-report.json`, the input of
/// the Markdown summary, the review page and `splashvid batch --merge`.
public struct BatchReport: Codable, Sendable, Equatable {
    public var splashvid: String
    /// The manifest's file name and the SHA-256 of its bytes (merging
    /// checks that every shard rendered the same manifest).
    public var manifest: String
    public var manifestHash: String
    /// "K/N" for one shard's report; nil for a whole run or a merge.
    public var shard: String?
    /// Jobs in the manifest, in all shards.
    public var totalJobs: Int
    public var jobs: [JobReport]
    public var wallSeconds: Double
    /// Set when a signal stopped the run (see `Interruption`).
    public var interruption: Interruption?
    /// Outputs earlier runs wrote in the folder that no job of the
    /// manifest writes any more (`BatchPrune`), and whether `--prune`
    /// removed them; nil in reports of versions before these.
    public var staleOutputs: [String]?
    public var pruned: Bool?

    /// What stopped a run before its end: the signal, and the jobs it left
    /// unrendered (those in flight, whose partial files were removed, and
    /// those not started), by id, in manifest order.
    public struct Interruption: Codable, Sendable, Equatable {
        public var signal: String
        public var notRun: [String]

        public init(signal: String, notRun: [String]) {
            self.signal = signal
            self.notRun = notRun
        }
    }

    public var failed: [JobReport] { jobs.filter { $0.status == .failed } }

    public init(manifest: String, manifestHash: String, shard: String?, totalJobs: Int, jobs: [JobReport], wallSeconds: Double) {
        self.splashvid = SplashvidVersion.current
        self.manifest = manifest
        self.manifestHash = manifestHash
        self.shard = shard
        self.totalJobs = totalJobs
        self.jobs = jobs
        self.wallSeconds = wallSeconds
    }

    public static let fileName = "batch-report.json"

    public static func shardFileName(_ shard: BatchShard) -> String {
        "batch-report.shard-\(shard.index)-of-\(shard.count).json"
    }

    public func encoded() throws -> [UInt8] {
        try reportJSON()
    }

    public static func read(_ url: URL) throws -> BatchReport {
        do {
            return try JSONDecoder().decode(BatchReport.self, from: Data(contentsOf: url))
        } catch {
            throw RenderError("cannot read the report \(url.path): \(error.localizedDescription)")
        }
    }
}

public struct JobReport: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case rendered, skipped, failed
    }

    public struct Output: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable { case video, sheet, still }
        public var kind: Kind
        public var file: String
        public var bytes: Int
        /// A still's instant.
        public var time: Double?
        /// A contact sheet's cells and the instants they show.
        public var sheetMap: SheetMap?

        public init(kind: Kind, file: String, bytes: Int, time: Double? = nil, sheetMap: SheetMap? = nil) {
            self.kind = kind
            self.file = file
            self.bytes = bytes
            self.time = time
            self.sheetMap = sheetMap
        }
    }

    public var id: String
    /// Position in the manifest's expanded job list.
    public var index: Int
    public var name: String
    /// Where the manifest declares it ("jobs[2]", "matrix[0]").
    public var origin: String
    /// "preset kugou" or "scene path/to/file.json".
    public var source: String
    public var device: String
    public var width: Int
    public var height: Int
    /// As the manifest writes them.
    public var parameters: [String: String]
    public var fps: Int
    public var crf: Int
    public var speed: String
    public var outputs: [Output]
    public var hash: String?
    public var frames: Int
    /// The animation's length in seconds.
    public var duration: Double
    public var bytes: Int
    public var wallSeconds: Double
    public var status: Status
    public var error: String?
}
