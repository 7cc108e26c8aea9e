/// Evaluates a keyframe animation (`AnimationCurve.keyframes`) at a
/// progress within 0...1 of its duration.
///
///     keyTimes    0         0.2                          1
///                 │──seg 0──│───────────seg 1────────────│
///     progress p        ▲
///                 f = (p − k₀) / (k₁ − k₀), eased by timingFunctions[0],
///                 value = interpolate(values[0], values[1], eased f)
///
/// Malformed input (which `validate()` reports) is evaluated leniently
/// rather than trapping: keyTimes of the wrong count are replaced by even
/// spacing, missing timing functions are linear, progress outside the key
/// times holds the first or last value.
struct KeyframeTrack<Value: Interpolatable> {
    var values: [Value]
    var keyTimes: [Double]?
    var timingFunctions: [TimingFunction]
    var calculationMode: CalculationMode

    func value(at progress: Double) -> Value? {
        guard let first = values.first else { return nil }
        guard values.count > 1 else { return first }
        switch calculationMode {
        case .discrete:
            return values[discreteIndex(at: progress)]
        case .paced:
            return interpolated(at: progress, times: pacedTimes() ?? evenTimes(), segments: .linear)
        case .linear, .cubic:
            let times = keyTimes.flatMap { $0.count == values.count ? $0 : nil } ?? evenTimes()
            return interpolated(at: progress, times: times, segments: .timingFunctions)
        }
    }

    /// The timing function of segment `index`: one each, one for all, or
    /// linear.
    func timingFunction(forSegment index: Int) -> TimingFunction {
        if timingFunctions.count == 1 { return timingFunctions[0] }
        return index < timingFunctions.count ? timingFunctions[index] : .linear
    }

    // MARK: - Interpolated modes

    /// How progress runs within a segment: through the segment's timing
    /// function, or linearly (paced mode, whose timing functions Core
    /// Animation ignores).
    private enum SegmentTiming { case timingFunctions, linear }

    private func interpolated(at progress: Double, times: [Double], segments: SegmentTiming) -> Value {
        let last = values.count - 1
        if progress <= times[0] { return values[0] }
        if progress >= times[last] { return values[last] }
        // The segment starting at the last key time ≤ progress; with equal
        // key times (a jump) that is the later segment.
        var segment = 0
        while segment + 1 < last && times[segment + 1] <= progress { segment += 1 }
        let length = times[segment + 1] - times[segment]
        let linear = length > 0 ? (progress - times[segment]) / length : 1
        let fraction = segments == .timingFunctions ? timingFunction(forSegment: segment).value(at: linear) : linear
        return Value.interpolate(from: values[segment], to: values[segment + 1], fraction: fraction)
    }

    /// Key times 0, 1/(n−1), …, 1.
    private func evenTimes() -> [Double] {
        let last = Double(values.count - 1)
        return values.indices.map { Double($0) / last }
    }

    /// Key times proportional to the distance travelled, so the speed is
    /// the same in every segment; nil when the value type has no distance
    /// or nothing moves.
    private func pacedTimes() -> [Double]? {
        var cumulative = [0.0]
        for index in 1..<values.count {
            guard let step = Value.distance(from: values[index - 1], to: values[index]) else { return nil }
            cumulative.append(cumulative[index - 1] + step)
        }
        guard let total = cumulative.last, total > 0, total.isFinite else { return nil }
        return cumulative.map { $0 / total }
    }

    // MARK: - Discrete mode

    /// The value shown at `progress`: the last one whose key time has come.
    private func discreteIndex(at progress: Double) -> Int {
        let count = values.count
        let times: [Double]
        if let keyTimes, keyTimes.count == count || keyTimes.count == count + 1 {
            times = Array(keyTimes.prefix(count))
        } else {
            times = (0..<count).map { Double($0) / Double(count) }   // an equal share each
        }
        var index = 0
        while index + 1 < count && times[index + 1] <= progress { index += 1 }
        return index
    }
}
