/// A still image decoded to premultiplied RGBA8 (sRGB), rows packed
/// tightly (`width × 4` bytes each), top row first.
public struct DecodedImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: R, G, B premultiplied by A, then A.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
