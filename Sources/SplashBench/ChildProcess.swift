import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of this benchmark binary as a child process, measured as the
/// kernel accounts it: wall time, CPU time (user + system, all threads)
/// and peak resident memory (`wait4`'s rusage; the children report their
/// own `VmHWM` too, which the parent prefers: see `ownPeakResidentBytes`).
struct ChildRun {
    var wallSeconds: Double
    var cpuSeconds: Double
    var peakResidentBytes: Int

    static func run(_ arguments: [String]) throws -> ChildRun {
        let path = CommandLine.arguments[0]
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let watch = Stopwatch()
        let spawned = posix_spawn(&pid, path, nil, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("cannot start \(path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4: \(String(cString: strerror(errno)))") }
        }
        let wall = watch.seconds
        // Exited normally with 0 (WIFEXITED && WEXITSTATUS == 0).
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            throw BenchError("\(arguments.joined(separator: " ")) failed (status \(status))")
        }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)          // bytes on macOS
        #else
        let peak = Int(usage.ru_maxrss) * 1024   // kilobytes on Linux
        #endif
        return ChildRun(wallSeconds: wall, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime), peakResidentBytes: peak)
    }
}

extension ChildRun {
    /// This process's own peak resident memory (`VmHWM`, Linux): unlike
    /// `ru_maxrss`, which keeps the high-water mark of the memory an
    /// `execve` replaced — for a spawned child, its parent's, however large
    /// the parent had grown — it is the process's own since it began.
    /// Nil where /proc is not.
    static var ownPeakResidentBytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes * 1024
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
