import Testing
import SplashGeometry
import SplashTestSupport
@testable import SplashRaster

/// A translucent solid fill (a dim over the whole screen) gives every
/// pixel `colour + destination × (1 − α)`, rounded as one pixel at a time
/// (`PixelMath`), whether it falls in the loop's eight-pixel steps or its
/// tail, at full coverage and at a partial opacity.
@Suite("Solid fills, translucent and clipped", .eachKernelLevel)
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

    /// Through a clip whose runs are fully shown, fully hidden and partly
    /// shown (eight values that agree are decided at once), an opaque and
    /// a translucent colour give each pixel the one-pixel rule's value.
    @Test(arguments: [1.0, 0.5])
    func clippedFillsFollowTheOnePixelRule(alpha: Double) {
        let (width, height) = (29, 2)
        var clip = Mask(width: width, height: height)
        for x in 0..<width {
            let value: UInt8 = x < 8 ? 255 : x < 16 ? 0 : x < 24 ? UInt8(x * 9) : 255
            clip.values[x] = value
            clip.values[width + x] = x % 3 == 0 ? 0 : 255
        }
        var pixmap = Pixmap(width: width, height: height)
        pixmap.fill(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        let before = pixmap
        let color = Color(red: 0.9, green: 0.1, blue: 0.3, alpha: alpha)
        pixmap.fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))), paint: .solid(color), clip: clip)
        let value = color.premultipliedPixel
        var compared = 0
        before.withPixelRowsReadOnly { old, _ in
            pixmap.withPixelRowsReadOnly { new, _ in
                for i in 0..<(width * height) {
                    let k = PixelMath.mul255(255, UInt32(clip.values[i]))
                    let expected = k == 255 && value >> 24 == 255 ? value
                        : k == 0 ? old[i] : PixelMath.sourceOver(PixelMath.scale(value, k), old[i])
                    #expect(new[i] == expected, "pixel \(i)")
                    compared += 1
                }
            }
        }
        #expect(compared == width * height)
    }

    /// A shape's partly covered edge pixels through a clip: each pixel's
    /// factor is its coverage (as a mask rasterises it) times the clip's
    /// value, as one pixel at a time, opaque or translucent.
    @Test(arguments: [1.0, 0.5])
    func partlyCoveredPixelsThroughAClipFollowTheOnePixelRule(alpha: Double) throws {
        var random = SeededRandom(state: 0xED6E)
        let (width, height) = (45, 4)
        let clip = try #require(Mask(width: width, height: height, values: MaskProductTests.runs(count: width * height, using: &random)))
        // A quadrilateral whose top and bottom rows are partly covered all
        // along (long runs of one partial coverage) and whose slanted sides
        // cut pixels one by one.
        var shape = Path()
        shape.move(to: Point(x: 0.3, y: 0.5))
        shape.addLine(to: Point(x: Double(width) - 0.4, y: 0.5))
        shape.addLine(to: Point(x: Double(width) - 2.7, y: Double(height) - 0.7))
        shape.addLine(to: Point(x: 2.2, y: Double(height) - 0.7))
        shape.closeSubpath()
        var coverage = Mask(width: width, height: height)
        coverage.fill(shape)
        var pixmap = Pixmap(width: width, height: height)
        pixmap.fill(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.9))
        let before = pixmap
        let color = Color(red: 0.9, green: 0.1, blue: 0.3, alpha: alpha)
        pixmap.fill(shape, paint: .solid(color), clip: clip)
        let value = color.premultipliedPixel
        var compared = 0, partial = 0
        before.withPixelRowsReadOnly { old, _ in
            pixmap.withPixelRowsReadOnly { new, _ in
                for i in 0..<(width * height) {
                    let k = PixelMath.mul255(UInt32(coverage.values[i]), UInt32(clip.values[i]))
                    let expected = k == 255 && value >> 24 == 255 ? value
                        : k == 0 ? old[i] : PixelMath.sourceOver(PixelMath.scale(value, k), old[i])
                    #expect(new[i] == expected, "pixel \(i)")
                    compared += 1
                    if coverage.values[i] != 0 && coverage.values[i] != 255 { partial += 1 }
                }
            }
        }
        #expect(compared == width * height)
        #expect(partial >= 2 * (width - 8))
    }
}
