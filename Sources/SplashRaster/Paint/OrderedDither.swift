/// Deterministic ordered dithering with a 4×4 Bayer matrix.
///
/// A gradient's ideal colour at a pixel is usually between two 8-bit levels.
/// Rounding every pixel the same way turns a slow gradient into flat bands
/// several pixels wide, and H.264 makes the band edges worse. Adding a
/// threshold that varies over a 4×4 tile before truncating makes each tile
/// average the ideal colour (to 1/16 of a level) while every pixel stays
/// within one level of it.
///
/// Rejected alternatives: random noise would make every frame differ, so the
/// encoder would spend bits on shimmering and the same input would no longer
/// give the same bytes; blue noise is marginally prettier but needs a larger
/// table and the difference disappears after 4:2:0 chroma subsampling.
enum OrderedDither {
    /// Bayer ranks; the offset used is `(rank · 16 + 8) / 256` of a level,
    /// i.e. thresholds 1/32, 3/32 … 31/32 whose mean is exactly one half.
    private static let ranks: [UInt64] = [
        0, 8, 2, 10,
        12, 4, 14, 6,
        3, 11, 1, 9,
        15, 7, 13, 5,
    ]

    /// The offset for `phase = (y & 3) · 4 + (x & 3)`, spread into the four
    /// 16-bit lanes of a `GradientRamp` entry.
    static func offset(_ phase: Int) -> UInt64 {
        (ranks[phase & 15] * 16 + 8) &* 0x0001_0001_0001_0001
    }
}
