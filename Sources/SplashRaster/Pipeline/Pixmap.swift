import SplashGeometry

#if _endian(big)
#error("SplashRaster stores RGBA8 pixels as little-endian UInt32 words")
#endif

/// A rectangle of pixels: premultiplied RGBA8 in sRGB, rows from top to
/// bottom, `width * 4` bytes per row with no padding. This is the frame the
/// compositor draws into and the video encoder reads.
///
/// Premultiplied, because source-over then needs one multiply per channel
/// and a fade is a plain scale; sRGB (not linear light), because that is
/// what Core Animation composites in, so fades and anti-aliased edges look
/// as they do on the device.
///
/// `bytes` is public so encoders and decoders can move data in and out
/// without copying pixel by pixel. Drawing never trusts its length: if it is
/// shorter than `width * height * 4`, only the whole rows present are drawn.
/// Bytes that are not valid premultiplied data (a colour above its alpha)
/// give unspecified colours, never a crash.
public struct Pixmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8]

    /// A transparent pixmap. Negative sizes are treated as zero.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// Wraps existing premultiplied RGBA8 bytes; `nil` if the sizes are
    /// negative or `bytes.count != width * height * 4`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count.multipliedReportingOverflow(by: 4).partialValue == bytes.count,
              !count.multipliedReportingOverflow(by: 4).overflow else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixel at (x, y), premultiplied; transparent black outside the
    /// pixmap, so probes near an edge need no bounds checks of their own.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0, y >= 0, x < width, y < rowsPresent else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// Makes every pixel transparent.
    public mutating func clear() {
        fill(.clear)
    }

    /// Makes the pixels that `rect` touches transparent (rounded outwards to
    /// whole pixels, clipped to the pixmap; a non-finite or empty rect clears
    /// nothing).
    ///
    /// The cheap way to reuse an offscreen: `init(width:height:)` zero-fills
    /// all of it (a full frame is 14 MB of stores, plus page faults for a
    /// fresh allocation), while a compositor that keeps one scratch pixmap
    /// per worker only needs to clear the bounds it drew into last time.
    /// Rejected: an "uninitialised" initialiser (`[UInt8]` cannot hold
    /// undefined bytes safely, and stale pixels from a previous frame would
    /// be a silent, data-dependent bug).
    public mutating func clear(rect: Rect) {
        guard !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let rows = rowsPresent
        let x0 = Int(max(0, min(Double(width), rect.minX.rounded(.down))))
        let x1 = Int(max(0, min(Double(width), rect.maxX.rounded(.up))))
        let y0 = Int(max(0, min(Double(rows), rect.minY.rounded(.down))))
        let y1 = Int(max(0, min(Double(rows), rect.maxY.rounded(.up))))
        guard x1 > x0, y1 > y0 else { return }
        let width = self.width
        _ = withPixelRows { pixels, _ in
            if x0 == 0 && x1 == width {
                (pixels + y0 * width).update(repeating: 0, count: (y1 - y0) * width)
            } else {
                for y in y0..<y1 { (pixels + (y * width + x0)).update(repeating: 0, count: x1 - x0) }
            }
        }
    }

    /// Replaces every pixel with `color`, premultiplied (a copy, not a blend:
    /// this is how a frame starts from its background colour).
    public mutating func fill(_ color: Color) {
        fill(color, rows: 0..<height)
    }

    /// Sets the pixels of `rows` (clamped to the rows present) to `color`.
    public mutating func fill(_ color: Color, rows: Range<Int>) {
        let value = color.premultipliedPixel
        let width = self.width
        withPixelRows { pixels, present in
            let rows = rows.clamped(to: 0..<present)
            (pixels + rows.lowerBound * width).update(repeating: value, count: rows.count * width)
        }
    }

    /// Copies the first `count` rows of `source` (as wide as this pixmap)
    /// to rows `row ..< row + count` (clamped to both).
    public mutating func copyRows(of source: Pixmap, count: Int, toRow row: Int) {
        guard source.width == width, row >= 0 else { return }
        let rowBytes = width * 4
        let count = max(0, min(count, source.rowsPresent, rowsPresent - row))
        guard count > 0 else { return }
        bytes.withUnsafeMutableBytes { destination in
            source.bytes.withUnsafeBytes { from in
                guard let to = destination.baseAddress, let base = from.baseAddress else { return }
                (to + row * rowBytes).copyMemory(from: base, byteCount: count * rowBytes)
            }
        }
    }

    /// Rows that are fully present in `bytes` (all of them unless `bytes`
    /// was replaced with a shorter array).
    var rowsPresent: Int {
        width > 0 ? min(height, bytes.count / (width * 4)) : 0
    }

    /// Runs `body` with the pixels as `UInt32` words (one per pixel, memory
    /// order RGBA) and the number of complete rows.
    mutating func withPixelRows<R>(_ body: (UnsafeMutablePointer<UInt32>, Int) -> R) -> R? {
        let rows = rowsPresent
        guard rows > 0 else { return nil }
        let count = rows * width
        return bytes.withUnsafeMutableBufferPointer { buffer in
            UnsafeMutableRawBufferPointer(buffer).withMemoryRebound(to: UInt32.self) { words in
                guard let base = words.baseAddress, words.count >= count else { return nil }
                return body(base, rows)
            }
        }
    }

    /// Read-only variant of `withPixelRows`.
    func withPixelRowsReadOnly<R>(_ body: (UnsafePointer<UInt32>, Int) -> R) -> R? {
        let rows = rowsPresent
        guard rows > 0 else { return nil }
        let count = rows * width
        return bytes.withUnsafeBufferPointer { buffer in
            UnsafeRawBufferPointer(buffer).withMemoryRebound(to: UInt32.self) { words in
                guard let base = words.baseAddress, words.count >= count else { return nil }
                return body(base, rows)
            }
        }
    }
}
