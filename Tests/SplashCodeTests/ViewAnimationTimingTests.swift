#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashScene
import Testing

/// `UIView.animate` and `animateKeyframes`: values at named instants,
/// worked out by hand.
@Suite struct ViewAnimationTimingTests {
    /// A 100-point square `box` at the origin, fading in over one second.
    static let box = "let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))"
    static let load = "view.addSubview(box)\nbox.alpha = 0"

    @Test func linearCurveIsTheFractionOfTheDuration() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.box, load: Self.load, appear: """
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.box.alpha = 1 })
            """))
        // Linear: opacity = t / 1 s. At 0.3 s: 0.3; at 0.75 s: 0.75; after the end, the model value 1.
        let expected: [(Double, Double)] = [(0, 0), (0.3, 0.3), (0.75, 0.75), (1.5, 1)]
        for (time, opacity) in expected {
            let layer = try #require(CodeScene.layer("box", in: scene, at: time))
            #expect(abs(layer.opacity - opacity) < 1e-9, "at \(time) s: \(layer.opacity)")
        }
        #expect(expected.count == 4)
    }

    @Test func defaultCurveIsEaseInEaseOutAndSymmetric() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.box, load: Self.load, appear: """
            UIView.animate(withDuration: 2) { self.box.alpha = 1 }
            """))
        // UIKit's default curve is ease-in-ease-out (0.42, 0, 0.58, 1): its
        // Bézier is symmetric about (0.5, 0.5), so half the time is half the way.
        let middle = try #require(CodeScene.layer("box", in: scene, at: 1))
        #expect(abs(middle.opacity - 0.5) < 1e-6)
        // Ease-in: slower than linear in the first half (x(s) = 0.25 needs
        // y(s) < 0.25 since the curve lies under the diagonal there).
        let early = try #require(CodeScene.layer("box", in: scene, at: 0.5))
        #expect(early.opacity < 0.25 && early.opacity > 0)
    }

    @Test func delayShowsTheOldValueThenRuns() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.box, load: Self.load, appear: """
            UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { self.box.alpha = 1 }, completion: nil)
            """))
        // During the delay UIKit fills backwards: the old value 0. At 1.0 s,
        // half a second into a linear second: 0.5.
        let during = try #require(CodeScene.layer("box", in: scene, at: 0.25))
        #expect(during.opacity == 0)
        let half = try #require(CodeScene.layer("box", in: scene, at: 1))
        #expect(abs(half.opacity - 0.5) < 1e-9)
    }

    @Test func completionStartsWhenTheFirstAnimationEnds() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.box, load: "view.addSubview(box)", appear: """
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                self.box.center = CGPoint(x: 150, y: 50)
            }, completion: { _ in
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                    self.box.alpha = 0
                }
            })
            """))
        // First: x from 50 to 150 over 0.5 s: at 0.25 s, 100. The
        // completion runs at 0.5 s: opacity 1 → 0 over 1 s; at 1.0 s, 0.5.
        let first = try #require(CodeScene.layer("box", in: scene, at: 0.25))
        #expect(abs(first.position.x - 100) < 1e-9)
        #expect(first.opacity == 1)
        let second = try #require(CodeScene.layer("box", in: scene, at: 1))
        #expect(first.position.x < second.position.x)
        #expect(second.position.x == 150)
        #expect(abs(second.opacity - 0.5) < 1e-9)
    }

    @Test func springSettlesWithinATenthOfAPercentAtItsDuration() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.box, load: "view.addSubview(box)", appear: """
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [], animations: {
                self.box.center.x = 150
            })
            """))
        // UIKit's spring is the one whose envelope falls to 0.1 % of the
        // distance (100 points) at the duration: within 0.1 points at 1 s.
        let settled = try #require(CodeScene.layer("box", in: scene, at: 1 - 1e-9))
        #expect(abs(settled.position.x - 150) <= 0.1)
        // Damping 0.3 overshoots: somewhere in the first half second x > 150.
        let overshoots = stride(from: 0.05, to: 0.5, by: 0.01).contains { (CodeScene.layer("box", in: scene, at: $0)?.position.x ?? 0) > 150 }
        #expect(overshoots)
    }

    @Test func keyframesMeetTheirValuesAtTheirRelativeTimes() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.box, load: "view.addSubview(box)", appear: """
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.box.alpha = 0.2 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.box.alpha = 0.6 }
            })
            """))
        // The whole animation is paced ease-in-ease-out (symmetric): at
        // 1 s, half-way, the first keyframe's value 0.2 is reached; at 2 s
        // the model value 0.6 stays.
        let middle = try #require(CodeScene.layer("box", in: scene, at: 1))
        #expect(abs(middle.opacity - 0.2) < 1e-6)
        let end = try #require(CodeScene.layer("box", in: scene, at: 2.5))
        #expect(abs(end.opacity - 0.6) < 1e-12)
        let start = try #require(CodeScene.layer("box", in: scene, at: 0))
        #expect(start.opacity == 1)
    }

    @Test func transitionRunsOnItsViewAndHidesAtItsStart() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.box, load: "view.addSubview(box)\nbox.backgroundColor = .red", appear: """
            UIView.transition(with: box, duration: 0.5, options: .transitionCrossDissolve, animations: {
                self.box.backgroundColor = .blue
            })
            """))
        // The colour changes at 0 (the model); the dissolve runs 0–0.5 s.
        let during = try #require(CodeScene.layer("box", in: scene, at: 0.25))
        #expect(during.runningTransition != nil)
        let after = try #require(CodeScene.layer("box", in: scene, at: 0.6))
        #expect(after.runningTransition == nil)
        #expect(after.backgroundColor?.blue == 1)
    }
}
