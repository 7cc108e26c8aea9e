import SplashGeometry

/// Colours written in another colour space, brought to sRGB (what
/// `SplashGeometry.Color` holds): asset catalogs' `display-p3`,
/// `extended-linear-srgb`, `gray-gamma-22` and `extended-gray`, and
/// Interface Builder's `customColorSpace="displayP3"`,
/// `genericGamma22GrayColorSpace` and `calibratedWhite` colours.
///
/// Display P3 and sRGB share the D65 white point and the sRGB transfer
/// function ("Display P3", Apple; CSS Color Module Level 4 §10.4 "Predefined
/// Display P3"), so a P3 colour is linearised, taken through XYZ into
/// linear sRGB and encoded again. The matrices are CSS Color 4's
/// (`lin_P3_to_XYZ`, `XYZ_to_lin_sRGB` in its sample code), as rationals.
/// Values outside sRGB's gamut come out below 0 or above 1 (the transfer
/// function mirrored for negatives, as extended sRGB does) and are clamped
/// last.
public enum ColorSpaceConversion {
    /// A Display P3 colour in extended sRGB, before clamping: P3 red
    /// (1, 0, 0) is about (1.0931, −0.2267, −0.1501).
    public static func displayP3ToExtendedSRGB(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let linear = [red, green, blue].map(linearFromSRGB)
        let m = p3ToSRGB
        let out = (0..<3).map { row in
            m[row][0] * linear[0] + m[row][1] * linear[1] + m[row][2] * linear[2]
        }
        return (srgbFromLinear(out[0]), srgbFromLinear(out[1]), srgbFromLinear(out[2]))
    }

    /// A Display P3 colour in sRGB, clamped to 0…1 (alpha kept, clamped).
    public static func displayP3ToSRGB(_ color: Color) -> Color {
        let c = displayP3ToExtendedSRGB(red: color.red, green: color.green, blue: color.blue)
        return Color(red: clamp(c.red), green: clamp(c.green), blue: clamp(c.blue), alpha: clamp(color.alpha))
    }

    /// An (extended) sRGB colour clamped to 0…1.
    public static func extendedSRGBToSRGB(_ color: Color) -> Color {
        Color(red: clamp(color.red), green: clamp(color.green), blue: clamp(color.blue), alpha: clamp(color.alpha))
    }

    /// Linear sRGB (`extended-linear-srgb`) encoded with the sRGB transfer
    /// function, then clamped.
    public static func linearSRGBToSRGB(_ color: Color) -> Color {
        Color(red: clamp(srgbFromLinear(color.red)), green: clamp(srgbFromLinear(color.green)),
              blue: clamp(srgbFromLinear(color.blue)), alpha: clamp(color.alpha))
    }

    /// A grey in a gamma 2.2 space (`gray-gamma-22`, `extended-gray`,
    /// Core Graphics' `kCGColorSpaceGenericGrayGamma2_2`, Interface
    /// Builder's `genericGamma22GrayColorSpace`): white^2.2 is the linear
    /// light, encoded for sRGB. 0.5 becomes about 0.5039.
    public static func gamma22GrayToSRGB(white: Double, alpha: Double = 1) -> Color {
        let w = clamp(white)
        let v = clamp(srgbFromLinear(pow22(w)))
        return Color(red: v, green: v, blue: v, alpha: clamp(alpha))
    }

    /// The sRGB transfer function's inverse (IEC 61966-2-1), mirrored for
    /// negative values.
    public static func linearFromSRGB(_ v: Double) -> Double {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    /// The sRGB transfer function (IEC 61966-2-1), mirrored for negative
    /// values.
    public static func srgbFromLinear(_ v: Double) -> Double {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }

    /// Linear Display P3 to linear sRGB: XYZ_to_lin_sRGB × lin_P3_to_XYZ.
    static let p3ToSRGB: [[Double]] = {
        let p3ToXYZ: [[Double]] = [
            [608311.0 / 1250200, 189793.0 / 714400, 198249.0 / 1000160],
            [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2500400],
            [0, 32229.0 / 714400, 5220557.0 / 5000800],
        ]
        let xyzToSRGB: [[Double]] = [
            [12831.0 / 3959, -329.0 / 214, -1974.0 / 3959],
            [-851781.0 / 878810, 1648619.0 / 878810, 36519.0 / 878810],
            [705.0 / 12673, -2585.0 / 12673, 705.0 / 667],
        ]
        return (0..<3).map { r in
            (0..<3).map { c in (0..<3).reduce(0) { $0 + xyzToSRGB[r][$1] * p3ToXYZ[$1][c] } }
        }
    }()

    private static func pow22(_ v: Double) -> Double { pow(v, 2.2) }

    /// 0…1; NaN becomes 0.
    static func clamp(_ v: Double) -> Double {
        v.isNaN ? 0 : min(1, max(0, v))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
