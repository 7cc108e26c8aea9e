import Foundation
import SplashCompositor
import SplashGeometry
import SplashScene
import Testing
@testable import SplashLottie

private typealias F = LottieFixtures

/// Layer effects as lottie-web's SVG filters draw them (`SVGFillFilter`,
/// `SVGTintFilter`, `SVGDropShadowEffect`), each value worked out by hand.
@Suite struct LottieEffectTests {
    /// A red 40 × 40 square at (30, 30) on layer "box" with the effects `ef`.
    static func scene(effects: String, transform: String = F.transform()) throws -> LottieScene {
        let box = F.shapeLayer("box", index: 1, transform: transform, shapes: [F.rectangle(x: 50, y: 50, width: 40, height: 40), F.fill(1, 0, 0)],
                               extra: #""ef":[\#(effects)]"#)
        return try F.scene(F.document(layers: [box]))
    }

    /// An effect parameter `{"ty": type, "v": {"a": 0, "k": value}}`.
    static func parameter(_ type: Int, _ value: String) -> String { #"{"ty":\#(type),"v":{"a":0,"k":\#(value)}}"# }

    /// The fill colours of the shapes under `layer`.
    static func fills(_ layer: Layer) -> [Color] {
        var found: [Color] = []
        func walk(_ layer: Layer) {
            if case .shape(let shape)? = layer.contents, let fill = shape.fillColor { found.append(fill) }
            layer.sublayers.forEach(walk)
        }
        walk(layer)
        return found
    }

    @Test func fillRecoloursTheLayerAndMultipliesItsOpacity() throws {
        // Fill: ef[2] the colour (blue), ef[6] the opacity 0.5: every pixel
        // blue, its alpha × 0.5. Over white: 255 × 0.5 = 127.5 in red and
        // green, 255 in blue.
        let fill = #"{"ty":21,"nm":"Fill","ef":[\#(Self.parameter(10, "0")),\#(Self.parameter(7, "0")),\#(Self.parameter(2, "[0,0,1,1]")),\#(Self.parameter(7, "0")),\#(Self.parameter(0, "0")),\#(Self.parameter(0, "0")),\#(Self.parameter(0, "0.5"))]}"#
        let imported = try Self.scene(effects: fill)
        // rlottie and ThorVG leave Fill out: the file is told it is drawn as lottie-web draws it.
        #expect(imported.warnings.map(\.description) == [
            #"fixture.json: layer "box" (layers[0].ef[0]): Fill effects: drawn as lottie-web and After Effects draw them (rlottie and ThorVG leave them out)"#,
        ], "\(imported.warnings)")
        let box = try F.layer("box", in: imported.scene, atFrame: 0)
        #expect(Self.fills(box) == [Color(red: 0, green: 0, blue: 1)])
        let pixel = try Compositor(scene: imported.scene, scale: 1).render(at: 0).pixel(x: 50, y: 50)
        #expect(abs(Int(pixel.r) - 128) <= 2 && abs(Int(pixel.g) - 128) <= 2 && pixel.b > 252, "\(pixel)")
    }

    @Test func tintMapsTheGreyOfEachColourBetweenBlackAndWhite() throws {
        // Tint, black (0,0,0), white (1,1,1), amount 100 %, on red:
        //   grey (linear light) = 0.3333 × (1 + 0 + 0) = 0.3333
        //   in sRGB: 1.055 × 0.3333^(1/2.4) − 0.055 = 1.055 × 0.63268 − 0.055 = 0.61248
        //   mapped: 0 + (1 − 0) × 0.61248 = 0.61248 in each channel.
        let tint = #"{"ty":20,"nm":"Tint","ef":[\#(Self.parameter(2, "[0,0,0,1]")),\#(Self.parameter(2, "[1,1,1,1]")),\#(Self.parameter(0, "100"))]}"#
        let box = try F.layer("box", in: try Self.scene(effects: tint).scene, atFrame: 0)
        let fills = Self.fills(box)
        #expect(fills.count == 1)
        for channel in [fills[0].red, fills[0].green, fills[0].blue] {
            #expect(abs(channel - 0.61248) < 1e-4, "\(fills)")
        }
        // At 0 % the picture is unchanged: red.
        let none = #"{"ty":20,"ef":[\#(Self.parameter(2, "[0,0,0,1]")),\#(Self.parameter(2, "[1,1,1,1]")),\#(Self.parameter(0, "0"))]}"#
        let unchanged = Self.fills(try F.layer("box", in: try Self.scene(effects: none).scene, atFrame: 0))
        #expect(unchanged.count == 1 && abs(unchanged[0].red - 1) < 1e-9 && abs(unchanged[0].green) < 1e-9, "\(unchanged)")
    }

    @Test func dropShadowTurnsAndGrowsWithTheLayer() throws {
        // Drop Shadow: colour black, opacity 127.5 / 255 = 0.5, direction
        // 135°, distance 10, softness 8, on a layer scaled 200 %:
        //   offset in the layer: 10 × (cos 45°, sin 45°) = (7.0711, 7.0711);
        //     × 2 = (14.1421, 14.1421) in the composition
        //   σ = softness ÷ 4 = 2 in the layer, 4 in the composition;
        //     Core Animation's radius is 2σ = 8
        let shadow = #"{"ty":25,"nm":"Drop Shadow","ef":[\#(Self.parameter(2, "[0,0,0,1]")),\#(Self.parameter(0, "127.5")),\#(Self.parameter(1, "135")),\#(Self.parameter(0, "10")),\#(Self.parameter(0, "8")),\#(Self.parameter(7, "0"))]}"#
        let imported = try Self.scene(effects: shadow, transform: F.transform(["s": #"{"a":0,"k":[200,200]}"#]))
        #expect(imported.warnings.isEmpty, "\(imported.warnings)")
        let box = try F.layer("box", in: imported.scene, atFrame: 0)
        #expect(abs(box.shadowOpacity - 0.5) < 1e-9)
        #expect(box.shadowColor == Color(red: 0, green: 0, blue: 0))
        #expect(abs(box.shadowOffset.width - 14.1421) < 1e-4 && abs(box.shadowOffset.height - 14.1421) < 1e-4, "\(box.shadowOffset)")
        #expect(abs(box.shadowRadius - 8) < 1e-9, "\(box.shadowRadius)")
    }

    @Test func otherEffectsAreNamedAndControlsAreNot() throws {
        // Gaussian Blur (29) and Stroke (22) are warned by name; a slider
        // control group (5) draws nothing in lottie-web either.
        let imported = try Self.scene(effects: #"{"ty":29,"nm":"Blur"},{"ty":22,"nm":"Stroke"},{"ty":5,"nm":"Slider Control"}"#)
        let lines = imported.warnings.map(\.description)
        #expect(lines == [#"fixture.json: layer "box" (layers[0].ef[0]): Gaussian Blur effects ("Blur") are not supported and not drawn"#,
                          #"fixture.json: layer "box" (layers[0].ef[1]): Stroke effects are not supported and not drawn"#], "\(lines)")
    }
}
