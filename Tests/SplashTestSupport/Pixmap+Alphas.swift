import SplashRaster

extension Pixmap {
    /// Alpha channel values, row-major.
    public var alphas: [UInt8] { stride(from: 3, to: bytes.count, by: 4).map { bytes[$0] } }

    /// The alpha of one pixel, as an `Int` for arithmetic in expectations.
    public func alpha(_ x: Int, _ y: Int) -> Int { Int(pixel(x: x, y: y).a) }
}
