import SplashAnimation
import SplashGeometry
import SplashScene
import SplashFormats

extension LottieTranslator {
    /// `shape` trimmed as Lottie trims a path (lottie-web's
    /// `TrimModifier`): start and end in percent, within 0…100, swapped
    /// when the start is past the end, both moved on by offset ÷ 360 of
    /// the length; a piece that runs past the end of the path continues
    /// from its start. Core Animation's `strokeStart`/`strokeEnd` draw one
    /// piece, so a piece round the end is two layers:
    ///
    ///     s = 60 %, e = 90 %, o = 72° (+20 %)   →  80 %…100 % and 0 %…10 %
    func trimmed(_ shape: Layer, _ trim: LottieTrim, clock: LottieClock) throws(JSONFileError) -> [Layer] {
        let start = trim.start, end = trim.end, offset = trim.offset
        func pieces(atFrame frame: Double) -> [Double] {
            Self.trimPieces(start: start.value(atFrame: frame), end: end.value(atFrame: frame),
                            offset: offset.value(atFrame: frame))
        }
        var first = shape, second = shape
        let resting = pieces(atFrame: [start, end, offset].compactMap { $0.isAnimated ? $0.keyframes[0].frame : nil }.min() ?? 0)
        first.updateShapeStroke { $0.start = resting[0]; $0.end = resting[1] }
        second.updateShapeStroke { $0.start = resting[2]; $0.end = resting[3] }
        guard start.isAnimated || end.isAnimated || offset.isAnimated else {
            return resting[3] > resting[2] ? [first, second] : [first]
        }
        // Straight from the keyframes when the offset is 0 and the start
        // never passes the end.
        let starts = start.keyframes.map(\.value), ends = end.keyframes.map(\.value)
        if !offset.isAnimated, offset.first.truncatingRemainder(dividingBy: 360) == 0,
           let latestStart = starts.max(), let earliestEnd = ends.min(), latestStart <= earliestEnd {
            first.animations += try animations(start, .strokeStart, clock: clock) { Self.unit($0) }
            first.animations += try animations(end, .strokeEnd, clock: clock) { Self.unit($0) }
            return [first]
        }
        let frames = Array(Set([start, end, offset].flatMap { $0.isAnimated ? $0.keyframes.map(\.frame) : [] })).sorted()
        let holds = frames.map { _ in false }
        first.animations += try baked(frames: frames, holds: holds, [.strokeStart, .strokeEnd], clock: clock) { Array(pieces(atFrame: $0).prefix(2)) }
        second.animations += try baked(frames: frames, holds: holds, [.strokeStart, .strokeEnd], clock: clock) { Array(pieces(atFrame: $0).suffix(2)) }
        return [first, second]
    }

    /// The two pieces (start, end, start, end, as fractions) a trim draws;
    /// the second is empty (0, 0) unless the first runs past the end.
    static func trimPieces(start: Double, end: Double, offset: Double) -> [Double] {
        var shift = offset.truncatingRemainder(dividingBy: 360) / 360
        if shift < 0 { shift += 1 }
        var s = unit(start) + shift, e = unit(end) + shift
        if s > e { swap(&s, &e) }
        if s >= 1 { s -= 1; e -= 1 }
        guard e > 1 else { return [s, e, 0, 0] }
        return [s, 1, 0, e - 1]
    }
}
