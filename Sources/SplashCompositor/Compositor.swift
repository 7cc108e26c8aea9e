import SplashRaster
import SplashScene

/// Draws a scene at a time into pixels: walks the layer tree with Core
/// Animation's semantics and rasterises every vector with the full
/// transform of the frame (so a logo scaled 18× is as sharp as at 1×).
///
/// A value type with no mutable state: frames render in parallel, each
/// worker into its own pixmap.
public struct Compositor: Sendable {
    public let scene: Scene
    /// Device pixels per point.
    public let scale: Double
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// The decoded bitmaps of the scene's image contents, by source path,
    /// with their mipmaps built once for the whole render.
    public let images: [String: ImageAsset]
    /// The scene's texts, shaped once.
    let text: SceneText
    /// Buffers for frames and offscreens, reused across frames.
    public let buffers = PixmapPool()
    /// Occlusion culling and masks rasterised straight to coverage (see
    /// `replacesEveryPixel`, `maskCoverage`). They give the same bytes as
    /// drawing everything the general way; tests turn them off to prove it.
    var takesShortcuts = true
    /// Whether frames are drawn in horizontal bands of `bandRows` rows when
    /// the layer tree allows it (see `render(layers:)`): the same bytes
    /// either way, which tests prove with small bands; the benchmark turns
    /// it off to measure what it gains.
    public var drawsInBands = true
    /// Whether pixels nothing will show are left unpainted: those an
    /// opaque masked layer above replaces, those a group's mask hides, and
    /// those of an opaque group that its mask fully shows, drawn straight
    /// into the target instead of through the offscreen (see `SpanExclusion`,
    /// `occlusion(by:…)`, `drawsShownPixelsDirectly`). The same bytes
    /// either way (with `takesShortcuts`, which it needs); the benchmark
    /// turns it off to measure what it gains.
    public var skipsHiddenPixels = true
    /// Rows per band (tests draw with a few rows, to cut every shape).
    public internal(set) var bandRows = 256

    /// Prepares a scene for drawing: lays out its texts (through
    /// fontconfig, HarfBuzz and FreeType) once for the whole render.
    ///
    /// - Parameter images: every source in `scene.imageSources`, decoded
    ///   (SplashRender's `ImageAssets` loads them); a missing one draws
    ///   nothing.
    /// - Throws: a `TextError` when a font file named by the scene cannot
    ///   be used (a family that is not installed is only a warning).
    public init(scene: Scene, scale: Double, images: [String: ImageAsset] = [:]) throws {
        self.scene = scene
        self.scale = scale
        self.images = images
        self.text = try SceneText(laying: scene.texts)
        self.pixelWidth = max(1, Int((scene.canvas.width * scale).rounded()))
        self.pixelHeight = max(1, Int((scene.canvas.height * scale).rounded()))
    }

    /// Separate fills a layer's contents make.
    func contentsPrimitiveCount(of layer: Layer) -> Int {
        if case .image(let contents)? = layer.contents {
            return images[contents.source]?.primitiveCount ?? 0
        }
        return layer.contentsPrimitiveCount
    }

    /// Fonts the scene asked for that are not installed, and what was
    /// used instead: worth telling the user, not worth failing for.
    public var warnings: [String] { text.warnings }

    /// The frame at `time` seconds.
    public func render(at time: Double) -> Pixmap {
        render(layers: scene.resolved(at: time))
    }

