import SplashGeometry

/// A rectangle of whole device pixels.
struct PixelRegion: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels a rectangle touches, one more on every side for
    /// anti-aliased edges, within `0..<frameWidth × 0..<frameHeight`; a
    /// rectangle with a non-finite side touches them all.
    init?(covering rect: Rect, frameWidth: Int, frameHeight: Int) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self.init(x: 0, y: 0, width: frameWidth, height: frameHeight)
            return
        }
        // Clamped before converting, so a rectangle far outside converts safely.
        func pixel(_ value: Double, _ rounding: FloatingPointRoundingRule, limit: Int) -> Int {
            Int(min(max(value, -1), Double(limit) + 1).rounded(rounding))
        }
        let x0 = max(0, pixel(rect.minX - 1, .down, limit: frameWidth)), y0 = max(0, pixel(rect.minY - 1, .down, limit: frameHeight))
        let x1 = min(frameWidth, pixel(rect.maxX + 1, .up, limit: frameWidth))
        let y1 = min(frameHeight, pixel(rect.maxY + 1, .up, limit: frameHeight))
        guard x1 > x0, y1 > y0 else { return nil }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
