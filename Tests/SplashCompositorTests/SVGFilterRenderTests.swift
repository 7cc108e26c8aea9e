import Testing
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashSVG
import SplashTestSupport

/// SVG filters drawn by the compositor at 1 pixel per unit on white
/// (100 × 100): drop shadows (`feDropShadow`, Figma's chain), a plain
/// Gaussian blur and the filter region; every value worked out by hand.
@Suite("SVG filters", .eachKernelLevel)
struct SVGFilterRenderTests {
    static func render(_ body: String) throws -> Pixmap {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">"# + body + "</svg>"
        return try SVGMaskAndGradientSpaceTests.render(svg, width: 100, height: 100)
    }

    static func near(_ p: Pixmap, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 2,
                     sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        SVGMaskAndGradientSpaceTests.near(p, x, y, expected, tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// `feDropShadow` dx 10, dy 10, σ 0, black at 50 % under a red square
    /// 20…60: the shadow is the square moved to 30…70, half black over
    /// white (255 × 0.5 = 127.5) where the square does not cover it.
    @Test func aDropShadowIsTheSquareMovedUnderIt() throws {
        let p = try Self.render("""
            <filter id="s" x="-1" y="-1" width="3" height="3"><feDropShadow dx="10" dy="10" stdDeviation="0" flood-color="#000" flood-opacity="0.5"/></filter>
            <rect x="20" y="20" width="40" height="40" fill="#f00" filter="url(#s)"/>
            """)
        var checked = 0
        if Self.near(p, 65, 65, [128, 128, 128]) { checked += 1 }   // shadow alone
        if Self.near(p, 40, 40, [255, 0, 0]) { checked += 1 }       // the square over it
        if Self.near(p, 25, 65, [255, 255, 255]) { checked += 1 }   // left of the shadow (30)
        if Self.near(p, 65, 25, [255, 255, 255]) { checked += 1 }   // above it
        #expect(checked == 4)
    }

    /// Figma's drop shadow (its chain as exported: hardAlpha, offset,
    /// blur, the cut-out, the colour matrix, two blends), dy 20, σ 4, black
    /// at 25 %, under a red bar 20…80 × 20…50. The shadow's bottom edge is
    /// at y 50 + 20 = 70, between pixel rows 69 and 70: a symmetric blur
    /// of a step gives those two rows alphas summing to 1, so their mean is
    /// 0.25 × 0.5 = 0.125 black: 255 × (1 − 0.125) = 223.1. Row 60, 10
    /// units (2.5 σ) inside it: the Gaussian's Φ(2.5) = 0.994 (the three box
    /// blurs within 1 %): 0.25 × 0.994 = 0.2485 black, 255 × 0.7515 = 191.6.
    /// Row 85, 15 units (3.75 σ) below it: white.
    @Test func figmasDropShadow() throws {
        let p = try Self.render("""
            <g filter="url(#filter0_d_1_2)"><rect x="20" y="20" width="60" height="30" fill="#f00"/></g>
            <defs>
            <filter id="filter0_d_1_2" x="0" y="0" width="100" height="100" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">
            <feFlood flood-opacity="0" result="BackgroundImageFix"/>
            <feColorMatrix in="SourceAlpha" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 127 0" result="hardAlpha"/>
            <feOffset dy="20"/>
            <feGaussianBlur stdDeviation="4"/>
            <feComposite in2="hardAlpha" operator="out"/>
            <feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.25 0"/>
            <feBlend mode="normal" in2="BackgroundImageFix" result="effect1_dropShadow_1_2"/>
            <feBlend mode="normal" in="SourceGraphic" in2="effect1_dropShadow_1_2" result="shape"/>
            </filter>
            </defs>
            """)
        var checked = 0
        let mean = (SVGArtRenderTests.rgb(p, 50, 69)[0] + SVGArtRenderTests.rgb(p, 50, 70)[0]) / 2
        #expect(abs(mean - 223) <= 2, "rows 69 and 70: \(SVGArtRenderTests.rgb(p, 50, 69)), \(SVGArtRenderTests.rgb(p, 50, 70))")
        if abs(mean - 223) <= 2 { checked += 1 }
        if Self.near(p, 50, 60, [192, 192, 192], tolerance: 3) { checked += 1 }
        if Self.near(p, 50, 85, [255, 255, 255]) { checked += 1 }
        if Self.near(p, 50, 35, [255, 0, 0]) { checked += 1 }
        #expect(checked == 4)
    }

    /// `feGaussianBlur` σ 5 of a black half (x 0…50) in a region far around
    /// it: columns 49 and 50, either side of the edge, have alphas summing
    /// to 1 (mean 127.5); column 20, 6 σ inside, is black; column 80, 6 σ
    /// outside, white.
    @Test func aPlainBlurSoftensTheEdge() throws {
        let p = try Self.render("""
            <filter id="b" filterUnits="userSpaceOnUse" x="-50" y="-50" width="200" height="200"><feGaussianBlur stdDeviation="5"/></filter>
            <rect x="-50" y="-50" width="100" height="200" fill="#000" filter="url(#b)"/>
            """)
        var checked = 0
        let mean = (SVGArtRenderTests.rgb(p, 49, 50)[0] + SVGArtRenderTests.rgb(p, 50, 50)[0]) / 2
        #expect(abs(mean - 127) <= 2, "columns 49 and 50: \(SVGArtRenderTests.rgb(p, 49, 50)), \(SVGArtRenderTests.rgb(p, 50, 50))")
        if abs(mean - 127) <= 2 { checked += 1 }
        if Self.near(p, 20, 50, [0, 0, 0]) { checked += 1 }
        if Self.near(p, 80, 50, [255, 255, 255]) { checked += 1 }
        #expect(checked == 3)
    }

    /// The default filter region is the bounding box grown by 10 %: for the
    /// square 20…60 (40 wide) x 16…64. A shadow moved 30 to the right
    /// (50…90) shows only from 60 (the square's edge) to 64: pixel 62 is
    /// half black, pixel 70 is cut off (white).
    @Test func theFilterRegionCutsTheShadow() throws {
        let p = try Self.render("""
            <filter id="s"><feDropShadow dx="30" dy="0" stdDeviation="0" flood-opacity="0.5"/></filter>
            <rect x="20" y="20" width="40" height="40" fill="#f00" filter="url(#s)"/>
            """)
        var checked = 0
        if Self.near(p, 62, 40, [128, 128, 128]) { checked += 1 }
        if Self.near(p, 70, 40, [255, 255, 255]) { checked += 1 }
        if Self.near(p, 40, 40, [255, 0, 0]) { checked += 1 }
        #expect(checked == 3)
    }
}
