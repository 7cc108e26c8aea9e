/// Copies an RGBA picture of odd width or height into a buffer one pixel
/// wider and/or taller, filling the extra column and row with copies of
/// the picture's last column and row.
///
/// 4:2:0 chroma covers 2×2 pixel blocks, so x264 needs even sizes. The
/// picture is padded, never stretched: content keeps its exact pixel grid
/// at the top-left, and replicating the edge (rather than padding with
/// black) keeps the edge's chroma block from bleeding a dark fringe into
/// the last visible column or row.
struct EvenSizePadding {
    let width: Int
    let height: Int
    let paddedWidth: Int
    let paddedHeight: Int
    private(set) var pixels: [UInt8]

    var bytesPerRow: Int { paddedWidth * 4 }

    /// `even` false: no padding (codecs without chroma subsampling).
    init(width: Int, height: Int, even: Bool = true) {
        self.width = width
        self.height = height
        paddedWidth = even ? width + width % 2 : width
        paddedHeight = even ? height + height % 2 : height
        pixels = even && (width % 2 == 1 || height % 2 == 1) ? [UInt8](repeating: 0, count: paddedWidth * 4 * paddedHeight) : []
    }

    /// Whether the size is already even (nothing to pad).
    var isIdentity: Bool { paddedWidth == width && paddedHeight == height }

    /// Fills the buffer from `source` (`height` rows of at least `width`
    /// RGBA pixels, `sourceBytesPerRow` apart).
    mutating func fill(from source: UnsafePointer<UInt8>, sourceBytesPerRow: Int) {
        let rowBytes = width * 4
        let paddedRowBytes = paddedWidth * 4
        // Copies, so the closure does not read `self` while `pixels` is borrowed.
        let (height, paddedHeight) = (height, paddedHeight)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let destination = buffer.baseAddress else { return }
            for y in 0..<height {
                let row = destination + y * paddedRowBytes
                row.update(from: source + y * sourceBytesPerRow, count: rowBytes)
                if paddedRowBytes > rowBytes {
                    // The padding pixel repeats the row's last pixel.
                    (row + rowBytes).update(from: row + rowBytes - 4, count: 4)
                }
            }
            if paddedHeight > height {
                let last = destination + (height - 1) * paddedRowBytes
                (destination + height * paddedRowBytes).update(from: last, count: paddedRowBytes)
            }
        }
    }
}
