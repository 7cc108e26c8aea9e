import CRasterKernels

/// Bilinear sampling when the device-to-image transform neither rotates nor
/// shears (`b == 0 && c == 0`): the common case of an image scaled and
/// moved into a layer's bounds. Gives the same value as `BilinearShader`
/// for every pixel whose fixed-point position is the same.
///
/// Without rotation, a device column always reads the same two source
/// columns with the same weight, and a device row the same two source rows
/// with the same weight. So the filter is done in two passes per run:
///
/// 1. **Vertical**, over the source columns the run reads: each source pixel
///    of row `y0` and `y1` is mixed with the row's weight into four 16-bit
///    channels, `v = p₀·(256 − wy) + p₁·wy` (≤ 65280, exact). Two source
///    pixels per step in `UInt16` lanes.
/// 2. **Horizontal**, per device pixel, from per-column taps computed once
///    per fill (where the column's pair of source columns starts, and the
///    weight of the right one).
///
/// The horizontal sum `v₀·(256 − wx) + v₁·wx` needs 24 bits, but SSE2 (the
/// x86-64 baseline Swift compiles for) has no 32-bit lane multiply. So each
/// `v` is split into its high and low bytes, `v = 256·h + l`, and
/// `H = h₀·(256 − wx) + h₁·wx`, `L = l₀·(256 − wx) + l₁·wx` both fit 16
/// bits; the rounded result `(256·H + L + 32768) >> 16` equals
/// `(H + 128 + (L >> 8)) >> 8`, which cannot overflow 16 bits either
/// (`H + L/256 ≤ 65280`). Two device pixels per step, eight `UInt16` lanes,
/// only 16-bit multiplies (SSE2's `pmullw`): the result is bit-identical to
/// the one-pass 2×2 blend in `ImageSampler.blend`.
///
/// Lanes are widened and narrowed eight at a time (`SIMD8<UInt8>` ↔
/// `SIMD8<UInt16>`: one unpack, one pack); the sixteen-lane conversions are
/// not lowered to vector code by the compiler and become calls.
///
/// Rejected: `Float` lanes (exact here, since every sum is below 2²⁴, but
/// rounding a float to an integer either needs a checked conversion that
/// does not vectorise or a magic-number trick that rounds ties to even,
/// which needs a correction step); a separable filter that rounds the
/// vertical pass to 8 bits (faster still, but it changes results by up to
/// a level compared with the 2×2 blend, and stacks of such rounding show);
/// the packed `UInt64` one-pass blend for every pixel (what the general
/// shader does: four gathers, four 64-bit multiplies per channel pair and
/// no reuse of the vertical mix between neighbouring device pixels).
///
/// Where the CPU has AVX2 (`VectorKernels`), both passes run in
/// `CRasterKernels`: four pixels a step, the horizontal sum as one signed
/// multiply-add per channel pair (`vpmaddwd`; the vertical pass stores each
/// `v` biased by −32640, which fits a signed lane and turns the rounding
/// into a plain shift plus 128), and the same results bit for bit.
struct AxisAlignedBilinearShader: ImageShader {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// Level row coordinate (minus ½) of device row 0's centre, and per row.
    let originV: Double, stepV: Double
    /// Per device column: where its pair starts in `mixed` (see below).
    let tapIndex: UnsafePointer<Int32>
    /// Per device column, for the Swift loops: the right column's weight
    /// in 1/256, in four 16-bit lanes (not filled when `tapPairs` is set).
    let tapWeight: UnsafePointer<UInt64>
    /// Scratch: one vertically mixed source row with one entry of padding
    /// on each side (`mixed[c + 1]` is source column `c`, and the ends
    /// repeat the edge columns). With the padding a device pixel's two
    /// source columns are always adjacent, `mixed[i]` and `mixed[i + 1]`,
    /// so both come in with one 16-byte load, and clamping is in the taps:
    /// a position left of the image uses pair (−1, 0), which is the edge
    /// column twice, exactly what clamped sampling reads.
    let mixed: UnsafeMutablePointer<UInt64>
    /// Per device column, for the AVX2 kernels: the weights of the left and
    /// right source column as 16-bit halves of a word, `(256 − w) | w << 16`,
    /// four times (one per channel). `nil`: the Swift loops run.
    let tapPairs: UnsafePointer<UInt32>?

