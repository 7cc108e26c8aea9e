import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// presets-spec.md, appstore (seed 001): press to 0.97 (0.4–0.6 s), hold,
/// spring open 0.8–1.6 s (damping 0.8, velocity 0), tab bar and status bar
/// away 0.8–1.3 s, hold, close 2.4–3.2 s, hold. Values by hand.
struct AppStoreTimelineTests {
    static let canvas = Size(width: 375, height: 667)
    let scene: Scene
    let cardWidth = 335.0, cardHeight = 335.0 * 1.22

    init() throws {
        scene = try #require(Preset.named("appstore")).scene(canvas: Self.canvas)
    }

    func layer(_ id: String, at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: id) }.first, "no layer \(id)")
    }

    @Test func theCardIsPressedTo97Percent() throws {
        #expect(try layer("card", at: 0.3).transform.scaleX == 1)
        #expect(abs(try layer("card", at: 0.5).transform.scaleX - 0.985) < 1e-9)   // half-way, easeInEaseOut
        #expect(abs(try layer("card", at: 0.6).transform.scaleX - 0.97) < 1e-12)
        #expect(abs(try layer("card", at: 0.79).transform.scaleX - 0.97) < 1e-12)
    }

    @Test func theCardSpringsOpenToTheFullScreen() throws {
        let closed = try layer("card", at: 0.7)
        #expect(closed.bounds.size == Size(width: cardWidth, height: cardHeight))
        #expect(closed.cornerRadius == 16 && closed.cornerCurve == .continuous)
        // A damping ratio of 0.8 overshoots a little on the way (the frame
        // grows past the screen), and has settled to 0.1 % at 1.6 s.
        let heights = stride(from: 0.8, through: 1.6, by: 0.01).map { try? layer("card", at: $0).bounds.height }.compactMap { $0 }
        #expect(heights.max() ?? 0 > 667, "a slight overshoot")
        #expect(heights.max() ?? 0 < 667 + 0.05 * (667 - cardHeight), "but only slight")
        let open = try layer("card", at: 1.6)
        #expect(abs(open.bounds.height - 667) <= 0.001 * (667 - cardHeight) + 1e-9)
        #expect(abs(open.position.y - 333.5) <= 0.001 * abs(333.5 - (124 + cardHeight / 2)) + 1e-9)
        #expect(abs(open.cornerRadius) <= 0.016 + 1e-9)
        #expect(abs(open.transform.scaleX - 1) <= 0.001 * 0.03 + 1e-9)
    }

    @Test func tabBarAndStatusBarGoAway() throws {
        let h = 83.0
        #expect(try layer("tab-bar", at: 0.8).position.y == 667 - h / 2)
        #expect(abs(try layer("tab-bar", at: 1.05).position.y - (667 - h / 2 + h)) < 1e-9)   // half of 2h
        #expect(abs(try layer("tab-bar", at: 1.3).position.y - (667 + h * 1.5)) < 1e-9)
        #expect(abs(try layer("status-bar", at: 1.05).opacity - 0.5) < 1e-9)
        #expect(abs(try layer("status-bar", at: 1.3).opacity) < 1e-9)
        #expect(abs(try layer("dim", at: 1.6).opacity - 0.5) < 1e-9)
    }

    @Test func theStoryClosesBackIntoTheCard() throws {
        let back = try layer("card", at: 3.2)
        #expect(abs(back.bounds.height - cardHeight) <= 0.001 * (667 - cardHeight) + 1e-9)
        #expect(abs(back.cornerRadius - 16) <= 0.016 + 1e-9)
        #expect(abs(try layer("tab-bar", at: 2.9).position.y - (667 - 83.0 / 2)) < 1e-9)
        #expect(abs(try layer("status-bar", at: 2.9).opacity - 1) < 1e-9)
        #expect(abs(try layer("dim", at: 3.2).opacity) < 1e-9)
        #expect(scene.duration == 3.6)
    }
}
