import Foundation
import Testing

/// Runs the built `splashvid` binary, as a user would.
///
/// `scripts/test` builds the release binary and names it in
/// SPLASHVID_BINARY; a plain `swift test` finds the newest of the release
/// and debug ones in the checkout's `.build` folder.
public enum Binary {
    public static var path: String? {
        if let explicit = ProcessInfo.processInfo.environment["SPLASHVID_BINARY"] { return explicit }
        let candidates = ["release", "debug"]
            .map { PackageFolders.root.appendingPathComponent(".build/\($0)/splashvid").path }
            .filter { FileManager.default.isExecutableFile(atPath: $0) }
        func modified(_ path: String) -> Date {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
        }
        return candidates.max { modified($0) < modified($1) }
    }

    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            self.status = status
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    /// Runs splashvid with `arguments` in `folder` and waits for it.
    public static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
        let process = try start(arguments, in: folder)
        return try finish(process)
    }

    public static func start(_ arguments: [String], in folder: URL? = nil) throws -> RunningProcess {
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

    public static func finish(_ running: RunningProcess) throws -> Result {
        // Read before waiting so a full pipe cannot stall the child.
        let stdout = running.out.fileHandleForReading.readDataToEndOfFile()
        let stderr = running.err.fileHandleForReading.readDataToEndOfFile()
        running.process.waitUntilExit()
        return Result(status: running.process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    public struct RunningProcess {
        public var process: Process
        public var out: Pipe
        public var err: Pipe
    }
}
