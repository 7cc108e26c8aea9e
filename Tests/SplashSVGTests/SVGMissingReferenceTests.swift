import Testing
import SplashGeometry
import SplashSVG

/// References to ids the document does not have are drawn as resvg draws
/// them, each with a warning naming the reference and its line (bodies
/// start on line 2): a paint without a fallback paints nothing, a fallback
/// colour is used, a `use` draws nothing, a clip path or mask is not
/// applied, and a filter leaves its element out. (resvg 0.45 through
/// resvg_py, on the same documents: the rectangle's centre pixel is the
/// blue background for `fill`, `use` and `filter`, the red of the
/// rectangle for `clip-path` and `mask`, the fallback red for `fill="url(#nope) #f00"`.)
@Suite("SVG references to missing ids")
struct SVGMissingReferenceTests {
    private func image(_ body: String) throws -> VectorImage {
        try VectorImage(svg: SVGTestDocuments.document(body))
    }

    private static let blue = Color(red: 0, green: 0, blue: 1)
    private static let red = Color(red: 1, green: 0, blue: 0)

    @Test func eachMissingReferenceIsDrawnAsResvgDrawsIt() throws {
        let cases: [(body: String, colors: [Color], clipped: Bool, warning: String)] = [
            (##"<rect width="100" height="100" fill="#00f"/><rect x="10" y="10" width="80" height="80" fill="url(#nope)"/>"##,
             [Self.blue], false, ##"line 2: fill="url(#nope)" on <rect> refers to no element with id "nope": the fill is left empty"##),
            (##"<rect width="100" height="100" fill="#00f"/><rect x="10" y="10" width="80" height="80" fill="url(#nope) #f00"/>"##,
             [Self.blue, Self.red], false, ##"line 2: fill="url(#nope) #f00" on <rect> refers to no element with id "nope": its fallback colour is drawn"##),
            (##"<rect width="100" height="100" fill="#00f"/><rect x="10" y="10" width="80" height="80" fill="#0f0" stroke="url(#nope)"/>"##,
             [Self.blue, Color(red: 0, green: 1, blue: 0)], false, ##"line 2: stroke="url(#nope)" on <rect> refers to no element with id "nope": the stroke is left empty"##),
            (##"<rect width="100" height="100" fill="#00f"/><use href="#nope"/>"##,
             [Self.blue], false, ##"line 2: <use href="#nope"> refers to no element with id "nope": nothing is drawn for it"##),
            (##"<rect width="100" height="100" fill="#00f"/><rect x="10" y="10" width="80" height="80" fill="#f00" clip-path="url(#nope)"/>"##,
             [Self.blue, Self.red], false, ##"line 2: clip-path="url(#nope)" on <rect> refers to no <clipPath> in this document: the element is drawn unclipped"##),
            (##"<rect width="100" height="100" fill="#00f"/><rect x="10" y="10" width="80" height="80" fill="#f00" mask="url(#nope)"/>"##,
             [Self.blue, Self.red], false, ##"line 2: mask="url(#nope)" on <rect> refers to no <mask> in this document: the element is drawn unmasked"##),
            (##"<rect width="100" height="100" fill="#00f"/><rect x="10" y="10" width="80" height="80" fill="#f00" filter="url(#nope)"/>"##,
             [Self.blue], false, ##"line 2: filter="url(#nope)" on <rect> refers to no <filter> in this document: the element is not drawn"##),
        ]
        var checked = 0
        for (body, colors, _, warning) in cases {
            let doc = try image(body)
            #expect(doc.shapes.map(\.solidColor) == colors, "\(body)")
            #expect(doc.shapes.allSatisfy { $0.scopes.isEmpty }, "\(body): no clip or mask applied")
            #expect(doc.warnings.count == 1 && doc.warnings.first?.hasPrefix(warning) == true, "\(doc.warnings)")
            checked += 1
        }
        #expect(checked == 7)
    }
}
