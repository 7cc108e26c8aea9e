#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashScene
import Testing

/// `CABasicAnimation`, `CASpringAnimation`, `CAKeyframeAnimation`,
/// `CATransaction` and `DispatchQueue.main.asyncAfter`: values at named
/// instants, worked out by hand.
@Suite struct CoreAnimationTimingTests {
    static let dot = "let dot = CALayer()"
    static let load = "dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)\nview.layer.addSublayer(dot)"

    @Test func beginTimeAndBackwardsFill() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.dot, load: Self.load, appear: """
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 100
            move.toValue = 300
            move.duration = 1
            move.beginTime = CACurrentMediaTime() + 0.5
            move.timingFunction = CAMediaTimingFunction(name: .linear)
            move.fillMode = .backwards
            dot.add(move, forKey: "move")
            """))
        // Before 0.5 s the backwards fill shows fromValue 100; at 1.0 s,
        // half way: 100 + 0.5 × 200 = 200; after 1.5 s it is removed and the
        // model x (5, the frame's centre) shows.
        let expected: [(Double, Double)] = [(0.2, 100), (1.0, 200), (1.25, 250), (2, 5)]
        for (time, x) in expected {
            let layer = try #require(CodeScene.layer("dot", in: scene, at: time))
            #expect(abs(layer.position.x - x) < 1e-9, "at \(time) s: \(layer.position.x)")
        }
    }

    @Test func withoutFillTheModelShowsBeforeTheBegin() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.dot, load: Self.load, appear: """
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.5
            fade.toValue = 0
            fade.duration = 1
            fade.beginTime = CACurrentMediaTime() + 1
            dot.add(fade, forKey: nil)
            """))
        let before = try #require(CodeScene.layer("dot", in: scene, at: 0.5))
        #expect(before.opacity == 1)
        let start = try #require(CodeScene.layer("dot", in: scene, at: 1))
        #expect(start.opacity == 0.5)
    }

    @Test func modelValueShowsWhenTheAnimationIsRemoved() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.dot, load: Self.load, appear: """
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            dot.add(fade, forKey: "fade")
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            dot.opacity = 0
            CATransaction.commit()
            """))
        // Linear 1 → 0 over 1 s: 0.25 at 0.75 s; after the end the model's 0.
        let during = try #require(CodeScene.layer("dot", in: scene, at: 0.75))
        #expect(abs(during.opacity - 0.25) < 1e-9)
        let after = try #require(CodeScene.layer("dot", in: scene, at: 1.5))
        #expect(after.opacity == 0)
    }

    @Test func forwardsFillHoldsOnlyWhenNotRemovedOnCompletion() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: "let a = CALayer()\nlet b = CALayer()", load: "view.layer.addSublayer(a)\nview.layer.addSublayer(b)", appear: """
            for (layer, removed) in [(a, true), (b, false)] {
                let grow = CABasicAnimation(keyPath: "transform.scale")
                grow.toValue = 2
                grow.duration = 0.5
                grow.fillMode = .forwards
                grow.isRemovedOnCompletion = removed
                layer.add(grow, forKey: nil)
            }
            """))
        // a is removed on completion (forwards fill ends with it): scale 1
        // again; b keeps its last value 2.
        let a = try #require(CodeScene.layer("a", in: scene, at: 1))
        let b = try #require(CodeScene.layer("b", in: scene, at: 1))
        #expect(a.transform.scaleX == 1)
        #expect(b.transform.scaleX == 2)
    }

    @Test func caSpringAnimationFollowsTheCriticallyDampedCurve() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.dot, load: Self.load, appear: """
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            spring.mass = 1
            spring.stiffness = 100
            spring.damping = 20
            spring.duration = spring.settlingDuration
            dot.add(spring, forKey: nil)
            """))
        // ω₀ = √(100 / 1) = 10, ζ = 20 / (2·√100) = 1: critically damped,
        // x(t) = 1 − (1 + ω₀t)·e^(−ω₀t). At 0.1 s: 1 − 2/e = 0.264241117657…
        // of 100 points; at 0.2 s: 1 − 3/e² = 0.593994150290….
        let expected: [(Double, Double)] = [(0.1, 26.42411176571153), (0.2, 59.39941502901618)]
        for (time, x) in expected {
            let layer = try #require(CodeScene.layer("dot", in: scene, at: time))
            #expect(abs(layer.position.x - x) < 1e-6, "at \(time) s: \(layer.position.x)")
        }
    }

    @Test func keyframeValuesAtTheirKeyTimes() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.dot, load: Self.load, appear: """
            let hop = CAKeyframeAnimation(keyPath: "position.y")
            hop.values = [0, 100, 40]
            hop.keyTimes = [0, 0.25, 1]
            hop.duration = 2
            dot.add(hop, forKey: nil)
            """))
        // Linear segments: 0 → 100 over 0–0.5 s, 100 → 40 over 0.5–2 s.
        // At 0.25 s: 50; at 0.5 s: 100; at 1.25 s: 100 − 60 × 0.5 = 70.
        let expected: [(Double, Double)] = [(0.25, 50), (0.5, 100), (1.25, 70)]
        for (time, y) in expected {
            let layer = try #require(CodeScene.layer("dot", in: scene, at: time))
            #expect(abs(layer.position.y - y) < 1e-9, "at \(time) s: \(layer.position.y)")
        }
    }

    @Test func transactionCompletionRunsWhenItsAnimationsEnd() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.dot, load: Self.load, appear: """
            CATransaction.begin()
            CATransaction.setCompletionBlock { [weak self] in
                guard let self else { return }
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0
                fade.duration = 1
                fade.timingFunction = CAMediaTimingFunction(name: .linear)
                self.dot.add(fade, forKey: nil)
            }
            let turn = CABasicAnimation(keyPath: "transform.rotation")
            turn.toValue = Double.pi
            turn.duration = 0.75
            dot.add(turn, forKey: nil)
            CATransaction.commit()
            """))
        // The turn ends at 0.75 s; the fade starts then: at 1.0 s, a
        // quarter of the way: 0.75. Before 0.75 s nothing fades.
        let before = try #require(CodeScene.layer("dot", in: scene, at: 0.5))
        #expect(before.opacity == 1)
        let after = try #require(CodeScene.layer("dot", in: scene, at: 1))
        #expect(abs(after.opacity - 0.75) < 1e-9)
    }

    @Test func asyncAfterRunsItsClosureAtItsDeadline() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.dot, load: Self.load, appear: """
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                    let move = CABasicAnimation(keyPath: "position.x")
                    move.fromValue = 0
                    move.toValue = 100
                    move.duration = 1
                    move.timingFunction = CAMediaTimingFunction(name: .linear)
                    self.dot.add(move, forKey: nil)
                }
            }
            """))
        // Nested: the move starts at 0.5 + 0.25 = 0.75 s: at 1.25 s, x = 50.
        let layer = try #require(CodeScene.layer("dot", in: scene, at: 1.25))
        #expect(abs(layer.position.x - 50) < 1e-9)
        let early = try #require(CodeScene.layer("dot", in: scene, at: 0.7))
        #expect(early.position.x == 5)
    }

    @Test func implicitAnimationOfAStandaloneLayer() throws {
        let scene = try CodeScene.scene(CodeScene.controller(properties: Self.dot, load: Self.load, appear: """
            CATransaction.begin()
            CATransaction.setAnimationDuration(1)
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
            dot.opacity = 0
            CATransaction.commit()
            """))
        // A layer on screen animates its change (Core Animation's action):
        // 1 → 0 over the transaction's 1 s, linear: 0.6 at 0.4 s.
        let layer = try #require(CodeScene.layer("dot", in: scene, at: 0.4))
        #expect(abs(layer.opacity - 0.6) < 1e-9)
    }
}

/// `CAAnimationDelegate`'s calls, at the instants Core Animation makes them.
@Suite struct AnimationDelegateTests {
    @Test func animationDidStopRunsWhenTheAnimationEnds() throws {
        let source = CodeScene.controller(properties: "let dot = CALayer()", load: """
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            view.layer.addSublayer(dot)
            """, appear: """
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.toValue = 3
            grow.duration = 0.5
            grow.beginTime = CACurrentMediaTime() + 0.25
            grow.delegate = self
            dot.add(grow, forKey: nil)
            """, methods: """
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                if flag { dot.removeFromSuperlayer() }
            }
            """)
        let scene = try CodeScene.scene(source)
        // Begins at 0.25 s, lasts 0.5 s: stopped (and the dot removed) at 0.75 s.
        #expect(CodeScene.layer("dot", in: scene, at: 0.7) != nil)
        #expect(CodeScene.layer("dot", in: scene, at: 0.75) == nil)
    }
}
