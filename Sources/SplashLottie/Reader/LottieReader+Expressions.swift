import SplashFormats

extension LottieReader {
    /// A property's expression (`x`): a `loopOut`/`loopIn` on a number or a
    /// list of numbers is drawn (`LottieLoop`); any other expression, or a
    /// loop on a path (lottie-web has none), is warned about and the
    /// keyframed value is drawn.
    func applying<Value>(expression x: JSONField, to keyframes: LottieKeyframes<Value>) -> LottieKeyframes<Value> {
        guard case .string(let text) = x.value, let loop = LottieLoop(expression: text) else {
            compatibility.unsupported("expressions", at: x.path)
            return keyframes
        }
        // On a static value lottie-web's loop returns the value itself.
        guard keyframes.isAnimated else { return keyframes }
        guard let context = loopContext else {
            compatibility.unsupported("expressions", at: x.path)
            return keyframes
        }
        let looped: LottieKeyframes<[Double]>?
        if let numbers = keyframes as? LottieKeyframes<[Double]> {
            looped = loop.keyframes(numbers, isScalar: false, context: context, maximumSamples: loopSamplesLeft)
        } else if let number = keyframes as? LottieKeyframes<Double> {
            looped = loop.keyframes(number.map { [$0] }, isScalar: true, context: context, maximumSamples: loopSamplesLeft)
        } else {
            compatibility.unsupported("\(loop.name) on a path (lottie-web has none)", at: x.path, plural: false)
            return keyframes
        }
        guard let looped else {
            compatibility.lenient("\(loop.name) over more than \(Self.maximumLoopSamples) frames in all", at: x.path,
                                  drawn: "without the loop")
            return keyframes
        }
        loopSamplesLeft -= looped.keyframes.count - keyframes.keyframes.count
        if let result = looped as? LottieKeyframes<Value> { return result }
        return looped.map { $0.first ?? 0 } as? LottieKeyframes<Value> ?? keyframes
    }

    /// The most frames of loops drawn in one file (each a keyframe).
    static let maximumLoopSamples = 1_000_000

    /// The frames a composition's layers are drawn at: the earliest `ip` to
    /// the latest `op` of `items` (and `extra`, the root's own frames).
    static func drawnFrames(_ items: [JSONField], including extra: ClosedRange<Double>?) -> ClosedRange<Double> {
        var low = extra?.lowerBound ?? Double.infinity, high = extra?.upperBound ?? -Double.infinity
        for item in items {
            guard case .object(let members) = item.value else { continue }
            let number = { (key: String, fallback: Double) -> Double in
                if case .number(let value)? = members[key] { return min(max(value, -maximumFrames), maximumFrames) }
                return fallback
            }
            low = min(low, number("ip", -maximumFrames))
            high = max(high, number("op", maximumFrames))
        }
        return low <= high ? low...high : 0...0
    }
}
