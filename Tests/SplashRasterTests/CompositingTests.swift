import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Compositing arithmetic", .eachKernelLevel)
struct CompositingTests {
    @Test func mul255IsCorrectlyRoundedForEveryPair() {
        for x in UInt32(0)...255 {
            for y in UInt32(0)...255 {
                let exact = (Double(x * y) / 255).rounded()
                #expect(PixelMath.mul255(x, y) == UInt32(exact))
            }
        }
    }

    @Test func packedScaleMatchesPerChannelRounding() {
        let pixels: [UInt32] = [0xFFFF_FFFF, 0x8040_2010, 0x0102_0304, 0xFF00_80FF, 0x7F7F_7F7F]
        for p in pixels {
            for k in [UInt32(0), 1, 127, 128, 200, 254, 255] {
                let scaled = PixelMath.scale(p, k)
                for shift in stride(from: 0, to: 32, by: 8) {
                    let channel = (p >> UInt32(shift)) & 0xFF
                    #expect((scaled >> UInt32(shift)) & 0xFF == PixelMath.mul255(channel, k))
                }
            }
        }
    }

    private func solid(_ color: Color, _ size: Int = 4) -> Pixmap {
        var p = Pixmap(width: size, height: size)
        p.fill(color)
        return p
    }

    @Test func opaqueSourceOverReplaces() {
        var dst = solid(Color(red: 0, green: 0, blue: 1))
        dst.composite(solid(Color(red: 1, green: 0, blue: 0)))
        #expect(dst.pixel(x: 2, y: 2) == (255, 0, 0, 255))
    }

    @Test func halfTransparentSourceOver() {
        // 50 % white over opaque black: premultiplied (128,128,128,128) + black·(255−128)/255.
        var dst = solid(.black)
        dst.composite(solid(Color(red: 1, green: 1, blue: 1, alpha: 0.5)))
        #expect(dst.pixel(x: 0, y: 0) == (128, 128, 128, 255))
        // Opaque white at opacity 0.5 over opaque blue.
        var blue = solid(Color(red: 0, green: 0, blue: 1))
        blue.composite(solid(.white), opacity: 0.5)
        #expect(blue.pixel(x: 1, y: 1) == (128, 128, 255, 255))
        // Half-transparent over transparent stays half-transparent.
        var clear = Pixmap(width: 4, height: 4)
        clear.composite(solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
        #expect(clear.pixel(x: 0, y: 0) == (128, 0, 0, 128))
    }

    @Test func maskScalesThePixelsItCovers() {
        var mask = Mask(width: 4, height: 4, value: 0)
        mask.values[0] = 255
        mask.values[1] = 128
        var dst = solid(.black)
        dst.composite(solid(.white), mask: mask)
        #expect(dst.pixel(x: 0, y: 0) == (255, 255, 255, 255))
        #expect(dst.pixel(x: 1, y: 0) == (128, 128, 128, 255))
        #expect(dst.pixel(x: 2, y: 0) == (0, 0, 0, 255))
        // Mask and opacity multiply.
        var faded = solid(.black)
        faded.composite(solid(.white), opacity: 0.5, mask: mask)
        #expect(faded.pixel(x: 0, y: 0) == (128, 128, 128, 255))
        #expect(faded.pixel(x: 1, y: 0) == (64, 64, 64, 255))
    }

    @Test func fillColourCopiesAndClearEmpties() {
        var p = Pixmap(width: 3, height: 2)
        p.fill(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(p.pixel(x: 2, y: 1) == (128, 64, 0, 128))
        p.fill(Color(red: 1, green: 0, blue: 0))   // a copy, not a blend
        #expect(p.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        p.clear()
        #expect(p.bytes.allSatisfy { $0 == 0 })
        #expect(p.pixel(x: -1, y: 0) == (0, 0, 0, 0) && p.pixel(x: 3, y: 0) == (0, 0, 0, 0))
    }

    @Test func mismatchedSizesAndShortBuffersNeverReadOutOfBounds() {
        var big = solid(.black, 8)
        big.composite(solid(.white, 4))
        #expect(big.pixel(x: 3, y: 3) == (255, 255, 255, 255))
        #expect(big.pixel(x: 4, y: 4) == (0, 0, 0, 255))
        var truncated = Pixmap(width: 4, height: 4)
        truncated.bytes = [UInt8](repeating: 0, count: 20)   // one whole row and a bit
        truncated.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .solid(.white))
        truncated.composite(solid(.white))
        #expect(truncated.bytes.count == 20 && truncated.bytes[0..<16].allSatisfy { $0 == 255 })
        #expect(truncated.bytes[16..<20].allSatisfy { $0 == 0 })
        #expect(Pixmap(width: 2, height: 2, bytes: [0, 0, 0]) == nil)
    }

    @Test func solidFillBlendsPartialCoverageOverExistingPixels() {
        var p = solid(Color(red: 0, green: 0, blue: 1))
        // Half a pixel of opaque red over blue.
        p.fill(.rect(Rect(x: 0.5, y: 0, width: 1, height: 4)), paint: .solid(Color(red: 1, green: 0, blue: 0)))
        #expect(p.pixel(x: 0, y: 1) == (128, 0, 127, 255))
        #expect(p.pixel(x: 1, y: 1) == (128, 0, 127, 255))
    }
}

@Suite("Compositing of wide rows (vector paths)", .eachKernelLevel)
struct WideCompositingTests {
    private func round255(_ t: Int) -> Int { Int((Double(t) / 255).rounded()) }

    @Test(arguments: [1.0, 0.5, 0.2])
    func matchesPerChannelReference(opacity: Double) {
        let width = 37, height = 5   // 4 vector steps and a scalar tail per row
        let src = TestPixmaps.pattern(width, height, seed: 7), dst0 = TestPixmaps.pattern(width, height, seed: 99)
        let mask = Mask(alphaOf: TestPixmaps.pattern(width, height, seed: 3))
        for useMask in [false, true] {
            var dst = dst0
            dst.composite(src, opacity: opacity, mask: useMask ? mask : nil)
            let k = Int((opacity * 255).rounded())
            for i in 0..<(width * height) {
                let f = useMask ? round255(Int(mask.values[i]) * k) : k
                let s = (0..<4).map { round255(Int(src.bytes[i * 4 + $0]) * f) }
                for c in 0..<4 {
                    let expected = s[c] + round255(Int(dst0.bytes[i * 4 + c]) * (255 - s[3]))
                    #expect(Int(dst.bytes[i * 4 + c]) == expected, "pixel \(i) channel \(c) mask \(useMask)")
                }
            }
        }
    }
}
