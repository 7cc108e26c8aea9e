import Testing
import SplashGeometry
@testable import SplashRaster
import SplashTestSupport

/// Fills told to leave pixels unpainted (`Pixmap.fill(…, excluding:)`) paint
/// every other pixel exactly as without the exclusion, and leave the
/// excluded ones untouched where their paint splits runs exactly; and a
/// mask fill's footprint says truly where it left 255 and where 0.
@Suite("Fills with excluded spans, and mask footprints", .eachKernelLevel)
struct ExclusionFillTests {
    static let width = 83, height = 37

    /// A paint, and whether its painter splits runs exactly (so the fill
    /// must honour the exclusion, not merely may).
    static func paints(_ rng: inout SeededRandom) -> [(name: String, paint: Paint, splits: Bool)] {
        let stops = [GradientStop(location: 0, color: Color(red: 1, green: 0.2, blue: 0.1, alpha: 1)),
                     GradientStop(location: 0.45, color: Color(red: 0.1, green: 0.9, blue: 0.3, alpha: 0.6)),
                     GradientStop(location: 1, color: Color(red: 0.2, green: 0.3, blue: 1, alpha: 1))]
        let photo = SampledImage(TestPixmaps.pattern(61, 43, seed: rng.next()))
        var opaquePixels = TestPixmaps.pattern(23, 17, seed: rng.next())
        for i in stride(from: 3, to: opaquePixels.bytes.count, by: 4) { opaquePixels.bytes[i] = 255 }
        let opaque = SampledImage(opaquePixels)
        let start = Point(x: rng.double(-10...40), y: rng.double(-5...20))
        let end = Point(x: rng.double(40...90), y: rng.double(10...45))
        let offset = AffineTransform(translationX: Double(rng.int(-5...20)), y: Double(rng.int(-4...9)))
        return [
            ("opaque solid", .solid(Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)), true),
            ("translucent solid", .solid(Color(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.55)), true),
            ("linear gradient", .linearGradient(LinearGradient(start: start, end: end, stops: stops)), true),
            ("radial gradient", .radialGradient(RadialGradient(center: start, radius: rng.double(8...50), stops: stops)), false),
            ("image copied 1:1", .image(ImagePattern(image: photo, transform: offset)), true),
            ("opaque image copied 1:1", .image(ImagePattern(image: opaque, transform: offset)), true),
            ("image magnified", .image(ImagePattern(image: photo, transform: AffineTransform(scaleX: rng.double(1.3...3), y: rng.double(1.3...3))
                .concatenating(AffineTransform(translationX: rng.double(-9...9), y: rng.double(-5...5))))), true),
            ("opaque image magnified", .image(ImagePattern(image: opaque, transform: AffineTransform(scaleX: rng.double(1.3...5), y: rng.double(1.3...3)))), true),
            ("image shrunk between mip levels", .image(ImagePattern(image: photo, transform: AffineTransform(scaleX: rng.double(0.3...0.45), y: rng.double(0.3...0.45))
                .concatenating(AffineTransform(translationX: rng.double(0...30), y: rng.double(0...9))))), true),
            ("image rotated", .image(ImagePattern(image: photo, transform: AffineTransform(rotationAngle: rng.double(0.1...0.8))
                .concatenating(AffineTransform(translationX: 20, y: -10)))), false),
        ]
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func excludedPixelsAreLeftAndTheRestPaintedAsWithout(seed: UInt32) {
        var rng = SeededRandom(state: seed)
        let (width, height) = (Self.width, Self.height)
        let background = TestPixmaps.pattern(width, height, seed: seed &+ 99)
        let rect = Rect(x: rng.double(-6...10), y: rng.double(-4...6), width: rng.double(50...90), height: rng.double(25...40))
        let path: Path = rng.int(0...1) == 0 ? .roundedRect(rect, cornerRadius: rng.double(0...12), curve: .continuous) : .ellipse(in: rect)
        // Runs excluded anywhere, most rows; a few pixels wide up to beyond the picture.
        let exclusion = SpanSetTests.random(&rng, rows: -2..<(height + 3)).union(
            SpanSet(rows: 0..<height) { y in y % 5 == 0 ? [20..<(30 + y)] : [] })
        let clip: Mask? = rng.int(0...2) == 0 ? {
            var mask = Mask(width: width, height: height)
            mask.fill(.ellipse(in: Rect(x: 5, y: 2, width: 70, height: 33)), color: Color(red: 0, green: 0, blue: 0, alpha: 0.8))
            return mask
        }() : nil
        let opacity = rng.int(0...1) == 0 ? 1 : rng.double(0.3...0.95)
        for (name, paint, splits) in Self.paints(&rng) {
            // What the compositor asks before relying on a fill to leave excluded pixels alone.
            #expect(paint.honoursExclusions(transform: .identity) == splits, "\(name)")
            var expected = background, painted = background
            expected.fill(path, paint: paint, opacity: opacity, clip: clip)
            painted.fill(path, paint: paint, opacity: opacity, clip: clip, excluding: exclusion)
            var differences = 0, excludedChanged = 0, excludedLeft = 0
            for y in 0..<height {
                let excluded = Set(exclusion.spans(ofRow: y).flatMap { $0 })
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let got = painted.bytes[i..<(i + 4)], full = expected.bytes[i..<(i + 4)], before = background.bytes[i..<(i + 4)]
                    if splits && excluded.contains(x) {
                        if got != before { excludedChanged += 1 }
                        if full != before { excludedLeft += 1 }
                    } else if got != full {
                        differences += 1
                    }
                }
            }
            #expect(differences == 0, "\(name): \(differences) pixels painted differently from the fill without exclusion")
            #expect(excludedChanged == 0, "\(name): \(excludedChanged) excluded pixels painted")
            // The exclusion mattered: the whole fill would have changed some of those pixels.
            if splits { #expect(excludedLeft > 20, "\(name): only \(excludedLeft) excluded pixels would have been painted") }
        }
    }

