import SplashGeometry
import SplashRaster
import SplashScene

/// Lowers a resolved layer tree into a `DisplayList`: the one place that
/// reads the layers' drawing fields (hidden, opacity, transforms, colours,
/// contents, masks, clips, shadows). Everything the compositor decides
/// later, it decides from the operations made here.
///
/// Each layer becomes, with Core Animation's drawing order: its
/// background, its contents, its sublayers (clipped to its rounded bounds
/// when `masksToBounds`; a replicator's, once per copy), then its border,
/// which `masksToBounds` does not clip. A layer whose subtree must be seen
/// as one picture (group opacity over more than one fill, a `mask`, a
/// shadow) becomes a group; a layer turned out of its plane becomes a
/// projected picture.
struct FrameBuilder {
    /// Device pixels per point.
    let scale: Double
    let pixelWidth: Int
    let pixelHeight: Int
    let images: [String: ImageAsset]
    let text: SceneText

    /// The most points one stroke may be flattened into at a frame's scale
    /// (16 bytes each, and its outline a few path elements per point: about
    /// 100 MB at most). A logo's stroke of 500 curves at 100× its size
    /// needs about 100 000.
    static let maximumStrokePoints = 1 << 19
    /// The most points all of a frame's strokes may be flattened into
    /// together: the display list holds every outline until the frame is
    /// drawn, so a path stroked in many copies is bounded here as one
    /// stroke is (about 100 MB of outlines a frame).
    static let maximumFrameStrokePoints = 1 << 19
    /// The points of the strokes outlined so far in this frame.
    let strokeTally = StrokeTally()
    /// Outlines earlier frames built, for strokes drawn again unchanged
    /// (nil: every outline is built).
    var strokeOutlines: StrokeOutlines?

    /// Whether strokes leave unflattened what cannot reach the frame (see
    /// `StrokeCulling`): only where fills are in picture space, where the
    /// frame is what can be seen (false inside a projected layer's flat
    /// picture), and only with the compositor's shortcuts, which tests
    /// turn off to prove they give the same bytes.
    var cullsStrokes = true

    func displayList(of layers: [Layer], background: Color) throws(RenderBudgetError) -> DisplayList {
        let root = AffineTransform(scaleX: scale, y: scale)
        var operations: [DrawOperation] = []
        for layer in layers { try lower(layer, parent: root, into: &operations) }
        return DisplayList(width: pixelWidth, height: pixelHeight, background: background, operations: operations)
    }

    /// Appends what `layer` and its subtree draw; `parent` maps the
    /// parent's coordinates to picture space; `viewing` is the parent's
    /// `sublayerTransform` when it is three-dimensional (see `Viewing`). A
    /// layer with a transition under way draws the transition (see
    /// `lowerTransition`; its pictures are seen without `viewing`).
    func lower(_ layer: Layer, parent: AffineTransform, viewing: Viewing? = nil,
               into operations: inout [DrawOperation]) throws(RenderBudgetError) {
        if let running = layer.runningTransition {
            try lowerTransition(running, of: layer, parent: parent, into: &operations)
            return
        }
        try lower(layer, parent: parent, viewing: viewing, moved: nil, into: &operations)
    }

    /// Appends what `layer` draws, its bounds coordinates first moved by
    /// `moved` (a transition's slide; nil: not moved).
    func lower(_ layer: Layer, parent: AffineTransform, viewing: Viewing? = nil, moved: AffineTransform?,
               into operations: inout [DrawOperation]) throws(RenderBudgetError) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        guard layer.isDoubleSided || !layer.facesAway(under: parent, viewing: viewing?.matrix) else { return }
        if layer.transform.isThreeDimensional || viewing.map({ $0.tilts || layer.zPosition != 0 }) == true {
            let turn = moved.map { Transform3D($0) } ?? .identity
            if let projected = try projected(layer, parent: parent, viewing: viewing, turn: turn) { operations.append(.projected(projected)) }
            return
        }
        let transform = (moved?.concatenating(layer.localTransform) ?? layer.localTransform).concatenating(parent)
        var fills = try ownFills(of: layer, transform: transform)
        let shadow = self.shadow(of: layer, transform: transform)
        // A hidden or transparent mask lowers to nothing: the layer is then
        // masked out entirely (see `Layer.mask`).
        let mask = layer.mask
        // Group opacity (iOS's allowsGroupOpacity), masks and shadows: the
        // layer and its subtree are one picture, composited once. A single
        // fill takes its opacity directly.
        let drawnSublayers = layer.replicator.map { $0.instances.reduce(0) { $0 + $1.count } } ?? layer.sublayers.count
        let fillCount = fills.below.count + fills.contents.count + fills.above.count + drawnSublayers
        let isGroup = shadow != nil || mask != nil || (layer.opacity < 1 && (fillCount > 1 || drawnSublayers > 0))
        if !isGroup && layer.opacity < 1 { fills.setOpacity(layer.opacity) }

