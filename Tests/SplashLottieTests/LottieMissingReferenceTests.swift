import Foundation
import SplashCompositor
import SplashGeometry
import SplashRaster
import SplashFormats
import SplashScene
import Testing
@testable import SplashLottie

/// What the players draw where a file names something that is not at
/// hand, or carries an exporter's artefact: the rest of the animation,
/// with a warning naming the layer and the JSON path (an error with
/// `--strict`).
@Suite struct LottieMissingReferenceTests {
    typealias F = LottieFixtures

    /// A 100 × 100 red solid under an image layer "Tracker" placing the
    /// 40 × 30 image asset `asset` at (10, 20).
    func imageDocument(asset: String, refId: String = "img_0") -> String {
        let image = #"{"ddd":0,"ind":1,"ty":2,"nm":"Tracker","refId":"\#(refId)","sr":1,"ks":\#(F.transform(["p": #"{"a":0,"k":[10,20]}"#])),"ip":0,"op":60,"st":0}"#
        return F.document(layers: [image, F.solid("red", index: 2, color: "#ff0000")], assets: [asset])
    }

    func importScene(_ json: String, folder: URL?, strict: Bool = false) throws -> LottieScene {
        try LottieImporter.scene(json: Data(json.utf8), file: "fixture.json", folder: folder, background: .white,
                                 strictness: strict ? .strict : .lenient)
    }

