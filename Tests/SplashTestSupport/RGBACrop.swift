/// The top-left `toWidth × height` pixels of an RGBA8 picture `width`
/// pixels wide: a decoded video frame without the column and row that an
/// odd-sized picture was padded with to encode it (4:2:0 needs even sizes).
public func crop(_ pixels: [UInt8], width: Int, toWidth: Int, height: Int) -> [UInt8] {
    precondition(toWidth <= width && pixels.count >= width * height * 4, "crop: \(toWidth)×\(height) is not inside a \(width)-pixel-wide picture of \(pixels.count / 4) pixels")
    var out: [UInt8] = []
    out.reserveCapacity(toWidth * height * 4)
    for y in 0..<height {
        let start = y * width * 4
        out += pixels[start..<start + toWidth * 4]
    }
    return out
}
