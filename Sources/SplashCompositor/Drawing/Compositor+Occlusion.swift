import SplashRaster

extension Compositor {
    /// What a top-level group drawn through its mask replaces, whatever
    /// lies beneath: the frame pixels where its mask is fully shown (255),
    /// for a group at opacity 1, without shadow or colour to multiply by, whose offscreen one of its
    /// fills covers entirely. There the composite copies the offscreen's
    /// opaque pixel, so the operations under it need not paint those
    /// pixels (an app window revealed through its logo: nothing under the
    /// inside of the logo shows).
    ///
    /// Returns the group's offscreen placement, its mask's coverage and
    /// footprint (the group is drawn with them: see `Occluder`) and the
    /// frame pixels covered; nil for any other operation, or a mask not
    /// rasterised straight to coverage.
    func occlusion(by operation: DrawOperation, frameWidth: Int, window: PictureWindow) -> (occluder: Occluder, covered: SpanSet)? {
        guard case .group(let group) = operation, group.opacity >= 1, group.shadow == nil, group.effects == nil, group.modulationColor == nil,
              let mask = group.mask, group.maskMode == .alpha, group.maskFeather == 0, mask.solidFills != nil,
              let placement = GroupPlacement(bounds: group.bounds, outer: nil, targetWidth: frameWidth,
                                             pictureHeight: window.pictureHeight, window: window),
              group.operations.replaceEveryPixel(width: placement.region.width, height: placement.region.height,
                                                 placement: placement.placement)
        else { return nil }
        let (coverage, footprint) = maskCoverage(of: mask, placement: placement.placement, width: placement.region.width,
                                                 window: placement.window)
        guard let footprint else {
            buffers.recycle(coverage)
            return nil
        }
        return (Occluder(placement: placement, mask: coverage, footprint: footprint),
                footprint.full.translated(dx: placement.region.x, dy: placement.region.y))
    }
}

/// A masked group found to replace what lies beneath it
/// (`Compositor.occlusion(by:…)`), with what was worked out to find that:
/// its offscreen placement (over which its operations replace every pixel)
/// and its mask, which it is then drawn with.
struct Occluder {
    let placement: GroupPlacement
    let mask: Mask
    let footprint: MaskFootprint
}
