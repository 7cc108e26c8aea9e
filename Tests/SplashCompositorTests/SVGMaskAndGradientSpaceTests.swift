import Testing
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashSVG
import SplashTestSupport

/// SVG luminance and alpha masks with their region, and gradients in the
/// user space of a non-uniformly scaled element, drawn by the compositor
/// at 1 pixel per unit on white; every value worked out by hand.
@Suite("SVG masks and gradient spaces", .eachKernelLevel)
struct SVGMaskAndGradientSpaceTests {
    static func render(_ svg: String, width: Double, height: Double) throws -> Pixmap {
        try SVGArtRenderTests.render(#"{"frame": [0, 0, \#(width), \#(height)], "contents": {"type": "image", "source": "/m.svg"}}"#,
                                     size: Size(width: width, height: height), images: ["/m.svg": svg], scale: 1)
    }

    static func near(_ p: Pixmap, _ x: Int, _ y: Int, _ expected: [Int], tolerance: Int = 2,
                     sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let got = SVGArtRenderTests.rgb(p, x, y)
        let ok = zip(got, expected).allSatisfy { abs($0 - $1) <= tolerance }
        #expect(ok, "pixel (\(x), \(y)) is \(got), expected \(expected)", sourceLocation: sourceLocation)
        return ok
    }

