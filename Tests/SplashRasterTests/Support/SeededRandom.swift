/// A fixed-seed generator for tests that compare two code paths on random
/// input: the same seed gives the same cases on every run, so a failure
/// can be replayed.
struct SeededRandom {
    var state: UInt32

    mutating func next() -> UInt32 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return state >> 8
    }

    /// A value in 0..<1, in steps of 1/10 000.
    mutating func unit() -> Double { Double(next() % 10_000) / 10_000 }

    /// An integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt32(range.count))
    }

    /// A value in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }
}
