import SplashGeometry

/// A gradient's colours sampled into a lookup table of premultiplied colours
/// with 8 fractional bits per channel, ready for ordered dithering.
///
/// Why a table: a full-screen gradient evaluates millions of pixels, and
/// finding the stop pair and interpolating per pixel would dominate the fill.
/// 1024 entries give steps of at most a quarter of an 8-bit level between
/// neighbouring entries for any stop pair, well below what dithering shows.
///
/// Why 8 fractional bits: the ideal colour of most pixels lies between two
/// 8-bit levels. Keeping the fraction lets `OrderedDither` choose the lower
/// or upper level in the right proportion, so a slow gradient does not
/// quantise into bands that H.264 then turns into visible steps.
///
/// Each entry packs four 16-bit lanes `r | g << 16 | b << 32 | a << 48`,
/// each `value · 256` with `value` in 0...255, and every colour lane is at
/// most the alpha lane (valid premultiplied data even after dithering,
/// because all four lanes receive the same dither offset).
struct GradientRamp {
    static let size = 1024

    private(set) var entries: [UInt64]
    /// `true` when every entry is fully opaque, which allows plain stores.
    let isOpaque: Bool

    /// Builds the table; `nil` when there are no stops (nothing to draw).
    init?(stops unsorted: [GradientStop]) {
        let stops = GradientRamp.normalized(unsorted)
        guard let first = stops.first, let last = stops.last else { return nil }
        var entries = [UInt64](repeating: 0, count: GradientRamp.size)
        var opaque = true
        var upper = 0
        for i in 0..<GradientRamp.size {
            let t = Double(i) / Double(GradientRamp.size - 1)
            let color: Color
            if t <= first.location {
                color = first.color
            } else if t >= last.location {
                color = last.color
            } else {
                while upper < stops.count - 1 && stops[upper].location < t { upper += 1 }
                let s0 = stops[upper - 1], s1 = stops[upper]
                let span = s1.location - s0.location
                let f = span > 0 ? (t - s0.location) / span : 1
                color = GradientRamp.mix(s0.color, s1.color, f)
            }
            let entry = GradientRamp.pack(color)
            if entry >> 48 != 255 << 8 { opaque = false }
            entries[i] = entry
        }
        self.entries = entries
        self.isOpaque = opaque
        var dithered = [UInt32](repeating: 0, count: 16 * GradientRamp.size)
        for phase in 0..<16 {
            let offset = OrderedDither.offset(phase)
            for i in 0..<GradientRamp.size {
                dithered[GradientRamp.slot(index: i, x: phase & 3, y: phase >> 2)] = GradientRamp.pixel(entries[i], dither: offset)
            }
        }
        self.dithered = dithered
    }

    /// The finished 8-bit pixels for each of the 16 dither phases, at
    /// `slot(index:x:y:)`. Precomputing them (64 KiB, of which one row
    /// touches 16 KiB) turns the per-pixel work into an index computation
    /// and one load.
    let dithered: [UInt32]

    /// Where in `dithered` the pixel of table entry `index` is for pixel
    /// (`x`, `y`): rows of four, one per column phase (`x & 3`), so four
    /// neighbouring pixels that read the same entry (a slow gradient, most
    /// of a full-screen one) are one 16-byte load, in order from a column
    /// that is a multiple of 4; a table of such rows per row phase (`y & 3`).
    @inline(__always)
    static func slot(index: Int, x: Int, y: Int) -> Int {
        ((y & 3) * size + index) * 4 + (x & 3)
    }

    /// Stops with locations clamped to 0...1 (NaN treated as 0), in
    /// ascending order; equal locations keep their given order, which makes a
    /// hard colour edge as in Core Animation.
    static func normalized(_ stops: [GradientStop]) -> [GradientStop] {
        stops.enumerated()
            .map { (offset: $0.offset, stop: GradientStop(location: Color.clamp($0.element.location), color: $0.element.color)) }
            .sorted { $0.stop.location != $1.stop.location ? $0.stop.location < $1.stop.location : $0.offset < $1.offset }
            .map(\.stop)
    }

    /// Straight-alpha interpolation, as Core Animation interpolates.
    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * f,
              green: a.green + (b.green - a.green) * f,
              blue: a.blue + (b.blue - a.blue) * f,
              alpha: a.alpha + (b.alpha - a.alpha) * f)
    }

    /// Premultiplies and packs one colour into 8.8 fixed-point lanes.
    static func pack(_ color: Color) -> UInt64 {
        let a = Color.clamp(color.alpha)
        let scale = 255.0 * 256.0
        let a16 = UInt64((a * scale).rounded())
        func lane(_ c: Double) -> UInt64 { min(a16, UInt64((Color.clamp(c) * a * scale).rounded())) }
        return lane(color.red) | lane(color.green) << 16 | lane(color.blue) << 32 | a16 << 48
    }

    /// The 8-bit premultiplied pixel for table entry `entry` with a dither
    /// offset `dither` (0..<256 in every lane, see `OrderedDither`).
    @inline(__always)
    static func pixel(_ entry: UInt64, dither: UInt64) -> UInt32 {
        let v = entry &+ dither
        return UInt32(truncatingIfNeeded: (v >> 8) & 0xFF)
            | UInt32(truncatingIfNeeded: (v >> 16) & 0xFF00)
            | UInt32(truncatingIfNeeded: (v >> 24) & 0xFF_0000)
            | UInt32(truncatingIfNeeded: (v >> 32) & 0xFF00_0000)
    }
}