        var body = fills.below.map(DrawOperation.fill)
        var inside = fills.contentsScopes.isEmpty ? fills.contents.map(DrawOperation.fill)
            : [DrawOperation].scoped(Array(zip(fills.contents, fills.contentsScopes)))
        if var clip = fills.contentsClip, !inside.isEmpty {
            clip.operations = inside
            inside = [.clip(clip)]
        }
        let (sublayerParent, sublayerViewing) = layer.sublayerSpace(under: transform)
        if let replicator = layer.replicator {
            // Copies placed about the replicator's centre, then through a
            // flat sublayerTransform (a three-dimensional one is not applied
            // to copies).
            try lowerInstances(of: replicator, bounds: layer.bounds, transform: sublayerParent, into: &inside)
        } else {
            for sublayer in layer.sublayers { try lower(sublayer, parent: sublayerParent, viewing: sublayerViewing, into: &inside) }
        }
        if layer.masksToBounds {
            if !inside.isEmpty {
                body.append(.clip(ClipOperation(path: layer.outline, transform: transform, box: layer.bounds.applying(transform),
                                                operations: inside)))
            }
        } else {
            body += inside
        }
        body += fills.above.map(DrawOperation.fill)
        guard isGroup else {
            operations += body
            return
        }

        var maskOperations: [DrawOperation]?
        var box = body.bounds
        if let mask {
            var lowered: [DrawOperation] = []
            try lower(mask, parent: transform, into: &lowered)
            maskOperations = lowered
            // An inverted matte shows the layer where the matte draws
            // nothing; a feathered one reaches past its shape (3σ).
            if !layer.maskMode.isInverted {
                let reach = 1.5 * min(max(layer.maskFeather, 0) * scale, 2 * Mask.maximumBlurSigma)
                box = box.flatMap { content in
                    lowered.bounds.flatMap { content.intersection(Rect(x: $0.minX - reach, y: $0.minY - reach, width: $0.width + 2 * reach, height: $0.height + 2 * reach)) }
                }
            }
        }
        if let shadow, let path = shadow.path, let shape = path.boundingBox?.applying(shadow.pathTransform) {
            // A shadowPath casts its shadow whatever the layer draws, within its mask.
            box = box.map { $0.union(shape) } ?? shape
            if let maskOperations, !layer.maskMode.isInverted {
                box = box.flatMap { content in maskOperations.bounds.flatMap { content.intersection($0) } }
            }
        }
        guard var box else { return }
        if let shadow {
            // The blur reaches about 3σ = 1.5 × radius past the shape; the
            // offset and radius as drawn (both bounded, so that a shadow sent
            // 1e18 px away does not round the layer's own edges away).
            let reach = 1.5 * min(shadow.radius, 2 * Mask.maximumBlurSigma) + 1
            let (dx, dy) = (shadow.boundedOffset(shadow.offsetX), shadow.boundedOffset(shadow.offsetY))
            box = box.union(Rect(x: box.minX + dx - reach, y: box.minY + dy - reach,
                                 width: box.width + 2 * reach, height: box.height + 2 * reach))
        }
        var group = GroupOperation(operations: body, opacity: layer.opacity, mask: maskOperations, shadow: shadow, bounds: box)
        group.maskMode = layer.maskMode
        if mask != nil, layer.maskFeather > 0, layer.maskFeather.isFinite { group.maskFeather = layer.maskFeather * scale }
        operations.append(.group(group))
    }

    /// Core Animation's drop shadow: invisible unless `shadowOpacity` and
    /// `shadowColor` show; radius and offset in points, here in pixels;
    /// cast by `shadowPath` (in the layer's coordinates, under `transform`)
    /// when the layer has one.
    private func shadow(of layer: Layer, transform: AffineTransform) -> Shadow? {
        guard layer.hasShadow else { return nil }
        return Shadow(color: layer.shadowColor, opacity: layer.shadowOpacity * layer.opacity, radius: layer.shadowRadius * scale,
                      offsetX: layer.shadowOffset.width * scale, offsetY: layer.shadowOffset.height * scale,
                      path: layer.shadowPath, pathTransform: transform)
    }

    /// A layer turned out of its plane, drawn flat at the parent's
    /// resolution (its mask, shadow, sublayers and contents reaching past
    /// its bounds included), then projected, as Core Animation flattens a
    /// layer for a 3-D transform. Its opacity is applied once, to the flat
    /// picture.
    ///
    /// `turn`: a 3-D transform of the layer's bounds coordinates applied
    /// before its own (a transition's flip or slide).
    func projected(_ layer: Layer, parent: AffineTransform, viewing: Viewing? = nil, turn: Transform3D = .identity) throws(RenderBudgetError) -> ProjectedOperation? {
        let s = abs(parent.a * parent.d - parent.b * parent.c).squareRoot()
        guard s > 0, s.isFinite else { return nil }
        let scaled = AffineTransform(scaleX: s, y: s)
        var flat: [DrawOperation] = []
        var flatBuilder = self
        flatBuilder.cullsStrokes = false
        try flatBuilder.lower(layer.flattened, parent: scaled, into: &flat)
        guard !flat.isEmpty else { return nil }
        return ProjectedOperation(operations: flat, scale: s, boundsInFlatSpace: layer.bounds.applying(scaled),
                                  layerTransform: turn.concatenating(layer.localTransform3D(viewedThrough: viewing?.matrix)), parentTransform: parent,
                                  opacity: layer.opacity,
                                  bounds: Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)))
    }
}

