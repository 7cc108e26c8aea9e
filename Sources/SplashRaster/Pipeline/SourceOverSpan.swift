/// Source-over of one row of premultiplied pixels onto another: the inner
/// loops of `Pixmap.composite`, one function per case so each stays a
/// single branch-light loop.
///
/// * `copyOrBlend`: no opacity, no mask (a plain group);
/// * `blend(…, factor:)`: a constant factor (group opacity);
/// * `blend(…, mask:, factor:)`: a per-pixel mask times a constant factor.
///
/// All three compute exactly `PixelMath.sourceOver(PixelMath.scale(s, f), d)`
/// with `f = mul255(mask, factor)`, and leave a destination pixel untouched
/// where the source is transparent or `f` is 0 (which is what the formula
/// gives there anyway: scaling by 255 − 0 is exact).
///
/// Eight pixels per step (see `PixelMath`'s vector arithmetic). A step
/// whose source (or mask) is all zero is skipped after one compare, a step
/// that nothing scales and whose source is all opaque is a copy, and one
/// whose source is all opaque but faded by a constant factor blends with a
/// constant destination factor (see `blendOpaque`), so
/// the mostly empty or mostly opaque layers of a launch screen cost little
/// more than reading them.
enum SourceOverSpan {
    /// `src` over `dst` for `count` pixels: skipped where transparent,
    /// copied where opaque, blended otherwise.
    @inline(__always)
    static func copyOrBlend(_ s: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, count: Int) {
        var x = 0
        while x + 8 <= count {
            copyOrBlend8(PixelMath.load(s + x), d + x)
            x += 8
        }
        while x < count {
            let p = s[x]
            if p >= 0xFF00_0000 {
                d[x] = p
            } else if p != 0 {
                d[x] = PixelMath.sourceOver(p, d[x])
            }
            x += 1
        }
    }

    @inline(__always)
    private static func copyOrBlend8(_ src8: PixelMath.Pixels8, _ d: UnsafeMutablePointer<UInt32>) {
        if PixelMath.isClear(src8) {
            // nothing to draw
        } else if PixelMath.isOpaque(src8) {
            PixelMath.store(src8, d)
        } else {
            PixelMath.store(PixelMath.sourceOver(src8, PixelMath.load(d)), d)
        }
    }

    /// `src · k/255` over `dst` for `count` pixels (k in 1...255).
    @inline(__always)
    static func blend(_ s: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, count: Int, factor k: UInt32) {
        let kv = PixelMath.Pixels8(repeating: k)
        let k16 = PixelMath.Lanes16(repeating: UInt16(truncatingIfNeeded: k))
        let inverse16 = PixelMath.Lanes16(repeating: UInt16(truncatingIfNeeded: 255 &- k))
        var x = 0
        while x + 8 <= count {
            let src8 = PixelMath.load(s + x)
            if PixelMath.isOpaque(src8) {
                // All eight opaque (a faded opaque group): the constant-factor form, as `blendOpaque`.
                PixelMath.store(PixelMath.lerp(src8, PixelMath.load(d + x), k16, inverse16), d + x)
            } else if !PixelMath.isClear(src8) {
                PixelMath.store(PixelMath.sourceOver(PixelMath.scale(src8, kv), PixelMath.load(d + x)), d + x)
            }
            x += 8
        }
        while x < count {
            let p = s[x]
            if p != 0 { d[x] = PixelMath.sourceOver(PixelMath.scale(p, k), d[x]) }
            x += 1
        }
    }

    /// `src · mask/255 · k/255` over `dst` for `count` pixels (k in
    /// 1...255). Eight mask values are tested as one `UInt64`: all hidden
    /// skips the step, all shown with `k = 255` is `copyOrBlend`.
    @inline(__always)
    static func blend(_ s: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, mask m: UnsafePointer<UInt8>,
                      count: Int, factor k: UInt32) {
        let k8 = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: k))
        var x = 0
        while x + 8 <= count {
            let m64 = UnsafeRawPointer(m + x).loadUnaligned(as: UInt64.self)
            if m64 != 0 {
                let src8 = PixelMath.load(s + x)
                if m64 == .max && k == 255 {
                    copyOrBlend8(src8, d + x)
                } else if !PixelMath.isClear(src8) {
                    let m8 = PixelMath.factors(m64)
                    let f8 = k == 255 ? m8 : PixelMath.mul255(m8, k8)
                    PixelMath.paint(src8, factors: f8, over: d + x)
                }
            }
            x += 8
        }
        while x < count {
            let p = s[x]
            let f = PixelMath.mul255(UInt32(m[x]), k)
            if p != 0 && f != 0 { d[x] = PixelMath.sourceOver(PixelMath.scale(p, f), d[x]) }
            x += 1
        }
    }

    /// `src · k/255` over `dst` for `count` pixels (k in 1...255) when
    /// every source pixel is opaque: the same result as
    /// `blend(_:_:count:factor:)`, computed as
    /// `mul255(s, k) + mul255(d, 255 − k)` per channel. The scaled source's
    /// alpha is exactly k, so the destination's factor is one constant
    /// instead of a per-pixel value spread into both lanes of its pixel
    /// (a third fewer instructions); the sum cannot carry between channels
    /// (`mul255(255, k) + mul255(255, 255 − k) = 255`).
    @inline(__always)
    static func blendOpaque(_ s: UnsafePointer<UInt32>, _ d: UnsafeMutablePointer<UInt32>, count: Int, factor k: UInt32) {
        let kv = PixelMath.Lanes16(repeating: UInt16(truncatingIfNeeded: k))
        let iv = PixelMath.Lanes16(repeating: UInt16(truncatingIfNeeded: 255 &- k))
        var x = 0
        while x + 8 <= count {
            PixelMath.store(PixelMath.lerp(PixelMath.load(s + x), PixelMath.load(d + x), kv, iv), d + x)
            x += 8
        }
        while x < count {
            d[x] = PixelMath.scale(s[x], k) &+ PixelMath.scale(d[x], 255 &- k)
            x += 1
        }
    }
}
