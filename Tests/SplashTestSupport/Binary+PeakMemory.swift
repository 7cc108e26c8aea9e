import Foundation
import Testing

extension Binary {
    /// What `runMeasuringMemory` saw.
    public struct MeasuredResult: Sendable {
        public var status: Int32
        public var stderr: String
        /// The process's peak resident memory (the kernel's `ru_maxrss`).
        public var peakResidentBytes: Int
        public var seconds: Double
    }

    /// Runs splashvid with `arguments` in `folder` (standard input and
    /// output on /dev/null) and waits for it with `wait4`, which reports
    /// the peak resident memory of that one process: what a user's machine
    /// had to give it. Returns 128 + the signal for a process killed by
    /// one.
    public static func runMeasuringMemory(_ arguments: [String], in folder: URL) throws -> MeasuredResult {
        let binary = try #require(path, "build splashvid first (scripts/test does) or set SPLASHVID_BINARY")
        let logFolder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: logFolder) }
        let errorLog = logFolder.appendingPathComponent("stderr").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The shell changes to the folder and replaces itself with GNU
        // time, which forks splashvid and writes its peak (KB) to `peakLog`.
        // Measuring through a fork matters: a process started with
        // posix_spawn (vfork) inherits, at exec, its parent's peak as its
        // own `ru_maxrss` (Linux's exec records the old, shared address
        // space's high-water mark), so waiting for splashvid directly
        // reported the test runner's peak whenever that was larger (645 MB
        // against a 600 MB bound in a full parallel run, for a render that
        // needs 60 MB). Without GNU time the direct measure remains.
        let peakLog = logFolder.appendingPathComponent("peak").path
        let timeTool = "/usr/bin/time"
        let viaTime = FileManager.default.isExecutableFile(atPath: timeTool)
        let shell = viaTime
            ? ["/bin/sh", "-c", "cd \"$0\" && log=\"$1\" && shift && exec \(timeTool) -q -f %M -o \"$log\" \"$@\"", folder.path, peakLog, binary] + arguments
            : ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path, binary] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = shell.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let start = ContinuousClock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environ)
        try #require(spawned == 0, "posix_spawn: \(String(cString: strerror(spawned)))")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = ContinuousClock.now - start
        let signal = status & 0x7F
        let stderr = (try? String(contentsOfFile: errorLog, encoding: .utf8)) ?? ""
        var peakKilobytes = usage.ru_maxrss
        if viaTime {
            let logged = (try? String(contentsOfFile: peakLog, encoding: .utf8)) ?? ""
            let last = logged.split(separator: "\n").last.map { String($0).trimmingCharacters(in: .whitespaces) }
            peakKilobytes = try #require(last.flatMap { Int($0) }, "GNU time wrote no peak: \(logged.debugDescription)")
        }
        return MeasuredResult(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, stderr: stderr,
                              peakResidentBytes: peakKilobytes * 1024,
                              seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
}