/// A layer's own fills, before its sublayers are added.
struct LayerFills {
    /// Under the contents and sublayers: the background.
    var below: [FillOperation] = []
    /// The contents, clipped with the sublayers by `masksToBounds`.
    var contents: [FillOperation] = []
    /// A clip of the contents alone (a part of a vector image); its
    /// operations are the contents.
    var contentsClip: ClipOperation?
    /// The scopes each of `contents` is drawn inside (a vector image's
    /// clip paths and translucent groups, outermost first); empty when
    /// there are none.
    var contentsScopes: [[LoweredScope]] = []
    /// Above everything: the border.
    var above: [FillOperation] = []

    mutating func setLayer(_ id: String?) {
        guard let id else { return }
        for i in below.indices { below[i].layer = id }
        for i in contents.indices { contents[i].layer = id }
        for i in above.indices { above[i].layer = id }
    }

    /// Multiplies every fill's opacity by `opacity` (a colour glyph
    /// already carries its text colour's alpha).
    mutating func setOpacity(_ opacity: Double) {
        for i in below.indices { below[i].opacity *= opacity }
        for i in contents.indices { contents[i].opacity *= opacity }
        for i in above.indices { above[i].opacity *= opacity }
    }
}

extension FrameBuilder {
    /// The background, contents and border of `layer` (not its sublayers),
    /// at full opacity, with `transform` from its bounds coordinates to
    /// picture space.
    func ownFills(of layer: Layer, transform: AffineTransform) throws(RenderBudgetError) -> LayerFills {
        var fills = LayerFills()
        let boundsExtent = FillOperation.Extent.rect(layer.bounds, transform)
        if let background = layer.backgroundColor {
            let geometry: FillOperation.Geometry = layer.cornerRadius > 0 ? .path(layer.outline) : .rect(layer.bounds)
            fills.below.append(FillOperation(geometry: geometry, paint: .solid(background), transform: transform, extent: boundsExtent))
        }
        if let contents = layer.contents {
            (fills.contents, fills.contentsScopes) = try contentsFills(contents, of: layer, transform: transform)
            // Part of a vector image (contentsRect): what lies outside the
            // part is cut off where the part is placed.
            // A preserveAspectRatio slice: what passes the bounds is cut off.
            if case .image(let image) = contents, case .vector(let vector)? = images[image.source] {
                let part = layer.contentsRect
                let slices = image.gravity == .resize && vector.preserveAspectRatio?.scaling == .slice
                if part != Rect(x: 0, y: 0, width: 1, height: 1) || slices {
                    let shown = Size(width: part.width * vector.viewBox.width, height: part.height * vector.viewBox.height)
                    var visible = Self.vectorPlacement(vector, shown: shown, image, in: layer.bounds)
                    if slices { visible = visible.intersection(layer.bounds) ?? Rect(x: layer.bounds.minX, y: layer.bounds.minY, width: 0, height: 0) }
                    fills.contentsClip = ClipOperation(path: .rect(visible), transform: transform, box: visible.applying(transform), operations: [])
                }
            }
        }
        if layer.hasBorder {
            fills.above.append(FillOperation(geometry: .path(layer.borderOutline), paint: .solid(layer.borderColor), transform: transform,
                                             fillRule: .evenOdd, extent: boundsExtent))
        }
        fills.setLayer(layer.id)
        return fills
    }

    /// The contents' fills and, for a vector image with clip paths or
    /// translucent groups, the scopes of each (empty when there are none).
    private func contentsFills(_ contents: LayerContents, of layer: Layer,
                               transform: AffineTransform) throws(RenderBudgetError) -> ([FillOperation], [[LoweredScope]]) {
        if case .image(let image) = contents, case .vector(let vector)? = images[image.source] {
            let fills = try vectorFills(vector, image, of: layer, transform: transform)
            let scopes = fills.map(\.scopes)
            return (fills.map(\.fill), scopes.allSatisfy(\.isEmpty) ? [] : scopes)
        }
        return (try ownContentsFills(contents, of: layer, transform: transform), [])
    }

