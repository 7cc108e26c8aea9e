import SplashGeometry
import SplashRaster
import SplashScene

extension Compositor {
    /// Draws a group: its operations into an offscreen holding only the
    /// pixels they can touch, composited once through the mask, at the
    /// group's opacity, over its shadow. `occluder`: its placement and mask
    /// when already worked out (the caller recycles the mask).
    ///
    /// In a band, a group with a shadow is drawn whole (its region, every
    /// row) and the band's rows of it composited: the shadow's blur reads
    /// the group's alpha beyond the band. It is drawn once a frame: the
    /// next bands it touches composite what the first drew
    /// (`ShadowedGroups`). A list whose shadowed groups are taller than a
    /// few bands is drawn whole instead (`drawsInBands`).
    func draw(_ group: GroupOperation, into buffer: inout Pixmap, _ target: DrawingTarget, occluder: Occluder?) {
        let pictureHeight = target.window?.pictureHeight ?? buffer.height
        guard let banded = occluder?.placement
                ?? GroupPlacement(bounds: group.bounds, outer: target.placement, targetWidth: buffer.width,
                                  pictureHeight: pictureHeight, window: target.window)
        else { return }
        if group.readsBeyondItsRows, target.window != nil,
           let whole = GroupPlacement(bounds: group.bounds, outer: target.placement, targetWidth: buffer.width,
                                      pictureHeight: pictureHeight, window: nil) {
            if let frame = ShadowedGroups.current {
                let drawn = frame.drawn(group, placedBy: target.placement, in: (buffer.width, pictureHeight)) {
                    prepare(group, placement: whole, occluder: nil, buffer: &buffer, target)
                }
                composite(group, drawn, into: &buffer, target)
            } else {
                let drawn = prepare(group, placement: whole, occluder: nil, buffer: &buffer, target)
                composite(group, drawn, into: &buffer, target)
                recycle(drawn, ownsMask: true)
            }
            return
        }
        let drawn = prepare(group, placement: banded, occluder: occluder, buffer: &buffer, target)
        composite(group, drawn, into: &buffer, target)
        recycle(drawn, ownsMask: occluder == nil)
    }

