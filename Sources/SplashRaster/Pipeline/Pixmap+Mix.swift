extension Pixmap {
    /// Mixes `other` into this pixmap, pixel by pixel:
    /// `(1 − amount) × self + amount × other`, premultiplied, each channel
    /// rounded once (a cross-dissolve). `amount` is clamped to 0…1 and
    /// taken in 1/255 steps, as opacities are. Pixels the two pixmaps hold
    /// alike are left exactly as they are. Only the pixels both pixmaps
    /// have (the overlap of their widths and rows present, from the top
    /// left) are mixed.
    public mutating func mix(_ other: Pixmap, amount: Double) {
        let k = PixelMath.factor(amount)
        guard k > 0 else { return }
        let columns = min(width, other.width), stride = width, otherStride = other.width
        other.withPixelRowsReadOnly { src, sourceRows in
            _ = withPixelRows { dst, rows in
                for y in 0..<min(rows, sourceRows) {
                    let s = src + y * otherStride, d = dst + y * stride
                    if k == 255 {
                        d.update(from: s, count: columns)
                    } else {
                        for x in 0..<columns { d[x] = PixelMath.mix(d[x], s[x], k) }
                    }
                }
            }
        }
    }
}
