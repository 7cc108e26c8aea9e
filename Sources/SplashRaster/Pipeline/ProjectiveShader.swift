/// Samples an image through a perspective (projective) map: each device
/// pixel centre is mapped back by the inverse homography and divided by w,
/// then sampled bilinearly with clamped edges.
///
/// Unlike the affine shaders the image position is not linear along a row,
/// so there is one division per pixel; the numerators and w are still
/// linear and are stepped by additions.
struct ProjectiveShader: ImageShader {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// Device (x, y, 1) → image (u·w, v·w, w), row-vector convention,
    /// row-major: (h0 h1 h2), (h3 h4 h5), (h6 h7 h8).
    let h: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5, px = Double(x) + 0.5
        var u = px * h.0 + py * h.3 + h.6
        var v = px * h.1 + py * h.4 + h.7
        var w = px * h.2 + py * h.5 + h.8
        let one = Double(1 << ImageSampler.fractionBits)
        let limit = ImageSampler.startLimit
        for i in 0..<count {
            if w > 0 {
                let iw = 1 / w
                let su = min(limit, max(-limit, u * iw - 0.5)), sv = min(limit, max(-limit, v * iw - 0.5))
                out[i] = ImageSampler.sample(pixels, width: width, height: height, u: Int(su * one), v: Int(sv * one))
            } else {
                out[i] = 0   // behind the camera: only reachable through rounding at a clipped edge
            }
            u += h.0
            v += h.1
            w += h.2
        }
    }
}
