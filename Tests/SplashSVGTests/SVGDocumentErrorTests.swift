import Testing
import SplashRaster
import SplashSVG
import SplashTestSupport
import SplashGeometry

/// Documents the reader refuses, and that each refusal says what and where.
@Suite("SVG document errors", .eachKernelLevel)
struct SVGDocumentErrorTests {
    private func error(_ bytes: [UInt8], maxElements: Int = 10_000, maxDepth: Int = 32,
                       sourceLocation: SourceLocation = #_sourceLocation) -> SVGDocumentError? {
        #expect(throws: SVGDocumentError.self, sourceLocation: sourceLocation) {
            try VectorImage(svg: bytes, maxElements: maxElements, maxDepth: maxDepth)
        }
    }

    private func error(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) -> SVGDocumentError? {
        error(SVGTestDocuments.document(body), sourceLocation: sourceLocation)
    }

    @Test func contentWithoutWhichThePictureWouldBeAnotherIsRefused() throws {
        // A mask inside a mask's content, and an <image> in a file: 3 checks.
        let nested = "<mask id=\"a\"><rect width=\"1\" height=\"1\" mask=\"url(#b)\"/></mask>"
        #expect(error(nested)?.reason == .unsupportedAttribute(name: "mask", value: "url(#b)", element: "rect"))
        let root = try #require(error(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" transform=\"scale(2)\"/>".utf8)))
        #expect(root.reason == .unsupportedAttribute(name: "transform", value: "scale(2)", element: "svg"))
        #expect(error("<g style=\"transform: rotate(5deg)\"/>") != nil)
    }

    @Test func badNumberNamesAttributeElementAndLine() throws {
        let e = try #require(error("<rect width=\"10\" height=\"10\"/>\n<circle cx=\"5\" cy=\"5\" r=\"1o\"/>"))
        #expect(e.reason == .badNumber(attribute: "r", element: "circle", value: "1o"))
        #expect(e.description == "bad number in attribute r of <circle> (line 3): \"1o\"")
        #expect(error("<polygon points=\"1,2 3,x\"/>")?.reason == .badNumber(attribute: "points", element: "polygon", value: "1,2 3,x"))
        #expect(error("<rect width=\"1e999\" height=\"1\"/>")?.reason == .badNumber(attribute: "width", element: "rect", value: "1e999"))
        #expect(error("<rect width=\"1\" height=\"1\" fill-opacity=\"half\"/>")?.reason
                == .badNumber(attribute: "fill-opacity", element: "rect", value: "half"))
    }

    @Test func badValuesSayWhatIsExpected() throws {
        let colour = try #require(error("<rect width=\"1\" height=\"1\" fill=\"orange\"/>"))
        #expect(colour.description.hasPrefix("bad value \"orange\" in attribute fill of <rect> (line 2); expected #rgb, #rrggbb"))
        #expect(error("<circle r=\"-2\"/>")?.description.contains("expected a length of 0 or more") == true)
        #expect(error("<g transform=\"rotate(1 2)\"/>")?.description.contains("in attribute transform of <g>") == true)
        #expect(error("<g fill-rule=\"odd\"/>")?.description.contains("expected nonzero or evenodd") == true)
        #expect(error("<polygon points=\"1 2 3\"/>")?.description.contains("even count") == true)
        // A percentage with no viewBox or root size to be a percentage of.
        #expect(error(Array("<svg><rect x=\"10%\" width=\"1\" height=\"1\"/></svg>".utf8))?.description
                    .contains("a percentage needs the root's viewBox or width and height") == true)
        let path = try #require(error("<path d=\"M0 0 L 5\"/>"))
        #expect(path.description.hasPrefix("bad path data in attribute d of <path> (line 2): invalid SVG path data at offset"))
        let viewBox = try #require(error(Array("<svg viewBox=\"0 0 -1 10\"/>".utf8)))
        #expect(viewBox.description.contains("attribute viewBox of <svg> (line 1)"))
    }

    @Test func unsupportedDefinitionsAreRefused() throws {
        // A paint that is no reference: 1 check.
        #expect(error("<path d=\"M0 0h9\" stroke=\"url(x)\"/>")?.description.contains("url(#id) of a linearGradient") == true)
        // Outside the subset, named: 5 checks.
        #expect(error("<g style=\"transform: rotate(5deg)\"/>") != nil)
        #expect(error("<clipPath id=\"c\" clipPathUnits=\"box\"/>")?.description
                    .contains("expected userSpaceOnUse or objectBoundingBox") == true)
        let spread = "<linearGradient id=\"g\" spreadMethod=\"mirror\"><stop/><stop offset=\"1\"/></linearGradient>"
            + "<rect width=\"1\" height=\"1\" fill=\"url(#g)\"/>"
        #expect(error(spread)?.description.contains("expected pad, reflect or repeat") == true)
        let units = "<radialGradient id=\"g\" gradientUnits=\"page\"><stop/><stop offset=\"1\"/></radialGradient>"
            + "<rect width=\"1\" height=\"1\" fill=\"url(#g)\"/>"
        #expect(error(units)?.description.contains("expected objectBoundingBox or userSpaceOnUse") == true)
        #expect(error("<path d=\"M0 0h9\" stroke=\"#000\" stroke-linecap=\"pointy\"/>")?.description
                    .contains("expected butt, round or square") == true)
    }

    @Test func usesOfThemselvesAreRefused() throws {
        // 2 checks (a use of nothing is drawn as nothing and warned of:
        // `SVGMissingReferenceTests`).
        let loop = try #require(error("<g id=\"a\">\n<use href=\"#a\"/></g>"))
        #expect(loop.line == 3 && loop.description.contains("the reference is circular"))
    }

    @Test func usesThatMultiplyAreRefusedAtTheElementLimit() throws {
        // Each level uses the one below ten times: 10⁶ rectangles from 60 elements.
        var body = "<defs><rect id=\"l0\" width=\"1\" height=\"1\"/>"
        for level in 1...6 {
            body += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        body += "</defs><use href=\"#l6\"/>"
        #expect(error(body)?.reason == .tooManyElements(limit: 10_000))
    }

    @Test func notSVG() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        let binary = try #require(error(png))
        #expect(binary.reason == .notSVG(rootElement: nil))
        #expect(binary.description.hasPrefix("not an SVG document"))
        let html = try #require(error(Array("<!DOCTYPE html>\n<html><body/></html>".utf8)))
        #expect(html.reason == .notSVG(rootElement: "html"))
        #expect(html.description == "not an SVG document: the root element is <html> (line 2), not <svg>")
        #expect(error(Array("<?xml version=\"1.0\"?><!-- nothing -->".utf8))?.reason == .notSVG(rootElement: nil))
        #expect(error([])?.reason == .notSVG(rootElement: nil))
    }

    @Test func malformedXMLSaysWhatIsWrongAndWhere() throws {
        let mismatched = try #require(error("<g>\n<rect width=\"1\" height=\"1\">\n</g>"))
        #expect(mismatched.description == "malformed XML (line 4): </g> closes <rect>, opened on line 3")
        #expect(error(Array("<svg><g>".utf8))?.description.contains("<g> opened on line 1 is never closed") == true)
        #expect(error("<!-- not closed")?.description.contains("comment is never closed") == true)
        #expect(error("<rect width=1/>")?.description.contains("must be in quotes") == true)
        #expect(error("<rect width=\"1\" width=\"2\"/>")?.description.contains("appears twice") == true)
        #expect(error("<rect fill=\"a<b\"/>") != nil)
        #expect(error("<rect fill=\"&ns_fill;\"/>")?.description.contains("unknown entity &ns_fill; in attribute fill of <rect>") == true)
        #expect(error(Array("<svg/><svg/>".utf8))?.description.contains("after the end of the root") == true)
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        // The root plus 39 groups: 40 levels.
        let deep = "<svg>" + String(repeating: "<g>", count: 39) + "<rect width=\"1\" height=\"1\"/>"
            + String(repeating: "</g>", count: 39) + "</svg>"
        let e = try #require(error(Array(deep.utf8)))
        #expect(e.reason == .tooDeep(limit: 32))
        #expect(e.description.hasPrefix("nesting deeper than 32 levels"))
        // The same document is fine under a higher limit, so the depth is what was refused.
        #expect(try VectorImage(svg: Array(deep.utf8), maxDepth: 64).shapes.count == 1)
    }

    @Test func moreElementsThanTheLimitIsRefusedWhileReading() throws {
        let rects = (0..<20_000).map { _ in "<rect width=\"1\" height=\"1\"/>" }.joined(separator: "\n")
        let e = try #require(error(SVGTestDocuments.document(rects)))
        #expect(e.reason == .tooManyElements(limit: 10_000))
        #expect(e.description.hasPrefix("more than 10000 elements"))
        // Element 10 001 (the root is the first) is on line 10 001: reading stopped there.
        #expect(e.line == 10_001)
    }

    @Test func documentsOverFourMebibytesAreRefusedBeforeReading() throws {
        // Valid markup up to the limit and one byte over: the size alone is the reason.
        let padding = [UInt8](repeating: UInt8(ascii: " "), count: VectorImage.maximumByteCount)
        let bytes = Array("<svg/>".utf8) + padding.dropLast(5)
        let e = try #require(error(bytes))
        #expect(e.reason == .tooLarge(byteCount: 4 * 1024 * 1024 + 1, limit: 4 * 1024 * 1024))
        #expect(e.description.hasPrefix("SVG document too large: 4194305 bytes; the limit is 4194304 bytes (4 MiB)"))
        #expect(try VectorImage(svg: Array(bytes.dropLast())).shapes.isEmpty)
    }

    /// Every prefix of the logo, and the logo with single bytes replaced by
    /// markup characters, either reads or throws: nothing traps on an index
    /// or a bad number (a deterministic stand-in for fuzzing).
    @Test func truncatedAndMutatedDocumentsNeverTrap() {
        let logo = Array(SVGTestDocuments.logo.utf8)
        var thrown = 0
        for length in stride(from: 0, through: logo.count, by: 3) {
            do { _ = try VectorImage(svg: Array(logo[..<length])) } catch { thrown += 1 }
        }
        #expect(thrown > 0)
        var state: UInt64 = 0x5EED
        let replacements = Array("<>/=\"'&;#!?-[]: \n0e.".utf8)
        for _ in 0..<2_000 {
            var bytes = logo
            for _ in 0..<3 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let position = Int(state >> 33) % bytes.count
                bytes[position] = replacements[Int(state >> 20) % replacements.count]
            }
            _ = try? VectorImage(svg: bytes)
        }
    }
}
