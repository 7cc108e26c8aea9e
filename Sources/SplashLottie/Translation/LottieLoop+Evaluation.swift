/// The values of a looped property, as lottie-web's `loopOut`/`loopIn`
/// compute them (`ExpressionPropertyDecorator.js`), and the keyframes that
/// draw them.
struct LottieLoopContext: Sendable, Hashable {
    /// `fr` of the file.
    var frameRate: Double
    /// The layer's `ip` and `op` (`loopOutDuration()`/`loopInDuration()`
    /// with no duration loop back to them).
    var layerInPoint: Double
    var layerOutPoint: Double
    /// The frames of its composition the property can be drawn at: from
    /// the earliest `ip` to the latest `op` of the composition's layers.
    var frames: ClosedRange<Double>
}

extension LottieLoop {
    /// The value at composition frame `f` of `keyframes` under this loop;
    /// `isScalar`: the property is a number (lottie-web's `continue` moves a
    /// number and an array at different rates).
    func value(of keyframes: LottieKeyframes<[Double]>, atFrame f: Double, isScalar: Bool,
               context: LottieLoopContext) -> [Double] {
        func v(_ frame: Double) -> [Double] { keyframes.value(atFrame: frame) }
        let times = keyframes.keyframes.map(\.frame)
        let n = times.count - 1
        // lottie-web: `(currentFrame − first) % cycle`, a JavaScript
        // remainder of a positive number here.
        func wrapped(_ x: Double, _ cycle: Double) -> Double { x.truncatingRemainder(dividingBy: cycle) }
        func combine(_ a: [Double], _ b: [Double], _ op: (Double, Double) -> Double) -> [Double] {
            (0..<min(a.count, b.count)).map { op(a[$0], b[$0]) }
        }
        switch direction {
        case .out:
            let last = times[n]
            guard f > last else { return v(f) }
            let cycle: Double, first: Double
            switch extent {
            case .keyframes(let count):
                let segments = count == 0 || count > n ? n : count
                first = times[n - segments]
                cycle = last - first
            case .seconds(let seconds):
                cycle = seconds == 0 ? max(0, last - context.layerInPoint) : abs(last - context.frameRate * seconds)
                first = last - cycle
            }
            // One keyframe (or a zero duration): lottie-web divides by zero
            // and draws nothing sensible; the value holds.
            guard cycle > 0 else { return v(f) }
            switch kind {
            case .pingpong:
                let iterations = ((f - first) / cycle).rounded(.down)
                if iterations.truncatingRemainder(dividingBy: 2) != 0 {
                    return v(cycle - wrapped(f - first, cycle) + first)
                }
            case .offset:
                let start = v(first), end = v(last), current = v(wrapped(f - first, cycle) + first)
                let repeats = ((f - first) / cycle).rounded(.down)
                return combine(combine(end, start, -), current) { $0 * repeats + $1 }
            case .continue:
                let lastValue = v(last), before = v(last - 0.001)
                let rate = isScalar ? (f - last) / 0.001 : ((f - last) / context.frameRate) / 0.0005
                return combine(lastValue, before) { $0 + ($0 - $1) * rate }
            case .cycle:
                break
            }
            return v(wrapped(f - first, cycle) + first)
        case .in:
            let first = times[0]
            guard f < first else { return v(f) }
            let cycle: Double, last: Double
            switch extent {
            case .keyframes(let count):
                let segments = count == 0 || count > n ? n : count
                last = times[segments]
                cycle = last - first
            case .seconds(let seconds):
                cycle = seconds == 0 ? max(0, context.layerOutPoint - first) : abs(context.frameRate * seconds)
                last = first + cycle
            }
            guard cycle > 0 else { return v(f) }
            switch kind {
            case .pingpong:
                let iterations = ((first - f) / cycle).rounded(.down)
                if iterations.truncatingRemainder(dividingBy: 2) == 0 {
                    return v(wrapped(first - f, cycle) + first)
                }
            case .offset:
                let start = v(first), end = v(last), current = v(cycle - wrapped(first - f, cycle) + first)
                let repeats = ((first - f) / cycle).rounded(.down) + 1
                return combine(current, combine(end, start, -)) { $0 - $1 * repeats }
            case .continue:
                let firstValue = v(first), after = v(first + 0.001)
                return combine(firstValue, after) { $0 + ($0 - $1) * (first - f) / 0.001 }
            case .cycle:
                break
            }
            // lottie-web's `loopIn` cycle: C − ((t₀ − f) mod C + t₀), the
            // parentheses as lottie-web has them.
            return v(cycle - (wrapped(first - f, cycle) + first))
        }
    }