    /// Taps per device column and mixes per device row: nothing depends on a run's start.
    static var splitsExactly: Bool { true }

    /// Whether `sampler` may use this shader: no rotation or shear.
    static func applies(to sampler: ImageSampler) -> Bool {
        sampler.stepVx == 0 && sampler.stepUy == 0
    }

    /// Runs `body` with the shader for `sampler` on a destination
    /// `deviceWidth` pixels wide; the taps and the scratch row live as long
    /// as the call.
    /// `vectorKernels`: whether the AVX2 kernels run (tests turn them off
    /// to compare with the Swift loops).
    static func with(_ sampler: ImageSampler, deviceWidth: Int, vectorKernels: Bool,
                     _ body: (AxisAlignedBilinearShader) -> Void) {
        let columns = max(1, deviceWidth)
        let tapIndex = UnsafeMutablePointer<Int32>.allocate(capacity: columns)
        let tapWeight = UnsafeMutablePointer<UInt64>.allocate(capacity: columns)
        let tapPairs = vectorKernels ? UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * columns) : nil
        let mixed = UnsafeMutablePointer<UInt64>.allocate(capacity: sampler.width + 2)
        defer { tapIndex.deallocate(); tapWeight.deallocate(); tapPairs?.deallocate(); mixed.deallocate() }
        // The same fixed-point position `ImageSampler.start` gives a run
        // starting at each column.
        let bits = ImageSampler.fractionBits
        for x in 0..<deviceWidth {
            let u = sampler.start(y: 0, x: x).u
            tapIndex[x] = Int32(truncatingIfNeeded: min(max(u >> bits, -1), sampler.width - 1) + 1)
            let w = UInt32(truncatingIfNeeded: (u >> (bits - 8)) & 0xFF)
            // Each build of the loops reads its own form of the weight.
            if let tapPairs {
                (tapPairs + 4 * x).initialize(repeating: (256 - w) | w << 16, count: 4)
            } else {
                tapWeight[x] = UInt64(w) &* 0x0001_0001_0001_0001
            }
        }
        body(AxisAlignedBilinearShader(pixels: sampler.pixels, width: sampler.width, height: sampler.height,
                                       originV: sampler.originV, stepV: sampler.stepVy,
                                       tapIndex: tapIndex, tapWeight: tapWeight, mixed: mixed,
                                       tapPairs: tapPairs.map { UnsafePointer($0) }))
    }

    typealias Lanes = SIMD8<UInt16>

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        prepareRow(y: y, x: x, count: count)
        if let tapPairs {
            splash_bilinear_shade_avx2(mixed, tapIndex + x, tapPairs + 4 * x, count, 255, out)
            return
        }
        let index = tapIndex + x, weight = tapWeight + x
        var i = 0
        while i + 2 <= count {
            let a = UnsafeRawPointer(mixed + Int(index[i])).loadUnaligned(as: SIMD2<UInt64>.self)
            let b = UnsafeRawPointer(mixed + Int(index[i + 1])).loadUnaligned(as: SIMD2<UInt64>.self)
            let w = UnsafeRawPointer(weight + i).loadUnaligned(as: SIMD2<UInt64>.self)
            let pair = SIMD8<UInt8>(truncatingIfNeeded: Self.mixHorizontally(SIMD2(a[0], b[0]), SIMD2(a[1], b[1]), weight: w))
            UnsafeMutableRawPointer(out + i).storeBytes(of: pair, as: SIMD8<UInt8>.self)
            i += 2
        }
        if i < count {
            let a = mixed + Int(index[i])
            let pair = SIMD8<UInt8>(truncatingIfNeeded: Self.mixHorizontally(SIMD2(a[0], 0), SIMD2(a[1], 0), weight: SIMD2(weight[i], 0)))
            out[i] = unsafeBitCast(pair, to: SIMD2<UInt32>.self)[0]
        }
    }

    /// `shade`, then `k`/255 of it over `row` as `SourceOverSpan.blendOpaque`
    /// does, fused: each channel is scaled and added to the destination's
    /// while still in its 16-bit lane, `mul255(c, k) + mul255(d, 255 − k)`,
    /// and packed once. Bit for bit the unfused result.
    @inline(__always)
    func shadeOpaque(y: Int, x: Int, count: Int, factor k: UInt32, over row: UnsafeMutablePointer<UInt32>,
                     scratch: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        prepareRow(y: y, x: x, count: count)
        if let tapPairs {
            splash_bilinear_shade_avx2(mixed, tapIndex + x, tapPairs + 4 * x, count, k, row)
            return
        }
        let index = tapIndex + x, weight = tapWeight + x
        let kv = Lanes(repeating: UInt16(truncatingIfNeeded: k)), iv = Lanes(repeating: UInt16(truncatingIfNeeded: 255 &- k))
        @inline(__always) func over(_ channels: Lanes, _ d: UnsafeMutableRawPointer) -> SIMD8<UInt8> {
            let dst = Lanes(truncatingIfNeeded: d.loadUnaligned(as: SIMD8<UInt8>.self))
            return SIMD8<UInt8>(truncatingIfNeeded: PixelMath.mul255(channels, kv) &+ PixelMath.mul255(dst, iv))
        }
        var i = 0
        while i + 2 <= count {
            let a = UnsafeRawPointer(mixed + Int(index[i])).loadUnaligned(as: SIMD2<UInt64>.self)
            let b = UnsafeRawPointer(mixed + Int(index[i + 1])).loadUnaligned(as: SIMD2<UInt64>.self)
            let w = UnsafeRawPointer(weight + i).loadUnaligned(as: SIMD2<UInt64>.self)
            let channels = Self.mixHorizontally(SIMD2(a[0], b[0]), SIMD2(a[1], b[1]), weight: w)
            let d = UnsafeMutableRawPointer(row + i)
            d.storeBytes(of: over(channels, d), as: SIMD8<UInt8>.self)
            i += 2
        }
        if i < count {
            let a = mixed + Int(index[i])
            let channels = Self.mixHorizontally(SIMD2(a[0], 0), SIMD2(a[1], 0), weight: SIMD2(weight[i], 0))
            var pair = SIMD2<UInt32>(row[i], 0)
            withUnsafeMutableBytes(of: &pair) { pair in
                guard let base = pair.baseAddress else { return }
                base.storeBytes(of: over(channels, base), as: SIMD8<UInt8>.self)
            }
            row[i] = pair[0]
        }
    }

    /// Mixes, for the run `x ..< x + count` of row `y`, the source columns
    /// it reads between the two source rows around `y` into `mixed`. The
    /// AVX2 kernel also prefetches the new source rows of the next two device rows.
    @inline(__always)
    private func prepareRow(y: Int, x: Int, count: Int) {
        let bits = ImageSampler.fractionBits
        let one = Double(1 << bits)
        @inline(__always) func position(_ y: Int) -> Int {
            Int(min(ImageSampler.startLimit, max(-ImageSampler.startLimit, originV + Double(y) * stepV)) * one)
        }
        let v = position(y)
        let iy = v >> bits
        let wy = UInt16(truncatingIfNeeded: (v >> (bits - 8)) & 0xFF)
        let lastY = height - 1
        let row0 = pixels + min(max(iy, 0), lastY) * width
        let row1 = pixels + min(max(iy &+ 1, 0), lastY) * width
        // The row a later device row reads beyond these, for the kernel to
        // prefetch: its lower one going down the image, its upper one
        // going up (a flipped image).
        @inline(__always) func newRow(_ y: Int) -> UnsafePointer<UInt32> {
            let iy = position(y) >> bits
            return pixels + min(max(stepV < 0 ? iy : iy &+ 1, 0), lastY) * width
        }
        let index = tapIndex + x

        // Padded entries this run reads (taps are monotonic in x, either way).
        let lo = Int(min(index[0], index[count - 1])), hi = Int(max(index[0], index[count - 1])) + 1
        mixVertically(row0, row1, ahead: (newRow(y + 1), newRow(y + 2)), weight: wy,
                      from: max(lo - 1, 0), through: min(hi - 1, width - 1))
        if lo == 0 { mixed[0] = mixed[1] }
        if hi == width + 1 { mixed[width + 1] = mixed[width] }
    }

    /// `mixed[c + 1] = row0[c]·(256 − w) + row1[c]·w` per channel for
    /// source columns `c` in `lo...hi`, four 16-bit lanes per pixel in
    /// memory order (red, green, blue, alpha). Two pixels per step: eight
    /// bytes widened to eight lanes is a single unpack on SSE2.
    @inline(__always)
    private func mixVertically(_ row0: UnsafePointer<UInt32>, _ row1: UnsafePointer<UInt32>,
                               ahead: (UnsafePointer<UInt32>, UnsafePointer<UInt32>),
                               weight w: UInt16, from lo: Int, through hi: Int) {
        let w1 = Lanes(repeating: w), w0 = Lanes(repeating: 256 &- w)
        @inline(__always) func widened(_ p: UnsafePointer<UInt32>) -> Lanes {
            Lanes(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self))
        }
        let mixed = self.mixed + 1
        if tapPairs != nil {
            splash_bilinear_mix_rows_avx2(row0, row1, ahead.0, ahead.1, w, mixed, lo, hi)
            return
        }
        var c = lo
        while c + 2 <= hi + 1 {
            UnsafeMutableRawPointer(mixed + c).storeBytes(of: widened(row0 + c) &* w0 &+ widened(row1 + c) &* w1,
                                                          as: Lanes.self)
            c += 2
        }
        if c <= hi {
            let p0 = SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(row0[c], to: SIMD4<UInt8>.self))
            let p1 = SIMD4<UInt16>(truncatingIfNeeded: unsafeBitCast(row1[c], to: SIMD4<UInt8>.self))
            mixed[c] = unsafeBitCast(p0 &* SIMD4(repeating: 256 &- w) &+ p1 &* SIMD4(repeating: w), to: UInt64.self)
        }
    }

    /// Two device pixels: `(v₀·(256 − w) + v₁·w + 32768) >> 16` per lane,
    /// computed on the high and low bytes of `v` (see above): eight
    /// channels in 0...255, which the caller packs back to two RGBA8 words
    /// (one pack instruction). Each byte's sum is written as
    /// `b₀·256 + (b₁ − b₀)·w`: one 16-bit multiply, correct modulo 2¹⁶
    /// and the true sum is below 2¹⁶.
    @inline(__always)
    private static func mixHorizontally(_ v0: SIMD2<UInt64>, _ v1: SIMD2<UInt64>, weight: SIMD2<UInt64>) -> Lanes {
        let a = unsafeBitCast(v0, to: Lanes.self), b = unsafeBitCast(v1, to: Lanes.self)
        let w = unsafeBitCast(weight, to: Lanes.self)
        let byte = Lanes(repeating: 0xFF)
        let a1 = a &>> 8, a0 = a & byte
        let high = (a1 &<< 8) &+ ((b &>> 8) &- a1) &* w
        let low = (a0 &<< 8) &+ ((b & byte) &- a0) &* w
        return (high &+ 128 &+ (low &>> 8)) &>> 8
    }
}
