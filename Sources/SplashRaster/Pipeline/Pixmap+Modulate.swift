import SplashGeometry

extension Pixmap {
    /// Multiplies every pixel by `color` (straight sRGB, components clamped
    /// to 0…1), as `Color.modulated(by:)` multiplies a colour: a
    /// premultiplied pixel (r·a, g·a, b·a, a) becomes
    /// (r·cr·a·ca, g·cg·a·ca, b·cb·a·ca, a·ca), so its colour channels are
    /// scaled by cr·ca, cg·ca, cb·ca and its alpha by ca, each factor
    /// rounded to 1/255 and each product rounded (`PixelMath.mul255`). Valid
    /// premultiplied pixels stay valid: no factor exceeds alpha's.
    public mutating func modulate(by color: Color) {
        let alpha = Color.clamp(color.alpha)
        let kr = PixelMath.factor(Color.clamp(color.red) * alpha)
        let kg = PixelMath.factor(Color.clamp(color.green) * alpha)
        let kb = PixelMath.factor(Color.clamp(color.blue) * alpha)
        let ka = PixelMath.factor(alpha)
        guard kr < 255 || kg < 255 || kb < 255 || ka < 255 else { return }
        let width = self.width
        _ = withPixelRows { pixels, rows in
            for i in 0..<(rows * width) {
                let p = pixels[i]
                guard p != 0 else { continue }
                pixels[i] = PixelMath.mul255(p & 0xFF, kr)
                    | PixelMath.mul255((p >> 8) & 0xFF, kg) << 8
                    | PixelMath.mul255((p >> 16) & 0xFF, kb) << 16
                    | PixelMath.mul255(p >> 24, ka) << 24
            }
        }
    }
}
