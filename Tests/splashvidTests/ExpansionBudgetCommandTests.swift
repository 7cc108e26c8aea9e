import Foundation
import Testing
import SplashTestSupport

/// Small files that multiply what they draw, through the real binary: a
/// Lottie path reused by hundreds of layers, repeaters inside repeaters,
/// hundreds of detailed stars, a long text in precompositions of
/// precompositions, a scene replicating a big path or a Lottie. Each is
/// refused with one line naming the file, the layer and the limit, within
/// seconds, well under the README's memory promise, leaving nothing
/// behind. (Before the expansion budget the first three took 3–6 GB and
/// ended in `Fatal error: failed to allocate`, SIGABRT, a `.partial`
/// folder left; the fourth took 37 s.)
@Suite(.serialized) struct ExpansionBudgetCommandTests {
    /// Far below the README's 2 GB promise: these are small canvases.
    static let memoryBound = 600 << 20

    static let transform = #"{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}"#
    static let groupTransform = #"{"ty":"tr","o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}}"#
    static let stroke = #"{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1,"lj":1,"ml":4}"#

    static func document(layers: [String], assets: [String] = []) -> String {
        #"{"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,"nm":"hostile","ddd":0,"assets":[\#(assets.joined(separator: ","))],"layers":[\#(layers.joined(separator: ","))]}"#
    }

    static func shapeLayer(_ name: String, shapes: [String]) -> String {
        #"{"ddd":0,"ind":1,"ty":4,"nm":"\#(name)","sr":1,"ks":\#(transform),"ip":0,"op":30,"st":0,"shapes":[\#(shapes.joined(separator: ","))]}"#
    }

    static func precompositionLayer(_ name: String, index: Int, of reference: String) -> String {
        #"{"ddd":0,"ind":\#(index),"ty":0,"nm":"\#(name)","refId":"\#(reference)","sr":1,"ks":\#(transform),"ip":0,"op":30,"st":0,"w":100,"h":100}"#
    }

