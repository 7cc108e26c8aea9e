import Foundation
import Testing
import SplashRaster
import SplashScene
@testable import SplashCompositor

struct ImageContentsTests {
    /// A 4×2 image: left half red, right half blue.
    static let image: SampledImage = {
        var bytes: [UInt8] = []
        for _ in 0..<2 {
            for x in 0..<4 { bytes += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return SampledImage(Pixmap(width: 4, height: 2, bytes: bytes) ?? Pixmap(width: 1, height: 1))
    }()

    func render(gravity: String, scale: Double = 1) throws -> Pixmap {
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [{"frame": [0, 0, 40, 40], "contents": {"type": "image", "source": "/img/halves.png", "gravity": "\##(gravity)", "scale": \##(scale)}}]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 40, height: 40))
        return try Compositor(scene: scene, scale: 1, images: ["/img/halves.png": .bitmap(Self.image)]).render(at: 0)
    }

    @Test func resizeStretchesOverTheBounds() throws {
        let p = try render(gravity: "resize")
        #expect(p.pixel(x: 2, y: 2) == (255, 0, 0, 255))
        #expect(p.pixel(x: 37, y: 37) == (0, 0, 255, 255))
    }

    /// resizeAspect fits the 2:1 image whole: 40×20, centred vertically.
    @Test func resizeAspectLetterboxes() throws {
        let p = try render(gravity: "resizeAspect")
        #expect(p.pixel(x: 20, y: 5) == (255, 255, 255, 255))
        #expect(p.pixel(x: 5, y: 20) == (255, 0, 0, 255))
        #expect(p.pixel(x: 35, y: 20) == (0, 0, 255, 255))
        #expect(p.pixel(x: 20, y: 35) == (255, 255, 255, 255))
    }

    /// resizeAspectFill covers the bounds: 80×40, cropped by the frame (no
    /// masksToBounds, so it spills past the layer, as in Core Animation).
    @Test func resizeAspectFillCovers() throws {
        let p = try render(gravity: "resizeAspectFill")
        // The image spans x = -20…60: red up to 20, blue after.
        #expect(p.pixel(x: 5, y: 2) == (255, 0, 0, 255))
        #expect(p.pixel(x: 35, y: 2) == (0, 0, 255, 255))
        #expect(p.pixel(x: 2, y: 38) == (255, 0, 0, 255))
        #expect(p.pixel(x: 38, y: 2) == (0, 0, 255, 255))
    }

    /// topLeft keeps the image's own size (4×2 px at scale 1, 2×1 pt at 2).
    @Test func cornerGravityKeepsTheImageSize() throws {
        let p = try render(gravity: "topLeft")
        #expect(p.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(p.pixel(x: 3, y: 1) == (0, 0, 255, 255))
        #expect(p.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        let half = try render(gravity: "bottomRight", scale: 2)
        #expect(half.pixel(x: 39, y: 39).b > 100)
        #expect(half.pixel(x: 37, y: 37) == (255, 255, 255, 255))
    }
}
