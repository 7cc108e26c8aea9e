extension Mask {
    /// The mask blurred as Core Animation blurs a layer's shadow for
    /// `shadowRadius`: a Gaussian with σ = radius / 2.
    ///
    /// Apple documents `shadowRadius` only as "the blur radius"; treating it
    /// as twice the standard deviation is the usual reading (it is what
    /// WebKit does for CSS `box-shadow` blur, and side-by-side comparisons
    /// with iOS shadows agree to within a level). A radius of 0 or less, or
    /// one that is not finite, returns the mask unchanged.
    public func blurred(radius: Double) -> Mask {
        blurred(sigma: radius / 2)
    }

    /// The largest standard deviation a blur uses, in pixels: far beyond
    /// any shadow, and what bounds the kernels a larger (or animated,
    /// overshooting) radius asks for.
    public static let maximumBlurSigma = 256.0

    /// The mask convolved with a Gaussian of standard deviation `sigma`
    /// pixels (clamped to `maximumBlurSigma`), the same size as
    /// this mask. Content blurred past the mask's edges is lost there, as
    /// it would be off screen.
    ///
    /// Three successive extended box blurs per axis (see `BoxBlurKernel`),
    /// each with a third of the variance, cost O(1) per pixel and pass
    /// whatever σ. The variance is exact; the profile is a piecewise
    /// quadratic whose peak is about 6 % below the Gaussian's (and whose
    /// tails end at 3·(r + 1) px), invisible in a soft shadow.
    /// Only the bounding box of the non-zero values, grown by the kernels'
    /// reach, is processed, so a small card's shadow on a full-screen mask
    /// costs what the card costs. Intermediate values keep 8 fractional
    /// bits, so a wide blur of a thin shape does not round away to nothing.
    ///
    /// Rejected: a true Gaussian kernel (cost grows with σ, and shadows
    /// animate their radius), a downsample–blur–upsample pyramid (cheaper
    /// for huge radii but blocky at the small radii of iOS shadows, 3–20 pt),
    /// and floating point (the integer passes are exact sums, so the total
    /// mass is preserved to rounding).
    public func blurred(sigma: Double) -> Mask {
        guard sigma > 0, sigma.isFinite, let box = boundingBoxOfNonZero() else { return self }
        let sigma = min(sigma, Self.maximumBlurSigma)
        let kernel = BoxBlurKernel(variance: sigma * sigma / 3)
        let reach = 3 * kernel.reach
        let x0 = max(0, box.minX - reach), x1 = min(width, box.maxX + reach)
        let y0 = max(0, box.minY - reach), y1 = min(rowsPresent, box.maxY + reach)
        let w = x1 - x0, h = y1 - y0
        var region = [UInt32](repeating: 0, count: w * h)
        var result = self
        values.withUnsafeBufferPointer { src in
            region.withUnsafeMutableBufferPointer { buffer in
                guard let src = src.baseAddress, let buffer = buffer.baseAddress else { return }
                for y in 0..<h {
                    let s = src + (y0 + y) * width + x0, d = buffer + y * w
                    for x in 0..<w { d[x] = UInt32(s[x]) << 8 }
                }
                let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(w, h) + 2 * kernel.reach + 1)
                defer { scratch.deallocate() }
                let sums = UnsafeMutablePointer<Int>.allocate(capacity: w)
                defer { sums.deallocate() }
                let input = UnsafeMutablePointer<UInt32>.allocate(capacity: w * h)
                defer { input.deallocate() }
                for _ in 0..<3 { Mask.blurRows(buffer, width: w, height: h, kernel: kernel, scratch: scratch) }
                for _ in 0..<3 { Mask.blurColumns(buffer, width: w, height: h, kernel: kernel, input: input, sums: sums) }
            }
        }
        result.values.withUnsafeMutableBufferPointer { dst in
            region.withUnsafeBufferPointer { buffer in
                guard let dst = dst.baseAddress, let buffer = buffer.baseAddress else { return }
                for y in 0..<h {
                    let s = buffer + y * w, d = dst + (y0 + y) * width + x0
                    for x in 0..<w { d[x] = UInt8(truncatingIfNeeded: min(255, (s[x] &+ 128) >> 8)) }
                }
            }
        }
        return result
    }

    /// One horizontal pass in place: each row is copied into a zero-padded
    /// scratch line, so the running sum needs no bounds checks.
    private static func blurRows(_ buffer: UnsafeMutablePointer<UInt32>, width w: Int, height h: Int,
                                 kernel: BoxBlurKernel, scratch: UnsafeMutablePointer<UInt32>) {
        let r = kernel.radius, pad = kernel.reach
        let line = scratch + pad
        (scratch).update(repeating: 0, count: w + 2 * pad)
        for y in 0..<h {
            let row = buffer + y * w
            line.update(from: row, count: w)
            var inner = 0
            for k in -r...r { inner += Int(line[k]) }
            for x in 0..<w {
                row[x] = kernel.apply(inner: inner, ends: Int(line[x - r - 1]) + Int(line[x + r + 1]))
                inner += Int(line[x + r + 1]) - Int(line[x - r])
            }
        }
    }

    /// One vertical pass in place, row by row with a running sum per column
    /// (contiguous loads that vectorise, no column gathers). Rows above and
    /// below the region count as zero. The pass reads rows up to r + 1
    /// behind the one it writes, so it works from a copy in `input`
    /// (`width × height`, owned by the caller).
    private static func blurColumns(_ buffer: UnsafeMutablePointer<UInt32>, width w: Int, height h: Int,
                                    kernel: BoxBlurKernel, input: UnsafeMutablePointer<UInt32>,
                                    sums: UnsafeMutablePointer<Int>) {
        input.update(from: buffer, count: w * h)
        let r = kernel.radius
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32>? {
            y >= 0 && y < h ? input + y * w : nil
        }
        sums.update(repeating: 0, count: w)
        for k in 0...r {
            if let s = row(k) { for x in 0..<w { sums[x] += Int(s[x]) } }
        }
        for y in 0..<h {
            let out = buffer + y * w
            let above = row(y - r - 1), below = row(y + r + 1)
            switch (above, below) {
            case let (a?, b?): for x in 0..<w { out[x] = kernel.apply(inner: sums[x], ends: Int(a[x]) + Int(b[x])) }
            case let (a?, nil): for x in 0..<w { out[x] = kernel.apply(inner: sums[x], ends: Int(a[x])) }
            case let (nil, b?): for x in 0..<w { out[x] = kernel.apply(inner: sums[x], ends: Int(b[x])) }
            case (nil, nil): for x in 0..<w { out[x] = kernel.apply(inner: sums[x], ends: 0) }
            }
            if let b = below { for x in 0..<w { sums[x] += Int(b[x]) } }
            if let t = row(y - r) { for x in 0..<w { sums[x] -= Int(t[x]) } }
        }
    }

    /// The half-open pixel bounds of the non-zero values, or `nil` if all are zero.
    func boundingBoxOfNonZero() -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        let rows = rowsPresent
        var minX = width, minY = rows, maxX = 0, maxY = 0
        values.withUnsafeBufferPointer { v in
            for y in 0..<rows {
                let row = y * width
                var first = -1, last = -1
                for x in 0..<width where v[row + x] != 0 {
                    if first < 0 { first = x }
                    last = x
                }
                guard first >= 0 else { continue }
                minX = min(minX, first); maxX = max(maxX, last + 1)
                minY = min(minY, y); maxY = y + 1
            }
        }
        return maxY > minY ? (minX, minY, maxX, maxY) : nil
    }
}
