extension Keyframes {
    /// Where an animation is at some progress: resting on a keyframe, or
    /// partway along a segment (u may leave 0…1 where a timing function
    /// overshoots).
    enum Location: Equatable {
        case keyframe(Int)
        case segment(Int, u: Double)
    }

    /// The value at `progress` (local time ÷ duration, within 0…1); nil
    /// when there are no keyframes.
    public func value(at progress: Double) -> Value? {
        switch location(at: progress) {
        case nil: return nil
        case .keyframe(let index)?: return keyValues[index]
        case let .segment(index, u)?: return segments[index].point(at: u)
        }
    }

    /// Which way the keyframes run at `progress`, as a difference of two
    /// values (for `rotationMode`): the segment's direction there; resting
    /// on a keyframe, the direction of the segment leaving it (arriving at
    /// it, for the last). On a segment of no length (a close where the
    /// subpath began) the direction is the one the layer arrived with, or
    /// failing that the one it leaves with; nil only when nothing moves.
    public func direction(at progress: Double) -> Value? {
        guard let last = segments.indices.last else { return nil }
        let index: Int, u: Double
        switch location(at: progress) {
        case nil: return nil
        case .keyframe(let key)?: (index, u) = key <= last ? (key, 0) : (last, 1)
        case let .segment(segment, at)?: (index, u) = (segment, at)
        }
        if let direction = segments[index].direction(at: u) { return direction }
        for earlier in stride(from: index - 1, through: 0, by: -1) {
            if let direction = segments[earlier].direction(at: 1) { return direction }
        }
        for later in segments.indices where later > index {
            if let direction = segments[later].direction(at: 0) { return direction }
        }
        return nil
    }

    /// The timing function of segment `index`: one each, one for all, or
    /// linear.
    func timingFunction(forSegment index: Int) -> TimingFunction {
        if timingFunctions.count == 1 { return timingFunctions[0] }
        return index < timingFunctions.count ? timingFunctions[index] : .linear
    }

    func location(at progress: Double) -> Location? {
        let count = keyValues.count
        guard count > 0 else { return nil }
        guard count > 1, !segments.isEmpty else { return .keyframe(0) }
        // CAAnimation.timingFunction paces the whole animation first.
        let paced = timingFunction.value(at: progress)
        switch calculationMode {
        case .discrete:
            return .keyframe(discreteIndex(at: paced))
        case .paced, .cubicPaced:
            if let pacing {
                let (segment, u) = pacing.locate(fraction: paced)
                return .segment(segment, u: u)
            }
            return timed(at: paced, easing: false)   // nothing moves: even spacing
        case .linear, .cubic:
            return timed(at: paced, easing: true)
        }
    }

    /// Linear and cubic: the segment between the key times around
    /// `progress`, its fraction eased by the segment's timing function.
    ///
    ///     keyTimes    0         0.2                          1
    ///                 │──seg 0──│───────────seg 1────────────│
    ///     progress p        ▲   f = (p − k₀) / (k₁ − k₀), u = timing₀(f)
    private func timed(at progress: Double, easing: Bool) -> Location {
        let last = keyValues.count - 1
        if !(progress > times[0]) { return .keyframe(0) }   // also NaN
        if progress >= times[last] { return .keyframe(last) }
        // The segment starting at the last key time ≤ progress; with equal
        // key times (a jump) that is the later segment.
        var segment = 0
        while segment + 1 < last && times[segment + 1] <= progress { segment += 1 }
        let length = times[segment + 1] - times[segment]
        let linear = length > 0 ? (progress - times[segment]) / length : 1
        return .segment(segment, u: easing ? timingFunction(forSegment: segment).value(at: linear) : linear)
    }

    /// Discrete: the last value whose key time has come.
    private func discreteIndex(at progress: Double) -> Int {
        var index = 0
        while index + 1 < times.count && times[index + 1] <= progress { index += 1 }
        return index
    }
}
