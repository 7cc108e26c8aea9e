import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
import SplashVideo
@testable import SplashCompositor
import SplashTestSupport

@Suite(.eachKernelLevel)
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

/// A PNG with alpha (a soft-edged disc, half-transparent ring) over a
/// gradient: decoded by libavcodec, premultiplied, composited in sRGB.
@Suite(.eachKernelLevel)
struct TranslucentPNGTests {
    static func discPNG() throws -> [UInt8] {
        let size = 48
        var straight: [UInt8] = []
        for y in 0..<size {
            for x in 0..<size {
                let d = ((Double(x) + 0.5 - 24) * (Double(x) + 0.5 - 24) + (Double(y) + 0.5 - 24) * (Double(y) + 0.5 - 24)).squareRoot()
                let alpha = d < 14 ? 1.0 : d < 20 ? 0.5 : max(0, 1 - (d - 20) / 3) * 0.5
                straight += [255, 255, 255, UInt8((alpha * 255).rounded())]
            }
        }
        // The encoder takes premultiplied pixels, as the compositor makes them.
        let premultiplied = stride(from: 0, to: straight.count, by: 4).flatMap { i -> [UInt8] in
            let a = Int(straight[i + 3])
            return [0, 1, 2].map { UInt8((Int(straight[i + $0]) * a + 127) / 255) } + [UInt8(a)]
        }
        return try PNGEncoder.encode(rgba: premultiplied, width: size, height: size)
    }

    @Test func aPNGWithAlphaOverAGradient() throws {
        let decoded = try ImageDecoder.decode(try Self.discPNG())
        let pixmap = try #require(Pixmap(width: decoded.width, height: decoded.height, bytes: decoded.pixels))
        let json = ##"{"duration": 1, "backgroundColor": "#000000", "layers": [{"frame": [0, 0, 64, 64], "contents": {"type": "gradient", "colors": ["#FF2D55", "#5856D6"], "startPoint": [0, 0], "endPoint": [1, 1]}}, {"frame": [8, 8, 48, 48], "contents": {"type": "image", "source": "/img/disc.png"}}]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 64))
        let p = try Compositor(scene: scene, scale: 1, images: ["/img/disc.png": .bitmap(SampledImage(pixmap))]).render(at: 0)
        // Opaque centre: white. Half-transparent ring: half-way between
        // white and the gradient beneath. Outside: the gradient untouched.
        #expect(p.pixel(x: 32, y: 32) == (r: 255, g: 255, b: 255, a: 255))
        let ring = p.pixel(x: 32, y: 32 + 17), beneath = p.pixel(x: 3, y: 3 + 46)   // same gradient position (x + y = 81… close)
        #expect(ring.r >= 128 && ring.b >= 128 && ring.a == 255, "\(ring)")
        #expect(abs(Int(ring.g) - (255 + Int(beneath.g)) / 2) <= 12, "ring \(ring) over \(beneath)")
        #expect(p.pixel(x: 2, y: 2).r > 200 && p.pixel(x: 2, y: 2).g < 80)
        try expectMatchesReference(p, named: "png-alpha-over-gradient")
    }
}
