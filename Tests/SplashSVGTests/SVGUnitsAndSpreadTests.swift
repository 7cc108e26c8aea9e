import Testing
import SplashGeometry
import SplashSVG

/// Lengths in units and percentages, gradients reflected and repeated,
/// clip paths and masks in objectBoundingBox units, and the root's
/// preserveAspectRatio: as exporters write them.
@Suite("SVG units, spread methods, bounding-box units, aspect ratio")
struct SVGUnitsAndSpreadTests {
    private func image(_ body: String, viewBox: String = "0 0 200 100", root: String = "") throws -> VectorImage {
        try VectorImage(svg: Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(viewBox)\"\(root)>\(body)</svg>".utf8))
    }

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func lengthsInUnitsAndPercentagesOfTheViewport() throws {
        // viewBox 200 × 100. x 10 % of the width = 20; y 20 % of the height
        // = 20; width 1in = 96 px; height 2em = 2 × 16 = 32 px.
        let rect = try image(#"<rect x="10%" y="20%" width="1in" height="2em"/>"#)
        #expect(rect.shapes.first?.path.boundingBox == Rect(x: 20, y: 20, width: 96, height: 32))
        // r 10 % of the normalised diagonal √((200² + 100²)/2) = √25000 =
        // 158.113883 → 15.811388; cx 12.7mm = 12.7 × 96/25.4 = 48;
        // cy 3pt = 3 × 96/72 = 4; a half-em is 1ex = 8.
        let circle = try image(#"<circle cx="12.7mm" cy="3pt" r="10%"/><rect width="1ex" height="1cm"/>"#)
        try #require(circle.shapes.count == 2)
        let r = 25000.0.squareRoot() / 10
        let box = try #require(circle.shapes[0].path.boundingBox)
        let wanted = [48 - r, 4 - r, 2 * r, 2 * r]
        let got = [box.minX, box.minY, box.width, box.height]
        #expect(zip(got, wanted).filter { abs($0 - $1) < 1e-6 }.count == 4, "\(got) vs \(wanted)")
        // 1ex = 8 px; 1cm = 96/2.54 = 37.795276 px.
        let small = try #require(circle.shapes[1].path.boundingBox)
        #expect(close(small.width, 8) && abs(small.height - 96 / 2.54) < 1e-9)
        // A stroke width of 1 % is of the diagonal too: 1.5811388.
        let stroked = try image(##"<path d="M0 0h10" stroke="#000" stroke-width="1%"/>"##)
        #expect(abs((stroked.shapes.first { $0.stroke != nil }?.stroke?.width ?? 0) - r / 10) < 1e-9)
        // Percentages of the root's width and height when there is no viewBox.
        let sized = try VectorImage(svg: Array(#"<svg width="50" height="40"><rect width="50%" height="25%"/></svg>"#.utf8))
        #expect(sized.shapes.first?.path.boundingBox == Rect(x: 0, y: 0, width: 25, height: 10))
    }

    @Test func repeatedAndReflectedLinearGradientsAreUnrolledOverTheShape() throws {
        // objectBoundingBox: the gradient runs over the first quarter of the
        // 100-wide rect (x2 = 0.25), so the rect reaches t = 0…4: four
        // periods, each a copy (repeat) or a mirror (reflect, odd periods).
        let body = """
            <linearGradient id="r" x2="0.25" spreadMethod="repeat"><stop stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
            <linearGradient id="m" x2="0.25" spreadMethod="reflect"><stop stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
            <rect width="100" height="10" fill="url(#r)"/><rect width="100" height="10" fill="url(#m)"/>
            """
        let doc = try image(body)
        try #require(doc.shapes.count == 2)
        guard case .linearGradient(let repeated, let start, let end) = doc.shapes[0].paint,
              case .linearGradient(let reflected, let mStart, let mEnd) = doc.shapes[1].paint else {
            Issue.record("paints: \(doc.shapes.map(\.paint))")
            return
        }
        // Four periods of the unit square's x: 0 … 4 × 0.25 = 1.
        #expect(start == Point(x: 0, y: 0) && end == Point(x: 1, y: 0))
        #expect(mStart == start && mEnd == end)
        #expect(repeated.stops.map(\.offset) == [0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1])
        let red = Color(red: 1, green: 0, blue: 0, alpha: 1), blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(repeated.stops.map(\.color) == [red, blue, red, blue, red, blue, red, blue])
        #expect(reflected.stops.map(\.offset) == [0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1])
        #expect(reflected.stops.map(\.color) == [red, blue, blue, red, red, blue, blue, red])
    }

    @Test func aRepeatedRadialGradientGrowsByItsPeriods() throws {
        // userSpaceOnUse: centre (0, 0), r 10; the rect's farthest corner
        // (30, 40) is 50 away: t reaches 5, five periods, radius 50.
        let doc = try image("""
            <radialGradient id="g" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="10" spreadMethod="repeat">
              <stop stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>
            <rect width="30" height="40" fill="url(#g)"/>
            """)
        guard case .radialGradient(let gradient, let center, let radius) = doc.shapes.first?.paint else {
            Issue.record("paint: \(String(describing: doc.shapes.first?.paint))")
            return
        }
        #expect(center == Point(x: 0, y: 0) && radius == 50)
        #expect(gradient.stops.count == 10)
        #expect(gradient.stops.map(\.offset) == [0, 0.2, 0.2, 0.4, 0.4, 0.6, 0.6, 0.8, 0.8, 1])
    }

    @Test func clipPathsAndMasksInObjectBoundingBoxUnitsFitTheElementsBox() throws {
        let doc = try image("""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.5" height="0.5"/></clipPath>
            <mask id="m" maskContentUnits="objectBoundingBox"><rect width="1" height="0.5" fill="#fff"/></mask>
            <rect x="10" y="20" width="40" height="10" clip-path="url(#c)"/>
            <g clip-path="url(#c)" transform="translate(5 0)"><rect width="10" height="10"/><rect x="30" y="50" width="10" height="10"/></g>
            <rect x="100" y="0" width="20" height="40" mask="url(#m)"/>
            """)
        try #require(doc.shapes.count == 4)
        // The rect's own box 10…50 × 20…30: the clip's unit half square is
        // 10…30 × 20…25.
        #expect(doc.shapes[0].clips.map(\.path.boundingBox) == [Rect(x: 10, y: 20, width: 20, height: 5)])
        // The group's box is its two rects' in its own space, 0…40 × 0…60;
        // half of it is 0…20 × 0…30, moved by the group's 5.
        #expect(doc.shapes[1].clips.map(\.path.boundingBox) == [Rect(x: 5, y: 0, width: 20, height: 30)])
        #expect(doc.shapes[2].clips.map(\.path.boundingBox) == [Rect(x: 5, y: 0, width: 20, height: 30)])
        // The mask's content: the top half of 100…120 × 0…40.
        guard case .mask(let mask)? = doc.shapes[3].scopes.first else {
            Issue.record("scopes: \(doc.shapes[3].scopes)")
            return
        }
        let content = mask.shapes.compactMap { $0.path.transformed(by: $0.transform).boundingBox }
        #expect(content == [Rect(x: 100, y: 0, width: 20, height: 20)])
    }

    @Test func theRootsPreserveAspectRatioIsKeptAndPlacesTheViewBox() throws {
        // Four checks of placement, one of absence.
        #expect(try image("<rect width='1' height='1'/>").preserveAspectRatio == nil)
        let meet = try #require(try image("<rect width='1' height='1'/>", root: #" preserveAspectRatio="xMidYMid""#).preserveAspectRatio)
        let slice = try #require(try image("", root: #" preserveAspectRatio="xMinYMax slice""#).preserveAspectRatio)
        let none = try #require(try image("", root: #" preserveAspectRatio="none""#).preserveAspectRatio)
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let viewBox = Size(width: 200, height: 100)
        // meet: scale min(100/200, 100/100) = 0.5 → 100 × 50, centred: y 25.
        #expect(meet.placement(of: viewBox, in: bounds) == Rect(x: 0, y: 25, width: 100, height: 50))
        // slice: scale max(0.5, 1) = 1 → 200 × 100; xMin: x 0; yMax: y 100 − 100 = 0.
        #expect(slice.placement(of: viewBox, in: bounds) == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(VectorAspectRatio(scaling: .slice, alignX: 1, alignY: 0.5).placement(of: viewBox, in: bounds)
                == Rect(x: -100, y: 0, width: 200, height: 100))
        #expect(none.placement(of: viewBox, in: bounds) == bounds)
    }

    @Test func aFocalPointIsKeptInsideTheCircle() throws {
        let doc = try image("""
            <radialGradient id="f" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="40" fx="30" fy="50">
              <stop stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>
            <radialGradient id="out" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="40" fx="150" fy="50">
              <stop stop-color="#fff"/><stop offset="1" stop-color="#000"/></radialGradient>
            <rect width="100" height="100" fill="url(#f)"/><rect width="100" height="100" fill="url(#out)"/>
            """)
        guard case .radialGradient(let inside, let center, let radius) = doc.shapes[0].paint,
              case .radialGradient(let outside, _, _) = doc.shapes[1].paint else {
            Issue.record("paints: \(doc.shapes.map(\.paint))")
            return
        }
        #expect(center == Point(x: 50, y: 50) && radius == 40)
        #expect(inside.focus == Point(x: 30, y: 50))
        // (150, 50) is 100 from the centre, outside the circle of 40: moved
        // towards the centre to 0.999 × 40 = 39.96 from it, x 89.96.
        let moved = try #require(outside.focus)
        #expect(abs(moved.x - 89.96) < 1e-9 && moved.y == 50)
    }
}
