import Testing
import SplashGeometry
import SplashSVG
import SplashPDF
import SplashTestSupport

/// Hand-written PDFs (Fixtures/make-fixtures.py says what each holds) read
/// and drawn through the compositor at 1 pixel per point; pixel (x, y)
/// covers x…x+1, y…y+1 in the image, whose y points down.
@Suite("PDF drawing")
struct PDFDrawingTests {
    @Test func rectangleIsFlippedUpright() throws {
        let image = try PDFFixtures.image("red-rect.pdf")
        #expect(image.viewBox == Rect(x: 0, y: 0, width: 100, height: 50))
        try #require(image.shapes.count == 1)
        // PDF y 10…30 on a 50-high page is image y 20…40; x stays 10…40.
        #expect(image.shapes[0].path.transformed(by: image.shapes[0].transform).boundingBox == Rect(x: 10, y: 20, width: 30, height: 20))
        var p = PixelChecks(try PDFFixtures.render(image))
        p.expect(25, 30, (255, 0, 0))
        p.expect(10, 20, (255, 0, 0))
        p.expect(39, 39, (255, 0, 0))
        // Unflipped, y 10…30 would be red: above the flipped rectangle is white.
        p.expect(25, 15, (255, 255, 255))
        p.expect(25, 40, (255, 255, 255))
        p.expect(9, 30, (255, 255, 255))
        p.expect(40, 30, (255, 255, 255))
        #expect(p.count == 7)
    }

    @Test func flateCompressedWithoutXrefAndInheritedMediaBox() throws {
        let plain = try PDFFixtures.image("red-rect.pdf")
        let flate = try PDFFixtures.image("red-rect-flate.pdf")
        #expect(flate == plain)
    }

    @Test func circleFromBeziersAndTransformedSquare() throws {
        let image = try PDFFixtures.image("circle-cm.pdf")
        try #require(image.shapes.count == 2)
        var p = PixelChecks(try PDFFixtures.render(image))
        // Circle r = 20 about (50, 25): the centre, and (50.5, 7.5) at 17.5 from it.
        p.expect(50, 25, (0, 0, 255))
        p.expect(50, 7, (0, 0, 255))
        // (50.5, 3.5) is 21.5 away; (69.5, 43.5) is 26.9 away (inside the box, outside the circle).
        p.expect(50, 3, (255, 255, 255))
        p.expect(69, 43, (255, 255, 255))
        // `2 0 0 2 5 5 cm` 0 0 5 5 re: PDF 5…15, image x 5…15, y 35…45; green 0.5 = 127.5.
        p.expect(10, 40, (0, 128, 0), tolerance: 1)
        p.expect(5, 44, (0, 128, 0), tolerance: 1)
        p.expect(15, 40, (255, 255, 255))
        p.expect(10, 34, (255, 255, 255))
        #expect(p.count == 8)
    }

    @Test func strokesWithAlphaCapsAndDashes() throws {
        let image = try PDFFixtures.image("stroke-alpha.pdf")
        try #require(image.shapes.count == 2)
        #expect(image.shapes[0].stroke == StrokeStyle(width: 4, cap: .round, join: .round, miterLimit: 10))
        #expect(image.shapes[1].stroke?.dash == LineDash(lengths: [10, 10]))
        // /CA 0.5 folded into the colour: grey 0.2 at alpha 0.5.
        #expect(image.shapes[0].solidColor == Color(red: 0.2, green: 0.2, blue: 0.2, alpha: 0.5))
        var p = PixelChecks(try PDFFixtures.render(image))
        // Grey 51 at half over white: 255 / 2 + 51 / 2 = 153, on y 23…27.
        p.expect(50, 25, (153, 153, 153))
        p.expect(50, 23, (153, 153, 153))
        p.expect(50, 21, (255, 255, 255))
        // Round cap about (10, 25), radius 2: (8.5, 25.5) is 1.58 away, (6.5, 25.5) 3.5.
        p.expect(8, 25, (153, 153, 153), tolerance: 30)
        p.expect(6, 25, (255, 255, 255))
        // Cyan (CMYK 1 0 0 0), still at /CA 0.5 (red 255 / 2 = 127.5), on
        // PDF y 45 = image y 5, 2 wide (rows 4 and 5): dashes on over
        // x 0…10, off 10…20, on 20…30.
        p.expect(5, 4, (128, 255, 255), tolerance: 1)
        p.expect(15, 4, (255, 255, 255))
        p.expect(25, 5, (128, 255, 255), tolerance: 1)
        p.expect(5, 7, (255, 255, 255))
        #expect(p.count == 9)
    }

