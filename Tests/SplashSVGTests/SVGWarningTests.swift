import Testing
import SplashGeometry
import SplashSVG

/// What a document asks for that is not drawn: the picture is drawn
/// without it, and a warning names it and its line. Bodies start on line 2.
@Suite("SVG warnings")
struct SVGWarningTests {
    private func image(_ body: String) throws -> VectorImage {
        try VectorImage(svg: SVGTestDocuments.document(body))
    }

    @Test func elementsOutsideTheSubsetAreWarnedOfAndTheRestDrawn() throws {
        let doc = try image("""
            <rect width="10" height="10" fill="#f00"><animate attributeName="x" to="50" dur="1s"/></rect>
            <foreignObject width="10" height="10"><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>
            <blink/>
            <g filter="url(#shadow)"><rect y="20" width="10" height="10"/></g>
            <defs><filter id="shadow"><feTurbulence baseFrequency="0.05"/></filter><pattern id="p"/></defs>
            <image width="1" height="1" href="logo.png"/>
            """)
        // The two rectangles are drawn, the second unfiltered (turbulence
        // is not drawn): 2 shapes; 5 warnings
        // (the pattern and filter definitions, never drawn where they
        // stand, are not warned of).
        #expect(doc.shapes.count == 2)
        #expect(doc.warnings.count == 5)
        let expected = [
            "line 2: <animate> is an animation (SMIL), which is not played",
            "line 3: <foreignObject> (HTML inside the SVG) is not drawn",
            "line 4: <blink> is not drawn: it is outside what splashvid reads",
            "line 5: the filter #shadow on <g> uses <feTurbulence> on line 6, which is not drawn (drop shadows and Gaussian blurs are): the element is drawn unfiltered",
            "line 7: <image href=\"logo.png\"> is not drawn: a picture in a file or on the network is not read",
        ]
        for (warning, prefix) in zip(doc.warnings, expected) {
            #expect(warning.hasPrefix(prefix), "\(warning)")
        }
    }

    @Test func aPatternPaintIsLeftEmptyAndWarnedOf() throws {
        // Figma's image fill: a rect filled with a <pattern> of an <image>.
        let doc = try image("""
            <rect width="10" height="10" fill="url(#pattern0_414_7051)"/>
            <rect width="5" height="5" fill="#00f"/>
            <defs><pattern id="pattern0_414_7051" patternContentUnits="objectBoundingBox" width="1" height="1"/></defs>
            """)
        // The blue square alone is drawn: 1 shape, 1 warning.
        #expect(doc.shapes.map(\.solidColor) == [Color(red: 0, green: 0, blue: 1)])
        #expect(doc.warnings == ["line 2: fill=\"url(#pattern0_414_7051)\" on <rect> refers to a <pattern>, which is not drawn: the fill is left empty"])
    }

    @Test func cssAnimationsAndAtRulesAreSkippedAndTheStaticPictureDrawn() throws {
        // An animated loading logo: @keyframes with nested blocks, an
        // animation property, @media and @supports around rules, an
        // attribute selector; the static rule still applies.
        let doc = try image("""
            <style>
              @import url("brand.css");
              @keyframes spin { from { transform: rotate(0deg) } to { transform: rotate(360deg) } }
              .dot { fill: #0a84ff; animation: spin 1s linear infinite; }
              @media (prefers-color-scheme: dark) { .dot { fill: #fff } }
              @supports (display: grid) { .dot { fill: #000 } }
              @font-face { font-family: Brand; src: url(brand.woff2) }
              [data-state="on"] { fill: #f00 }
              rect:hover, .dot { opacity: 1 }
            </style>
            <circle class="dot" cx="5" cy="5" r="5"/>
            """)
        // #0a84ff: the rule outside the at-rules; 1 shape.
        #expect(doc.shapes.map(\.solidColor) == [Color(red: 10.0 / 255, green: 132.0 / 255, blue: 1)])
        // One warning for the at-rules, one for the selectors, one for the
        // animation property, all at the <style>'s line: 3 checks.
        #expect(doc.warnings.count == 3)
        #expect(doc.warnings.first == "line 2: CSS @import, @keyframes, @media, @supports, @font-face in <style> skipped: the picture is drawn in its static state, without animations, media or feature queries, web fonts or imported sheets")
        #expect(doc.warnings.dropFirst().first?.hasPrefix("line 2: CSS rules with selectors \"[data-state=\"on\"]\", \"rect:hover\" in <style> skipped") == true)
        #expect(doc.warnings.last == "line 2: CSS animation or transition properties in <style> are not played: the static picture is drawn")
    }

