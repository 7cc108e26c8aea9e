extension Pixmap {
    /// Every channel of the picture convolved with a Gaussian of standard
    /// deviation `sigma` pixels, as SVG's `feGaussianBlur` blurs its input
    /// (Filter Effects 1 §9.13: on premultiplied colour, each channel
    /// alike). Each channel goes through `Mask.blurred(sigma:)` (three box
    /// blurs, the variance exact; resvg too blurs with box blurs past a
    /// σ of 2), so the picture keeps its size and what is blurred past its
    /// edges is lost, as past a filter region's. A colour channel that the
    /// rounding lifts above its alpha is brought back to it, so the pixels
    /// stay valid premultiplied colour.
    public mutating func blur(sigma: Double) {
        guard sigma > 0, sigma.isFinite, width > 0 else { return }
        let count = rowsPresent * width
        var blurred: [Mask] = []
        for channel in 0..<4 {
            var values = [UInt8](repeating: 0, count: width * height)
            bytes.withUnsafeBufferPointer { src in
                for i in 0..<count { values[i] = src[i &* 4 &+ channel] }
            }
            guard let mask = Mask(width: width, height: height, values: values) else { return }
            blurred.append(mask.blurred(sigma: sigma))
        }
        bytes.withUnsafeMutableBufferPointer { dst in
            for i in 0..<count {
                let alpha = blurred[3].values[i]
                dst[i &* 4 &+ 3] = alpha
                for channel in 0..<3 { dst[i &* 4 &+ channel] = min(blurred[channel].values[i], alpha) }
            }
        }
    }
}
