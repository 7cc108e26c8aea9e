import SplashRaster

extension Mask {
    /// The part of this (buffer-sized) mask under `region`, as a mask of
    /// the region's size (rows beyond this mask's, above or below it, are
    /// hidden: 0).
    func cropped(to region: PixelRegion) -> Mask {
        var result = Mask(width: region.width, height: region.height)
        let columns = max(0, min(region.width, width - region.x))
        guard region.x >= 0, columns > 0 else { return result }
        let rows = max(0, -region.y)..<max(0, min(region.height, rowsPresent - region.y))
        values.withUnsafeBufferPointer { source in
            result.values.withUnsafeMutableBufferPointer { destination in
                guard let from = source.baseAddress, let to = destination.baseAddress else { return }
                for row in rows {
                    (to + row * region.width).update(from: from + (region.y + row) * width + region.x, count: columns)
                }
            }
        }
        return result
    }
}
