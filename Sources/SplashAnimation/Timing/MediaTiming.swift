/// Core Animation's `CAMediaTiming` for one animation (or animation group):
/// where it sits on its parent's timeline and how it repeats.
///
/// Mapping a parent time `t` to the time inside one iteration, step by step:
///
///     1. active time    a = (t − beginTime) × |speed|, within 0...A, where
///                       A = duration × repeatCount × (2 if autoreverses),
///                       or repeatDuration when that is set.
///                       Before beginTime: a = 0 if the fill mode fills
///                       backwards, else not applied. At or after
///                       beginTime + A / |speed|: a = A if it fills forwards,
///                       else not applied (the active interval is half-open).
///                       A negative speed plays it backwards: a = A − a.
///     2. offset         a + timeOffset, wrapped into the active span: a
///                       3 s animation with timeOffset 1 plays 1…3 then 0…1.
///     3. iteration      the cycle (duration, or 2 × duration when it
///                       autoreverses) the time falls in, and the time inside
///                       it. Iterations are half-open, except that the very
///                       end of the active span belongs to the last one, so
///                       a forwards fill holds the last iteration's last
///                       frame.
///     4. autoreverse    the second half of a cycle runs the first backwards.
///
/// For example duration 1, repeatCount 1.5, autoreverses:
///
///     parent time   0        1        2        3 ─▶ (forwards fill)
///     local time    0 ──────▶1 ──────▶0 ──────▶1 ═════ 1
///                   forward   reversed  forward  holds the end value
///
/// With autoreverse and a whole repeat count the last frame is the *start*
/// value (the last thing played was the reversed half).
///
/// Groups nest by feeding one timing's local time into the next as its
/// parent time; see `Array<MediaTiming>.localTime(at:)`.
public struct MediaTiming: Hashable, Sendable {
    /// When the animation starts, in the parent's time (seconds).
    public var beginTime: Double = 0
    /// The length of one simple iteration, in the animation's own seconds.
    /// Zero (Core Animation's default) means `MediaTiming.defaultDuration`.
    public var duration: Double
    /// How fast local time runs relative to the parent's. 2 plays twice as
    /// fast; negative plays backwards; 0 freezes at `timeOffset`.
    public var speed: Double = 1
    /// Added to the active time, in local seconds, wrapping around the
    /// active span.
    public var timeOffset: Double = 0
    /// How many iterations play; may be fractional, or `.infinity`. Zero
    /// means one, as in Core Animation.
    public var repeatCount: Double = 1
    /// When positive, the active span in local seconds, instead of
    /// `repeatCount` (Core Animation leaves setting both undefined; here
    /// `repeatDuration` wins).
    public var repeatDuration: Double = 0
    /// Each iteration plays forwards, then backwards (one iteration takes
    /// twice `duration`).
    public var autoreverses: Bool = false
    public var fillMode: FillMode = .removed
    /// A curve the local time is put through last (After Effects' and
    /// Lottie's time remapping: a precomposition's time as a function of
    /// its layer's); nil: none. Core Animation has no such property.
    public var remap: TimeRemap?

    /// The duration Core Animation substitutes for a `duration` of zero.
    public static let defaultDuration = 0.25

