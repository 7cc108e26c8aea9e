import SplashGeometry

/// 8-bit premultiplied pixel arithmetic on whole `UInt32` pixels.
///
/// Every product is divided by 255 with correct rounding,
/// `(t + 128 + ((t + 128) >> 8)) >> 8`, which equals `round(t / 255)` for
/// every `t` in 0...255·255. Truncating (`>> 8`, or `/ 255` without the
/// rounding term) darkens each blend a little and the error compounds over
/// a stack of layers; that is the classic cause of "muddy" fades.
///
/// Two channels are processed per multiply (red and blue, green and alpha,
/// each in a 16-bit lane), the same "SWAR" trick as pixman and tiny-skia's
/// low-precision pipeline.
enum PixelMath {
    /// `x · y / 255`, rounded, for x and y in 0...255.
    @inline(__always)
    static func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `pixel` times `k / 255`, rounded (k in 0...255).
    @inline(__always)
    static func scale(_ pixel: UInt32, _ k: UInt32) -> UInt32 {
        var rb = (pixel & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((pixel >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// `a · (255 − k) / 255 + b · k / 255` per channel, rounded once (k in
    /// 0...255): a cross-dissolve. Where a and b are equal it is a, for
    /// every k; a mix of valid premultiplied pixels is one.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ k: UInt32) -> UInt32 {
        let j = 255 &- k
        // Each 16-bit lane holds at most 255 · 255 + 128 + 254 < 65536.
        var rb = (a & 0x00FF_00FF) &* j &+ (b & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((a >> 8) & 0x00FF_00FF) &* j &+ ((b >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Premultiplied source-over: `src + dst · (1 − src.alpha)`.
    @inline(__always)
    static func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ scale(dst, 255 &- (src >> 24))
    }

    /// An opacity in 0...1 (NaN as 0) as a factor in 0...255.
    static func factor(_ opacity: Double) -> UInt32 {
        UInt32((Color.clamp(opacity) * 255).rounded())
    }
}

/// The same arithmetic on eight pixels at once. Written with the standard
/// library's SIMD types so it stays portable Swift; the compiler maps it to
/// vector instructions (SSE2 on baseline x86-64, NEON on arm64). This is
/// what keeps group opacity, masks and image spans at well over a thousand
/// megapixels per second: the scalar version is bound by its ~30 integer
/// operations per pixel.
///
/// The pixels come and go as `UInt32` lanes, but every multiply is done in
/// 16-bit lanes: the `0x00FF00FF` split puts red and blue (then green and
/// alpha) of a pixel in two 16-bit lanes, a factor is repeated into both
/// lanes of its pixel, and every product plus the rounding terms stays below
/// 2¹⁶ (`255·255 + 128 + 254 < 65536`). Baseline x86-64 has a 16-bit lane
/// multiply (`pmullw`) but no 32-bit one (`pmulld` is SSE4.1), which the
/// compiler otherwise emulates with two 64-bit multiplies and shuffles per
/// four lanes; the 16-bit form is about twice as fast and gives the same
/// bits.
extension PixelMath {
    typealias Pixels8 = SIMD8<UInt32>
    typealias Lanes16 = SIMD16<UInt16>

    @inline(__always)
    static func lanes(_ v: Pixels8) -> Lanes16 { unsafeBitCast(v, to: Lanes16.self) }

    @inline(__always)
    static func pixels(_ v: Lanes16) -> Pixels8 { unsafeBitCast(v, to: Pixels8.self) }

    /// `x · k / 255`, rounded, per 16-bit lane (every lane in 0...255).
    @inline(__always)
    static func mul255(_ x: Lanes16, _ k: Lanes16) -> Lanes16 {
        Lanes16(lowHalf: mul255(x.lowHalf, k.lowHalf), highHalf: mul255(x.highHalf, k.highHalf))
    }

    /// `x · k / 255`, rounded, on eight lanes.
    @inline(__always)
    static func mul255(_ x: SIMD8<UInt16>, _ k: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let t = x &* k &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// Every channel of each pixel times its `k / 255` (k in 0...255 per lane).
    @inline(__always)
    static func scale(_ pixels: Pixels8, _ k: Pixels8) -> Pixels8 {
        scale(pixels, spread: spread(k))
    }

    /// Every channel of each pixel times its factor / 255, the factors
    /// already in both 16-bit halves of their pixel's lane (see `spread`).
    @inline(__always)
    static func scale(_ pixels: Pixels8, spread k2: Lanes16) -> Pixels8 {
        let low = Pixels8(repeating: 0x00FF_00FF)
        let rb = mul255(lanes(pixels & low), k2)
        let ga = mul255(lanes((pixels &>> 8) & low), k2)
        return self.pixels(rb) | (self.pixels(ga) &<< 8)
    }

    /// Each lane's factor (0...255) in both 16-bit halves of its lane.
    ///
    /// Written as a shuffle of 16-bit lanes, not `k | k << 16`: the
    /// compiler turns that into `k · 0x10001`, a 32-bit lane multiply that
    /// baseline x86-64 lacks and emulates with 64-bit multiplies, shuffles
    /// and lane inserts; the shuffle is two instructions per four pixels.
    @inline(__always)
    static func spread(_ k: Pixels8) -> Lanes16 {
        let l = lanes(k)
        return Lanes16(l[0], l[0], l[2], l[2], l[4], l[4], l[6], l[6],
                       l[8], l[8], l[10], l[10], l[12], l[12], l[14], l[14])
    }

    /// Eight factors (0...255), one per pixel, each in both 16-bit halves of
    /// its pixel's lane: two unpack instructions.
    @inline(__always)
    static func spread(_ k: SIMD8<UInt16>) -> Lanes16 {
        Lanes16(k[0], k[0], k[1], k[1], k[2], k[2], k[3], k[3],
                k[4], k[4], k[5], k[5], k[6], k[6], k[7], k[7])
    }

    /// Eight mask bytes as eight 16-bit factors: one unpack. Spelled lane
    /// by lane because the generic `init(truncatingIfNeeded:)` is not always
    /// inlined and then costs a call per eight pixels.
    @inline(__always)
    static func factors(_ bytes: UInt64) -> SIMD8<UInt16> {
        let b = unsafeBitCast(bytes, to: SIMD8<UInt8>.self)
        return SIMD8<UInt16>(UInt16(b[0]), UInt16(b[1]), UInt16(b[2]), UInt16(b[3]),
                             UInt16(b[4]), UInt16(b[5]), UInt16(b[6]), UInt16(b[7]))
    }

    /// `x · y / 255`, rounded, per lane (both in 0...255).
    @inline(__always)
    static func mul255(_ x: Pixels8, _ y: Pixels8) -> Pixels8 {
        // The upper 16 bits of each lane are 0 in both, and stay 0.
        pixels(mul255(lanes(x), lanes(y)))
    }

    /// `s · k/255 + d · inverse/255` per channel, rounded separately
    /// (`k` and `inverse` repeated in every lane); the caller guarantees the
    /// sums fit a byte, as they do for an opaque `s` with `inverse = 255 − k`.
    @inline(__always)
    static func lerp(_ s: Pixels8, _ d: Pixels8, _ k: Lanes16, _ inverse: Lanes16) -> Pixels8 {
        let low = Pixels8(repeating: 0x00FF_00FF)
        let rb = mul255(lanes(s & low), k) &+ mul255(lanes(d & low), inverse)
        let ga = mul255(lanes((s &>> 8) & low), k) &+ mul255(lanes((d &>> 8) & low), inverse)
        return pixels(rb) | (pixels(ga) &<< 8)
    }

    @inline(__always)
    static func sourceOver(_ src: Pixels8, _ dst: Pixels8) -> Pixels8 {
        src &+ scale(dst, Pixels8(repeating: 255) &- (src &>> 24))
    }

    /// Eight pixels at `d` under `colors` (premultiplied), each scaled by its factor
    /// (0...255), source-over: the one-pixel
    /// `sourceOver(scale(color, k), d)`. A factor of 0 leaves its pixel as
    /// it was; 255 over an opaque colour gives the colour.
    @inline(__always)
    static func paint(_ colors: Pixels8, factors k: SIMD8<UInt16>, over d: UnsafeMutablePointer<UInt32>) {
        store(sourceOver(scale(colors, spread: spread(k)), load(UnsafePointer(d))), d)
    }

    /// `true` when all eight pixels are transparent. (`v == .zero` is
    /// `Equatable`'s lane-by-lane loop with early exits; the lane-wise
    /// comparison reduced by `all` is one compare and a mask test.)
    @inline(__always)
    static func isClear(_ v: Pixels8) -> Bool {
        all(v .== Pixels8())
    }

    /// `true` when all eight pixels are opaque.
    @inline(__always)
    static func isOpaque(_ v: Pixels8) -> Bool {
        all(v .>= Pixels8(repeating: 0xFF00_0000))
    }

    @inline(__always)
    static func load(_ p: UnsafePointer<UInt32>) -> Pixels8 {
        UnsafeRawPointer(p).loadUnaligned(as: Pixels8.self)
    }

    @inline(__always)
    static func store(_ v: Pixels8, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Pixels8.self)
    }
}
