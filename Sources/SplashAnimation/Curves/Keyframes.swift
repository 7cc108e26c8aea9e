/// A `CAKeyframeAnimation`'s value function: its keyframes (`values`, or
/// the points of a `path`), `keyTimes`, `timingFunctions`,
/// `calculationMode`, the animation's own `timingFunction`, and the cubic
/// modes' `tensionValues`, `continuityValues` and `biasValues`, prepared
/// once for evaluation at any progress (local time ÷ duration).
///
///     progress ─▶ timingFunction ─▶ where: a keyframe, or (segment, u) ─▶ value
///                 (whole animation)     linear, cubic: keyTimes, each segment
///                                         eased by its timing function
///                                       discrete: the last key time passed
///                                       paced, cubicPaced: distance travelled
///
/// A value here is the whole animated value (a number, or an
/// `AnimationVector` for a point, a rect, a colour), so distances for the
/// paced modes are measured on the whole value: a point is paced by its
/// straight-line distance, not x and y each on their own.
///
/// For example a mask that dips, then grows: values [1, 0.85, 18], keyTimes
/// [0, 0.2, 1], timing [easeInEaseOut, easeOut], duration 0.6 s:
///
///     local time   0 ──── 0.12 s ─────────────────────── 0.6 s
///     value        1 ─ease─▶ 0.85 ──────easeOut────────▶ 18
///                  segment 0           segment 1
///
/// Malformed input (which `validate()` reports) is evaluated leniently
/// rather than trapping, as Core Animation does ("If the values in this
/// array are invalid or inappropriate for the current calculation mode,
/// they are ignored", CAKeyframeAnimation.keyTimes): key times of the wrong
/// count are replaced by even spacing, missing timing functions are
/// linear, progress outside the key times holds the first or last value.
public struct Keyframes<Value: Interpolatable>: Sendable {
    /// Where the keyframes come from.
    public enum Source: Sendable {
        /// `values`: one keyframe each. A single value is a constant (how
        /// a non-animated property is one keyframe); none is invalid and
        /// never applied.
        case values([Value])
        /// `path`: the path's elements in order, each one segment. "Each
        /// point in the path except for `moveto' points defines a single
        /// keyframe for the purpose of timing and interpolation"
        /// (CAAnimation.h): the keyframes are the first segment's start and
        /// every segment's end. A move-to between segments is a jump: the
        /// next segment simply starts elsewhere.
        case path([KeyframeSegment<Value>])
    }

    public let source: Source
    /// When each keyframe is reached, as fractions of the duration; nil
    /// spaces them evenly. See `CalculationMode` for the counts.
    public let keyTimes: [Double]?
    /// One per segment (Core Animation's rule), or a single one for every
    /// segment (our convenience), or none (linear).
    public let timingFunctions: [TimingFunction]
    public let calculationMode: CalculationMode
    /// `CAAnimation.timingFunction`: paces the whole animation before the
    /// keyframes are looked up (linear by default), in every mode.
    /// (The pages for the paced modes say "keyTimes and timingFunction are
    /// ignored", while CAAnimation.h says `keyTimes' and `timingFunctions'
    /// are; we follow the header: the per-segment functions are ignored,
    /// the animation's own pacing is not, so a paced path can still ease
    /// in and out.)
    public let timingFunction: TimingFunction
    /// Per keyframe, each within −1…1; missing entries are 0.
    public let tensionValues: [Double]
    public let continuityValues: [Double]
    public let biasValues: [Double]

    // Prepared at initialisation.
    /// The keyframe values: `values`, or a path's start and segment ends.
    let keyValues: [Value]
    /// The curve between consecutive keyframes (keyValues.count − 1).
    let segments: [KeyframeSegment<Value>]
    /// Linear and cubic: when each keyframe is reached. Discrete: when each
    /// value starts. Unused by the paced modes.
    let times: [Double]
    /// Paced modes: distance along `segments`; nil when nothing moves.
    let pacing: ArcLengthTable?

    public init(
        values: [Value],
        keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction] = [],
        calculationMode: CalculationMode = .linear,
        timingFunction: TimingFunction = .linear,
        tensionValues: [Double] = [],
        continuityValues: [Double] = [],
        biasValues: [Double] = []
    ) {
        self.init(
            source: .values(values), keyTimes: keyTimes, timingFunctions: timingFunctions, calculationMode: calculationMode,
            timingFunction: timingFunction, tensionValues: tensionValues, continuityValues: continuityValues, biasValues: biasValues
        )
    }

    public init(
        path: [KeyframeSegment<Value>],
        keyTimes: [Double]? = nil,
        timingFunctions: [TimingFunction] = [],
        calculationMode: CalculationMode = .linear,
        timingFunction: TimingFunction = .linear
    ) {
        self.init(
            source: .path(path), keyTimes: keyTimes, timingFunctions: timingFunctions, calculationMode: calculationMode,
            timingFunction: timingFunction, tensionValues: [], continuityValues: [], biasValues: []
        )
    }

    private init(
        source: Source, keyTimes: [Double]?, timingFunctions: [TimingFunction], calculationMode: CalculationMode,
        timingFunction: TimingFunction, tensionValues: [Double], continuityValues: [Double], biasValues: [Double]
    ) {
        self.source = source
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
        self.timingFunction = timingFunction
        self.tensionValues = tensionValues
        self.continuityValues = continuityValues
        self.biasValues = biasValues

        let keyValues: [Value]
        switch source {
        case .values(let values):
            keyValues = values
        case .path(let path):
            keyValues = path.first.map { [$0.start] + path.map(\.end) } ?? []
        }
        self.keyValues = keyValues
        let count = keyValues.count
        let even = Self.evenTimes(count)

        switch calculationMode {
        case .discrete:
            // Core Animation's n + 1 key times; otherwise an equal share each.
            if let keyTimes, keyTimes.count == count + 1 {
                times = Array(keyTimes.prefix(count))
            } else {
                times = (0..<count).map { Double($0) / Double(count) }
            }
        case .linear, .cubic:
            times = keyTimes.flatMap { $0.count == count ? $0 : nil } ?? even
        case .paced, .cubicPaced:
            times = even
        }

        switch source {
        case .path(let path):
            segments = path
        case .values(let values) where calculationMode.isCubic && count > 1:
            // cubicPaced ignores keyTimes: the spline's shape is the one of
            // evenly spaced keys, then travelled at constant speed.
            segments = KochanekBartels.segments(
                through: values, times: calculationMode == .cubic ? times : even,
                tension: tensionValues, continuity: continuityValues, bias: biasValues
            )
        case .values(let values):
            segments = count > 1 ? (0..<(count - 1)).map { .line(from: values[$0], to: values[$0 + 1]) } : []
        }
        pacing = calculationMode.isPaced ? ArcLengthTable(segments: segments) : nil
    }

    /// Key times 0, 1/(n−1), …, 1 (just 0 for one keyframe).
    static func evenTimes(_ count: Int) -> [Double] {
        guard count > 1 else { return count == 1 ? [0] : [] }
        let last = Double(count - 1)
        return (0..<count).map { Double($0) / last }
    }

    /// How many keyframes there are: values, or the path's segments + 1.
    public var keyframeCount: Int { keyValues.count }
}

extension Keyframes.Source: Equatable where Value: Equatable {}
extension Keyframes.Source: Hashable where Value: Hashable {}
extension Keyframes: Equatable where Value: Equatable {}
extension Keyframes: Hashable where Value: Hashable {}
