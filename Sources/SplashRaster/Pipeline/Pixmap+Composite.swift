extension Pixmap {
    /// Draws `source` over this pixmap (premultiplied source-over), scaled
    /// by `opacity` and, when given, by `mask` per pixel: how a layer group
    /// with opacity or a layer with a mask lands on what is beneath it.
    ///
    /// Both pixmaps are aligned at their top-left corners; if the sizes
    /// differ, only the overlapping area is composited. The same as
    /// `composite(source, at: (0, 0), opacity: opacity, mask: mask)`.
    ///
    /// The loop skips transparent source pixels and copies opaque ones when
    /// nothing scales them, so compositing a mostly empty or mostly opaque
    /// full-screen layer costs little more than reading it.
    public mutating func composite(_ source: Pixmap, opacity: Double = 1, mask: Mask? = nil) {
        composite(source, at: (x: 0, y: 0), opacity: opacity, mask: mask)
    }

    /// Draws `source` with its pixel (0, 0) at pixel `origin` of this
    /// pixmap, source-over, scaled by `opacity` and by `mask` per pixel.
    /// `mask` is aligned with the *source* (its value (i, j) scales source
    /// pixel (i, j)); where it is smaller than the source, the rest is
    /// hidden, as in `composite(_:opacity:mask:)`.
    ///
    /// The source may lie partly or wholly outside this pixmap (any origin,
    /// negative or huge): only the overlap is drawn. This is what lets a
    /// compositor draw a group or a mask into an offscreen the size of its
    /// bounds, instead of a full frame that is mostly empty, and then place
    /// it.
    ///
    /// Rejected: an offset parameter on a full-frame-sized source (the
    /// compositor would still allocate, clear and read a whole frame per
    /// group), and a `Rect` (Double) origin (a fractional placement would
    /// need resampling; for that, draw the pixmap as an image).
    ///
    /// `excluding`: pixels of this pixmap (its rows as stored) left as they
    /// are; the others get exactly the bytes of a composite without it.
    public mutating func composite(_ source: Pixmap, at origin: (x: Int, y: Int), opacity: Double = 1, mask: Mask? = nil,
                                   excluding exclusion: SpanSet? = nil) {
        let k = PixelMath.factor(opacity)
        guard k > 0 else { return }
        var sourceWidth = source.width, sourceRows = source.rowsPresent
        if let mask {
            sourceWidth = min(sourceWidth, mask.width)
            sourceRows = min(sourceRows, mask.rowsPresent)
        }
        guard let overlap = Overlap(destinationWidth: width, destinationRows: rowsPresent,
                                    sourceWidth: sourceWidth, sourceRows: sourceRows, origin: origin)
        else { return }
        let dstStride = self.width, srcStride = source.width
        let columns = overlap.destinationX..<(overlap.destinationX + overlap.width)
        let maskStride = mask?.width ?? 0
        source.withPixelRowsReadOnly { src, _ in
            _ = withPixelRows { dst, _ in
                (mask?.values ?? []).withUnsafeBufferPointer { maskValues in
                    let m = mask == nil ? nil : maskValues.baseAddress
                    for y in 0..<overlap.rows {
                        let dy = overlap.destinationY + y, sy = overlap.sourceY + y
                        // Destination columns `piece` of this row (every pixel's
                        // result is its own, so pieces get the whole row's bytes).
                        func blend(_ piece: Range<Int>) {
                            let sx = piece.lowerBound - overlap.destinationX + overlap.sourceX
                            let s = src + (sy * srcStride + sx), d = dst + (dy * dstStride + piece.lowerBound)
                            if let m {
                                SourceOverSpan.blend(s, d, mask: m + (sy * maskStride + sx), count: piece.count, factor: k)
                            } else if k == 255 {
                                SourceOverSpan.copyOrBlend(s, d, count: piece.count)
                            } else {
                                SourceOverSpan.blend(s, d, count: piece.count, factor: k)
                            }
                        }
                        SpanSet.forEachPiece(of: columns, outside: exclusion?.spans(ofRow: dy) ?? [], blend)
                    }
                }
            }
        }
    }
}

/// Where a source rectangle placed at an integer origin overlaps a
/// destination: the first source pixel, the first destination pixel and
/// the size of the overlap; `nil` when they do not overlap.
struct Overlap: Equatable {
    let sourceX: Int, sourceY: Int
    let destinationX: Int, destinationY: Int
    let width: Int, rows: Int

    /// Origins are first clamped to ±2⁵⁰ (far beyond any pixmap that fits in
    /// memory), so no sum below can overflow whatever the caller passes.
    init?(destinationWidth: Int, destinationRows: Int, sourceWidth: Int, sourceRows: Int, origin: (x: Int, y: Int)) {
        let limit = 1 << 50
        let ox = min(max(origin.x, -limit), limit), oy = min(max(origin.y, -limit), limit)
        // Rows first: a pixmap with rows present has a width bounded by its
        // byte count, so the column sums below stay far from overflowing.
        let y0 = max(0, oy), y1 = min(destinationRows, oy + sourceRows)
        guard y1 > y0 else { return nil }
        let x0 = max(0, ox), x1 = min(destinationWidth, ox + sourceWidth)
        guard x1 > x0 else { return nil }
        sourceX = x0 - ox
        sourceY = y0 - oy
        destinationX = x0
        destinationY = y0
        width = x1 - x0
        rows = y1 - y0
    }
}
