import SplashGeometry
import SplashRaster
import SplashScene
import SplashSVG

extension FrameBuilder {
    /// A vector image's shapes, the part of the viewBox shown
    /// (contentsRect) placed as the whole image would be.
    func vectorFills(_ image: VectorImage, _ contents: ImageContents, of layer: Layer,
                             transform: AffineTransform) throws(RenderBudgetError) -> [(fill: FillOperation, clips: [ClipOperation])] {
        let part = layer.contentsRect
        let shown = Rect(x: image.viewBox.minX + part.minX * image.viewBox.width, y: image.viewBox.minY + part.minY * image.viewBox.height,
                         width: part.width * image.viewBox.width, height: part.height * image.viewBox.height)
        guard shown.width > 0, shown.height > 0, shown.width.isFinite, shown.height.isFinite else { return [] }
        let placement = Self.placement(ofImage: shown.size, contents, in: layer.bounds)
        let viewBoxToBounds = AffineTransform(translationX: -shown.minX, y: -shown.minY)
            .concatenating(AffineTransform(scaleX: placement.width / shown.width, y: placement.height / shown.height))
            .concatenating(AffineTransform(translationX: placement.minX, y: placement.minY))
            .concatenating(transform)
        return try vectorFills(image, viewBoxToPicture: viewBoxToBounds, extent: .rect(placement, transform), layer: layer)
    }

    /// A vector image's shapes as fills, each with the clips it is drawn
    /// through (outermost first, their operations left empty), under
    /// `viewBoxToPicture`. Strokes are outlined here, at the frame's scale
    /// (as a shape layer's are), so an 18× zoom keeps their edges and
    /// curves exact; `extent` is the image's placement (a fill's extent; a
    /// stroke's is its own outline).
    func vectorFills(_ image: VectorImage, viewBoxToPicture: AffineTransform, extent: FillOperation.Extent,
                     layer: Layer) throws(RenderBudgetError) -> [(fill: FillOperation, clips: [ClipOperation])] {
        var result: [(FillOperation, [ClipOperation])] = []
        for shape in image.shapes {
            let toPicture = shape.transform.concatenating(viewBoxToPicture)
            var geometry = shape.path
            var fillRule = shape.fillRule
            if let stroke = shape.stroke {
                guard let outline = try strokeOutline(of: shape.path, stroke, transform: toPicture, layer: layer) else { continue }
                geometry = outline
                fillRule = .nonZero
            }
            guard let (paint, paintSpace) = Self.paint(shape.paint) else { continue }
            // A gradient is drawn in its own space: the outline is carried
            // into it and the gradient's transform joins the fill's, so a
            // rotated or skewed gradientTransform is exact.
            let (path, transform): (Path, AffineTransform)
            if let paintSpace {
                guard let inverse = paintSpace.inverted() else { continue }
                (path, transform) = (geometry.transformed(by: inverse), paintSpace.concatenating(toPicture))
            } else {
                (path, transform) = (geometry, toPicture)
            }
            let clips = shape.clips.map { clip in
                ClipOperation(path: clip.path, transform: viewBoxToPicture,
                              box: clip.path.transformed(by: viewBoxToPicture).boundingBox ?? .zero,
                              operations: [], fillRule: clip.fillRule)
            }
            // A stroke reaches half its width past the outline, and may pass the placement.
            result.append((FillOperation(geometry: .path(path), paint: paint, transform: transform, fillRule: fillRule,
                                         extent: shape.stroke == nil ? extent : .transformedPath), clips))
        }
        return result
    }

    /// An outline stroked at the frame's scale, with the stroke budget checked.
    func strokeOutline(of path: Path, _ style: StrokeStyle, transform: AffineTransform, layer: Layer) throws(RenderBudgetError) -> Path? {
        try strokeOutline(of: path, ShapeStroke(color: .black, style: style), transform: transform, layer: layer)
    }

    /// The rasteriser's paint for an SVG paint, and the gradient's space in
    /// the shape's path coordinates (nil for a solid colour).
    static func paint(_ paint: VectorPaint) -> (Paint, AffineTransform?)? {
        func stops(_ gradient: VectorGradient) -> [GradientStop] {
            gradient.stops.map { GradientStop(location: $0.offset, color: $0.color) }
        }
        switch paint {
        case .solid(let color):
            return (.solid(color), nil)
        case .linearGradient(let gradient, let start, let end):
            return (.linearGradient(LinearGradient(start: start, end: end, stops: stops(gradient))), gradient.transform)
        case .radialGradient(let gradient, let center, let radius):
            return (.radialGradient(RadialGradient(center: center, radius: radius, stops: stops(gradient))), gradient.transform)
        }
    }
}

extension [DrawOperation] {
    /// Fills with their clips: consecutive fills under the same clips share
    /// one clip operation (a Figma export's whole artwork sits in one
    /// clipped group), nested outermost first.
    static func clipped(_ fills: [(fill: FillOperation, clips: [ClipOperation])]) -> [DrawOperation] {
        var result: [DrawOperation] = []
        var index = 0
        while index < fills.count {
            let clips = fills[index].clips
            var end = index + 1
            while end < fills.count, fills[end].clips == clips { end += 1 }
            var operations = fills[index..<end].map { DrawOperation.fill($0.fill) }
            for var clip in clips.reversed() {
                clip.operations = operations
                operations = [.clip(clip)]
            }
            result += operations
            index = end
        }
        return result
    }
}
