import Testing
import SplashGeometry
@testable import SplashScene

/// presets-spec.md, weibo (seed 002), the ad variant: the ad fades in over
/// 0.3 s, the skip pill counts 3 → 2 → 1 once a second, the splash is
/// removed at once at 2.5 s, then a 0.5 s tail. Values by hand.
struct WeiboTimelineTests {
    let scene: Scene

    init() throws {
        scene = try #require(Preset.named("weibo")).scene(canvas: Size(width: 375, height: 667))
    }

    func layer(_ id: String, at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: id) }.first, "no layer \(id)")
    }

    @Test func theAdFadesInOverThreeTenths() throws {
        #expect(try layer("ad", at: 0).opacity == 0)
        #expect(abs(try layer("ad", at: 0.15).opacity - 0.5) < 1e-9)
        #expect(try layer("ad", at: 0.3).opacity == 1)
    }

    @Test func theAdFillsTheUpperEightyPercent() throws {
        let ad = try layer("ad", at: 1), brand = try layer("brand", at: 1)
        #expect(ad.bounds.size == Size(width: 375, height: 667 * 0.8))
        #expect(brand.position.y - brand.bounds.height / 2 == 667 * 0.8)
        #expect(brand.bounds.height == 667 * 0.2)
    }

    @Test(arguments: [(0.5, 3), (1.0, 2), (1.5, 2), (2.0, 1), (2.4, 1)])
    func theSkipPillCountsDown(time: Double, shown: Int) throws {
        for n in [1, 2, 3] {
            #expect(try layer("skip-\(n)", at: time).isHidden == (n != shown), "at \(time) s, \(n)")
        }
    }

    @Test func theSplashIsRemovedAtOnceAtTwoAndAHalfSeconds() throws {
        // `removedAt`: the completion's removeFromSuperview().
        #expect(scene.hasLayer("splash", at: 2.499))
        #expect(!scene.hasLayer("splash", at: 2.5))
        #expect(!scene.hasLayer("splash", at: 3.0))
        #expect(scene.hasLayer("app", at: 2.5))
        #expect(scene.duration == 3.0)
    }
}
