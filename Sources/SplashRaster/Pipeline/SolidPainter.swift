/// Paints runs of coverage with one premultiplied colour.
///
/// The fast path that makes full-screen fills cheap: a fully covered run of
/// an opaque colour is a plain repeated store (the compiler turns it into
/// vector stores), with no read of the destination.
struct SolidPainter: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    /// The picture row held by row 0 of `pixels` and of the clip (see `PictureWindow`).
    let originY: Int
    let color: UInt32
    let clip: ClipRows?

    /// One colour: every pixel is painted alone.
    static var splitsExactly: Bool { true }

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32) {
        let row = pixels + ((y - originY) * width + x)
        let isOpaque = color >> 24 == 255
        if let clip {
            let (mask, n) = clip.values(y: y - originY, x: x, count: count)
            @inline(__always) func paint(_ i: Int) {
                let k = PixelMath.mul255(coverage, UInt32(mask[i]))
                if k == 255 && isOpaque {
                    row[i] = color
                } else if k != 0 {
                    row[i] = PixelMath.sourceOver(PixelMath.scale(color, k), row[i])
                }
            }
            var i = 0
            // Eight pixels a step. Inside a clip most of a run is fully shown
            // or fully hidden: eight mask values decide a whole step when
            // they agree; otherwise each pixel's factor (coverage times clip)
            // is the one-pixel rule's, in 16-bit lanes (a factor of 255 over
            // an opaque colour gives the colour, one of 0 leaves the pixel).
            let colors = PixelMath.Pixels8(repeating: color)
            let coverages = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: coverage))
            while i + 8 <= n {
                let values = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt64.self)
                if values == 0 {
                    // hidden: nothing painted
                } else if values == ~0 && coverage == 255 && isOpaque {
                    (row + i).update(repeating: color, count: 8)
                } else {
                    PixelMath.paint(colors, factors: PixelMath.mul255(coverages, PixelMath.factors(values)), over: row + i)
                }
                i += 8
            }
            while i < n {
                paint(i)
                i += 1
            }
            return
        }
        if coverage == 255 && isOpaque {
            row.update(repeating: color, count: count)
            return
        }
        let source = coverage == 255 ? color : PixelMath.scale(color, coverage)
        let inverse = 255 &- (source >> 24)
        // Eight pixels a step in 16-bit lanes (a full-screen dim is this
        // loop over every pixel), the same rounding as the one-pixel form.
        let sources = PixelMath.Pixels8(repeating: source)
        let inverses = PixelMath.spread(PixelMath.Pixels8(repeating: inverse))
        var i = 0
        while i + 8 <= count {
            PixelMath.store(sources &+ PixelMath.scale(PixelMath.load(UnsafePointer(row + i)), spread: inverses), row + i)
            i += 8
        }
        while i < count {
            row[i] = source &+ PixelMath.scale(row[i], inverse)
            i += 1
        }
    }
}
