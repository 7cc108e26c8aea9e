import SplashImport
/// Joins the reports of a sharded batch (`--shard K/N` on N runners) into
/// the report of the whole manifest.
public enum BatchMerge {
    public static func merge(_ reports: [BatchReport], folder: String) throws(RenderError) -> BatchReport {
        guard let first = reports.first else {
            throw RenderError("no shard reports (batch-report.shard-K-of-N.json) in \(folder)")
        }
        var shards: [Int: BatchReport] = [:]
        var count = 0
        for report in reports {
            guard report.manifestHash == first.manifestHash, report.manifest == first.manifest else {
                throw RenderError("the shard reports in \(folder) come from different manifests (\(first.manifest) and \(report.manifest), or the manifest changed between shards)")
            }
            guard let text = report.shard, let shard = try? BatchShard(parsing: text) else {
                throw RenderError("a report in \(folder) is not a shard's report")
            }
            if count == 0 { count = shard.count }
            guard shard.count == count else {
                throw RenderError("the shard reports in \(folder) split the jobs differently (\(count) and \(shard.count) shards)")
            }
            guard shards[shard.index] == nil else { throw RenderError("shard \(shard) is reported twice in \(folder)") }
            shards[shard.index] = report
        }
        let missing = (1...count).filter { shards[$0] == nil }
        guard missing.isEmpty else {
            throw RenderError("the reports of shard\(missing.count > 1 ? "s" : "") \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) are missing from \(folder)")
        }
        let jobs = shards.values.flatMap(\.jobs).sorted { $0.index < $1.index }
        return BatchReport(manifest: first.manifest, manifestHash: first.manifestHash, shard: nil, totalJobs: first.totalJobs,
                           jobs: jobs, wallSeconds: shards.values.map(\.wallSeconds).max() ?? 0)
    }
}