    @Test func axialPatternAndClippedRadialShading() throws {
        let image = try PDFFixtures.image("gradients.pdf")
        try #require(image.shapes.count == 2)
        guard case .linearGradient(let axial, let start, let end) = image.shapes[0].paint,
              case .radialGradient(let radial, let center, let radius) = image.shapes[1].paint else {
            Issue.record("paints: \(image.shapes.map(\.paint))")
            return
        }
        #expect(start == Point(x: 0, y: 0) && end == Point(x: 100, y: 0) && axial.stops.count == 2)
        // The stitching's two linear pieces: stops at 0, 0.5 (twice) and 1.
        #expect(radial.stops.map(\.offset) == [0, 0.5, 0.5, 1])
        #expect(center == Point(x: 75, y: 25) && radius == 15 && radial.focus == nil)
        #expect(image.shapes[1].clips.map(\.path.boundingBox) == [Rect(x: 60, y: 10, width: 30, height: 30)])
        var p = PixelChecks(try PDFFixtures.render(image))
        // Axial at x = 30.5: t = 0.305; red 255 · 0.695 = 177.2, blue 255 · 0.305 = 77.8.
        p.expect(30, 25, (177, 0, 78))
        p.expect(30, 5, (177, 0, 78))
        // Radial: (75.5, 25.5) is 0.71 from the centre, t = 0.047: grey 1 − t = 0.953 → 243.
        p.expect(75, 25, (243, 243, 243))
        // (82.5, 25.5): 7.52 away, t = 0.501, second piece at 0.002: 0.5 − 0.001 → 127.
        p.expect(82, 25, (127, 127, 127))
        // (89.5, 25.5): t = 0.967, 0.5 · (1 − 0.934) = 0.033 → 8.4.
        p.expect(89, 25, (8, 8, 8))
        // (61.5, 11.5): 19.1 away, past the circle: padded black.
        p.expect(61, 11, (0, 0, 0))
        // Outside the clip: white.
        p.expect(65, 5, (255, 255, 255))
        p.expect(95, 25, (255, 255, 255))
        #expect(p.count == 8)
    }

    @Test func formXObjectsWithMatrixAndTransparencyGroup() throws {
        let image = try PDFFixtures.image("form.pdf")
        try #require(image.shapes.count == 3)
        // The group's squares share one opacity scope; their colours are opaque.
        #expect(image.shapes[1].scopes.contains { if case .opacity(_, 0.5) = $0 { true } else { false } })
        #expect(image.shapes[1].scopes == image.shapes[2].scopes)
        var p = PixelChecks(try PDFFixtures.render(image))
        // /Matrix 1 0 0 1 10 10: PDF 10…20, image x 10…20, y 30…40.
        p.expect(15, 35, (255, 0, 0))
        p.expect(15, 25, (255, 255, 255))
        // The group under `2 0 0 2 50 10 cm`: squares PDF x 50…70, y 10…30 and
        // x 60…80, y 20…40. Blue at half: (127.5, 127.5, 255) on its own…
        p.expect(55, 35, (128, 128, 255), tolerance: 1)
        // …and where the two overlap (PDF (65, 25)) the same, faded once
        // (per-shape alpha would give 64, 64, 255).
        p.expect(65, 25, (128, 128, 255), tolerance: 1)
        p.expect(75, 15, (128, 128, 255), tolerance: 1)
        p.expect(75, 35, (255, 255, 255))
        #expect(p.count == 6)
    }

