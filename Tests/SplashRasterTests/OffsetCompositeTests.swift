import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Compositing at an offset", .eachKernelLevel)
struct OffsetCompositeTests {
    /// `source` (and `mask`) copied into a `width × height` canvas at `origin`,
    /// transparent (hidden) elsewhere: what an offset composite must equal.
    static func placed(_ source: Pixmap, _ mask: Mask?, at origin: (x: Int, y: Int),
                       width: Int, height: Int) -> (Pixmap, Mask?) {
        var canvas = Pixmap(width: width, height: height)
        var canvasMask = mask.map { _ in Mask(width: width, height: height) }
        for y in 0..<height {
            for x in 0..<width {
                let sx = x - origin.x, sy = y - origin.y
                guard sx >= 0, sy >= 0, sx < source.width, sy < source.height else { continue }
                for c in 0..<4 { canvas.bytes[(y * width + x) * 4 + c] = source.bytes[(sy * source.width + sx) * 4 + c] }
                if let mask { canvasMask?.values[y * width + x] = mask.value(x: sx, y: sy) }
            }
        }
        return (canvas, canvasMask)
    }

    @Test(arguments: [(0, 0), (5, 3), (-7, -2), (30, 10), (-12, 14), (40, 0), (0, -20), (-13, -1)])
    func matchesCompositingThePlacedSourceAtTheOrigin(x: Int, y: Int) {
        let width = 41, height = 19
        let source = TestPixmaps.pattern(23, 9, seed: 11)
        let mask = Mask(alphaOf: TestPixmaps.pattern(23, 9, seed: 5))
        let background = TestPixmaps.pattern(width, height, seed: 77)
        for opacity in [1.0, 0.6] {
            for useMask in [false, true] {
                var result = background
                result.composite(source, at: (x: x, y: y), opacity: opacity, mask: useMask ? mask : nil)
                let (canvas, canvasMask) = Self.placed(source, useMask ? mask : nil, at: (x, y), width: width, height: height)
                var expected = background
                expected.composite(canvas, opacity: opacity, mask: canvasMask)
                #expect(result == expected, "origin (\(x), \(y)) opacity \(opacity) mask \(useMask)")
            }
        }
    }

    /// Long runs of hidden and fully shown mask values (the eight-pixel
    /// skip and copy steps) give exactly the per-pixel formula.
    @Test(arguments: [1.0, 0.7])
    func maskRunsMatchThePerPixelFormula(opacity: Double) {
        let width = 67, height = 6
        let source = TestPixmaps.pattern(width, height, seed: 21)
        var opaqueSource = source
        for i in stride(from: 3, to: opaqueSource.bytes.count, by: 4) where i / 4 % 3 != 0 { opaqueSource.bytes[i] = 255 }
        var mask = Mask(width: width, height: height)
        for i in 0..<(width * height) {
            let run = i / 16 % 4
            mask.values[i] = run == 0 ? 0 : run == 1 ? 255 : run == 2 ? UInt8(truncatingIfNeeded: i &* 37) : 255
        }
        let k = PixelMath.factor(opacity)
        for src in [source, opaqueSource] {
            let background = TestPixmaps.pattern(width, height, seed: 4)
            var result = background
            result.composite(src, opacity: opacity, mask: mask)
            var expected = background
            for i in 0..<(width * height) {
                let p = src.bytes.withUnsafeBytes { $0.load(fromByteOffset: i * 4, as: UInt32.self) }
                let d = background.bytes.withUnsafeBytes { $0.load(fromByteOffset: i * 4, as: UInt32.self) }
                let f = PixelMath.mul255(UInt32(mask.values[i]), k)
                let out = PixelMath.sourceOver(PixelMath.scale(p, f), d)
                expected.bytes.withUnsafeMutableBytes { $0.storeBytes(of: out, toByteOffset: i * 4, as: UInt32.self) }
            }
            #expect(result == expected)
        }
    }

    @Test func aSmallerMaskHidesTheRestOfTheSource() {
        let source = TestPixmaps.pattern(16, 8, seed: 2)
        let mask = Mask(width: 10, height: 4, value: 255)
        var result = Pixmap(width: 30, height: 20)
        result.composite(source, at: (x: 3, y: 5), mask: mask)
        for y in 0..<20 {
            for x in 0..<30 {
                let inside = (3..<13).contains(x) && (5..<9).contains(y)
                #expect(result.pixel(x: x, y: y) == (inside ? source.pixel(x: x - 3, y: y - 5) : (0, 0, 0, 0)))
            }
        }
    }

    @Test func whollyOutsideOrAbsurdOriginsDrawNothing() {
        let source = TestPixmaps.pattern(8, 8, seed: 9)
        let background = TestPixmaps.pattern(12, 12, seed: 1)
        for origin in [(12, 0), (0, 12), (-8, 0), (0, -8), (Int.max, Int.max), (Int.min, Int.min), (Int.min, 0), (0, Int.max)] {
            var result = background
            result.composite(source, at: (x: origin.0, y: origin.1), opacity: 0.5, mask: Mask(width: 8, height: 8, value: 200))
            result.composite(source, at: (x: origin.0, y: origin.1))
            #expect(result == background, "origin \(origin)")
        }
        var result = background
        result.composite(Pixmap(width: 0, height: 0), at: (x: 2, y: 2))
        result.composite(source, at: (x: 2, y: 2), opacity: 0)
        #expect(result == background)
    }

    @Test func clearRectRoundsOutwardsAndClips() {
        var p = Pixmap(width: 6, height: 5)
        p.fill(.white)
        p.clear(rect: Rect(x: 1.5, y: 0.2, width: 2, height: 1))   // columns 1...3, rows 0...1
        for y in 0..<5 {
            for x in 0..<6 {
                let cleared = (1...3).contains(x) && (0...1).contains(y)
                #expect(p.pixel(x: x, y: y) == (cleared ? (0, 0, 0, 0) : (255, 255, 255, 255)))
            }
        }
        p.clear(rect: Rect(x: -10, y: 4, width: 100, height: -2))   // whole rows 2...3, clipped
        #expect((0..<6).allSatisfy { p.pixel(x: $0, y: 2).a == 0 && p.pixel(x: $0, y: 3).a == 0 })
        #expect((0..<6).allSatisfy { p.pixel(x: $0, y: 4).a == 255 })
        let before = p
        p.clear(rect: Rect(x: .nan, y: 0, width: 3, height: 3))
        p.clear(rect: Rect(x: 0, y: 0, width: .infinity, height: 3))
        p.clear(rect: Rect(x: 7, y: 0, width: 3, height: 3))
        p.clear(rect: Rect(x: 2, y: 2, width: 0, height: 0))
        #expect(p == before)
        p.clear(rect: Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
        #expect(p.bytes.allSatisfy { $0 == 0 })
    }
}
