import Foundation
import SplashScene
import Testing
@testable import SplashLottie

/// Bad and unusual Lottie input: one clear error naming the file and the
/// JSON path, and every feature not drawn named once.
@Suite struct LottieInputTests {
    typealias F = LottieFixtures

    func message(_ json: String) -> String? { F.errorMessage(json) }

    @Test func brokenDocumentsAreOneLineErrors() throws {
        let good = F.document(layers: [F.solid("red", index: 1, color: "#FF0000")])
        let cases: [(String, String)] = [
            (String(good.prefix(good.count / 2)), "fixture.json: not valid JSON: line "),
            (#"{"layers":[]}"#, #"fixture.json: expected "w": is this a Lottie (Bodymovin) file?"#),
            (good.replacingOccurrences(of: #""w":100"#, with: #""w":1000000"#), "fixture.json: w: must be between 1 and 16384, not 1000000"),
            (good.replacingOccurrences(of: #""op":60"#, with: #""op":0"#), "fixture.json: op: the animation must end (op) after it starts"),
            (good.replacingOccurrences(of: ##""sc":"#FF0000""##, with: #""sc":"red""#), "fixture.json: layers[0].sc: expected a colour"),
            (good.replacingOccurrences(of: #""fr":30"#, with: #""fr":"30""#), "fixture.json: fr: expected a number, found a string"),
        ]
        var checked = 0
        for (json, expected) in cases {
            let text = try #require(message(json), "accepted: \(expected)")
            #expect(text.hasPrefix(expected), "\(text)")
            #expect(!text.contains("\n"))
            checked += 1
        }
        #expect(checked == 6)
    }

    @Test func cyclesAreRefused() throws {
        // A precomposition holding itself, and two layers each other's parent.
        let selfish = #"{"id":"loop","layers":[{"ddd":0,"ind":1,"ty":0,"nm":"again","refId":"loop","sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"w":10,"h":10}]}"#
        let root = #"{"ddd":0,"ind":1,"ty":0,"nm":"pre","refId":"loop","sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"w":10,"h":10}"#
        let loop = try #require(message(F.document(layers: [root], assets: [selfish])))
        #expect(loop.contains("the precomposition \"loop\" contains itself"), "\(loop)")
        let a = F.solid("a", index: 1, color: "#FF0000", extra: #""parent":2"#)
        let b = F.solid("b", index: 2, color: "#00FF00", extra: #""parent":1"#)
        let parents = try #require(message(F.document(layers: [a, b])))
        #expect(parents.contains("are each other's parents"), "\(parents)")
        // (A parent no layer is draws without it: LottieLenienceTests.)
    }

    @Test func precompositionsUsedInsideEachOtherAreBounded() throws {
        // Six levels, each using the next eight times: 8^6 = 262 144 layers.
        var assets: [String] = []
        for level in 0..<6 {
            let layers = (0..<8).map { i in
                level == 5 ? F.solid("s\(i)", index: i + 1, color: "#FF0000")
                    : #"{"ddd":0,"ind":\#(i + 1),"ty":0,"nm":"p","refId":"l\#(level + 1)","sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"w":10,"h":10}"#
            }
            assets.append(#"{"id":"l\#(level)","layers":[\#(layers.joined(separator: ","))]}"#)
        }
        let root = #"{"ddd":0,"ind":1,"ty":0,"nm":"root","refId":"l0","sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"w":10,"h":10}"#
        let text = try #require(message(F.document(layers: [root], assets: assets)))
        #expect(text.contains("more than 50000 layers"), "\(text)")
    }

    @Test func unsupportedFeaturesAreNamedOnceWithTheirPath() throws {
        // An expression on a position, merge paths twice, an effect
        // (Stroke, which lottie-web draws and splashvid does not).
        let expression = #"{"a":0,"k":[50,50],"x":"wiggle(2, 10)"}"#
        let merge = #"{"ty":"mm","mm":3}"#
        let layers = [
            F.shapeLayer("one", index: 1, transform: F.transform(["p": expression]),
                         shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), merge, F.fill(1, 0, 0)], extra: #""ef":[{"ty":22,"nm":"Outline"}]"#),
            F.shapeLayer("two", index: 2, shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), merge, F.fill(0, 1, 0)]),
        ]
        let imported = try F.scene(F.document(layers: layers))
        let lines = imported.warnings.map(\.description)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.contains("fixture.json: layer \"one\" (layers[0].ks.p.x): expressions are not supported and not drawn"))
        #expect(lines.contains("fixture.json: layer \"one\" (layers[0].shapes[1]): merge paths by subtracting: drawn path by path (After Effects combines them) (and 1 more place)"))
        #expect(lines.contains("fixture.json: layer \"one\" (layers[0].ef[0]): Stroke effects (\"Outline\") are not supported and not drawn"))
        // The rest is drawn: both layers are there.
        #expect(imported.scene.layers.count == 2)
        // --strict: the first is an error.
        let strict = try #require({ () -> String? in
            do { _ = try F.scene(F.document(layers: layers), strict: true); return nil } catch { return "\(error)" }
        }())
        #expect(strict.hasPrefix("fixture.json: layer \"one\" (layers[0].ks.p.x): expressions are not supported (drop --strict"), "\(strict)")
    }

    @Test func olderFilesWithEndValuesAndNoAnimatedFlag() throws {
        // Bodymovin before 5.5 wrote "e" for the end value and a last
        // keyframe with only "t"; some exporters omit "a".
        let position = #"{"k":[{"t":0,"s":[0,0],"e":[100,0],"i":{"x":1,"y":1},"o":{"x":0,"y":0}},{"t":30}]}"#
        let json = F.document(layers: [F.shapeLayer("old", index: 1, transform: F.transform(["p": position]),
                                                    shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])])
        let scene = try F.scene(json).scene
        #expect(abs(try F.layer("old", in: scene, atFrame: 15).position.x - 50) < 1e-9)
        #expect(abs(try F.layer("old", in: scene, atFrame: 30).position.x - 100) < 1e-9)
    }

    @Test func sceneHasTheCompositionsSizeLengthAndRate() throws {
        let json = F.document(width: 120, height: 80, fps: 24, frames: 48, layers: [F.solid("red", index: 1, color: "#FF0000")])
        let imported = try F.scene(json)
        #expect(imported.scene.canvas.width == 120 && imported.scene.canvas.height == 80)
        #expect(imported.scene.duration == 2)
        #expect(imported.frameRate == 24)
    }
}

/// A dotLottie whose zip layout points past its own bytes (found by the
/// fuzzer: ZIPFoundation's in-memory reader trapped on it) is one error.
@Test func aZipPointingPastItsEndIsRefused() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus/lottie/zip-offset-past-end.lottie")
    let bytes = try Data(contentsOf: corpus)
    #expect(LottieImporter.isArchive(bytes))
    do {
        _ = try LottieImporter.scene(dotLottie: bytes, file: "bad.lottie", background: .white)
        Issue.record("accepted")
    } catch {
        #expect(error.description.hasPrefix("bad.lottie: not a dotLottie file"), "\(error)")
    }
}

/// A dotLottie whose animation's deflate stream is cut short (its zip
/// sizes say so) is one error naming the entry: zlib inflates only the
/// entry's own bytes, so it cannot read on into the central directory.
@Test func aTruncatedDeflateStreamInADotLottieIsRefused() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzCorpus/lottie/deflate-truncated.lottie")
    let bytes = try Data(contentsOf: corpus)
    #expect(LottieImporter.isArchive(bytes))
    do {
        _ = try LottieImporter.scene(dotLottie: bytes, file: "cut.lottie", background: .white)
        Issue.record("accepted")
    } catch {
        #expect(error.description == "cut.lottie: animations/a.json in the archive is damaged (its data ends before its deflate stream)",
                "\(error)")
    }
}