    func isRed(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> Bool {
        let p = pixmap.pixel(x: x, y: y)
        return p.r > 250 && p.g < 5 && p.b < 5
    }

    @Test func aMissingImageFileDrawsTheRestAndWarns() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-missing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = imageDocument(asset: #"{"id":"img_0","w":40,"h":30,"u":"images/","p":"img_0.png","e":0}"#)
        let imported = try importScene(json, folder: folder)
        #expect(imported.warnings.count == 1)
        let warning = imported.warnings.first?.description ?? ""
        #expect(warning == #"fixture.json: layer "Tracker" (layers[0]): the image file "images/img_0.png" (assets[0].p) is missing and not drawn"#,
                "\(warning)")
        // The image's place (10…50, 20…50) shows the solid under it.
        let pixmap = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        var compared = 0
        for (x, y) in [(30, 35), (11, 21), (49, 49), (80, 80)] {
            #expect(isRed(pixmap, x, y), "(\(x), \(y)): \(pixmap.pixel(x: x, y: y))")
            compared += 1
        }
        #expect(compared == 4)
        // Strict: the same words, as an error.
        #expect(throws: JSONFileError.self) { try importScene(json, folder: folder, strict: true) }
        do {
            _ = try importScene(json, folder: folder, strict: true)
        } catch {
            #expect("\(error)".contains(#"layer "Tracker" (layers[0]): the image file "images/img_0.png" (assets[0].p) is missing (drop --strict"#), "\(error)")
        }
        // Read from no folder (standard input), or named by an address, alike.
        #expect(try importScene(json, folder: nil).warnings.map(\.message) == imported.warnings.map(\.message))
        let web = imageDocument(asset: #"{"id":"img_0","w":40,"h":30,"u":"","p":"https://example.com/a.png","e":0}"#)
        #expect(try importScene(web, folder: folder).warnings.first?.feature == #"the image file "https://example.com/a.png" (assets[0].p)"#)
    }

    @Test func anEmbeddedImageIsDrawnWithoutWarning() throws {
        // A 2 × 2 blue PNG as a data URI, placed at (10, 20).
        let png = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEElEQVR4nGNgYPj/H4KhDAA/0gf5tBJPzQAAAABJRU5ErkJggg=="
        let json = imageDocument(asset: #"{"id":"img_0","w":40,"h":30,"u":"","p":"data:image/png;base64,\#(png)","e":1}"#)
        let imported = try importScene(json, folder: nil)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        // Its layer carries the data URI (decoded by the renderer) in the
        // asset's declared 40 × 30.
        var images: [(source: String, bounds: Rect)] = []
        func walk(_ layer: Layer) {
            if case .image(let image)? = layer.contents { images.append((image.source, layer.bounds)) }
            layer.sublayers.forEach(walk)
        }
        imported.scene.resolved(at: 0).forEach(walk)
        #expect(images.count == 1)
        #expect(images.first?.source == "data:image/png;base64,\(png)")
        #expect(images.first?.bounds == Rect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func aLayerNamingNoAssetIsSkippedWithAWarning() throws {
        // lottie-web's `buildItem` finds no asset data and draws nothing for
        // the layer; the solid under it shows.
        let json = imageDocument(asset: #"{"id":"img_0","w":40,"h":30,"u":"","p":"data:image/png;base64,","e":1}"#, refId: "Image_02.jpg")
        let imported = try importScene(json, folder: nil)
        #expect(imported.warnings.map(\.description)
                == [#"fixture.json: layer "Tracker" (layers[0]): the image asset "Image_02.jpg" (layers[0].refId) is missing and not drawn"#],
                "\(imported.warnings)")
        let pixmap = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        #expect(isRed(pixmap, 30, 35), "\(pixmap.pixel(x: 30, y: 35))")
        #expect(throws: JSONFileError.self) { try importScene(json, folder: nil, strict: true) }
    }

    @Test func aHugeEasingHandleOnAnUnchangingValueIsDrawn() throws {
        // swiftkey-logo's scale: frames 0…30 from [30, 30.75] to the same,
        // with an in handle's y of −626352172116081 on the y axis (After
        // Effects' artefact); then 30…60 to [60, 90], linear. Any easing of
        // an unchanging value leaves it: y stays 30.75 % up to frame 30;
        // at frame 45, halfway: x 30 + 30 × ½ = 45 %, y 30.75 + 59.25 × ½
        // = 60.375 %.
        let scale = #"{"a":1,"k":[{"t":0,"s":[30,30.75],"i":{"x":[0.667,0.667],"y":[-9.855,-626352172116081]},"o":{"x":[0.333,0.333],"y":[0,0]}},"#
            + #"{"t":30,"s":[30,30.75],"i":{"x":[1,1],"y":[1,1]},"o":{"x":[0,0],"y":[0,0]}},{"t":60,"s":[60,90]}]}"#
        let json = F.document(layers: [F.shapeLayer("logo", index: 1, transform: F.transform(["s": scale]),
                                                    shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])])
        let imported = try F.scene(json)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        var compared = 0
        for (frame, x, y) in [(0.0, 0.3, 0.3075), (10, 0.3, 0.3075), (20, 0.3, 0.3075), (45, 0.45, 0.60375)] {
            let layer = try F.layer("logo", in: imported.scene, atFrame: frame)
            #expect(abs(layer.transform.scaleX - x) < 1e-9 && abs(layer.transform.scaleY - y) < 1e-9,
                    "frame \(frame): \(layer.transform.scaleX), \(layer.transform.scaleY)")
            compared += 1
        }
        #expect(compared == 4)
    }

    @Test func aHugeEasingHandleOnAChangingValueIsClampedAndWarned() throws {
        // y 10⁹ on a segment from 0 to 90°: bounded to 100, which changes
        // the overshoot: warned.
        let rotation = #"{"a":1,"k":[{"t":0,"s":[0],"i":{"x":[0.5],"y":[1000000000]},"o":{"x":[0.5],"y":[0]}},{"t":60,"s":[90]}]}"#
        let json = F.document(layers: [F.shapeLayer("box", index: 1, transform: F.transform(["r": rotation]),
                                                    shapes: [F.rectangle(x: 0, y: 0, width: 10, height: 10), F.fill(1, 0, 0)])])
        let imported = try F.scene(json)
        #expect(imported.warnings.map(\.description)
                == [#"fixture.json: layer "box" (layers[0].ks.r): easing handles beyond ±100: drawn clamped to ±100"#], "\(imported.warnings)")
    }

    @Test func radialGradientHighlightIsTheFocalPoint() throws {
        // A radial gradient fill, white at 0 to black at 1, centre s (50, 50),
        // e (90, 50): radius 40. Highlight h 50 %, a 90°: lottie-web's
        // focal point is at the angle of s→e (0) turned by 90° (down on the
        // screen), 0.5 × 40 = 20 from the centre: (50, 70) (SVG's fx, fy).
        // Along the vertical through it, t = |FP| ÷ |FQ| (Q where the ray
        // from F through P meets the circle):
        //   P (50, 70) the focus: t 0, white 255
        //   P (50, 30): Q (50, 10), 40 ÷ 60 = ⅔ → 255 × ⅓ = 85
        //   P (50, 80): Q (50, 90), 10 ÷ 20 = ½ → 128
        // (without the highlight: 0.5 → 128 at (50, 30), 0.75 → 64 at (50, 80)).
        let fill = #"{"ty":"gf","o":{"a":0,"k":100},"r":1,"s":{"a":0,"k":[50,50]},"e":{"a":0,"k":[90,50]},"t":2,"h":{"a":0,"k":50},"a":{"a":0,"k":90},"g":{"p":2,"k":{"a":0,"k":[0,1,1,1,1,0,0,0]}}}"#
        let json = F.document(layers: [F.shapeLayer("glow", index: 1, shapes: [F.rectangle(x: 50, y: 50, width: 100, height: 100), fill])])
        let imported = try F.scene(json)
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let pixmap = try Compositor(scene: imported.scene, scale: 1).render(at: 0)
        var compared = 0
        for (x, y, gray) in [(50, 70, 255), (50, 30, 85), (50, 80, 128)] {
            // The pixel's centre is (x + ½, y + ½), half a pixel on: at
            // (50, 80) t = 10.5 ÷ 20 ≈ 0.52 → 121; within 10 levels.
            let p = pixmap.pixel(x: x, y: y)
            #expect(abs(Int(p.r) - gray) <= 10 && abs(Int(p.g) - gray) <= 10 && abs(Int(p.b) - gray) <= 10, "(\(x), \(y)): \(p), expected \(gray)")
            compared += 1
        }
        #expect(compared == 3)
    }
}
