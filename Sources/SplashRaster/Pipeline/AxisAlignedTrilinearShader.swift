/// Trilinear sampling without rotation or shear: both mipmap levels are
/// sampled with `AxisAlignedBilinearShader` (two passes each), then mixed
/// eight pixels per step in 16-bit lanes. The same result as
/// `TrilinearShader` wherever the two bilinear shaders agree (see
/// `AxisAlignedBilinearShader`: everywhere but for a last-bit difference in
/// a position, at most one level).
///
/// Rejected: sampling both levels inside one loop per pixel, as
/// `TrilinearShader` does (each level's vertical mix would be redone per
/// device pixel instead of once per source pixel of the run).
struct AxisAlignedTrilinearShader: ImageShader {
    let finer: AxisAlignedBilinearShader
    let coarser: AxisAlignedBilinearShader
    /// `weight`/256 of the coarser level.
    let weight: UInt32
    /// Scratch for the coarser level's row (device width).
    let scratch: UnsafeMutablePointer<UInt32>

    /// Both levels split exactly, and the mix is per pixel: the eight-lane
    /// loop and the tail compute the same `(a·(256 − f) + b·f + 128) >> 8`.
    static var splitsExactly: Bool { true }

    /// Runs `body` with the shader for two adjacent levels' samplers on a
    /// destination `deviceWidth` pixels wide.
    static func with(finer: ImageSampler, coarser: ImageSampler, weight: UInt32, deviceWidth: Int, vectorKernels: Bool,
                     _ body: (AxisAlignedTrilinearShader) -> Void) {
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, deviceWidth))
        defer { scratch.deallocate() }
        AxisAlignedBilinearShader.with(finer, deviceWidth: deviceWidth, vectorKernels: vectorKernels) { f in
            AxisAlignedBilinearShader.with(coarser, deviceWidth: deviceWidth, vectorKernels: vectorKernels) { c in
                body(AxisAlignedTrilinearShader(finer: f, coarser: c, weight: weight, scratch: scratch))
            }
        }
    }

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        finer.shade(y: y, x: x, count: count, into: out)
        coarser.shade(y: y, x: x, count: count, into: scratch)
        let f = PixelMath.Pixels8(repeating: weight | weight << 16)
        let g = PixelMath.Pixels8(repeating: (256 - weight) | (256 - weight) << 16)
        let low = PixelMath.Pixels8(repeating: 0x00FF_00FF)
        @inline(__always) func mix(_ a: PixelMath.Pixels8, _ b: PixelMath.Pixels8) -> PixelMath.Pixels8 {
            // a·(256 − f) + b·f + 128 ≤ 65408 per 16-bit lane.
            let rb = PixelMath.lanes(a & low) &* PixelMath.lanes(g) &+ PixelMath.lanes(b & low) &* PixelMath.lanes(f) &+ 128
            let ga = PixelMath.lanes((a &>> 8) & low) &* PixelMath.lanes(g)
                &+ PixelMath.lanes((b &>> 8) & low) &* PixelMath.lanes(f) &+ 128
            return (PixelMath.pixels(rb &>> 8) & low) | (PixelMath.pixels(ga) & ~low)
        }
        var i = 0
        while i + 8 <= count {
            PixelMath.store(mix(PixelMath.load(out + i), PixelMath.load(scratch + i)), out + i)
            i += 8
        }
        while i < count {
            out[i] = ImageSampler.mix(out[i], scratch[i], weight)
            i += 1
        }
    }
}
