import SplashGeometry

/// A colour glyph's pixels as its font stores them (an emoji of a CBDT
/// strike): premultiplied RGBA8 in sRGB, rows from top to bottom.
///
/// A reference-counted array, so the many places one emoji is drawn share
/// one copy of its pixels.
public struct GlyphBitmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes.
    public let bytes: [UInt8]

    /// The largest side a glyph bitmap may have (Noto Color Emoji's strike
    /// is 136 × 128); a font claiming more is not drawn from.
    public static let maximumSide = 2048

    /// `nil` when a side is not in 1…`maximumSide` or `bytes` does not hold
    /// exactly the pixels.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height),
              bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }
}

/// A colour glyph placed in a layout: its bitmap drawn into `rect`, in the
/// layout's points (origin at the box's top-left, y down), scaled from the
/// font's bitmap strike to the text's size.
public struct ColorGlyph: Hashable, Sendable {
    public var bitmap: GlyphBitmap
    public var rect: Rect

    public init(bitmap: GlyphBitmap, rect: Rect) {
        self.bitmap = bitmap
        self.rect = rect
    }
}