    /// Every pixel the footprint calls full is 255 in the mask, every pixel
    /// outside what it calls painted is 0; and it misses few of them.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func maskFootprintsAreTrue(seed: UInt32) throws {
        var rng = SeededRandom(state: seed)
        let (width, height) = (Self.width, Self.height)
        let logo = try Path(svgPathData: "M36 4 C56 4 68 18 68 36 C68 56 52 68 36 68 C30 68 24 66 20 62 L8 70 L12 56 C6 50 4 44 4 36 C4 18 16 4 36 4 Z M36 18 C26 18 20 26 20 36 C20 46 26 54 36 54 C46 54 52 46 52 36 C52 26 46 18 36 18 Z")
        // The whole mask, or a band of it (a mask holding picture rows 9..<30).
        let window: PictureWindow? = seed % 2 == 0 ? nil : PictureWindow(pictureHeight: height, rows: 9..<30, originY: 9)
        var mask = Mask(width: width, height: window.map { $0.rows.count } ?? height)
        var footprint = MaskFootprint(rows: window?.rows ?? 0..<height)
        let translucent = seed % 4 == 3
        for _ in 0..<2 {
            let transform = AffineTransform(scaleX: rng.double(0.4...0.9), y: rng.double(0.4...0.9))
                .concatenating(AffineTransform(rotationAngle: rng.double(-0.5...0.5)))
                .concatenating(AffineTransform(translationX: rng.double(-5...50), y: rng.double(-8...15)))
            let color = Color(red: 0, green: 0, blue: 0, alpha: translucent ? 0.7 : 1)
            footprint = footprint.union(mask.fillTracingFootprint(logo, transform: transform, fillRule: .evenOdd, color: color, window: window))
        }
        let originY = window?.originY ?? 0
        var fullCount = 0, saturated = 0, paintedCount = 0, nonZero = 0
        for y in 0..<height {
            let full = Set(footprint.full.spans(ofRow: y).flatMap { $0 })
            let painted = Set(footprint.painted.spans(ofRow: y).flatMap { $0 })
            for x in 0..<width {
                let value = mask.value(x: x, y: y - originY)
                if full.contains(x) {
                    fullCount += 1
                    #expect(value == 255, "(\(x), \(y)) is in the footprint's full spans but \(value)")
                }
                if !painted.contains(x) { #expect(value == 0, "(\(x), \(y)) is outside the footprint but \(value)") }
                if painted.contains(x) { paintedCount += 1 }
                if value == 255 { saturated += 1 }
                if value > 0 { nonZero += 1 }
            }
        }
        #expect(nonZero > 100, "the fills drew too little to test")
        #expect(paintedCount <= nonZero + nonZero / 4, "painted spans \(paintedCount) for \(nonZero) pixels not 0")
        if translucent {
            #expect(fullCount == 0)
        } else {
            #expect(fullCount >= saturated * 9 / 10, "full spans hold \(fullCount) of \(saturated) pixels at 255")
        }
    }

    /// A composite told to leave spans alone leaves them, and gives every
    /// other pixel the bytes of the whole composite (with and without a
    /// mask, faded or not, placed off the corner).
    @Test(arguments: [1, 2, 3, 4])
    func compositesLeaveExcludedPixels(seed: UInt32) {
        var rng = SeededRandom(state: seed)
        let (width, height) = (Self.width, Self.height)
        let background = TestPixmaps.pattern(width, height, seed: seed &+ 7)
        let source = TestPixmaps.pattern(61, 29, seed: seed &+ 8)
        var mask = Mask(width: 61, height: 29)
        for i in mask.values.indices { mask.values[i] = UInt8(truncatingIfNeeded: rng.next()) | (i % 3 == 0 ? 255 : 0) }
        let exclusion = SpanSetTests.random(&rng, rows: -2..<(height + 3))
        let origin = (x: rng.int(-10...30), y: rng.int(-6...14))
        for (opacity, mask) in [(1.0, nil), (0.7, nil), (1.0, mask), (0.6, mask)] as [(Double, Mask?)] {
            var expected = background, painted = background
            expected.composite(source, at: origin, opacity: opacity, mask: mask)
            painted.composite(source, at: origin, opacity: opacity, mask: mask, excluding: exclusion)
            var wrong = 0, left = 0
            for y in 0..<height {
                let excluded = Set(exclusion.spans(ofRow: y).flatMap { $0 })
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let want = excluded.contains(x) ? background.bytes[i..<(i + 4)] : expected.bytes[i..<(i + 4)]
                    if painted.bytes[i..<(i + 4)] != want { wrong += 1 }
                    if excluded.contains(x) && expected.bytes[i..<(i + 4)] != background.bytes[i..<(i + 4)] { left += 1 }
                }
            }
            #expect(wrong == 0, "opacity \(opacity), mask \(mask != nil): \(wrong) pixels wrong")
            #expect(left > 20, "the exclusion left only \(left) pixels the composite changes")
        }
    }
}
