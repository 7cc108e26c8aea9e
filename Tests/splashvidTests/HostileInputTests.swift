import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// Inputs written to take the process down (issues 17 and 25), through the
/// real binary: each is a clean non-zero exit with one line on standard
/// error naming the file and field, or a correct render, and never a crash
/// or a temporary file left behind.
@Suite(.serialized) struct HostileInputTests {
    /// A scene file whose one layer is `layer` (JSON text), over white.
    static func scene(layer: String, parameters: String = "[]") -> String {
        ##"{"duration": 1, "backgroundColor": "#FFFFFF", "parameters": \##(parameters), "layers": [\##(layer)]}"##
    }

    /// Runs splashvid on `scene` (written as `hostile.json`) in a new
    /// folder on a small canvas, plus `extra` arguments; returns the
    /// result and the folder's contents afterwards (the folder is removed).
    static func run(_ scene: String, _ extra: [String] = ["--at", "0.5", "out.png"],
                    files: [String: [UInt8]] = [:],
                    check: (URL) throws -> Void = { _ in }) throws -> (Binary.Result, [String]) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(scene.utf8).write(to: folder.appendingPathComponent("hostile.json"))
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        let result = try Binary.run(["--scene", "hostile.json", "--size", "60x120", "--scale", "1"] + extra, in: folder)
        try check(folder)
        return (result, contents(of: folder))
    }

    /// Status 1, exactly `message` as the one line on standard error, and
    /// nothing written beside the inputs.
    static func expectRefused(_ result: Binary.Result, _ files: [String], _ message: String,
                              inputs: [String] = ["hostile.json"], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1, "status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == "splashvid: error: \(message)\n", sourceLocation: sourceLocation)
        #expect(files == inputs.sorted(), sourceLocation: sourceLocation)
    }

    // MARK: expressions

    /// A few hundred KB of nesting or of one long sum overflowed the stack
    /// (SIGSEGV); the limits are checked before anything recursive runs.
    static let hugeExpressions: [String: String] = [
        "parentheses": String(repeating: "(", count: 100_000) + "W" + String(repeating: ")", count: 100_000),
        "sum": Array(repeating: "W", count: 100_000).joined(separator: "+"),
        "signs": String(repeating: "-", count: 300_000) + "1",
        "deep parentheses": String(repeating: "(", count: 2000) + "W" + String(repeating: ")", count: 2000),
        "deep calls": String(repeating: "abs(", count: 500) + "W" + String(repeating: ")", count: 500),
    ]

    @Test(arguments: [
        ("parentheses", "expression is 200001 characters long; the limit is 4096"),
        ("sum", "expression is 199999 characters long; the limit is 4096"),
        ("signs", "expression is 300001 characters long; the limit is 4096"),
        ("deep parentheses",
         "nests deeper than 64 levels of parentheses, signs and function calls at position 65 of expression \"" + String(repeating: "(", count: 60) + "…\""),
        ("deep calls",
         "nests deeper than 64 levels of parentheses, signs and function calls at position 260 of expression \"" + String(repeating: "abs(", count: 15) + "…\""),
    ])
    func aHugeExpressionIsOneLineNamingTheField(kind: String, message: String) throws {
        let expression = try #require(Self.hugeExpressions[kind])
        let (result, files) = try Self.run(Self.scene(layer: ##"{"position": ["\##(expression)", 10], "size": [4, 4]}"##))
        Self.expectRefused(result, files, "hostile.json: layers[0].position[0]: \(message)")
    }

    /// The longest expression allowed (4096 characters, 2048 numbers)
    /// renders, and puts the layer where it says.
    @Test func theLongestAllowedExpressionRenders() throws {
        let x = "30" + (0..<2047).map { $0 % 2 == 0 ? "-9" : "+9" }.joined()   // 30 − 9 = 21
        #expect(x.count == 4096)
        let (result, files) = try Self.run(Self.scene(layer: ##"{"position": ["\##(x)", 60], "size": [20, 20], "backgroundColor": "#FF0000"}"##)) { folder in
            let still = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("out.png"))))
            #expect(still.pixel(12, 60) == [255, 0, 0, 255] && still.pixel(30, 60) == [255, 0, 0, 255])
            #expect(still.pixel(10, 60) == [255, 255, 255, 255] && still.pixel(32, 60) == [255, 255, 255, 255])
        }
        #expect(result.status == 0 && Binary.isOnlySummary(result.stderr), "\(result.stderr)")
        #expect(files == ["hostile.json", "out.png"])
    }
}

