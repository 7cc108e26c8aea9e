import Testing
import SplashGeometry
@testable import SplashScene

/// presets-spec.md, kugou: `UIView.animate(duration 1.0, delay 0.5, curve
/// linear) { alpha = 0; transform = scale(2, 2) }` on the launch view.
/// Expected numbers are worked out by hand from that line.
struct KugouTimelineTests {
    let scene: Scene

    init() throws {
        scene = try #require(Preset.named("kugou")).scene(canvas: Size(width: 375, height: 667))
    }

    func launch(at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: "launch") }.first)
    }

    @Test func holdsStillForHalfASecond() throws {
        for t in [0, 0.25, 0.5] {
            let layer = try launch(at: t)
            #expect(layer.opacity == 1)
            #expect(layer.transform.scaleX == 1 && layer.transform.scaleY == 1)
        }
    }

    @Test func halfwayAtOneSecond() throws {
        let layer = try launch(at: 1.0)
        #expect(abs(layer.opacity - 0.5) < 1e-9)
        #expect(abs(layer.transform.scaleX - 1.5) < 1e-9)
        #expect(abs(layer.transform.scaleY - 1.5) < 1e-9)
    }

    @Test func linearInBetween() throws {
        // 0.75 s is a quarter of the way: alpha 0.75, scale 1.25.
        let layer = try launch(at: 0.75)
        #expect(abs(layer.opacity - 0.75) < 1e-9)
        #expect(abs(layer.transform.scaleX - 1.25) < 1e-9)
    }

    /// The last instant of the animation has alpha 0 and scale 2; the
    /// completion block's `removeFromSuperview()` (`removedAt` 0.5 + 1 s)
    /// takes the launch view out from then on.
    @Test func goneAfterTheAnimation() throws {
        let layer = try launch(at: 1.4999)
        #expect(abs(layer.opacity - 0.0001) < 1e-9)
        #expect(abs(layer.transform.scaleX - 1.9999) < 1e-9)
        var absent = 0
        for t in [1.5, 1.75, 2.0] where !scene.hasLayer("launch", at: t) { absent += 1 }
        #expect(absent == 3)
        #expect(scene.hasLayer("app", at: 1.5))
    }

    @Test func scalesAboutTheScreenCentre() throws {
        let layer = try launch(at: 1.0)
        #expect(layer.position == Point(x: 187.5, y: 333.5))
        #expect(layer.anchorPoint == Point(x: 0.5, y: 0.5))
        #expect(layer.bounds.size == Size(width: 375, height: 667))
    }

    @Test func lastsTwoSeconds() {
        #expect(scene.duration == 2.0)
    }

    @Test func logoIsCentredAtFortyPercentOfTheHeight() throws {
        let logo = try #require(scene.layers.lazy.compactMap { $0.layer(withID: "logo") }.first)
        #expect(logo.position == Point(x: 187.5, y: 667 * 0.4))
        #expect(logo.bounds.size == Size(width: 96, height: 96))
    }
}
