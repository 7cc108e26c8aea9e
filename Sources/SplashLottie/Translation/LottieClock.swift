import SplashAnimation

/// How one composition's frames map to the scene's seconds: a frame f of
/// the composition is at (f + frameShift) / frameRate in the time the
/// group timings lead to (for a precomposition nested in others: each adds
/// the `MediaTiming` of its layer's start time `st` and stretch `sr`, or of
/// its time remapping `tm`).
///
///     scene time ─groupTimings─▶ composition seconds ─× fr − frameShift─▶ frame
///
/// lottie-web's timing (`ICompElement.prepareFrame`, `PropertyFactory`,
/// `RenderableElement.checkLayerLimits`), which this follows exactly:
///
/// - every property of a layer (transform, shapes, masks, its `tm`) is
///   evaluated at its composition's frame: its keyframe times `t` are
///   frames of the composition (lottie-web compares `renderedFrame − st`
///   with `t − st`; the start time cancels), whatever the layer's `st`;
/// - a layer is drawn for composition frames ip ≤ f < op;
/// - a precomposition's layers are at frame (f − st) / sr of their own
///   composition, negative before st (so its layers that start at 0 are
///   not drawn yet); with `tm`, at frame tm(f) × fr instead (no st, no sr),
///   except that a value equal to the layer's `op` is taken as op − 1.
struct LottieClock: Sendable {
    var frameRate: Double
    var frameShift: Double
    var groupTimings: [MediaTiming]
    /// The earliest time (in the group timings' time) this clock is asked
    /// for: 0 for the root (the scene starts at 0) and inside a timing
    /// (its local time starts at 0); a remapped time can be earlier.
    var earliest = 0.0

    /// A composition's seconds run on while the animation does: longer than
    /// any render, short enough to keep time precise to microseconds.
    static let span = 1e6

    /// How many frames early a jump is made (a hold keyframe's end, a
    /// layer's in and out points, a held time remapping): lottie-web
    /// compares frames exactly, and the frame it would compute as 30 can
    /// arrive here as 29.999999999 after a precomposition's start time and
    /// stretch are applied in floating point. No render asks for a frame
    /// that close to a whole one without meaning it.
    static let jumpLead = 1e-4

    /// Where a jump due at frame `to` is made, after the segment from
    /// `from` has begun.
    static func jumpFrame(from: Double, to: Double) -> Double {
        max(from, to - min(jumpLead, (to - from) / 2))
    }

    /// Seconds (in the group timings' time) of a composition's frame.
    func seconds(atFrame frame: Double) -> Double { (frame + frameShift) / frameRate }

    /// The clock of a precomposition's layers: frame F of the layer's
    /// composition is frame (F − st) / sr of the precomposition's, at any F
    /// (lottie-web: `renderedFrame = num / sr`, `num` = F − st), before st
    /// too, where it is negative. A `MediaTiming` holds its start before its
    /// begin time, so the timing begins no later than the earliest time
    /// this clock is asked (`earliest`), and the precomposition's frames
    /// are counted from the seconds it has run by st. Played backwards
    /// (sr < 0) it runs down from the end of a long span.
    func precomposition(startTime: Double, stretch: Double) -> LottieClock {
        let begin = (startTime + frameShift) / frameRate
        let start = min(begin, earliest)
        let timing = MediaTiming(beginTime: start, duration: Self.span, speed: 1 / stretch, fillMode: .both)
        let shift = stretch > 0 ? (begin - start) / stretch : Self.span + (start - begin) / -stretch
        return LottieClock(frameRate: frameRate, frameShift: shift * frameRate, groupTimings: groupTimings + [timing], earliest: 0)
    }

    /// The clock of a precomposition whose time is remapped (`tm`, in the
    /// precomposition's seconds, keyframed in this composition's frames):
    /// `samples` (frame of this composition, seconds) joined by straight
    /// lines and held outside. One sample freezes it.
    func remapped(samples: [(frame: Double, seconds: Double)]) -> LottieClock? {
        guard let first = samples.first,
              let remap = TimeRemap(inputs: samples.map { ($0.frame - first.frame) / frameRate }, outputs: samples.map(\.seconds))
        else { return nil }
        var timing = MediaTiming(beginTime: (first.frame + frameShift) / frameRate, duration: Self.span, fillMode: .both)
        timing.remap = remap
        return LottieClock(frameRate: frameRate, frameShift: 0, groupTimings: groupTimings + [timing],
                           earliest: min(remap.outputs.min() ?? 0, 0))
    }
}
