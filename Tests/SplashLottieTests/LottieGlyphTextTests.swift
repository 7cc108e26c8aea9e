import Foundation
import SplashCompositor
import SplashGeometry
import SplashScene
import Testing
@testable import SplashLottie

private typealias F = LottieFixtures

/// Text drawn with the glyphs a file carries (`chars`), laid out as
/// lottie-web lays it out (`TextProperty.completeTextData`,
/// `TextAnimatorProperty.getMeasures`).
@Suite struct LottieGlyphTextTests {
    /// Glyph "A": a square (0, −70)…(50, 0), advance 60; "B": advance 40,
    /// a square (0, −70)…(30, 0); the font "F" of family "Fam", style "Bold".
    static func document(text: String, justification: Int, tracking: Double = 100, fill: String = "[1,0,0]") -> String {
        func glyph(_ ch: String, width: Double, right: Double) -> String {
            let path = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,-70],[\#(right),-70],[\#(right),0],[0,0]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
            return #"{"ch":"\#(ch)","size":50,"style":"Bold","w":\#(width),"fFamily":"Fam","data":{"shapes":[{"ty":"gr","it":[\#(path)]}]}}"#
        }
        let document = #"{"s":50,"f":"F","t":"\#(text)","j":\#(justification),"tr":\#(tracking),"lh":60,"ls":0,"fc":\#(fill)}"#
        let layer = #"{"ddd":0,"ind":1,"ty":5,"nm":"text","sr":1,"ks":\#(F.transform(["p": #"{"a":0,"k":[10,50]}"#])),"ip":0,"op":60,"st":0,"t":{"d":{"k":[{"s":\#(document),"t":0}]},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[]}}"#
        var json = F.document(width: 200, height: 200, layers: [layer])
        json = json.replacingOccurrences(of: #""ddd":0,"#,
                                         with: #""ddd":0,"fonts":{"list":[{"fName":"F","fFamily":"Fam","fStyle":"Bold","ascent":70}]},"chars":[\#(glyph("A", width: 60, right: 50)),\#(glyph("B", width: 40, right: 30))],"#,
                                         options: [], range: json.range(of: #""ddd":0,"#))
        return json
    }

    /// The glyphs' positions in the text layer.
    static func positions(_ json: String) throws -> [Point] {
        let imported = try F.scene(json)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        return try F.layer("text", in: imported.scene, atFrame: 0).sublayers.map(\.position)
    }

    @Test func glyphsAdvanceByTheirWidthAndTheTracking() throws {
        // size 50: scale 0.5; tracking 100 ‰ × 50 = 5.
        //   "A" at x 0; "B" at 60 × 0.5 + 5 = 35; "\r" starts a line
        //   60 (lh) + 1 (lottie-web's first line break) lower: "A" at (0, 61).
        let left = try Self.positions(Self.document(text: #"AB\rA"#, justification: 0))
        #expect(left == [Point(x: 0, y: 0), Point(x: 35, y: 0), Point(x: 0, y: 61)], "\(left)")
        // Centred: line widths −5 + (30 + 5) + (20 + 5) = 55 and −5 + 30 + 5 = 30;
        //   line 1 moves by −27.5: "A" at −27.5, "B" at 7.5; line 2 by −15.
        let centred = try Self.positions(Self.document(text: #"AB\rA"#, justification: 2))
        #expect(centred == [Point(x: -27.5, y: 0), Point(x: 7.5, y: 0), Point(x: -15, y: 61)], "\(centred)")
        // Right: by the whole width, −5 + (30 + 5) + (20 + 5) = 55:
        //   "A" at −55, "B" at −55 + 35 = −20.
        let right = try Self.positions(Self.document(text: "AB", justification: 1))
        #expect(right == [Point(x: -55, y: 0), Point(x: -20, y: 0)], "\(right)")
    }

    @Test func glyphsAreFilledWithTheTextColourAtTheirSize() throws {
        // The layer at (10, 50); "A" scaled 0.5: (0, −35)…(25, 0) → pixels
        // x 10…35, y 15…50, red; "B" from x 10 + 35 = 45 to 45 + 15 = 60.
        // Between them (40, 40) is white, above them (20, 10) too.
        let imported = try F.scene(Self.document(text: "AB", justification: 0))
        let pixmap = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        var compared = 0
        for (x, y, red) in [(20, 40, true), (50, 40, true), (40, 40, false), (20, 10, false), (58, 20, true), (62, 20, false)] {
            let p = pixmap.pixel(x: x, y: y)
            let isRed = p.r > 230 && p.g < 25 && p.b < 25, isWhite = p.r > 230 && p.g > 230 && p.b > 230
            #expect(red ? isRed : isWhite, "(\(x), \(y)): \(p)")
            compared += 1
        }
        #expect(compared == 6)
    }

    @Test func aCharacterWithoutAGlyphIsDrawnAsNothingAndSaidSo() throws {
        let imported = try F.scene(Self.document(text: "AZB", justification: 0))
        #expect(imported.warnings.map(\.description) == [
            #"fixture.json: layer "text" (layers[0].t): characters without a glyph in "chars" ("Z"): drawn as nothing, as lottie-web draws them"#,
        ])
        // "Z" advances 0 (and the tracking): "B" at 30 + 5 + 0 + 5 = 40.
        let positions = try F.layer("text", in: imported.scene, atFrame: 0).sublayers.map(\.position)
        #expect(positions == [Point(x: 0, y: 0), Point(x: 40, y: 0)], "\(positions)")
    }
}