    /// Draws a group's operations into its offscreen, with its mask's
    /// coverage, the pixels left out and its shadow's blurred alpha, ready
    /// to composite (see `composite(_:_:into:_:)`). Where the mask fully
    /// shows an opaque offscreen, those pixels are drawn straight into
    /// `buffer` now (`drawsShownPixelsDirectly`).
    private func prepare(_ group: GroupOperation, placement: GroupPlacement, occluder: Occluder?,
                         buffer: inout Pixmap, _ target: DrawingTarget) -> DrawnGroup {
        let region = placement.region
        var offscreen = buffers.take(width: region.width, height: placement.rows.count, .leftover)
        // An opaque fill that covers the whole offscreen overwrites it: no
        // need to clear it first (an occluder was found to have one).
        let replacesEveryPixel = occluder != nil
            || takesShortcuts && group.operations.replaceEveryPixel(width: region.width, height: region.height, placement: placement.placement)
        if !replacesEveryPixel { offscreen.clear() }
        // The mask first: where it is 0, the offscreen is never shown, and
        // is left unpainted.
        var maskCoverage: Mask?, footprint: MaskFootprint?
        if let occluder {
            (maskCoverage, footprint) = (occluder.mask, occluder.footprint)
        } else if let mask = group.mask {
            (maskCoverage, footprint) = self.maskCoverage(of: mask, mode: group.maskMode, placement: placement.placement, width: region.width,
                                                          window: placement.window)
            if group.maskFeather > 0, let sharp = maskCoverage {
                // Feathered (unbanded: the blur reads neighbouring rows).
                maskCoverage = sharp.blurred(radius: group.maskFeather)
                buffers.recycle(sharp)
                footprint = nil
            }
        }
        // Left out of the offscreen and of the composite: where the mask is
        // 0 (nothing there shows) and, below, the pixels drawn in place.
        var hidden = skipsHiddenPixels ? footprint?.painted.complement(within: 0..<region.width) : nil
        // Where the mask is 255 over an opaque offscreen the composite copies
        // the offscreen's pixels: those are drawn straight into the target
        // instead (see `drawsShownPixelsDirectly`), and left out of the
        // offscreen and the composite.
        let targetOriginY = target.window?.originY ?? 0
        if replacesEveryPixel, skipsHiddenPixels, let full = footprint?.full, !full.isEmpty,
           drawsShownPixelsDirectly(group, clip: target.clip, placement: placement.placement) {
            // The offscreen's picture, placed at the region in the target.
            let inPlace = PictureWindow(pictureWidth: region.width, pictureHeight: region.height, rows: placement.window.rows,
                                    originX: -region.x, originY: targetOriginY - region.y)
            let elsewhere = full.complement(within: 0..<region.width)
            let excluded = target.exclusion.map { $0.translated(dx: -region.x, dy: -region.y).union(elsewhere) } ?? elsewhere
            draw(group.operations, into: &buffer, DrawingTarget(placement: placement.placement, clip: nil, window: inPlace, exclusion: excluded))
            hidden = hidden.map { $0.union(full) } ?? full
        }
        draw(group.operations, into: &offscreen, DrawingTarget(placement: placement.placement, clip: nil, window: placement.window, exclusion: hidden))
        if let color = group.modulationColor { offscreen.modulate(by: color) }
        var shadowAlpha: Mask?
        if let shadow = group.shadow {
            var caster: Mask
            if let path = shadow.path {
                // shadowPath: the path's coverage casts it, not the group's alpha.
                caster = Mask(width: region.width, height: region.height)
                caster.fill(path, transform: shadow.pathTransform.placed(by: placement.placement))
            } else {
                caster = Mask(alphaOf: offscreen)
            }
            if let maskCoverage { caster.intersect(with: maskCoverage) }
            shadowAlpha = shadow.radius > 0 ? caster.blurred(radius: shadow.radius) : caster
        }
        var effectShadowAlphas: [Mask] = []
        if let effects = group.effects {
            // An SVG filter: its shadows are cast by the picture's alpha
            // (within the mask), then the picture itself is blurred.
            if !effects.shadows.isEmpty {
                var caster = Mask(alphaOf: offscreen)
                if let maskCoverage { caster.intersect(with: maskCoverage) }
                effectShadowAlphas = effects.shadows.map { $0.radius > 0 ? caster.blurred(radius: $0.radius) : caster }
            }
            if effects.blurSigma > 0 { offscreen.blur(sigma: effects.blurSigma) }
        }
        return DrawnGroup(placement: placement, offscreen: offscreen, maskCoverage: maskCoverage, hidden: hidden, shadowAlpha: shadowAlpha,
                          effectShadowAlphas: effectShadowAlphas)
    }

    /// Composites a prepared group into the rows `buffer` holds: its
    /// shadow (Core Animation's drop shadow: the group's alpha, blurred by
    /// the radius, σ = radius / 2, offset in screen space, in its colour at
    /// its opacity, under the group), then its offscreen through its mask
    /// and the clip around, at its opacity.
    private func composite(_ group: GroupOperation, _ drawn: DrawnGroup, into buffer: inout Pixmap, _ target: DrawingTarget) {
        let targetOriginY = target.window?.originY ?? 0
        let inTarget = drawn.placement.pixelsInTarget(originY: targetOriginY)
        if let shadow = group.shadow, let alpha = drawn.shadowAlpha {
            let offset = shadow.pixelOffset
            buffer.fill(mask: alpha, color: shadow.color, offset: (dx: inTarget.x + offset.dx, dy: inTarget.y + offset.dy),
                        opacity: shadow.opacity, clip: target.clip)
        }
        if let effects = group.effects {
            for (shadow, alpha) in zip(effects.shadows, drawn.effectShadowAlphas) {
                let offset = shadow.pixelOffset
                buffer.fill(mask: alpha, color: shadow.color, offset: (dx: inTarget.x + offset.dx, dy: inTarget.y + offset.dy),
                            opacity: shadow.opacity * group.opacity, clip: target.clip)
            }
            guard effects.drawsPicture else { return }
        }
        // The clip around, under the offscreen's rows, times the mask (a
        // new mask only where there is a clip: the mask is the group's).
        var coverage = target.clip?.cropped(to: inTarget)
        if let mask = drawn.maskCoverage {
            if coverage == nil { coverage = mask } else { coverage?.intersect(with: mask) }
        }
        let region = drawn.placement.region
        buffer.composite(drawn.offscreen, at: (x: inTarget.x, y: inTarget.y), opacity: group.opacity, mask: coverage,
                         excluding: drawn.hidden?.translated(dx: region.x, dy: region.y - targetOriginY))
    }

