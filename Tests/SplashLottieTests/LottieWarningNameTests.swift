import Foundation
import Testing
@testable import SplashLottie

private typealias F = LottieFixtures

/// Warnings name the layers a designer sees in After Effects first, the
/// JSON path after.
@Suite struct LottieWarningNameTests {
    @Test func aWarningInsideNestedPrecompositionsNamesTheChain() throws {
        // Root layer "Card" uses asset "card", whose layer "Badge" uses
        // asset "logo", whose second layer "Logo" has an effect (Gaussian
        // Blur, drawn without it): the warning is in assets[1].layers[1].ef[0] of the
        // file, and in "Card" › "Badge" › "Logo" as After Effects shows.
        let plain = F.shapeLayer("Dot", index: 1, shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])
        let logo = F.shapeLayer("Logo", index: 2, shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)],
                                extra: #""ef":[{"ty":29,"nm":"Gaussian Blur"}]"#)
        func precomposition(_ name: String, _ reference: String) -> String {
            #"{"ddd":0,"ind":1,"ty":0,"nm":"\#(name)","refId":"\#(reference)","sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"w":100,"h":100}"#
        }
        let assets = [#"{"id":"card","layers":[\#(precomposition("Badge", "logo"))]}"#, #"{"id":"logo","layers":[\#(plain),\#(logo)]}"#]
        let imported = try F.scene(F.document(layers: [precomposition("Card", "card")], assets: assets))
        let lines = imported.warnings.map(\.description)
        #expect(lines == [#"fixture.json: layer "Card" › "Badge" › "Logo" (assets[1].layers[1].ef[0]): Gaussian Blur effects are not supported and not drawn"#],
                "\(lines)")
        #expect(imported.warnings.first?.layers == ["Card", "Badge", "Logo"])
    }

    @Test func aWarningOutsideAnyLayerKeepsItsPathAndAnUnnamedLayerIsSaidSo() throws {
        // "chars" (glyph outlines) is in no layer (here a glyph drawn by a
        // precomposition, not drawn); a layer without "nm"
        // is "(unnamed)"; a control character in a name is escaped.
        let blend = #"{"ddd":0,"ind":1,"ty":4,"sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"bm":3,"shapes":[]}"#
        let tabbed = F.shapeLayer("Tab\\there", index: 2, shapes: [], extra: #""sy":[{"ty":1}]"#)
        var json = F.document(layers: [blend, tabbed])
        json = json.replacingOccurrences(of: #""ddd":0,"#, with: #""ddd":0,"chars":[{"ch":"A","t":1}],"#, options: [], range: json.range(of: #""ddd":0,"#))
        let lines = try F.scene(json).warnings.map(\.description)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.contains(#"fixture.json: chars[0]: glyphs drawn by a precomposition (chars with "t": 1) are not supported and not drawn"#), "\(lines)")
        #expect(lines.contains(#"fixture.json: layer "(unnamed)" (layers[0].bm): blend modes are not supported and not drawn"#), "\(lines)")
        #expect(lines.contains(#"fixture.json: layer "Tab\there" (layers[1].sy): layer styles are not supported and not drawn"#), "\(lines)")
    }

    @Test func theChainOfAPathIsReadFromItsLayerPaths() {
        var names = LottieLayerNames()
        names.names = ["layers[0]": "Card", "assets[0].layers[2]": "Logo"]
        names.assetIDs = ["assets[0]": "comp_0"]
        names.users = ["comp_0": ["layers[0]"]]
        var compared = 0
        for (path, chain) in [("layers[0].shapes[1].it[0]", ["Card"]), ("assets[0].layers[2].ks.o", ["Card", "Logo"]),
                              ("assets[0].layers[1]", []), ("fonts.list[0]", []), ("layers[10]", [])] {
            #expect(names.chain(of: path) == chain, "\(path)")
            compared += 1
        }
        // A precomposition that uses itself names each layer once.
        names.users = ["comp_0": ["assets[0].layers[2]"]]
        #expect(names.chain(of: "assets[0].layers[2].ef") == ["Logo", "Logo"])
        compared += 1
        #expect(compared == 6)
    }
}
