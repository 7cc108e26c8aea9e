import SplashRaster

extension Mask {
    /// The part of this (frame-sized) mask under `region`, as a mask of the
    /// region's size.
    func cropped(to region: PixelRegion) -> Mask {
        var result = Mask(width: region.width, height: region.height)
        for row in 0..<region.height {
            let y = region.y + row
            guard y < height else { break }
            for column in 0..<region.width {
                result.values[row * region.width + column] = value(x: region.x + column, y: y)
            }
        }
        return result
    }

    /// This coverage multiplied by another (nil: no further clipping).
    func intersected(with other: Mask?) -> Mask {
        guard let other else { return self }
        var result = self
        for i in result.values.indices {
            let product = Int(result.values[i]) * Int(other.values[i]) + 128
            result.values[i] = UInt8((product + (product >> 8)) >> 8)
        }
        return result
    }
}
