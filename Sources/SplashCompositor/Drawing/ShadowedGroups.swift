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
}

/// The groups with a shadow one frame has drawn whole while drawing it in
/// bands: the first band a group touches draws it (offscreen, mask, blurred
/// shadow), the next ones composite their rows of the same pixels instead
/// of drawing and blurring it again. One frame's, on one thread, set for
/// the frame's bands (`current`). A group's buffers go back to the pool
/// after the first band that does not touch it (bands go down the frame,
/// and the rows a group covers are one run, so no later band will), the
/// rest when the frame is done (`recycle(into:)`).
final class ShadowedGroups: @unchecked Sendable {
    /// The frame being drawn in bands on this thread, if any.
    @TaskLocal static var current: ShadowedGroups?

    private var drawn: [(group: GroupOperation, outer: AffineTransform?, width: Int, pictureHeight: Int, drawn: DrawnGroup, band: Int)] = []
    /// The band being drawn, counted from the top.
    private var band = 0

    /// `group`, placed by `outer` into a target `size.width` pixels wide
    /// with a picture `size.pictureHeight` rows tall, as this frame drew it,
    /// or drawn by `draw` now and kept for the frame.
    func drawn(_ group: GroupOperation, placedBy outer: AffineTransform?, in size: (width: Int, pictureHeight: Int),
               draw: () -> DrawnGroup) -> DrawnGroup {
        if let index = drawn.firstIndex(where: {
            $0.width == size.width && $0.pictureHeight == size.pictureHeight && $0.outer == outer && $0.group == group
        }) {
            drawn[index].band = band
            return drawn[index].drawn
        }
        let made = draw()
        drawn.append((group, outer, size.width, size.pictureHeight, made, band))
        return made
    }

    /// Ends a band: the groups it did not touch go back to `compositor`'s pool.
    func endBand(recycling compositor: Compositor) {
        for entry in drawn where entry.band < band { compositor.recycle(entry.drawn, ownsMask: true) }
        drawn.removeAll { $0.band < band }
        band += 1
    }

    /// Hands every kept group's buffers back to `compositor`'s pool.
    func recycle(into compositor: Compositor) {
        for entry in drawn { compositor.recycle(entry.drawn, ownsMask: true) }
        drawn = []
    }
}
