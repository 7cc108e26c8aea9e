import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor
import SplashTestSupport

/// `maskedCorners`, `contentsRect`, `zPosition`, `doubleSided` and the
/// animatable gradient `startPoint`/`endPoint`, pixel by pixel on small
/// frames at 1 pixel a point.
@Suite(.eachKernelLevel) struct LayerPropertyTests {
    static let red: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 0, 255)
    static let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
    static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)

    /// A sprite sheet of four 2×2 frames side by side: red, green, blue, black.
    static let sheet: SampledImage = {
        let colors: [[UInt8]] = [[255, 0, 0, 255], [0, 255, 0, 255], [0, 0, 255, 255], [0, 0, 0, 255]]
        var bytes: [UInt8] = []
        for _ in 0..<2 { for x in 0..<8 { bytes += colors[x / 2] } }
        return SampledImage(Pixmap(width: 8, height: 2, bytes: bytes) ?? Pixmap(width: 1, height: 1))
    }()

    static func frame(_ layers: String, at time: Double = 0, size: Double = 40) throws -> Pixmap {
        let json = ##"{"duration": 2, "backgroundColor": "#FFFFFF", "layers": [\##(layers)]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: size, height: size))
        return try Compositor(scene: scene, scale: 1, images: ["/img/sheet.png": .bitmap(Self.sheet)]).render(at: time)
    }

    /// A 40 × 40 red card with radius 16, only its top-left and bottom-right
    /// corners rounded: the pixel (1, 1) lies outside a 16-radius quarter
    /// circle (its distance to the centre (16, 16) is 21 > 16), so it is
    /// white at the rounded top left and red at the square top right.
    @Test func maskedCornersRoundOnlyThoseCorners() throws {
        let p = try Self.frame(##"{"frame": [0, 0, 40, 40], "backgroundColor": "#FF0000", "cornerRadius": 16, "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"]}"##)
        #expect(p.pixel(x: 1, y: 1) == Self.white)
        #expect(p.pixel(x: 38, y: 1) == Self.red)
        #expect(p.pixel(x: 1, y: 38) == Self.red)
        #expect(p.pixel(x: 38, y: 38) == Self.white)
        #expect(p.pixel(x: 20, y: 20) == Self.red)
    }

    /// contentsRect (0.5, 0, 0.25, 1) is the sheet's third frame, blue,
    /// stretched over the bounds: its texels' centres (u = 4.5 and 5.5)
    /// land at x = 10 and 30, and between them every pixel is blue (the
    /// edges blend with the neighbouring frames, as linear filtering does
    /// in Core Animation; sprite sheets leave a margin or use nearest
    /// filtering for that). A discrete keyframe animation of the
    /// x origin steps through the frames: 0, 0.25, 0.5, 0.75 at 0, 0.5, 1,
    /// 1.5 s, so at 0.7 s it shows the second frame, green.
    @Test func contentsRectShowsAPartOfTheImage() throws {
        let still = try Self.frame(##"{"frame": [0, 0, 40, 40], "contentsRect": [0.5, 0, 0.25, 1], "contents": {"type": "image", "source": "/img/sheet.png"}}"##)
        #expect(still.pixel(x: 10, y: 10) == Self.blue)
        #expect(still.pixel(x: 29, y: 29) == Self.blue)
        #expect(still.pixel(x: 2, y: 20) != Self.blue, "the left edge blends with the green frame")
        let steps = ##"{"frame": [0, 0, 40, 40], "contentsRect": [0, 0, 0.25, 1], "contents": {"type": "image", "source": "/img/sheet.png"}, "animations": [{"keyPath": "contentsRect", "values": [[0, 0, 0.25, 1], [0.25, 0, 0.25, 1], [0.5, 0, 0.25, 1], [0.75, 0, 0.25, 1]], "keyTimes": [0, 0.25, 0.5, 0.75, 1], "calculationMode": "discrete", "duration": 2}]}"##
        #expect(try Self.frame(steps, at: 0.2).pixel(x: 20, y: 20) == Self.red)
        #expect(try Self.frame(steps, at: 0.7).pixel(x: 20, y: 20) == (0, 255, 0, 255))
        #expect(try Self.frame(steps, at: 1.2).pixel(x: 20, y: 20) == Self.blue)
    }

    /// The blue square comes first but has zPosition 1: it is drawn above
    /// the red one (zPosition 0); an animation of the red one's zPosition
    /// to 2 puts it back on top from the animation's start.
    @Test func zPositionOrdersSiblings() throws {
        let layers = ##"{"frame": [0, 0, 30, 30], "backgroundColor": "#0000FF", "zPosition": 1}, {"frame": [10, 10, 30, 30], "backgroundColor": "#FF0000", "animations": [{"keyPath": "zPosition", "fromValue": 2, "toValue": 2, "beginTime": 1, "duration": 1}]}"##
        #expect(try Self.frame(layers, at: 0.5).pixel(x: 20, y: 20) == Self.blue)
        #expect(try Self.frame(layers, at: 1.5).pixel(x: 20, y: 20) == Self.red)
    }

    /// Turned 180° about y (or mirrored by scaleX −1) a layer shows its
    /// back: drawn mirrored when double-sided (the default), not drawn
    /// when `doubleSided` is false; turned 60° it still faces the viewer.
    @Test(arguments: [(#""rotationY": 3.14159265358979"#, false), (#""scaleX": -1"#, false), (#""rotationY": 1.0471975511965976"#, true)])
    func doubleSidedFalseHidesTheBack(turn: String, facesViewer: Bool) throws {
        for doubleSided in [true, false] {
            let layer = ##"{"frame": [5, 5, 30, 30], "backgroundColor": "#FF0000", "doubleSided": \##(doubleSided), "transform": {\##(turn)}}"##
            let shown = try Self.frame(layer).pixel(x: 20, y: 20) == Self.red
            #expect(shown == (doubleSided || facesViewer), "doubleSided \(doubleSided), \(turn)")
        }
    }

    /// An axial gradient red → blue whose endPoint animates from (1, 0) to
    /// (0.5, 0) over 1 s: at 1 s the colour reaches blue at x = 20, so the
    /// pixel (30, 20) is blue; at 0 s its centre is 30.5 / 40 = 0.7625 of
    /// the way: 255 × 0.2375 = 60.6 red, 255 × 0.7625 = 194.4 blue (±1 for
    /// the gradient's dithering).
    @Test func gradientEndPointAnimates() throws {
        let layer = ##"{"frame": [0, 0, 40, 40], "contents": {"type": "gradient", "colors": ["#FF0000", "#0000FF"], "startPoint": [0, 0], "endPoint": [1, 0]}, "animations": [{"keyPath": "endPoint", "fromValue": [1, 0], "toValue": [0.5, 0], "duration": 1, "fillMode": "forwards"}]}"##
        #expect(try Self.frame(layer, at: 1.5).pixel(x: 30, y: 20) == Self.blue)
        let start = try Self.frame(layer, at: 0).pixel(x: 30, y: 20)
        #expect(abs(Int(start.r) - 61) <= 1 && start.g == 0 && abs(Int(start.b) - 194) <= 1, "\(start)")
    }

    /// The triangle (0, 0), (40, 0), (40, 40) animates into (0, 0),
    /// (40, 0), (0, 40) over 1 s, linear: at 0.5 s its third point is
    /// (20, 40). Pixel (20, 30) (centre (20.5, 30.5)) is then inside (the
    /// sides there run from x = 15.25 to 24.75) and was outside at 0 s
    /// (x < y); pixel (35, 25) is inside at 0 s and outside at 0.5 s (right
    /// side at x = 27.25).
    @Test func pathAnimatesPointByPoint() throws {
        let layer = ##"{"frame": [0, 0, 40, 40], "contents": {"type": "shape", "path": "M0 0 L40 0 L40 40 Z", "fillColor": "#FF0000"}, "animations": [{"keyPath": "path", "toValue": "M0 0 L40 0 L0 40 Z", "duration": 1}]}"##
        let start = try Self.frame(layer, at: 0), half = try Self.frame(layer, at: 0.5)
        #expect(start.pixel(x: 20, y: 30) == Self.white && start.pixel(x: 35, y: 25) == Self.red)
        #expect(half.pixel(x: 20, y: 30) == Self.red && half.pixel(x: 35, y: 25) == Self.white)
    }

    @Test func aPathWithOtherCommandsIsAnErrorNamingBoth() throws {
        let layer = ##"{"frame": [0, 0, 40, 40], "contents": {"type": "shape", "path": "M0 0 L40 0 L40 40 Z"}, "animations": [{"keyPath": "path", "toValue": "M0 0 C10 0 40 30 40 40 Z", "duration": 1}]}"##
        var thrown = ""
        do { _ = try Self.frame(layer) } catch { thrown = "\(error)" }
        #expect(thrown == #"t.json: layers[0].animations[0].toValue: the path "M0 0 C10 0 40 30 40 40 Z" has the commands MCZ, not those of the shape's path "M0 0 L40 0 L40 40 Z" (MLLZ); a path animates into one with the same commands"#, "\(thrown)")
    }

    /// A countdown: `string` through "3", "2", "1" by a discrete keyframe
    /// animation over 3 s, keyTimes 0, ⅓, ⅔, 1 (Core Animation's n + 1 for
    /// discrete): at 1.5 s the frame is the one of a static "2", and
    /// differs from the static "3".
    @Test func textStringChangesByDiscreteKeyframes() throws {
        func text(_ string: String, animated: Bool) -> String {
            let animation = animated ? ##", "animations": [{"keyPath": "string", "values": ["3", "2", "1"], "keyTimes": [0, 0.3333333333, 0.6666666667, 1], "calculationMode": "discrete", "duration": 3}]"## : ""
            return ##"{"frame": [0, 0, 40, 40], "contents": {"type": "text", "string": "\##(string)", "fontSize": 30, "color": "#000000", "alignment": "center"}\##(animation)}"##
        }
        let counting = try Self.frame(text("3", animated: true), at: 1.5)
        let two = try Self.frame(text("2", animated: false)), three = try Self.frame(text("3", animated: false))
        #expect(counting.bytes == two.bytes, "at 1.5 s the countdown shows 2")
        #expect(counting.bytes != three.bytes)
        #expect(try Self.frame(text("3", animated: true), at: 2.5).bytes == Self.frame(text("1", animated: false)).bytes)
    }

    /// A conic gradient red → blue centred at (20, 20), its 0° towards
    /// endPoint (1, 0.5): to the right. The angle grows clockwise on
    /// screen. Pixel (20, 35), centre offset (0.5, 15.5): atan2 = 1.53855
    /// rad, t = 0.24487 → (192.6, 0, 62.4); pixel (5, 20), offset
    /// (−14.5, 0.5): 3.10712 rad, t = 0.49451 → (128.9, 0, 126.1); pixel
    /// (20, 5), offset (0.5, −14.5): 4.74686 rad, t = 0.75549 → (62.4, 0,
    /// 192.6). (±2 for the ramp's 256 entries and dithering.)
    @Test func conicGradientTurnsClockwiseFromEndPoint() throws {
        let layer = ##"{"frame": [0, 0, 40, 40], "contents": {"type": "gradient", "kind": "conic", "colors": ["#FF0000", "#0000FF"], "startPoint": [0.5, 0.5], "endPoint": [1, 0.5]}}"##
        let p = try Self.frame(layer)
        for (x, y, r, b) in [(20, 35, 192.6, 62.4), (5, 20, 128.9, 126.1), (20, 5, 62.4, 192.6)] {
            let pixel = p.pixel(x: x, y: y)
            #expect(abs(Double(pixel.r) - r) <= 2 && pixel.g == 0 && abs(Double(pixel.b) - b) <= 2, "pixel \(x), \(y): \(pixel)")
        }
    }

    /// A flat sublayerTransform scales the sublayers about the layer's
    /// anchor (20, 20): a 10 × 10 square at (15, 15) scaled 2× covers 10…30.
    @Test func aFlatSublayerTransformAppliesAboutTheAnchor() throws {
        func frame(_ sublayerTransform: String) throws -> Pixmap {
            try Self.frame(##"{"frame": [0, 0, 40, 40]\##(sublayerTransform), "sublayers": [{"frame": [15, 15, 10, 10], "backgroundColor": "#FF0000"}]}"##)
        }
        let scaled = try frame(##", "sublayerTransform": {"scale": 2}"##), plain = try frame("")
        #expect(scaled.pixel(x: 11, y: 11) == Self.red && scaled.pixel(x: 28, y: 28) == Self.red && scaled.pixel(x: 8, y: 8) == Self.white)
        #expect(plain.pixel(x: 11, y: 11) == Self.white && plain.pixel(x: 16, y: 16) == Self.red)
    }

    /// A perspective sublayerTransform is the sublayers' shared camera, at
    /// the superlayer's anchor: a sublayer turned 60° about y whose anchor
    /// is there looks as if the perspective were its own; one off to the
    /// side does not (its vanishing point is not its own centre).
    @Test func aPerspectiveSublayerTransformIsTheSublayersCamera() throws {
        func frame(parent: String, child: String, at origin: String = "10, 10") throws -> [UInt8] {
            try Self.frame(##"{"frame": [0, 0, 40, 40]\##(parent), "sublayers": [{"frame": [\##(origin), 20, 20], "backgroundColor": "#FF0000", "transform": {\##(child)}}]}"##).bytes
        }
        let shared = try frame(parent: ##", "sublayerTransform": {"perspective": 100}"##, child: ##""rotationY": 1.0471975511965976"##)
        let own = try frame(parent: "", child: ##""rotationY": 1.0471975511965976, "perspective": 100"##)
        let flat = try frame(parent: "", child: ##""rotationY": 1.0471975511965976"##)
        #expect(shared == own, "the camera at the superlayer's anchor, which is the sublayer's")
        #expect(shared != flat, "the perspective shows")
        let sharedAside = try frame(parent: ##", "sublayerTransform": {"perspective": 100}"##, child: ##""rotationY": 1.0471975511965976"##, at: "0, 10")
        let ownAside = try frame(parent: "", child: ##""rotationY": 1.0471975511965976, "perspective": 100"##, at: "0, 10")
        #expect(sharedAside != ownAside, "a sublayer beside the camera is seen from the side")
    }

    /// Under a perspective of 100, a sublayer at zPosition 50 is halfway to
    /// the camera: w = 1 + 50 · (−1/100) = 0.5, so it looks twice as large
    /// about the vanishing point (20, 20): the 10 × 10 square at (15, 15)
    /// covers 10…30.
    @Test func zPositionComesCloserUnderAPerspective() throws {
        let p = try Self.frame(##"{"frame": [0, 0, 40, 40], "sublayerTransform": {"perspective": 100}, "sublayers": [{"frame": [15, 15, 10, 10], "zPosition": 50, "backgroundColor": "#FF0000"}]}"##)
        #expect(p.pixel(x: 11, y: 11) == Self.red && p.pixel(x: 28, y: 28) == Self.red)
        #expect(p.pixel(x: 8, y: 20) == Self.white && p.pixel(x: 31, y: 20) == Self.white)
    }

    /// shadowPath casts the shadow instead of the layer's alpha: an empty
    /// layer at (5, 5) with the path of a 10 × 10 square and a sharp black
    /// shadow offset (10, 10) darkens 15…25 in both directions, though the
    /// layer draws nothing itself.
    @Test func shadowPathCastsTheShadow() throws {
        let p = try Self.frame(##"{"frame": [5, 5, 20, 20], "shadowPath": "M0 0 H10 V10 H0 Z", "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [10, 10], "shadowColor": "#000000"}"##)
        #expect(p.pixel(x: 16, y: 16) == (0, 0, 0, 255) && p.pixel(x: 24, y: 24) == (0, 0, 0, 255))
        #expect(p.pixel(x: 8, y: 8) == Self.white && p.pixel(x: 26, y: 20) == Self.white)
    }

    @Test(arguments: [
        (##""maskedCorners": ["topLeft"]"##, #"maskedCorners[0]: expected one of "layerMinXMinYCorner""#),
        (##""contentsRect": [0, 0, 0, 1]"##, "contentsRect: must have a width and height above 0"),
        (##""animations": [{"keyPath": "startPoint", "toValue": [0, 1], "duration": 1}]"##, "startPoint animates a gradient"),
        (##""doubleSided": 1"##, "doubleSided:"),
        (##""animations": [{"keyPath": "string", "values": ["a", "b"], "duration": 1}]"##, #""string" changes a text's string; this layer's contents are not a text"#),
    ])
    func badValuesAreOneLine(keys: String, message: String) throws {
        var thrown = ""
        do { _ = try Self.frame(##"{"frame": [0, 0, 10, 10], "backgroundColor": "#FF0000", \##(keys)}"##) } catch { thrown = "\(error)" }
        #expect(thrown.contains(message), "\(thrown)")
    }
}
