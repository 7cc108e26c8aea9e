import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

@Suite("Image paint", .eachKernelLevel)
struct ImagePaintTests {
    /// An image from premultiplied pixels given as (r, g, b, a) tuples, row by row.
    static func image(_ width: Int, _ height: Int, _ pixels: [(UInt8, UInt8, UInt8, UInt8)]) -> Pixmap {
        Pixmap(width: width, height: height, bytes: pixels.flatMap { [$0.0, $0.1, $0.2, $0.3] })!
    }

    /// A one-pixel checkerboard of opaque black and white.
    static func checkerboard(_ size: Int) -> Pixmap {
        var p = Pixmap(width: size, height: size)
        for y in 0..<size {
            for x in 0..<size where (x + y) % 2 == 0 {
                for c in 0..<4 { p.bytes[(y * size + x) * 4 + c] = 255 }
            }
            for x in 0..<size where (x + y) % 2 == 1 { p.bytes[(y * size + x) * 4 + 3] = 255 }
        }
        return p
    }

    private func filled(_ size: (Int, Int), with pattern: ImagePattern, transform: AffineTransform = .identity) -> Pixmap {
        var dst = Pixmap(width: size.0, height: size.1)
        dst.fill(.rect(Rect(x: 0, y: 0, width: Double(size.0), height: Double(size.1))), paint: .image(pattern),
                 transform: transform)
        return dst
    }

    private let a: (UInt8, UInt8, UInt8, UInt8) = (10, 200, 30, 255)
    private let b: (UInt8, UInt8, UInt8, UInt8) = (250, 0, 101, 255)
    private let c: (UInt8, UInt8, UInt8, UInt8) = (0, 17, 255, 255)
    private let d: (UInt8, UInt8, UInt8, UInt8) = (33, 99, 0, 255)

    private func expected(_ terms: [((UInt8, UInt8, UInt8, UInt8), Double)]) -> (UInt8, UInt8, UInt8, UInt8) {
        func channel(_ k: KeyPath<(UInt8, UInt8, UInt8, UInt8), UInt8>) -> UInt8 {
            UInt8(terms.reduce(0.0) { $0 + Double($1.0[keyPath: k]) * $1.1 }.rounded())
        }
        return (channel(\.0), channel(\.1), channel(\.2), channel(\.3))
    }

    @Test func halfPixelOffsetAveragesNeighbours() {
        // Image pixel centres land between device pixel centres: device pixel (1, 1)
        // samples image point (1, 1), the corner shared by all four pixels.
        let pattern = ImagePattern(pixmap: Self.image(2, 2, [a, b, c, d]), transform: AffineTransform(translationX: 0.5, y: 0.5))
        let dst = filled((3, 3), with: pattern)
        #expect(dst.pixel(x: 1, y: 1) == expected([(a, 0.25), (b, 0.25), (c, 0.25), (d, 0.25)]))
        // Top row: clamped above, so only the upper pair mixes.
        #expect(dst.pixel(x: 1, y: 0) == expected([(a, 0.5), (b, 0.5)]))
        #expect(dst.pixel(x: 0, y: 1) == expected([(a, 0.5), (c, 0.5)]))
        // Corners clamp to the corner pixels.
        #expect(dst.pixel(x: 0, y: 0) == a)
        #expect(dst.pixel(x: 2, y: 2) == d)
    }

    @Test func quarterPixelOffsetWeightsThreeToOne() {
        let pattern = ImagePattern(pixmap: Self.image(2, 1, [a, b]), transform: AffineTransform(translationX: 0.25, y: 0))
        let dst = filled((2, 1), with: pattern)
        // Device centre 1.5 is image x 1.25: ¾ of the way from pixel 0's centre to pixel 1's.
        #expect(dst.pixel(x: 1, y: 0) == expected([(a, 0.25), (b, 0.75)]))
        // Device centre 0.5 is image x 0.25, left of pixel 0's centre: clamped to a.
        #expect(dst.pixel(x: 0, y: 0) == a)
    }

