/// Read access to a clip `Mask` from inside a fill, without bounds checks
/// per pixel: each run asks once for the part of the mask row it overlaps.
struct ClipRows {
    let base: UnsafePointer<UInt8>
    let width: Int
    let rows: Int
    /// The picture column that is the mask's column 0 (see `PictureWindow.originX`).
    var originX = 0

    /// The mask values under picture pixels `x ..< x + count` of row `y`,
    /// and how many of them exist (pixels beyond the mask are hidden).
    @inline(__always)
    func values(y: Int, x: Int, count: Int) -> (UnsafePointer<UInt8>, Int) {
        let column = x - originX
        guard y < rows, column < width else { return (base, 0) }
        return (base + y * width + column, min(count, width - column))
    }
}

extension Mask {
    /// Runs `body` with a `ClipRows` view of the mask, or `nil` when the mask
    /// has no complete rows (everything hidden).
    func withClipRows<R>(_ body: (ClipRows?) -> R) -> R {
        let rows = rowsPresent
        return values.withUnsafeBufferPointer { buffer in
            guard rows > 0, let base = buffer.baseAddress else { return body(nil) }
            return body(ClipRows(base: base, width: width, rows: rows))
        }
    }
}
