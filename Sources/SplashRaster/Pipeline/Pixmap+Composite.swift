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
                            let kv = PixelMath.Pixels8(repeating: k)
                            var x = 0
                            while x + 8 <= maskWidth {
                                let src8 = PixelMath.load(s + x)
                                if src8 != .zero {
                                    let m8 = PixelMath.Pixels8(truncatingIfNeeded: UnsafeRawPointer(mr + x).loadUnaligned(as: SIMD8<UInt8>.self))
                                    let f8 = PixelMath.mul255(m8, kv)
                                    PixelMath.store(PixelMath.sourceOver(PixelMath.scale(src8, f8), PixelMath.load(d + x)), d + x)
                                }
                                x += 8
                            }
                            for x in x..<maskWidth {
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
                        // Eight pixels per step: skip if all transparent, copy if all
                        // opaque, blend otherwise.
                        var x = 0
                        let opaque = PixelMath.Pixels8(repeating: 0xFF00_0000)
                        while x + 8 <= width {
                            let src8 = PixelMath.load(s + x)
                            if src8 == .zero {
                                // nothing to draw
                            } else if all(src8 .>= opaque) {
                                PixelMath.store(src8, d + x)
                            } else {
                                PixelMath.store(PixelMath.sourceOver(src8, PixelMath.load(d + x)), d + x)
                            }
                            x += 8
                        }
                        for x in x..<width {
                            let p = s[x]
                            if p >= 0xFF00_0000 {
                                d[x] = p
                            } else if p != 0 {
                                d[x] = PixelMath.sourceOver(p, d[x])
                            }
                        }
                    } else {
                        // Eight pixels per step; a transparent source pixel leaves its
                        // destination unchanged here too (scale by 255 is exact).
                        let kv = PixelMath.Pixels8(repeating: k)
                        var x = 0
                        while x + 8 <= width {
                            let src8 = PixelMath.load(s + x)
                            if src8 != .zero {
                                PixelMath.store(PixelMath.sourceOver(PixelMath.scale(src8, kv), PixelMath.load(d + x)), d + x)
                            }
                            x += 8
                        }
                        while x < width {
                            let p = s[x]
                            if p != 0 { d[x] = PixelMath.sourceOver(PixelMath.scale(p, k), d[x]) }
                            x += 1
                        }
                    }
                }
            }
        }
    }
}
