import Testing
import SplashGeometry
import SplashRaster
import SplashTestSupport

/// Shrinking a picture by exact area averaging (contact-sheet thumbnails).
@Suite("Area downscaling", .eachKernelLevel)
struct AreaDownscaleTests {
    @Test func areaDownscaleAveragesExactly() throws {
        // 4×2 → 2×1: each target pixel is the mean of a 2×2 block.
        var bytes: [UInt8] = []
        for value in [0, 100, 200, 255, 40, 60, 0, 1] as [UInt8] { bytes += [value, value, value, 255] }
        let source = try #require(Pixmap(width: 4, height: 2, bytes: bytes))
        let small = source.areaDownscaled(width: 2, height: 1)
        #expect(small.width == 2 && small.height == 1)
        #expect(small.pixel(x: 0, y: 0).r == 50)   // (0+100+40+60)/4
        #expect(small.pixel(x: 1, y: 0).r == 114)  // (200+255+0+1)/4 = 114
        // A uniform picture stays uniform at a fractional factor.
        var flat = Pixmap(width: 7, height: 5)
        flat.fill(Color(red: 0.2, green: 0.6, blue: 1))
        let thumb = flat.areaDownscaled(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { #expect(thumb.pixel(x: x, y: y) == flat.pixel(x: 0, y: 0)) } }
        // Never enlarged.
        #expect(flat.areaDownscaled(width: 70, height: 50).width == 7)
    }
}
