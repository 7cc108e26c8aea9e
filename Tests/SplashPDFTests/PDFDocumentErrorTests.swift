import Testing
import SplashPDF
import SplashSVG
import SplashGeometry

/// Broken and hostile files: each is refused with a message naming what
/// and where, never a trap or a runaway.
@Suite("PDF errors")
struct PDFDocumentErrorTests {
    private func message(_ bytes: [UInt8], limits: PDFLimits = PDFLimits()) -> String? {
        do {
            _ = try VectorImage(pdf: bytes, limits: limits)
            return nil
        } catch let error as PDFDocumentError {
            return error.message
        } catch {
            return "not a PDFDocumentError: \(error)"
        }
    }

    private func expectMessage(_ bytes: [UInt8], contains parts: [String], limits: PDFLimits = PDFLimits(),
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let m = message(bytes, limits: limits)
        #expect(m != nil && parts.allSatisfy { m!.contains($0) }, "message: \(m ?? "(none: it was read)")", sourceLocation: sourceLocation)
    }

    @Test func notAPDF() {
        expectMessage(Array("<svg/>".utf8), contains: ["not a PDF"])
    }

    @Test func truncatedInsideTheContentStream() throws {
        let whole = try PDFFixtures.bytes("red-rect.pdf")
        // Cut 5 bytes into the stream's data (which starts after "stream\n").
        let streamStart = try #require(String(decoding: whole, as: UTF8.self).range(of: "stream\n")).upperBound.utf16Offset(in: String(decoding: whole, as: UTF8.self))
        expectMessage(Array(whole.prefix(streamStart + 5)), contains: ["object 4", "passes the end of the file"])
    }

    @Test func hugeLength() {
        let doc = PDFFixtures.document("0 0 1 1 re f").map { $0 }
        let text = String(decoding: doc, as: UTF8.self).replacingOccurrences(of: "/Length 12", with: "/Length 9999999999")
        expectMessage(Array(text.utf8), contains: ["object 4", "/Length 9999999999 passes the end of the file"])
    }

    @Test func wrongLengthRecoversAtEndstream() throws {
        // A /Length 3 short of the data: the stream runs to `endstream`.
        let text = String(decoding: PDFFixtures.document("0 0 10 10 re f"), as: UTF8.self).replacingOccurrences(of: "/Length 14", with: "/Length 11")
        let image = try VectorImage(pdf: Array(text.utf8))
        #expect(image.shapes.count == 1)
    }

    @Test func inflateBomb() throws {
        expectMessage(try PDFFixtures.bytes("inflate-bomb.pdf"), contains: ["object 4", "inflates"])
    }

    @Test func deepSaveNesting() {
        expectMessage(PDFFixtures.document(String(repeating: "q ", count: 200)), contains: ["byte 256", "'q'", "q nests deeper than 128"])
    }

    @Test func cyclicReferences() {
        // /Length 5 0 R → 6 0 R → 5 0 R …
        let doc = PDFFixtures.document("0 0 1 1 re f")
        let text = String(decoding: doc, as: UTF8.self).replacingOccurrences(of: "/Length 12", with: "/Length 5 0 R")
            .replacingOccurrences(of: "%%EOF", with: "5 0 obj 6 0 R endobj 6 0 obj 5 0 R endobj\n%%EOF")
        expectMessage(Array(text.utf8), contains: ["references chain more than 32 deep"])
    }

    @Test func pageTreeCycleFallsBackToThePageObject() throws {
        // /Kids points back at /Pages itself: the first /Type /Page is used.
        let text = String(decoding: PDFFixtures.document("0 0 1 1 re f"), as: UTF8.self)
            .replacingOccurrences(of: "/Kids [3 0 R]", with: "/Kids [2 0 R]")
        #expect(try VectorImage(pdf: Array(text.utf8)).shapes.count == 1)
    }

    @Test func formThatDrawsItself() {
        let doc = PDFFixtures.document("/X Do", resources: "<< /XObject << /X 5 0 R >> >>",
                                       extra: [5: "<< /Subtype /Form /Resources << /XObject << /X 5 0 R >> >> /Length 4 >>\nstream\n/X Do\nendstream"])
        expectMessage(doc, contains: ["form XObject /X (object 5)", "nest deeper than 16"])
    }

    @Test func textAndPicturesAreRefused() {
        expectMessage(PDFFixtures.document("BT /F1 12 Tf 10 10 Td (Logo) Tj ET"), contains: ["'Tj'", "text", "outlines"])
        expectMessage(PDFFixtures.document("/Im0 Do", resources: "<< /XObject << /Im0 5 0 R >> >>",
                                           extra: [5: "<< /Subtype /Image /Width 1 /Height 1 /Length 3 >>\nstream\nabc\nendstream"]),
                      contains: ["/Im0 (object 5) is a picture"])
        expectMessage(PDFFixtures.document("BI /W 1 /H 1 ID x EI"), contains: ["'BI'", "inline picture"])
        // Invisible text (rendering mode 3, as OCR layers) draws nothing and is accepted.
        #expect(message(PDFFixtures.document("BT 3 Tr (hidden) Tj ET 0 0 1 1 re f")) == nil)
    }

    @Test func unsupportedPaintsAreNamed() {
        expectMessage(PDFFixtures.document("/Pattern cs /P0 scn 0 0 1 1 re f", resources: "<< /Pattern << /P0 5 0 R >> >>",
                                           extra: [5: "<< /PatternType 1 /PaintType 1 /Length 0 >>\nstream\n\nendstream"]),
                      contains: ["'scn'", "/P0 is a tiling pattern"])
        expectMessage(PDFFixtures.document("/S0 sh", resources: "<< /Shading << /S0 << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 1 0] /Function << /FunctionType 4 >> >> >> >>"),
                      contains: ["'sh'", "the shading /S0", "Type 4"])
        expectMessage(PDFFixtures.document("/S0 sh", resources: "<< /Shading << /S0 << /ShadingType 4 /ColorSpace /DeviceRGB >> >> >>"),
                      contains: ["shading type 4 is not drawn"])
        expectMessage(PDFFixtures.document("/CS0 cs 1 sc", resources: "<< /ColorSpace << /CS0 [/Separation /Gold /DeviceCMYK 5 0 R] >> >>"),
                      contains: ["'cs'", "/Separation is not drawn"])
    }

    @Test func limits() {
        var small = PDFLimits()
        small.maxOperators = 10
        expectMessage(PDFFixtures.document(String(repeating: "0 0 1 1 re ", count: 11)), contains: ["more than 10 operators"], limits: small)
        small = PDFLimits()
        small.maxFileBytes = 100
        expectMessage(PDFFixtures.document("0 0 1 1 re f"), contains: ["at most 100"], limits: small)
        small = PDFLimits()
        small.maxPathPoints = 8
        expectMessage(PDFFixtures.document("0 0 1 1 re 2 2 1 1 re f"), contains: ["more than 8 points"], limits: small)
        expectMessage(PDFFixtures.document("0 0 1 re f"), contains: ["'re'", "takes 4 numbers"])
        expectMessage(PDFFixtures.document("0 0 1 1 re zz"), contains: ["'zz'", "not a PDF content operator"])
    }
}
