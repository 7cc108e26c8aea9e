import SplashGeometry
import SplashRaster

/// A group drawn into its offscreen and ready to composite: where it goes,
/// its pixels, its mask's coverage, the pixels left out of the composite
/// and its shadow's blurred alpha (see `Compositor.draw(_:into:_:occluder:)`).
struct DrawnGroup {
    let placement: GroupPlacement
    let offscreen: Pixmap
    let maskCoverage: Mask?
    let hidden: SpanSet?
    let shadowAlpha: Mask?
    /// The blurred alpha of each of the group's filter shadows (`PictureEffects`).
    var effectShadowAlphas: [Mask] = []
}

/// The groups with a shadow one frame has drawn whole while drawing it in
/// bands: the first band a group touches draws it (offscreen, mask, blurred
/// shadow), the next ones composite their rows of the same pixels instead
/// of drawing and blurring it again. One frame's, on one thread, set for
/// the frame's bands (`current`). A group's buffers go back to the pool
/// after the first band that does not touch it (bands go down the frame,
/// and the rows a group covers are one run, so no later band will), the
/// rest when the frame is done (`recycle(into:)`). A group another frame
/// drew the same is taken from `RetainedGroups` instead of drawn again.
final class ShadowedGroups: @unchecked Sendable {
    /// The frame being drawn in bands on this thread, if any.
    @TaskLocal static var current: ShadowedGroups?

    /// The groups this frame has drawn or found kept; `owned`: drawn by this
    /// frame, its buffers to go back to the pool.
    private var drawn: [(key: RetainedGroups.Key, drawn: DrawnGroup, band: Int, owned: Bool)] = []
    /// The band being drawn, counted from the top.
    private var band = 0
    /// What the render's frames keep drawn from one frame to the next.
    private let retained: RetainedGroups
    /// This frame's number for `retained`.
    private let frame: Int

    init(retaining retained: RetainedGroups) {
        self.retained = retained
        self.frame = retained.newFrame()
    }

    /// `group`, placed by `outer` into a target `size.width` pixels wide
    /// with a picture `size.pictureHeight` rows tall, as this frame drew it
    /// or another frame kept it (`RetainedGroups`), or drawn by `draw` now
    /// and kept for the frame (and offered to the other frames).
    func drawn(_ group: GroupOperation, placedBy outer: AffineTransform?, in size: (width: Int, pictureHeight: Int),
               draw: () -> DrawnGroup) -> DrawnGroup {
        let key = RetainedGroups.Key(group: group, outer: outer, width: size.width, pictureHeight: size.pictureHeight)
        if let index = drawn.firstIndex(where: { $0.key == key }) {
            drawn[index].band = band
            return drawn[index].drawn
        }
        if let kept = retained.drawn(key, frame: frame) {
            drawn.append((key, kept, band, false))
            return kept
        }
        let made = draw()
        // A drawing cut short by the frame's budget is not offered: the frame throws.
        let kept = RasterBudget.current?.exceeded == nil && retained.offer(key, made, frame: frame)
        drawn.append((key, made, band, !kept))
        return made
    }

    /// Ends a band: the groups it did not touch go back to `compositor`'s
    /// pool (those this frame drew and did not hand to `RetainedGroups`).
    func endBand(recycling compositor: Compositor) {
        for entry in drawn where entry.band < band && entry.owned { compositor.recycle(entry.drawn, ownsMask: true) }
        drawn.removeAll { $0.band < band }
        band += 1
    }

    /// Hands every group's buffers this frame owns back to `compositor`'s pool.
    func recycle(into compositor: Compositor) {
        for entry in drawn where entry.owned { compositor.recycle(entry.drawn, ownsMask: true) }
        drawn = []
    }
}
