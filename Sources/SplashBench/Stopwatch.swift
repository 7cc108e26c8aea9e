import Dispatch

/// Wall-clock timing for the benchmark only (never for rendering).
struct Stopwatch {
    private let start = DispatchTime.now().uptimeNanoseconds

    var seconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Runs `body` `repeats` times and returns the fastest run in seconds:
    /// the least disturbed by the rest of the machine.
    static func best(of repeats: Int, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<repeats {
            let watch = Stopwatch()
            try body()
            best = min(best, watch.seconds)
        }
        return best
    }
}
