import Foundation
import SplashRender

/// What a finished job left in the output folder, kept beside its outputs
/// (`.splashvid-batch/<id>.json`) so the next run can tell that they are
/// current: same hash, every file present with the recorded size.
struct JobRecord: Codable, Sendable, Equatable {
    var hash: String
    /// File name → bytes.
    var outputs: [String: Int]
    var frames: Int
    var duration: Double
    /// The CRF a size budget chose (nil without one).
    var crf: Int?

    static let folderName = ".splashvid-batch"

    static func url(for job: BatchJob, in folder: URL) -> URL {
        folder.appendingPathComponent(folderName).appendingPathComponent("\(job.id).json")
    }

    static func fileName(for job: BatchJob) -> String { "\(job.id).json" }

    /// The records' folder in `folder`, if it is a real folder (a link
    /// planted there is neither read through nor written through).
    static func records(in folder: URL) -> OutputFolder? {
        (try? OutputFolder(folder))?.existingSubfolder(folderName)
    }

    static func read(for job: BatchJob, in folder: URL) -> JobRecord? {
        guard let records = records(in: folder), let file = try? records.file(fileName(for: job)) else { return nil }
        var status = stat()
        guard lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              let data = try? Data(contentsOf: file) else { return nil }
        return try? JSONDecoder().decode(JobRecord.self, from: data)
    }

    /// The outputs are there, as recorded.
    func isCurrent(hash: String, job: BatchJob, in folder: URL) -> Bool {
        guard hash == self.hash, Set(outputs.keys) == Set(job.outputFiles) else { return false }
        for (file, bytes) in outputs {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(file).path)
            guard (attributes?[.size] as? NSNumber)?.intValue == bytes else { return false }
        }
        return true
    }

    func write(for job: BatchJob, in folder: URL) throws {
        let records = try OutputFolder(folder).subfolder(Self.folderName)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let output = try AtomicOutputFile(Self.fileName(for: job), in: records)
        try output.write([UInt8](try encoder.encode(self)))
    }

    static func remove(for job: BatchJob, in folder: URL) {
        guard let file = try? records(in: folder)?.file(fileName(for: job)) else { return }
        unlink(file.path)
    }
}
