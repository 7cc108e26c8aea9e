import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timing for the benchmark only (never for rendering).
struct Stopwatch {
    private let start = DispatchTime.now().uptimeNanoseconds

    var seconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Runs `body` `repeats` times and returns the fastest run in seconds:
    /// the least disturbed by the rest of the machine.
    static func best(of repeats: Int, _ body: () throws -> Void) rethrows -> Double {
        try times(of: repeats, body).min() ?? .infinity
    }

    /// Runs `body` `repeats` times and returns every run's seconds.
    static func times(of repeats: Int, _ body: () throws -> Void) rethrows -> [Double] {
        var times: [Double] = []
        for _ in 0..<repeats {
            let watch = Stopwatch()
            try body()
            times.append(watch.seconds)
        }
        return times
    }

    /// CPU time the calling thread has used, in seconds: unlike wall-clock
    /// time it does not count the time other processes hold the core, so
    /// on a shared machine it shows the work itself.
    static var threadCPUSeconds: Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
