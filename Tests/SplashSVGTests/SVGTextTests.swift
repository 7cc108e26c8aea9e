import Testing
import SplashGeometry
import SplashSVG

/// `<text>` and `<tspan>` drawn as glyph outlines through SplashText, in
/// the font's own metrics: positions are checked against the anchor and
/// the runs' advances rather than exact glyph shapes, which belong to
/// whichever sans-serif face fontconfig picks.
@Suite("SVG text")
struct SVGTextTests {
    private func image(_ body: String) throws -> VectorImage {
        try VectorImage(svg: SVGTestDocuments.document(body))
    }

    private func box(_ shape: VectorShape) throws -> Rect {
        try #require(shape.path.transformed(by: shape.transform).boundingBox)
    }

    @Test func anchorsPlaceEachChunkAroundItsX() throws {
        // The same word three times at x = 50: start, middle, end. Glyph
        // ink lies inside the advance, less the side bearings (a few
        // hundredths of an em): so with a 20-unit font, start's ink begins
        // within 2 units right of 50, end's ends within 2 units left of it,
        // and middle's is centred on 50 within 2.
        let doc = try image("""
            <g font-family="sans-serif" font-size="20">
              <text x="50" y="20">HAMBURG</text>
              <text x="50" y="50" text-anchor="middle">HAMBURG</text>
              <text x="50" y="80" style="text-anchor: end">HAMBURG</text>
            </g>
            """)
        try #require(doc.shapes.count == 3)
        let start = try box(doc.shapes[0]), middle = try box(doc.shapes[1]), end = try box(doc.shapes[2])
        var checked = 0
        #expect(start.minX >= 50 && start.minX < 52, "\(start)"); checked += 1
        #expect(abs((middle.minX + middle.maxX) / 2 - 50) < 2, "\(middle)"); checked += 1
        #expect(end.maxX <= 50 && end.maxX > 48, "\(end)"); checked += 1
        // The same advance each time: the ink is as wide.
        #expect(abs(start.width - end.width) < 1e-6 && abs(start.width - middle.width) < 1e-6); checked += 1
        // Baseline at y: the capitals stand on it (its bottom at 20 within a
        // hundredth of an em's rounding), its cap height above (0.6–0.8 em).
        #expect(abs(start.maxY - 20) < 0.5 && start.minY > 20 - 0.8 * 20 && start.minY < 20 - 0.6 * 20, "\(start)"); checked += 1
        #expect(checked == 5)
        #expect(doc.warnings.isEmpty, "\(doc.warnings)")
    }

    @Test func tspansCarryTheirOwnFillStrokeAndOffsets() throws {
        let doc = try image("""
            <text x="10" y="40" font-family="sans-serif" font-size="16" fill="#c00">Hello
              <tspan fill="#00c" font-weight="bold" dy="10">World</tspan><tspan x="10" y="90" stroke="#000" fill="none">again</tspan>
            </text>
            """)
        // Hello (red fill), World (blue fill), again (black stroke only): 3 shapes.
        try #require(doc.shapes.count == 3)
        #expect(doc.shapes[0].solidColor == Color(red: 0.8, green: 0, blue: 0))
        #expect(doc.shapes[1].solidColor == Color(red: 0, green: 0, blue: 0.8))
        #expect(doc.shapes[2].stroke != nil && doc.shapes[2].solidColor == .black)
        let hello = try box(doc.shapes[0]), world = try box(doc.shapes[1]), again = try box(doc.shapes[2])
        // World follows Hello and a space (collapsed from the newline and
        // indent) on a baseline 10 lower: its bottom near 50.
        #expect(world.minX > hello.maxX + 2 && abs(world.maxY - 50) < 0.5, "\(hello) \(world)")
        // "again" starts a new chunk at x 10, baseline 90 (g descends below it).
        #expect(again.minX >= 10 && again.minX < 12 && again.maxY > 90, "\(again)")
    }

    @Test func textPathAndCharacterRotationsAreWarnedOf() throws {
        let doc = try image("""
            <path id="p" d="M0 50h100"/>
            <text font-size="10"><textPath href="#p">along</textPath></text>
            <text x="10 20 30" y="20" font-size="10" rotate="5">abc</text>
            """)
        #expect(doc.warnings.count == 2)
        #expect(doc.warnings.first?.hasPrefix("line 3: <textPath> is not drawn: text along a path is not supported") == true)
        #expect(doc.warnings.last?.hasPrefix("line 4: rotate=\"5\" on <text> turns characters one by one") == true)
    }

    /// `x="10 40 70"` puts A, B and C at 10, 40 and 70 (SVG 1.1 §10.5): the
    /// same ink as three texts of one letter there. `dy="0 5 5"` lowers B
    /// by 5 and C by 5 more: as a tspan around each with its own dy. A
    /// tspan's list wins over its text's for its own characters, the
    /// text's list goes on counting them: in `<text x="10 40 70">A<tspan
    /// x="55">B</tspan>C</text>` B is at 55 and C at 70.
    @Test func characterPositionsPlaceEachCharacter() throws {
        func boxes(_ body: String) throws -> [Rect] {
            let doc = try image("<g font-family=\"sans-serif\" font-size=\"20\">" + body + "</g>")
            #expect(doc.warnings.isEmpty, "\(doc.warnings)")
            return try doc.shapes.map(box)
        }
        func same(_ a: [Rect], _ b: [Rect]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0.minX - $1.minX) < 1e-6 && abs($0.minY - $1.minY) < 1e-6 && abs($0.maxX - $1.maxX) < 1e-6 && abs($0.maxY - $1.maxY) < 1e-6 }
        }
        var checked = 0
        let listed = try boxes(#"<text x="10 40 70" y="30">ABC</text>"#)
        let apart = try boxes(#"<text x="10" y="30">A</text><text x="40" y="30">B</text><text x="70" y="30">C</text>"#)
        #expect(listed.count == 3 && same(listed, apart), "\(listed) vs \(apart)"); checked += 1
        let lowered = try boxes(#"<text x="10" y="30" dy="0 5 5">ABC</text>"#)
        let spans = try boxes(#"<text x="10" y="30">A<tspan dy="5">B</tspan><tspan dy="5">C</tspan></text>"#)
        #expect(same(lowered, spans), "\(lowered) vs \(spans)"); checked += 1
        let nested = try boxes(#"<text x="10 40 70" y="30">A<tspan x="55">B</tspan>C</text>"#)
        let placed = try boxes(#"<text x="10" y="30">A</text><text x="55" y="30">B</text><text x="70" y="30">C</text>"#)
        #expect(same(nested, placed), "\(nested) vs \(placed)"); checked += 1
        #expect(checked == 3)
    }
}
