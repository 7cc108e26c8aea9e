import Foundation
import Testing
import SplashGeometry
import SplashScene
@testable import SplashCompositor
import SplashRaster
import SplashTestSupport

/// What a mask shows is its rendered alpha (Apple, `CALayer.mask`): a
/// hidden mask renders nothing and so shows nothing of its layer, a mask of
/// opacity 0.5 shows it at half, and only removing the mask (`removedAt`,
/// `layer.mask = nil`) shows the layer whole.
///
/// A 32×32 white canvas, a red window over all of it, masked by a black
/// 16×16 square at (8, 8)–(24, 24).
@Suite(.eachKernelLevel)
struct MaskVisibilityTests {
    static func render(mask extra: String, at t: Double = 0) throws -> Pixmap {
        let json = #"""
        {"duration": 1, "backgroundColor": "#FFFFFF", "layers": [
          {"frame": [0, 0, 32, 32], "backgroundColor": "#FF0000",
           "mask": {"frame": [8, 8, 16, 16], "backgroundColor": "#000000"\#(extra)}}
        ]}
        """#
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "mask.json", canvas: Size(width: 32, height: 32))
        return try Compositor(scene: scene, scale: 1).render(at: t)
    }

    /// Counts the pixels inside the mask's square and outside it that have
    /// the expected colours (±1 level), and checks all 1024 were counted.
    static func expect(_ pixmap: Pixmap, inside: (Int, Int, Int), outside: (Int, Int, Int),
                       sourceLocation: SourceLocation = #_sourceLocation) {
        var matching = 0
        for y in 0..<32 {
            for x in 0..<32 {
                let p = pixmap.pixel(x: x, y: y)
                let want = (8..<24).contains(x) && (8..<24).contains(y) ? inside : outside
                if abs(Int(p.r) - want.0) <= 1 && abs(Int(p.g) - want.1) <= 1 && abs(Int(p.b) - want.2) <= 1 { matching += 1 }
            }
        }
        #expect(matching == 32 * 32, "\(matching) of 1024 pixels as expected", sourceLocation: sourceLocation)
    }

    static let red = (255, 0, 0), white = (255, 255, 255)

    @Test func aVisibleMaskShowsItsSquare() throws {
        Self.expect(try Self.render(mask: ""), inside: Self.red, outside: Self.white)
    }

    @Test func aHiddenMaskShowsNothingOfItsLayer() throws {
        Self.expect(try Self.render(mask: #", "hidden": true"#), inside: Self.white, outside: Self.white)
    }

    /// Hiding the mask by animation is the same: red square until 0.5 s,
    /// nothing from then on.
    @Test func hidingTheMaskByAnimationHidesTheLayer() throws {
        let hiding = #", "animations": [{"keyPath": "hidden", "fromValue": true, "toValue": true, "beginTime": 0.5, "duration": 1, "fillMode": "forwards"}]"#
        Self.expect(try Self.render(mask: hiding, at: 0.25), inside: Self.red, outside: Self.white)
        Self.expect(try Self.render(mask: hiding, at: 0.75), inside: Self.white, outside: Self.white)
    }

    /// Opacity 0.5: half of the red over white, 255 − 0.5 × 255 = 127.5 in
    /// green and blue; opacity 0 shows nothing, as hidden does.
    @Test func theMasksOpacityScalesWhatShows() throws {
        let half = try Self.render(mask: #", "opacity": 0.5"#)
        let centre = half.pixel(x: 16, y: 16)
        #expect(centre.r == 255 && abs(Int(centre.g) - 128) <= 1 && abs(Int(centre.b) - 128) <= 1, "\(centre)")
        Self.expect(half, inside: (255, 128, 128), outside: Self.white)
        Self.expect(try Self.render(mask: #", "opacity": 0"#), inside: Self.white, outside: Self.white)
    }

    /// `layer.mask = nil`: the window shows whole, from that instant on.
    @Test func aRemovedMaskShowsTheLayerWhole() throws {
        Self.expect(try Self.render(mask: #", "removedAt": 0.5"#, at: 0.49), inside: Self.red, outside: Self.white)
        Self.expect(try Self.render(mask: #", "removedAt": 0.5"#, at: 0.5), inside: Self.red, outside: Self.red)
    }
}
