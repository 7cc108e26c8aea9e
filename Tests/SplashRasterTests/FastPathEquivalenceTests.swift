import func Foundation.cos
import func Foundation.sin
import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

/// The shortcuts a compositor takes (masks rasterised straight into 8-bit
/// coverage, skipping what an opaque covering fill overwrites, the constant
/// factor blend of opaque images) against the general paths they stand for:
/// the same bytes, or the shortcut must not be taken.
@Suite("Fast paths give the general path's pixels", .eachKernelLevel)
struct FastPathEquivalenceTests {
    /// A star-ish polygon with curves, self-overlapping, anywhere near the canvas.
    static func shape(_ random: inout SeededRandom, width: Double, height: Double) -> Path {
        var path = Path()
        let cx = random.unit() * width, cy = random.unit() * height
        let r = 4 + random.unit() * width / 2
        path.move(to: Point(x: cx + r, y: cy))
        for i in 1...7 {
            let angle = Double(i) * 2.6
            let p = Point(x: cx + r * cos(angle), y: cy + r * sin(angle))
            if i % 3 == 0 {
                path.addCurve(to: p, control1: Point(x: cx, y: cy - r), control2: Point(x: cx + r, y: cy + r))
            } else {
                path.addLine(to: p)
            }
        }
        path.closeSubpath()
        return path
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func maskFillIsTheAlphaOfAPixmapFill(seed: UInt32) {
        var random = SeededRandom(state: seed)
        let width = 61, height = 47
        var pixmap = Pixmap(width: width, height: height)
        var mask = Mask(width: width, height: height)
        for _ in 0..<3 {
            let path = Self.shape(&random, width: Double(width), height: Double(height))
            let transform = AffineTransform(rotationAngle: random.unit()).concatenating(AffineTransform(translationX: random.unit() * 5, y: 0))
            let color = Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: random.next() % 3 == 0 ? 1 : random.unit())
            let opacity = random.next() % 2 == 0 ? 1 : random.unit()
            let rule: FillRule = random.next() % 2 == 0 ? .nonZero : .evenOdd
            pixmap.fill(path, paint: .solid(color), transform: transform, fillRule: rule, opacity: opacity)
            mask.fill(path, transform: transform, fillRule: rule, color: color, opacity: opacity)
            let same = mask == Mask(alphaOf: pixmap)
            #expect(same)
        }
        #expect(mask.values.contains { $0 > 0 && $0 < 255 })
    }

