import SplashGeometry

extension Paint {
    /// Whether `Pixmap.fill` with this paint under `transform` leaves
    /// unpainted every pixel a `SpanExclusion` excludes: its painter gives a
    /// pixel the same value whatever run it is painted in
    /// (`CoverageSink.splitsExactly`). Otherwise the exclusion is ignored
    /// and the fill paints as without it.
    public func honoursExclusions(transform: AffineTransform) -> Bool {
        switch self {
        case .solid:
            return SolidPainter.splitsExactly
        case .linearGradient:
            // A degenerate one is drawn as a solid colour.
            return LinearShader.splitsExactly && SolidPainter.splitsExactly
        case .radialGradient(let gradient):
            return RadialShader(gradient, transform: transform) == nil ? SolidPainter.splitsExactly : RadialShader.splitsExactly
        case .image(let pattern):
            guard pattern.image.width > 0, pattern.image.height > 0,
                  let (sampling, inverse) = ImageSampling.choose(imageToDevice: pattern.transform.concatenating(transform),
                                                                 levelCount: pattern.image.levels.count)
            else { return true }   // nothing is drawn
            switch sampling {
            case .copy: return CopyShader.splitsExactly
            case .bilinear, .trilinear:
                // The axis-aligned shaders (see `Pixmap.fillCoverage(_:pattern:…)`) split exactly, the general ones not.
                let axisAligned = inverse.b == 0 && inverse.c == 0
                return axisAligned ? AxisAlignedBilinearShader.splitsExactly && AxisAlignedTrilinearShader.splitsExactly : false
            }
        }
    }
}
