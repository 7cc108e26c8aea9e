/// An 8-bit coverage map, one value per pixel (0 = hidden, 255 = shown):
/// a layer mask or a clip. Aligned with a pixmap's top-left corner; where
/// the mask is smaller than what it is applied to, the rest counts as 0
/// (hidden), so a mismatched mask hides content instead of reading out of
/// bounds.
public struct Mask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var values: [UInt8]

    /// A mask with every value set to `value` (hidden by default).
    public init(width: Int, height: Int, value: UInt8 = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.values = [UInt8](repeating: value, count: self.width * self.height)
    }

    /// Wraps existing values, a row of `width` after another; `nil` if the
    /// sizes are negative or `values.count != width * height`.
    public init?(width: Int, height: Int, values: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count == values.count else { return nil }
        self.width = width
        self.height = height
        self.values = values
    }

    /// The alpha channel of `pixmap`: how `CALayer.mask` uses its mask layer.
    public init(alphaOf pixmap: Pixmap) {
        let count = pixmap.rowsPresent * pixmap.width
        var values = [UInt8](repeating: 0, count: pixmap.width * pixmap.height)
        pixmap.bytes.withUnsafeBufferPointer { src in
            values.withUnsafeMutableBufferPointer { dst in
                for i in 0..<count { dst[i] = src[i * 4 + 3] }
            }
        }
        self.width = pixmap.width
        self.height = pixmap.height
        self.values = values
    }

    /// The value at (x, y); 0 outside the mask.
    public func value(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < rowsPresent else { return 0 }
        return values[y * width + x]
    }

    /// Rows fully present in `values`.
    public var rowsPresent: Int {
        width > 0 ? min(height, values.count / width) : 0
    }
}