    /// A frame from an already resolved layer tree (see `Scene.resolved(at:)`).
    ///
    /// Drawn in bands: every layer draws the frame's first `bandRows` rows,
    /// then every layer the next ones, and so on, so that the band (and each
    /// group's offscreen and mask, which are only a band tall) stays in the
    /// CPU's cache from one layer to the next. Drawn layer by layer over the
    /// whole frame, each layer's pass reads and writes the whole 14 MB frame
    /// in memory, which costs more than the pixels' arithmetic. Every row is
    /// computed exactly as the whole-frame pass computes it (`RowWindow`).
    /// A tree with what cannot be drawn a band at a time (see
    /// `drawsInWindows`) is drawn layer by layer.
    public func render(layers: [Layer]) -> Pixmap {
        var pixmap = buffers.take(width: pixelWidth, height: pixelHeight, cleared: false)
        let root = AffineTransform(scaleX: scale, y: scale)
        // Occlusion: drawing starts at the last layer that replaces every
        // pixel (an opaque full-screen background, gradient or photo);
        // the background colour and the layers under it cannot show.
        let first = takesShortcuts ? layers.lastIndex { replacesEveryPixel(width: pixelWidth, height: pixelHeight, drawing: $0, parent: root) } : nil
        let drawn = layers[(first ?? layers.startIndex)...]
        guard drawsInBands, drawn.allSatisfy(drawsInWindows) else {
            if first == nil { pixmap.fill(scene.backgroundColor) }
            draw(drawn, parent: root, into: &pixmap, window: .whole(height: pixelHeight))
            return pixmap
        }
        let bandHeight = max(1, bandRows)
        for top in stride(from: 0, to: pixelHeight, by: bandHeight) {
            let window = RowWindow(pictureHeight: pixelHeight, rows: top..<min(pixelHeight, top + bandHeight), originY: 0)
            if first == nil { pixmap.fill(scene.backgroundColor, rows: window.rows) }
            draw(drawn, parent: root, into: &pixmap, window: window)
        }
        return pixmap
    }

    /// Draws the frame's top-level layers, in order, in `window`. Where a
    /// masked layer above replaces what lies beneath (see
    /// `occlusion(by:parent:frameWidth:window:)`), the layers under it
    /// leave those pixels unpainted (`SpanExclusion`): the frame's bytes
    /// are the same, with less drawn. Its mask, computed for that, is
    /// then used to draw it.
    private func draw(_ layers: ArraySlice<Layer>, parent: AffineTransform, into frame: inout Pixmap, window: RowWindow) {
        var occluders = [Occluder?](repeating: nil, count: layers.count)
        var exclusions = [SpanExclusion?](repeating: nil, count: layers.count)
        defer { for case let occluder? in occluders { buffers.recycle(occluder.mask) } }
        if takesShortcuts && skipsHiddenPixels {
            var covered: SpanExclusion?
            for (i, layer) in zip(layers.indices.reversed(), layers.reversed()) {
                let k = i - layers.startIndex
                exclusions[k] = covered
                guard let occlusion = occlusion(by: layer, parent: parent, frameWidth: frame.width, window: window) else { continue }
                occluders[k] = occlusion.occluder
                covered = covered.map { $0.union(occlusion.covered) } ?? occlusion.covered
            }
        }
        for (k, layer) in layers.enumerated() {
            draw(layer, parent: parent, into: &frame, clip: nil, window: window, excluding: exclusions[k], occluder: occluders[k])
        }
    }

    /// Whether `layer` and its subtree can be drawn a band at a time: all
    /// but shadows (a blur reads rows beyond the band), 3-D layers (drawn
    /// flat, then projected), `masksToBounds` clips and vector-image
    /// contents, which are drawn whole.
    func drawsInWindows(_ layer: Layer) -> Bool {
        guard !layer.isHidden, layer.opacity > 0 else { return true }
        guard !layer.transform.isThreeDimensional, !layer.hasShadow, !layer.masksToBounds else { return false }
        if case .image(let contents)? = layer.contents, case .vector? = images[contents.source] { return false }
        if let mask = layer.activeMask, !drawsInWindows(mask) { return false }
        return layer.sublayers.allSatisfy(drawsInWindows)
    }