    /// Hands a drawn group's buffers back to the pool (its mask unless an
    /// occluder's caller owns it).
    func recycle(_ drawn: DrawnGroup, ownsMask: Bool) {
        buffers.recycle(drawn.offscreen)
        if ownsMask, let mask = drawn.maskCoverage { buffers.recycle(mask) }
    }

    /// Whether the pixels of a group that its mask fully shows (over an
    /// offscreen one of its fills replaces entirely) may be drawn straight
    /// into the target, in the offscreen's coordinates placed at its region
    /// (see `PictureWindow.originX`), which gives them the bytes the composite
    /// would copy from the offscreen. Then the group is composited unscaled
    /// (opacity 1, no colour to multiply by, no shadow, no clip), and every operation in it leaves
    /// excluded pixels unpainted (`honourExclusions`), so nothing lands
    /// outside them. An app window revealed through a logo is such a group.
    func drawsShownPixelsDirectly(_ group: GroupOperation, clip: Mask?, placement: AffineTransform) -> Bool {
        clip == nil && group.opacity >= 1 && group.modulationColor == nil && group.shadow == nil && group.effects == nil
            && group.operations.honourExclusions(placement: placement)
    }

    /// The coverage of a mask (its alpha, as `CALayer.mask` uses it) in a
    /// `width`-pixel-wide offscreen holding `window`'s rows, its operations
    /// placed by `placement`. A mask that is only solid fills, as
    /// launch-screen reveals are, is rasterised straight into 8-bit values
    /// (`Mask.fill`, the same values bit for bit); anything else is drawn
    /// into an RGBA offscreen whose alpha is then taken. With the coverage
    /// rasterised straight, also where it is 255 and where it is not 0
    /// (`MaskFootprint`, in the offscreen's picture coordinates); nil
    /// otherwise.
    ///
    /// The other `MaskMode`s take the same picture's inverted alpha, or its
    /// luminance over black (premultiplied colour weighted by Rec. 709's
    /// coefficients), inverted or not; they have no footprint.
    func maskCoverage(of mask: [DrawOperation], mode: MaskMode = .alpha, placement: AffineTransform, width: Int,
                      window: PictureWindow) -> (Mask, MaskFootprint?) {
        var coverage = buffers.takeMask(width: width, height: window.rows.count)
        if mode == .alpha, takesShortcuts, let fills = mask.solidFills {
            var footprint = MaskFootprint(rows: window.rows)
            for (fill, color) in fills where !fill.isInvisible {
                footprint = footprint.union(coverage.fillTracingFootprint(fill.path, transform: fill.transform.concatenating(placement),
                                                                          fillRule: fill.fillRule, color: color, opacity: fill.opacity,
                                                                          window: window))
            }
            return (coverage, footprint)
        }
        var picture = buffers.take(width: width, height: window.rows.count)
        draw(mask, into: &picture, DrawingTarget(placement: placement, clip: nil, window: window, exclusion: nil))
        coverage.values.withUnsafeMutableBufferPointer { dst in
            picture.bytes.withUnsafeBufferPointer { src in
                let count = min(dst.count, src.count / 4)
                switch mode {
                case .alpha:
                    for i in 0..<count { dst[i] = src[i &* 4 &+ 3] }
                case .alphaInverted:
                    for i in 0..<count { dst[i] = 255 &- src[i &* 4 &+ 3] }
                case .luminance, .luminanceInverted:
                    let inverted = mode == .luminanceInverted
                    for i in 0..<count {
                        // Rec. 709 weights in 1/65536ths: 13933 + 46871 + 4732 = 65536.
                        let red: Int = 13933 &* Int(src[i &* 4]), green: Int = 46871 &* Int(src[i &* 4 &+ 1])
                        let blue: Int = 4732 &* Int(src[i &* 4 &+ 2])
                        let luma = UInt8((red &+ green &+ blue &+ 32768) >> 16)
                        dst[i] = inverted ? 255 &- luma : luma
                    }
                }
            }
        }
        buffers.recycle(picture)
        return (coverage, nil)
    }
}
