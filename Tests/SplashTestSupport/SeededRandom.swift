/// A fixed-seed generator for tests that compare two code paths on random
/// input: the same seed gives the same cases on every run, so a failure
/// can be replayed.
public struct SeededRandom {
    public var state: UInt32

    public init(state: UInt32) {
        self.state = state
    }

    public mutating func next() -> UInt32 {
        state = state &* 1_664_525 &+ 1_013_904_223
        return state >> 8
    }

    /// A value in 0..<1, in steps of 1/10 000.
    public mutating func unit() -> Double { Double(next() % 10_000) / 10_000 }

    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt32(range.count))
    }

    /// A value in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }
}
