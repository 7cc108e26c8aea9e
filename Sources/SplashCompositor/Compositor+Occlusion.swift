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
    /// Returns the layer's offscreen placement, its mask's coverage and
    /// footprint (the layer is drawn with them: see `Occluder`) and the
    /// frame pixels covered; nil for any other layer, or a mask not
    /// rasterised straight to coverage.
    func occlusion(by layer: Layer, parent: AffineTransform, frameWidth: Int, window: RowWindow)
        -> (occluder: Occluder, covered: SpanExclusion)? {
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
        return (Occluder(placement: placement, mask: mask, footprint: footprint),
                footprint.full.translated(dx: placement.region.x, dy: placement.region.y))
    }

    /// Whether the pixels of an isolated layer that its mask fully shows
    /// (over an offscreen its first fill replaces entirely) may be drawn
    /// straight into the target, in the offscreen's coordinates placed at
    /// its region (see `RowWindow.originX`), which gives them the bytes the
    /// composite would copy from the offscreen. Then the layer is
    /// composited unscaled (opacity 1, no shadow, no clip), and every fill
    /// of its subtree leaves excluded pixels unpainted
    /// (`subtreeHonoursExclusions`), so nothing lands outside them. Yula's
    /// app window behind the logo is such a layer.
    func drawsShownPixelsDirectly(_ layer: Layer, clip: Mask?, transform: AffineTransform) -> Bool {
        clip == nil && layer.opacity >= 1 && !layer.hasShadow && subtreeHonoursExclusions(layer, transform: transform)
    }

    /// Whether `drawSubtree` of `layer` under `transform` paints nothing a
    /// `SpanExclusion` excludes: every fill's paint honours exclusions
    /// (`Paint.honoursExclusions`), nothing clips to bounds, and every
    /// sublayer is drawn straight into the same picture (not isolated, not
    /// projected) and is such a subtree too.
    func subtreeHonoursExclusions(_ layer: Layer, transform: AffineTransform) -> Bool {
        guard !layer.masksToBounds else { return false }
        // Backgrounds, borders, shapes and text are solid fills.
        switch layer.contents {
        case .gradient(let gradient)?:
            guard gradient.paint(in: layer.bounds).honoursExclusions(transform: transform) else { return false }
        case .image(let contents)?:
            switch images[contents.source] {
            case .bitmap(let image)?:
                if let (_, paint) = bitmapFill(image, contents: contents, in: layer.bounds),
                   !paint.honoursExclusions(transform: transform) { return false }
            case .vector?:
                return false
            case nil:
                break
            }
        case .shape?, .text?, nil:
            break
        }
        return layer.sublayers.allSatisfy { sublayer in
            if sublayer.isHidden || sublayer.opacity <= 0 { return true }
            guard !sublayer.transform.isThreeDimensional, !isIsolated(sublayer) else { return false }
            return subtreeHonoursExclusions(sublayer, transform: sublayer.localTransform.concatenating(transform))
        }
    }
}

/// A masked layer found to replace what lies beneath it
/// (`Compositor.occlusion(by:…)`), with what was worked out to find that:
/// its offscreen placement (over which its subtree replaces every pixel)
/// and its mask, which it is then drawn with.
struct Occluder {
    let placement: GroupPlacement
    let mask: Mask
    let footprint: MaskFootprint
}
