/// What the edges crossing one pixel contribute to it and to the pixels to
/// its right, as in FreeType's "gray" rasteriser:
///
/// * `cover`: the signed height of the edges inside the cell (+ going down).
///   Every pixel to the right of this one, in the same row, is covered by
///   that much more.
/// * `area`: the signed part of this pixel lying to the right of those edges
///   (height × (1 − mean x within the pixel)).
///
/// A row's pixel coverage is then the running sum of `cover` of the cells to
/// its left plus its own `area`, so only pixels an edge passes through need
/// a cell; the runs between them have constant coverage.
struct CoverageCell {
    /// `y << 32 | x`, so sorting by key orders cells by row, then column.
    var key: UInt64
    var cover: Double
    var area: Double

    var x: Int { Int(truncatingIfNeeded: key & 0xFFFF_FFFF) }
    var y: Int { Int(truncatingIfNeeded: key >> 32) }

    static func key(x: Int, y: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: y) << 32 | UInt64(truncatingIfNeeded: x)
    }
}