    @Test func illustratorEntitiesAreExpandedInAttributesAndStyleText() throws {
        // Illustrator's "Style Elements / Entity References" export.
        let svg = """
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY ns_svg "http://www.w3.org/2000/svg">
              <!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
              <!ENTITY st16 "fill:#F15A24;">
              <!ENTITY st17 "&st16;stroke:#000000;">
              <!ENTITY blue "#0000FF">
            ]>
            <svg version="1.1" xmlns="&ns_svg;" xmlns:xlink="&ns_xlink;" viewBox="0 0 10 10">
              <style>.b { fill: &blue; }</style>
              <rect style="&st16;" width="1" height="1"/>
              <rect class="b" width="1" height="1"/>
              <path style="&st17;" d="M0 0h5"/>
            </svg>
            """
        let doc = try VectorImage(svg: Array(svg.utf8))
        // 4 shapes: orange, blue, the path's orange fill, its black stroke.
        let orange = Color(red: 241.0 / 255, green: 90.0 / 255, blue: 36.0 / 255)
        #expect(doc.shapes.map(\.solidColor) == [orange, Color(red: 0, green: 0, blue: 1), orange, Color.black])
        #expect(doc.shapes.last?.stroke != nil)
        #expect(doc.warnings.isEmpty)
    }

    @Test func externalEntitiesAreNeverReadAndWarnedOf() throws {
        let svg = """
            <!DOCTYPE svg [ <!ENTITY secret SYSTEM "file:///etc/passwd"> <!ENTITY c "#0f0"> ]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>&secret;</title><rect fill="&c;" width="1" height="1"/></svg>
            """
        let doc = try VectorImage(svg: Array(svg.utf8))
        #expect(doc.shapes.map(\.solidColor) == [Color(red: 0, green: 1, blue: 0)])
        #expect(doc.warnings == ["line 1: the external entities &secret; are not read (splashvid reads nothing a document points to): their references are left empty"])
    }

    @Test func entityExpansionIsBoundedAndABillionLaughsRefused() throws {
        // Eight entities, each ten of the one before: 10⁷ "lol"s, 30 MB,
        // within the nesting bound; refused at 1 MiB of expansion.
        var laughs = "<!DOCTYPE svg [ <!ENTITY lol0 \"lol\">"
        for i in 1...7 { laughs += " <!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">" }
        laughs += " ]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><rect id=\"&lol7;\"/></svg>"
        let laughing = try #require(refusal(laughs))
        #expect(laughing.description == "malformed XML (line 2): entity references expand to more than 1 MiB of text; the document is refused")
        // An entity that refers to itself.
        let loop = "<!DOCTYPE svg [ <!ENTITY a \"x&a;\"> ]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><rect id=\"&a;\"/></svg>"
        #expect(refusal(loop)?.description.contains("nests entities more than 8 deep (or refers to itself)") == true)
        // More declarations than allowed: 3 checks.
        let many = "<!DOCTYPE svg [" + (0...1_024).map { " <!ENTITY e\($0) \"1\">" }.joined() + " ]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        #expect(refusal(many)?.description.contains("more than 1024 entities are declared") == true)
    }

    private func refusal(_ svg: String) -> SVGDocumentError? {
        do {
            _ = try VectorImage(svg: Array(svg.utf8))
            Issue.record("accepted")
            return nil
        } catch let error as SVGDocumentError {
            return error
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }

    @Test func switchDrawsItsFirstChildWithoutExtensionsAndNestedSVGsTheirViewport() throws {
        // Illustrator's switch: its private data in a foreignObject with
        // requiredExtensions, then the artwork.
        let doc = try image("""
            <switch>
              <foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" width="1" height="1"/>
              <g><rect width="2" height="2" fill="#f00"/></g>
              <rect width="3" height="3" fill="#0f0"/>
            </switch>
            <svg x="10" y="20" width="40" height="20" viewBox="0 0 4 2"><rect width="4" height="2"/></svg>
            """)
        // 2 shapes: the switch's group, and the nested svg's rectangle
        // scaled ×10 into (10, 20, 40, 20), clipped to that viewport.
        try #require(doc.shapes.count == 2)
        #expect(doc.shapes[0].solidColor == Color(red: 1, green: 0, blue: 0))
        #expect(doc.shapes[1].path.boundingBox == Rect(x: 10, y: 20, width: 40, height: 20))
        #expect(doc.shapes[1].clips.first?.path.boundingBox == Rect(x: 10, y: 20, width: 40, height: 20))
        #expect(doc.warnings.isEmpty)
    }
}