    /// Draws one layer and its subtree. `clip` is the coverage of the
    /// ancestors' `masksToBounds` (nil: nothing clips). `window`: the rows
    /// of the picture `parent` maps to that `target` holds and that are
    /// drawn (nil: all of a picture the size of `target`); only for trees
    /// that `drawsInWindows`. `exclusion`: pixels of the picture that need
    /// not be painted (see `SpanExclusion`). `occluder`: the layer's
    /// placement and mask, when already worked out (the caller recycles
    /// the mask).
    private func draw(_ layer: Layer, parent: AffineTransform, into target: inout Pixmap, clip: Mask?, window: RowWindow?,
                      excluding exclusion: SpanExclusion? = nil, occluder: Occluder? = nil) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        if layer.transform.isThreeDimensional {
            drawProjected(layer, parent: parent, into: &target, clip: clip)
            return
        }
        let transform = layer.localTransform.concatenating(parent)

        // Group opacity (iOS's allowsGroupOpacity), masks and shadows: the
        // layer and its subtree are drawn as one picture offscreen, then
        // composited once. A single primitive can take its opacity directly.
        guard isIsolated(layer) else {
            drawSubtree(layer, transform: transform, into: &target, clip: clip, opacity: layer.opacity, window: window, excluding: exclusion)
            return
        }
        // Only the pixels the subtree can touch are drawn offscreen.
        guard let placement = occluder?.placement
                ?? GroupPlacement(of: layer, transform: transform, in: self, targetWidth: target.width,
                                  pictureHeight: window?.pictureHeight ?? target.height, window: window)
        else { return }
        let (region, rows, local, groupWindow) = (placement.region, placement.rows, placement.local, placement.window)
        var group = buffers.take(width: region.width, height: rows.count, cleared: false)
        defer { buffers.recycle(group) }
        // An opaque background or contents that covers the whole offscreen
        // overwrites it: no need to clear it first (an occluder was found to).
        let replacesEveryPixel = occluder != nil
            || takesShortcuts && subtreeReplacesEveryPixel(width: region.width, height: region.height, drawing: layer, transform: local)
        if !replacesEveryPixel { group.clear() }
        // The mask first: where it is 0, the offscreen is never shown, and
        // is left unpainted.
        var maskCoverage: Mask?, footprint: MaskFootprint?
        if let occluder {
            (maskCoverage, footprint) = (occluder.mask, occluder.footprint)
        } else if let maskLayer = layer.activeMask {
            (maskCoverage, footprint) = self.maskCoverage(of: maskLayer, parent: local, width: region.width, window: groupWindow)
        }
        defer { if occluder == nil, let maskCoverage { buffers.recycle(maskCoverage) } }
        // Left out of the offscreen and of the composite: where the mask is
        // 0 (nothing there shows) and, below, the pixels drawn in place.
        var hidden = skipsHiddenPixels ? footprint?.painted.complement(within: 0..<region.width) : nil
        // Where the mask is 255 over an opaque offscreen the composite copies
        // the offscreen's pixels: those are drawn straight into the target
        // instead (see `drawsShownPixelsDirectly`), and left out of the
        // offscreen and the composite.
        let targetOriginY = window?.originY ?? 0
        if replacesEveryPixel, skipsHiddenPixels, let full = footprint?.full, !full.isEmpty,
           drawsShownPixelsDirectly(layer, clip: clip, transform: local) {
            // The offscreen's picture, placed at the region in the target.
            let inPlace = RowWindow(pictureWidth: region.width, pictureHeight: region.height, rows: groupWindow.rows,
                                    originX: -region.x, originY: targetOriginY - region.y)
            let elsewhere = full.complement(within: 0..<region.width)
            let excluded = exclusion.map { $0.translated(dx: -region.x, dy: -region.y).union(elsewhere) } ?? elsewhere
            drawSubtree(layer, transform: local, into: &target, clip: nil, opacity: 1, window: inPlace, excluding: excluded)
            hidden = hidden.map { $0.union(full) } ?? full
        }
        drawSubtree(layer, transform: local, into: &group, clip: nil, opacity: 1, window: groupWindow, excluding: hidden)
        // Clips and shadows only occur unbanded (`drawsInWindows`), where the offscreen is the whole region.
        let regionClip = clip?.cropped(to: region)
        if layer.hasShadow {
            drawShadow(of: layer, picture: Mask(alphaOf: group).intersected(with: maskCoverage), at: region, into: &target, clip: clip)
        }
        let coverage = maskCoverage.map { $0.intersected(with: regionClip) } ?? regionClip
        target.composite(group, at: (x: region.x, y: rows.lowerBound - targetOriginY), opacity: layer.opacity, mask: coverage,
                         excluding: hidden?.translated(dx: region.x, dy: region.y - targetOriginY))
    }

    /// Whether `layer` is drawn as one picture offscreen and composited
    /// (group opacity, a mask, a shadow) rather than straight into its
    /// parent's picture. A single primitive takes its opacity directly.
    func isIsolated(_ layer: Layer) -> Bool {
        let primitives = (layer.backgroundColor == nil ? 0 : 1) + contentsPrimitiveCount(of: layer) + (layer.hasBorder ? 1 : 0) + layer.sublayers.count
        return layer.hasShadow || layer.activeMask != nil || (layer.opacity < 1 && (primitives > 1 || !layer.sublayers.isEmpty))
    }

    /// The coverage of a mask layer (its alpha, as `CALayer.mask` uses it)
    /// in a `width × height` offscreen. A mask that is one filled shape or
    /// rectangle, as launch-screen reveals are, is rasterised straight into
    /// 8-bit values (`Mask.fill`, the same values bit for bit); anything
    /// else is drawn into an RGBA offscreen whose alpha is then taken.
    /// `window`: the rows of the offscreen's picture the mask holds and covers.
    /// With the coverage rasterised straight, also where it is 255 and
    /// where it is not 0 (`MaskFootprint`, in the offscreen's picture
    /// coordinates); nil otherwise.
    func maskCoverage(of maskLayer: Layer, parent: AffineTransform, width: Int, window: RowWindow) -> (Mask, MaskFootprint?) {
        let height = window.rows.count
        var coverage = buffers.takeMask(width: width, height: height)
        if takesShortcuts, let fills = MaskFills(of: maskLayer) {
            var footprint = MaskFootprint(rows: window.rows)
            guard !maskLayer.isHidden, maskLayer.opacity > 0 else { return (coverage, footprint) }
            let transform = maskLayer.localTransform.concatenating(parent)
            for fill in fills.fills {
                footprint = footprint.union(coverage.fillTracingFootprint(fill.path, transform: transform, fillRule: fill.fillRule,
                                                                          color: fill.color, opacity: maskLayer.opacity, window: window))
            }
            return (coverage, footprint)
        }
        var maskPixmap = buffers.take(width: width, height: height)
        draw(maskLayer, parent: parent, into: &maskPixmap, clip: nil, window: window)
        coverage.values.withUnsafeMutableBufferPointer { dst in
            maskPixmap.bytes.withUnsafeBufferPointer { src in
                for i in 0..<min(dst.count, src.count / 4) { dst[i] = src[i &* 4 &+ 3] }
            }
        }
        buffers.recycle(maskPixmap)
        return (coverage, nil)
    }

    /// Core Animation's drop shadow: the layer's alpha, blurred by
    /// `shadowRadius` (σ = radius / 2), offset by `shadowOffset` (points,
    /// in screen space), in `shadowColor` at `shadowOpacity` × the layer's
    /// opacity, under the layer.
    private func drawShadow(of layer: Layer, picture alpha: Mask, at region: PixelRegion, into target: inout Pixmap, clip: Mask?) {
        let blurred = layer.shadowRadius > 0 ? alpha.blurred(radius: layer.shadowRadius * scale) : alpha
        let offset = (dx: region.x + Int((layer.shadowOffset.width * scale).rounded()), dy: region.y + Int((layer.shadowOffset.height * scale).rounded()))
        target.fill(mask: blurred, color: layer.shadowColor, offset: offset, opacity: layer.shadowOpacity * layer.opacity, clip: clip)
    }

    /// A layer turned out of its plane (`transform.rotation.x/.y`, with
    /// perspective): the layer is drawn flat offscreen at the parent's
    /// resolution, as `draw` draws any layer (its mask, shadow, sublayers
    /// and contents reaching past its bounds included), then projected
    /// onto the frame, as Core Animation flattens a layer for a 3-D
    /// transform. Its opacity is applied once, to the flat picture.
    private func drawProjected(_ layer: Layer, parent: AffineTransform, into target: inout Pixmap, clip: Mask?) {
        let flatLayer = layer.flattened
        // Resolution of the flat picture: the parent's scale, bounded so a
        // huge layer cannot ask for more than a few frames' worth of pixels.
        var s = abs(parent.a * parent.d - parent.b * parent.c).squareRoot()
        let scaled = AffineTransform(scaleX: s, y: s)
        guard s > 0, s.isFinite, let extent = deviceBounds(of: flatLayer, transform: scaled) else { return }
        // Everything it draws, and at least its bounds (so a layer drawn
        // within them keeps the pixel grid of its bounds).
        var box = extent.union(layer.bounds.applying(scaled))
        let budget = Double(4 * pixelWidth * pixelHeight)
        if box.width * box.height > budget {
            let shrink = (budget / (box.width * box.height)).squareRoot()
            s *= shrink
            box = Rect(x: box.minX * shrink, y: box.minY * shrink, width: box.width * shrink, height: box.height * shrink)
        }
        let width = Int(box.width.rounded(.up)), height = Int(box.height.rounded(.up))
        guard width > 0, height > 0 else { return }
        let flat = AffineTransform(scaleX: s, y: s).concatenating(AffineTransform(translationX: -box.minX, y: -box.minY))
        var picture = buffers.take(width: width, height: height)
        defer { buffers.recycle(picture) }
        draw(flatLayer, parent: flat, into: &picture, clip: nil, window: nil)
        let unflatten = AffineTransform(translationX: box.minX, y: box.minY).concatenating(AffineTransform(scaleX: 1 / s, y: 1 / s))
        let projection = Transform3D(unflatten)
            .concatenating(layer.localTransform3D)
            .concatenating(Transform3D(parent))
        target.drawProjected(picture, transform: projection, opacity: layer.opacity, clip: clip)
    }

    /// Background, contents, then sublayers, clipped to the bounds when the
    /// layer masks to them.
    private func drawSubtree(_ layer: Layer, transform: AffineTransform, into target: inout Pixmap, clip: Mask?, opacity: Double,
                             window: RowWindow?, excluding exclusion: SpanExclusion?) {
        let outline = layer.outline
        if let background = layer.backgroundColor, background.alpha > 0 {
            target.fill(outline, paint: .solid(background), transform: transform, opacity: opacity, clip: clip, window: window,
                        excluding: exclusion)
        }
        var innerClip = clip
        var boundsClip: Mask?
        defer { if let boundsClip { buffers.recycle(boundsClip) } }
        if layer.masksToBounds {
            if takesShortcuts {
                // The outline's coverage, rasterised straight into a mask.
                var shape = buffers.takeMask(width: target.width, height: target.height)
                shape.fill(outline, transform: transform)
                boundsClip = shape
                innerClip = shape.intersected(with: clip)
            } else {
                var shape = buffers.take(width: target.width, height: target.height)
                shape.fill(outline, paint: .solid(.white), transform: transform)
                innerClip = Mask(alphaOf: shape).intersected(with: clip)
                buffers.recycle(shape)
            }
        }
        if let contents = layer.contents {
            drawContents(contents, of: layer, transform: transform, into: &target, clip: innerClip, opacity: opacity, window: window,
                         excluding: exclusion)
        }
        for sublayer in layer.sublayers {
            draw(sublayer, parent: transform, into: &target, clip: innerClip, window: window, excluding: exclusion)
        }
        if layer.hasBorder {
            target.fill(layer.borderOutline, paint: .solid(layer.borderColor), transform: transform, fillRule: .evenOdd, opacity: opacity,
                        clip: clip, window: window, excluding: exclusion)
        }
    }

    private func drawContents(_ contents: LayerContents, of layer: Layer, transform: AffineTransform, into target: inout Pixmap, clip: Mask?, opacity: Double,
                              window: RowWindow?, excluding exclusion: SpanExclusion?) {
        switch contents {
        case .shape(let shape):
            if let fill = shape.fillColor, fill.alpha > 0 {
                target.fill(shape.path, paint: .solid(fill), transform: transform, fillRule: shape.fillRule, opacity: opacity, clip: clip, window: window, excluding: exclusion)
            }
            if let stroke = shape.stroke, stroke.color.alpha > 0 {
                target.fill(stroke.outline, paint: .solid(stroke.color), transform: transform, opacity: opacity, clip: clip, window: window, excluding: exclusion)
            }
        case .gradient(let gradient):
            target.fill(.rect(layer.bounds), paint: gradient.paint(in: layer.bounds), transform: transform, opacity: opacity, clip: clip,
                        window: window, excluding: exclusion)
        case .text(let contents, let size):
            guard contents.color.alpha > 0, let layout = text.layouts[TextBlock(text: contents, width: size.width)] else { return }
            let placed = AffineTransform(translationX: layer.bounds.minX, y: layer.bounds.minY).concatenating(transform)
            target.fill(layout.path, paint: .solid(contents.color), transform: placed, opacity: opacity, clip: clip, window: window, excluding: exclusion)
        case .image(let contents):
            guard let asset = images[contents.source] else { return }
            let natural = asset.naturalSize
            guard natural.width > 0, natural.height > 0 else { return }
            let placement = contents.gravity.placement(
                ofImage: Size(width: natural.width / contents.scale, height: natural.height / contents.scale),
                in: layer.bounds)
            switch asset {
            case .bitmap(let image):
                guard let (rect, paint) = bitmapFill(image, contents: contents, in: layer.bounds) else { return }
                target.fill(.rect(rect), paint: paint, transform: transform, opacity: opacity, clip: clip, window: window, excluding: exclusion)
            case .vector(let image):
                let viewBoxToBounds = AffineTransform(translationX: -image.viewBox.minX, y: -image.viewBox.minY)
                    .concatenating(AffineTransform(scaleX: placement.width / natural.width, y: placement.height / natural.height))
                    .concatenating(AffineTransform(translationX: placement.minX, y: placement.minY))
                target.draw(image, transform: viewBoxToBounds.concatenating(transform), opacity: opacity, clip: clip)
            }
        }
    }

    /// Where a bitmap's contents go in the bounds (by its gravity) and the
    /// image paint that fills that rectangle; nil for an empty image.
    func bitmapFill(_ image: SampledImage, contents: ImageContents, in bounds: Rect) -> (Rect, Paint)? {
        let natural = Size(width: Double(image.width), height: Double(image.height))
        guard natural.width > 0, natural.height > 0 else { return nil }
        let placement = contents.gravity.placement(
            ofImage: Size(width: natural.width / contents.scale, height: natural.height / contents.scale), in: bounds)
        let imageToBounds = AffineTransform(scaleX: placement.width / natural.width, y: placement.height / natural.height)
            .concatenating(AffineTransform(translationX: placement.minX, y: placement.minY))
        return (placement, .image(ImagePattern(image: image, transform: imageToBounds)))
    }
}
