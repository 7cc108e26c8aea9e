import SplashGeometry

/// A paint made ready to fill under one path-to-device transform: the way
/// its pixels are computed chosen once (a gradient whose direction
/// collapses becomes its last colour, an image gets its sampling and
/// shader), and with that choice the two facts a compositor's shortcuts
/// ask of a fill, so the choice is written in one place and the fill and
/// the shortcuts cannot disagree:
///
/// - `isOpaque`: every pixel it gives is opaque, and a fully covered,
///   unclipped run is stored without reading the destination;
/// - `splitsExactly`: its painter gives a pixel the same value whichever
///   run paints it, so pixels a `SpanSet` excludes can be left out
///   (see `CoverageSink.splitsExactly`).
public struct PreparedPaint: Sendable {
    enum Shading: Sendable {
        /// Draws nothing (an image with no pixels or a transform that
        /// cannot be inverted, a gradient without stops).
        case nothing
        case solid(Color)
        case linear(LinearShader, stops: [GradientStop])
        case radial(RadialShader, stops: [GradientStop])
        case focal(FocalShader, stops: [GradientStop])
        case conic(ConicShader, stops: [GradientStop])
        case image(ImagePattern, ImageSampling, deviceToImage: AffineTransform, kernels: VectorKernels)
    }

    let shading: Shading
    public let isOpaque: Bool
    public let splitsExactly: Bool

    /// - Parameters:
    ///   - transform: the fill's path-to-device transform (image patterns
    ///     and gradients are mapped by it too).
    ///   - kernels: the build of the hottest loops its shaders run.
    public init(_ paint: Paint, transform: AffineTransform, kernels: VectorKernels = .current) {
        switch paint {
        case .solid(let color):
            self.init(solid: color)
        case .linearGradient(let gradient):
            guard !gradient.stops.isEmpty else { self.init(nothing: ()); return }
            guard let shader = LinearShader(gradient, transform: transform, vectorKernels: kernels.runsAVX2) else {
                // Start and end coincide: Core Animation and Skia both draw the last colour.
                self.init(solid: GradientRamp.normalized(gradient.stops).last?.color ?? .clear)
                return
            }
            self.init(shading: .linear(shader, stops: gradient.stops), isOpaque: Self.allOpaque(gradient.stops),
                      splitsExactly: LinearShader.splitsExactly)
        case .radialGradient(let gradient):
            guard !gradient.stops.isEmpty else { self.init(nothing: ()); return }
            if let focus = gradient.focus, focus != gradient.center, gradient.radiusX == gradient.radiusY {
                guard let shader = FocalShader(center: gradient.center, radius: gradient.radiusX, focus: focus, transform: transform) else {
                    self.init(solid: GradientRamp.normalized(gradient.stops).last?.color ?? .clear)
                    return
                }
                self.init(shading: .focal(shader, stops: gradient.stops), isOpaque: Self.allOpaque(gradient.stops),
                          splitsExactly: FocalShader.splitsExactly)
                return
            }
            guard let shader = RadialShader(gradient, transform: transform) else {
                self.init(solid: GradientRamp.normalized(gradient.stops).last?.color ?? .clear)
                return
            }
            self.init(shading: .radial(shader, stops: gradient.stops), isOpaque: Self.allOpaque(gradient.stops),
                      splitsExactly: RadialShader.splitsExactly)
        case .conicGradient(let gradient):
            guard !gradient.stops.isEmpty else { self.init(nothing: ()); return }
            guard let shader = ConicShader(gradient, transform: transform) else {
                self.init(solid: GradientRamp.normalized(gradient.stops).last?.color ?? .clear)
                return
            }
            self.init(shading: .conic(shader, stops: gradient.stops), isOpaque: Self.allOpaque(gradient.stops),
                      splitsExactly: ConicShader.splitsExactly)
        case .image(let pattern):
            let image = pattern.image
            guard image.width > 0, image.height > 0,
                  let (sampling, inverse) = ImageSampling.choose(imageToDevice: pattern.transform.concatenating(transform),
                                                                 levelCount: image.levels.count)
            else { self.init(nothing: ()); return }
            let splits: Bool
            switch sampling {
            case .copy: splits = CopyShader.splitsExactly
            case .bilinear, .trilinear:
                // The axis-aligned shaders (see `Pixmap.fillCoverage(_:image:…)`) split exactly, the general ones not.
                let axisAligned = inverse.b == 0 && inverse.c == 0
                splits = axisAligned && AxisAlignedBilinearShader.splitsExactly && AxisAlignedTrilinearShader.splitsExactly
            }
            // Sampling clamps to the edge, so an opaque image paints opaque pixels everywhere.
            self.init(shading: .image(pattern, sampling, deviceToImage: inverse, kernels: kernels), isOpaque: image.isOpaque, splitsExactly: splits)
        }
    }

    private init(shading: Shading, isOpaque: Bool, splitsExactly: Bool) {
        self.shading = shading
        self.isOpaque = isOpaque
        self.splitsExactly = splitsExactly
    }

    private init(solid color: Color) {
        self.init(shading: .solid(color), isOpaque: color.premultipliedPixel >> 24 == 255, splitsExactly: SolidPainter.splitsExactly)
    }

    private init(nothing: ()) {
        self.init(shading: .nothing, isOpaque: false, splitsExactly: true)
    }

    /// Mixes of opaque stops are opaque.
    private static func allOpaque(_ stops: [GradientStop]) -> Bool {
        stops.allSatisfy { $0.color.alpha >= 1 }
    }

    /// Whether it paints no pixel at all.
    public var paintsNothing: Bool {
        switch shading {
        case .nothing: true
        case .solid(let color): color.premultipliedPixel == 0
        default: false
        }
    }
}

extension Paint {
    /// Whether `Pixmap.fill` with this paint under `transform` leaves
    /// unpainted every pixel a `SpanSet` excludes (see
    /// `PreparedPaint.splitsExactly`). Otherwise the exclusion is ignored
    /// and the fill paints as without it.
    public func honoursExclusions(transform: AffineTransform) -> Bool {
        PreparedPaint(self, transform: transform).splitsExactly
    }
}
