import SplashGeometry

/// Bilinear sampling of one mipmap level with clamped edges, stepping along
/// a row in fixed point.
///
/// The level-pixel coordinate of a device pixel's centre is affine in the
/// device position (the transform is affine), so a run computes its start
/// once in floating point and then adds a constant step per pixel: 24
/// fractional bits keep the drift along a 4K-wide row under 10⁻⁴ px, and the
/// top 8 fractional bits are the bilinear weights (1/256 px steps, the same
/// resolution as the 8-bit result).
///
/// The four weights multiply two channels at once in 32-bit lanes of a
/// `UInt64` (red and blue, green and alpha); they sum to 65536, so an
/// integer sample position returns the source pixel exactly and a colour
/// never exceeds its alpha.
struct ImageSampler {
    static let fractionBits = 24
    /// Start and step are clamped to these magnitudes (in level pixels) so
    /// the fixed-point sums cannot overflow for absurd transforms; clamped
    /// sampling reads the edge pixel for all of them anyway.
    static let startLimit = Double(1 << 24)
    private static let stepLimit = Double(1 << 16)

    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// Level coordinate of device pixel (0, 0)'s centre, minus ½ (so that
    /// the integer part names the upper-left of the four pixels).
    let originU: Double, originV: Double
    let stepUx: Double, stepVx: Double   // per pixel to the right
    let stepUy: Double, stepVy: Double   // per row down

    /// `deviceToImage` maps device pixels to level-0 image pixels; `level`
    /// divides that by 2^level.
    init(pixels: UnsafePointer<UInt32>, width: Int, height: Int, deviceToImage m: AffineTransform, level: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        let s = 1 / Double(1 << level)
        let centre = m.apply(to: Point(x: 0.5, y: 0.5))
        originU = centre.x * s - 0.5
        originV = centre.y * s - 0.5
        stepUx = m.a * s
        stepVx = m.b * s
        stepUy = m.c * s
        stepVy = m.d * s
    }

    /// Fixed-point position of pixel (x, y) and the step to the next pixel.
    @inline(__always)
    func start(y: Int, x: Int) -> (u: Int, v: Int, du: Int, dv: Int) {
        let fx = Double(x), fy = Double(y)
        let one = Double(1 << ImageSampler.fractionBits)
        @inline(__always) func fixed(_ v: Double, _ limit: Double) -> Int {
            Int(min(limit, max(-limit, v)) * one)
        }
        return (fixed(originU + fx * stepUx + fy * stepUy, ImageSampler.startLimit),
                fixed(originV + fx * stepVx + fy * stepVy, ImageSampler.startLimit),
                fixed(stepUx, ImageSampler.stepLimit),
                fixed(stepVx, ImageSampler.stepLimit))
    }

    /// The bilinear sample at fixed-point position (u, v).
    @inline(__always)
    func sample(u: Int, v: Int) -> UInt32 {
        ImageSampler.sample(pixels, width: width, height: height, u: u, v: v)
    }

    /// The bilinear sample of a `width × height` image at fixed-point
    /// position (u, v) (`fractionBits` fractional bits), edges clamped.
    @inline(__always)
    static func sample(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, u: Int, v: Int) -> UInt32 {
        let bits = ImageSampler.fractionBits
        let ix = u >> bits, iy = v >> bits
        let wx = UInt64(truncatingIfNeeded: (u >> (bits - 8)) & 0xFF)
        let wy = UInt64(truncatingIfNeeded: (v >> (bits - 8)) & 0xFF)
        let lastX = width - 1, lastY = height - 1
        let x0 = min(max(ix, 0), lastX), x1 = min(max(ix &+ 1, 0), lastX)
        let y0 = min(max(iy, 0), lastY), y1 = min(max(iy &+ 1, 0), lastY)
        let row0 = pixels + y0 * width, row1 = pixels + y1 * width
        return blend(row0[x0], row0[x1], row1[x0], row1[x1], wx: wx, wy: wy)
    }

    /// Bilinear mix with weights in 1/256: `wx` towards the right pair,
    /// `wy` towards the lower pair; rounded to nearest.
    @inline(__always)
    static func blend(_ p00: UInt32, _ p01: UInt32, _ p10: UInt32, _ p11: UInt32, wx: UInt64, wy: UInt64) -> UInt32 {
        let w00 = (256 - wx) * (256 - wy), w01 = wx * (256 - wy)
        let w10 = (256 - wx) * wy, w11 = wx * wy
        let lanes: UInt64 = 0x0000_00FF_0000_00FF
        @inline(__always) func rb(_ p: UInt32) -> UInt64 {
            let x = UInt64(p)
            return (x | x << 16) & lanes
        }
        @inline(__always) func ga(_ p: UInt32) -> UInt64 {
            let x = UInt64(p)
            return (x >> 8 | x << 8) & lanes
        }
        let half: UInt64 = 0x0000_8000_0000_8000
        let r = ((rb(p00) &* w00 &+ rb(p01) &* w01 &+ rb(p10) &* w10 &+ rb(p11) &* w11 &+ half) >> 16) & lanes
        let g = ((ga(p00) &* w00 &+ ga(p01) &* w01 &+ ga(p10) &* w10 &+ ga(p11) &* w11 &+ half) >> 16) & lanes
        let red = UInt32(truncatingIfNeeded: r | r >> 16) & 0x00FF_00FF
        let green = UInt32(truncatingIfNeeded: g | g >> 16) & 0x00FF_00FF
        return red | green << 8
    }

    /// `a·(256 − f) + b·f` over 256 per channel, rounded (f in 0...256).
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let m: UInt32 = 0x00FF_00FF
        let g = 256 - f
        let rb = (((a & m) &* g &+ (b & m) &* f &+ 0x0080_0080) >> 8) & m
        let ga = ((((a >> 8) & m) &* g &+ ((b >> 8) & m) &* f &+ 0x0080_0080) >> 8) & m
        return rb | ga << 8
    }
}
