import SplashGeometry
import SplashRaster

extension Compositor {
    /// A cross-dissolve: both pictures drawn into offscreens holding only
    /// the pixels they can touch (as a group's), mixed pixel by pixel, and
    /// the mix composited once, source-over, through the clips around.
    func draw(_ dissolve: DissolveOperation, into buffer: inout Pixmap, _ target: DrawingTarget) {
        guard let placement = GroupPlacement(bounds: dissolve.bounds, outer: target.placement, targetWidth: buffer.width,
                                             pictureHeight: target.window?.pictureHeight ?? buffer.height, window: target.window)
        else { return }
        let region = placement.region
        let inner = DrawingTarget(placement: placement.placement, clip: nil, window: placement.window, exclusion: nil)
        var from = buffers.take(width: region.width, height: placement.rows.count, .leftover)
        defer { buffers.recycle(from) }
        from.clear()
        draw(dissolve.from, into: &from, inner)
        if dissolve.amount > 0 {
            var to = buffers.take(width: region.width, height: placement.rows.count, .leftover)
            defer { buffers.recycle(to) }
            to.clear()
            draw(dissolve.to, into: &to, inner)
            from.mix(to, amount: dissolve.amount)
        }
        let inTarget = placement.pixelsInTarget(originY: target.window?.originY ?? 0)
        buffer.composite(from, at: (x: inTarget.x, y: inTarget.y), opacity: 1, mask: target.clip?.cropped(to: inTarget))
    }
}