extension HostileInputTests {
    // MARK: Double → Int

    /// A seed far beyond Int (1e19) trapped converting to Int (SIGILL):
    /// a seed is checked whatever maximum the file declares for it, and a
    /// preset's own range says the same.
    @Test(arguments: [("1e19", "1e+19"), ("-1e19", "-1e+19"), ("1e300", "1e+300"), ("1000001", "1000001")])
    func aHugeSeedIsOneLine(seed: String, shown: String) throws {
        let parameters = ##"[{"name": "seed", "kind": "number", "default": 0, "minimum": -1e300, "maximum": 1e300}, {"name": "slogan", "kind": "text", "default": {"pick": ["a", "b"], "by": "seed"}}]"##
        let (result, files) = try Self.run(Self.scene(layer: ##"{"position": [30, 60], "size": [4, 4]}"##, parameters: parameters),
                                           ["--set", "seed=\(seed)", "--at", "0", "out.png"])
        Self.expectRefused(result, files, "hostile.json: parameter seed: a seed (it picks slogan) must be between 0 and 1000000, not \(shown)")
    }

    @Test func aHugeSeedForAPresetIsOneLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "yula", "--set", "seed=1e19", "--size", "60x120", "--at", "0", "out.png"], in: folder)
        Self.expectRefused(result, contents(of: folder), #"yula.json: parameter seed: expected a number from 0 to 1000000, not "1e19""#, inputs: [])
    }
}

