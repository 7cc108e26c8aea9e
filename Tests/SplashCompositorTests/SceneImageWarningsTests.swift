import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor
import SplashTestSupport

/// The warnings a compositor gives before the first frame about images:
/// placed out of shape by their gravity, or opaque in a mask.
@Suite(.eachKernelLevel) struct SceneImageWarningsTests {
    /// A `width`×`height` image of one colour with alpha `alpha`.
    static func image(width: Int, height: Int, alpha: UInt8 = 255) -> ImageAsset {
        let bytes = [UInt8]((0..<width * height).flatMap { _ in [alpha, 0, 0, alpha] })
        return .bitmap(SampledImage(Pixmap(width: width, height: height, bytes: bytes) ?? Pixmap(width: 1, height: 1)))
    }

    func warnings(frame: String, gravity: String, image: ImageAsset, contentsRect: String = "") throws -> [String] {
        let json = ##"{"duration": 1, "layers": [{"id": "shot", "frame": \##(frame),\##(contentsRect) "contents": {"type": "image", "source": "/img/home.png", "gravity": "\##(gravity)"}}]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 100, height: 100))
        return try Compositor(scene: scene, scale: 1, images: ["/img/home.png": image]).warnings
    }

    /// A 40×60 image (aspect 0.667) in 40×40 bounds (aspect 1): 50 % off.
    @Test func eachScalingGravitySaysWhatItDoes() throws {
        let tall = Self.image(width: 40, height: 60)
        let fill = try warnings(frame: "[0, 0, 40, 40]", gravity: "resizeAspectFill", image: tall)
        #expect(fill == [#"layer "shot": home.png has aspect ratio 0.667 (width/height) and its bounds 1.000, so it is cropped to fill them (gravity resizeAspectFill); set "gravity" to "resizeAspect" to letterbox it whole instead, or "resize" to stretch it"#])
        let fit = try warnings(frame: "[0, 0, 40, 40]", gravity: "resizeAspect", image: tall)
        #expect(fit.count == 1 && fit[0].contains("is letterboxed") && fit[0].contains(#"set "gravity" to "resizeAspectFill""#), "\(fit)")
        let stretch = try warnings(frame: "[0, 0, 40, 40]", gravity: "resize", image: tall)
        #expect(stretch.count == 1 && stretch[0].contains("is stretched"), "\(stretch)")
        // Gravities that keep the image's own size say nothing.
        #expect(try warnings(frame: "[0, 0, 40, 40]", gravity: "center", image: tall).isEmpty)
        #expect(try warnings(frame: "[0, 0, 40, 40]", gravity: "topLeft", image: tall).isEmpty)
    }

    /// The 2 % line: 100×100 bounds; a 102×100 image is 2.0 % off (quiet),
    /// 103×100 is 3.0 % off (a warning).
    @Test func withinTwoPercentIsQuiet() throws {
        #expect(try warnings(frame: "[0, 0, 100, 100]", gravity: "resizeAspectFill", image: Self.image(width: 102, height: 100)).isEmpty)
        #expect(try warnings(frame: "[0, 0, 100, 100]", gravity: "resizeAspectFill", image: Self.image(width: 103, height: 100)).count == 1)
    }

    /// The shape compared is the part shown (contentsRect): the left half
    /// of an 80×40 image is 40×40, the bounds' shape.
    @Test func thePartShownIsWhatCounts() throws {
        let wide = Self.image(width: 80, height: 40)
        #expect(try warnings(frame: "[0, 0, 40, 40]", gravity: "resizeAspectFill", image: wide).count == 1)
        #expect(try warnings(frame: "[0, 0, 40, 40]", gravity: "resizeAspectFill", image: wide, contentsRect: #" "contentsRect": [0, 0, 0.5, 1],"#).isEmpty)
    }

    /// A logo with transparent pixels letterboxed by resizeAspect is what
    /// the gravity is for: no warning (cropping it still warns).
    @Test func aTransparentLogoFittedIsQuiet() throws {
        let logo = Self.image(width: 80, height: 40, alpha: 0)
        #expect(try warnings(frame: "[0, 0, 40, 40]", gravity: "resizeAspect", image: logo).isEmpty)
        #expect(try warnings(frame: "[0, 0, 40, 40]", gravity: "resizeAspectFill", image: logo).count == 1)
    }

    func maskWarnings(_ image: ImageAsset) throws -> [String] {
        let json = ##"{"duration": 1, "layers": [{"id": "screen", "frame": [0, 0, 40, 40], "backgroundColor": "#3366FF", "mask": {"id": "logo", "frame": [0, 0, 40, 40], "contents": {"type": "image", "source": "/img/logo.jpg", "gravity": "resizeAspect"}}}]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 40, height: 40))
        return try Compositor(scene: scene, scale: 1, images: ["/img/logo.jpg": image]).warnings
    }

    @Test func anOpaqueImageInAMaskSaysItsHoleIsARectangle() throws {
        #expect(try maskWarnings(Self.image(width: 40, height: 40)) == [#"layer "logo": logo.jpg has no transparent pixel, so as a mask its hole is the image's whole rectangle; use an image with alpha (a PNG or SVG of the shape)"#])
        #expect(try maskWarnings(Self.image(width: 40, height: 40, alpha: 0)).isEmpty)
        // One transparent pixel is enough to be a shape.
        var bytes = [UInt8]((0..<1600).flatMap { _ in [UInt8(255), 0, 0, 255] })
        bytes[3] = 0; bytes[0] = 0
        let almost = ImageAsset.bitmap(SampledImage(Pixmap(width: 40, height: 40, bytes: bytes) ?? Pixmap(width: 1, height: 1)))
        #expect(try maskWarnings(almost).isEmpty)
    }
}

extension SceneImageWarningsTests {
    /// Bounds whose shape overflows (1e19 / 1e-300 is past Double's range)
    /// say nothing rather than "aspect inf"; the render goes on as before.
    @Test func absurdBoundsSayNothing() throws {
        #expect(try warnings(frame: "[0, 0, 1e19, 1e-300]", gravity: "resizeAspectFill", image: Self.image(width: 4, height: 4)).isEmpty)
        #expect(SceneImageWarnings.aspectWarning(.resize, shown: Size(width: 4, height: 4), bounds: Size(width: 1e19, height: 1e-300),
                                                 opaque: true, layer: "l", file: "f") == nil)
        #expect(SceneImageWarnings.aspectWarning(.resize, shown: Size(width: 4, height: 4), bounds: Size(width: 8, height: 4),
                                                 opaque: true, layer: "l", file: "f") != nil)
    }
}
