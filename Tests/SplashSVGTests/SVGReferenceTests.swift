import Testing
import SplashGeometry
import SplashSVG

/// Clip paths and gradients referenced by id, wherever they are defined,
/// and strokes: what the reader hands the compositor.
@Suite("SVG references and strokes")
struct SVGReferenceTests {
    private func image(_ body: String) throws -> VectorImage {
        try VectorImage(svg: SVGTestDocuments.document(body))
    }

    @Test func nestedClipsAreListedOutermostFirstInViewBoxSpace() throws {
        let doc = try image("""
            <g clip-path="url(#outer)" transform="translate(10 0)">
              <g clip-path="url(#inner)"><rect width="50" height="50"/></g>
              <rect width="5" height="5"/>
            </g>
            <clipPath id="outer"><rect width="40" height="40"/></clipPath>
            <clipPath id="inner" transform="scale(2)" clip-rule="evenodd">
              <path d="M0 0h10v10h-10z" clip-rule="evenodd"/>
            </clipPath>
            <clipPath id="two"><rect width="1" height="1"/><rect x="2" width="1" height="1"/></clipPath>
            <rect width="1" height="1" clip-path="url(#two)"/>
            <clipPath id="empty"/>
            <rect width="1" height="1" clip-path="url(#empty)"/>
            """)
        // Three shapes: the empty clip lets nothing through.
        try #require(doc.shapes.count == 3)
        // Outer: 0…40 in the group's space, moved by 10. Inner: scaled by 2, then moved by 10.
        #expect(doc.shapes[0].clips.map(\.path.boundingBox) == [Rect(x: 10, y: 0, width: 40, height: 40),
                                                                Rect(x: 10, y: 0, width: 20, height: 20)])
        #expect(doc.shapes[0].clips.map(\.fillRule) == [.nonZero, .evenOdd])
        #expect(doc.shapes[1].clips.count == 1)
        // Two children: one outline of both, filled non-zero.
        #expect(doc.shapes[2].clips.map(\.path.boundingBox) == [Rect(x: 0, y: 0, width: 3, height: 1)])
    }

    @Test func gradientsInheritStopsThroughHrefAndMapTheirUnits() throws {
        // Inkscape's pattern: stops on one gradient, geometry on another.
        let doc = try image("""
            <defs>
              <linearGradient id="stops"><stop offset="0" stop-color="red"/><stop offset="50%" style="stop-color:#00f;stop-opacity:.5"/>
                <stop offset="0.2" stop-color="lime"/></linearGradient>
              <linearGradient id="user" xlink:href="#stops" x1="10" y1="0" x2="30" y2="0" gradientUnits="userSpaceOnUse"
                              gradientTransform="rotate(90)"/>
              <radialGradient id="box" href="#stops" r="50%"/>
            </defs>
            <rect x="10" y="20" width="40" height="10" fill="url(#user)" opacity="0.5"/>
            <rect x="10" y="20" width="40" height="10" fill="url('#box')"/>
            """)
        try #require(doc.shapes.count == 2)
        guard case .linearGradient(let user, let start, let end) = doc.shapes[0].paint,
              case .radialGradient(let box, let center, let radius) = doc.shapes[1].paint else {
            Issue.record("paints: \(doc.shapes.map(\.paint))")
            return
        }
        // Offsets clamp to the previous stop's (0.2 after 0.5 is 0.5); opacity 0.5 folds into each alpha.
        #expect(user.stops.map(\.offset) == [0, 0.5, 0.5])
        #expect(user.stops.map(\.color.alpha) == [0.5, 0.25, 0.5])
        #expect(start == Point(x: 10, y: 0) && end == Point(x: 30, y: 0))
        #expect(user.transform == AffineTransform(rotationAngle: .pi / 2))
        // objectBoundingBox (the default): the unit square onto 10…50 × 20…30; cx, cy default to 50 %.
        #expect(box.transform == AffineTransform(a: 40, b: 0, c: 0, d: 10, tx: 10, ty: 20))
        #expect(center == Point(x: 0.5, y: 0.5) && radius == 0.5)
    }

    @Test func strokesInheritTheirPropertiesAndFollowTheirFill() throws {
        let doc = try image("""
            <g stroke="#000" stroke-width="2pt" stroke-linejoin="bevel" stroke-miterlimit="8" stroke-dasharray="3,1 2">
              <path d="M0 0h9v9z" fill="red" stroke-dashoffset="1" transform="scale(3)"/>
              <path d="M0 0h9" style="stroke-dasharray: none; stroke-linecap: square" vector-effect="non-scaling-stroke"
                    transform="scale(3)" fill="none"/>
            </g>
            """)
        // The filled path, then its stroke, then the open path's stroke alone.
        try #require(doc.shapes.count == 3)
        #expect(doc.shapes[0].stroke == nil && doc.shapes[0].solidColor == Color(red: 1, green: 0, blue: 0))
        // 2 pt = 8/3 px; the dash pattern as written with the offset as its phase.
        let stroke = try #require(doc.shapes[1].stroke)
        #expect(abs(stroke.width - 8.0 / 3) < 1e-12)
        #expect(stroke.join == .bevel && stroke.miterLimit == 8 && stroke.cap == .butt)
        #expect(stroke.dash == LineDash(lengths: [3, 1, 2], phase: 1))
        // Scaling stroke: the path in its own coordinates under the transform.
        #expect(doc.shapes[1].transform == AffineTransform(scaleX: 3, y: 3))
        #expect(doc.shapes[1].path.boundingBox == Rect(x: 0, y: 0, width: 9, height: 9))
        // Non-scaling: the path carried into viewBox space, the width untouched.
        #expect(doc.shapes[2].transform == .identity && doc.shapes[2].path.boundingBox == Rect(x: 0, y: 0, width: 27, height: 0))
        #expect(doc.shapes[2].stroke?.cap == .square && doc.shapes[2].stroke?.dash == nil)
    }

    @Test func masksCarryTheirContentAndTheirKind() throws {
        let doc = try image("""
            <mask id="lum"><rect width="10" height="10" fill="#808080"/></mask>
            <mask id="alpha" style="mask-type: alpha"><rect width="10" height="10" fill="#f00" fill-opacity="0.5"/></mask>
            <g mask="url(#lum)" transform="translate(5 0)"><rect width="1" height="1"/><rect width="2" height="2"/></g>
            <g mask="url(#lum)"><rect width="1" height="1"/></g>
            <rect width="1" height="1" mask="url(#alpha)"/>
            """)
        try #require(doc.shapes.count == 4)
        let masks = doc.shapes.compactMap { shape -> VectorMask? in
            if case .mask(let mask)? = shape.scopes.first { mask } else { nil }
        }
        try #require(masks.count == 4)
        // One mask scope for the first group's two shapes, another for the second group.
        #expect(masks[0] == masks[1] && masks[1].id != masks[2].id)
        // Luminance (the default): the content's own colour, grey 128/255,
        // its luminance taken by whoever composites the mask's picture;
        // placed by the group's translate.
        #expect(masks[0].kind == .luminance && masks[3].kind == .alpha)
        let lum = try #require(masks[0].shapes.first)
        #expect(lum.solidColor == Color(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255))
        #expect(lum.path.transformed(by: lum.transform).boundingBox == Rect(x: 5, y: 0, width: 10, height: 10))
        // Alpha: the colour as it is.
        #expect(masks[3].shapes.first?.solidColor == Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func currentColorIsTheColorPropertyWhereThePaintIsUsed() throws {
        let doc = try image("""
            <g color="#f00" fill="currentColor">
              <rect width="1" height="1"/>
              <rect width="1" height="1" style="color: blue"/>
              <path d="M0 0h9" fill="none" stroke="currentColor" color="lime"/>
            </g>
            <rect width="1" height="1" fill="currentColor"/>
            """)
        // The inherited keyword takes each element's own colour: 4 shapes.
        #expect(doc.shapes.map(\.solidColor) == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
                                                 Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 0)])
    }
}
