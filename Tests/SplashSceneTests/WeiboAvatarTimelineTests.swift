import Testing
import SplashGeometry
@testable import SplashScene

/// presets-spec.md, weibo (seed 002), the avatar variant: the avatar (round,
/// 80 pt, centred) rises by 60 pt over 1.5 s with easeInEaseOut, then the
/// splash is removed at once; a 0.5 s tail on the app. Values by hand.
///
/// easeInEaseOut is the cubic Bézier (0.42, 0, 0.58, 1). For a curve
/// parameter s its x (time fraction) and y (progress) are
///     x(s) = 3(1−s)²s·0.42 + 3(1−s)s²·0.58 + s³
///     y(s) = 3(1−s)s² + s³
/// s = ½: x = y = ½ (the curve is symmetric about its midpoint), so at
/// 0.75 s the avatar has risen 30 pt.
/// s = ¼: x = 3·(9/16)·(1/4)·0.42 + 3·(3/4)·(1/16)·0.58 + 1/64
///          = 0.1771875 + 0.0815625 + 0.015625 = 0.274375
///        y = 3·(3/4)·(1/16) + 1/64 = 0.140625 + 0.015625 = 0.15625,
/// so at 0.274375 × 1.5 = 0.4115625 s it has risen 0.15625 × 60 = 9.375 pt.
struct WeiboAvatarTimelineTests {
    static let canvas = Size(width: 375, height: 667)
    let scene: Scene

    init() throws {
        scene = try #require(Preset.named("weibo")).scene(canvas: Self.canvas, parameters: ["variant": "avatar"])
    }

    func layer(_ id: String, at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: id) }.first, "no layer \(id)")
    }

    func risen(at t: Double) throws -> Double { 667 / 2 - (try layer("avatar", at: t).position.y) }

    @Test func theAvatarIsRoundEightyPointsAndCentred() throws {
        let avatar = try layer("avatar", at: 0)
        #expect(avatar.bounds.size == Size(width: 80, height: 80))
        #expect(avatar.cornerRadius == 40)
        #expect(avatar.position == Point(x: 187.5, y: 333.5))
    }

    @Test func itRisesSixtyPointsOverOneAndAHalfSecondsEasingInAndOut() throws {
        #expect(try risen(at: 0) == 0)
        #expect(abs(try risen(at: 0.4115625) - 9.375) < 1e-6)
        #expect(abs(try risen(at: 0.75) - 30) < 1e-9)
        #expect(abs(try risen(at: 1.5 - 0.4115625) - (60 - 9.375)) < 1e-6)   // the mirror image
        #expect(abs(try risen(at: 1.499) - 60) < 0.01)
    }

    @Test func theSplashIsRemovedAtOnceWhenTheRiseEnds() throws {
        #expect(scene.hasLayer("splash", at: 1.499))
        #expect(!scene.hasLayer("splash", at: 1.5))
        #expect(!scene.hasLayer("splash", at: 1.9))
        #expect(scene.duration == 2.0)
        #expect(scene.keyInstants.map(\.time) == [0.375, 0.75, 1.5])
    }

    @Test func itShowsNoAdAndNoSkipPill() throws {
        let splash = try layer("splash", at: 0)
        #expect(splash.sublayers.map(\.id) == ["avatar", "greeting", "brand"])
        let ad = try #require(Preset.named("weibo")).scene(canvas: Self.canvas)
        #expect(try #require(ad.layers.last).sublayers.map(\.id) == ["ad", "skip", "brand"])
    }
}
