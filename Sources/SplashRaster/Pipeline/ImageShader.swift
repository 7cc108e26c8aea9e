/// Computes an image paint's premultiplied colours for a run of pixels.
/// One conforming type per sampling method, so `ImagePainter` is
/// specialised for each and the per-pixel loop has no dynamic dispatch.
protocol ImageShader {
    /// Writes the colours of pixels `x ..< x + count` of row `y` to `out`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>)

    /// Draws the colours of pixels `x ..< x + count` of row `y`, scaled by
    /// `k`/255 (1...254), source-over onto `row`, for an image whose every
    /// pixel is opaque: the result of `shade` into `scratch` then
    /// `SourceOverSpan.blendOpaque`, which is the default. A shader may fuse
    /// the two (bit for bit the same) to skip the scratch round trip.
    func shadeOpaque(y: Int, x: Int, count: Int, factor k: UInt32, over row: UnsafeMutablePointer<UInt32>,
                     scratch: UnsafeMutablePointer<UInt32>)

    /// Whether a pixel's colour is the same whichever run it is shaded in
    /// (see `CoverageSink.splitsExactly`). False for the general shaders,
    /// which step a fixed-point position from the run's start.
    static var splitsExactly: Bool { get }
}

extension ImageShader {
    static var splitsExactly: Bool { false }

    @inline(__always)
    func shadeOpaque(y: Int, x: Int, count: Int, factor k: UInt32, over row: UnsafeMutablePointer<UInt32>,
                     scratch: UnsafeMutablePointer<UInt32>) {
        shade(y: y, x: x, count: count, into: scratch)
        SourceOverSpan.blendOpaque(scratch, row, count: count, factor: k)
    }
}

/// The combined transform is a whole-pixel translation: device pixel
/// (x, y) shows image pixel (x − offsetX, y − offsetY), clamped. A run that
/// lies inside the image is one memory copy, the same bytes a plain
/// composite would write, with no resampling blur.
struct CopyShader: ImageShader {
    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    let offsetX: Int
    let offsetY: Int

    /// Each pixel is the source pixel at its own position.
    static var splitsExactly: Bool { true }

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let row = pixels + min(max(y - offsetY, 0), height - 1) * width
        let u = x - offsetX
        if u >= 0 && u + count <= width {
            out.update(from: row + u, count: count)
            return
        }
        let last = width - 1
        for i in 0..<count { out[i] = row[min(max(u + i, 0), last)] }
    }

    /// Blends straight from the source row when the run lies inside the
    /// image (no copy into `scratch`): what the default does, bit for bit.
    @inline(__always)
    func shadeOpaque(y: Int, x: Int, count: Int, factor k: UInt32, over row: UnsafeMutablePointer<UInt32>,
                     scratch: UnsafeMutablePointer<UInt32>) {
        let u = x - offsetX
        guard u >= 0 && u + count <= width else {
            shade(y: y, x: x, count: count, into: scratch)
            SourceOverSpan.blendOpaque(scratch, row, count: count, factor: k)
            return
        }
        SourceOverSpan.blendOpaque(pixels + min(max(y - offsetY, 0), height - 1) * width + u, row, count: count, factor: k)
    }
}

/// Bilinear sampling of one level: magnified, about 1:1, or shrunk by
/// exactly a power of two. This is the general case (any rotation or
/// shear); without them, `AxisAlignedBilinearShader` computes the same
/// blend in two passes, several times faster.
struct BilinearShader: ImageShader {
    let sampler: ImageSampler

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var (u, v, du, dv) = sampler.start(y: y, x: x)
        for i in 0..<count {
            out[i] = sampler.sample(u: u, v: v)
            u &+= du
            v &+= dv
        }
    }
}

/// Trilinear sampling: bilinear in the two mipmap levels around the
/// shrink factor, mixed by where the factor lies between them
/// (`weight`/256 of the smaller level). The general case; without rotation
/// or shear, `AxisAlignedTrilinearShader` is the fast path.
struct TrilinearShader: ImageShader {
    let finer: ImageSampler
    let coarser: ImageSampler
    let weight: UInt32

    @inline(__always)
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        var (u0, v0, du0, dv0) = finer.start(y: y, x: x)
        var (u1, v1, du1, dv1) = coarser.start(y: y, x: x)
        for i in 0..<count {
            out[i] = ImageSampler.mix(finer.sample(u: u0, v: v0), coarser.sample(u: u1, v: v1), weight)
            u0 &+= du0; v0 &+= dv0
            u1 &+= du1; v1 &+= dv1
        }
    }
}
