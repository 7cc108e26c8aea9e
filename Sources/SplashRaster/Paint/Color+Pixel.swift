import SplashGeometry

extension Color {
    /// The colour as one premultiplied RGBA8 pixel in memory order
    /// (`r | g << 8 | b << 16 | a << 24` on a little-endian machine).
    /// Components are clamped to 0...1 and rounded to the nearest level.
    var premultipliedPixel: UInt32 {
        let a = Color.clamp(alpha)
        let r = UInt32((Color.clamp(red) * a * 255).rounded())
        let g = UInt32((Color.clamp(green) * a * 255).rounded())
        let b = UInt32((Color.clamp(blue) * a * 255).rounded())
        let a8 = UInt32((a * 255).rounded())
        return r | g << 8 | b << 16 | a8 << 24
    }

    /// Clamps to 0...1, mapping NaN to 0 so a bad value can never trap.
    static func clamp(_ v: Double) -> Double {
        v >= 0 ? min(v, 1) : 0
    }
}
