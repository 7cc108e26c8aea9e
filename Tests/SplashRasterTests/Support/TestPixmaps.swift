import SplashRaster

/// Pixmaps for tests that compare two code paths pixel by pixel.
enum TestPixmaps {
    /// Deterministic valid premultiplied pixels (no channel above alpha):
    /// clear, opaque and translucent mixed, from a fixed-seed LCG.
    static func pattern(_ width: Int, _ height: Int, seed: UInt32) -> Pixmap {
        var p = Pixmap(width: width, height: height)
        var state = seed
        for i in 0..<(width * height) {
            state = state &* 1_664_525 &+ 1_013_904_223
            let kind = (state >> 28) & 3
            let a: UInt8 = kind == 0 ? 0 : kind == 1 ? 255 : UInt8(truncatingIfNeeded: state >> 8)
            for c in 0..<3 {
                state = state &* 1_664_525 &+ 1_013_904_223
                p.bytes[i * 4 + c] = a == 0 ? 0 : UInt8(truncatingIfNeeded: (state >> 16) % (UInt32(a) + 1))
            }
            p.bytes[i * 4 + 3] = a
        }
        return p
    }
}
