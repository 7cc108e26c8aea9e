import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashSVG
import SplashTestSupport

/// Reading SVG documents into vector shapes: what is drawn, in which
/// colour, where, and what is skipped without complaint.
@Suite("SVG documents", .eachKernelLevel)
struct SVGDocumentTests {
    private func image(_ body: String) throws -> VectorImage {
        try VectorImage(svg: SVGTestDocuments.document(body))
    }

    private func bounds(_ shape: VectorShape) throws -> Rect {
        try #require(shape.path.boundingBox)
    }

    private func expectClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a - b) <= tolerance, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    private func expectColor(_ c: Color, _ r: Double, _ g: Double, _ b: Double, _ a: Double,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (actual, expected) in [(c.red, r), (c.green, g), (c.blue, b), (c.alpha, a)] {
            expectClose(actual, expected, tolerance: 1e-9, sourceLocation: sourceLocation)
        }
    }

    @Test func logoHasItsFiveShapesInDocumentOrderWithTheirColours() throws {
        let logo = try SVGTestDocuments.logoImage
        #expect(logo.viewBox == Rect(x: 0, y: 0, width: 100, height: 100))
        try #require(logo.shapes.count == 5)
        let (tile, ring, highlight, sun, spark) = (logo.shapes[0], logo.shapes[1], logo.shapes[2], logo.shapes[3], logo.shapes[4])

        expectColor(tile.solidColor!, 0x1C / 255.0, 0x1C / 255.0, 0x1E / 255.0, 1)
        #expect(try bounds(tile) == Rect(x: 6, y: 6, width: 88, height: 88))
        #expect(tile.fillRule == .nonZero)

        expectColor(ring.solidColor!, 0x2C / 255.0, 0xA2 / 255.0, 0xF9 / 255.0, 1)
        #expect(ring.fillRule == .evenOdd)
        // A circle of radius 30 about (50, 50), whatever the rotation (cubic arcs: 0.03 % radius error).
        let ringBounds = try bounds(ring)
        for (value, expected) in [(ringBounds.minX, 20.0), (ringBounds.minY, 20), (ringBounds.maxX, 80), (ringBounds.maxY, 80)] {
            expectClose(value, expected, tolerance: 0.02)
        }

        // Inherits the group's transform but not its fill; fill-opacity folds into alpha.
        expectColor(highlight.solidColor!, 1, 1, 1, 0.5)
        // (0, −24) rotated −30° then moved by (50, 50): rotate applies first.
        let centre = try bounds(highlight)
        expectClose(centre.midX, 50 - 12, tolerance: 1e-9)
        expectClose(centre.midY, 50 - 24 * cos(Double.pi / 6), tolerance: 1e-9)

        expectColor(sun.solidColor!, 1, 214 / 255.0, 10 / 255.0, 1)
        #expect(try bounds(sun) == Rect(x: 41, y: 41, width: 18, height: 18))

        expectColor(spark.solidColor!, 1, 1, 1, 0.8)
        #expect(try bounds(spark) == Rect(x: 45, y: 8, width: 10, height: 10))
    }

    @Test func transformListsApplyRightmostFirst() throws {
        let doc = try image("""
            <rect width="1" height="1" transform="translate(10 0) scale(2)"/>
            <rect width="1" height="1" transform="scale(2),translate(10,0)"/>
            <g transform="translate(10 0)"><g transform="scale(2)"><rect width="1" height="1"/></g></g>
            <rect x="5" y="0" width="1" height="1" transform="rotate(90 5 5)"/>
            <rect width="1" height="1" transform="matrix(1 0 0 1 7 8) skewX(45)"/>
            <rect width="1" height="1" transform="skewY(45)"/>
            """)
        try #require(doc.shapes.count == 6)
        #expect(try bounds(doc.shapes[0]) == Rect(x: 10, y: 0, width: 2, height: 2))
        #expect(try bounds(doc.shapes[1]) == Rect(x: 20, y: 0, width: 2, height: 2))
        #expect(try bounds(doc.shapes[2]) == Rect(x: 10, y: 0, width: 2, height: 2))
        // (5..6, 0..1) turned 90° clockwise on screen about (5, 5) lands at x 9..10, y 5..6.
        let turned = try bounds(doc.shapes[3])
        for (value, expected) in [(turned.minX, 9.0), (turned.maxX, 10), (turned.minY, 5), (turned.maxY, 6)] {
            expectClose(value, expected, tolerance: 1e-9)
        }
        let skewed = try bounds(doc.shapes[4])
        expectClose(skewed.minX, 7); expectClose(skewed.maxX, 9); expectClose(skewed.minY, 8); expectClose(skewed.maxY, 9)
        let skewedY = try bounds(doc.shapes[5])
        expectClose(skewedY.minY, 0); expectClose(skewedY.maxY, 2); expectClose(skewedY.maxX, 1)
    }

    @Test func entitiesCommentsCDATAAndEditorMarkupAreReadOrSkipped() throws {
        let doc = try VectorImage(svg: Array("""
            \u{FEFF}<?xml version="1.0"?>
            <!DOCTYPE svg [ <!ENTITY ns_svg "http://www.w3.org/2000/svg"> <!ENTITY gt2 '>>'> ]>
            <svg xmlns="&ns_svg;" xmlns:i="&ns_ai;" viewBox='0 0 10 10'>
              <!-- <text>commented out</text> -->
              <title>a &lt; b &amp;&amp; c</title>
              <desc><![CDATA[ <text> & <image> are not drawn here ]]></desc>
              <inkscape:perspective id="p"><inkscape:anything/></inkscape:perspective>
              <rect width="1" height="1" fill="&#x23;ff0000" id='say "hi" &apos;there&apos;' sodipodi:type="rect"/>
              <rect width="1" height="1" fill='&#35;00F'></rect>
              <svg:rect width="1" height="1" fill="lime"/>
            </svg>
            <!-- trailing comment -->
            """.utf8))
        #expect(doc.viewBox == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(doc.shapes.map(\.solidColor) == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                                           Color(red: 0, green: 1, blue: 0)])
    }

    @Test func fillsInheritAndGroupOpacitiesAreScopes() throws {
        let doc = try image("""
            <g fill="teal" opacity="0.5" fill-rule="evenodd">
              <g style="opacity: 50%">
                <rect width="1" height="1" fill-opacity=".5"/>
                <rect width="1" height="1" fill="red" style="fill:#00f !important; fill-opacity: 1"/>
                <rect width="1" height="1" fill="none"/>
                <rect width="1" height="1" fill="rgba(0, 0, 0, 0)"/>
                <rect width="1" height="1" fill-rule="nonzero" fill="#abc"/>
              </g>
            </g>
            <rect width="1" height="1"/>
            <rect width="1" height="1" fill="#11223380"/>
            <rect width="1" height="1" fill="rgb(100%, 50%, 0%)"/>
            <rect width="1" height="1" fill="currentColor"/>
            """)
        try #require(doc.shapes.count == 7)
        // Group opacity is a scope per group (composited once, then faded),
        // not folded into the alphas; fill-opacity is.
        expectColor(doc.shapes[0].solidColor!, 0, 128 / 255.0, 128 / 255.0, 0.5)
        #expect(doc.shapes[0].fillRule == .evenOdd)
        expectColor(doc.shapes[1].solidColor!, 0, 0, 1, 1)   // style beats the attribute
        expectColor(doc.shapes[2].solidColor!, 0xAA / 255.0, 0xBB / 255.0, 0xCC / 255.0, 1)
        #expect(doc.shapes[2].fillRule == .nonZero)
        #expect(doc.shapes[..<3].allSatisfy { $0.scopes == [.opacity(id: 1, 0.5), .opacity(id: 2, 0.5)] })
        #expect(doc.shapes[3...].allSatisfy { $0.scopes.isEmpty })
        expectColor(doc.shapes[3].solidColor!, 0, 0, 0, 1)       // the initial fill is black
        expectColor(doc.shapes[4].solidColor!, 0x11 / 255.0, 0x22 / 255.0, 0x33 / 255.0, 0x80 / 255.0)
        expectColor(doc.shapes[5].solidColor!, 1, 0.5, 0, 1)
        expectColor(doc.shapes[6].solidColor!, 0, 0, 0, 1)
    }

    @Test func shapeGeometryFollowsTheSVGRules() throws {
        let doc = try image("""
            <rect x="10" y="10" width="20" height="10" rx="15"/>
            <rect width="0" height="10"/>
            <circle r="0"/>
            <polyline points="0,0 10,0 10 10"/>
            <line x1="0" y1="0" x2="10" y2="10"/>
            <ellipse cx="5" cy="5" rx="4" ry="2"/>
            <path d=""/>
            """)
        try #require(doc.shapes.count == 3)
        // rx alone sets ry too; both clamp to half the side: a 20 × 10 stadium.
        let stadium = doc.shapes[0].path
        #expect(stadium.boundingBox == Rect(x: 10, y: 10, width: 20, height: 10))
        #expect(!stadium.elements.contains(.line(to: Point(x: 15, y: 10))), "rx is clamped to 10, so no straight top edge remains")
        // A polyline's outline stays open (a stroke of it has two ends); the filler closes it.
        #expect(doc.shapes[1].path.elements.last == .line(to: Point(x: 10, y: 10)))
        #expect(doc.shapes[2].path.boundingBox == Rect(x: 1, y: 3, width: 8, height: 4))
    }

    @Test func hiddenContentAndDefinitionsAreNotDrawn() throws {
        let doc = try image("""
            <defs><g><path d="M0 0h5v5z"/></g></defs>
            <g display="none"><text>hidden layer</text><rect width="9" height="9" stroke="red"/></g>
            <rect width="9" height="9" style="display:none"/>
            <g visibility="hidden"><rect width="9" height="9"/><rect width="2" height="2" visibility="visible"/></g>
            """)
        #expect(doc.shapes.map(\.path.boundingBox) == [Rect(x: 0, y: 0, width: 2, height: 2)])
    }

    @Test func strokeNoneAndZeroWidthStrokesAreNotStrokes() throws {
        let doc = try image("""
            <g stroke="#000" stroke-width="0"><rect width="1" height="1"/></g>
            <rect width="1" height="1" stroke="none" stroke-width="3"/>
            <rect width="1" height="1" style="stroke:red;stroke-opacity:0"/>
            """)
        #expect(doc.shapes.count == 3)
    }

    @Test func viewBoxFallsBackToSizeThenToContentBounds() throws {
        let sized = try VectorImage(svg: Array(#"<svg width="24pt" height="48px"><rect width="1" height="1"/></svg>"#.utf8))
        #expect(sized.viewBox == Rect(x: 0, y: 0, width: 32, height: 48))
        let unsized = try VectorImage(svg: Array(#"<svg width="100%"><circle cx="10" cy="20" r="5"/><rect x="30" y="12" width="2" height="2"/></svg>"#.utf8))
        #expect(unsized.viewBox == Rect(x: 5, y: 12, width: 27, height: 13))
        let empty = try VectorImage(svg: Array("<svg/>".utf8))
        #expect(empty.viewBox == .zero && empty.shapes.isEmpty)
    }
}
