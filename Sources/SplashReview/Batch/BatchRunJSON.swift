import Foundation

/// `splashvid batch --json`: what the run did as one JSON document on
/// standard output, for scripts. Its keys are documented in the README
/// and kept stable (a test lists them); they are a digest of
/// `batch-report.json`, which holds everything.
///
///     {"manifest": "previews.json", "output": "/abs/previews", "shard": null,
///      "jobs": [{"id": "kugou@iphone-15", "name": "kugou", "device": "iphone-15", "status": "rendered",
///                "width": 1179, "height": 2556, "outputs": [{"file": "kugou@iphone-15.mp4", "kind": "video", "bytes": 446000}],
///                "bytes": 446000, "seconds": 3.2, "error": null}],
///      "rendered": 1, "current": 0, "failed": 0,
///      "stale": [], "pruned": false, "seconds": 3.4,
///      "summary": "/abs/previews/batch-summary.md", "page": "/abs/previews/index.html"}
public enum BatchRunJSON {
    /// The top-level keys, and each job's, in the order documented.
    public static let keys = ["manifest", "output", "shard", "jobs", "rendered", "current", "failed", "stale", "pruned", "seconds", "summary", "page"]
    public static let jobKeys = ["id", "name", "device", "status", "width", "height", "outputs", "bytes", "seconds", "error"]

    /// The document, one line, keys sorted. `stale`: the outputs no job
    /// writes any more (removed when `pruned`); `summary` and `page` the
    /// files the run wrote (no page for a shard).
    public static func document(_ report: BatchReport, folder: URL, stale: [String], pruned: Bool, summary: URL, page: URL?) -> String {
        let jobs: [[String: Any]] = report.jobs.map { job in
            let status = switch job.status {
            case .rendered: "rendered"
            case .skipped: "current"
            case .failed: "failed"
            }
            return [
                "id": job.id, "name": job.name, "device": job.device, "status": status, "width": job.width, "height": job.height,
                "outputs": job.outputs.map { ["file": $0.file, "kind": $0.kind.rawValue, "bytes": $0.bytes] as [String: Any] },
                "bytes": job.bytes, "seconds": rounded(job.wallSeconds), "error": job.error ?? NSNull(),
            ]
        }
        let count = { (status: JobReport.Status) in report.jobs.filter { $0.status == status }.count }
        let object: [String: Any] = [
            "manifest": report.manifest, "output": folder.path, "shard": report.shard ?? NSNull(), "jobs": jobs,
            "rendered": count(.rendered), "current": count(.skipped), "failed": count(.failed),
            "stale": stale, "pruned": pruned, "seconds": rounded(report.wallSeconds),
            "summary": summary.path, "page": page?.path ?? NSNull(),
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    static func rounded(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }
}