    @Test func twiceMagnifiedRampInterpolatesLinearly() {
        let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255), white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
        let pattern = ImagePattern(pixmap: Self.image(2, 1, [black, white]), transform: AffineTransform(scaleX: 2, y: 2))
        let dst = filled((4, 2), with: pattern)
        // Device centres 0.5, 1.5, 2.5, 3.5 are image x 0.25, 0.75, 1.25, 1.75.
        let levels = (0..<4).map { dst.pixel(x: $0, y: 1).r }
        #expect(levels == [0, 64, 191, 255])   // 0.25·255 = 63.75, 0.75·255 = 191.25
    }

    @Test func translucentPixelsStayValidPremultiplied() {
        let half: (UInt8, UInt8, UInt8, UInt8) = (128, 0, 0, 128), clear: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        let pattern = ImagePattern(pixmap: Self.image(2, 1, [half, clear]), transform: AffineTransform(translationX: 0.5, y: 0))
        let dst = filled((3, 1), with: pattern)
        #expect(dst.pixel(x: 1, y: 0) == (64, 0, 0, 64))
    }

    @Test func wholePixelPlacementCopiesExactly() {
        var source = Pixmap(width: 5, height: 4)
        for i in 0..<20 {
            let alpha = UInt8(i * 13)
            source.bytes[i * 4] = alpha / 2
            source.bytes[i * 4 + 1] = alpha
            source.bytes[i * 4 + 3] = alpha
        }
        var dst = Pixmap(width: 9, height: 9)
        dst.draw(SampledImage(source), transform: AffineTransform(translationX: 3, y: 2))
        #expect(ImageSampling.choose(imageToDevice: AffineTransform(translationX: 3, y: 2), levelCount: 4)?.0
                == .copy(offsetX: 3, offsetY: 2))
        for y in 0..<9 {
            for x in 0..<9 {
                let inside = (3..<8).contains(x) && (2..<6).contains(y)
                #expect(dst.pixel(x: x, y: y) == (inside ? source.pixel(x: x - 3, y: y - 2) : (0, 0, 0, 0)))
            }
        }
        // Over an opaque background with opacity: each pixel is a plain source-over.
        var faded = Pixmap(width: 9, height: 9)
        faded.fill(.white)
        faded.draw(SampledImage(source), transform: AffineTransform(translationX: 3, y: 2), opacity: 0.5)
        var reference = Pixmap(width: 9, height: 9)
        reference.fill(.white)
        var placed = Pixmap(width: 9, height: 9)
        placed.draw(SampledImage(source), transform: AffineTransform(translationX: 3, y: 2))
        reference.composite(placed, opacity: 0.5)
        #expect(faded == reference)
    }

    @Test func mipmapLevelsHalveAndAverage() {
        let image = SampledImage(Self.image(3, 1, [(0, 0, 0, 255), (255, 255, 255, 255), (100, 50, 0, 200)]))
        #expect(image.levels.map(\.width) == [3, 2, 1])
        #expect(image.levels.map(\.height) == [1, 1, 1])
        #expect(image.levels[1].pixel(x: 0, y: 0) == (128, 128, 128, 255))   // 127.5 rounds up
        #expect(image.levels[1].pixel(x: 1, y: 0) == (100, 50, 0, 200))      // odd edge repeats
        #expect(image.levels[2].pixel(x: 0, y: 0) == (114, 89, 64, 228))     // mean of the two above, rounded
        #expect(!image.isOpaque)
        #expect(SampledImage(Self.checkerboard(8)).levels.count == 4)
        #expect(SampledImage(Self.checkerboard(8)).isOpaque)
    }

    @Test func levelFollowsTheShrinkFactor() {
        func choice(_ s: Double) -> ImageSampling? {
            ImageSampling.choose(imageToDevice: AffineTransform(scaleX: s, y: s).concatenating(AffineTransform(translationX: 0.3, y: 0)),
                                 levelCount: 8)?.0
        }
        #expect(choice(3) == .bilinear(level: 0))
        #expect(choice(1) == .bilinear(level: 0))
        #expect(choice(0.5) == .bilinear(level: 1))
        #expect(choice(0.25) == .bilinear(level: 2))
        // log2(3) = 1.585: 0.585·256 = 149.8 of level 2.
        #expect(choice(1.0 / 3) == .trilinear(level: 1, weight: 150))
        #expect(choice(1.0 / 1000) == .bilinear(level: 7))
        #expect(ImageSampling.choose(imageToDevice: AffineTransform(scaleX: 0, y: 1), levelCount: 8) == nil)
        // Squashed along one axis only: the long axis of the footprint decides.
        #expect(ImageSampling.choose(imageToDevice: AffineTransform(scaleX: 1, y: 0.25), levelCount: 8)?.0 == .bilinear(level: 2))
    }

    @Test(arguments: [2.0, 2.5, 3.7, 4.0])
    func shrunkCheckerboardIsUniformGrey(factor: Double) {
        let image = SampledImage(Self.checkerboard(128))
        var dst = Pixmap(width: 24, height: 24)
        let transform = AffineTransform(scaleX: 1 / factor, y: 1 / factor).concatenating(AffineTransform(translationX: 0.37, y: 0.71))
        dst.fill(.rect(Rect(x: 0, y: 0, width: 24, height: 24)), paint: .image(ImagePattern(image: image, transform: transform)))
        for y in 1..<23 {
            for x in 1..<23 {
                let p = dst.pixel(x: x, y: y)
                #expect((126...130).contains(p.r) && p.r == p.g && p.g == p.b && p.a == 255, "pixel \(x),\(y): \(p.r)")
            }
        }
    }

    @Test func emptyOrDegenerateImagesDrawNothing() {
        var dst = Pixmap(width: 4, height: 4)
        dst.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .image(ImagePattern(pixmap: Pixmap(width: 0, height: 3))))
        dst.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)),
                 paint: .image(ImagePattern(pixmap: Self.checkerboard(4), transform: AffineTransform(scaleX: 0, y: 0))))
        var short = Self.checkerboard(4)
        short.bytes.removeLast(5)   // three whole rows remain
        #expect(SampledImage(short).height == 3)
        #expect(dst.bytes.allSatisfy { $0 == 0 })
        // Huge and tiny scales clamp rather than overflow.
        dst.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)),
                 paint: .image(ImagePattern(pixmap: Self.checkerboard(4), transform: AffineTransform(scaleX: 1e-300, y: 1e-300))))
        dst.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)),
                 paint: .image(ImagePattern(pixmap: Self.checkerboard(4), transform: AffineTransform(scaleX: 1e300, y: 1e300))))
    }
}
