import Foundation
import SplashCompositor
import SplashRaster
import SplashScene
import Testing
@testable import SplashLottie

/// Files written before Bodymovin 4.1.9 store the colours of fills and
/// strokes 0…255; lottie-web (`checkColors`) divides them by 255, in shape
/// layers and their groups, at the root and in every asset, and nothing
/// else (gradients, solid layers' hex colours).
@Suite struct LottieColorVersionTests {
    typealias F = LottieFixtures

    /// The document with its version replaced.
    func versioned(_ json: String, _ version: String) -> String {
        json.replacingOccurrences(of: #""v":"5.7.4""#, with: #""v":"\#(version)""#)
    }

    func pixel(_ json: String, _ x: Int, _ y: Int, atFrame frame: Double = 0) throws -> (r: Int, g: Int, b: Int) {
        let imported = try F.scene(json)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let p = try Compositor(scene: imported.scene, scale: 1).render(at: frame / 30).pixel(x: x, y: y)
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    func close(_ p: (r: Int, g: Int, b: Int), _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(p.r - r) <= 1 && abs(p.g - g) <= 1 && abs(p.b - b) <= 1
    }

    static let groupTransform = #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}"#

    @Test func olderFilesColoursAreDividedBy255() throws {
        // A fill [255, 128, 0, 255] in a group: before 4.1.9, 128/255 of
        // green, the pixel (255, 128, 0); from 4.1.9 on, the same numbers
        // are over 1, clamped: (255, 255, 0).
        let fill = #"{"ty":"fl","c":{"a":0,"k":[255,128,0,255]},"o":{"a":0,"k":100},"r":1}"#
        let group = #"{"ty":"gr","it":[\#(F.rectangle(x: 50, y: 50, width: 40, height: 40)),\#(fill),\#(Self.groupTransform)]}"#
        let json = F.document(layers: [F.shapeLayer("orange", index: 1, shapes: [group])])
        var compared = 0
        for (version, green) in [("4.1.8", 128), ("4.0.0", 128), ("3.9.9", 128), ("4.1.9", 255), ("4.2.0", 255), ("5.7.4", 255)] {
            let p = try pixel(versioned(json, version), 50, 50)
            #expect(close(p, 255, green, 0), "v \(version): \(p)")
            compared += 1
        }
        #expect(compared == 6)
    }

    @Test func animatedStrokeColoursAndAssetsLayersToo() throws {
        // Version 4.1.0. A stroke 10 wide along y = 50, its colour going
        // [0, 0, 255, 255] → [255, 0, 0, 255] over frames 0…60, linear: at
        // frame 30, (127.5, 0, 127.5)/255 → (128, 0, 128); at frame 59,
        // 59/60 of the way: (250.75, 0, 4.25) → (251, 0, 4). A precomposition
        // whose shape layer fills [0, 255, 0, 255]: green, (0, 255, 0). A
        // solid layer's "#0000ff" is not touched: blue.
        let color = F.linear("[0,0,255,255]", "[255,0,0,255]")
        let stroke = #"{"ty":"st","c":\#(color),"o":{"a":0,"k":100},"w":{"a":0,"k":10},"lc":1,"lj":1,"ml":4}"#
        let fill = #"{"ty":"fl","c":{"a":0,"k":[0,255,0,255]},"o":{"a":0,"k":100},"r":1}"#
        let asset = #"{"id":"inner","layers":[\#(F.shapeLayer("green", index: 1, shapes: [F.rectangle(x: 10, y: 10, width: 20, height: 20), fill]))]}"#
        let precomposition = #"{"ddd":0,"ind":2,"ty":0,"nm":"pre","refId":"inner","sr":1,"ks":\#(F.transform(["p": #"{"a":0,"k":[60,70]}"#])),"ip":0,"op":60,"st":0,"w":20,"h":20}"#
        let layers = [F.shapeLayer("line", index: 1, shapes: [F.line(from: (10, 50), to: (90, 50)), stroke]), precomposition,
                      F.solid("blue", index: 3, color: "#0000ff", width: 20, height: 20, transform: F.transform(["p": #"{"a":0,"k":[10,70]}"#]))]
        let json = versioned(F.document(layers: layers, assets: [asset]), "4.1.0")
        var compared = 0
        for (x, y, frame, expected) in [(50, 50, 30.0, (128, 0, 128)), (50, 50, 0, (0, 0, 255)), (50, 50, 59, (251, 0, 4)),
                                        (70, 80, 0, (0, 255, 0)), (20, 80, 0, (0, 0, 255))] {
            let p = try pixel(json, x, y, atFrame: frame)
            #expect(close(p, expected.0, expected.1, expected.2), "(\(x), \(y)) at frame \(frame): \(p)")
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func versionsComparedAsLottieWebCompares() {
        // Part by part as numbers; a part missing or not a number decides
        // nothing (so "4.x.0" is decided by its 0 < 9); an empty version is
        // a new one.
        var compared = 0
        for (version, old) in [("4.1.8", true), ("4.1.9", false), ("4.1.10", false), ("4.0", true), ("4.1", false), ("4", false),
                                ("3", true), ("10.0.0", false), ("4.1.8.9", true), ("4.x.0", true), ("", false)] {
            #expect(LottieReader.storesColorsIn255(version: version) == old, "\"\(version)\"")
            compared += 1
        }
        #expect(compared == 11)
    }
}
