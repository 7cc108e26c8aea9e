// `validate()` for every type a scene decoder builds. Evaluation never traps
// on invalid input (it falls back as each type documents); validation is
// where the mistake is reported, once, with a message that says what to fix.

extension TimingFunction {
    /// Control point x coordinates must lie within 0...1 and every
    /// coordinate must be finite.
    public func validate() throws(AnimationError) {
        for (value, field) in [(c1x, "c1x"), (c1y, "c1y"), (c2x, "c2x"), (c2y, "c2y")] {
            try requireFinite(value, field)
        }
        for (value, field) in [(c1x, "c1x"), (c2x, "c2x")] where !(0...1).contains(value) {
            throw AnimationError(field: field, reason: "must be within 0...1 so the curve is a function of time (got \(value))")
        }
    }
}

extension MediaTiming {
    public func validate() throws(AnimationError) {
        try requireFinite(beginTime, "beginTime")
        try requireFinite(duration, "duration")
        guard duration >= 0 else { throw AnimationError(field: "duration", reason: "must not be negative (got \(duration))") }
        try requireFinite(speed, "speed")
        try requireFinite(timeOffset, "timeOffset")
        guard repeatCount >= 0 else {
            throw AnimationError(field: "repeatCount", reason: "must be zero or more, or infinity (got \(repeatCount))")
        }
        try requireFinite(repeatDuration, "repeatDuration")
        guard repeatDuration >= 0 else {
            throw AnimationError(field: "repeatDuration", reason: "must not be negative (got \(repeatDuration))")
        }
    }
}

extension Spring {
    public func validate() throws(AnimationError) {
        for (value, field) in [(mass, "mass"), (stiffness, "stiffness"), (damping, "damping"), (initialVelocity, "initialVelocity")] {
            try requireFinite(value, field)
        }
        guard mass > 0 else { throw AnimationError(field: "mass", reason: "must be greater than 0 (got \(mass))") }
        guard stiffness > 0 else { throw AnimationError(field: "stiffness", reason: "must be greater than 0 (got \(stiffness))") }
        guard damping > 0 else {
            throw AnimationError(field: "damping", reason: "must be greater than 0, or the spring never settles (got \(damping))")
        }
    }
}

extension AnimationCurve {
    public func validate() throws(AnimationError) {
        switch self {
        case let .basic(from, to, by, timingFunction):
            if from != nil && to != nil && by != nil {
                throw AnimationError(field: "byValue", reason: "cannot be given together with both fromValue and toValue")
            }
            do { try timingFunction.validate() } catch { throw error.nested(in: "timingFunction") }
        case let .keyframes(values, keyTimes, timingFunctions, calculationMode):
            try Self.validateKeyframes(count: values.count, keyTimes: keyTimes, timingFunctions: timingFunctions, mode: calculationMode)
        case let .spring(_, _, spring):
            do { try spring.validate() } catch { throw error.nested(in: "spring") }
        }
    }

    private static func validateKeyframes(
        count: Int, keyTimes: [Double]?, timingFunctions: [TimingFunction], mode: CalculationMode
    ) throws(AnimationError) {
        guard count > 0 else { throw AnimationError(field: "values", reason: "must have at least one entry") }
        if mode == .cubic {
            throw AnimationError(field: "calculationMode", reason: "\"cubic\" is not supported (use linear, discrete or paced)")
        }
        if let keyTimes, mode != .paced {
            let allowed = mode == .discrete ? [count, count + 1] : [count]
            guard allowed.contains(keyTimes.count) else {
                let expected = mode == .discrete ? "as many entries as values, or one more," : "as many entries as values"
                throw AnimationError(field: "keyTimes", reason: "must have \(expected) (\(keyTimes.count) vs \(count))")
            }
            for (index, time) in keyTimes.enumerated() {
                try requireFinite(time, "keyTimes[\(index)]")
            }
            // Linear keyframes run to the end, as do discrete ones whose extra
            // key time marks the end; discrete ones with one key time per value
            // hold the last value from its key time on.
            let mustEndAtOne = count > 1 && (mode != .discrete || keyTimes.count == count + 1)
            let increasing = zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }
            guard keyTimes.first == 0, increasing, keyTimes.allSatisfy({ (0...1).contains($0) }),
                  !mustEndAtOne || keyTimes.last == 1
            else {
                throw AnimationError(field: "keyTimes", reason: "must increase from 0 to 1 (got \(keyTimes))")
            }
        }
        let segments = count - 1
        if ![0, 1, segments].contains(timingFunctions.count) {
            throw AnimationError(
                field: "timingFunctions",
                reason: "must have one entry per segment (values − 1 = \(segments)) or a single one for all (got \(timingFunctions.count))"
            )
        }
        for (index, function) in timingFunctions.enumerated() {
            do { try function.validate() } catch { throw error.nested(in: "timingFunctions[\(index)]") }
        }
    }
}

extension PropertyAnimation {
    /// Checks the timing, every enclosing group's timing and the curve.
    public func validate() throws(AnimationError) {
        for (index, group) in groupTimings.enumerated() {
            do { try group.validate() } catch { throw error.nested(in: "groupTimings[\(index)]") }
        }
        do { try timing.validate() } catch { throw error.nested(in: "timing") }
        try curve.validate()
    }
}
