import SplashGeometry
import SplashRaster
import SplashScene

extension FrameBuilder {
    /// A vector image's shapes, the part of the viewBox shown
    /// (contentsRect) placed as the whole image would be.
    func vectorFills(_ image: VectorImage, _ contents: ImageContents, of layer: Layer,
                             transform: AffineTransform) throws(RenderBudgetError) -> [(fill: FillOperation, scopes: [LoweredScope])] {
        let part = layer.contentsRect
        let shown = Rect(x: image.viewBox.minX + part.minX * image.viewBox.width, y: image.viewBox.minY + part.minY * image.viewBox.height,
                         width: part.width * image.viewBox.width, height: part.height * image.viewBox.height)
        guard shown.width > 0, shown.height > 0, shown.width.isFinite, shown.height.isFinite else { return [] }
        let placement = Self.vectorPlacement(image, shown: shown.size, contents, in: layer.bounds)
        let viewBoxToBounds = AffineTransform(translationX: -shown.minX, y: -shown.minY)
            .concatenating(AffineTransform(scaleX: placement.width / shown.width, y: placement.height / shown.height))
            .concatenating(AffineTransform(translationX: placement.minX, y: placement.minY))
            .concatenating(transform)
        return try vectorFills(image.shapes, viewBoxToPicture: viewBoxToBounds, extent: .rect(placement, transform), layer: layer,
                               source: contents.source)
    }

    /// Where the shown part (`shown`, viewBox units) of a vector image goes
    /// in the bounds: by the layer's gravity, except that under `resize`
    /// (fill the bounds) an SVG whose root says `preserveAspectRatio` fits
    /// itself into the bounds as SVG fits a viewBox into its viewport
    /// (SVG 1.1 §7.8); what a `slice` puts past the bounds is cut off
    /// (see `ownFills`).
    static func vectorPlacement(_ image: VectorImage, shown: Size, _ contents: ImageContents, in bounds: Rect) -> Rect {
        if contents.gravity == .resize, let ratio = image.preserveAspectRatio {
            return ratio.placement(of: shown, in: bounds)
        }
        return placement(ofImage: shown, contents, in: bounds)
    }

    /// A vector image's shapes as fills, each with the clips it is drawn
    /// through (outermost first, their operations left empty), under
    /// `viewBoxToPicture`. Strokes are outlined here, at the frame's scale
    /// (as a shape layer's are), so an 18× zoom keeps their edges and
    /// curves exact; `extent` is the image's placement (a fill's extent; a
    /// stroke's is its own outline). `source`: the image file, whose
    /// embedded pictures are among `images` (see `ImageAsset.embeddedKey`).
    func vectorFills(_ shapes: [VectorShape], viewBoxToPicture: AffineTransform, extent: FillOperation.Extent,
                     layer: Layer, source: String) throws(RenderBudgetError) -> [(fill: FillOperation, scopes: [LoweredScope])] {
        var result: [(FillOperation, [LoweredScope])] = []
        // Each mask is lowered once, however many shapes it masks.
        var masks: [Int: LoweredScope] = [:]
        for shape in shapes {
            let toPicture = shape.transform.concatenating(viewBoxToPicture)
            var geometry = shape.path
            var fillRule = shape.fillRule
            if let stroke = shape.stroke {
                guard let outline = try strokeOutline(of: shape.path, stroke, transform: toPicture, layer: layer) else { continue }
                geometry = outline
                fillRule = .nonZero
            }
            guard let (paint, paintSpace, opacity) = self.paint(shape.paint, source: source) else { continue }
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
            var scopes: [LoweredScope] = []
            for scope in shape.scopes {
                if case .mask(let mask) = scope, let done = masks[mask.id] {
                    scopes.append(done)
                    continue
                }
                let lowered = try lowered(scope, viewBoxToPicture: viewBoxToPicture, extent: extent, layer: layer, source: source)
                if case .mask(let mask) = scope { masks[mask.id] = lowered }
                scopes.append(lowered)
            }
            // A stroke reaches half its width past the outline, and may pass the placement.
            result.append((FillOperation(geometry: .path(path), paint: paint, transform: transform, fillRule: fillRule,
                                         opacity: opacity, extent: shape.stroke == nil ? extent : .transformedPath), scopes))
        }
        return result
    }

    private func lowered(_ scope: VectorScope, viewBoxToPicture: AffineTransform, extent: FillOperation.Extent,
                         layer: Layer, source: String) throws(RenderBudgetError) -> LoweredScope {
        switch scope {
        case .clip(let clip):
            return .clip(ClipOperation(path: clip.path, transform: viewBoxToPicture,
                                       box: clip.path.transformed(by: viewBoxToPicture).boundingBox ?? .zero,
                                       operations: [], fillRule: clip.fillRule))
        case .opacity(let id, let opacity):
            return .opacity(id: id, opacity)
        case .mask(let mask):
            // The mask's shapes, drawn as any (their alpha is the mask).
            let fills = try vectorFills(mask.shapes, viewBoxToPicture: viewBoxToPicture, extent: extent, layer: layer, source: source)
            return .mask(id: mask.id, [DrawOperation].scoped(fills), mask.kind == .luminance ? .luminance : .alpha)
        case .filter(let filter):
            return .filter(id: filter.id, Self.effects(of: filter, viewBoxToPicture: viewBoxToPicture))
        }
    }

    /// A filter's effects in pixels: its offsets carried by the linear part
    /// of its user space to the picture, its deviations scaled by that
    /// part's mean scale (the square root of its determinant's magnitude).
    static func effects(of filter: VectorFilter, viewBoxToPicture: AffineTransform) -> PictureEffects {
        let t = filter.transform.concatenating(viewBoxToPicture)
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        let shadows = filter.shadows.map { shadow in
            Shadow(color: shadow.color, opacity: 1, radius: 2 * shadow.deviation * scale,
                   offsetX: t.a * shadow.dx + t.c * shadow.dy, offsetY: t.b * shadow.dx + t.d * shadow.dy)
        }
        return PictureEffects(shadows: shadows, blurSigma: filter.blur * scale, drawsPicture: filter.drawsPicture)
    }

