import Testing
import SplashGeometry
import SplashSVG

/// `<image>` with a `data:` URI: the bytes and size carried for the
/// renderer to decode, placed by `preserveAspectRatio`; anything else that
/// would make the reader fetch a file is refused.
@Suite("SVG embedded images")
struct SVGEmbeddedImageTests {
    /// A 2 × 1 PNG (a red pixel, a blue one), 71 bytes.
    static let png = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII="

    private func image(_ body: String) throws -> VectorImage {
        try VectorImage(svg: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 100 100\">\(body)</svg>".utf8))
    }

    private func message(_ body: String) -> String? {
        do {
            _ = try image(body)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aPNGIsCarriedWithItsSizeAndFittedIntoItsRectangle() throws {
        let doc = try image("""
            <image x="10" y="10" width="80" height="80" xlink:href="data:image/png;base64,\(Self.png)"/>
            <image x="0" y="0" width="40" height="40" preserveAspectRatio="xMinYMin slice" href="data:image/png;base64,\(Self.png)"
                   opacity="0.5" transform="translate(50 0)"/>
            """)
        try #require(doc.shapes.count == 2)
        #expect(doc.embeddedImages.map(\.index) == [0, 1])
        let first = doc.embeddedImages[0]
        #expect(first.format == .png && first.pixelWidth == 2 && first.pixelHeight == 1 && first.bytes.count == 71)
        // meet: 2:1 in 80 × 80 → 80 × 40, centred: y 10 + 20 = 30.
        guard case .image(_, let rect, let opacity) = doc.shapes[0].paint else {
            Issue.record("paint: \(doc.shapes[0].paint)")
            return
        }
        #expect(rect == Rect(x: 10, y: 30, width: 80, height: 40) && opacity == 1)
        #expect(doc.shapes[0].path.boundingBox == rect)
        // slice at xMin: 2:1 covering 40 × 40 → 80 × 40 from x 0, cut to
        // the 40 × 40 rectangle; the element's transform is kept apart.
        guard case .image(_, let sliced, let faded) = doc.shapes[1].paint else {
            Issue.record("paint: \(doc.shapes[1].paint)")
            return
        }
        #expect(sliced == Rect(x: 0, y: 0, width: 80, height: 40) && faded == 0.5)
        #expect(doc.shapes[1].path.boundingBox == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(doc.shapes[1].transform == AffineTransform(translationX: 50, y: 0))
    }

    @Test func aMissingWidthOrHeightIsThePicturesOwn() throws {
        // No size: 2 × 1 user units; a width alone keeps the ratio: 30 × 15.
        let doc = try image("""
            <image href="data:image/png;base64,\(Self.png)"/>
            <image y="50" width="30" href="data:image/png;base64,\(Self.png)"/>
            """)
        #expect(doc.shapes.map(\.path.boundingBox) == [Rect(x: 0, y: 0, width: 2, height: 1), Rect(x: 0, y: 50, width: 30, height: 15)])
    }

    @Test func aJPEGsSizeComesFromItsFrameHeader() throws {
        // SOI, an APP0 segment of 16 bytes, then SOF0: precision 8, height
        // 0x0020 = 32, width 0x0040 = 64 (the pixels are decoded later, by
        // the renderer; the reader needs only the size).
        let bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x40, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        let doc = try image("<image width=\"64\" height=\"32\" href=\"data:image/jpeg;base64,\(base64(bytes))\"/>")
        let jpeg = try #require(doc.embeddedImages.first)
        #expect(jpeg.format == .jpeg && jpeg.pixelWidth == 64 && jpeg.pixelHeight == 32 && jpeg.bytes == bytes)
    }

    @Test func malformedImagesAreRefusedWithTheReason() {
        let cases: [(String, String)] = [
            (#"<image width="1" height="1" href="data:image/png,%89PNG"/>"#, "data:image/png;base64,… or data:image/jpeg;base64,…"),
            (#"<image width="1" height="1" href="data:image/gif;base64,R0lGOD=="/>"#, "data:image/png;base64,…"),
            (#"<image width="1" height="1" href="data:image/png;base64,not*base64"/>"#, "base64 data"),
            ("<image width=\"1\" height=\"1\" href=\"data:image/jpeg;base64,\(Self.png)\"/>", "holding that format"),
            ("<mask id=\"m\"><image width=\"1\" height=\"1\" href=\"data:image/png;base64,\(Self.png)\"/></mask><rect width=\"1\" height=\"1\" mask=\"url(#m)\"/>",
             "image inside a mask"),
            (String(repeating: "<image width=\"1\" height=\"1\" href=\"data:image/png;base64,\(Self.png)\"/>", count: 17),
             "at most 16 images in a document"),
        ]
        var checked = 0
        for (body, expected) in cases {
            let text = message(body)
            #expect(text?.contains(expected) == true, "\(body.prefix(60)): \(text ?? "accepted")")
            checked += 1
        }
        #expect(checked == 6)
    }

    private func base64(_ bytes: [UInt8]) -> String {
        let table = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var out = ""
        var i = 0
        while i < bytes.count {
            let b0 = Int(bytes[i]), b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0, b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
            out.append(table[b0 >> 2])
            out.append(table[(b0 & 3) << 4 | b1 >> 4])
            out.append(i + 1 < bytes.count ? table[(b1 & 15) << 2 | b2 >> 6] : "=")
            out.append(i + 2 < bytes.count ? table[b2 & 63] : "=")
            i += 3
        }
        return out
    }
}