    @Test func luminositySoftMaskAndItsRemoval() throws {
        let image = try PDFFixtures.image("soft-mask.pdf")
        try #require(image.shapes.count == 2)
        let masks = image.shapes.map { $0.scopes.compactMap { if case .mask(let m) = $0 { m } else { nil } } }
        // The red page is masked by the one shading; the blue square, after /SMask /None, is not.
        try #require(masks[0].count == 1 && masks[1].isEmpty)
        #expect(masks[0][0].shapes.count == 1)
        var p = PixelChecks(try PDFFixtures.render(image))
        // Luminance at x = 25.5 is 1 − 0.255 = 0.745: red at 0.745 over white
        // leaves green and blue at 255 · 0.255 = 65.0; at 75.5, 0.245: 192.5.
        p.expect(25, 25, (255, 65, 65))
        p.expect(75, 10, (255, 193, 193))
        // The unmasked blue square (image x 90…100, y 40…50).
        p.expect(95, 45, (0, 0, 255))
        #expect(p.count == 3)
    }

    @Test func objectStreamWithoutXref() throws {
        let image = try PDFFixtures.image("object-stream.pdf")
        #expect(image.viewBox == Rect(x: 0, y: 0, width: 20, height: 20))
        try #require(image.shapes.count == 1)
        var p = PixelChecks(try PDFFixtures.render(image))
        p.expect(5, 15, (0, 255, 0))
        p.expect(5, 5, (255, 255, 255))
        #expect(p.count == 2)
    }

    /// `rsvg-convert -f pdf logo-rsvg.svg` (cairo 1.16): 64 px at 96 dpi is
    /// a 48 pt page, a `1 0 0 -1 0 48 cm` flip, the gradient tile as a
    /// clipped `sh` under `0.75 0 0 0.75 0 0 cm`, /ca 0.502 on the circle, a
    /// round-capped stroke.
    @Test func cairoExport() throws {
        let image = try PDFFixtures.image("logo-rsvg.pdf")
        #expect(image.viewBox == Rect(x: 0, y: 0, width: 48, height: 48))
        try #require(image.shapes.count == 4)
        #expect(image.shapes[3].stroke?.width == 3 && image.shapes[3].stroke?.cap == .round)
        var p = PixelChecks(try PDFFixtures.render(image))
        // The gradient at x = 5.5: t = 5.5 / 48 = 0.115; #007AFF → #5856D6:
        // 88 t = 10.1, 122 − 36 t = 117.9, 255 − 41 t = 250.3.
        p.expect(5, 20, (10, 118, 250))
        // The triangle (15, 33) (24, 12) (33, 33) in image coordinates.
        p.expect(24, 28, (255, 255, 255))
        // The circle about (36, 36), #FF3B30 at 0.502 over the gradient at
        // x = 36.5 (t = 0.760: 66.9, 94.6, 223.8): 255 · 0.502 + 66.9 · 0.498 = 161.3,
        // 59 · 0.502 + 94.6 · 0.498 = 76.7, 48 · 0.502 + 223.8 · 0.498 = 135.5.
        p.expect(36, 36, (161, 77, 136))
        // The stroke 9…21 on y = 39, 3 wide: #FFCC00.
        p.expect(15, 39, (255, 204, 0))
        // Outside the rounded tile's corner (radius 10.5): white.
        p.expect(0, 0, (255, 255, 255))
        #expect(p.count == 5)
        try expectMatchesReference(try PDFFixtures.render(image, scale: 2), named: "pdf-cairo-logo-2x")
    }

