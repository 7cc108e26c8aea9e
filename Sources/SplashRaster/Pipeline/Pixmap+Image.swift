import SplashGeometry

extension Pixmap {
    /// Draws `image` with its pixel (0, 0) corner at the origin of the space
    /// `transform` maps to device pixels: the whole image rectangle, filled
    /// with itself. For a placement inside a shape (rounded corners), fill
    /// the shape with `.image(ImagePattern(...))` instead.
    public mutating func draw(_ image: SampledImage, transform: AffineTransform = .identity,
                              opacity: Double = 1, clip: Mask? = nil) {
        let bounds = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        fill(.rect(bounds), paint: .image(ImagePattern(image: image, transform: .identity)),
             transform: transform, opacity: opacity, clip: clip)
    }

    /// Fills coverage with an image pattern; `transform` is the fill's
    /// path-to-device transform.
    mutating func fillCoverage(_ coverage: inout CoverageAccumulator, image: SampledImage, sampling: ImageSampling,
                               deviceToImage inverse: AffineTransform, kernels: VectorKernels, fillRule: FillRule, opacity: Double,
                               clip: Mask?, origin: (x: Int, y: Int), excluding exclusion: SpanSet?) {
        let width = self.width
        let opaque = image.isOpaque
        Pixmap.withClipRows(clip, originX: origin.x) { clipRows in
            let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, width))
            defer { scratch.deallocate() }
            func paint<Shader: ImageShader>(_ shader: Shader) {
                _ = withPixelRows { pixels, _ in
                    var painter = ImagePainter(pixels: pixels - origin.x, width: width, originY: origin.y, shader: shader, imageIsOpaque: opaque,
                                               clip: clipRows, scratch: scratch)
                    coverage.sweep(fillRule: fillRule, opacity: opacity, into: &painter, excluding: exclusion)
                }
            }
            func level(_ l: Int, _ body: (ImageSampler) -> Void) {
                let p = image.levels[l]
                p.withPixelRowsReadOnly { base, rows in
                    body(ImageSampler(pixels: base, width: p.width, height: rows, deviceToImage: inverse, level: l))
                }
            }
            switch sampling {
            case .copy(let dx, let dy):
                let p = image.levels[0]
                p.withPixelRowsReadOnly { base, rows in
                    paint(CopyShader(pixels: base, width: p.width, height: rows, offsetX: dx, offsetY: dy))
                }
            case .bilinear(let l):
                level(l) { sampler in
                    guard AxisAlignedBilinearShader.applies(to: sampler) else { return paint(BilinearShader(sampler: sampler)) }
                    AxisAlignedBilinearShader.with(sampler, deviceWidth: width, vectorKernels: kernels.runsAVX2) { paint($0) }
                }
            case .trilinear(let l, let weight):
                level(l) { finer in
                    level(l + 1) { coarser in
                        guard AxisAlignedBilinearShader.applies(to: finer), AxisAlignedBilinearShader.applies(to: coarser)
                        else { return paint(TrilinearShader(finer: finer, coarser: coarser, weight: weight)) }
                        AxisAlignedTrilinearShader.with(finer: finer, coarser: coarser, weight: weight,
                                                        deviceWidth: width, vectorKernels: kernels.runsAVX2) { paint($0) }
                    }
                }
            }
        }
    }
}
