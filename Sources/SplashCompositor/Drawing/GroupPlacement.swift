import SplashGeometry
import SplashRaster

/// Where a group is drawn offscreen: the pixels of the target it can
/// touch, the rows of them drawn now (in a band, only the band's), and how
/// its operations are placed into an offscreen of `region.width ×
/// rows.count` pixels.
struct GroupPlacement {
    /// The target's pixels the group can touch (the target's picture
    /// coordinates).
    let region: PixelRegion
    /// The picture rows drawn now: the region's, within the window.
    let rows: Range<Int>
    /// Picture space to the offscreen's picture (the region's origin at 0, 0).
    let placement: AffineTransform
    /// The rows of the region's picture the offscreen holds.
    let window: PictureWindow

    /// The pixels of a target buffer holding its picture's rows from
    /// `targetOriginY` on that the offscreen covers now: where a clip
    /// aligned with that buffer is read for the composite.
    func pixelsInTarget(originY targetOriginY: Int) -> PixelRegion {
        PixelRegion(x: region.x, y: rows.lowerBound - targetOriginY, width: region.width, height: rows.count)
    }

    /// - Parameters:
    ///   - bounds: what the group can touch, in picture space.
    ///   - outer: picture space to the target's picture (nil: the same).
    ///   - window: the target's rows drawn now (nil: all).
    /// nil when the group draws nothing in the target or in the window's rows.
    init?(bounds: Rect, outer: AffineTransform?, targetWidth: Int, pictureHeight: Int, window: PictureWindow?) {
        let box = outer.map { bounds.applying($0) } ?? bounds
        guard let region = PixelRegion(covering: box, frameWidth: targetWidth, frameHeight: pictureHeight) else { return nil }
        let regionRows = region.y..<(region.y + region.height)
        let rows = window.map { $0.rows.clamped(to: regionRows) } ?? regionRows
        guard !rows.isEmpty else { return nil }
        self.region = region
        self.rows = rows
        self.placement = AffineTransform(translationX: -Double(region.x), y: -Double(region.y)).placedAfter(outer)
        self.window = PictureWindow(pictureHeight: region.height, rows: (rows.lowerBound - region.y)..<(rows.upperBound - region.y),
                                originY: rows.lowerBound - region.y)
    }
}

extension AffineTransform {
    /// `first` (nil: none), then this transform.
    func placedAfter(_ first: AffineTransform?) -> AffineTransform {
        first.map { $0.concatenating(self) } ?? self
    }
}
