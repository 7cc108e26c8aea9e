import Foundation
import SplashScene
import Testing
@testable import SplashLottie

/// Small files that multiply what they draw (a path in a precomposition
/// used many times, repeaters inside repeaters, many detailed stars, a
/// long text in precompositions of precompositions) are refused while they
/// are translated, before what they multiply is built: one error naming
/// the file, the JSON path, the Lottie layer and the limit.
@Suite struct LottieExpansionTests {
    typealias F = LottieFixtures

    func message(_ json: String) -> String? { F.errorMessage(json) }

    /// A stroked open path of `count` vertices, in a shape layer.
    static func bigPathLayer(vertices count: Int) -> String {
        let points = (0..<count).map { "[\($0 % 100),\($0 % 37)]" }.joined(separator: ",")
        let zeros = Array(repeating: "[0,0]", count: count).joined(separator: ",")
        let path = #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[\#(points)],"i":[\#(zeros)],"o":[\#(zeros)]}}}"#
        return F.shapeLayer("big", index: 1, shapes: [path, F.stroke(1, 0, 0, width: 2)])
    }

    static func precompositionLayer(_ name: String, index: Int, of reference: String) -> String {
        #"{"ddd":0,"ind":\#(index),"ty":0,"nm":"\#(name)","refId":"\#(reference)","sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"w":100,"h":100}"#
    }

    static func repeater(copies: Int) -> String {
        #"{"ty":"rp","c":{"a":0,"k":\#(copies)},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","p":{"a":0,"k":[1,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":1},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
    }

    static let groupTransform = #"{"ty":"tr","o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}"#

    static func star(points: Int, rotation: Int) -> String {
        #"{"ty":"gr","it":[{"ty":"sr","sy":1,"p":{"a":0,"k":[0,0]},"pt":{"a":0,"k":\#(points)},"r":{"a":0,"k":\#(rotation)},"or":{"a":0,"k":40},"ir":{"a":0,"k":20},"os":{"a":0,"k":0},"is":{"a":0,"k":0}},\#(F.stroke(1, 0, 0, width: 2)),\#(groupTransform)]}"#
    }

    /// One 20 000-vertex stroked path in a precomposition used by 500
    /// layers: 20 million vertices drawn; refused at the 27th use.
    @Test func aBigPathInAPrecompositionUsedManyTimesIsRefused() throws {
        let uses = (0..<500).map { Self.precompositionLayer("use\($0)", index: $0 + 1, of: "p") }
        let json = F.document(layers: uses, assets: [#"{"id":"p","layers":[\#(Self.bigPathLayer(vertices: 20_000))]}"#])
        let text = try #require(message(json))
        #expect(text == "fixture.json: assets[0].layers[0].shapes[1]: layer \"big\": draws more than 1048576 path vertices (strokes counted twice) "
                + "with every copy counted, the render's limit for one scene", "\(text)")
    }

    /// Four repeaters of 1000 copies inside each other: 10^12 ellipses,
    /// refused before the innermost is made.
    @Test func repeatersInsideRepeatersMultiply() throws {
        var items = [#"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[4,4]}}"#, F.stroke(1, 0, 0, width: 1), Self.repeater(copies: 1000)]
        for _ in 0..<3 {
            items = [#"{"ty":"gr","it":[\#(items.joined(separator: ",")),\#(Self.groupTransform)]}"#, Self.repeater(copies: 1000)]
        }
        let json = F.document(layers: [F.shapeLayer("nest", index: 1, shapes: items)])
        let text = try #require(message(json))
        #expect(text.hasPrefix("fixture.json: layers[0].shapes[0].it[0].it[0].it[1]: layer \"nest\": draws more than 50000 layers with every copy counted "
                               + "(this one is drawn 1000000000000 times by the replicators or repeaters around it)"), "\(text)")
        // One repeater of 40 copies is drawn.
        let small = F.document(layers: [F.shapeLayer("ring", index: 1, shapes: [
            #"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[4,4]}}"#, F.fill(1, 0, 0), Self.repeater(copies: 40),
        ])])
        #expect(message(small) == nil)
    }

    /// 600 stroked stars asking for 49 999 points each (drawn with 1000):
    /// 2.4 million stroked vertices, refused at the 263rd star (the last drawn first: shapes[337]).
    @Test func manyDetailedStarsAreRefused() throws {
        let stars = (0..<600).map { Self.star(points: 49_999, rotation: $0) }
        let text = try #require(message(F.document(layers: [F.shapeLayer("stars", index: 1, shapes: stars)])))
        #expect(text.hasPrefix("fixture.json: layers[0].shapes[337].it[1]: layer \"stars\": draws more than 1048576 path vertices"), "\(text)")
        // A hundred of them are drawn.
        let fewer = (0..<100).map { Self.star(points: 49_999, rotation: $0) }
        #expect(message(F.document(layers: [F.shapeLayer("stars", index: 1, shapes: fewer)])) == nil)
    }

    /// A 9000-character text in precompositions used 16 × 16 × 16 times:
    /// refused at its third copy, at the scene format's text limit.
    @Test func aLongTextMultipliedByPrecompositionsIsRefused() throws {
        let text = #"{"ddd":0,"ind":1,"ty":5,"nm":"words","sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"t":{"d":{"k":[{"s":{"s":12,"f":"Inter","t":"\#(String(repeating: "x", count: 9000))","j":0,"tr":0,"lh":14,"ls":0,"fc":[0,0,0]},"t":0}]},"p":{},"m":{"a":{"a":0,"k":[0,0]}},"a":[]}}"#
        var assets = [#"{"id":"t0","layers":[\#(text)]}"#]
        for level in 1...3 {
            let uses = (0..<16).map { Self.precompositionLayer("c\(level)_\($0)", index: $0 + 1, of: "t\(level - 1)") }
            assets.append(#"{"id":"t\#(level)","layers":[\#(uses.joined(separator: ","))]}"#)
        }
        let started = Date()
        let line = try #require(message(F.document(layers: [Self.precompositionLayer("root", index: 1, of: "t3")], assets: assets)))
        #expect(line == "fixture.json: assets[0].layers[0].t: layer \"words\": draws more than 20000 characters of text with every copy counted, "
                + "the render's limit for one scene", "\(line)")
        #expect(Date().timeIntervalSince(started) < 5)
    }

    /// The budget counts copies, not files: what passes alone is refused
    /// when a repeater draws it often enough, and the layer limit still
    /// names precompositions when no repeater multiplies.
    @Test func aPathUnderTheLimitAloneIsRefusedInARepeater() throws {
        let alone = F.document(layers: [Self.bigPathLayer(vertices: 20_000)])
        #expect(message(alone) == nil)
        let points = (0..<20_000).map { "[\($0 % 100),\($0 % 37)]" }.joined(separator: ",")
        let zeros = Array(repeating: "[0,0]", count: 20_000).joined(separator: ",")
        let path = #"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[\#(points)],"i":[\#(zeros)],"o":[\#(zeros)]}}}"#
        let repeated = F.document(layers: [F.shapeLayer("copied", index: 1, shapes: [path, F.stroke(1, 0, 0, width: 2), Self.repeater(copies: 30)])])
        let text = try #require(message(repeated))
        #expect(text == "fixture.json: layers[0].shapes[1]: layer \"copied\": draws more than 1048576 path vertices (strokes counted twice) "
                + "with every copy counted (this one is drawn 30 times by the replicators or repeaters around it), the render's limit for one scene",
                "\(text)")
    }
}
