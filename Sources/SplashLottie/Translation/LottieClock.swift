import SplashAnimation

/// How one composition's frames map to the scene's seconds: a frame f of
/// a property is at (f + frameShift) / frameRate in the time the group
/// timings lead to (the composition's own time, for a precomposition
/// nested in others: each adds the `MediaTiming` that its layer's start
/// time `st` and stretch `sr` make).
///
///     scene time ─groupTimings─▶ composition seconds ─× fr − frameShift─▶ frame
struct LottieClock: Sendable {
    var frameRate: Double
    var frameShift: Double
    var groupTimings: [MediaTiming]

    /// A composition's seconds run on while the animation does: longer than
    /// any render, short enough to keep time precise to microseconds.
    static let span = 1e6

    /// Seconds (in the group timings' time) of a property's frame.
    func seconds(atFrame frame: Double) -> Double { (frame + frameShift) / frameRate }

    /// The clock of a layer's properties: its frames run `startTime` behind
    /// the composition's (`st`).
    func shifted(by startTime: Double) -> LottieClock {
        LottieClock(frameRate: frameRate, frameShift: frameShift + startTime, groupTimings: groupTimings)
    }

    /// The clock of a precomposition's layers: frame F of the layer's
    /// composition is frame (F − st) / sr of the precomposition's.
    func precomposition(startTime: Double, stretch: Double) -> LottieClock {
        let timing = MediaTiming(beginTime: (startTime + frameShift) / frameRate, duration: Self.span, speed: 1 / stretch,
                                 fillMode: .both)
        return LottieClock(frameRate: frameRate, frameShift: 0, groupTimings: groupTimings + [timing])
    }

    /// The clock of a precomposition whose time is remapped (`tm`, in the
    /// precomposition's seconds): `samples` (layer frame, seconds) joined
    /// by straight lines and held outside, after the layer's start time.
    /// One sample freezes it; a straight ramp is its two ends, exactly; any
    /// other curve is sampled at every frame.
    func remapped(startTime: Double, samples: [(frame: Double, seconds: Double)]) -> LottieClock? {
        guard let first = samples.first,
              let remap = TimeRemap(inputs: samples.map { ($0.frame - first.frame) / frameRate }, outputs: samples.map(\.seconds))
        else { return nil }
        var timing = MediaTiming(beginTime: (startTime + frameShift + first.frame) / frameRate, duration: Self.span, fillMode: .both)
        timing.remap = remap
        return LottieClock(frameRate: frameRate, frameShift: 0, groupTimings: groupTimings + [timing])
    }
}
