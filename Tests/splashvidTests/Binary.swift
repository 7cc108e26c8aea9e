import Foundation
import Testing

/// Runs the built `splashvid` binary, as a user would.
///
/// `scripts/test` builds the release binary and names it in
/// SPLASHVID_BINARY; a plain `swift test` finds the debug one beside the
/// test bundle's build folder.
enum Binary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var path: String? {
        if let explicit = ProcessInfo.processInfo.environment["SPLASHVID_BINARY"] { return explicit }
        let candidates = ["release", "debug"]
            .map { packageRoot.appendingPathComponent(".build/\($0)/splashvid").path }
            .filter { FileManager.default.isExecutableFile(atPath: $0) }
        func modified(_ path: String) -> Date {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
        }
        return candidates.max { modified($0) < modified($1) }
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs splashvid with `arguments` in `folder` and waits for it.
    static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
        let process = try start(arguments, in: folder)
        return try finish(process)
    }

    static func start(_ arguments: [String], in folder: URL? = nil) throws -> RunningProcess {
        let binary = try #require(path, "build splashvid first (scripts/test does) or set SPLASHVID_BINARY")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return RunningProcess(process: process, out: out, err: err)
    }

    static func finish(_ running: RunningProcess) throws -> Result {
        // Read before waiting so a full pipe cannot stall the child.
        let stdout = running.out.fileHandleForReading.readDataToEndOfFile()
        let stderr = running.err.fileHandleForReading.readDataToEndOfFile()
        running.process.waitUntilExit()
        return Result(status: running.process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    struct RunningProcess {
        var process: Process
        var out: Pipe
        var err: Pipe
    }
}

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("splashvid-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func contents(of folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
}
