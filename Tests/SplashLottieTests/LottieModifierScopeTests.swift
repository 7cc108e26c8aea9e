import Foundation
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import Testing
@testable import SplashLottie

/// Modifiers (trim paths, round corners) reach every path listed before
/// them in their list, the paths of the groups listed before them
/// included, wherever the styles that paint those paths are (lottie-web's
/// `searchShapes`). Pixels checked where hand-worked geometry says what
/// shows.
@Suite struct LottieModifierScopeTests {
    typealias F = LottieFixtures

    func render(_ json: String, atFrame frame: Double = 0) throws -> Pixmap {
        try Compositor(scene: try F.scene(json).scene, scale: 1).render(at: frame / 30)
    }

    func isColor(_ pixmap: Pixmap, _ x: Int, _ y: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
        let p = pixmap.pixel(x: x, y: y)
        return abs(Int(p.r) - Int(r)) <= 2 && abs(Int(p.g) - Int(g)) <= 2 && abs(Int(p.b) - Int(b)) <= 2
    }

    static let groupTransform = #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#

    static func ellipse(x: Double, y: Double, diameter: Double) -> String {
        #"{"ty":"el","p":{"a":0,"k":[\#(x),\#(y)]},"s":{"a":0,"k":[\#(diameter),\#(diameter)]}}"#
    }

    static func group(_ items: [String]) -> String {
        #"{"ty":"gr","it":[\#((items + [groupTransform]).joined(separator: ","))]}"#
    }

    static func trim(start: String = #"{"a":0,"k":0}"#, end: String, mode: Int) -> String {
        #"{"ty":"tm","s":\#(start),"e":\#(end),"o":{"a":0,"k":0},"m":\#(mode)}"#
    }

    /// Whether each point is blue (true) or white (false), as expected.
    func check(_ pixmap: Pixmap, _ points: [(x: Int, y: Int, blue: Bool)], _ label: String) -> Int {
        var compared = 0
        for point in points {
            let ok = point.blue ? isColor(pixmap, point.x, point.y, 0, 0, 255) : isColor(pixmap, point.x, point.y, 255, 255, 255)
            #expect(ok, "\(label): (\(point.x), \(point.y)) should be \(point.blue ? "blue" : "white"), is \(pixmap.pixel(x: point.x, y: point.y))")
            compared += 1
        }
        return compared
    }

