import Testing
import SplashGeometry
import SplashTestSupport
@testable import SplashRaster

/// The eight-value steps that multiply coverage by a clip give every value
/// the one-value arithmetic (`PixelMath.mul255`): a clip inside a clip
/// (`Mask.intersect`) and a shadow drawn through a clip
/// (`Pixmap.fill(mask:…clip:)`), over runs of 0, of 255 and of anything,
/// in the steps and in the tails.
@Suite("Coverage times a clip", .eachKernelLevel)
struct MaskProductTests {
    /// Values in runs: all hidden, all shown, or random, each a few values long.
    static func runs(count: Int, using random: inout SeededRandom) -> [UInt8] {
        var values: [UInt8] = []
        while values.count < count {
            let length = 1 + Int(random.next() % 19)
            switch random.next() % 3 {
            case 0: values += [UInt8](repeating: 0, count: length)
            case 1: values += [UInt8](repeating: 255, count: length)
            default: values += (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            }
        }
        return Array(values.prefix(count))
    }

    @Test func intersectIsTheOneValueProduct() throws {
        var random = SeededRandom(state: 0xC11F)
        let (width, height) = (37, 9)
        let a = try #require(Mask(width: width, height: height, values: Self.runs(count: width * height, using: &random)))
        let b = try #require(Mask(width: width, height: height, values: Self.runs(count: width * height, using: &random)))
        var product = a
        product.intersect(with: b)
        var compared = 0
        for i in 0..<(width * height) {
            #expect(UInt32(product.values[i]) == PixelMath.mul255(UInt32(a.values[i]), UInt32(b.values[i])), "value \(i)")
            compared += 1
        }
        #expect(compared == width * height)
        // Both kinds of run were there to be taken at once.
        #expect(a.values.contains(0) && a.values.contains(255) && b.values.contains(0) && b.values.contains(255))
    }

    /// Values the other mask does not have (it has fewer rows) are hidden.
    @Test func valuesBeyondTheOtherMaskAreHidden() {
        var tall = Mask(width: 10, height: 4, value: 200)
        let short = Mask(width: 10, height: 2, value: 255)
        tall.intersect(with: short)
        #expect(tall.values[0..<20].allSatisfy { $0 == 200 })
        #expect(tall.values[20..<40].allSatisfy { $0 == 0 })
    }

    @Test(arguments: [1.0, 0.6])
    func maskFillThroughAClipFollowsTheOnePixelRule(opacity: Double) throws {
        var random = SeededRandom(state: 0x5AD0)
        let (width, height) = (41, 7)
        let shadow = try #require(Mask(width: 30, height: 5, values: Self.runs(count: 30 * 5, using: &random)))
        let clip = try #require(Mask(width: width, height: height, values: Self.runs(count: width * height, using: &random)))
        var pixmap = Pixmap(width: width, height: height)
        for i in 0..<(width * height) {
            let alpha = UInt8(truncatingIfNeeded: 100 + i * 13 % 156)
            pixmap.bytes[i * 4] = alpha / 3
            pixmap.bytes[i * 4 + 1] = UInt8(truncatingIfNeeded: i) % alpha
            pixmap.bytes[i * 4 + 2] = alpha / 2
            pixmap.bytes[i * 4 + 3] = alpha
        }
        let before = pixmap
        let color = Color(red: 0.1, green: 0.3, blue: 0.2, alpha: 0.8)
        let offset = (dx: 3, dy: 1)
        pixmap.fill(mask: shadow, color: color, offset: offset, opacity: opacity, clip: clip)
        let value = color.premultipliedPixel, k = PixelMath.factor(opacity)
        var compared = 0
        before.withPixelRowsReadOnly { old, _ in
            pixmap.withPixelRowsReadOnly { new, _ in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = y * width + x
                        let m = UInt32(shadow.value(x: x - offset.dx, y: y - offset.dy))
                        let f = PixelMath.mul255(PixelMath.mul255(m, k), UInt32(clip.values[i]))
                        let expected = f == 0 ? old[i] : PixelMath.sourceOver(PixelMath.scale(value, f), old[i])
                        #expect(new[i] == expected, "pixel (\(x), \(y))")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == width * height)
    }
}
