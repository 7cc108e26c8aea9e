import SplashGeometry

extension Pixmap {
    /// Paints `color` through `mask` moved by `offset` whole pixels (the
    /// mask's (0, 0) lands on pixel (dx, dy)), scaled by `opacity` and, when
    /// given, by `clip` per pixel, blending source-over: how a blurred
    /// shadow is laid down.
    ///
    /// The offset is whole pixels so the mask is read, not resampled; a
    /// fractional `shadowOffset` belongs in the transform of the shape that
    /// is drawn into the mask before it is blurred, where it costs nothing.
    public mutating func fill(mask: Mask, color: Color, offset: (dx: Int, dy: Int) = (0, 0),
                              opacity: Double = 1, clip: Mask? = nil) {
        let value = color.premultipliedPixel
        let k = PixelMath.factor(opacity)
        guard value != 0, k > 0, mask.width > 0 else { return }
        // The destination columns and rows the shifted mask overlaps.
        let dx = offset.dx, dy = offset.dy
        guard dx < width, dy < rowsPresent, dx > -mask.width, dy > -mask.rowsPresent else { return }
        let x0 = max(0, dx), x1 = min(width, dx + mask.width)
        let y0 = max(0, dy), y1 = min(rowsPresent, dy + mask.rowsPresent)
        guard x1 > x0, y1 > y0 else { return }
        let width = self.width, maskWidth = mask.width
        mask.values.withUnsafeBufferPointer { m in
            guard let m = m.baseAddress else { return }
            Pixmap.withClipRows(clip) { clipRows in
                _ = withPixelRows { pixels, _ in
                    for y in y0..<y1 {
                        let d = pixels + y * width
                        let mr = m + (y - dy) * maskWidth - dx
                        var clipRow: UnsafePointer<UInt8>? = nil
                        var clipCount = 0
                        if let clipRows {
                            (clipRow, clipCount) = clipRows.values(y: y, x: 0, count: width)
                            guard clipCount > 0 else { continue }
                        }
                        let end = clipRows == nil ? x1 : min(x1, clipCount)
                        Pixmap.paintMaskedRow(d, mask: mr, clip: clipRow, from: x0, to: end, color: value, factor: k)
                    }
                }
            }
        }
    }

    /// `d[x] = color · mask[x] · clip[x] · factor over d[x]` for x in
    /// `from ..< to`, eight pixels at a time where the mask (and the clip) is
    /// not zero.
    @inline(__always)
    private static func paintMaskedRow(_ d: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>, clip: UnsafePointer<UInt8>?,
                                       from: Int, to: Int, color: UInt32, factor: UInt32) {
        let colorV = PixelMath.Pixels8(repeating: color)
        let kV = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: factor))
        var x = from
        if let clip {
            // The factor in the order of the one-pixel loop below: the mask
            // times the opacity, then the clip (a factor of 0 leaves the
            // pixel as it was: source-over of nothing).
            while x + 8 <= to {
                let m64 = UnsafeRawPointer(mask + x).loadUnaligned(as: UInt64.self)
                let c64 = UnsafeRawPointer(clip + x).loadUnaligned(as: UInt64.self)
                if m64 != 0 && c64 != 0 {
                    let f8 = PixelMath.mul255(PixelMath.mul255(PixelMath.factors(m64), kV), PixelMath.factors(c64))
                    PixelMath.paint(colorV, factors: f8, over: d + x)
                }
                x += 8
            }
        } else {
            while x + 8 <= to {
                let m64 = UnsafeRawPointer(mask + x).loadUnaligned(as: UInt64.self)
                if m64 != 0 {
                    PixelMath.paint(colorV, factors: PixelMath.mul255(PixelMath.factors(m64), kV), over: d + x)
                }
                x += 8
            }
        }
        while x < to {
            var f = PixelMath.mul255(UInt32(mask[x]), factor)
            if let clip { f = PixelMath.mul255(f, UInt32(clip[x])) }
            if f != 0 { d[x] = PixelMath.sourceOver(PixelMath.scale(color, f), d[x]) }
            x += 1
        }
    }
}
