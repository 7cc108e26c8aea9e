import Foundation
import Testing
import SplashTestSupport
import SplashVideo

/// Inputs whose vector work grows with their geometry rather than their
/// size on disk, through the real binary: each stops at the render's budget
/// with one line naming the file, the frame, the layer and the limit, well
/// under a minute, having held well under the README's peak-memory promise,
/// leaving no file and an existing output untouched. (Before the budget,
/// the first took 4.4 GB and 27 s for one 60 × 120 pt still.)
@Suite(.serialized) struct RenderBudgetTests {
    /// Far below the README's 2 GB promise: these are small canvases.
    static let memoryBound = 600 << 20

    /// A path of `count` random cubic curves spanning ±60 units.
    static func scribble(curves count: Int, seed: UInt32) -> String {
        var random = SeededRandom(state: seed)
        var data = "M0 0"
        for _ in 0..<count {
            data += " C" + (0..<6).map { _ in String(random.int(-60...60)) }.joined(separator: " ")
        }
        return data
    }

    /// A path of `count` horizontal strokes zig-zagging across a 100-unit
    /// viewBox, each a whole frame width long.
    static func zigzag(lines count: Int, step: Double) -> String {
        var data = "M0 0"
        for i in 0..<count { data += " L\(i % 2 * 100) \(String(format: "%.3f", Double(i) * step))" }
        return data
    }

