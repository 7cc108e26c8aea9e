import Testing
import SplashGeometry
import SplashTestSupport
@testable import SplashRaster

/// A translucent solid fill (a dim over the whole screen) gives every
/// pixel `colour + destination × (1 − α)`, rounded as one pixel at a time
/// (`PixelMath`), whether it falls in the loop's eight-pixel steps or its
/// tail, at full coverage and at a partial opacity.
@Suite("Translucent solid fills", .eachKernelLevel)
struct TranslucentFillTests {
    @Test(arguments: [1.0, 0.37])
    func everyPixelIsTheOnePixelBlend(opacity: Double) {
        let (width, height) = (21, 3)
        var pixmap = Pixmap(width: width, height: height)
        for i in 0..<(width * height) {
            // Premultiplied: every colour at most its alpha.
            let alpha = UInt8(128 + (i * 7) % 128)
            pixmap.bytes[i * 4] = UInt8((i * 37) % Int(alpha))
            pixmap.bytes[i * 4 + 1] = UInt8((i * 11) % Int(alpha))
            pixmap.bytes[i * 4 + 2] = alpha / 2
            pixmap.bytes[i * 4 + 3] = alpha
        }
        let before = pixmap
        let dim = Color(red: 0.1, green: 0.2, blue: 0.8, alpha: 0.45)
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), paint: .solid(dim), opacity: opacity)
        let source = PixelMath.scale(dim.premultipliedPixel, PixelMath.factor(opacity))
        var compared = 0
        before.withPixelRowsReadOnly { old, _ in
            pixmap.withPixelRowsReadOnly { new, _ in
                for i in 0..<(width * height) {
                    let expected = source &+ PixelMath.scale(old[i], 255 &- (source >> 24))
                    #expect(new[i] == expected, "pixel \(i)")
                    compared += 1
                }
            }
        }
        #expect(compared == width * height)
    }
}
