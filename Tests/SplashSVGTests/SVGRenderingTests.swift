import Testing
import SplashGeometry
import SplashRaster
import SplashSVG
import SplashTestSupport

/// The test logo drawn as vector content: at its natural size, and at 18×
/// (as a launch animation's zoom leaves it) where its edges must still be
/// one pixel wide. References in `References/svg-*.png`.
@Suite("SVG rendering", .eachKernelLevel)
struct SVGRenderingTests {

    /// A 256 px window of the logo scaled 18× (1800 px): viewBox x 27…41.2,
    /// y 17…31.2, where the ring's outer edge crosses the tile diagonally and
    /// the translucent highlight sits on the ring.
    private static let eighteenTimesOnTheRing = AffineTransform(scaleX: 18, y: 18)
        .concatenating(AffineTransform(translationX: -27 * 18 + 0.3, y: -17 * 18 + 0.3))

    /// Another window at 18×: viewBox x 2…16.2, y 20…34.2, the tile's
    /// rounded top-left corner running into its straight left edge at x = 6,
    /// which lands at device x = 72.3.
    private static let eighteenTimesOnTheCorner = AffineTransform(scaleX: 18, y: 18)
        .concatenating(AffineTransform(translationX: -2 * 18 + 0.3, y: -20 * 18 + 0.3))

    @Test func logoAtNaturalSize() throws {
        var pixmap = Pixmap(width: 100, height: 100)
        pixmap.fill(.white)
        pixmap.draw(try SVGTestDocuments.logoImage, transform: .identity)
        try expectMatchesReference(pixmap, named: "svg-logo-1x")

        // Spot checks that hold whatever the reference: the ring's hole shows the tile,
        // the sun is opaque yellow, the corner outside the tile is background.
        #expect(pixmap.pixel(x: 50, y: 50) == (255, 214, 10, 255))
        #expect(pixmap.pixel(x: 1, y: 1) == (255, 255, 255, 255))
        #expect(pixmap.pixel(x: 50, y: 63) == (0x1C, 0x1C, 0x1E, 255))   // inside the hole: even-odd
        #expect(pixmap.pixel(x: 50, y: 75) == (0x2C, 0xA2, 0xF9, 255))   // on the ring
    }

    @Test func logoAtEighteenTimes() throws {
        var pixmap = Pixmap(width: 256, height: 256)
        pixmap.fill(.white)
        pixmap.draw(try SVGTestDocuments.logoImage, transform: Self.eighteenTimesOnTheRing)
        try expectMatchesReference(pixmap, named: "svg-logo-18x")
    }

    @Test func edgesAtEighteenTimesAreOnePixelWide() throws {
        var pixmap = Pixmap(width: 256, height: 256)
        pixmap.draw(try SVGTestDocuments.logoImage, transform: Self.eighteenTimesOnTheCorner)
        // Row 198 is viewBox y ≈ 31, on the tile's straight left edge (x = 6 → 72.3 px).
        let alphas = (0..<256).map { Int(pixmap.pixel(x: $0, y: 198).a) }
        let partial = alphas.indices.filter { alphas[$0] > 0 && alphas[$0] < 255 }
        #expect(partial == [72], "partially covered pixels on the row: \(partial)")
        #expect(abs(alphas[72] - 179) <= 1, "the edge pixel is 70 % covered")
        #expect(alphas[..<72].allSatisfy { $0 == 0 } && alphas[73...].allSatisfy { $0 == 255 })

        // Row 40 is viewBox y ≈ 22.2, on the rounded corner, whose slope there is
        // about 0.6 px per row: the anti-aliased edge spans at most two pixels.
        let cornerRow = (0..<256).map { Int(pixmap.pixel(x: $0, y: 40).a) }
        let cornerPartial = cornerRow.filter { $0 > 0 && $0 < 255 }.count
        #expect(cornerPartial >= 1 && cornerPartial <= 2, "\(cornerPartial) partial pixels on the corner")
    }

    @Test func opacityAndClipApplyToEveryShape() throws {
        let logo = try SVGTestDocuments.logoImage
        var faded = Pixmap(width: 100, height: 100)
        faded.draw(logo, transform: .identity, opacity: 0.5)
        // Tile at 50 %, then the sun at 50 % over it: 1 − 0.5 × 0.5 = 75 % coverage.
        #expect(abs(Int(faded.pixel(x: 50, y: 50).a) - 191) <= 1)

        var clipped = Pixmap(width: 100, height: 100)
        var clip = Mask(width: 100, height: 100)
        for i in 0..<(50 * 100) { clip.values[i] = 255 }   // top half only
        clipped.draw(logo, transform: .identity, clip: clip)
        #expect(clipped.pixel(x: 50, y: 25).a == 255)
        #expect(clipped.pixel(x: 50, y: 75).a == 0)
    }
}