    func refused(_ scene: String, files: [String: Data] = [:], size: String = "60x120", memoryBound: Int = memoryBound) throws -> String {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let existing = Data("an earlier preview".utf8)
        try existing.write(to: folder.appendingPathComponent("out.mp4"))
        let result = try Binary.runMeasuringMemory(["--scene", "scene.json", "--size", size, "-q", "out.mp4"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n") && result.stderr.split(separator: "\n").count == 1, "not one line: \(result.stderr.debugDescription)")
        #expect(result.peakResidentBytes < memoryBound, "peak \(result.peakResidentBytes >> 20) MB")
        #expect(result.seconds < 30, "took \(result.seconds) s")
        #expect(contents(of: folder) == (["out.mp4", "scene.json"] + files.keys).sorted(), "left \(contents(of: folder))")
        #expect(try Data(contentsOf: folder.appendingPathComponent("out.mp4")) == existing)
        return result.stderr
    }

    /// 2800 curves in a 0.01-unit viewBox: 6000× magnified, each curve
    /// flattens into its maximum of 4096 segments, 11 million points.
    @Test func aStrokeTooDetailedAtTheFrameScaleIsRefusedBeforeItIsBuilt() throws {
        let scene = ##"{"duration": 1, "layers": [{"id": "scribble", "frame": [0, 0, 60, 120], "contents": {"type": "shape", "path": "\##(Self.scribble(curves: 2800, seed: 1))", "viewBox": [0, 0, 0.01, 0.01], "strokeColor": "#000", "lineWidth": 0.001, "lineJoin": "round"}}]}"##
        let line = try refused(scene)
        #expect(line == "splashvid: error: scene.json: frame at 0.000 s: layer \"scribble\": its stroke needs more than 524 288 points "
                + "at this frame's scale (the render's limit for one stroke); simplify the path, or draw it smaller\n")
    }

    /// 20 000 strokes across the frame in one SVG path: 120 px each at
    /// 2×, 2.4 million pixel crossings in one fill (a 410 KB SVG, inside
    /// the SVG limits).
    @Test func aPathCrossingTheFrameTooOftenIsRefusedAtTheCellLimit() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="\#(Self.zigzag(lines: 20_000, step: 0.004))"/></svg>"#
        let scene = #"{"duration": 1, "layers": [{"id": "logo", "frame": [0, 0, 60, 120], "contents": {"type": "image", "source": "zig.svg"}}]}"#
        let line = try refused(scene, files: ["zig.svg": Data(svg.utf8)])
        #expect(line == "splashvid: error: scene.json: frame at 0.000 s: layer \"logo\": one of its paths crosses more than 2 097 152 pixels "
                + "(the render's limit for one fill); simplify the path, or draw it smaller\n")
    }

    /// 50 layers showing one SVG of 15 000 strokes across the frame, each
    /// under the limit for one fill (1.8 million crossings), together
    /// over the frame's 67 million.
    @Test func manyFillsTogetherAreRefusedAtTheFrameLimit() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="\#(Self.zigzag(lines: 15_000, step: 0.005))"/></svg>"#
        let layers = (0..<50).map { #"{"id": "copy\#($0)", "frame": [0, 0, 60, 120], "contents": {"type": "image", "source": "zig.svg"}}"# }
        let scene = #"{"duration": 1, "layers": [\#(layers.joined(separator: ", "))]}"#
        let line = try refused(scene, files: ["zig.svg": Data(svg.utf8)])
        #expect(line.hasPrefix("splashvid: error: scene.json: frame at 0.000 s: the frame's paths need more than 67 108 864 segments "
                               + "and pixel crossings together (the render's limit for one frame, passed while drawing layer \"copy"), "\(line)")
    }

    /// 1.1 million tiny values (2.2 MB, far under the 16 MiB file limit)
    /// stop at the value limit instead of growing a tree of them.
    @Test func aSceneOfMillionsOfValuesIsRefusedAtTheValueLimit() throws {
        let scene = #"{"duration": 1, "layers": [], "x": ["# + Array(repeating: "0", count: 1_100_000).joined(separator: ",") + "]}"
        let line = try refused(scene)
        #expect(line.hasPrefix("splashvid: error: scene.json: not valid JSON: line 1, column "), "\(line)")
        #expect(line.hasSuffix(": holds more than 1048576 values (numbers, strings, arrays and objects), the limit for one file\n"), "\(line)")
    }

    /// Five 25-megapixel PNGs (small files of one colour) on five layers:
    /// four fill the render's 100 megapixels, the fifth is refused from its
    /// header, before it is decoded; the four decoded (400 MB with their
    /// mipmaps' third more) stay within the memory bound for images.
    @Test func theImagesTogetherStopAtTheRenderBudget() throws {
        let side = 5000
        let png = Data(try PNGEncoder.encode(rgba: [UInt8](repeating: 180, count: side * side * 4), width: side, height: side))
        var files: [String: Data] = [:]
        for name in ["a", "b", "c", "d", "e"] { files["\(name).png"] = png }
        let layers = ["a", "b", "c", "d", "e"].map { #"{"frame": [0, 0, 60, 120], "contents": {"type": "image", "source": "\#($0).png"}}"# }
        let line = try refused(#"{"duration": 1, "layers": [\#(layers.joined(separator: ", "))]}"#, files: files, memoryBound: 900 << 20)
        #expect(line.contains("e.png (5000×5000): the scene's images together are at most 100000000 pixels, and the others take 100000000"), "\(line)")
    }

    /// The budget leaves ordinary rich art alone: a stroked scribble of 300
    /// curves at 3× renders, within the memory bound.
    @Test func richArtUnderTheBudgetRenders() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = ##"{"duration": 0.2, "layers": [{"id": "scribble", "frame": [0, 0, 60, 120], "contents": {"type": "shape", "path": "\##(Self.scribble(curves: 300, seed: 2))", "viewBox": [-60, -60, 120, 120], "strokeColor": "#C00", "lineWidth": 2, "lineJoin": "round"}}]}"##
        try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        let result = try Binary.runMeasuringMemory(["--scene", "scene.json", "--size", "60x120", "-q", "out.mp4"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.peakResidentBytes < Self.memoryBound, "peak \(result.peakResidentBytes >> 20) MB")
        #expect(contents(of: folder) == ["out.mp4", "scene.json"])
    }
}
