import Foundation
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import SplashTestSupport
import Testing
@testable import SplashLottie

/// Lottie fixtures drawn by the compositor: trims, mattes and masks, their
/// pixels checked where hand-worked geometry says what shows.
@Suite struct LottieRenderTests {
    typealias F = LottieFixtures

    func render(_ json: String, atFrame frame: Double = 0, scale: Double = 1) throws -> Pixmap {
        try Compositor(scene: try F.scene(json).scene, scale: scale).render(at: frame / 30)
    }

    /// Whether the pixel is (close to) the colour.
    func isColor(_ pixmap: Pixmap, _ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
        let p = pixmap.pixel(x: x, y: y)
        return abs(Int(p.r) - Int(r)) <= 2 && abs(Int(p.g) - Int(g)) <= 2 && abs(Int(p.b) - Int(b)) <= 2
    }

    @Test func trimAtHalfCoversHalfTheLength() throws {
        // A line from x = 10 to 90 at y = 50, 10 wide, butt caps, trimmed to
        // 0…50 %: it covers x 10…50 and not 50…90.
        let trim = #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0},"m":1}"#
        let json = F.document(layers: [F.shapeLayer("line", index: 1, shapes: [F.line(from: (10, 50), to: (90, 50)), trim, F.stroke(0, 0, 1, width: 10)])])
        let pixmap = try render(json)
        var blue = 0, white = 0
        for x in 12..<48 where isColor(pixmap, x, 50, 0, 0, 255) { blue += 1 }
        for x in 52..<100 where isColor(pixmap, x, 50, 255, 255, 255) { white += 1 }
        #expect(blue == 36)
        #expect(white == 48)
        #expect(isColor(pixmap, 30, 46, 0, 0, 255) && isColor(pixmap, 30, 43, 255, 255, 255))
    }

    @Test func trimAnimatedDrawsTheLineAsItGoes() throws {
        // End 0 → 100 % over frames 0…60, linear: at frame 15 a quarter of
        // the 80-long line, x 10…30.
        let trim = #"{"ty":"tm","s":{"a":0,"k":0},"e":\#(F.linear("[0]", "[100]")),"o":{"a":0,"k":0},"m":1}"#
        let json = F.document(layers: [F.shapeLayer("line", index: 1, shapes: [F.line(from: (10, 50), to: (90, 50)), trim, F.stroke(0, 0, 1, width: 10)])])
        let pixmap = try render(json, atFrame: 15)
        #expect(isColor(pixmap, 28, 50, 0, 0, 255))
        #expect(isColor(pixmap, 32, 50, 255, 255, 255))
    }

    @Test func trimOffsetWrapsRoundTheEnd() throws {
        // 0…50 % moved on by 270° (75 %): 75…100 % and 0…25 % of the line:
        // x 70…90 and 10…30, not 35…65.
        let trim = #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":270},"m":1}"#
        let json = F.document(layers: [F.shapeLayer("line", index: 1, shapes: [F.line(from: (10, 50), to: (90, 50)), trim, F.stroke(0, 0, 1, width: 10)])])
        let pixmap = try render(json)
        var counted = 0
        for x in [12, 20, 28, 72, 80, 88] { #expect(isColor(pixmap, x, 50, 0, 0, 255), "x \(x)"); counted += 1 }
        for x in [35, 50, 65] { #expect(isColor(pixmap, x, 50, 255, 255, 255), "x \(x)"); counted += 1 }
        #expect(counted == 9)
        #expect(LottieTranslator.trimPieces(start: 60, end: 90, offset: 72) == [0.8, 1, 0, 0.09999999999999987] || {
            let pieces = LottieTranslator.trimPieces(start: 60, end: 90, offset: 72)
            return abs(pieces[0] - 0.8) < 1e-12 && pieces[1] == 1 && pieces[2] == 0 && abs(pieces[3] - 0.1) < 1e-12
        }())
    }

