import SplashRaster
import SplashScene

extension Compositor {
    /// Whether drawing `layer` under `parent` into a `width × height` picture (no clip)
    /// overwrites every pixel of it without reading any: the layer is drawn
    /// directly (not as an isolated group: opacity 1, no mask, no shadow,
    /// flat) and its background or contents is an opaque fill that covers
    /// the whole target. Whatever lies under such a layer cannot show.
    func replacesEveryPixel(width: Int, height: Int, drawing layer: Layer, parent: AffineTransform) -> Bool {
        guard !layer.isHidden, layer.opacity >= 1, !layer.transform.isThreeDimensional,
              !layer.hasShadow, layer.activeMask == nil
        else { return false }
        return subtreeReplacesEveryPixel(width: width, height: height, drawing: layer, transform: layer.localTransform.concatenating(parent))
    }

    /// Whether `drawSubtree` of `layer` at full opacity and without a clip
    /// overwrites every pixel of a `width × height` picture (see `Pixmap.fillReplacesEveryPixel`).
    func subtreeReplacesEveryPixel(width: Int, height: Int, drawing layer: Layer, transform: AffineTransform) -> Bool {
        if let background = layer.backgroundColor, !(layer.cornerRadius > 0),
           Pixmap.fillReplacesEveryPixel(width: width, height: height, rect: layer.bounds, paint: .solid(background), transform: transform) {
            return true
        }
        // Contents are drawn through the bounds' clip when masksToBounds is set.
        guard !layer.masksToBounds else { return false }
        switch layer.contents {
        case .gradient(let gradient)?:
            return Pixmap.fillReplacesEveryPixel(width: width, height: height, rect: layer.bounds, paint: gradient.paint(in: layer.bounds), transform: transform)
        case .image(let contents)?:
            guard case .bitmap(let image)? = images[contents.source],
                  let (placement, paint) = bitmapFill(image, contents: contents, in: layer.bounds)
            else { return false }
            return Pixmap.fillReplacesEveryPixel(width: width, height: height, rect: placement, paint: paint, transform: transform)
        default:
            return false
        }
    }

    /// What a top-level layer drawn through its mask replaces, whatever lies
    /// beneath: the frame pixels where its mask is fully shown (255), for a
    /// layer at opacity 1, without shadow, flat, whose offscreen an opaque
    /// background or contents covers entirely. There the composite copies
    /// the offscreen's opaque pixel, so the layers under it need not paint
    /// those pixels (Yula's app window, revealed through its logo: nothing
    /// under the inside of the logo shows).
    ///
    /// Returns the mask's coverage in `window` and its footprint (the layer
    /// is drawn with them) and the frame pixels covered; nil for any other
    /// layer, or a mask not rasterised straight to coverage.
    func occlusion(by layer: Layer, parent: AffineTransform, frameWidth: Int, window: RowWindow)
        -> (mask: Mask, footprint: MaskFootprint, covered: SpanExclusion)? {
        guard !layer.isHidden, layer.opacity >= 1, !layer.transform.isThreeDimensional, !layer.hasShadow,
              let maskLayer = layer.activeMask, MaskFills(of: maskLayer) != nil
        else { return nil }
        let transform = layer.localTransform.concatenating(parent)
        guard let placement = GroupPlacement(of: layer, transform: transform, in: self, targetWidth: frameWidth,
                                             pictureHeight: window.pictureHeight, window: window),
              subtreeReplacesEveryPixel(width: placement.region.width, height: placement.region.height, drawing: layer,
                                        transform: placement.local)
        else { return nil }
        let (mask, footprint) = maskCoverage(of: maskLayer, parent: placement.local, width: placement.region.width, window: placement.window)
        guard let footprint else {
            buffers.recycle(mask)
            return nil
        }
        return (mask, footprint, footprint.full.translated(dx: placement.region.x, dy: placement.region.y))
    }
}
