import Foundation
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashScene
import Testing
@testable import SplashLottie

private typealias F = LottieFixtures

/// What the players draw is drawn, with a warning where the file likely
/// meant something else; sizes a file declares are not refused, what is
/// drawn is bounded instead.
@Suite struct LottieLenienceTests {
    @Test func aParentNoLayerIsDrawsTheLayerWithoutAParentAndWarns() throws {
        // lottie-web's `buildElementParenting` finds no layer with ind 9:
        // the solid is drawn at its own position (10, 20), unparented.
        let orphan = F.solid("Badge", index: 1, color: "#FF0000", width: 20, height: 20,
                             transform: F.transform(["p": #"{"a":0,"k":[10,20]}"#]), extra: #""parent":9"#)
        let json = F.document(layers: [orphan])
        let imported = try F.scene(json)
        #expect(imported.warnings.map(\.description)
            == [#"fixture.json: layer "Badge" (layers[0].parent): a "parent" that no layer's "ind" is: drawn without a parent"#],
                "\(imported.warnings)")
        let layers = imported.scene.resolved(at: 0)
        #expect(layers.count == 1)
        #expect(layers.first?.id == "Badge")
        #expect(layers.first?.position == Point(x: 10, y: 20))
        // Drawn: red at (15, 25), inside 10…30 × 20…40; the white
        // background at (5, 5).
        let pixmap = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        let inside = pixmap.pixel(x: 15, y: 25), outside = pixmap.pixel(x: 5, y: 5)
        #expect(inside.r == 255 && inside.g == 0 && inside.a == 255, "\(inside)")
        #expect(outside.r == 255 && outside.g == 255 && outside.b == 255, "\(outside)")
        // --strict: an error saying what it would draw.
        let strict = try #require({ () -> String? in
            do { _ = try F.scene(json, strict: true); return nil } catch { return "\(error)" }
        }())
        #expect(strict == #"fixture.json: layer "Badge" (layers[0].parent): a "parent" that no layer's "ind" is (drop --strict to draw it without a parent, as the players do)"#,
                "\(strict)")
    }

    @Test func declaredSizesBeyondTheCanvasAreDrawnNotRefused() throws {
        // A solid of 99999 × 99999 at (−50000, −50000) covers the 100 × 100
        // canvas; a precomposition declared 20000 × 20000 clips nothing
        // of its 10 × 10 square centred at (50, 50) (45…55) and draws it.
        let solid = F.solid("Huge", index: 2, color: "#0000FF", width: 99999, height: 99999,
                            transform: F.transform(["p": #"{"a":0,"k":[-50000,-50000]}"#]))
        let square = F.shapeLayer("Square", index: 1, shapes: [F.rectangle(x: 50, y: 50, width: 10, height: 10), F.fill(1, 0, 0)])
        let asset = #"{"id":"big","layers":[\#(square)]}"#
        let precomposition = #"{"ddd":0,"ind":1,"ty":0,"nm":"Big","refId":"big","sr":1,"ks":\#(F.transform()),"ip":0,"op":60,"st":0,"w":20000,"h":20000}"#
        let imported = try F.scene(F.document(layers: [precomposition, solid], assets: [asset]))
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let pixmap = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        var compared = 0
        for (x, y, red) in [(50, 50, true), (46, 46, true), (41, 41, false), (5, 5, false), (95, 95, false)] {
            let pixel = pixmap.pixel(x: x, y: y)
            #expect(pixel.a == 255, "(\(x), \(y))")
            #expect(red ? (pixel.r == 255 && pixel.b == 0) : (pixel.b == 255 && pixel.r == 0), "(\(x), \(y)): \(pixel)")
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func aDeclaredSizeBeyondAnyCoordinateIsThatCoordinatesBound() throws {
        // 1e300 is read as the largest coordinate (10⁷), not refused.
        let solid = F.solid("Sky", index: 1, color: "#00FF00", width: 100, height: 100)
            .replacingOccurrences(of: #""sw":100"#, with: #""sw":1e300"#)
        let imported = try F.scene(F.document(layers: [solid]))
        let layer = try F.layer("Sky", in: imported.scene, atFrame: 0)
        #expect(layer.sublayers.first?.bounds.width == 1e7)
    }
}
