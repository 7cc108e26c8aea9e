import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor
import SplashTestSupport

/// CAReplicatorLayer drawn: copy i of the sublayers placed by
/// instanceTransform applied i times about the centre of the replicator's
/// bounds, at its own time, multiplied by instanceColor + i·offsets.
/// White on black at 1 pixel a point, so a fully covered pixel shows the
/// copy's colour exactly and an untouched one is black.
@Suite(.eachKernelLevel)
struct ReplicatorRenderTests {
    static func render(_ layers: String, canvas: Size, at time: Double = 0, scale: Double = 1) throws -> Pixmap {
        let json = ##"{"duration": 3, "backgroundColor": "#000000", "layers": [\##(layers)]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: canvas)
        return try Compositor(scene: scene, scale: scale).render(at: time)
    }

    static func displayList(_ layers: String, canvas: Size) throws -> DisplayList {
        let json = ##"{"duration": 3, "backgroundColor": "#000000", "layers": [\##(layers)]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: canvas)
        return try Compositor(scene: scene, scale: 1).displayList(at: 0)
    }

    /// Three dots 20 pt apart (circles of radius 5 centred at x = 10, 30,
    /// 50 on y = 10), the dot's scale 1 → 0.3 over 0.6 s, autoreversing,
    /// copy i 0.2·i s behind, alpha 1 − 0.2·i.
    static let dots = #"""
    {"frame": [0, 0, 60, 20],
     "replicator": {"instanceCount": 3, "instanceTransform": {"translation": [20, 0]}, "instanceDelay": 0.2,
                    "instanceColor": "#FFFFFF", "instanceAlphaOffset": -0.2},
     "sublayers": [{"frame": [5, 5, 10, 10], "cornerRadius": 5, "backgroundColor": "#FFFFFF",
       "animations": [{"keyPath": "transform.scale", "fromValue": 1, "toValue": 0.3, "duration": 0.6,
                       "autoreverses": true, "repeatCount": "infinity"}]}]}
    """#

    /// Row 10 (y from 10 to 11) at t = 0.3 s. Copy i's circle: centre x
    /// 10 + 20i, radius 5·s with s its scale (ReplicatorFileTests: 0.65,
    /// 0.883333, 1, so radii 3.25, 4.416667, 5). A pixel [x, x + 1] is
    /// covered whole when both its ends are within √(r² − 1) of the centre
    /// (the row's far edge is 1 from the centre line), untouched when it
    /// ends short of centre − r or starts past centre + r:
    ///
    ///     copy 0: √(10.5625 − 1) = 3.092: whole x 7…12 (6.908…13.092);
    ///             untouched x ≤ 5 (ends < 6.75), x ≥ 14 (> 13.25)
    ///     copy 1: √(19.507 − 1) = 4.302: whole x 26…33 (25.698…34.302);
    ///             untouched x ≤ 24 (< 25.583), x ≥ 35 (> 34.417)
    ///     copy 2: √24 = 4.899: whole x 46…53 (45.101…54.899);
    ///             untouched x ≤ 43, x ≥ 56
    ///
    /// Whole pixels show the copy's alpha over black: 255, 0.8·255 = 204,
    /// 0.6·255 = 153.
    @Test func loadingDotsAtTheirDelayedScalesAndAlphas() throws {
        let frame = try Self.render(Self.dots, canvas: Size(width: 60, height: 20), at: 0.3)
        var expected: [Int: UInt8] = [:]
        for x in 7...12 { expected[x] = 255 }
        for x in 26...33 { expected[x] = 204 }
        for x in 46...53 { expected[x] = 153 }
        for x in Array(0...5) + Array(14...24) + Array(35...43) + Array(56...59) { expected[x] = 0 }
        var compared = 0
        for (x, level) in expected {
            let p = frame.pixel(x: x, y: 10)
            #expect(p.r == level && p.g == level && p.b == level && p.a == 255, "pixel (\(x), 10): \(p), expected \(level)")
            compared += 1
        }
        #expect(compared == 6 + 8 + 8 + 6 + 11 + 9 + 4)
        // Partly covered edges: neither black nor the copy's level.
        for (x, level) in [(6, 255), (13, 255), (25, 204), (34, 204)] {
            let r = Int(frame.pixel(x: x, y: 10).r)
            #expect(r > 0 && r < level, "pixel (\(x), 10) should be partly covered: \(r)")
        }
    }

    /// A spinner: 8 bars rotated 45° each about the centre of the
    /// replicator's bounds. The replicator's frame is [100, 200, 100, 100],
    /// so its centre is (150, 250) on the canvas; the bar's frame
    /// [46, 4, 8, 20] puts copy 0 at x 146…154, y 204…224, its middle
    /// (150, 214), 36 above the centre. Copy k's middle is the centre plus
    /// 36·(sin 45k°, −cos 45k°) (clockwise on screen, y down):
    ///
    ///     k 0 (150, 214)   1 (175.46, 224.54)   2 (186, 250)   3 (175.46, 275.46)
    ///     k 4 (150, 286)   5 (124.54, 275.46)   6 (114, 250)   7 (124.54, 224.54)
    ///
    /// Each pixel holding one of those points lies whole within its bar
    /// (4 each side of the bar's axis, 10 along it). Turned about the
    /// bounds' origin (100, 200) instead, copy 2 would stand at (86, 250).
    /// Black: the centre (26 from the nearest bar end) and the points
    /// 22.5° between bars, 36·sin 22.5° = 13.8 from either bar's axis.
    @Test func aSpinnersCopiesTurnAboutTheReplicatorsCentre() throws {
        let frame = try Self.render(#"""
        {"frame": [100, 200, 100, 100],
         "replicator": {"instanceCount": 8, "instanceTransform": {"rotation": 0.7853981633974483}},
         "sublayers": [{"frame": [46, 4, 8, 20], "backgroundColor": "#FFFFFF"}]}
        """#, canvas: Size(width: 300, height: 400))
        let white = [(150, 214), (175, 224), (186, 250), (175, 275), (150, 286), (124, 275), (114, 250), (124, 224)]
        let black = [(150, 250), (163, 216), (186, 263), (86, 250), (137, 216), (163, 283), (137, 283), (113, 263)]
        for (x, y) in white { #expect(frame.pixel(x: x, y: y) == (255, 255, 255, 255), "(\(x), \(y)) \(frame.pixel(x: x, y: y))") }
        for (x, y) in black { #expect(frame.pixel(x: x, y: y) == (0, 0, 0, 255), "(\(x), \(y)) \(frame.pixel(x: x, y: y))") }
        #expect(white.count + black.count == 16)
    }

    /// Apple's nested example in small: squares 10 pt wide, an inner
    /// replicator of 3 across (20 pt apart, blue offset −0.5) inside an
    /// outer one of 2 down (20 pt apart, red and alpha offsets −0.5). The
    /// inner copies are single fills and take their colour into their
    /// paint: white, (1, 1, 0.5) → blue round(127.5) = 128, (1, 1, 0). The
    /// outer copy 1 is those three fills as one picture multiplied by
    /// (0.5, 1, 1, 0.5): its factors (÷255) are red round(0.25·255) = 64,
    /// green and blue round(0.5·255) = 128, alpha 128; over black:
    ///
    ///     row 0: (255, 255, 255)   (255, 255, 128)   (255, 255, 0)
    ///     row 1: 255·64/255 = 64, 255·128/255 = 128, then blue
    ///            255 → 128, 128 → 128·128/255 = 64.25 → 64, 0 → 0:
    ///            (64, 128, 128)    (64, 128, 64)     (64, 128, 0)
    @Test func nestedReplicatorsMultiplyTheirColours() throws {
        let layers = #"""
        {"frame": [0, 0, 60, 40],
         "replicator": {"instanceCount": 2, "instanceTransform": {"translation": [0, 20]}, "instanceRedOffset": -0.5, "instanceAlphaOffset": -0.5},
         "sublayers": [{"frame": [0, 0, 60, 20],
           "replicator": {"instanceCount": 3, "instanceTransform": {"translation": [20, 0]}, "instanceBlueOffset": -0.5},
           "sublayers": [{"frame": [5, 5, 10, 10], "backgroundColor": "#FFFFFF"}]}]}
        """#
        let frame = try Self.render(layers, canvas: Size(width: 60, height: 40))
        let expected: [[(UInt8, UInt8, UInt8)]] = [
            [(255, 255, 255), (255, 255, 128), (255, 255, 0)],
            [(64, 128, 128), (64, 128, 64), (64, 128, 0)],
        ]
        var compared = 0
        for (row, colours) in expected.enumerated() {
            for (column, colour) in colours.enumerated() {
                let p = frame.pixel(x: 10 + 20 * column, y: 10 + 20 * row)
                #expect(p.r == colour.0 && p.g == colour.1 && p.b == colour.2 && p.a == 255, "cell (\(column), \(row)): \(p)")
                compared += 1
            }
        }
        #expect(compared == 6)
        // The outer copy 0 is white: its fills are drawn as they are; copy 1
        // is one group multiplied by its colour.
        let operations = try Self.displayList(layers, canvas: Size(width: 60, height: 40)).operations
        #expect(operations.count == 4)
        guard case .group(let group) = operations.last else { Issue.record("no group: \(operations)"); return }
        #expect(group.modulationColor == Color(red: 0.5, green: 1, blue: 1, alpha: 0.5) && group.operations.count == 3)
    }

    /// A copy is multiplied as one picture (as group opacity composites a
    /// layer once): a white square over a red one, overlapping, at the
    /// copy's alpha 0.5 (factor 128) shows in the overlap the white alone,
    /// 255·128/255 = 128 over black: (128, 128, 128), not white at half
    /// over red at half. Outside the overlap the red: (128, 0, 0). Copy 0
    /// is drawn as it is.
    @Test func aCopyIsMultipliedAsOnePicture() throws {
        let frame = try Self.render(#"""
        {"frame": [0, 0, 40, 20],
         "replicator": {"instanceCount": 2, "instanceTransform": {"translation": [20, 0]}, "instanceAlphaOffset": -0.5},
         "sublayers": [{"frame": [2, 2, 10, 10], "backgroundColor": "#FF0000"},
                       {"frame": [6, 6, 10, 10], "backgroundColor": "#FFFFFF"}]}
        """#, canvas: Size(width: 40, height: 20))
        let probes: [(x: Int, y: Int, expected: (UInt8, UInt8, UInt8, UInt8))] = [
            (4, 4, (255, 0, 0, 255)), (8, 8, (255, 255, 255, 255)),
            (24, 4, (128, 0, 0, 255)), (28, 8, (128, 128, 128, 255)), (34, 14, (128, 128, 128, 255)),
        ]
        for probe in probes {
            #expect(frame.pixel(x: probe.x, y: probe.y) == probe.expected, "(\(probe.x), \(probe.y)): \(frame.pixel(x: probe.x, y: probe.y))")
        }
        #expect(probes.count == 5)
    }

    /// instanceColor multiplies the source too ("The color to multiply the
    /// first object by (the source object)"), and an image, which no paint
    /// multiplies, through its copy's picture. A white 2×2 bitmap in a
    /// 10 pt square, instanceColor #FF8000 (green 128/255), green offset
    /// −0.25: copy 0 (255, 128, 0); copy 1's green 128/255 − 0.25 = 0.25196,
    /// factor round(64.25) = 64, so (255, 64, 0).
    @Test func anImageCopyIsMultipliedThroughItsPicture() throws {
        let json = ##"""
        {"duration": 1, "backgroundColor": "#000000", "layers": [{"frame": [0, 0, 40, 20],
          "replicator": {"instanceCount": 2, "instanceTransform": {"translation": [20, 0]}, "instanceColor": "#FF8000", "instanceGreenOffset": -0.25},
          "sublayers": [{"frame": [5, 5, 10, 10], "contents": {"type": "image", "source": "/white.png"}}]}]}
        """##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 40, height: 20))
        let white = try #require(Pixmap(width: 2, height: 2, bytes: [UInt8](repeating: 255, count: 16)))
        let compositor = try Compositor(scene: scene, scale: 1, images: ["/white.png": .bitmap(SampledImage(white))])
        let frame = try compositor.render(at: 0)
        #expect(frame.pixel(x: 10, y: 10) == (255, 128, 0, 255))
        #expect(frame.pixel(x: 30, y: 10) == (255, 64, 0, 255))
        #expect(frame.pixel(x: 20, y: 10) == (0, 0, 0, 255))
        let groups = try compositor.displayList(at: 0).operations.filter { if case .group = $0 { true } else { false } }
        #expect(groups.count == 2, "each copy's image is drawn through a group")
    }

    /// A copy that is one group (a faded layer with a sublayer) takes its
    /// colour into that group, no second picture: the white square's
    /// group multiplied by alpha 0.5 (factor 128) is (128, 128, 128, 128),
    /// composited at its opacity 0.5 (factor 128): 128·128/255 = 64.25 →
    /// 64 over black, as a second offscreen would give (the faded square
    /// (128, …) times 0.5). Copy 0: 255·128/255 = 128.
    @Test func aCopyThatIsOneGroupTakesItsColourIntoIt() throws {
        let layers = #"""
        {"frame": [0, 0, 40, 20],
         "replicator": {"instanceCount": 2, "instanceTransform": {"translation": [20, 0]}, "instanceAlphaOffset": -0.5},
         "sublayers": [{"frame": [5, 5, 10, 10], "backgroundColor": "#FFFFFF", "opacity": 0.5,
                        "sublayers": [{"frame": [2, 2, 2, 2], "backgroundColor": "#FFFFFF"}]}]}
        """#
        let frame = try Self.render(layers, canvas: Size(width: 40, height: 20))
        #expect(frame.pixel(x: 10, y: 10) == (128, 128, 128, 255))
        #expect(frame.pixel(x: 30, y: 10) == (64, 64, 64, 255))
        let operations = try Self.displayList(layers, canvas: Size(width: 40, height: 20)).operations
        #expect(operations.count == 2)
        guard case .group(let group) = operations.last else { Issue.record("no group: \(operations)"); return }
        #expect(group.opacity == 0.5 && group.modulationColor == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(group.operations.count == 2, "the square and its sublayer, not a group in a group")
    }

    /// The replicator layer itself is drawn once: its red background fills
    /// only its bounds (0…20), the copies of its white square stand at
    /// x 5…15, 25…35, 45…55. With masksToBounds its bounds clip the
    /// copies as they clip sublayers: only copy 0 shows.
    @Test func theReplicatorDrawsItselfOnceAndClipsItsCopies() throws {
        for clips in [false, true] {
            let frame = try Self.render("""
            {"frame": [0, 0, 20, 20], "backgroundColor": "#FF0000", "masksToBounds": \(clips),
             "replicator": {"instanceCount": 3, "instanceTransform": {"translation": [20, 0]}},
             "sublayers": [{"frame": [5, 5, 10, 10], "backgroundColor": "#FFFFFF"}]}
            """, canvas: Size(width: 60, height: 20))
            #expect(frame.pixel(x: 2, y: 2) == (255, 0, 0, 255))
            #expect(frame.pixel(x: 10, y: 10) == (255, 255, 255, 255))
            #expect(frame.pixel(x: 22, y: 2) == (0, 0, 0, 255), "the background is not copied")
            let copies: (UInt8, UInt8, UInt8, UInt8) = clips ? (0, 0, 0, 255) : (255, 255, 255, 255)
            #expect(frame.pixel(x: 30, y: 10) == copies && frame.pixel(x: 50, y: 10) == copies, "masksToBounds \(clips)")
        }
    }

    /// instanceTransform animated: rotation 0 → π over 1 s, linear; at
    /// 0.5 s each copy turns 90° more than the one before, so copy 1 of a
    /// bar above the centre (as in the spinner) stands right of it, at
    /// (186, 250), and copy 2 below, at (150, 286). At 0 s all three are on
    /// the first, at (150, 214), and (186, 250) is black.
    @Test func anAnimatedInstanceTransformTurnsTheCopies() throws {
        let layers = #"""
        {"frame": [100, 200, 100, 100], "replicator": {"instanceCount": 3},
         "animations": [{"keyPath": "instanceTransform", "fromValue": {"rotation": 0}, "toValue": {"rotation": 3.141592653589793}, "duration": 1}],
         "sublayers": [{"frame": [46, 4, 8, 20], "backgroundColor": "#FFFFFF"}]}
        """#
        let half = try Self.render(layers, canvas: Size(width: 300, height: 400), at: 0.5)
        let start = try Self.render(layers, canvas: Size(width: 300, height: 400), at: 0)
        #expect(half.pixel(x: 150, y: 214) == (255, 255, 255, 255))
        #expect(half.pixel(x: 186, y: 250) == (255, 255, 255, 255))
        #expect(half.pixel(x: 150, y: 286) == (255, 255, 255, 255))
        #expect(half.pixel(x: 114, y: 250) == (0, 0, 0, 255))
        #expect(start.pixel(x: 150, y: 214) == (255, 255, 255, 255))
        #expect(start.pixel(x: 186, y: 250) == (0, 0, 0, 255))
    }

    /// Loading dots at 4× (240 × 80 px) at 0.3 s: the first dot smallest,
    /// the third whole and faintest.
    @Test func loadingDotsReference() throws {
        let frame = try Self.render(Self.dots, canvas: Size(width: 60, height: 20), at: 0.3, scale: 4)
        try expectMatchesReference(frame, named: "replicator-loading-dots")
    }
}
