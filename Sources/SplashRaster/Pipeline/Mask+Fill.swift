extension Mask {
    /// Fills `path`, mapped by `transform` into mask pixels, with coverage
    /// `color.alpha × area × opacity`, source-over onto the values already
    /// here.
    ///
    /// The result is, bit for bit, the alpha channel `Pixmap.fill` gives for
    /// `.solid(color)` on a pixmap whose alpha is this mask (the
    /// same quantised coverage, the same rounded `x · y / 255`). So a
    /// `CALayer.mask` that is a plain filled shape can be rasterised
    /// straight into 8-bit coverage, instead of into an RGBA offscreen four
    /// times the size that is then cleared, filled and read back for its
    /// alpha.
    ///
    /// `window`: this mask holds rows of a taller picture, which `transform`
    /// maps to, and only those rows of it are drawn (see `RowWindow`);
    /// nil: the mask is the whole picture.
    public mutating func fill(_ path: Path, transform: AffineTransform = .identity, fillRule: FillRule = .nonZero,
                              color: Color = .black, opacity: Double = 1, window: RowWindow? = nil) {
        let opacity = Color.clamp(opacity)
        let alpha = color.premultipliedPixel >> 24
        let window = window ?? .whole(height: rowsPresent)
        let drawn = window.drawnRows(bufferRows: rowsPresent)
        guard opacity > 0, alpha > 0, !path.isEmpty, !drawn.isEmpty,
              var coverage = PathFlattener.coverage(of: path, transform: transform, width: width,
                                                    height: window.pictureHeight, rows: drawn)
        else { return }
        let width = self.width
        values.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var painter = MaskPainter(values: base, width: width, alpha: alpha, originY: window.originY)
            coverage.sweep(fillRule: fillRule, opacity: opacity, into: &painter)
        }
    }

    /// Sets every value to 0 (hidden), for reusing a mask's storage.
    public mutating func clear() {
        values.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }
}

/// Paints runs of coverage into 8-bit mask values: source-over of the
/// alpha channel alone (`a + m · (255 − a)`, with `a = alpha · coverage`).
struct MaskPainter: CoverageSink {
    let values: UnsafeMutablePointer<UInt8>
    let width: Int
    let alpha: UInt32
    /// The picture row held by row 0 of `values` (see `RowWindow`).
    let originY: Int

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32) {
        let row = values + ((y - originY) * width + x)
        let a = alpha == 255 ? coverage : PixelMath.mul255(alpha, coverage)
        if a == 255 {
            row.update(repeating: 255, count: count)
            return
        }
        let inverse = 255 &- a
        for i in 0..<count {
            row[i] = UInt8(truncatingIfNeeded: a &+ PixelMath.mul255(UInt32(row[i]), inverse))
        }
    }
}
