import SplashVideo

extension DecodedImage {
    /// The four bytes (R, G, B premultiplied, A) of pixel (x, y).
    public func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * width + x) * 4
        return Array(pixels[start..<start + 4])
    }
}
