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
        case let .keyframes(keyframes):
            try keyframes.validate()
        case let .spring(_, _, spring):
            do { try spring.validate() } catch { throw error.nested(in: "spring") }
        }
    }
}

extension Keyframes {
    /// Core Animation's rules for a keyframe animation (CAKeyframeAnimation's
    /// `keyTimes`, `timingFunctions`, `tensionValues` documentation; see
    /// `CalculationMode`), each broken one reported with the rule.
    public func validate() throws(AnimationError) {
        let count = keyframeCount
        let isPath: Bool
        if case .path = source { isPath = true } else { isPath = false }
        guard count > 0 else {
            throw isPath
                ? AnimationError(field: "path", reason: "must have at least one line or curve")
                : AnimationError(field: "values", reason: "must have at least one entry")
        }
        let mode = calculationMode.rawValue
        let keyframesNamed = isPath ? "keyframe of the path (its \(count - 1) segments + 1)" : "value"
        if let keyTimes {
            if calculationMode.isPaced {
                throw AnimationError(field: "keyTimes", reason: "are not used with calculationMode \(mode) (Core Animation spaces the keyframes by distance)")
            }
            if calculationMode == .discrete {
                guard keyTimes.count == count + 1 else {
                    throw AnimationError(
                        field: "keyTimes",
                        reason: "must have \(isPath ? "keyframes" : "values") + 1 = \(count + 1) entries for calculationMode discrete (each value holds from its key time to the next; the last marks the end), not \(keyTimes.count)"
                    )
                }
            } else {
                guard keyTimes.count == count else {
                    throw AnimationError(field: "keyTimes", reason: "must have one entry per \(keyframesNamed) = \(count) for calculationMode \(mode), not \(keyTimes.count)")
                }
            }
            for (index, time) in keyTimes.enumerated() {
                try requireFinite(time, "keyTimes[\(index)]")
            }
            let increasing = zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }
            guard keyTimes.first == 0, increasing, keyTimes.allSatisfy({ (0...1).contains($0) }), count == 1 || keyTimes.last == 1 else {
                throw AnimationError(field: "keyTimes", reason: "must increase from 0 to 1 (got \(keyTimes))")
            }
        }
        let segments = count - 1
        if calculationMode.isPaced && !timingFunctions.isEmpty {
            throw AnimationError(field: "timingFunctions", reason: "are not used with calculationMode \(mode) (Core Animation ignores them; timingFunction paces the whole animation)")
        }
        if ![0, 1, segments].contains(timingFunctions.count) {
            throw AnimationError(
                field: "timingFunctions",
                reason: "must have one entry per segment (\(isPath ? "the path's segments" : "values − 1") = \(segments)) or a single one for all (got \(timingFunctions.count))"
            )
        }
        for (index, function) in timingFunctions.enumerated() {
            do { try function.validate() } catch { throw error.nested(in: "timingFunctions[\(index)]") }
        }
        do { try timingFunction.validate() } catch { throw error.nested(in: "timingFunction") }
        for (list, field) in [(tensionValues, "tensionValues"), (continuityValues, "continuityValues"), (biasValues, "biasValues")] where !list.isEmpty {
            guard calculationMode.isCubic else {
                throw AnimationError(field: field, reason: "are only used with calculationMode cubic or cubicPaced")
            }
            guard !isPath else {
                throw AnimationError(field: field, reason: "shape the spline through values; a path's own curves give its shape")
            }
            guard list.count <= count else {
                throw AnimationError(field: field, reason: "must have at most one entry per value (\(count)), not \(list.count)")
            }
            for (index, value) in list.enumerated() {
                try requireFinite(value, "\(field)[\(index)]")
                guard (-1...1).contains(value) else {
                    throw AnimationError(field: "\(field)[\(index)]", reason: "must be within -1...1 (got \(value))")
                }
            }
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
