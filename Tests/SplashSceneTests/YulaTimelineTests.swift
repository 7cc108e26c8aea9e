import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// presets-spec.md, yula (seed 000). Expected values are worked out by
/// hand from the spec's table; easeInEaseOut(0.5) = 0.5 by the curve's
/// symmetry, and keyTime 0.2 of a 0.6 s animation is 0.12 s.
struct YulaTimelineTests {
    static let canvas = Size(width: 375, height: 667)
    let scene: Scene

    init() throws {
        scene = try #require(Preset.named("yula")).scene(canvas: Self.canvas)
    }

    func layer(_ id: String, at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: id) }.first, "no layer \(id)")
    }

    @Test func appearsWithTheSloganBelowAndInvisible() throws {
        let slogan = try layer("slogan", at: 0)
        #expect(slogan.opacity == 0)
        #expect(slogan.transform.translationY == 20)
        #expect(try layer("logo", at: 0).transform.scaleX == 1)
        #expect(try layer("logo", at: 0).bounds.size == Size(width: 72, height: 72))
        #expect(try layer("foreground-splash", at: 0).opacity == 1)
    }

    @Test func logoGrowsTo88PointsAndTheSloganRisesInThreeTenths() throws {
        // Half-way through the 0.3 s easeInEaseOut: half the change.
        let logo = try layer("logo", at: 0.15), slogan = try layer("slogan", at: 0.15)
        #expect(abs(logo.transform.scaleX - (1 + (88.0 / 72 - 1) / 2)) < 1e-9)
        #expect(abs(slogan.transform.translationY - 10) < 1e-9)
        // The fade-in lasts 0.15 s: done at 0.15.
        #expect(abs(slogan.opacity - 1) < 1e-9)
        #expect(abs(try layer("slogan", at: 0.075).opacity - 0.5) < 1e-9)
        #expect(abs(try layer("logo", at: 0.3).transform.scaleX - 88.0 / 72) < 1e-12)
        #expect(try layer("slogan", at: 0.3).transform.translationY == 0)
    }

    @Test func holdsUntilTwoSeconds() throws {
        for t in [0.5, 1.0, 1.99] {
            #expect(try layer("foreground-splash", at: t).opacity == 1)
            #expect(abs(try layer("logo", at: t).transform.scaleX - 88.0 / 72) < 1e-12)
        }
    }

    @Test func theForegroundVanishesAtOnceAtTwoSeconds() throws {
        #expect(try layer("foreground-splash", at: 2.0).opacity == 0)
        #expect(try layer("foreground-splash", at: 3.0).opacity == 0)
        let main = try layer("main-window", at: 2.0)
        #expect(abs(main.transform.scaleX - 1.05) < 1e-12)
        let mask = try #require(main.mask)
        #expect(mask.bounds.size == Size(width: 88, height: 88))
        #expect(mask.position == Point(x: 187.5, y: 333.5))
        #expect(mask.transform.scaleX == 1 && mask.transform.rotation == 0)
        #expect(!mask.isHidden)
    }

    @Test func maskScaleKeyframes() throws {
        func maskScale(_ t: Double) throws -> Double { try #require(layer("main-window", at: t).mask).transform.scaleX }
        // keyTime 0.2 → 0.85 exactly; half-way to it (easeInEaseOut) → 0.925.
        #expect(abs(try maskScale(2.12) - 0.85) < 1e-9)
        #expect(abs(try maskScale(2.06) - 0.925) < 1e-9)
        // The end: H × 18 / 667 = 18 on a 667-pt screen.
        #expect(abs(try maskScale(2.6 - 1e-9) - 18) < 1e-6)
        // The logo copy follows the same keyframes.
        #expect(abs(try layer("logo-copy", at: 2.12).transform.scaleX - 0.85) < 1e-9)
    }

    @Test func maskTurnsTowardTheTopLeftCorner() throws {
        // Linear from 0 to −atan(cy / cx), cx, cy the mask's centre.
        let full = -atan(333.5 / 187.5)
        let mask = try #require(layer("main-window", at: 2.3).mask)
        #expect(abs(mask.transform.rotation - full / 2) < 1e-9)
        // The logo copy turns with it while it is there (removed at 2.2 s):
        // at 2.15 s, (2.15 − 2.0) / 0.6 = a quarter of the turn.
        #expect(abs(try layer("logo-copy", at: 2.15).transform.rotation - full / 4) < 1e-9)
    }

    @Test func logoCopyAndBackgroundSloganFade() throws {
        // Logo copy: 2.1 → 2.2, half at 2.15. Background slogan: 2.0 → 2.3, half at 2.15.
        #expect(try layer("logo-copy", at: 2.05).opacity == 1)
        #expect(abs(try layer("logo-copy", at: 2.15).opacity - 0.5) < 1e-9)
        #expect(try layer("logo-copy", at: 2.2 - 1e-9).opacity < 1e-6)   // then removed (theMaskIsRemovedAtTwoPointSix)
        #expect(abs(try layer("background-slogan", at: 2.15).opacity - 0.5) < 1e-9)
        #expect(abs(try layer("background-slogan", at: 2.3).opacity) < 1e-9)   // 2.3 − 2.0 is 0.29999… in binary
    }

    /// The seed's completion block: `mainWindow.layer.mask = nil` when the
    /// 0.6 s animations end, and the logo copy removed when its 0.1 s fade
    /// (delay 0.1 s) ends; both with `removedAt`.
    @Test func theMaskIsRemovedAtTwoPointSix() throws {
        #expect(try layer("main-window", at: 2.59).mask?.id == "logo-mask")
        #expect(try layer("main-window", at: 2.6).mask == nil)
        #expect(try layer("main-window", at: 3.2).mask == nil)
        #expect(scene.hasLayer("logo-copy", at: 2.199))
        #expect(!scene.hasLayer("logo-copy", at: 2.2))
        #expect(try layer("main-window", at: 2.6).transform.scaleX == 1)
        #expect(scene.duration == 3.2)
    }

    @Test func finalScaleFollowsTheScreenHeight() throws {
        let tall = try #require(Preset.named("yula")).scene(canvas: Size(width: 430, height: 932))
        let mask = try #require(tall.resolved(at: 2.6 - 1e-9).lazy.compactMap { $0.layer(withID: "main-window") }.first?.mask)
        #expect(abs(mask.transform.scaleX - 932.0 * 18 / 667) < 1e-6)
    }
}
