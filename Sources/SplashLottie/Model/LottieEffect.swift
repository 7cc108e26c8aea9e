import Foundation
import SplashGeometry

/// A layer effect (`ef[i]`) splashvid draws, with its parameters (the
/// effect's own `ef` list, read by position as lottie-web reads
/// `effectElements[n]`), as lottie-web's SVG renderer draws it.
enum LottieEffect: Sendable, Hashable {
    /// `ty` 21, After Effects' Fill (`SVGFillFilter`): every pixel takes
    /// the colour (`ef[2]`), its alpha times the opacity (`ef[6]`, 0…1).
    case fill(color: Color, opacity: Double)
    /// `ty` 20, Tint (`SVGTintFilter`): black maps to `ef[0]`, white to
    /// `ef[1]`, by the pixel's grey (the mean of its linear-light channels,
    /// back in sRGB), laid over the picture at `ef[2]` ÷ 100.
    case tint(black: Color, white: Color, amount: Double)
    /// `ty` 25, Drop Shadow (`SVGDropShadowEffect`): the alpha blurred by σ
    /// = softness (`ef[4]`) ÷ 4, moved `distance` (`ef[3]`) towards
    /// `direction` (`ef[2]`, degrees clockwise from up), in `color`
    /// (`ef[0]`) at opacity `ef[1]` ÷ 255, under the picture.
    case dropShadow(color: Color, opacity: Double, direction: Double, distance: Double, softness: Double)

    /// The colour a pixel of `color` becomes (an opaque pixel: exact; the
    /// layer's alpha is the caller's). A drop shadow leaves colours alone.
    func recolored(_ color: Color) -> Color {
        switch self {
        case .fill(let fill, _):
            return Color(red: fill.red, green: fill.green, blue: fill.blue, alpha: color.alpha)
        case .tint(let black, let white, let amount):
            // tint_1 (linearRGB): grey = 0.3333 × (R + G + B), alpha × amount;
            // tint_2 (sRGB): black + (white − black) × grey in sRGB; the
            // three merged (feMerge, linearRGB): source, then tint_1, then
            // tint_2 over it, each at alpha `amount`.
            let a = min(max(amount, 0), 1)
            let grey = 0.3333 * (Self.linear(color.red) + Self.linear(color.green) + Self.linear(color.blue))
            let greyEncoded = Self.encoded(grey)
            func channel(_ source: Double, _ b: Double, _ w: Double) -> Double {
                let tinted = Self.linear(min(max(b + (w - b) * greyEncoded, 0), 1))
                let under = a * grey + (1 - a) * Self.linear(source)
                return Self.encoded(a * tinted + (1 - a) * under)
            }
            return Color(red: channel(color.red, black.red, white.red), green: channel(color.green, black.green, white.green),
                         blue: channel(color.blue, black.blue, white.blue), alpha: color.alpha)
        case .dropShadow:
            return color
        }
    }

    /// What the layer's opacity is multiplied by.
    var opacityFactor: Double {
        if case .fill(_, let opacity) = self { return min(max(opacity, 0), 1) }
        return 1
    }

    var changesColors: Bool {
        if case .dropShadow = self { return false }
        return true
    }

    /// sRGB to linear light, and back (the SVG filters' colour spaces).
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055).pow(2.4) }
    static func encoded(_ c: Double) -> Double {
        let v = min(max(c, 0), 1)
        return v <= 0.0031308 ? v * 12.92 : 1.055 * v.pow(1 / 2.4) - 0.055
    }
}

private extension Double {
    func pow(_ exponent: Double) -> Double { Foundation.pow(self, exponent) }
}
