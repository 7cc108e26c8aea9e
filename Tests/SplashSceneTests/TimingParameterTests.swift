import Foundation
import Testing
import SplashGeometry
@testable import SplashScene

/// Timing parameters (delays, holds, tails, show and rise times) move what
/// the spec says they move, to times worked out by hand, and nothing else.
struct TimingParameterTests {
    /// delay 1 s, tail 2 s: the zoom runs 1 → 2 s (1 s, linear), so at
    /// 1.5 s it is half done; the video lasts 1 + 1 + 2 = 4 s.
    @Test func kugouDelayAndTailMoveTheZoom() throws {
        let scene = try PresetScenes.scene("kugou", ["delay": "1", "tail": "2"])
        #expect(scene.duration == 4)
        #expect(try PresetScenes.layer(scene, "launch", at: 0.9).opacity == 1)
        let halfway = try PresetScenes.layer(scene, "launch", at: 1.5)
        #expect(abs(halfway.opacity - 0.5) < 1e-9)
        #expect(abs(halfway.transform.scaleX - 1.5) < 1e-9)
        #expect(scene.keyInstants.map(\.time) == [1, 1.5, 2])
    }

    /// hold 3 s: the reveal starts at 0.3 + 3 = 3.3 s; its mask keyframe
    /// 0.85 falls 0.12 s later (keyTime 0.2 of 0.6 s); the video lasts
    /// 3.3 + 0.6 + tail.
    @Test func yulaHoldMovesTheReveal() throws {
        let scene = try PresetScenes.scene("yula", ["hold": "3", "tail": "1"])
        #expect(abs(scene.duration - 4.9) < 1e-9)
        #expect(try PresetScenes.layer(scene, "foreground-splash", at: 3.29).opacity == 1)
        #expect(try PresetScenes.layer(scene, "foreground-splash", at: 3.3).opacity == 0)
        let main = try PresetScenes.layer(scene, "main-window", at: 3.42)
        let mask = try #require(main.mask)
        #expect(abs(mask.transform.scaleX - 0.85) < 1e-9)
        // Reveal at 0.3 + 3 = 3.3 s: the logo copy fades 3.4 → 3.5 s, then is removed.
        #expect(abs(try PresetScenes.layer(scene, "logo-copy", at: 3.45).opacity - 0.5) < 1e-9)
        #expect(!scene.hasLayer("logo-copy", at: 3.5))
    }

    /// show 4 s: the cut moves to 4 s, the pill counts 4 → 3 → 2 → 1 once a
    /// second from the start, the video lasts 4 + 0.5 s.
    @Test(arguments: [(0.5, 4), (1.5, 3), (2.5, 2), (3.5, 1), (3.99, 1)])
    func weiboShowMovesTheCutAndTheCount(time: Double, shown: Int) throws {
        let scene = try PresetScenes.scene("weibo", ["show": "4"])
        #expect(scene.duration == 4.5)
        #expect(scene.hasLayer("splash", at: 3.999))
        #expect(!scene.hasLayer("splash", at: 4))
        for n in 1...5 {
            #expect(try PresetScenes.layer(scene, "skip-\(n)", at: time).isHidden == (n != shown), "at \(time) s, \(n)")
        }
        #expect(scene.keyInstants.map(\.time) == [0.3, 2.15, 4])
    }

    /// The default ad (2.5 s) counts from 3, as the spec says; 5 never shows.
    @Test func weiboDefaultPillNeverShowsFourOrFive() throws {
        let scene = try PresetScenes.scene("weibo")
        for t in stride(from: 0.0, to: 2.5, by: 0.1) {
            #expect(try PresetScenes.layer(scene, "skip-4", at: t).isHidden && PresetScenes.layer(scene, "skip-5", at: t).isHidden)
        }
        #expect(scene.keyInstants.map(\.time) == [0.3, 1.4, 2.5])
    }

    /// rise 3 s, tail 1 s: at 1.5 s the avatar is half-way (30 pt), the
    /// splash goes at 3 s, the video lasts 4 s.
    @Test func weiboRiseAndTailTimeTheAvatarVariant() throws {
        let scene = try PresetScenes.scene("weibo", ["variant": "avatar", "rise": "3", "tail": "1"])
        #expect(scene.duration == 4)
        #expect(abs(try PresetScenes.layer(scene, "avatar", at: 1.5).position.y - (333.5 - 30)) < 1e-9)
        #expect(scene.hasLayer("splash", at: 2.999))
        #expect(!scene.hasLayer("splash", at: 3))
    }

    /// lead 1 s, hold 2 s: touch down at 1 s, pressed to 0.97 at 1.2 s, the
    /// tap at 1.4 s, open at 2.2 s, closing from 4.2 s, closed at 5 s, then
    /// the 0.4 s tail: 5.4 s.
    @Test func appStoreLeadAndHoldMoveTheTimeline() throws {
        let scene = try PresetScenes.scene("appstore", ["lead": "1", "hold": "2"])
        #expect(abs(scene.duration - 5.4) < 1e-9)
        let instants = scene.keyInstants.map(\.time)
        for (time, expected) in zip(instants, [1, 1.2, 1.4, 2.2, 4.2, 5.0]) { #expect(abs(time - expected) < 1e-9) }
        #expect(instants.count == 6)
        #expect(try PresetScenes.layer(scene, "card", at: 0.99).transform.scaleX == 1)
        #expect(abs(try PresetScenes.layer(scene, "card", at: 1.2).transform.scaleX - 0.97) < 1e-12)
        #expect(abs(try PresetScenes.layer(scene, "card", at: 1.39).transform.scaleX - 0.97) < 1e-12)
        #expect(abs(try PresetScenes.layer(scene, "card", at: 4.2).bounds.height - 667) < 1)
        #expect(abs(try PresetScenes.layer(scene, "dim", at: 4.2).opacity - 0.5) < 1e-9)
        #expect(abs(try PresetScenes.layer(scene, "tab-bar", at: 4.7).position.y - (667 - 83.0 / 2)) < 1e-9)
    }

    @Test func appStoreKeyInstantsFollowTheSpecAtDefaults() throws {
        let instants = try PresetScenes.scene("appstore").keyInstants.map(\.time)
        #expect(instants.count == 6)
        for (time, expected) in zip(instants, [0.4, 0.6, 0.8, 1.6, 2.4, 3.2]) { #expect(abs(time - expected) < 1e-9) }
    }
}
