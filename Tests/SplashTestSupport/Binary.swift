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

extension Binary {
    /// Where splashvid's standard error goes in `run(_:standardError:)`.
    public enum StandardErrorEnd: Sendable {
        /// Closed, as with `2>&-`.
        case closed
        /// Standard output and error into one pipe whose reader closes it
        /// after the first line, as with `2>&1 | head -1`.
        case pipeClosedAfterFirstLine
    }

    /// Runs splashvid with standard input and output on /dev/null and
    /// standard error as `end` says (which `Process` cannot do: it never
    /// leaves a descriptor closed), and waits for it. Returns its exit
    /// status, or 128 + the signal that killed it, and for a pipe the first
    /// line it wrote. It runs in this process's folder (posix_spawn cannot
    /// change it here), so give absolute paths.
    public static func run(_ arguments: [String], standardError end: StandardErrorEnd) throws -> (status: Int32, firstLine: String?) {
        let binary = try #require(path, "build splashvid first (scripts/test does) or set SPLASHVID_BINARY")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var pipeEnds: [Int32] = [-1, -1]
        switch end {
        case .closed:
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addclose(&actions, 2)
        case .pipeClosedAfterFirstLine:
            try #require(pipe(&pipeEnds) == 0)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        if pipeEnds[1] >= 0 { close(pipeEnds[1]) }
        try #require(spawned == 0, "posix_spawn: \(String(cString: strerror(spawned)))")
        var firstLine: String?
        if pipeEnds[0] >= 0 {
            var line: [UInt8] = []
            var byte: UInt8 = 0
            while read(pipeEnds[0], &byte, 1) == 1, byte != UInt8(ascii: "\n") { line.append(byte) }
            firstLine = String(decoding: line, as: UTF8.self)
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return (signal == 0 ? (status >> 8) & 0xFF : 128 + signal, firstLine)
    }
}

extension Binary {
    /// Whether standard error holds nothing but the summary of what was
    /// written (`splashvid: wrote …` lines): no warning, no note.
    public static func isOnlySummary(_ stderr: String) -> Bool {
        stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("splashvid: wrote ") }
    }
}

extension Binary {
    /// Standard error without the summary lines (`splashvid: wrote …`), for
    /// tests of the warnings and notes a render prints before them.
    public static func withoutSummary(_ stderr: String) -> String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("splashvid: wrote ") }
            .joined(separator: "\n")
    }
}
