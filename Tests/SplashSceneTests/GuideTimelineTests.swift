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

    /// Half-way through the first swipe (1.65 s) the pager has moved half a
    /// screen. The cloud moves by exactly the scroll distance the other way,
    /// so it keeps its place on screen; the subtitle (speed 1.5) moves one
    /// and a half times the scroll: it drifts ahead of its page.
    @Test func layersMoveAtTheirOwnSpeedsDuringASwipe() throws {
        let scene = try Self.scene()
        #expect(try Self.layer(scene, "pager", at: 1.39).transform.translationX == 0)
        let pager = try Self.layer(scene, "pager", at: 1.65).transform.translationX
        #expect(abs(pager - -Self.W / 2) < 1e-9)
        let cloud = try Self.layer(scene, "p1-cloud", at: 1.65).transform.translationX
        #expect(abs(pager + cloud) < 1e-9)
        let subtitle = try Self.layer(scene, "p1-subtitle", at: 1.65).transform.translationX
        #expect(abs((pager + subtitle) - -1.5 * Self.W / 2) < 1e-9)
        let title = try Self.layer(scene, "p1-title", at: 1.65).transform.translationX
        #expect(abs(title) < 1e-9)
        #expect(abs(try Self.layer(scene, "pager", at: 1.9).transform.translationX - -Self.W) < 1e-9)
        // The slow illustration (speed 0.4) fades as it lags behind.
        #expect(abs(try Self.layer(scene, "p1-illustration", at: 1.65).opacity - 0.5) < 1e-9)
        #expect(try Self.layer(scene, "p1-illustration", at: 1.9).opacity == 0)
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