extension HostileInputTests {
    /// Renders `scene` to a still at `time`: the result, the decoded still
    /// (nil when none was written) and the folder's contents.
    static func still(_ scene: String, at time: Double = 0.5, files: [String: [UInt8]] = [:]) throws -> (Binary.Result, DecodedImage?, [String]) {
        var image: DecodedImage?
        let (result, names) = try run(scene, ["--at", String(time), "out.png"], files: files) { folder in
            image = try? ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("out.png"))))
        }
        return (result, image, names)
    }

    /// Renders `scene` at `time`, expecting success and silence, and
    /// returns the still.
    static func expectRendered(_ scene: String, at time: Double = 0.5, files: [String: [UInt8]] = [:],
                               sourceLocation: SourceLocation = #_sourceLocation) throws -> DecodedImage {
        let (result, image, names) = try still(scene, at: time, files: files)
        #expect(result.status == 0 && Binary.isOnlySummary(result.stderr), "status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(names == (["hostile.json", "out.png"] + files.keys).sorted(), sourceLocation: sourceLocation)
        return try #require(image, sourceLocation: sourceLocation)
    }

    /// A green square, pixel-aligned (20…40 × 50…70), drawn in every scene
    /// below beside the hostile layer, which must leave it alone.
    static let square = ##"{"frame": [20, 50, 20, 20], "backgroundColor": "#00FF00"}"##

    /// A layer positioned far away (1e18, 1e19) inside a group that is
    /// composited offscreen (opacity, shadow, mask, clip) was a trap class
    /// converting its pixel region to Int: it is off screen and draws
    /// nothing, so the frame is the frame without it.
    @Test(arguments: ["1e18", "1e19", "-1e19", "1e300"])
    func aLayerFarAwayInACompositedGroupDrawsNothing(far: String) throws {
        let distant = ##"{"position": [\##(far), \##(far)], "size": [10, 10], "backgroundColor": "#FF0000", "shadowOpacity": 1, "shadowRadius": 4}"##
        func group(_ sublayers: [String]) -> String {
            ##"{"frame": [0, 0, 60, 120], "opacity": 0.5, "shadowOpacity": 0.5, "shadowRadius": 3, "masksToBounds": true, "cornerRadius": 6, "sublayers": [\##(sublayers.joined(separator: ", "))]}"##
        }
        let with = try Self.expectRendered(Self.scene(layer: group([Self.square, distant])))
        let without = try Self.expectRendered(Self.scene(layer: group([Self.square])))
        #expect(with == without)
        #expect(with.pixel(30, 60) != [255, 255, 255, 255], "the square is drawn")
        // Inside a layer turned in 3-D (drawn flat, then projected).
        func turned(_ sublayers: [String]) -> String {
            ##"{"frame": [0, 0, 60, 120], "transform": {"rotationY": 0.3, "perspective": 500}, "sublayers": [\##(sublayers.joined(separator: ", "))]}"##
        }
        #expect(try Self.expectRendered(Self.scene(layer: turned([Self.square, distant]))) == Self.expectRendered(Self.scene(layer: turned([Self.square]))))
    }

    /// The same, moved there by an animation, a translation or a 3-D turn.
    @Test(arguments: [
        ##""animations": [{"keyPath": "position", "fromValue": [30, 60], "toValue": [1e19, -1e19], "duration": 0.5, "fillMode": "forwards"}]"##,
        ##""transform": {"translation": [-1e19, 1e18]}"##,
        ##""transform": {"rotationY": 0.6, "perspective": 500, "translation": [1e19, 0]}"##,
        ##""transform": {"scale": 1e19}, "anchorPoint": [1e3, 1e3]"##,
    ])
    func aLayerMovedFarAwayDrawsNothing(how: String) throws {
        let distant = ##"{"position": [30, 60], "size": [10, 10], "backgroundColor": "#FF0000", "opacity": 0.7, "shadowOpacity": 1, \##(how)}"##
        let with = try Self.expectRendered(Self.scene(layer: ##"{"frame": [0, 0, 60, 120], "opacity": 0.9, "sublayers": [\##(Self.square), \##(distant)]}"##), at: 1)
        let without = try Self.expectRendered(Self.scene(layer: ##"{"frame": [0, 0, 60, 120], "opacity": 0.9, "sublayers": [\##(Self.square)]}"##), at: 1)
        #expect(with == without)
    }

    /// A layer scaled 1e19 about a point on screen covers the whole frame,
    /// as a layer the frame's size does.
    @Test(arguments: ["1e18", "1e19", "1e300"])
    func aLayerScaledHugelyCoversTheFrame(scale: String) throws {
        func group(_ red: String) -> String {
            Self.scene(layer: ##"{"frame": [0, 0, 60, 120], "opacity": 0.5, "sublayers": [\##(Self.square), \##(red)]}"##)
        }
        let huge = try Self.expectRendered(group(##"{"position": [30, 60], "size": [2, 2], "backgroundColor": "#FF0000", "transform": {"scale": \##(scale)}}"##))
        let frame = try Self.expectRendered(group(##"{"frame": [0, 0, 60, 120], "backgroundColor": "#FF0000"}"##))
        #expect(huge == frame)
        #expect(frame.pixel(0, 0) == frame.pixel(30, 60) && frame.pixel(30, 60) != [255, 255, 255, 255])
    }

    /// A shadow offset far beyond the frame: the shadow is off screen, the
    /// layer drawn as without it.
    @Test(arguments: ["[1e19, 1e19]", "[-1e18, 0]", "[0, 1e300]"])
    func aHugeShadowOffsetMovesTheShadowOffScreen(offset: String) throws {
        let shadowed = ##"{"frame": [20, 50, 20, 20], "backgroundColor": "#00FF00", "shadowOpacity": 1, "shadowRadius": 2, "shadowOffset": \##(offset)}"##
        let with = try Self.expectRendered(Self.scene(layer: shadowed))
        let without = try Self.expectRendered(Self.scene(layer: Self.square))
        #expect(with == without)
    }

    /// An animated `shadowRadius` that overshoots to absurd values (the
    /// kernel sizes of the blur came from it): the blur is bounded, the
    /// video and the still render.
    @Test(arguments: ["1e19", "1e300", "-1e19"])
    func anAnimatedShadowRadiusRenders(radius: String) throws {
        let layer = ##"{"frame": [20, 50, 20, 20], "backgroundColor": "#00FF00", "shadowOpacity": 1, "animations": [{"keyPath": "shadowRadius", "fromValue": 0, "toValue": \##(radius), "duration": 1}]}"##
        let image = try Self.expectRendered(Self.scene(layer: layer), at: 0.9)
        #expect(image.pixel(30, 60) == [0, 255, 0, 255])
        var frames = 0
        let (result, files) = try Self.run(Self.scene(layer: layer), ["--fps", "4", "out.mp4"]) { folder in
            try VideoReader(path: folder.appendingPathComponent("out.mp4").path).decodeFrames { _, _, _, _ in frames += 1 }
        }
        #expect(result.status == 0 && Binary.isOnlySummary(result.stderr), "\(result.stderr)")
        #expect(files == ["hostile.json", "out.mp4"] && frames == 4)
    }

    /// Image contents placed by gravity in absurd bounds, or with a
    /// scale that makes them huge, far away or sub-pixel: drawn as what
    /// they are (here, off screen or covering it), never a trap.
    @Test(arguments: [
        ("center", ##""position": [1e19, 60], "size": [20, 20]"##),
        ("topLeft", ##""position": [30, 60], "size": [1e18, 1e18]"##),
        ("bottomRight", ##""position": [30, 60], "size": [1e19, 20]"##),
        ("resizeAspect", ##""position": [30, 60], "size": [1e19, 1e-300]"##),
        ("resizeAspectFill", ##""position": [30, 60], "size": [1e19, 1e-300]"##),
        ("resize", ##""position": [-1e19, 60], "size": [1e19, 1e19]"##),
        ("center", ##""position": [30, 60], "size": [20, 20], "transform": {"scale": 1e19}"##),
        ("center", ##""position": [30, 60], "size": [20, 20], "transform": {"scaleX": 1e-300}"##),
    ])
    func anImageWithAbsurdPlacementRenders(gravity: String, placement: String) throws {
        let png = try PNGEncoder.encode(rgba: [UInt8]((0..<16).flatMap { _ in [UInt8(0), 0, 255, 255] }), width: 4, height: 4)
        for scale in ["0.01", "1", "100"] {
            let layer = ##"{\##(placement), "opacity": 0.8, "contents": {"type": "image", "source": "dot.png", "gravity": "\##(gravity)", "scale": \##(scale)}}"##
            _ = try Self.expectRendered(Self.scene(layer: layer), files: ["dot.png": png])
        }
    }

    // MARK: 3-D layers and text in bulk (issue 25)

    /// A hair-thin, very long layer turned in 3-D asked for a 16 GB flat
    /// picture; now bounded (and cut to what can reach the frame), it
    /// renders at once, leaving the square alone.
    @Test(arguments: [("0.001", "200000000000"), ("200000000000", "0.001"), ("1e9", "1e9")])
    func anAbsurdTurnedLayerRenders(width: String, height: String) throws {
        let turned = ##"{"frame": [0, 0, \##(width), \##(height)], "backgroundColor": "#FF0000", "transform": {"rotationY": 0.5, "perspective": 500}}"##
        let start = Date()
        let image = try Self.expectRendered(Self.scene(layer: [turned, Self.square].joined(separator: ",")))
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(image.pixel(30, 60) == [0, 255, 0, 255])
    }

    /// Thousands of text layers of a long text took a minute and gigabytes
    /// a still: the scene's texts together are bounded, refused by name.
    @Test func thousandsOfLongTextsAreRefused() throws {
        let text = String(repeating: "splash ", count: 1400)
        let layer = ##"{"frame": [0, 0, 60, 20], "contents": {"type": "text", "string": "\##(text)", "fontSize": 8}}"##
        let scene = Self.scene(layer: Array(repeating: layer, count: 200).joined(separator: ","))
        let (result, files) = try Self.run(scene)
        Self.expectRefused(result, files, "hostile.json: layers[2].contents: the scene's texts together are more than 20000 characters")
    }
}
