import SplashGeometry

extension Pixmap {
    /// Fills `path`, mapped by `transform` into device pixels, with `paint`,
    /// blending source-over.
    ///
    /// Each pixel receives `paint × coverage × opacity × clip`, where
    /// coverage is the exact fraction of the pixel inside the path under
    /// `fillRule`. Gradients and image patterns are mapped by the same
    /// transform as the path.
    /// A path or transform with non-finite coordinates, an opacity of 0 or
    /// less, or an empty paint draws nothing.
    ///
    /// `window`: this pixmap holds rows of a taller picture, which
    /// `transform` maps to, and only those rows of it are drawn, bit for bit
    /// as the whole picture would have them (see `PictureWindow`); `clip` is
    /// aligned with this pixmap. nil: the pixmap is the whole picture.
    ///
    /// `excluding`: pixels (in picture coordinates) that need not be
    /// painted because nothing will ever show them (see `SpanSet`);
    /// the others are painted exactly as without it.
    public mutating func fill(_ path: Path, paint: Paint, transform: AffineTransform = .identity,
                              fillRule: FillRule = .nonZero, opacity: Double = 1, clip: Mask? = nil,
                              window: PictureWindow? = nil, excluding exclusion: SpanSet? = nil) {
        fill(path, paint: PreparedPaint(paint, transform: transform), transform: transform, fillRule: fillRule, opacity: opacity,
             clip: clip, window: window, excluding: exclusion)
    }

    /// `fill(_:paint:…)` with a paint already prepared for `transform`
    /// (see `PreparedPaint`), its gradient tables taken from `ramps` when
    /// given (a render's cache: a frame drawn in bands fills each gradient
    /// once per band) and built otherwise.
    public mutating func fill(_ path: Path, paint: PreparedPaint, transform: AffineTransform,
                              fillRule: FillRule = .nonZero, opacity: Double = 1, clip: Mask? = nil,
                              window: PictureWindow? = nil, excluding exclusion: SpanSet? = nil, ramps: GradientRampCache? = nil) {
        let opacity = Color.clamp(opacity)
        guard opacity > 0, !path.isEmpty, !paint.paintsNothing else { return }
        let window = window ?? .whole(height: rowsPresent)
        let drawn = window.drawnRows(bufferRows: rowsPresent)
        guard !drawn.isEmpty, let pictureWidth = window.pictureWidth(inBufferOfWidth: width),
              var coverage = PathFlattener.coverage(of: path, transform: transform, width: pictureWidth,
                                                    height: window.pictureHeight, rows: drawn)
        else { return }
        let origin = (x: window.originX, y: window.originY)

        switch paint.shading {
        case .nothing:
            return
        case .solid(let color):
            fillCoverage(&coverage, color: color, fillRule: fillRule, opacity: opacity, clip: clip, origin: origin, excluding: exclusion)
        case .linear(let shader, let stops):
            guard let ramp = ramps?.ramp(for: stops) ?? GradientRamp(stops: stops) else { return }
            fillCoverage(&coverage, shader: shader, ramp: ramp, fillRule: fillRule, opacity: opacity, clip: clip, origin: origin, excluding: exclusion)
        case .radial(let shader, let stops):
            guard let ramp = ramps?.ramp(for: stops) ?? GradientRamp(stops: stops) else { return }
            fillCoverage(&coverage, shader: shader, ramp: ramp, fillRule: fillRule, opacity: opacity, clip: clip, origin: origin, excluding: exclusion)
        case .focal(let shader, let stops):
            guard let ramp = ramps?.ramp(for: stops) ?? GradientRamp(stops: stops) else { return }
            fillCoverage(&coverage, shader: shader, ramp: ramp, fillRule: fillRule, opacity: opacity, clip: clip, origin: origin, excluding: exclusion)
        case .conic(let shader, let stops):
            guard let ramp = ramps?.ramp(for: stops) ?? GradientRamp(stops: stops) else { return }
            fillCoverage(&coverage, shader: shader, ramp: ramp, fillRule: fillRule, opacity: opacity, clip: clip, origin: origin, excluding: exclusion)
        case .image(let pattern, let sampling, let inverse, let kernels):
            fillCoverage(&coverage, image: pattern.image, sampling: sampling, deviceToImage: inverse, kernels: kernels, fillRule: fillRule,
                         opacity: opacity, clip: clip, origin: origin, excluding: exclusion)
        }
    }

    private mutating func fillCoverage(_ coverage: inout CoverageAccumulator, color: Color,
                                       fillRule: FillRule, opacity: Double, clip: Mask?, origin: (x: Int, y: Int),
                                       excluding exclusion: SpanSet?) {
        let value = color.premultipliedPixel
        guard value != 0 else { return }
        let width = self.width
        Pixmap.withClipRows(clip, originX: origin.x) { clipRows in
            _ = withPixelRows { pixels, _ in
                var painter = SolidPainter(pixels: pixels - origin.x, width: width, originY: origin.y, color: value, clip: clipRows)
                coverage.sweep(fillRule: fillRule, opacity: opacity, into: &painter, excluding: exclusion)
            }
        }
    }

    private mutating func fillCoverage<Shader: GradientShader>(
        _ coverage: inout CoverageAccumulator, shader: Shader, ramp: GradientRamp,
        fillRule: FillRule, opacity: Double, clip: Mask?, origin: (x: Int, y: Int), excluding exclusion: SpanSet?
    ) {
        let width = self.width
        Pixmap.withClipRows(clip, originX: origin.x) { clipRows in
            ramp.dithered.withUnsafeBufferPointer { entries in
                guard let rampBase = entries.baseAddress else { return }
                let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width))
                defer { scratch.deallocate() }
                _ = withPixelRows { pixels, _ in
                    var painter = GradientPainter(pixels: pixels - origin.x, width: width, originY: origin.y, shader: shader, ramp: rampBase,
                                                  rampIsOpaque: ramp.isOpaque, clip: clipRows, scratch: scratch)
                    coverage.sweep(fillRule: fillRule, opacity: opacity, into: &painter, excluding: exclusion)
                }
            }
        }
    }

    /// Calls `body` with the clip's rows, `nil` for no clip; does not call
    /// it at all when a clip is given but hides everything.
    /// `originX`: the picture column that is the clip's column 0.
    static func withClipRows(_ clip: Mask?, originX: Int = 0, _ body: (ClipRows?) -> Void) {
        guard let clip else { return body(nil) }
        clip.withClipRows { rows in
            guard var rows else { return }
            rows.originX = originX
            body(rows)
        }
    }
}