    /// Inkscape's default mask: a white rectangle with a black one inside,
    /// luminance (no mask-type). The red square shows where the mask is
    /// white and not where it is black.
    static func inkscapeMask(_ maskAttributes: String = "") -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 100 100">
          <defs>
            <mask maskUnits="userSpaceOnUse" id="mask1" \(maskAttributes)>
              <rect style="fill:#ffffff;fill-opacity:1" x="0" y="0" width="100" height="100"/>
              <rect style="fill:#000000" x="30.5" y="30.5" width="39" height="39"/>
            </mask>
          </defs>
          <g inkscape:groupmode="layer" inkscape:label="Layer 1">
            <rect style="fill:#ff0000" mask="url(#mask1)" x="10" y="10" width="80" height="80"/>
          </g>
        </svg>
        """
    }

    @Test func aLuminanceMaskCutsItsHoleWithAnEdgeOfHalfAPixel() throws {
        let p = try Self.render(Self.inkscapeMask(), width: 100, height: 100)
        var checked = 0
        // The hole's centre (50, 50): the mask there is the black rectangle
        // drawn over the white one, luminance 0 → nothing of the red shows:
        // white. (Turning each shape to white-with-alpha before compositing
        // gave alpha 1 − (1 − 1)(1 − 0) = 1 there: red.)
        if Self.near(p, 50, 50, [255, 255, 255]) { checked += 1 }
        // The hole's left edge at x = 30.5 halves pixel 30 (30…31): mask
        // luminance 0.5 × 1 (white) + 0.5 × 0 (black) = 0.5, so red at half
        // over white: G = B = 255 × (1 − 0.5) = 127.5.
        if Self.near(p, 30, 50, [255, 128, 128]) { checked += 1 }
        // Beside the hole (20, 50): the mask is white (luminance 1): red.
        if Self.near(p, 20, 50, [255, 0, 0]) { checked += 1 }
        // Outside the red square (5, 50): the white canvas.
        if Self.near(p, 5, 50, [255, 255, 255]) { checked += 1 }
        #expect(checked == 4)
    }

    @Test func anAlphaMaskByAttributeOrCSSIgnoresColour() throws {
        // mask-type alpha: the black rectangle is opaque, so it shows the
        // red as much as the white one does: red at the centre and edge.
        var checked = 0
        for attributes in [#"mask-type="alpha""#, #"style="mask-type: alpha""#] {
            let p = try Self.render(Self.inkscapeMask(attributes), width: 100, height: 100)
            if Self.near(p, 50, 50, [255, 0, 0]) { checked += 1 }
            if Self.near(p, 30, 50, [255, 0, 0]) { checked += 1 }
        }
        #expect(checked == 4)
    }

    @Test func theMaskRegionCutsItsContent() throws {
        // maskUnits objectBoundingBox (the default) with x 0, width 0.5 of
        // the red square's box (10…90): the region is x 10…50, so the
        // white content shows the red only left of x = 50.
        // maskContentUnits objectBoundingBox: the content's unit square is
        // that box too, so a rectangle 0…1 × 0.25…1 covers y 30…90.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
              <mask id="m" x="0" y="0" width="0.5" height="1" maskContentUnits="objectBoundingBox">
                <rect y="0.25" width="1" height="0.75" fill="#fff"/>
              </mask>
              <rect x="10" y="10" width="80" height="80" fill="#f00" mask="url(#m)"/>
            </svg>
            """
        let p = try Self.render(svg, width: 100, height: 100)
        var checked = 0
        if Self.near(p, 40, 60, [255, 0, 0]) { checked += 1 }        // inside region and content
        if Self.near(p, 60, 60, [255, 255, 255]) { checked += 1 }    // content, but right of the region
        if Self.near(p, 40, 20, [255, 255, 255]) { checked += 1 }    // region, but above the content (y < 30)
        // The default region (−10 % … 120 %) of a box 10…90 is 2…98: the
        // content covering 0…100 in user space shows the whole square.
        let whole = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
              <mask id="m"><rect width="100" height="100" fill="#fff"/></mask>
              <rect x="10" y="10" width="80" height="80" fill="#f00" mask="url(#m)"/>
            </svg>
            """
        let q = try Self.render(whole, width: 100, height: 100)
        if Self.near(q, 11, 11, [255, 0, 0]) { checked += 1 }
        if Self.near(q, 88, 88, [255, 0, 0]) { checked += 1 }
        #expect(checked == 5)
    }

    @Test func gradientsFollowANonUniformlyScaledUserSpace() throws {
        // Top half: a rectangle 50 × 100 under scale(4 0.5), i.e. 200 × 50
        // in the viewBox, filled by a userSpaceOnUse linear gradient black
        // → white from x1 0 to x2 100 with gradientTransform scale(2 1):
        // it runs from user x 0 to 200, i.e. viewBox x 0 to 800, so at a
        // pixel's centre x + 0.5, t = (x + 0.5) / 800 and the grey is
        // 255 t. Before, the gradient was read in viewBox units (t = x / 200
        // here) and drawn far too light; under a stronger scale, flat.
        //
        // Bottom half: a rectangle 100 × 100 at user y 100 under scale(2
        // 0.5), i.e. the viewBox's 200 × 50 from y 50, filled by a
        // userSpaceOnUse radial gradient about (50, 150), r 40: in the
        // viewBox an ellipse about (100, 75) with radii 80 and 20, so
        // t = √(((x + 0.5 − 100) / 80)² + ((y + 0.5 − 75) / 20)²).
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
              <linearGradient id="l" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="100" y2="0" gradientTransform="scale(2 1)">
                <stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient>
              <radialGradient id="r" gradientUnits="userSpaceOnUse" cx="50" cy="150" r="40">
                <stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></radialGradient>
              <g transform="scale(4 0.5)"><rect width="50" height="100" fill="url(#l)"/></g>
              <g transform="scale(2 0.5)"><rect y="100" width="100" height="100" fill="url(#r)"/></g>
            </svg>
            """
        let p = try Self.render(svg, width: 200, height: 100)
        var checked = 0
        // Linear: x 50 → t = 50.5 / 800 = 0.0631 → 16.1; x 100 → 100.5 / 800
        // = 0.1256 → 32.0; x 199 → 199.5 / 800 = 0.2494 → 63.6.
        if Self.near(p, 50, 20, [16, 16, 16]) { checked += 1 }
        if Self.near(p, 100, 20, [32, 32, 32]) { checked += 1 }
        if Self.near(p, 199, 20, [64, 64, 64]) { checked += 1 }
        // Radial: (140, 75): dx 40.5 / 80 = 0.50625, dy 0.5 / 20 = 0.025,
        // t = 0.5069 → 129.3. (100, 85): dx 0.5 / 80 = 0.00625, dy 10.5 / 20
        // = 0.525, t = 0.5250 → 133.9. (160, 65): dx 60.5 / 80 = 0.75625,
        // dy −9.5 / 20 = −0.475, t = √(0.5719 + 0.2256) = 0.8930 → 227.7.
        // The same t 0.5 is 40 units out along x and only 10 along y: elliptical.
        if Self.near(p, 140, 75, [129, 129, 129]) { checked += 1 }
        if Self.near(p, 100, 85, [134, 134, 134]) { checked += 1 }
        if Self.near(p, 160, 65, [228, 228, 228]) { checked += 1 }
        #expect(checked == 6)
    }
}
