/// Paints runs of coverage with a gradient.
///
/// Fully covered, unclipped runs of an opaque gradient are shaded straight
/// into the destination. Otherwise the run is shaded into a scratch row and
/// blended from there, so the shading loop stays one simple loop.
struct GradientPainter<Shader: GradientShader>: CoverageSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    /// The picture row held by row 0 of `pixels` and of the clip (see `PictureWindow`).
    let originY: Int
    let shader: Shader
    let ramp: UnsafePointer<UInt32>
    let rampIsOpaque: Bool
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
            shader.shade(y: y, x: x, count: n, ramp: ramp, into: scratch)
            // `scratch · mask · coverage` over the row, eight pixels a step.
            SourceOverSpan.blend(scratch, row, mask: mask, count: n, factor: coverage)
            return
        }
        if coverage == 255 && rampIsOpaque {
            shader.shade(y: y, x: x, count: count, ramp: ramp, into: row)
            return
        }
        shader.shade(y: y, x: x, count: count, ramp: ramp, into: scratch)
        if coverage == 255 {
            for i in 0..<count { row[i] = PixelMath.sourceOver(scratch[i], row[i]) }
        } else {
            for i in 0..<count { row[i] = PixelMath.sourceOver(PixelMath.scale(scratch[i], coverage), row[i]) }
        }
    }
}
