/// One pass of an "extended" box blur (Gwosdek, Grewenig, Bruhn and
/// Weickert, "Theoretical foundations of Gaussian convolution by extended
/// box filtering", 2011): weight 1 on the `2r + 1` taps around the pixel and
/// a fractional weight `α` on the next tap at each end.
///
/// The fractional end taps make the variance a continuous function of σ.
/// Plain box widths are odd integers, so three of them can only make a
/// handful of σ values (σ = 2 comes out 1.83 or 2.16), and an animated
/// `shadowRadius` would blur in visible steps.
///
/// Weights are 16-bit fixed point and the division by the kernel's total is
/// a multiplication by a 40-bit reciprocal, so each output costs a few
/// integer operations whatever the radius.
struct BoxBlurKernel {
    /// Taps on each side with weight 1.
    let radius: Int
    /// The end taps' weight in 1/65536.
    let endWeight: Int
    /// 2⁴⁰ / (kernel total in 1/65536), rounded.
    let reciprocal: Int

    static let shift = 40

    /// The kernel whose variance is `variance` (in px²).
    init(variance v: Double) {
        let r = max(0, Int(((12 * v + 1).squareRoot() - 1) / 2))
        let rd = Double(r)
        // Variance of the kernel: (r(r+1)(2r+1)/3 + 2α(r+1)²) / (2r+1+2α); solved for α.
        let alpha = (2 * rd + 1) * (rd * (rd + 1) / 3 - v) / (2 * (v - (rd + 1) * (rd + 1)))
        radius = r
        endWeight = Int((min(1, max(0, alpha)) * 65536).rounded())
        let total = (2 * r + 1) * 65536 + 2 * endWeight
        reciprocal = ((1 << BoxBlurKernel.shift) + total / 2) / total
    }

    /// Taps on each side, including the fractional end tap.
    var reach: Int { radius + 1 }

    /// The blurred value from the window sum `inner` (taps with weight 1)
    /// and the sum `ends` of the two end taps.
    @inline(__always)
    func apply(inner: Int, ends: Int) -> UInt32 {
        let acc = inner &* 65536 &+ ends &* endWeight
        return UInt32(truncatingIfNeeded: (acc &* reciprocal &+ (1 << (BoxBlurKernel.shift - 1))) >> BoxBlurKernel.shift)
    }
}
