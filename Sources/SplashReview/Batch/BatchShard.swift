import SplashImport
/// One of N parts of a manifest's jobs, for spreading a batch over CI
/// runners (`--shard K/N`).
///
/// A job's shard depends on its id alone (the first 8 bytes of the id's
/// SHA-256, modulo N), so every job is in exactly one shard, every runner
/// computes the same split without talking to the others, and adding,
/// removing or reordering jobs never moves another job to a different
/// shard. Rejected: dealing jobs out by position (balanced, but inserting
/// a job in the middle, or a device in a matrix, moves every job after it).
public struct BatchShard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public static let maximumCount = 256

    public init(index: Int, count: Int) throws(RenderError) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else {
            throw RenderError("--shard must be K/N with 1 ≤ K ≤ N ≤ \(Self.maximumCount), not \(index)/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// Reads "K/N".
    public init(parsing text: String) throws(RenderError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw RenderError("--shard must be K/N, like 2/4, not \"\(text)\"")
        }
        try self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The 1-based shard, of `count`, that renders the job `id`.
    public static func shard(of id: String, count: Int) -> Int {
        let digest = { var hasher = SHA256(); hasher.update(id); return hasher.finalize() }()
        let value = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(value % UInt64(max(1, count))) + 1
    }

    public func contains(_ job: BatchJob) -> Bool {
        Self.shard(of: job.id, count: count) == index
    }
}
