import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// The guide preset, from seed 004: four pages scrolled one screen width at
/// a time, their layers moving at different speeds. Expected values worked
/// out by hand: easeInEaseOut(0.5) = 0.5 by the curve's symmetry; with the
/// defaults (entrance 0.7 s, hold 0.7 s, swipe 0.5 s) swipe k starts at
/// 0.7 + 0.7k + 0.5(k − 1) s: 1.4, 2.6 and 3.8 s; the video lasts
/// 0.7 + 4 × 0.7 + 3 × 0.5 = 5 s.
struct GuideTimelineTests {
    static let canvas = Size(width: 375, height: 667)
    static let W = 375.0

    static func scene(_ parameters: [String: String] = [:]) throws -> Scene {
        try #require(Preset.named("guide")).scene(canvas: canvas, parameters: parameters)
    }

    static func layer(_ scene: Scene, _ id: String, at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: id) }.first, "no layer \(id)")
    }

    @Test func lastsFiveSeconds() throws {
        #expect(abs(try Self.scene().duration - 5) < 1e-9)
    }

    /// The article's first page: four elements start at horizontal offsets
    /// −200, −100, +100 and −120 pt and slide to their places in 0.7 s.
    @Test func thePageOneElementsSlideInFromTheArticlesOffsets() throws {
        let scene = try Self.scene()
        let ids = ["p1-illustration", "p1-title", "p1-subtitle", "p1-tags"]
        let offsets = [-200.0, -100, 100, -120]
        for (id, offset) in zip(ids, offsets) {
            #expect(abs(try Self.layer(scene, id, at: 0).transform.translationX - offset) < 1e-9, "\(id) at 0 s")
            #expect(abs(try Self.layer(scene, id, at: 0.35).transform.translationX - offset / 2) < 1e-9, "\(id) at 0.35 s")
            #expect(abs(try Self.layer(scene, id, at: 0.7).transform.translationX) < 1e-9, "\(id) at 0.7 s")
            #expect(abs(try Self.layer(scene, id, at: 1.2).transform.translationX) < 1e-9, "\(id) holding")
        }
    }

    /// Seed 004's parallax while the pager goes from page 1 to page 2, with
    /// x = the pager's contentOffset.x (here minus its translation):
    /// the illustration ("girl") is translated by (W + 100)·x/W, so it drifts
    /// 100 pt right and stays visible (theorem two: moving by exactly the
    /// scroll distance keeps an element's place); the second label by
    /// −100·x/W (k = 100 pt, ours), leaving faster than the other labels,
    /// which move with their page.
    ///
    /// The swipe runs 1.4 → 1.9 s, easeInEaseOut, so x = W·y(s) where the
    /// curve (0.42, 0) (0.58, 1) has x(s) = 1.26·s(1−s)² + 1.74·s²(1−s) + s³
    /// and y(s) = 3s² − 2s³. Worked out by hand at three instants:
    /// - s = 0.25: x(s) = 1.26·0.25·0.5625 + 1.74·0.0625·0.75 + 0.015625
    ///   = 0.1771875 + 0.0815625 + 0.015625 = 0.274375, so
    ///   t = 1.4 + 0.5·0.274375 = 1.5371875 s; y = 0.1875 − 0.03125 = 0.15625:
    ///   pager −375·0.15625 = −58.59375, illustration 475·0.15625 = 74.21875,
    ///   second label −100·0.15625 = −15.625.
    /// - 1.65 s ("swipe to page 2, halfway"): y = 0.5 by symmetry: pager
    ///   −187.5, illustration 237.5, second label −50.
    /// - 1.9 s and after (held): pager −375, illustration 475, label −100.
    /// On screen the illustration's centre is W/2 + pager + illustration:
    /// 187.5 + 15.625 = 203.125, then 237.5, then 287.5 (100 pt right of
    /// where it stood, its 240-pt width from 167.5 to 407.5: on screen).
    static let parallax: [(label: String, t: Double, pager: Double, illustration: Double, label2: Double, onScreen: Double)] = [
        ("swipe starts", 1.4, 0, 0, 0, 187.5),
        ("s = 0.25", 1.5371875, -58.59375, 74.21875, -15.625, 203.125),
        ("swipe to page 2, halfway", 1.65, -187.5, 237.5, -50, 237.5),
        ("on page 2", 1.9, -375, 475, -100, 287.5),
        ("holding on page 2", 2.6, -375, 475, -100, 287.5),
    ]

    @Test func pageOneParallaxFollowsTheArticlesFormulas() throws {
        let scene = try Self.scene()
        var compared = 0
        for row in Self.parallax {
            let pager = try Self.layer(scene, "pager", at: row.t).transform.translationX
            let illustration = try Self.layer(scene, "p1-illustration", at: row.t)
            let label2 = try Self.layer(scene, "p1-subtitle", at: row.t).transform.translationX
            #expect(abs(pager - row.pager) < 1e-6, "\(row.label): pager \(pager)")
            #expect(abs(illustration.transform.translationX - row.illustration) < 1e-6, "\(row.label): illustration \(illustration.transform.translationX)")
            #expect(abs(label2 - row.label2) < 1e-6, "\(row.label): second label \(label2)")
            #expect(abs(illustration.position.x + pager + illustration.transform.translationX - row.onScreen) < 1e-6, "\(row.label): on screen")
            // It stays visible: no fade.
            #expect(illustration.opacity == 1, "\(row.label): illustration opacity \(illustration.opacity)")
            // The other labels move with their page.
            #expect(try Self.layer(scene, "p1-title", at: row.t).transform.translationX == 0)
            #expect(try Self.layer(scene, "p1-tags", at: row.t).transform.translationX == 0)
            compared += 1
        }
        #expect(compared == 5)
    }

    /// The formulas hold at every instant of the swipe, not only the named
    /// ones: with x = −pager, illustration = (W + 100)·x/W and second
    /// label = −100·x/W, sampled every 10 ms from 1.40 to 1.90 s (51 instants).
    @Test func theParallaxIsTheArticlesAtEveryInstant() throws {
        let scene = try Self.scene()
        var compared = 0
        for k in 0...50 {
            let t = 1.4 + Double(k) / 100
            let x = -(try Self.layer(scene, "pager", at: t).transform.translationX)
            let illustration = try Self.layer(scene, "p1-illustration", at: t).transform.translationX
            let label2 = try Self.layer(scene, "p1-subtitle", at: t).transform.translationX
            #expect(abs(illustration - (Self.W + 100) * x / Self.W) < 1e-9, "at \(t) s")
            #expect(abs(label2 - -100 * x / Self.W) < 1e-9, "at \(t) s")
            compared += 1
        }
        #expect(compared == 51)
        // The cloud (ours) moves by exactly the scroll distance: it keeps its place.
        #expect(abs(try Self.layer(scene, "pager", at: 1.65).transform.translationX + Self.layer(scene, "p1-cloud", at: 1.65).transform.translationX) < 1e-9)
    }

    /// Page 2's fastest avatar (speed 1.4) waits 0.4 screen widths further
    /// right and arrives with its page; the pager ends on page 4.
    @Test func laterPagesArriveAndThePagerEndsOnPageFour() throws {
        let scene = try Self.scene()
        #expect(abs(try Self.layer(scene, "p2-avatar-3", at: 1.4).transform.translationX - 0.4 * Self.W) < 1e-9)
        #expect(abs(try Self.layer(scene, "p2-avatar-3", at: 1.9).transform.translationX) < 1e-9)
        #expect(abs(try Self.layer(scene, "pager", at: 3.2).transform.translationX - -2 * Self.W) < 1e-9)
        #expect(abs(try Self.layer(scene, "pager", at: 4.3).transform.translationX - -3 * Self.W) < 1e-9)
        #expect(abs(try Self.layer(scene, "dot-active", at: 5).transform.translationX - 60) < 1e-9)
        #expect(try Self.layer(scene, "p4-button", at: 4.29).opacity == 0)
        #expect(abs(try Self.layer(scene, "p4-button", at: 4.6).opacity - 1) < 1e-9)
    }

    @Test func holdAndSwipeRetimeEverything() throws {
        let scene = try Self.scene(["hold": "1", "swipe": "0.8"])
        #expect(abs(scene.duration - (0.7 + 4 + 2.4)) < 1e-9)
        // Swipe 1 from 1.7 to 2.5 s: half-way at 2.1 s.
        #expect(abs(try Self.layer(scene, "pager", at: 2.1).transform.translationX - -Self.W / 2) < 1e-9)
        #expect(scene.keyInstants.map(\.label).first == "page 1 sliding in")
    }
}