    @Test func trimAfterAGroupTrimsTheGroupsStroke() throws {
        // The loading-spinner layout: a group holding a circle and its
        // stroke, and after the group a trim, 0…50 %. The circle (centre
        // (50, 50), radius 30, stroke 8 wide) starts at the top and runs
        // clockwise, so its first half is the right half: the right-hand
        // points (80, 50), (71, 29), (71, 71) are painted, the left-hand
        // ones (20, 50), (29, 29), (29, 71) are not.
        let items = [Self.group([Self.ellipse(x: 50, y: 50, diameter: 60), F.stroke(0, 0, 1, width: 8)]),
                     Self.trim(end: #"{"a":0,"k":50}"#, mode: 1)]
        let imported = try F.scene(F.document(layers: [F.shapeLayer("spinner", index: 1, shapes: items)]))
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let pixmap = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        let compared = check(pixmap, [(80, 50, true), (71, 29, true), (71, 71, true),
                                      (20, 50, false), (29, 29, false), (29, 71, false)], "0…50 %")
        #expect(compared == 6)
    }

    @Test func animatedTrimAfterAGroupDrawsTheRingAsItGoes() throws {
        // As above, the end going 0 → 100 % over frames 0…60, linear, in
        // groups two deep: at frame 15, 25 %, the top-right quarter only
        // ((71, 29) painted; (80, 58), just past the right-hand point, and
        // (71, 71), (29, 71), (29, 29) not); at frame 45, 75 %: all but
        // the top-left quarter.
        let ring = Self.group([Self.group([Self.ellipse(x: 50, y: 50, diameter: 60)]), F.stroke(0, 0, 1, width: 8)])
        let json = F.document(layers: [F.shapeLayer("spinner", index: 1, shapes: [ring, Self.trim(end: F.linear("[0]", "[100]"), mode: 1)])])
        var compared = check(try render(json, atFrame: 15), [(71, 29, true), (80, 58, false), (71, 71, false), (29, 71, false), (29, 29, false)],
                             "frame 15")
        compared += check(try render(json, atFrame: 45), [(71, 29, true), (71, 71, true), (29, 71, true), (20, 42, false), (29, 29, false)],
                          "frame 45")
        #expect(compared == 10)
    }

    @Test func trimAfterTheStrokeStillTrimsThePath() throws {
        // Listed circle, stroke, trim: the trim trims the circle, which the
        // stroke paints (lottie-web: a modifier changes the paths before
        // it, whatever the styles' places).
        let items = [Self.ellipse(x: 50, y: 50, diameter: 60), F.stroke(0, 0, 1, width: 8), Self.trim(end: #"{"a":0,"k":50}"#, mode: 1)]
        let pixmap = try render(F.document(layers: [F.shapeLayer("ring", index: 1, shapes: items)]))
        #expect(check(pixmap, [(80, 50, true), (20, 50, false)], "circle, stroke, trim") == 2)
    }

    @Test func trimSimultaneouslyAndIndividuallyOverTwoGroups() throws {
        // Two rings (radius 15, 6 wide) in groups of their own, A at
        // (30, 50) listed first, B at (70, 50); a trim after both.
        // Simultaneously (m 1), 0…50 %: each ring's right half, so A's
        // right (45, 50) and B's right (85, 50) painted, their lefts
        // (15, 50), (55, 50) not. Individually (m 2) the two are one length
        // in the order listed, A then B: 0…50 % is all of A and none of B;
        // 0…75 % all of A and B's first half (its right).
        func rings(_ trim: String) throws -> Pixmap {
            let items = [Self.group([Self.ellipse(x: 30, y: 50, diameter: 30), F.stroke(0, 0, 1, width: 6)]),
                         Self.group([Self.ellipse(x: 70, y: 50, diameter: 30), F.stroke(0, 0, 1, width: 6)]), trim]
            let imported = try F.scene(F.document(layers: [F.shapeLayer("rings", index: 1, shapes: items)]))
            #expect(imported.warnings.isEmpty, "\(imported.warnings)")
            return try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        }
        var compared = check(try rings(Self.trim(end: #"{"a":0,"k":50}"#, mode: 1)),
                             [(45, 50, true), (85, 50, true), (15, 50, false), (55, 50, false)], "simultaneously 0…50 %")
        compared += check(try rings(Self.trim(end: #"{"a":0,"k":50}"#, mode: 2)),
                          [(45, 50, true), (15, 50, true), (30, 35, true), (30, 65, true),
                           (55, 50, false), (85, 50, false), (70, 35, false), (70, 65, false)], "individually 0…50 %")
        compared += check(try rings(Self.trim(end: #"{"a":0,"k":75}"#, mode: 2)),
                          [(45, 50, true), (15, 50, true), (85, 50, true), (55, 50, false)], "individually 0…75 %")
        #expect(compared == 16)
    }

    @Test func sharedTrimPiecesFollowTheOrderListed() {
        // Lengths 100 and 300 (400 in all): 0…50 % is 0…200: all of the
        // first, the second's 0…100 (⅓); 60…100 % moved on by 180° is
        // 110 %…150 %, i.e. 10 %…50 %: 40…200, the first's 0.4…1 and the
        // second's 0…⅓; 90…100 % moved on by 36° is 100…110 %: the first's
        // 0…0.4 (after the wrap), nothing of the second.
        var compared = 0
        func expectPieces(_ s: Double, _ e: Double, _ o: Double, _ index: Int, _ expected: [Double]) {
            let pieces = LottieTranslator.sharedTrimPieces(start: s, end: e, offset: o, lengths: [100, 300], index: index)
            #expect(pieces.count == 4 && zip(pieces, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(s)…\(e) o \(o) path \(index): \(pieces)")
            compared += 1
        }
        expectPieces(0, 50, 0, 0, [0, 1, 0, 0])
        expectPieces(0, 50, 0, 1, [0, 1.0 / 3, 0, 0])
        expectPieces(60, 100, 180, 0, [0.4, 1, 0, 0])
        expectPieces(60, 100, 180, 1, [0, 1.0 / 3, 0, 0])
        expectPieces(90, 100, 36, 0, [0, 0.4, 0, 0])
        expectPieces(90, 100, 36, 1, [0, 0, 0, 0])
        #expect(compared == 6)
        // lottie-web rounds the ends to 1/10000: ends that close are one,
        // and nothing is drawn.
        #expect(LottieTranslator.trimPieces(start: 50, end: 50.000_4, offset: 0) == [0, 0, 0, 0])
    }

    @Test func roundCornersAfterAGroupRoundItsPaths() throws {
        // A group holding a square path (20…80) and its fill, round corners
        // of radius 12 after the group: the corner is cut ((21, 21) white:
        // 15.6 from the arc's centre near (32, 32), beyond its radius),
        // the middle and the edges' middles filled.
        let square = #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[20,20],[80,20],[80,80],[20,80]],"i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}}"#
        let items = [Self.group([square, F.fill(0, 0, 1)]), #"{"ty":"rd","r":{"a":0,"k":12}}"#]
        let pixmap = try render(F.document(layers: [F.shapeLayer("rounded", index: 1, shapes: items)]))
        let compared = check(pixmap, [(21, 21, false), (78, 21, false), (78, 78, false), (21, 78, false),
                                      (50, 50, true), (50, 22, true), (22, 50, true)], "round corners after the group")
        #expect(compared == 7)
    }

    @Test func unsupportedModifiersAfterAGroupAreNamed() throws {
        // A zig zag and an offset path after a group: named with their
        // paths; --strict fails on the first.
        let items = [Self.group([Self.ellipse(x: 50, y: 50, diameter: 60), F.stroke(0, 0, 1, width: 8)]),
                     #"{"ty":"zz","s":{"a":0,"k":5},"r":{"a":0,"k":10},"pt":{"a":0,"k":1}}"#,
                     #"{"ty":"op","a":{"a":0,"k":4},"lj":1,"ml":{"a":0,"k":4}}"#]
        let json = F.document(layers: [F.shapeLayer("wavy", index: 1, shapes: items)])
        let lines = try F.scene(json).warnings.map(\.description)
        #expect(lines == ["fixture.json: layer \"wavy\" (layers[0].shapes[1]): zig zag is not supported and not drawn",
                          "fixture.json: layer \"wavy\" (layers[0].shapes[2]): offset paths are not supported and not drawn"], "\(lines)")
        let strict = try #require({ () -> String? in
            do { _ = try F.scene(json, strict: true); return nil } catch { return "\(error)" }
        }())
        #expect(strict.hasPrefix("fixture.json: layer \"wavy\" (layers[0].shapes[1]): zig zag is not supported"), "\(strict)")
    }

    @Test func modifierOrdersNotDrawnAsListedAreNamed() throws {
        // Round corners after a trim (lottie-web rounds the trimmed path),
        // a trim applied individually after a repeater of 3 copies, and a
        // fill after a repeater (it paints the copies in lottie-web).
        let repeater = #"{"ty":"rp","c":{"a":0,"k":3},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[20,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
        let layers = [
            F.shapeLayer("a", index: 1, shapes: [Self.group([F.rectangle(x: 50, y: 50, width: 40, height: 40), F.stroke(0, 0, 1, width: 4)]),
                                                 Self.trim(end: #"{"a":0,"k":50}"#, mode: 1), #"{"ty":"rd","r":{"a":0,"k":5}}"#]),
            F.shapeLayer("b", index: 2, shapes: [Self.group([F.rectangle(x: 10, y: 50, width: 10, height: 10), F.stroke(0, 0, 1, width: 2), repeater]),
                                                 Self.trim(end: #"{"a":0,"k":50}"#, mode: 2)]),
            F.shapeLayer("c", index: 3, shapes: [F.rectangle(x: 10, y: 50, width: 10, height: 10), repeater, F.fill(0, 0, 1)]),
        ]
        // (Layers are translated bottom first: compared as a set.)
        let lines = try F.scene(F.document(layers: layers)).warnings.map(\.description)
        #expect(lines.count == 3, "\(lines)")
        #expect(Set(lines) == [
            "fixture.json: layer \"a\" (layers[0].shapes[2]): round corners listed after trim paths (the path is rounded, then trimmed) are not supported and not drawn",
            "fixture.json: layer \"b\" (layers[1].shapes[1]): trim paths applied individually to a repeater's copies (each copy is trimmed alike) are not supported and not drawn",
            "fixture.json: layer \"c\" (layers[2].shapes[1]): fills and strokes listed after a repeater (they do not paint its copies) are not supported and not drawn",
        ], "\(lines)")
    }
}
