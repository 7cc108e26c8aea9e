/// Distance travelled along a chain of keyframe segments, for the paced
/// calculation modes ("keyframe times are automatically generated to give
/// the animation a constant velocity", CAAnimationCalculationMode.paced and
/// .cubicPaced): progress p is the fraction p of the whole length, found
/// back as a segment and a parameter u.
///
///     segment      0                 1
///     length   ├── 300 ──┤├──────── 400 ────────┤      total 700
///     p = 0.5                  ▲ 350 = 300 + 50: segment 1, u = 50/400
///
/// Lines are exact (one sample: their length is the chord). A Bézier is
/// sampled at `samplesPerSegment` even steps of u and measured by the
/// chords between samples; u for a distance is interpolated between the
/// two samples around it. Memory is bounded whatever the input: at most
/// `maximumSamples` samples in all, however many segments (past that, one
/// sample each).
struct ArcLengthTable: Hashable, Sendable {
    /// The most samples a table holds.
    static let maximumSamples = 16_384
    /// The most samples per Bézier: 64 chords of a quarter circle fall
    /// short of its length by 0.003 % ((π/2 ÷ 64)² ÷ 24).
    static let maximumSamplesPerSegment = 64

    /// Samples per segment (u = j / samplesPerSegment, j = 0…samples).
    let samplesPerSegment: Int
    /// Distance from the start of the chain to the start of each segment.
    let starts: [Double]
    /// For each segment, distances from its start at each sample, flat:
    /// segment i's are at i × (samplesPerSegment + 1) + j.
    let distances: [Double]
    let total: Double

    /// nil when the value type has no distance, or the whole length is 0
    /// or not finite (paced keyframes then use even spacing).
    init?<Value: Interpolatable>(segments: [KeyframeSegment<Value>]) {
        guard !segments.isEmpty else { return nil }
        let perSegment = segments.allSatisfy(\.isLine)
            ? 1
            : max(1, min(Self.maximumSamplesPerSegment, Self.maximumSamples / segments.count))
        var starts: [Double] = []
        var distances: [Double] = []
        starts.reserveCapacity(segments.count)
        distances.reserveCapacity(segments.count * (perSegment + 1))
        var travelled = 0.0
        for segment in segments {
            starts.append(travelled)
            var previous = segment.start
            var length = 0.0
            distances.append(0)
            for step in 1...perSegment {
                let point = step == perSegment ? segment.end : segment.point(at: Double(step) / Double(perSegment))
                guard let chord = Value.distance(from: previous, to: point) else { return nil }
                length += chord
                distances.append(length)
                previous = point
            }
            travelled += length
        }
        guard travelled > 0, travelled.isFinite else { return nil }
        self.samplesPerSegment = perSegment
        self.starts = starts
        self.distances = distances
        self.total = travelled
    }

    /// The segment and parameter at `fraction` of the whole length.
    /// Outside 0…1 (an overall timing function that overshoots) u
    /// extrapolates the first or last step.
    func locate(fraction: Double) -> (segment: Int, u: Double) {
        let target = fraction * total
        guard target.isFinite else { return (fraction > 0 ? starts.count - 1 : 0, fraction > 0 ? 1 : 0) }
        // The last segment starting at or before the target: past any
        // segments of zero length that start at the same distance.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= target { low = middle } else { high = middle - 1 }
        }
        let segment = low
        let local = target - starts[segment]
        let base = segment * (samplesPerSegment + 1)
        // The sample step holding `local`, within the segment's steps.
        var step = 0
        var top = samplesPerSegment - 1
        while step < top {
            let middle = (step + top + 1) / 2
            if distances[base + middle] <= local { step = middle } else { top = middle - 1 }
        }
        let from = distances[base + step], to = distances[base + step + 1]
        let within = to > from ? (local - from) / (to - from) : 0
        return (segment, (Double(step) + within) / Double(samplesPerSegment))
    }
}