    /// A stroked open path of `count` vertices scattered over ±50.
    static func bigPathLayer(vertices count: Int) -> String {
        var random = SeededRandom(state: 7)
        let points = (0..<count).map { _ in "[\(random.int(-50...50)),\(random.int(-50...50))]" }.joined(separator: ",")
        let zeros = Array(repeating: "[0,0]", count: count).joined(separator: ",")
        return shapeLayer("big", shapes: [#"{"ty":"sh","ks":{"a":0,"k":{"c":false,"v":[\#(points)],"i":[\#(zeros)],"o":[\#(zeros)]}}}"#, stroke])
    }

    static func repeater(copies: Int) -> String {
        #"{"ty":"rp","c":{"a":0,"k":\#(copies)},"o":{"a":0,"k":0},"m":1,"tr":{"ty":"tr","p":{"a":0,"k":[1,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":1},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}}"#
    }

    /// Renders `arguments` in a folder holding `files` and an earlier
    /// output; the one line it is refused with.
    func refused(_ arguments: [String], files: [String: String], output: String) throws -> String {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let existing = Data("an earlier preview".utf8)
        try existing.write(to: folder.appendingPathComponent(output))
        let result = try Binary.runMeasuringMemory(arguments + [output], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n") && result.stderr.split(separator: "\n").count == 1, "not one line: \(result.stderr.debugDescription)")
        #expect(result.peakResidentBytes < Self.memoryBound, "peak \(result.peakResidentBytes >> 20) MB")
        #expect(result.seconds < 10, "took \(result.seconds) s")
        #expect(contents(of: folder) == ([output] + files.keys).sorted(), "left \(contents(of: folder))")
        #expect(try Data(contentsOf: folder.appendingPathComponent(output)) == existing)
        return result.stderr
    }

    /// A 99 999-vertex stroked path in a precomposition used by 500 layers.
    @Test func aBigPathReusedByManyLayers() throws {
        let uses = (0..<500).map { Self.precompositionLayer("use\($0)", index: $0 + 1, of: "p") }
        let json = Self.document(layers: uses, assets: [#"{"id":"p","layers":[\#(Self.bigPathLayer(vertices: 99_999))]}"#])
        let line = try refused(["--lottie", "reused.json", "--at", "0"], files: ["reused.json": json], output: "still.png")
        #expect(line == "splashvid: error: reused.json: assets[0].layers[0].shapes[1]: layer \"big\": draws more than 1048576 path vertices "
                + "(strokes counted twice) with every copy counted, the render's limit for one scene\n", "\(line)")
    }

    /// Four repeaters of 1000 copies inside each other (1.4 KB).
    @Test func nestedRepeaters() throws {
        var items = [#"{"ty":"el","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[4,4]}}"#, Self.stroke, Self.repeater(copies: 1000)]
        for _ in 0..<3 {
            items = [#"{"ty":"gr","it":[\#(items.joined(separator: ",")),\#(Self.groupTransform)]}"#, Self.repeater(copies: 1000)]
        }
        let json = Self.document(layers: [Self.shapeLayer("nest", shapes: items)])
        #expect(json.utf8.count < 2000)
        let line = try refused(["--lottie", "nest.json", "--at", "0"], files: ["nest.json": json], output: "still.png")
        #expect(line.hasPrefix("splashvid: error: nest.json: layers[0].shapes[0].it[0].it[0].it[1]: layer \"nest\": draws more than 50000 layers"), "\(line)")
    }

    /// 600 stroked stars asking for 49 999 points each.
    @Test func manyDetailedStars() throws {
        let stars = (0..<600).map {
            #"{"ty":"gr","it":[{"ty":"sr","sy":1,"p":{"a":0,"k":[0,0]},"pt":{"a":0,"k":49999},"r":{"a":0,"k":\#($0)},"or":{"a":0,"k":40},"ir":{"a":0,"k":20},"os":{"a":0,"k":0},"is":{"a":0,"k":0}},\#(Self.stroke),\#(Self.groupTransform)]}"#
        }
        let json = Self.document(layers: [Self.shapeLayer("stars", shapes: stars)])
        let line = try refused(["--lottie", "stars.json", "-q"], files: ["stars.json": json], output: "stars.mp4")
        #expect(line.hasPrefix("splashvid: error: stars.json: layers[0].shapes[337].it[1]: layer \"stars\": draws more than 1048576 path vertices"), "\(line)")
    }

    /// 16 × 16 × 16 precomposed copies of a 9000-character text.
    @Test func aLongTextInPrecompositionsOfPrecompositions() throws {
        let text = #"{"ddd":0,"ind":1,"ty":5,"nm":"words","sr":1,"ks":\#(Self.transform),"ip":0,"op":30,"st":0,"t":{"d":{"k":[{"s":{"s":12,"f":"Inter","t":"\#(String(repeating: "x", count: 9000))","j":0,"tr":0,"lh":14,"ls":0,"fc":[0,0,0]},"t":0}]},"p":{},"m":{"a":{"a":0,"k":[0,0]}},"a":[]}}"#
        var assets = [#"{"id":"t0","layers":[\#(text)]}"#]
        for level in 1...3 {
            let uses = (0..<16).map { Self.precompositionLayer("c\(level)_\($0)", index: $0 + 1, of: "t\(level - 1)") }
            assets.append(#"{"id":"t\#(level)","layers":[\#(uses.joined(separator: ","))]}"#)
        }
        let json = Self.document(layers: [Self.precompositionLayer("root", index: 1, of: "t3")], assets: assets)
        let line = try refused(["--lottie", "words.json", "--at", "0"], files: ["words.json": json], output: "still.png")
        #expect(line == "splashvid: error: words.json: assets[0].layers[0].t: layer \"words\": draws more than 20000 characters of text "
                + "with every copy counted, the render's limit for one scene\n", "\(line)")
    }

    /// A scene replicating a stroked path of 2000 points 1000 times: each
    /// file is within its own limits; what it draws is not.
    @Test func aSceneReplicatingABigPath() throws {
        var random = SeededRandom(state: 3)
        let path = "M0 0" + (0..<2000).map { _ in " L\(random.int(0...100)) \(random.int(0...100))" }.joined()
        let scene = ##"{"duration": 1, "layers": [{"id": "ring", "frame": [0, 0, 100, 100], "replicator": {"instanceCount": 1000}, "sublayers": [{"id": "scribble", "frame": [0, 0, 100, 100], "contents": {"type": "shape", "path": "\##(path)", "strokeColor": "#000", "lineWidth": 1}}]}]}"##
        let line = try refused(["--scene", "scene.json", "--size", "100x100", "-q"], files: ["scene.json": scene], output: "out.mp4")
        #expect(line == "splashvid: error: scene.json: layer \"scribble\": draws more than 1048576 path vertices (strokes counted twice) with every copy counted "
                + "(this one is drawn 1000 times by the replicators or repeaters around it), the render's limit for one scene\n", "\(line)")
    }

    /// A Lottie within its limits, played by a scene in 100 copies.
    @Test func aSceneReplicatingALottie() throws {
        let lottie = Self.document(layers: [Self.bigPathLayer(vertices: 6000)])
        let scene = #"{"duration": 1, "layers": [{"id": "copies", "frame": [0, 0, 100, 100], "replicator": {"instanceCount": 100}, "sublayers": [{"id": "player", "frame": [0, 0, 100, 100], "contents": {"type": "lottie", "source": "big.json"}}]}]}"#
        let line = try refused(["--scene", "scene.json", "--size", "100x100", "--at", "0"], files: ["scene.json": scene, "big.json": lottie], output: "still.png")
        #expect(line.hasPrefix("splashvid: error: scene.json: layer \"big\": draws more than 1048576 path vertices"), "\(line)")
        #expect(line.contains("(this one is drawn 100 times by the replicators or repeaters around it)"), "\(line)")
    }

    /// The second line: 200 layers of a stroked 300-curve scribble pass
    /// the scene's count (60 000 vertices) but flatten at the frame's
    /// scale into about 8 million outline points held at once; the frame
    /// stops at its strokes' budget.
    @Test func manyDetailedStrokesInOneFrame() throws {
        var random = SeededRandom(state: 2)
        let layers = (0..<200).map { index -> String in
            let path = "M0 0" + (0..<300).map { _ in " C" + (0..<6).map { _ in String(random.int(-60...60)) }.joined(separator: " ") }.joined()
            return ##"{"id": "s\##(index)", "frame": [0, 0, 100, 100], "contents": {"type": "shape", "path": "\##(path)", "viewBox": [-60, -60, 120, 120], "strokeColor": "#C00", "lineWidth": 2, "lineJoin": "round"}}"##
        }
        let scene = #"{"duration": 1, "layers": [\#(layers.joined(separator: ", "))]}"#
        let line = try refused(["--scene", "scene.json", "--size", "100x100", "--at", "0"], files: ["scene.json": scene], output: "still.png")
        #expect(line.hasPrefix("splashvid: error: scene.json: frame at 0.000 s: the frame's strokes together need more than 524 288 points at its scale "
                               + "(the render's limit for one frame, passed while drawing layer \"s"), "\(line)")
    }
}
