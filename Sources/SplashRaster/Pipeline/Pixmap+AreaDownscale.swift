extension Pixmap {
    /// A smaller copy in which every pixel is the exact area average of the
    /// source pixels it covers (a box filter with fractional edges), done
    /// as two separable passes on premultiplied values.
    ///
    /// Area averaging is what a thumbnail wants: every source pixel counts
    /// with the share of it that falls in the target pixel, so thin lines
    /// and text neither vanish (as with point sampling) nor alias (as with
    /// bilinear sampling at factors beyond 2). Sizes larger than the source
    /// are clamped to the source's.
    public func areaDownscaled(width targetWidth: Int, height targetHeight: Int) -> Pixmap {
        let newWidth = min(max(1, targetWidth), width), newHeight = min(max(1, targetHeight), height)
        guard width > 0, height > 0 else { return self }
        if newWidth == width && newHeight == height { return self }
        let columns = AreaWeights(source: width, target: newWidth)
        let rows = AreaWeights(source: height, target: newHeight)

        // Horizontal pass: height × newWidth × 4 floats.
        var horizontal = [Float](repeating: 0, count: height * newWidth * 4)
        bytes.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let sourceRow = y * width * 4, targetRow = y * newWidth * 4
                for x in 0..<newWidth {
                    var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                    for (index, weight) in columns.taps[x] {
                        let i = sourceRow + index * 4
                        r += weight * Float(source[i]); g += weight * Float(source[i + 1])
                        b += weight * Float(source[i + 2]); a += weight * Float(source[i + 3])
                    }
                    let o = targetRow + x * 4
                    horizontal[o] = r; horizontal[o + 1] = g; horizontal[o + 2] = b; horizontal[o + 3] = a
                }
            }
        }
        // Vertical pass into bytes.
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<newHeight {
            let targetRow = y * newWidth * 4
            for x in 0..<(newWidth * 4) {
                var sum: Float = 0
                for (index, weight) in rows.taps[y] {
                    sum += weight * horizontal[index * newWidth * 4 + x]
                }
                result[targetRow + x] = UInt8(min(255, max(0, sum.rounded())))
            }
        }
        return Pixmap(width: newWidth, height: newHeight, bytes: result) ?? self
    }
}

/// For each target index, the source indices it covers and the share of
/// each (summing to 1).
private struct AreaWeights {
    var taps: [[(Int, Float)]]

    init(source: Int, target: Int) {
        let step = Double(source) / Double(target)
        taps = (0..<target).map { t in
            let start = Double(t) * step, end = Double(t + 1) * step
            var list: [(Int, Float)] = []
            var i = Int(start.rounded(.down))
            while Double(i) < end, i < source {
                let covered = min(end, Double(i + 1)) - max(start, Double(i))
                if covered > 1e-9 { list.append((i, Float(covered / step))) }
                i += 1
            }
            return list
        }
    }
}
