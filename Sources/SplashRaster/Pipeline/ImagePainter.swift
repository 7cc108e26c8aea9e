/// Paints runs of coverage with an image.
///
/// Fully covered, unclipped runs of an opaque image are shaded straight
/// into the destination (for a whole-pixel placement that is a plain copy);
/// partly covered or faded ones blend with a constant destination factor
/// (`ImageShader.shadeOpaque`). Otherwise the run is shaded into a scratch row and blended from there,
/// so the sampling loop stays one simple loop, as in `GradientPainter`.
struct ImagePainter<Shader: ImageShader>: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    /// The picture row held by row 0 of `pixels` and of the clip (see `PictureWindow`).
    let originY: Int
    let shader: Shader
    let imageIsOpaque: Bool
    let clip: ClipRows?
    /// Scratch space for one row (`width` pixels), owned by the caller.
    let scratch: UnsafeMutablePointer<UInt32>

    static var splitsExactly: Bool { Shader.splitsExactly }

    @inline(__always)
    mutating func blend(y: Int, x: Int, count: Int, coverage: UInt32) {
        let row = pixels + ((y - originY) * width + x)
        if let clip {
            let (mask, n) = clip.values(y: y - originY, x: x, count: count)
            guard n > 0 else { return }
            shader.shade(y: y, x: x, count: n, into: scratch)
            SourceOverSpan.blend(scratch, row, mask: mask, count: n, factor: coverage)
            return
        }
        if imageIsOpaque {
            if coverage == 255 {
                shader.shade(y: y, x: x, count: count, into: row)
            } else {
                shader.shadeOpaque(y: y, x: x, count: count, factor: coverage, over: row, scratch: scratch)
            }
            return
        }
        shader.shade(y: y, x: x, count: count, into: scratch)
        if coverage == 255 {
            SourceOverSpan.copyOrBlend(scratch, row, count: count)
        } else {
            SourceOverSpan.blend(scratch, row, count: count, factor: coverage)
        }
    }
}