    private func ownContentsFills(_ contents: LayerContents, of layer: Layer, transform: AffineTransform) throws(RenderBudgetError) -> [FillOperation] {
        switch contents {
        case .shape(let shape):
            var fills: [FillOperation] = []
            if let color = shape.fillColor {
                fills.append(FillOperation(geometry: .path(shape.path), paint: .solid(color), transform: transform,
                                           fillRule: shape.fillRule, extent: .transformedPath))
            }
            if let stroke = shape.stroke, let outline = try strokeOutline(of: shape.path, stroke, transform: transform, layer: layer) {
                fills.append(FillOperation(geometry: .path(outline), paint: .solid(stroke.color), transform: transform,
                                           extent: .transformedPath))
            }
            return fills
        case .gradient(let gradient):
            return [FillOperation(geometry: .rect(layer.bounds), paint: gradient.paint(in: layer.bounds), transform: transform,
                                  extent: .rect(layer.bounds, transform))]
        case .text(let contents, let size):
            guard let layout = text.layouts[TextBlock(text: contents, width: size.width)] else { return [] }
            // Unwrapped text is as wide as its widest line; like
            // CATextLayer's `alignmentMode`, which applies whether or not
            // `isWrapped`, that box is aligned in the bounds.
            var inset = 0.0
            if !contents.wraps {
                switch contents.alignment {
                case .center: inset = (layer.bounds.width - layout.size.width) / 2
                case .right: inset = layer.bounds.width - layout.size.width
                case .left, .natural, .justified: inset = 0
                }
            }
            let drop = contents.origin == .firstBaseline ? -(layout.lines.first?.baselineY ?? 0) : 0
            let placed = AffineTransform(translationX: layer.bounds.minX + inset, y: layer.bounds.minY + drop).concatenating(transform)
            let extent: FillOperation.Extent = layout.path.boundingBox.map { .rect($0, placed) } ?? .transformedPath
            var fills = [FillOperation(geometry: .path(layout.path), paint: .solid(contents.color), transform: placed, extent: extent)]
            if let stroke = contents.stroke, stroke.width > 0, stroke.width.isFinite,
               let outline = try strokeOutline(of: layout.path, ShapeStroke(color: stroke.color, style: StrokeStyle(width: stroke.width, miterLimit: 4)),
                                               transform: placed, layer: layer) {
                let line = FillOperation(geometry: .path(outline), paint: .solid(stroke.color), transform: placed, extent: .transformedPath)
                if stroke.placement == .overFill { fills.append(line) } else { fills.insert(line, at: 0) }
            }
            fills += colorGlyphFills(layout, color: contents.color, transform: placed)
            return fills
        case .lottie:
            return []   // expanded into sublayers before drawing (`Scene.expandingLottieContents`)
        case .image(let contents):
            guard let asset = images[contents.source] else { return [] }
            switch asset {
            case .bitmap(let image):
                guard let (rect, paint) = Self.bitmapFill(image, contents: contents, part: layer.contentsRect, in: layer.bounds) else { return [] }
                return [FillOperation(geometry: .rect(rect), paint: paint, transform: transform, extent: .rect(rect, transform))]
            case .vector:
                return []   // see `vectorFills`
            }
        }
    }

    /// Where an image `natural` pixels (or viewBox units) in size goes in
    /// the bounds: placed by its gravity at its natural size in points
    /// (natural size / `contentsScale`).
    static func placement(ofImage natural: Size, _ contents: ImageContents, in bounds: Rect) -> Rect {
        contents.gravity.placement(ofImage: Size(width: natural.width / contents.scale, height: natural.height / contents.scale), in: bounds)
    }

    /// Where a bitmap's contents go in the bounds (by its gravity) and the
    /// image paint that fills that rectangle; nil for an empty image. Only
    /// `part` of the image (`contentsRect`, unit coordinates) is shown,
    /// placed as the whole image would be.
    static func bitmapFill(_ image: SampledImage, contents: ImageContents, part: Rect, in bounds: Rect) -> (Rect, Paint)? {
        // The part shown (contentsRect), in pixels, placed as the whole image would be.
        let shown = Rect(x: part.minX * Double(image.width), y: part.minY * Double(image.height),
                         width: part.width * Double(image.width), height: part.height * Double(image.height))
        guard shown.width > 0, shown.height > 0, shown.width.isFinite, shown.height.isFinite else { return nil }
        let placement = placement(ofImage: shown.size, contents, in: bounds)
        let imageToBounds = AffineTransform(translationX: -shown.minX, y: -shown.minY)
            .concatenating(AffineTransform(scaleX: placement.width / shown.width, y: placement.height / shown.height))
            .concatenating(AffineTransform(translationX: placement.minX, y: placement.minY))
        return (placement, .image(ImagePattern(image: image, transform: imageToBounds)))
    }
}