    /// An outline stroked at the frame's scale, with the stroke budget checked.
    func strokeOutline(of path: Path, _ style: StrokeStyle, transform: AffineTransform, layer: Layer) throws(RenderBudgetError) -> Path? {
        try strokeOutline(of: path, ShapeStroke(color: .black, style: style), transform: transform, layer: layer)
    }

    /// The rasteriser's paint for an SVG paint, the gradient's space in
    /// the shape's path coordinates (nil for a solid colour or an image)
    /// and the fill's opacity; nil for an embedded picture the render did
    /// not decode (see `ImageAsset.embeddedKey`).
    func paint(_ paint: VectorPaint, source: String) -> (Paint, AffineTransform?, Double)? {
        func stops(_ gradient: VectorGradient) -> [GradientStop] {
            gradient.stops.map { GradientStop(location: $0.offset, color: $0.color) }
        }
        switch paint {
        case .solid(let color):
            return (.solid(color), nil, 1)
        case .linearGradient(let gradient, let start, let end):
            return (.linearGradient(LinearGradient(start: start, end: end, stops: stops(gradient))), gradient.transform, 1)
        case .radialGradient(let gradient, let center, let radius):
            return (.radialGradient(RadialGradient(center: center, radius: radius, stops: stops(gradient), focus: gradient.focus)),
                    gradient.transform, 1)
        case .image(let embedded, let rect, let opacity):
            guard case .bitmap(let image)? = images[ImageAsset.embeddedKey(source: source, index: embedded.index)],
                  image.width > 0, image.height > 0 else { return nil }
            // Decoded pixels onto the picture's rectangle.
            let pixelsToRect = AffineTransform(scaleX: rect.width / Double(image.width), y: rect.height / Double(image.height))
                .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
            return (.image(ImagePattern(image: image, transform: pixelsToRect)), nil, opacity)
        }
    }
}

/// A vector image's scope as the display list draws it: a clip (its
/// operations filled in when lowered) or a group's opacity.
enum LoweredScope: Hashable {
    case clip(ClipOperation)
    case opacity(id: Int, Double)
    /// A mask's operations, and what of their picture shows (its alpha, or
    /// an SVG luminance mask's luminance × alpha).
    case mask(id: Int, [DrawOperation], MaskMode)
    /// An SVG filter's effects on what lies inside, in pixels.
    case filter(id: Int, PictureEffects)
}

extension [DrawOperation] {
    /// Fills inside their scopes: consecutive fills that share a scope
    /// share one clip or group operation (a Figma export's whole artwork
    /// sits in one clipped group; a translucent group is faded once),
    /// nested outermost first.
    static func scoped(_ fills: [(fill: FillOperation, scopes: [LoweredScope])]) -> [DrawOperation] {
        scoped(fills[...], depth: 0)
    }

    private static func scoped(_ fills: ArraySlice<(fill: FillOperation, scopes: [LoweredScope])>, depth: Int) -> [DrawOperation] {
        var result: [DrawOperation] = []
        var index = fills.startIndex
        while index < fills.endIndex {
            guard depth < fills[index].scopes.count else {
                result.append(.fill(fills[index].fill))
                index += 1
                continue
            }
            let scope = fills[index].scopes[depth]
            var end = index + 1
            while end < fills.endIndex, depth < fills[end].scopes.count, fills[end].scopes[depth] == scope { end += 1 }
            let inner = scoped(fills[index..<end], depth: depth + 1)
            index = end
            switch scope {
            case .clip(var clip):
                clip.operations = inner
                result.append(.clip(clip))
            case .opacity(_, let opacity):
                guard let bounds = inner.bounds else { continue }
                result.append(.group(GroupOperation(operations: inner, opacity: opacity, mask: nil, shadow: nil, bounds: bounds)))
            case .mask(_, let mask, let mode):
                guard let bounds = inner.bounds.flatMap({ content in mask.bounds.flatMap { content.intersection($0) } }) else { continue }
                var group = GroupOperation(operations: inner, opacity: 1, mask: mask, shadow: nil, bounds: bounds)
                group.maskMode = mode
                result.append(.group(group))
            case .filter(_, let effects):
                guard let content = inner.bounds else { continue }
                // What the blurs can reach: three box blurs end 3·(r + 1)
                // pixels out, within 3σ + 3 (see `Mask.blurred(sigma:)`).
                func reach(_ sigma: Double) -> Double { sigma > 0 ? 3 * sigma + 3 : 0 }
                var bounds = effects.drawsPicture ? content.insetBy(dx: -reach(effects.blurSigma), dy: -reach(effects.blurSigma)) : nil
                for shadow in effects.shadows {
                    let (dx, dy) = (shadow.boundedOffset(shadow.offsetX), shadow.boundedOffset(shadow.offsetY))
                    let cast = Rect(x: content.minX + dx, y: content.minY + dy, width: content.width, height: content.height)
                        .insetBy(dx: -reach(shadow.radius / 2), dy: -reach(shadow.radius / 2))
                    bounds = bounds.map { $0.union(cast) } ?? cast
                }
                // The shadows are cast by the picture's whole alpha: the
                // offscreen must hold all of it too.
                guard let reached = bounds?.union(content) else { continue }
                var group = GroupOperation(operations: inner, opacity: 1, mask: nil, shadow: nil, bounds: reached)
                group.effects = effects
                result.append(.group(group))
            }
        }
        return result
    }
}