    @Test func lumaMatteHidesWhereTheMatteIsBlack() throws {
        // The matte (above, td = 1): white on the left half over black on
        // the whole (one shape layer). The red layer below (tt = 3, luma)
        // shows on the left only; inverted (tt = 4) on the right only.
        for (mode, leftShows) in [(3, true), (4, false)] {
            let matteLayer = F.shapeLayer("matte", index: 1, shapes: [F.rectangle(x: 25, y: 50, width: 50, height: 100), F.fill(1, 1, 1),
                                                                      F.rectangle(x: 50, y: 50, width: 100, height: 100), F.fill(0, 0, 0)],
                                          extra: #""td":1"#)
            let red = F.solid("red", index: 2, color: "#FF0000", extra: #""tt":\#(mode)"#)
            let pixmap = try render(F.document(layers: [matteLayer, red]))
            #expect(isColor(pixmap, 20, 50, 255, leftShows ? 0 : 255, leftShows ? 0 : 255), "tt \(mode) left")
            #expect(isColor(pixmap, 80, 50, 255, leftShows ? 255 : 0, leftShows ? 255 : 0), "tt \(mode) right")
        }
    }

    @Test func alphaMattesAndInvertedAlphaMattes() throws {
        // A 40 × 40 square matte in the middle: alpha (tt 1) shows the red
        // solid inside it only; inverted (tt 2) everywhere but inside.
        for (mode, insideShows) in [(1, true), (2, false)] {
            let matte = F.shapeLayer("matte", index: 1, shapes: [F.rectangle(x: 50, y: 50, width: 40, height: 40), F.fill(0, 0, 0)], extra: #""td":1"#)
            let red = F.solid("red", index: 2, color: "#FF0000", extra: #""tt":\#(mode)"#)
            let pixmap = try render(F.document(layers: [matte, red]))
            #expect(isColor(pixmap, 50, 50, 255, insideShows ? 0 : 255, insideShows ? 0 : 255), "tt \(mode) inside")
            #expect(isColor(pixmap, 10, 10, 255, insideShows ? 255 : 0, insideShows ? 255 : 0), "tt \(mode) outside")
        }
    }

    /// A mask of a square (x 20…60, y 20…60), as `masksProperties` writes it.
    func squareMask(_ mode: String, x: Double = 40, inverted: Bool = false, opacity: Double = 100) -> String {
        let (l, r) = (x - 20, x + 20)
        return #"{"mode":"\#(mode)","inv":\#(inverted),"o":{"a":0,"k":\#(opacity)},"pt":{"a":0,"k":{"c":true,"v":[[\#(l),20],[\#(r),20],[\#(r),60],[\#(l),60]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
    }

    @Test func maskModesCombineInOrder() throws {
        // Two squares, x 20…60 and 40…80 (y 20…60), on a red solid, probed
        // at x 30 (first only), 50 (both), 70 (second only), 90 (neither).
        let cases: [(String, [String], [Bool])] = [
            ("add, add", [squareMask("a"), squareMask("a", x: 60)], [true, true, true, false]),
            ("add, subtract", [squareMask("a"), squareMask("s", x: 60)], [true, false, false, false]),
            ("add, intersect", [squareMask("a"), squareMask("i", x: 60)], [false, true, false, false]),
            ("inverted", [squareMask("a", inverted: true)], [false, false, true, true]),
            ("subtract first", [squareMask("s")], [false, false, true, true]),
        ]
        var probed = 0
        for (name, masks, shows) in cases {
            let red = F.solid("red", index: 1, color: "#FF0000", extra: #""hasMask":true,"masksProperties":[\#(masks.joined(separator: ","))]"#)
            let pixmap = try render(F.document(layers: [red]))
            for (x, show) in zip([30, 50, 70, 90], shows) {
                #expect(isColor(pixmap, x, 40, 255, show ? 0 : 255, show ? 0 : 255), "\(name) at x \(x)")
                probed += 1
            }
        }
        #expect(probed == 20)
    }

    @Test func maskOpacityScalesItsAlpha() throws {
        // A 50 % mask over red on white: (255, 128, 128) inside, white outside.
        let red = F.solid("red", index: 1, color: "#FF0000", extra: #""masksProperties":[\#(squareMask("a", opacity: 50))]"#)
        let pixmap = try render(F.document(layers: [red]))
        let p = pixmap.pixel(x: 40, y: 40)
        #expect(p.r == 255 && abs(Int(p.g) - 128) <= 2 && abs(Int(p.b) - 128) <= 2)
        #expect(isColor(pixmap, 90, 40, 255, 255, 255))
    }

    @Test func precompositionIsClippedToItsSize() throws {
        // A 50 × 50 precomposition holding a 100 × 100 red solid shows only
        // its top-left quarter.
        let asset = #"{"id":"c","layers":[\#(F.solid("red", index: 1, color: "#FF0000"))]}"#
        let precomp = #"{"ddd":0,"ind":1,"ty":0,"nm":"pre","refId":"c","sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"w":50,"h":50}"#
        let pixmap = try render(F.document(layers: [precomp], assets: [asset]))
        #expect(isColor(pixmap, 25, 25, 255, 0, 0))
        #expect(isColor(pixmap, 75, 25, 255, 255, 255))
        #expect(isColor(pixmap, 25, 75, 255, 255, 255))
    }

    @Test func showcaseMatchesItsReference() throws {
        // Shapes of every kind, a gradient, a dashed stroke, a trimmed
        // stroke and a star, at 2×.
        let star = #"{"ty":"sr","sy":1,"p":{"a":0,"k":[75,75]},"pt":{"a":0,"k":5},"r":{"a":0,"k":0},"or":{"a":0,"k":20},"ir":{"a":0,"k":9},"os":{"a":0,"k":0},"is":{"a":0,"k":0}}"#
        let polygon = #"{"ty":"sr","sy":2,"p":{"a":0,"k":[25,75]},"pt":{"a":0,"k":6},"r":{"a":0,"k":0},"or":{"a":0,"k":18},"os":{"a":0,"k":30}}"#
        let ellipse = #"{"ty":"el","p":{"a":0,"k":[75,25]},"s":{"a":0,"k":[36,28]}}"#
        let gradient = #"{"ty":"gf","s":{"a":0,"k":[58,25]},"e":{"a":0,"k":[92,25]},"t":1,"g":{"p":2,"k":{"a":0,"k":[0,1,0.6,0,1,0.9,0.1,0.4]}},"o":{"a":0,"k":100},"r":1}"#
        let radial = #"{"ty":"gf","s":{"a":0,"k":[25,75]},"e":{"a":0,"k":[25,57]},"t":2,"g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,0.1,0.3,0.9]}},"o":{"a":0,"k":100},"r":1}"#
        let dashed = #"{"ty":"st","c":{"a":0,"k":[0.2,0.2,0.2,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":3},"lc":2,"lj":2,"d":[{"n":"d","v":{"a":0,"k":6}},{"n":"g","v":{"a":0,"k":4}},{"n":"o","v":{"a":0,"k":0}}]}"#
        let layers = [
            F.shapeLayer("ellipse", index: 1, shapes: [#"{"ty":"gr","it":[\#(ellipse),\#(gradient),{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}"#]),
            F.shapeLayer("star", index: 2, shapes: [star, F.fill(1, 0.8, 0.1), F.stroke(0.6, 0.3, 0, width: 2)]),
            F.shapeLayer("polygon", index: 3, shapes: [polygon, radial]),
            F.shapeLayer("rounded", index: 4, shapes: [F.rectangle(x: 25, y: 25, width: 36, height: 28, roundness: 8), dashed, F.fill(0.3, 0.8, 0.5)]),
        ]
        let pixmap = try render(F.document(layers: layers), scale: 2)
        try expectMatchesReference(pixmap, named: "lottie-showcase")
    }

    @Test func repeaterCopiesMoveAndFade() throws {
        // Three copies of a 10 × 10 red square centred at (15, 50), each
        // moved 30 right; opacity 100 % → 40 %: 100, 70, 40 % of red over
        // white, at x 15, 45, 75: G = B = 255 × (1 − opacity) = 0, 77, 153.
        let repeater = #"{"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[30,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":40}}}"#
        let json = F.document(layers: [F.shapeLayer("dots", index: 1, shapes: [F.rectangle(x: 15, y: 50, width: 10, height: 10), F.fill(1, 0, 0), repeater])])
        let pixmap = try render(json)
        var checked = 0
        for (x, level) in [(15, 0), (45, 77), (75, 153)] {
            let p = pixmap.pixel(x: x, y: 50)
            #expect(p.r == 255 && abs(Int(p.g) - level) <= 2 && abs(Int(p.b) - level) <= 2, "x \(x): \(p)")
            checked += 1
        }
        #expect(isColor(pixmap, 30, 50, 255, 255, 255) && isColor(pixmap, 95, 50, 255, 255, 255))
        #expect(checked == 3)
    }

    @Test func repeaterTurnsCopiesAboutItsAnchor() throws {
        // Four copies of a square at (50, 20), turned 90° each about the
        // anchor (50, 50): at the top, right, bottom and left.
        let repeater = #"{"ty":"rp","c":{"a":0,"k":4},"tr":{"ty":"tr","a":{"a":0,"k":[50,50]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":90},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
        let json = F.document(layers: [F.shapeLayer("ring", index: 1, shapes: [F.rectangle(x: 50, y: 20, width: 10, height: 10), F.fill(0, 0, 1), repeater])])
        let pixmap = try render(json)
        var checked = 0
        for (x, y) in [(50, 20), (80, 50), (50, 80), (20, 50)] {
            #expect(isColor(pixmap, x, y, 0, 0, 255), "(\(x), \(y))")
            checked += 1
        }
        #expect(isColor(pixmap, 50, 50, 255, 255, 255))
        #expect(checked == 4)
    }

    @Test func textSitsOnItsBaselineAtTheLayersPosition() throws {
        // "HH" at 20 px, left-justified, layer at (10, 50): the first
        // baseline is y = 50, so the capitals' ink ends there and starts
        // a cap height (Inter: 0.727 em, 14.5 px) above; it starts at x 10.
        let text = #"{"ddd":0,"ind":1,"ty":5,"nm":"title","sr":1,"ks":\#(F.transform(["p": #"{"a":0,"k":[10,50]}"#])),"ip":0,"op":60,"st":0,"t":{"d":{"k":[{"s":{"s":20,"f":"Inter-Regular","t":"HH","j":0,"tr":0,"lh":24,"fc":[0,0,0]},"t":0}]}}}"#
        let json = F.document(layers: [text]).replacingOccurrences(of: #""ddd":0,"#, with: #""ddd":0,"fonts":{"list":[{"fName":"Inter-Regular","fFamily":"Inter","fStyle":"Regular"}]},"#)
        let pixmap = try render(json)
        var rows: [Int] = [], columns: [Int] = []
        for y in 0..<100 { for x in 0..<100 where pixmap.pixel(x: x, y: y).r < 128 { rows.append(y); columns.append(x) } }
        let top = try #require(rows.min()), bottom = try #require(rows.max()), left = try #require(columns.min())
        #expect((49...50).contains(bottom), "ink ends at row \(bottom)")
        #expect((34...37).contains(top), "ink starts at row \(top)")
        #expect((10...12).contains(left), "ink starts at column \(left)")
    }

    @Test func roundCornersRoundASquareLikeARoundedRectangle() throws {
        // A 60 × 60 square path with a round-corners modifier of radius 12
        // fills like a 60 × 60 rectangle of roundness 12: each corner cut
        // 12 from the corner, with handles 0.5519 of the way back.
        let square = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[20,20],[80,20],[80,80],[20,80]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        let rounded = try render(F.document(layers: [F.shapeLayer("a", index: 1, shapes: [square, #"{"ty":"rd","r":{"a":0,"k":12}}"#, F.fill(0, 0, 1)])]), scale: 2)
        let rectangle = try render(F.document(layers: [F.shapeLayer("b", index: 1, shapes: [F.rectangle(x: 50, y: 50, width: 60, height: 60, roundness: 12), F.fill(0, 0, 1)])]), scale: 2)
        var worst = 0, compared = 0
        for (a, b) in zip(rounded.bytes, rectangle.bytes) {
            worst = max(worst, abs(Int(a) - Int(b)))
            compared += 1
        }
        #expect(compared == 200 * 200 * 4)
        #expect(worst <= 2, "worst difference \(worst)")
        // The corner itself is cut: (21, 21) is white, (30, 30) blue.
        #expect(isColor(rounded, 42, 42, 255, 255, 255) && isColor(rounded, 60, 60, 0, 0, 255))
    }

    @Test func threeDimensionalTurnsFlattenWithoutPerspective() throws {
        // A 40 × 40 solid anchored at its centre at (50, 50), turned 60°
        // about y (a 3-D layer, no camera): cos 60° = ½, so 20 wide, x 40…60,
        // still 40 high.
        let solid = F.solid("card", index: 1, color: "#FF0000", width: 40, height: 40,
                            transform: F.transform(["p": #"{"a":0,"k":[50,50]}"#, "a": #"{"a":0,"k":[20,20]}"#, "ry": #"{"a":0,"k":60}"#]),
                            extra: #""ddd":1"#)
        let pixmap = try render(F.document(layers: [solid.replacingOccurrences(of: #"{"ddd":0,"#, with: "{")]))
        var columns: [Int] = [], rows: [Int] = []
        for x in 0..<100 where pixmap.pixel(x: x, y: 50).g < 128 { columns.append(x) }
        for y in 0..<100 where pixmap.pixel(x: 50, y: y).g < 128 { rows.append(y) }
        #expect(columns.count == 20 && columns.first == 40, "\(columns.first ?? -1)…\(columns.last ?? -1)")
        #expect(rows.count == 40 && rows.first == 30)
    }

    @Test func skewShearsAlongItsAxis() throws {
        // A 20 × 20 square anchored at its centre (50, 50), skew 45° along
        // axis 0° (lottie-web: x' = x − tan 45° · y about the anchor): the
        // row 8 above the centre spans x 48…68, the row 8 below x 32…52.
        let layer = F.shapeLayer("slant", index: 1,
                                 transform: F.transform(["p": #"{"a":0,"k":[50,50]}"#, "sk": #"{"a":0,"k":45}"#, "sa": #"{"a":0,"k":0}"#]),
                                 shapes: [F.rectangle(x: 0, y: 0, width: 20, height: 20), F.fill(1, 0, 0)])
        let pixmap = try render(F.document(layers: [layer]))
        var checked = 0
        for (x, y, red) in [(50, 42, true), (65, 42, true), (45, 42, false), (70, 42, false),
                            (35, 58, true), (50, 58, true), (30, 58, false), (55, 58, false)] {
            #expect(isColor(pixmap, x, y, 255, red ? 0 : 255, red ? 0 : 255), "(\(x), \(y))")
            checked += 1
        }
        #expect(checked == 8)
    }

    @Test func maskExpansionGrowsAndShrinksTheShape() throws {
        // The square x 20…60 grown by 5 shows x 15…65; shrunk by 5, 25…55.
        var checked = 0
        for (expansion, shown, hidden) in [(5.0, [17, 63], [12, 68]), (-5, [27, 53], [23, 57])] {
            let mask = squareMask("a").replacingOccurrences(of: #""mode":"a","#, with: #""mode":"a","x":{"a":0,"k":\#(expansion)},"#)
            let red = F.solid("red", index: 1, color: "#FF0000", extra: #""masksProperties":[\#(mask)]"#)
            let pixmap = try render(F.document(layers: [red]))
            for x in shown { #expect(isColor(pixmap, x, 40, 255, 0, 0), "expansion \(expansion): x \(x) shown"); checked += 1 }
            for x in hidden { #expect(isColor(pixmap, x, 40, 255, 255, 255), "expansion \(expansion): x \(x) hidden"); checked += 1 }
        }
        #expect(checked == 8)
    }

    @Test func radialHighlightMovesTheGradientsCentre() throws {
        // White → black over a circle of radius 40 about (50, 50), end at
        // (90, 50); a highlight of 50 % at 0° puts location 0 at (70, 50).
        // Pixel centres: at x 70.5 the location is 0.025 (x = 70 + 20 t),
        // 255 × 0.975 = 249 (centred: 20.5 / 40 = 0.5125, 124); at 85.5 it
        // is 0.775, 57 (centred: 35.5 / 40 = 0.8875, 29).
        func pixmap(highlight: Double) throws -> Pixmap {
            let fill = #"{"ty":"gf","s":{"a":0,"k":[50,50]},"e":{"a":0,"k":[90,50]},"t":2,"h":{"a":0,"k":\#(highlight)},"a":{"a":0,"k":0},"g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,0,0,0]}},"o":{"a":0,"k":100},"r":1}"#
            let circle = #"{"ty":"el","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[80,80]}}"#
            return try render(F.document(layers: [F.shapeLayer("ball", index: 1, shapes: [circle, fill])]))
        }
        let centred = try pixmap(highlight: 0), highlighted = try pixmap(highlight: 50)
        #expect(abs(Int(centred.pixel(x: 70, y: 50).r) - 124) <= 3)
        #expect(abs(Int(highlighted.pixel(x: 70, y: 50).r) - 249) <= 3)
        #expect(abs(Int(centred.pixel(x: 85, y: 50).r) - 29) <= 3)
        #expect(abs(Int(highlighted.pixel(x: 85, y: 50).r) - 57) <= 3)
    }

    @Test func maskFeatherSoftensTheEdge() throws {
        // The square x 20…60 feathered by 10 (a blur of σ = 5 px at 1×):
        // half shown on its edge, about Φ(−1) ≈ 16 % five pixels outside
        // (G ≈ 255 × 0.84 = 214), all of it well inside, none far out.
        let mask = squareMask("a").replacingOccurrences(of: #""mode":"a","#, with: #""mode":"a","f":{"a":0,"k":[10,10]},"#)
        let red = F.solid("red", index: 1, color: "#FF0000", extra: #""masksProperties":[\#(mask)]"#)
        let pixmap = try render(F.document(layers: [red]))
        let edge = Int(pixmap.pixel(x: 20, y: 40).g), outside = Int(pixmap.pixel(x: 15, y: 40).g)
        #expect(pixmap.pixel(x: 40, y: 40).g < 10)
        #expect(abs(edge - 128) <= 25, "edge G \(edge)")
        #expect((190...235).contains(outside), "5 px outside G \(outside)")
        #expect(pixmap.pixel(x: 3, y: 40).g > 250)
    }

    @Test func textStrokeOutlinesTheGlyphs() throws {
        // "HH" at 20 px with a red 4-px stroke over its black fill: the ink
        // reaches 2 px further left (the stroke is centred on the edge) and
        // the left edge of the first stem is red; without the stroke, black.
        func inkColumns(stroke: Bool) throws -> (left: Int, edge: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
            let strokeKeys = stroke ? #","sc":[1,0,0],"sw":4,"of":true"# : ""
            let text = #"{"ddd":0,"ind":1,"ty":5,"nm":"title","sr":1,"ks":\#(F.transform(["p": #"{"a":0,"k":[20,50]}"#])),"ip":0,"op":60,"st":0,"t":{"d":{"k":[{"s":{"s":20,"f":"Inter","t":"HH","j":0,"tr":0,"lh":24,"fc":[0,0,0]\#(strokeKeys)},"t":0}]}}}"#
            let pixmap = try render(F.document(layers: [text]), scale: 2)
            var left = Int.max
            for y in 60..<100 { for x in 0..<200 where pixmap.pixel(x: x, y: y).r < 200 || pixmap.pixel(x: x, y: y).g < 200 { left = min(left, x); break } }
            return (left, pixmap.pixel(x: left + 1, y: 90))
        }
        let plain = try inkColumns(stroke: false), stroked = try inkColumns(stroke: true)
        #expect(stroked.left <= plain.left - 3, "\(stroked.left) vs \(plain.left)")
        #expect(stroked.edge.r > 200 && stroked.edge.g < 80, "\(stroked.edge)")
        #expect(plain.edge.r < 80, "\(plain.edge)")
    }

    @Test func mergePathsAreDrawnPathByPathAsLottieWebDraws() throws {
        // Two overlapping squares (x 20…60 and 40…80) and merge paths in
        // every mode: lottie-web (and rlottie, ThorVG) skip the item, so
        // both squares are filled non-zero and the overlap (x 40…60) is
        // filled too. Merging (1) draws the same without a word; the other
        // modes are said to be drawn so.
        let a = F.rectangle(x: 40, y: 40, width: 40, height: 40), b = F.rectangle(x: 60, y: 40, width: 40, height: 40)
        let names = [2: "adding", 3: "subtracting", 4: "intersecting", 5: "excluding intersections"]
        var checked = 0
        for mode in 1...5 {
            let json = F.document(layers: [F.shapeLayer("xor", index: 1, shapes: [a, b, #"{"ty":"mm","mm":\#(mode)}"#, F.fill(0, 0, 1)])])
            let imported = try F.scene(json)
            let expected = names[mode].map {
                ["fixture.json: layer \"xor\" (layers[0].shapes[2]): merge paths by \($0): drawn path by path (After Effects combines them)"]
            } ?? []
            #expect(imported.warnings.map(\.description) == expected, "mm \(mode)")
            let pixmap = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
            #expect(isColor(pixmap, 30, 40, 0, 0, 255) && isColor(pixmap, 70, 40, 0, 0, 255), "mm \(mode)")
            #expect(isColor(pixmap, 50, 40, 0, 0, 255), "mm \(mode) overlap")
            checked += 1
        }
        #expect(checked == 5)
    }
}