    /// The frame the loop repeats from and its length, nil when it does not
    /// repeat (one keyframe, a zero duration).
    func cycle(of keyframes: LottieKeyframes<[Double]>, context: LottieLoopContext) -> (start: Double, length: Double)? {
        let times = keyframes.keyframes.map(\.frame)
        let n = times.count - 1
        let length: Double
        switch (direction, extent) {
        case (.out, .keyframes(let count)): length = times[n] - times[n - (count == 0 || count > n ? n : count)]
        case (.in, .keyframes(let count)): length = times[count == 0 || count > n ? n : count] - times[0]
        case (.out, .seconds(let s)): length = s == 0 ? max(0, times[n] - context.layerInPoint) : abs(times[n] - context.frameRate * s)
        case (.in, .seconds(let s)): length = s == 0 ? max(0, context.layerOutPoint - times[0]) : abs(context.frameRate * s)
        }
        guard length > 0 else { return nil }
        return direction == .out ? (times[n] - length, length) : (times[0], length)
    }

    /// Keyframes that draw the looped property over `context.frames`: the
    /// file's keyframes where they are, and beyond them (after the last
    /// for loopOut, before the first for loopIn) the loop's value at every
    /// frame, joined by straight lines, with a jump where the loop wraps.
    /// `maximumSamples` bounds the frames sampled (nil: the loop does not
    /// fit, and `keyframes` is returned unchanged).
    func keyframes(_ keyframes: LottieKeyframes<[Double]>, isScalar: Bool, context: LottieLoopContext,
                   maximumSamples: Int) -> LottieKeyframes<[Double]>? {
        guard keyframes.keyframes.count > 1, let (start, length) = cycle(of: keyframes, context: context) else { return keyframes }
        let list = keyframes.keyframes
        let edge = direction == .out ? list[list.count - 1].frame : list[0].frame
        let span = direction == .out ? context.frames.upperBound - edge : edge - context.frames.lowerBound
        guard span > 0 else { return keyframes }
        guard span.rounded(.up) + 2 * (span / length).rounded(.up) <= Double(maximumSamples) else { return nil }
        let sign = direction == .out ? 1.0 : -1.0
        var samples: [Double] = (1...Int(span.rounded(.up))).map { edge + sign * Double($0) }
        // Where the loop wraps (a cycle ends), the value jumps: the value
        // just before, then the value at the wrap, at one frame.
        var wraps: [Double] = []
        if kind != .continue {
            var k = 1.0
            while true {
                let wrap = direction == .out ? start + (k + 1) * length : start - k * length
                guard direction == .out ? wrap <= context.frames.upperBound : wrap >= context.frames.lowerBound else { break }
                wraps.append(wrap)
                k += 1
            }
        }
        samples = Array(Set(samples + wraps)).sorted()
        func linear(_ frame: Double, _ value: [Double]) -> LottieKeyframe<[Double]> { LottieKeyframe(frame: frame, value: value) }
        var added: [LottieKeyframe<[Double]>] = []
        for frame in samples {
            if wraps.contains(frame) {
                let before = 1e-9 * max(1, abs(frame))
                added.append(linear(frame, value(of: keyframes, atFrame: frame - sign * before, isScalar: isScalar, context: context)))
            }
            added.append(linear(frame, value(of: keyframes, atFrame: frame, isScalar: isScalar, context: context)))
        }
        if direction == .out {
            // The file's last keyframe now leads, in a straight line, to the first sample.
            let last = LottieKeyframe(frame: list[list.count - 1].frame, value: list[list.count - 1].value)
            return LottieKeyframes(keyframes: list.dropLast() + [last] + added, path: keyframes.path)
        }
        // Before the first keyframe a wrap at frame b jumps just after b:
        // the value at b (the earlier cycle's start), then the value just
        // after b, at one frame.
        var ordered: [LottieKeyframe<[Double]>] = []
        var index = 0
        while index < added.count {
            if index + 1 < added.count, added[index].frame == added[index + 1].frame {
                ordered += [added[index + 1], added[index]]
                index += 2
            } else {
                ordered.append(added[index])
                index += 1
            }
        }
        return LottieKeyframes(keyframes: ordered + list, path: keyframes.path)
    }
}
