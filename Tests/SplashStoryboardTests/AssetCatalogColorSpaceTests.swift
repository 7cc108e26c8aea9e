import SplashGeometry
import SplashStoryboard
import Testing
import SplashScene

@Suite struct AssetCatalogColorSpaceTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.0005) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Display P3 red is outside sRGB. Linear P3 (1, 0, 0) times the first
    /// column of XYZ_to_lin_sRGB × lin_P3_to_XYZ is (1.224940, −0.042057,
    /// −0.019638); encoded (mirrored for negatives):
    ///   1.055 · 1.224940^(1/2.4) − 0.055 = 1.055 · 1.08821 − 0.055 = 1.0931
    ///   −(1.055 · 0.042057^(1/2.4) − 0.055) = −(1.055 · 0.26706 − 0.055) = −0.2267
    ///   −(1.055 · 0.019638^(1/2.4) − 0.055) = −(1.055 · 0.19445 − 0.055) = −0.1501
    /// and clamped (1, 0, 0).
    @Test func displayP3RedBeyondSRGB() {
        let extended = ColorSpaceConversion.displayP3ToExtendedSRGB(red: 1, green: 0, blue: 0)
        let expected = [(extended.red, 1.0931), (extended.green, -0.2267), (extended.blue, -0.1501)]
        var compared = 0
        for (value, want) in expected {
            #expect(Self.close(value, want), "\(value) ≠ \(want)")
            compared += 1
        }
        #expect(ColorSpaceConversion.displayP3ToSRGB(Color(red: 1, green: 0, blue: 0)) == Color(red: 1, green: 0, blue: 0))
        #expect(compared == 3)
    }

    /// P3 and sRGB share D65 and the transfer function, so greys are
    /// unchanged: each matrix row sums to 1 (1.224940 − 0.224940 = 1).
    /// A mid colour, P3 (0.8, 0.4, 0.2):
    ///   linear: ((0.8 + 0.055)/1.055)^2.4 = 0.810427^2.4 = 0.603827,
    ///           (0.455/1.055)^2.4 = 0.132868, (0.255/1.055)^2.4 = 0.033105
    ///   R = 1.224940·0.603827 − 0.224940·0.132868 = 0.739652 − 0.029887 = 0.709765
    ///   G = −0.042057·0.603827 + 1.042057·0.132868 = −0.025395 + 0.138456 = 0.113061
    ///   B = −0.019638·0.603827 − 0.078636·0.132868 + 1.098274·0.033105
    ///     = −0.011858 − 0.010448 + 0.036358 = 0.014052
    ///   encoded: 1.055·0.709765^(1/2.4) − 0.055 = 0.8596,
    ///            1.055·0.113061^(1/2.4) − 0.055 = 0.3704,
    ///            1.055·0.014052^(1/2.4) − 0.055 = 0.1234
    @Test func displayP3GreyAndMidColour() {
        let grey = ColorSpaceConversion.displayP3ToSRGB(Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
        let mid = ColorSpaceConversion.displayP3ToSRGB(Color(red: 0.8, green: 0.4, blue: 0.2))
        let expected = [(grey.red, 0.5), (grey.green, 0.5), (grey.blue, 0.5), (grey.alpha, 0.25),
                        (mid.red, 0.8596), (mid.green, 0.3704), (mid.blue, 0.1234), (mid.alpha, 1)]
        var compared = 0
        for (value, want) in expected {
            #expect(Self.close(value, want), "\(value) ≠ \(want)")
            compared += 1
        }
        #expect(compared == 8)
    }

    /// Gamma 2.2 grey 0.5: 0.5^2.2 = 0.217638 linear; encoded
    /// 1.055 · 0.217638^(1/2.4) − 0.055 = 1.055 · 0.52974 − 0.055 = 0.5039.
    /// Linear sRGB 0.217638 encodes to the same 0.5039; extended sRGB
    /// (1.2, −0.1, 0.25) clamps to (1, 0, 0.25).
    @Test func grayLinearAndExtended() {
        let gray = ColorSpaceConversion.gamma22GrayToSRGB(white: 0.5)
        let linear = ColorSpaceConversion.linearSRGBToSRGB(Color(red: 0.217638, green: 0, blue: 1))
        let extended = ColorSpaceConversion.extendedSRGBToSRGB(Color(red: 1.2, green: -0.1, blue: 0.25))
        let expected = [(gray.red, 0.5039), (gray.blue, 0.5039), (linear.red, 0.5039), (linear.green, 0), (linear.blue, 1),
                        (extended.red, 1), (extended.green, 0), (extended.blue, 0.25)]
        var compared = 0
        for (value, want) in expected {
            #expect(Self.close(value, want), "\(value) ≠ \(want)")
            compared += 1
        }
        #expect(compared == 8)
    }

    /// UIKit's system colours, both spellings, both appearances (HIG
    /// "Color"): systemBlue (0, 122, 255) light and (10, 132, 255) dark;
    /// systemBackground white / black; secondaryLabel (60, 60, 67) at 0.6
    /// light; systemGray6 (28, 28, 30) dark.
    @Test func systemColors() {
        let cases: [(String, Appearance, Color?)] = [
            ("systemBlueColor", .light, Color(red: 0, green: 122.0 / 255, blue: 1)),
            ("systemBlue", .dark, Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1)),
            ("systemBackgroundColor", .light, .white),
            ("systemBackgroundColor", .dark, .black),
            ("secondaryLabelColor", .light, Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)),
            ("systemGray6Color", .dark, Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255)),
            ("clearColor", .dark, .clear),
            ("systemBlurple", .light, nil),
        ]
        var compared = 0
        for (name, appearance, color) in cases {
            #expect(SystemColors.color(named: name, appearance: appearance) == color, "\(name)")
            compared += 1
        }
        #expect(compared == 8)
        #expect(SystemColors.names.count >= 50)
    }
}
