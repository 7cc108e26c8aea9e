import Foundation
import Testing
import SplashAnimation
import SplashGeometry
@testable import SplashScene

/// docs/examples/packing-list.json, seed 003's app as the article writes
/// it: `toggleMenu` springs the menu open (damping 0.4, velocity 10, 1 s)
/// turning + by π/4; picking an item calls `transitionCloseMenu`, a flip
/// from the bottom of the title bar (0.5 s, easeOut) removing the slider,
/// with `toggleMenu` 0.35 s later; tapping a row springs its picture up
/// (0.6, 10, 0.8 s) and 1.2 s later cross-dissolves it away over 1 s
/// (UIKit's default curve), hiding it, then removes it. Times from the
/// file's variables: open 0.5, pick 2.2, close 2.55, show 3.9, fade 5.1.
struct PackingListExampleTests {
    static let canvas = Size(width: 375, height: 667)
    let scene: Scene

    init() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/examples/packing-list.json")
        scene = try SceneDecoder.decode(try Data(contentsOf: file), file: "packing-list.json", canvas: Self.canvas)
    }

    func layer(_ id: String, at t: Double) throws -> Layer {
        try #require(scene.resolved(at: t).lazy.compactMap { $0.layer(withID: id) }.first, "\(id) at \(t)")
    }

    /// The menu's spring: height 60 → 200 from 0.5 s over 1 s, UIKit's
    /// spring with damping 0.4 and velocity 10. It goes past 200 (under-
    /// damped, the article's "bounce") and has settled to within 0.1 % of
    /// the 140-point move (0.14) at 1.5 s; + has turned by π/4 and the
    /// title has moved to (W/2 − 100, 0.67 × 100 + 5) = (87.5, 72).
    @Test func theMenuSpringsOpen() throws {
        #expect(try layer("titleBar", at: 0.5).bounds.height == 60)
        let heights = try stride(from: 0.5, through: 1.5, by: 0.01).map { try layer("titleBar", at: $0).bounds.height }
        #expect((heights.max() ?? 0) > 210, "overshoot: \(heights.max() ?? 0)")
        let spring = Spring.uikit(duration: 1, dampingRatio: 0.4, initialVelocity: 10)
        #expect(abs(try layer("titleBar", at: 0.8).bounds.height - (60 + 140 * spring.fraction(at: 0.3))) < 1e-9)
        #expect(abs(try layer("titleBar", at: 1.5).bounds.height - 200) <= 0.14)
        #expect(abs(try layer("menuButton", at: 1.5).transform.rotation - .pi / 4) <= 0.001 * .pi / 4)
        let title = try layer("titleLabel", at: 1.5).position
        #expect(abs(title.x - 87.5) <= 0.1 && abs(title.y - 72) <= 0.04)
    }

    /// The title reads "Select Item" from 0.5 s and "Packing List" again
    /// from `toggleMenu`'s second call at 2.55 s (2.2 + 0.35, a hair
    /// above 2.55 in binary: the instants probed are 2.54 and 2.56).
    @Test func theTitleChangesWithTheMenu() throws {
        func title(at t: Double) throws -> String? {
            if case .text(let text, _)? = try layer("titleLabel", at: t).contents { text.string } else { nil }
        }
        #expect(try [0.49, 0.5, 2.54, 2.56].map { try title(at: $0) } == ["Packing List", "Select Item", "Select Item", "Packing List"])
    }

    /// The flip: from 2.2 s for 0.5 s, easeOut (control points (0, 0),
    /// (0.58, 1)). At 2.45 s, half the time: x(s) = 3(1−s)s²·0.58 + s³ =
    /// 0.5 at s = 0.625747, y(s) = 3(1−s)s² + s³ = 0.684643: past half,
    /// the new bar shows. The old picture is the bar with its slider and
    /// "Select Item"; the live bar has no slider (removed until the
    /// completion block adds it back at 2.7 s) and the picked item's row
    /// has appeared in the table.
    @Test func pickingAnItemFlipsTheBarFromTheBottom() throws {
        let bar = try layer("titleBar", at: 2.45)
        let running = try #require(bar.runningTransition)
        #expect(running.effect == .flip(.fromBottom))
        #expect(abs(running.progress - 0.684643) < 1e-6)
        #expect(running.before.layer(withID: "slider")?.isHidden == false)
        #expect(bar.layer(withID: "slider")?.isHidden == true)
        #expect(try layer("slider", at: 2.7).isHidden == false)
        #expect(try layer("row-3", at: 2.19).isHidden && !layer("row-3", at: 2.2).isHidden)
        #expect(try layer("titleBar", at: 2.7).runningTransition == nil)
    }

    /// The picture: from 3.9 s its centre springs from H + w0/2 to H − w1
    /// (w1 = 0.33 × 375 = 123.75: 667 − 123.75 = 543.25) with damping 0.6
    /// and velocity 10 over 0.8 s. At 5.1 s the cross-dissolve starts,
    /// easeInEaseOut: at 5.6 s, half the time, the curve's symmetry gives
    /// 0.5; the live picture is hidden, the old one shows it. At 6.1 s
    /// the completion block has removed it.
    @Test func thePictureSpringsUpAndDissolves() throws {
        #expect(abs(try layer("imageView", at: 4.7).position.y - 543.25) <= 0.001 * (667 + (123.75 - 50) / 2 - 543.25))
        let picture = try layer("imageView", at: 5.6)
        let running = try #require(picture.runningTransition)
        #expect(running.effect == .fade)
        #expect(abs(running.progress - 0.5) < 1e-9)
        #expect(picture.isHidden && !running.before.isHidden)
        #expect(try layer("imageView", at: 5.09).runningTransition == nil)
        #expect(!scene.resolved(at: 6.1).contains { $0.layer(withID: "imageView") != nil })
    }
}
