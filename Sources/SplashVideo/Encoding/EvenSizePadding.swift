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
    /// The buffer is allocated by the first `fill`, to the rows it is given.
    init(width: Int, height: Int, even: Bool = true) {
        self.width = width
        self.height = height
        paddedWidth = even ? width + width % 2 : width
        paddedHeight = even ? height + height % 2 : height
        pixels = []
    }

    /// Whether the size is already even (nothing to pad).
    var isIdentity: Bool { paddedWidth == width && paddedHeight == height }

    /// Fills the buffer from `source` (`rows` rows, the whole picture's
    /// `height` unless given, of at least `width` RGBA pixels,
    /// `sourceBytesPerRow` apart) and returns how many padded rows it
    /// holds: one more than `rows` when they end the picture (`endsPicture`)
    /// and its height is odd.
    @discardableResult
    mutating func fill(from source: UnsafePointer<UInt8>, sourceBytesPerRow: Int, rows: Int? = nil, endsPicture: Bool = true) -> Int {
        let rowBytes = width * 4
        let paddedRowBytes = paddedWidth * 4
        let height = min(max(0, rows ?? self.height), self.height)
        let paddedHeight = endsPicture && self.paddedHeight > self.height ? height + 1 : height
        if pixels.count < paddedRowBytes * paddedHeight { pixels = [UInt8](repeating: 0, count: paddedRowBytes * paddedHeight) }
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
            if paddedHeight > height, height > 0 {
                let last = destination + (height - 1) * paddedRowBytes
                (destination + height * paddedRowBytes).update(from: last, count: paddedRowBytes)
            }
        }
        return paddedHeight
    }
}
