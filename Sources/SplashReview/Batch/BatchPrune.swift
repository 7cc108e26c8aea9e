import Foundation
import SplashRender

/// Outputs a batch wrote that no job of the manifest writes any more (a
/// job removed, renamed, a device or still dropped): listed after every
/// run, removed with `--prune`. Only files the batch recorded writing are
/// candidates — each finished job's record (`.splashvid-batch/<id>.json`)
/// names its outputs — so nothing else in the folder is ever touched.
public struct BatchPrune: Sendable, Equatable {
    /// Output files no job writes any more, by name, sorted.
    public var files: [String]
    /// Records of jobs no longer in the manifest, by name.
    var records: [String]

    /// What a run of `jobs` in `folder` leaves behind: the files of
    /// records whose outputs no job writes now (and that are still there,
    /// regular files), and the records of jobs the manifest no longer has.
    public static func stale(in folder: URL, jobs: [BatchJob]) -> BatchPrune {
        guard let records = JobRecord.records(in: folder) else { return BatchPrune(files: [], records: []) }
        let written = Set(jobs.flatMap(\.outputFiles))
        let current = Set(jobs.map(JobRecord.fileName(for:)))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: records.resolved.path)) ?? []
        var files: Set<String> = [], staleRecords: [String] = []
        for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") && OutputFolder.isFileName(name) {
            guard let url = try? records.file(name), isRegularFile(url.path), let data = try? Data(contentsOf: url),
                  let record = try? JSONDecoder().decode(JobRecord.self, from: data) else { continue }
            if !current.contains(name) { staleRecords.append(name) }
            for file in record.outputs.keys where !written.contains(file) && OutputFolder.isFileName(file) && !file.hasPrefix(".") {
                if let url = try? OutputFolder(folder).file(file), isRegularFile(url.path) { files.insert(file) }
            }
        }
        return BatchPrune(files: files.sorted(), records: staleRecords.sorted())
    }

    /// Removes the files and the records; returns the files that could
    /// not be removed, with why.
    public func remove(in folder: URL) -> [String] {
        var problems: [String] = []
        guard let output = try? OutputFolder(folder) else { return files }
        for name in files {
            guard let url = try? output.file(name), isRegularFile(url.path) else { continue }
            if unlink(url.path) != 0 { problems.append("\(name): \(String(cString: strerror(errno)))") }
        }
        if let records = JobRecord.records(in: folder) {
            for name in self.records {
                if let url = try? records.file(name), isRegularFile(url.path) { unlink(url.path) }
            }
        }
        return problems
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    private func isRegularFile(_ path: String) -> Bool { Self.isRegularFile(path) }
}