    public init(
        beginTime: Double = 0,
        duration: Double,
        speed: Double = 1,
        timeOffset: Double = 0,
        repeatCount: Double = 1,
        repeatDuration: Double = 0,
        autoreverses: Bool = false,
        fillMode: FillMode = .removed
    ) {
        self.beginTime = beginTime
        self.duration = duration
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// The duration actually used: `duration`, or 0.25 s when it is zero
    /// (Core Animation's rule for animations). Negative or non-finite
    /// durations are invalid (`validate()`) and treated like zero.
    public var effectiveDuration: Double {
        duration > 0 && duration.isFinite ? duration : Self.defaultDuration
    }

    /// The length of the active interval in the parent's time:
    /// duration × repeatCount (× 2 if autoreverses) / |speed|, or
    /// repeatDuration / |speed|. Infinite for infinite repeats or speed 0.
    public var activeDuration: Double {
        let rate = abs(speed)
        return rate > 0 ? activeSpan / rate : .infinity
    }

    /// When the active interval ends, in the parent's time.
    public var endTime: Double { beginTime + activeDuration }

    /// The time inside one iteration (0...effectiveDuration) at which to
    /// evaluate, given the parent's time; nil when the animation is not
    /// applied at that time (before begin without backwards fill, at or
    /// after the end without forwards fill).
    public func localTime(at parentTime: Double) -> Double? {
        iterationTime(at: parentTime)?.localTime
    }

    /// `localTime(at:)` with the iteration it falls in (0 for the first;
    /// a whole number, as a Double since repeats may be counted past
    /// Int's range): a cumulative animation adds its end value once per
    /// iteration before this one.
    public func iterationTime(at parentTime: Double) -> (localTime: Double, iteration: Double)? {
        let span = activeSpan
        let rate = abs(speed)
        let elapsed = parentTime - beginTime
        guard !elapsed.isNaN else { return nil }

        // 1. Active time, or a fill.
        var active: Double
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            active = 0
        } else if elapsed >= activeDuration {
            guard fillMode.fillsForwards else { return nil }
            active = span
        } else {
            active = rate > 0 ? elapsed * rate : 0
        }
        if speed < 0 {
            active = span.isFinite ? span - active : -active
        }

        // 2. Time offset, wrapped around the active span.
        active = wrapped(active + timeOffset, span: span)

        // 3. Iteration, and 4. autoreverse.
        let simple = effectiveDuration
        let cycle = autoreverses ? 2 * simple : simple
        let inCycle: Double
        let iteration: Double
        if span.isFinite && active >= span {
            // The end belongs to the last iteration: keep the fraction of it
            // that plays (1 for a whole count), computed from the count rather
            // than from `span / cycle`, which rounding can push just past a
            // whole number and so onto the start of a new iteration.
            let iterations = iterationCount
            iteration = iterations.rounded(.up) - 1
            inCycle = (iterations - iteration) * cycle
        } else {
            iteration = (active / cycle).rounded(.down)
            inCycle = active - iteration * cycle
        }
        let local = autoreverses && inCycle > simple ? cycle - inCycle : inCycle
        return (min(max(local, 0), simple), iteration.isFinite ? max(iteration, 0) : 0)
    }

    // MARK: - Helpers

    /// Iterations in the active span: `repeatCount` (zero, negative or NaN
    /// mean one), or `repeatDuration` in cycles.
    private var iterationCount: Double {
        if repeatDuration > 0 { return repeatDuration / cycleDuration }
        return repeatCount > 0 ? repeatCount : 1
    }

    /// One cycle: the duration, doubled when it autoreverses.
    private var cycleDuration: Double {
        autoreverses ? 2 * effectiveDuration : effectiveDuration
    }

    /// The active span in local seconds (infinite for infinite repeats).
    private var activeSpan: Double {
        if repeatDuration > 0 { return repeatDuration }
        return iterationCount * cycleDuration
    }

    /// Wraps a time shifted by `timeOffset` back into the active span:
    /// past the end into (0, span], before the start into [0, span). Times
    /// already inside are untouched, so a zero offset changes nothing.
    private func wrapped(_ time: Double, span: Double) -> Double {
        guard span.isFinite, span > 0 else { return time }
        if time > span {
            return time - ((time / span).rounded(.up) - 1) * span
        }
        if time < 0 {
            return time - (time / span).rounded(.down) * span
        }
        return time
    }
}

/// A time mapping given by samples joined by straight lines, held before
/// the first and after the last: a remapped precomposition's own time at
/// each of its layer's frames.
public struct TimeRemap: Hashable, Sendable {
    /// Input times, increasing, and the output time at each.
    public let inputs: [Double]
    public let outputs: [Double]

    /// nil unless there are as many outputs as inputs (at least one), and
    /// the inputs are finite and increasing.
    public init?(inputs: [Double], outputs: [Double]) {
        guard !inputs.isEmpty, inputs.count == outputs.count, inputs.allSatisfy(\.isFinite), outputs.allSatisfy(\.isFinite),
              zip(inputs, inputs.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        self.inputs = inputs
        self.outputs = outputs
    }

    public func value(at time: Double) -> Double {
        guard time > inputs[0] else { return outputs[0] }
        guard time < inputs[inputs.count - 1] else { return outputs[outputs.count - 1] }
        var low = 0, high = inputs.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if inputs[middle] <= time { low = middle } else { high = middle }
        }
        let fraction = (time - inputs[low]) / (inputs[high] - inputs[low])
        return outputs[low] + (outputs[high] - outputs[low]) * fraction
    }
}
