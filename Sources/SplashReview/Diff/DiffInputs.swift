import Foundation
import SplashFormats
import SplashImport
import SplashRender

/// The two sides' reports and files, read as untrusted input: a report
/// from another branch's artifact may name any file, claim any size or
/// frame count, list any number of jobs.
public enum DiffInputs {
    /// The most bytes a batch report may have.
    public static let maximumReportBytes = 64 << 20
    /// The most jobs a report may list.
    public static let maximumJobs = 10_000
    /// The most frames a job may claim (and a video may decode to).
    public static let maximumFrames = 100_000
    /// The most bytes of a still or sheet compared, and of a video copied.
    public static let maximumImageBytes = 256 << 20
    public static let maximumVideoBytes = 4 << 30

    /// Reads `folder/batch-report.json`, named `side` ("BASE", "HEAD") in
    /// errors, and checks what the diff relies on.
    public static func report(in folder: URL, side: String) throws -> BatchReport {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw RenderError("\(side) folder \(folder.path) does not exist")
        }
        guard isDirectory.boolValue else { throw RenderError("\(side) \(folder.path) is not a folder (give the folder `splashvid batch` wrote)") }
        let file = folder.appendingPathComponent(BatchReport.fileName)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw RenderError("\(side) folder \(folder.path) has no \(BatchReport.fileName) (is it a folder `splashvid batch` wrote?)")
        }
        let bytes = try RenderError.reading { () throws(FileReadError) in try BoundedFile(noun: "report", plural: "batch reports", limit: maximumReportBytes).read(file.path) }
        let report: BatchReport
        do { report = try JSONDecoder().decode(BatchReport.self, from: Data(bytes)) } catch {
            throw RenderError("cannot read the report \(file.path): \(outOfRange(in: bytes) ?? describe(error))")
        }
        guard report.jobs.count <= maximumJobs else {
            throw RenderError("the report \(file.path) lists \(report.jobs.count) jobs; a diff compares at most \(maximumJobs)")
        }
        var seen = Set<String>()
        for (index, job) in report.jobs.enumerated() {
            let field = "\(file.path): jobs[\(index)]"
            guard !job.id.isEmpty, job.id.utf8.count <= 255 else { throw RenderError("\(field).id must be 1 to 255 bytes") }
            // An id names the diff's files (ID.chart.png, …): a batch's id,
            // or nothing is written.
            guard OutputFolder.isJobStem(job.id) else {
                throw RenderError("\(field).id \(job.id.debugDescription) is not a batch job's id (name@device: letters, digits, '.', '_', '-', '@' and '+', not starting with '.', at most 200 bytes); it would name the diff's files")
            }
            guard seen.insert(job.id).inserted else { throw RenderError("\(field).id \"\(job.id)\" is listed twice") }
            guard (0...maximumFrames).contains(job.frames) else {
                throw RenderError("\(field).frames must be between 0 and \(maximumFrames), not \(job.frames)")
            }
            guard (0...8192).contains(job.width), (0...8192).contains(job.height) else {
                throw RenderError("\(field) has a size of \(job.width)×\(job.height); at most 8192 a side")
            }
            guard (0...240).contains(job.fps) else { throw RenderError("\(field).fps must be between 0 and 240, not \(job.fps)") }
            for (o, output) in job.outputs.enumerated() where !isPlainFileName(output.file) {
                throw RenderError("\(field).outputs[\(o)].file \"\(output.file)\" is not a file name in the folder")
            }
        }
        return report
    }

    /// One name in the folder: no separators, not `.` or `..`, no NUL,
    /// at most 255 bytes.
    public static func isPlainFileName(_ name: String) -> Bool {
        OutputFolder.isFileName(name)
    }

    /// `folder/name` if it is a regular file (not a link, a folder, a FIFO
    /// or a device): what a report names is read only then.
    static func regularFile(_ name: String, in folder: URL, side: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        var status = stat()
        guard lstat(url.path, &status) == 0 else { throw RenderError("\(side)'s \(name) is missing from \(folder.path)") }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw RenderError("\(side)'s \(name) in \(folder.path) is not a regular file (a link, folder or device is not read)")
        }
        return url
    }

    static func bytes(of url: URL, limit: Int) throws -> [UInt8] {
        try RenderError.reading { () throws(FileReadError) in try BoundedFile(noun: "file", plural: "files a diff compares", limit: limit).read(url.path) }
    }

    /// Copies a regular file to `name` in `folder` (atomically), up to `limit` bytes.
    static func copy(_ source: URL, to name: String, in folder: OutputFolder, limit: Int) throws {
        let fd = open(source.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw RenderError("cannot read \(source.path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let output = try AtomicOutputFile(name, in: folder)
        let destination = output.destination
        let out = open(output.temporaryPath, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC)
        guard out >= 0 else { output.discard(); throw RenderError("cannot write \(destination.path): \(String(cString: strerror(errno)))") }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var total = 0
        var failure: String? = nil
        while failure == nil {
            let got = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if got < 0 { if errno == EINTR { continue }; failure = "cannot read \(source.path): \(String(cString: strerror(errno)))"; break }
            if got == 0 { break }
            total += got
            if total > limit { failure = "\(source.path) is larger than \(limit >> 20) MiB, the most a diff copies"; break }
            var written = 0
            while written < got {
                let count = buffer.withUnsafeBytes { Foundation.write(out, $0.baseAddress.map { $0 + written }, got - written) }
                if count < 0 { if errno == EINTR { continue }; failure = "cannot write \(destination.path): \(String(cString: strerror(errno)))"; break }
                written += count
            }
        }
        close(out)
        if let failure { output.discard(); throw RenderError(failure) }
        try output.commit()
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        default:
            return error.localizedDescription
        }
    }

    /// The largest integer a report's numbers are read as exactly (2^53).
    static let largestNumber = 9_007_199_254_740_992.0

    /// Foundation's decoder refuses a valid number too large for its field
    /// as "not valid JSON", without a path: the first such number, named
    /// by its path. nil when the file is not JSON or has none.
    private static func outOfRange(in bytes: [UInt8]) -> String? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) else { return nil }
        // Depth-first with an explicit stack (keys in order).
        var stack: [(value: Any, path: String)] = [(root, "")]
        while let (value, path) = stack.popLast() {
            if let object = value as? [String: Any] {
                for key in object.keys.sorted().reversed() { stack.append((object[key]!, path.isEmpty ? key : path + "." + key)) }
            } else if let array = value as? [Any] {
                for (index, element) in array.enumerated().reversed() { stack.append((element, path + "[\(index)]")) }
            } else if let number = value as? Double, !(abs(number) <= largestNumber) {
                let limit = String(format: "%.0f", largestNumber)
                return "\(path): the number \(number) is out of range (expected a number between -\(limit) and \(limit))"
            }
        }
        return nil
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
