import SplashRaster
import SplashScene

/// Where an isolated layer (group opacity, a mask, a shadow) is drawn
/// offscreen: the pixels of the target its subtree can touch, the rows of
/// them drawn now (in a band, only the band's), and the transform and
/// window its subtree is drawn with into an offscreen of `region.width ×
/// rows.count` pixels.
struct GroupPlacement {
    /// The target's pixels the subtree can touch (picture coordinates).
    let region: PixelRegion
    /// The picture rows drawn now: the region's, within the window.
    let rows: Range<Int>
    /// Layer to offscreen-picture transform (the region's origin at 0, 0).
    let local: AffineTransform
    /// The rows of the region's picture the offscreen holds.
    let window: RowWindow

    /// nil when the layer draws nothing in the target or in the window's rows.
    init?(of layer: Layer, transform: AffineTransform, in compositor: Compositor, targetWidth: Int, pictureHeight: Int, window: RowWindow?) {
        guard let box = compositor.deviceBounds(of: layer, transform: transform),
              let region = PixelRegion(covering: box, frameWidth: targetWidth, frameHeight: pictureHeight) else { return nil }
        let regionRows = region.y..<(region.y + region.height)
        let rows = window.map { $0.rows.clamped(to: regionRows) } ?? regionRows
        guard !rows.isEmpty else { return nil }
        self.region = region
        self.rows = rows
        self.local = transform.concatenating(AffineTransform(translationX: -Double(region.x), y: -Double(region.y)))
        self.window = RowWindow(pictureHeight: region.height, rows: (rows.lowerBound - region.y)..<(rows.upperBound - region.y),
                                originY: rows.lowerBound - region.y)
    }
}