    /// A sampled (Type 0) function, grey 0 → 1 → 0 in three 8-bit samples,
    /// and a Type 2 function with N = 2: each sampled at 17 stops (16
    /// pieces over the domain).
    @Test func sampledAndCurvedFunctionsBecomeSampledStops() throws {
        let sampled = PDFFixtures.document("/S0 sh", resources: "<< /Shading << /S0 5 0 R >> >>", extra: [
            5: "<< /ShadingType 2 /ColorSpace /DeviceGray /Coords [0 0 100 0] /Function 6 0 R >>",
            6: "<< /FunctionType 0 /Domain [0 1] /Range [0 1] /Size [3] /BitsPerSample 8 /Length 3 >>\nstream\nXYZ\nendstream",
        ])
        // The samples 0x00 0xFF 0x00 in place of the placeholder XYZ.
        var bytes = sampled
        let at = try #require((0..<bytes.count - 2).first { bytes[$0] == 0x58 && bytes[$0 + 1] == 0x59 && bytes[$0 + 2] == 0x5A })
        bytes.replaceSubrange(at..<(at + 3), with: [0x00, 0xFF, 0x00])
        let image = try VectorImage(pdf: bytes)
        try #require(image.shapes.count == 1)
        guard case .linearGradient(let g, _, _) = image.shapes[0].paint else {
            Issue.record("paint: \(image.shapes[0].paint)")
            return
        }
        try #require(g.stops.count == 17)
        // Offset 0.25: halfway between samples 0 and 1, grey 0.5; 0.5: white.
        #expect(g.stops[4].offset == 0.25 && abs(g.stops[4].color.red - 0.5) < 1e-9)
        #expect(g.stops[8].offset == 0.5 && g.stops[8].color.red == 1)

        let curved = try VectorImage(pdf: PDFFixtures.document("/S0 sh", resources: "<< /Shading << /S0 5 0 R >> >>", extra: [
            5: "<< /ShadingType 2 /ColorSpace /DeviceGray /Coords [0 0 100 0] /Function << /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [1] /N 2 >> >>",
        ]))
        guard case .linearGradient(let c, _, _) = curved.shapes.first?.paint else {
            Issue.record("paint: \(String(describing: curved.shapes.first?.paint))")
            return
        }
        // x² at 0.5 is 0.25; 17 stops.
        #expect(c.stops.count == 17 && c.stops[8].offset == 0.5 && abs(c.stops[8].color.red - 0.25) < 1e-9)
    }

    /// /Extend [false false]: an axial `sh` paints only between its ends,
    /// a radial one from a point only inside its circle.
    @Test func unextendedShadingsStopAtTheirEnds() throws {
        let function = "/Function << /FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1 >> /Extend [false false]"
        let axial = try VectorImage(pdf: PDFFixtures.document("/S0 sh", resources: "<< /Shading << /S0 << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [20 0 80 0] \(function) >> >> >>"))
        try #require(axial.shapes.count == 1 && axial.shapes[0].clips.count == 1)
        var p = PixelChecks(try PDFFixtures.render(axial))
        // Between x = 20 and 80: at 50.5, t = 0.508: red 125.4, blue 129.6.
        p.expect(50, 25, (125, 0, 130))
        // At 21.5, t = 0.025: red 248.6, blue 6.4.
        p.expect(21, 25, (249, 0, 6))
        // Before and after the ends: nothing (padding would give red and blue).
        p.expect(10, 25, (255, 255, 255))
        p.expect(90, 25, (255, 255, 255))
        let radial = try VectorImage(pdf: PDFFixtures.document("/S0 sh", resources: "<< /Shading << /S0 << /ShadingType 3 /ColorSpace /DeviceRGB /Coords [50 25 0 50 25 10] \(function) >> >> >>"))
        var q = PixelChecks(try PDFFixtures.render(radial))
        // (50.5, 25.5) is 0.71 from the centre: t = 0.07, nearly red.
        q.expect(50, 25, (237, 0, 18), tolerance: 4)
        // (50.5, 40.5) is 15.5 away, past the circle of radius 10.
        q.expect(50, 40, (255, 255, 255))
        q.expect(50, 10, (255, 255, 255))
        #expect(p.count + q.count == 7)
    }

    @Test func cropBoxAndRotate() throws {
        // A 100×50 media box cropped to x 10…60, y 0…50, turned 90°
        // clockwise: a 50×50 image. The square at PDF x 10…20, y 40…50
        // (the crop's top left) goes to the top right.
        let doc = Array("""
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 100 50] /CropBox [10 0 60 50] /Rotate 90 /Contents 4 0 R >> endobj
            4 0 obj << /Length 21 >> stream
            10 40 10 10 re f
            endstream endobj
            """.utf8)
        let image = try VectorImage(pdf: doc)
        #expect(image.viewBox == Rect(x: 0, y: 0, width: 50, height: 50))
        try #require(image.shapes.count == 1)
        #expect(image.shapes[0].path.transformed(by: image.shapes[0].transform).boundingBox == Rect(x: 40, y: 0, width: 10, height: 10))
    }
}
