import Testing
import SplashGeometry
@testable import SplashRender
@testable import SplashReview

/// Where a comparison's panels go, worked out by hand from the rules in
/// `ComparisonLayout`: margin = gap = max(8, round(0.03 h)), label size
/// max(12, round(0.026 h)), band 2 × label size, each panel h high and
/// round(width × h / height) wide, the sides made even on the right and
/// at the bottom.
struct ComparisonLayoutTests {
    static let se = Size(width: 375, height: 667)
    static let proMax = Size(width: 430, height: 932)

    /// h = 400: margin round(12) = 12; label max(12, round(10.4)) = 12, band
    /// 24; panels at y = 12 + 24 = 36. SE: 375 × 400 / 667 = 224.89 → 225
    /// at x 12; Pro Max: 430 × 400 / 932 = 184.55 → 185 at x 12 + 225 + 12
    /// = 249. Width 249 + 185 + 12 = 446, height 36 + 400 + 12 = 448.
    @Test func twoDevicesKeepTheirAspectRatios() {
        let layout = ComparisonLayout(canvases: [Self.se, Self.proMax], panelHeight: 400)
        #expect(layout.margin == 12 && layout.gap == 12)
        #expect(layout.labelSize == 12 && layout.labelBand == 24)
        #expect(layout.panels.map(\.x) == [12, 249])
        #expect(layout.panels.map(\.y) == [36, 36])
        #expect(layout.panels.map(\.width) == [225, 185])
        #expect(layout.panels.map(\.height) == [400, 400])
        #expect(layout.panels.map(\.scale) == [400.0 / 667, 400.0 / 932])
        #expect(layout.width == 446 && layout.height == 448)
    }

    /// h = 401: margin round(12.03) = 12, band 24; SE 375 × 401 / 667 =
    /// 225.45 → 225, panels at x 12 and 249. Width 249 + 225 + 12 = 486;
    /// height 36 + 401 + 12 = 449, odd: 450 (one more pixel of margin).
    @Test func oddSidesAreMadeEven() {
        let layout = ComparisonLayout(canvases: [Self.se, Self.se], panelHeight: 401)
        #expect(layout.panels.map(\.x) == [12, 249])
        #expect(layout.panels.map(\.width) == [225, 225])
        #expect(layout.width == 486 && layout.height == 450)
    }

    /// h = 1000: margin 30, label round(26) = 26, band 52, panels at y 82;
    /// SE 562.22 → 562 at x 30 and 30 + 562 + 30 = 622; width 622 + 562 +
    /// 30 = 1214, height 82 + 1000 + 30 = 1112. Three panels: x 1214, width
    /// 1214 + 562 + 30 = 1806.
    @Test func marginsAndLabelsGrowWithTheHeight() {
        let two = ComparisonLayout(canvases: [Self.se, Self.se], panelHeight: 1000)
        #expect(two.margin == 30 && two.labelSize == 26 && two.labelBand == 52)
        #expect(two.panels.map(\.x) == [30, 622])
        #expect(two.panels.map(\.y) == [82, 82])
        #expect(two.width == 1214 && two.height == 1112)
        let three = ComparisonLayout(canvases: [Self.se, Self.se, Self.se], panelHeight: 1000)
        #expect(three.panels.map(\.x) == [30, 622, 1214])
        #expect(three.width == 1806)
    }
}
