import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

extension LottieTranslator {
    /// Core Animation keyframe animations that give `properties` the
    /// values of `keyframes` (component d of each value, through
    /// `convert(d, value)`) at every instant; none for a static value.
    ///
    /// Exact where Core Animation's keyframes say what Lottie's do: each
    /// segment's easing is a `CAMediaTimingFunction` with the same control
    /// points; a hold keyframe is its value again at the next keyframe's
    /// frame, which then jumps (two keyframes at one key time); dimensions
    /// eased differently are animated one by one. A position moving along
    /// spatial tangents (by arc length, which a Core Animation path's
    /// parameter is not) is sampled at every frame instead.
    func animations(_ keyframes: LottieKeyframes<[Double]>, _ properties: [AnimatableProperty], clock: LottieClock,
                    convert: (Int, Double) -> Double = { $1 }) throws(JSONFileError) -> [LayerAnimation] {
        guard keyframes.isAnimated, !properties.isEmpty else { return [] }
        let list = keyframes.keyframes
        if properties.count >= 2, list.dropLast().contains(where: { !$0.hold && $0.hasSpatialTangents }) {
            return try baked(frames: list.map(\.frame), holds: list.map(\.hold), properties, clock: clock) { frame in
                let value = keyframes.value(atFrame: frame)
                return properties.indices.map { convert($0, $0 < value.count ? value[$0] : 0) }
            }
        }
        let sharedEasing = list.allSatisfy { keyframe in
            (0..<properties.count).allSatisfy { keyframe.easing(dimension: $0) == keyframe.easing(dimension: 0) }
        }
        let groups: [[Int]] = sharedEasing ? [Array(properties.indices)] : properties.indices.map { [$0] }
        var animations: [LayerAnimation] = []
        for dimensions in groups {
            let values = list.map { keyframe in
                AnimationVector(dimensions.map { convert($0, $0 < keyframe.value.count ? keyframe.value[$0] : 0) })
            }
            if let animation = keyframeAnimation(list, values: values, dimension: dimensions[0], clock: clock) {
                animations.append(LayerAnimation(properties: dimensions.map { properties[$0] }, animation: animation))
            }
        }
        return animations
    }

    /// A scalar property's animations.
    func animations(_ keyframes: LottieKeyframes<Double>, _ property: AnimatableProperty, clock: LottieClock,
                    convert: (Double) -> Double = { $0 }) throws(JSONFileError) -> [LayerAnimation] {
        try animations(keyframes.map { [$0] }, [property], clock: clock) { convert($1) }
    }

    /// The keyframe animation of `values` (one per Lottie keyframe), each
    /// segment eased as dimension `dimension` of its keyframe; nil when
    /// every keyframe is at one frame (then the last value is the value).
    func keyframeAnimation<Value>(_ list: [LottieKeyframe<Value>], values: [AnimationVector], dimension: Int,
                                  clock: LottieClock) -> PropertyAnimation<AnimationVector>? {
        var frames: [Double] = [], keyValues: [AnimationVector] = [], timings: [TimingFunction] = []
        for (index, keyframe) in list.enumerated() {
            frames.append(keyframe.frame)
            keyValues.append(values[index])
            guard index + 1 < list.count else { break }
            let next = list[index + 1].frame
            if keyframe.hold, next > keyframe.frame {
                // Held to the next keyframe's frame, where it jumps (made
                // `jumpLead` early; two keyframes at one key time jump).
                let jump = LottieClock.jumpFrame(from: keyframe.frame, to: next)
                frames += [jump, jump]
                keyValues += [values[index], values[index + 1]]
                timings += [.linear, .linear, .linear]
            } else if keyframe.hold {
                frames.append(next)
                keyValues.append(values[index])
                timings += [.linear, .linear]
            } else {
                timings.append(keyframe.timingFunction(dimension: dimension))
            }
        }
        return animation(frames: frames, values: keyValues, timingFunctions: timings, clock: clock)
    }

    /// A keyframe animation through `values` at `frames` (in order), held
    /// before the first and after the last (`fillMode` both, as Lottie
    /// holds its first and last keyframes).
    func animation(frames: [Double], values: [AnimationVector], timingFunctions: [TimingFunction],
                   clock: LottieClock) -> PropertyAnimation<AnimationVector>? {
        guard let first = frames.first, let last = frames.last, last > first else { return nil }
        let begin = clock.seconds(atFrame: first), end = clock.seconds(atFrame: last)
        let keyTimes = frames.map { (clock.seconds(atFrame: $0) - begin) / (end - begin) }
        return PropertyAnimation(timing: MediaTiming(beginTime: begin, duration: end - begin, fillMode: .both),
                                 curve: .keyframes(Keyframes(values: values, keyTimes: keyTimes, timingFunctions: timingFunctions)),
                                 groupTimings: clock.groupTimings)
    }

    /// Values sampled at every frame between the first and last of
    /// `frames` (and at each of them), joined by straight lines; a hold
    /// keeps its value up to the next frame listed and jumps there.
    func baked(frames: [Double], holds: [Bool], _ properties: [AnimatableProperty], clock: LottieClock,
               sample: (Double) -> [Double]) throws(JSONFileError) -> [LayerAnimation] {
        guard let first = frames.first, let last = frames.last, last > first else { return [] }
        var times: [Double] = [], values: [AnimationVector] = []
        for index in frames.indices.dropLast() {
            let (from, to) = (frames[index], frames[index + 1])
            guard to > from else { continue }
            let start = AnimationVector(sample(from))
            if holds[index] {
                let jump = LottieClock.jumpFrame(from: from, to: to)
                times += [from, jump, jump]
                values += [start, start, AnimationVector(sample(to))]
                continue
            }
            let steps = Int(min((to - from).rounded(.up), Self.maximumSamplesPerSegment))
            try spendSamples(steps)
            for step in 0..<steps {
                let frame = from + (to - from) * Double(step) / Double(steps)
                times.append(frame)
                values.append(step == 0 ? start : AnimationVector(sample(frame)))
            }
        }
        times.append(last)
        values.append(AnimationVector(sample(last)))
        guard let animation = animation(frames: times, values: values, timingFunctions: [], clock: clock) else { return [] }
        return [LayerAnimation(properties: properties, animation: animation)]
    }
}