    /// Paints that cover a rectangle: solid, gradient, image.
    static func paints() -> [Paint] {
        let stops = [GradientStop(location: 0, color: Color(red: 1, green: 0.4, blue: 0.2, alpha: 1)),
                     GradientStop(location: 1, color: Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1))]
        var photo = TestPixmaps.pattern(13, 9, seed: 7)
        for i in stride(from: 0, to: photo.bytes.count, by: 4) { photo.bytes[i + 3] = 255 }
        return [
            .solid(Color(red: 0.2, green: 0.5, blue: 0.7, alpha: 1)),
            .linearGradient(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 40, y: 30), stops: stops)),
            .radialGradient(RadialGradient(center: Point(x: 20, y: 10), radius: 25, stops: stops)),
            .image(ImagePattern(pixmap: photo, transform: AffineTransform(scaleX: 3.3, y: 2.9))),
            .image(ImagePattern(pixmap: photo, transform: AffineTransform(translationX: 2, y: -1))),
        ]
    }

    /// Where the predicate says a fill replaces every pixel, filling over
    /// anything gives the same bytes as filling over a cleared pixmap.
    @Test(arguments: 0..<5)
    func aCoveringOpaqueFillReplacesWhateverWasThere(paintIndex: Int) {
        let paint = Self.paints()[paintIndex]
        let width = 37, height = 23
        let covering: [(Rect, AffineTransform)] = [
            (Rect(x: 0, y: 0, width: 37, height: 23), .identity),
            (Rect(x: -3.5, y: -0.25, width: 50, height: 30), .identity),
            (Rect(x: 0, y: 0, width: 12.5, height: 8), AffineTransform(scaleX: 3, y: 3)),
            (Rect(x: -20, y: -12, width: 20, height: 12), AffineTransform(scaleX: -2, y: -2)),   // mirrored
        ]
        for (rect, transform) in covering {
            var cleared = Pixmap(width: width, height: height)
            var garbage = TestPixmaps.pattern(width, height, seed: 3)
            #expect(garbage.fillReplacesEveryPixel(rect: rect, paint: paint, transform: transform))
            cleared.fill(.rect(rect), paint: paint, transform: transform)
            garbage.fill(.rect(rect), paint: paint, transform: transform)
            let same = cleared == garbage
            #expect(same, "\(rect) under \(transform)")
        }
    }

    @Test func theCoveringPredicateRefusesWhatItCannotProve() {
        let opaque = Paint.solid(.white)
        let p = Pixmap(width: 20, height: 10)
        // A sliver left uncovered, a fractional edge inside, a rotation, translucency.
        #expect(!p.fillReplacesEveryPixel(rect: Rect(x: 0, y: 0, width: 19.9, height: 10), paint: opaque, transform: .identity))
        #expect(!p.fillReplacesEveryPixel(rect: Rect(x: 0.01, y: 0, width: 30, height: 10), paint: opaque, transform: .identity))
        #expect(!p.fillReplacesEveryPixel(rect: Rect(x: 0, y: 0, width: 20, height: 9.5), paint: opaque, transform: .identity))
        #expect(!p.fillReplacesEveryPixel(rect: Rect(x: -50, y: -50, width: 100, height: 100), paint: opaque,
                                          transform: AffineTransform(rotationAngle: 0.1)))
        #expect(!p.fillReplacesEveryPixel(rect: Rect(x: 0, y: 0, width: 20, height: 10),
                                          paint: .solid(Color(red: 1, green: 1, blue: 1, alpha: 0.99)), transform: .identity))
        let stops = [GradientStop(location: 0, color: .white), GradientStop(location: 1, color: .clear)]
        #expect(!p.fillReplacesEveryPixel(rect: Rect(x: 0, y: 0, width: 20, height: 10),
                                          paint: .linearGradient(LinearGradient(start: .zero, end: Point(x: 20, y: 0), stops: stops)),
                                          transform: .identity))
        #expect(!p.fillReplacesEveryPixel(rect: Rect(x: 0, y: 0, width: 20, height: 10),
                                          paint: .image(ImagePattern(pixmap: TestPixmaps.pattern(4, 4, seed: 1))), transform: .identity))
    }

    /// The constant-factor blend of an opaque source against the general one.
    @Test func blendOpaqueMatchesTheGeneralBlend() {
        var source = TestPixmaps.pattern(203, 1, seed: 11)
        for i in stride(from: 0, to: source.bytes.count, by: 4) { source.bytes[i + 3] = 255 }
        let destination = TestPixmaps.pattern(203, 1, seed: 12)
        for k: UInt32 in [1, 2, 77, 128, 217, 254, 255] {
            var general = destination, opaque = destination
            source.withPixelRowsReadOnly { s, _ in
                _ = general.withPixelRows { d, _ in SourceOverSpan.blend(s, d, count: 203, factor: k) }
                _ = opaque.withPixelRows { d, _ in SourceOverSpan.blendOpaque(s, d, count: 203, factor: k) }
            }
            let same = general == opaque
            #expect(same, "factor \(k)")
        }
    }

    /// The fused bilinear-and-blend of `AxisAlignedBilinearShader` against
    /// shading into a row and blending it, on runs of every length.
    @Test(arguments: [1.0, 1.094, 2.7, 0.8])
    func fusedBilinearBlendMatchesShadeThenBlend(scale: Double) {
        var image = TestPixmaps.pattern(31, 17, seed: 5)
        for i in stride(from: 0, to: image.bytes.count, by: 4) { image.bytes[i + 3] = 255 }
        let deviceWidth = 45
        let inverse = AffineTransform(scaleX: scale, y: scale * 1.1)
            .concatenating(AffineTransform(translationX: -3.3, y: 1.7)).inverted()!
        let destination = TestPixmaps.pattern(deviceWidth, 1, seed: 9)
        image.withPixelRowsReadOnly { base, rows in
            let sampler = ImageSampler(pixels: base, width: 31, height: rows, deviceToImage: inverse, level: 0)
            AxisAlignedBilinearShader.with(sampler, deviceWidth: deviceWidth, vectorKernels: VectorKernels.current.runsAVX2) { shader in
                let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: deviceWidth)
                defer { scratch.deallocate() }
                for y in [0, 3, 11, 20] {
                    for (x, count) in [(0, 45), (0, 1), (3, 2), (4, 7), (44, 1), (10, 30)] {
                        for k: UInt32 in [1, 100, 217, 254] {
                            var fused = destination, unfused = destination
                            _ = fused.withPixelRows { d, _ in
                                shader.shadeOpaque(y: y, x: x, count: count, factor: k, over: d + x, scratch: scratch)
                            }
                            _ = unfused.withPixelRows { d, _ in
                                shader.shade(y: y, x: x, count: count, into: scratch)
                                SourceOverSpan.blendOpaque(scratch, d + x, count: count, factor: k)
                            }
                            let same = fused == unfused
                            #expect(same, "row \(y), run \(x)+\(count), factor \(k)")
                        }
                    }
                }
            }
        }
    }

    /// A clipped gradient (eight pixels a step through `SourceOverSpan`)
    /// against the per-pixel formula: shade, scale by the clip, source-over.
    @Test(arguments: [true, false])
    func aClippedGradientIsTheShadedGradientThroughTheClip(opaque: Bool) {
        let width = 45, height = 13
        let stops = [GradientStop(location: 0, color: Color(red: 1, green: 0.4, blue: 0.2, alpha: opaque ? 1 : 0.6)),
                     GradientStop(location: 1, color: Color(red: 0.1, green: 0.3, blue: 0.9, alpha: 1))]
        let paint = Paint.linearGradient(LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 45, y: 13), stops: stops))
        let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        var shaded = Pixmap(width: width, height: height)
        shaded.fill(.rect(rect), paint: paint)
        var clip = Mask(width: width, height: height)
        var random = SeededRandom(state: 17)
        for i in clip.values.indices {
            // Runs of hidden, shown and partly shown values, as a clip has.
            let band = (i % width) / 8
            clip.values[i] = band % 3 == 0 ? 0 : band % 3 == 1 ? 255 : UInt8(truncatingIfNeeded: random.next())
        }
        let below = TestPixmaps.pattern(width, height, seed: 21)
        var clipped = below
        clipped.fill(.rect(rect), paint: paint, clip: clip)
        var expected = below
        for i in 0..<(width * height) {
            let k = UInt32(clip.values[i])
            guard k > 0 else { continue }
            func word(_ p: Pixmap) -> UInt32 {
                UInt32(p.bytes[i * 4]) | UInt32(p.bytes[i * 4 + 1]) << 8 | UInt32(p.bytes[i * 4 + 2]) << 16 | UInt32(p.bytes[i * 4 + 3]) << 24
            }
            let result = PixelMath.sourceOver(PixelMath.scale(word(shaded), k), word(expected))
            for c in 0..<4 { expected.bytes[i * 4 + c] = UInt8(truncatingIfNeeded: result >> (8 * UInt32(c))) }
        }
        let same = clipped == expected
        #expect(same)
    }
}
