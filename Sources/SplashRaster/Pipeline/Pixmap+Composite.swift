extension Pixmap {
    /// Draws `source` over this pixmap (premultiplied source-over), scaled
    /// by `opacity` and, when given, by `mask` per pixel: how a layer group
    /// with opacity or a layer with a mask lands on what is beneath it.
    ///
    /// Both pixmaps are aligned at their top-left corners; if the sizes
    /// differ, only the overlapping area is composited.
    ///
    /// The loop skips transparent source pixels and copies opaque ones when
    /// nothing scales them, so compositing a mostly empty or mostly opaque
    /// full-screen layer costs little more than reading it.
    public mutating func composite(_ source: Pixmap, opacity: Double = 1, mask: Mask? = nil) {
        let k = PixelMath.factor(opacity)
        guard k > 0 else { return }
        let width = min(self.width, source.width)
        let rows = min(rowsPresent, source.rowsPresent)
        guard width > 0, rows > 0 else { return }
        let dstStride = self.width, srcStride = source.width

        if let mask {
            let maskRows = min(rows, mask.rowsPresent)
            let maskWidth = min(width, mask.width)
            guard maskRows > 0, maskWidth > 0 else { return }
            let maskStride = mask.width
            source.withPixelRowsReadOnly { src, _ in
                mask.values.withUnsafeBufferPointer { m in
                    guard let m = m.baseAddress else { return }
                    _ = withPixelRows { dst, _ in
                        for y in 0..<maskRows {
                            let s = src + y * srcStride, d = dst + y * dstStride, mr = m + y * maskStride
                            for x in 0..<maskWidth {
                                let p = s[x]
                                guard p != 0 else { continue }
                                let f = PixelMath.mul255(UInt32(mr[x]), k)
                                guard f != 0 else { continue }
                                d[x] = PixelMath.sourceOver(PixelMath.scale(p, f), d[x])
                            }
                        }
                    }
                }
            }
            return
        }

        source.withPixelRowsReadOnly { src, _ in
            _ = withPixelRows { dst, _ in
                for y in 0..<rows {
                    let s = src + y * srcStride, d = dst + y * dstStride
                    if k == 255 {
                        for x in 0..<width {
                            let p = s[x]
                            if p >= 0xFF00_0000 {
                                d[x] = p
                            } else if p != 0 {
                                d[x] = PixelMath.sourceOver(p, d[x])
                            }
                        }
                    } else {
                        for x in 0..<width {
                            let p = s[x]
                            if p != 0 { d[x] = PixelMath.sourceOver(PixelMath.scale(p, k), d[x]) }
                        }
                    }
                }
            }
        }
    }
}
