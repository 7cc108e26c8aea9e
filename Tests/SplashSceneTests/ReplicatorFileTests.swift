import Foundation
import Testing
import SplashGeometry
@testable import SplashScene
@testable import SplashFormats

/// A layer's `replicator` block (CAReplicatorLayer) as the scene reader
/// takes it, and its copies as the resolved tree holds them: copy i's
/// sublayers evaluated at t − i·instanceDelay, its colour instanceColor +
/// i·offsets.
struct ReplicatorFileTests {
    static let canvas = Size(width: 375, height: 667)

    static func decode(_ json: String) throws(JSONFileError) -> Scene {
        try SceneDecoder.decode(Data(json.utf8), file: "launch.json", canvas: canvas)
    }

    /// Loading dots, line by line from
    ///
    ///     let r = CAReplicatorLayer(); r.instanceCount = 3
    ///     r.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    ///     r.instanceDelay = 0.2; r.instanceColor = UIColor.white.cgColor
    ///     r.instanceAlphaOffset = -0.2
    ///     dot: CABasicAnimation(keyPath: "transform.scale") 1 → 0.3,
    ///          duration 0.6, autoreverses, repeatCount .infinity
    static let dots = #"""
    {"duration": 3, "layers": [
      {"id": "dots", "frame": [0, 0, 60, 20],
       "replicator": {"instanceCount": 3, "instanceTransform": {"translation": [20, 0]}, "instanceDelay": 0.2,
                      "instanceColor": "#FFFFFF", "instanceAlphaOffset": -0.2},
       "sublayers": [{"id": "dot", "frame": [5, 5, 10, 10], "cornerRadius": 5, "backgroundColor": "#FFFFFF",
         "animations": [{"keyPath": "transform.scale", "fromValue": 1, "toValue": 0.3, "duration": 0.6,
                         "autoreverses": true, "repeatCount": "infinity"}]}]}
    ]}
    """#

    static func instances(_ scene: Scene, at t: Double) throws -> [[Layer]] {
        try #require(scene.resolved(at: t).first?.replicator).instances
    }

    /// The dot's scale, linear from 1 to 0.3 over 0.6 s and back over the
    /// next 0.6 s: s(u) = 1 − 0.7·u/0.6 for the time u into a forward half,
    /// s(1.2 − u) in a backward half (u in 0.6…1.2), before its begin the
    /// model value 1 (fill mode removed). Copy i is at t − 0.2·i:
    ///
    ///     t = 0.3: copy 0 at 0.3: 1 − 0.7·0.5 = 0.65
    ///              copy 1 at 0.1: 1 − 0.7/6 = 0.883333…
    ///              copy 2 at −0.1: not begun, 1
    ///     t = 0.9: copy 0 at 0.9: backward, 1.2 − 0.9 = 0.3: 0.65
    ///              copy 1 at 0.7: backward, 0.5: 1 − 0.7·(0.5/0.6) = 0.416667
    ///              copy 2 at 0.5: forward, 0.5: 0.416667
    ///     t = 1.5: copy 0 at 1.5 = 1.2 + 0.3: 0.65
    ///              copy 1 at 1.3 = 1.2 + 0.1: 0.883333…
    ///              copy 2 at 1.1: backward, 1.2 − 1.1 = 0.1: 0.883333…
    @Test func eachCopyRunsItsAnimationsInstanceDelayBehindTheOneBefore() throws {
        let scene = try Self.decode(Self.dots)
        let expected: [(t: Double, scales: [Double])] = [
            (0.3, [0.65, 1 - 0.7 / 6, 1]),
            (0.9, [0.65, 1 - 0.7 * 0.5 / 0.6, 1 - 0.7 * 0.5 / 0.6]),
            (1.5, [0.65, 1 - 0.7 / 6, 1 - 0.7 / 6]),
        ]
        var compared = 0
        for (t, scales) in expected {
            let copies = try Self.instances(scene, at: t)
            try #require(copies.count == 3)
            for (index, scale) in scales.enumerated() {
                let dot = try #require(copies[index].first)
                #expect(dot.id == "dot")
                #expect(abs(dot.transform.scaleX - scale) < 1e-12 && abs(dot.transform.scaleY - scale) < 1e-12,
                        "t = \(t), copy \(index): scale \(dot.transform.scaleX), expected \(scale)")
                compared += 1
            }
        }
        #expect(compared == 9)
        // Copy 0 is the sublayers themselves as resolved at t.
        let resolved = try #require(scene.resolved(at: 0.3).first)
        #expect(resolved.replicator?.instances.first == resolved.sublayers)
    }

    /// Copy i's colour is instanceColor + i·offsets, clamped: with white
    /// and an alpha offset of −0.2, alphas 1, 0.8, 0.6; copy 6 would be at
    /// 1 − 1.2, clamped to 0. A red offset of −0.5 from #FF8000 (green
    /// 128/255 = 0.50196): copy 1 red 0.5, copy 2 red 0 (clamped from
    /// −0.0), green unchanged.
    @Test func eachCopysColourAddsTheOffsetsOncePerCopy() throws {
        let scene = try Self.decode(Self.dots)
        let replicator = try #require(scene.layers.first?.replicator)
        let alphas = [0, 1, 2, 6].map { replicator.color(ofInstance: $0).alpha }
        #expect(zip(alphas, [1, 0.8, 0.6, 0]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(alphas)")
        #expect(replicator.color(ofInstance: 2).red == 1 && replicator.color(ofInstance: 2).green == 1)

        let tinted = try Self.decode(#"""
        {"duration": 1, "layers": [{"replicator": {"instanceCount": 3, "instanceColor": "#FF8000", "instanceRedOffset": -0.5,
                                                   "instanceBlueOffset": 0.25}}]}
        """#)
        let colors = try (0..<3).map { try #require(tinted.layers.first?.replicator).color(ofInstance: $0) }
        #expect(colors.map(\.red) == [1, 0.5, 0])
        #expect(colors.allSatisfy { abs($0.green - 128.0 / 255) < 1e-12 })
        #expect(colors.map(\.blue) == [0, 0.25, 0.5])
        #expect(colors.map(\.alpha) == [1, 1, 1])
    }

    /// Without a replicator block nothing changes; an empty block is one
    /// copy (Core Animation's default instanceCount 1); 0 copies draws none.
    @Test func theDefaultsAreOneCopyUntintedInPlace() throws {
        let scene = try Self.decode(#"""
        {"duration": 1, "layers": [
          {"replicator": {}, "sublayers": [{"id": "a"}]},
          {"replicator": {"instanceCount": 0}, "sublayers": [{"id": "b"}]},
          {"sublayers": [{"id": "c"}]}
        ]}
        """#)
        let layers = scene.resolved(at: 0.5)
        let replicator = try #require(layers[0].replicator)
        #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0 && replicator.instanceColor == .white)
        #expect(replicator.instanceTransform == LayerTransform())
        #expect(replicator.instances.map { $0.map(\.id) } == [["a"]])
        #expect(layers[1].replicator?.instances == [])
        #expect(layers[1].sublayers.map(\.id) == ["b"], "the sublayers are still the layer's")
        #expect(layers[2].replicator == nil)
    }

    /// removedAt is the scene's time in every copy: removing the source
    /// removes what is replicated, whatever the copies' delays. The dot
    /// leaves at 0.5 s: at 0.49 s every copy has it (copy 2's animation at
    /// 0.09 s), at 0.5 s none.
    @Test func aRemovedSublayerLeavesEveryCopyAtOnce() throws {
        let scene = try Self.decode(Self.dots.replacingOccurrences(of: #""id": "dot","#, with: #""id": "dot", "removedAt": 0.5,"#))
        #expect(try Self.instances(scene, at: 0.49).map { $0.map(\.id) } == [["dot"], ["dot"], ["dot"]])
        #expect(try Self.instances(scene, at: 0.5).map(\.count) == [0, 0, 0])
    }

    /// The replicator's own properties animate (CAReplicatorLayer.h marks
    /// them "Animatable"), linearly over 1 s here. At 0.5 s:
    /// instanceTransform rotation 0 → π/2 is π/4 and its translation
    /// (0, 0) → (10, 20) is (5, 10), the scale untouched (1 at both ends);
    /// instanceDelay 0 → 0.4 is 0.2, so copy 1's sublayer is at 0.3 s
    /// (its opacity, 1 → 0 over 1 s, at 0.7) and copy 2's at 0.1 s (0.9);
    /// instanceColor #FFFFFF → #000000 is 0.5 grey; instanceAlphaOffset
    /// 0 → −0.4 is −0.2.
    @Test func theReplicatorsPropertiesAnimate() throws {
        let scene = try Self.decode(#"""
        {"duration": 2, "layers": [{"replicator": {"instanceCount": 3},
          "animations": [
            {"keyPath": "instanceTransform", "fromValue": {"rotation": 0}, "toValue": {"rotation": 1.5707963267948966, "translation": [10, 20]}, "duration": 1},
            {"keyPath": "instanceDelay", "fromValue": 0, "toValue": 0.4, "duration": 1},
            {"keyPath": "instanceColor", "fromValue": "#FFFFFF", "toValue": "#000000", "duration": 1},
            {"keyPath": "instanceAlphaOffset", "fromValue": 0, "toValue": -0.4, "duration": 1}
          ],
          "sublayers": [{"id": "s", "animations": [{"keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 1}]}]}]}
        """#)
        let layer = try #require(scene.resolved(at: 0.5).first)
        let replicator = try #require(layer.replicator)
        let t = replicator.instanceTransform
        let figures: [(Double, Double)] = [
            (t.rotation, Double.pi / 4), (t.translationX, 5), (t.translationY, 10), (t.scaleX, 1), (t.scaleY, 1),
            (replicator.instanceDelay, 0.2),
            (replicator.instanceColor.red, 0.5), (replicator.instanceColor.blue, 0.5), (replicator.instanceColor.alpha, 1),
            (replicator.instanceAlphaOffset, -0.2),
            (replicator.instances[0][0].opacity, 0.5), (replicator.instances[1][0].opacity, 0.7), (replicator.instances[2][0].opacity, 0.9),
        ]
        for (index, (value, expected)) in figures.enumerated() {
            #expect(abs(value - expected) < 1e-12, "figure \(index): \(value), expected \(expected)")
        }
        #expect(figures.count == 13)
    }

    /// Nested replicators: the inner one's copies are delayed by both.
    /// Outer delay 0.1, inner 0.25: outer copy 2's inner copy 1 is at
    /// t − 0.2 − 0.25 = 1 − 0.45 = 0.55 s, its opacity (1 → 0 over 1 s) 0.45.
    @Test func nestedReplicatorsAddTheirDelays() throws {
        let scene = try Self.decode(#"""
        {"duration": 2, "layers": [{"replicator": {"instanceCount": 3, "instanceDelay": 0.1}, "sublayers": [
          {"replicator": {"instanceCount": 2, "instanceDelay": 0.25}, "sublayers": [
            {"id": "s", "animations": [{"keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 1}]}]}]}]}
        """#)
        let outer = try Self.instances(scene, at: 1)
        let inner = try #require(outer[2].first?.replicator?.instances)
        #expect(abs(inner[1][0].opacity - 0.45) < 1e-12, "\(inner[1][0].opacity)")
        #expect(abs(inner[0][0].opacity - 0.2) < 1e-12, "\(inner[0][0].opacity)")
        #expect(outer.count == 3 && inner.count == 2)
    }

    static let errors: [(json: String, message: String)] = [
        (##"{"duration": 1, "layers": [{"replicator": {"instanceCont": 3}}]}"##,
         #"launch.json: layers[0].replicator.instanceCont: unknown key (did you mean "instanceCount"?); expected one of: instanceCount, instanceDelay, instanceTransform, instanceColor, instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset"#),
        (##"{"duration": 1, "layers": [{"replicater": {"instanceCount": 3}}]}"##,
         #"launch.json: layers[0].replicater: unknown key (did you mean "replicator"?); expected one of: id, position, anchorPoint, bounds, size, frame, transform, opacity, hidden, backgroundColor, cornerRadius, cornerCurve, maskedCorners, masksToBounds, contentsRect, zPosition, doubleSided, sublayerTransform, shadowPath, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, contents, sublayers, mask, animations, removedAt, replicator, transitions, launchScreen"#),
        (##"{"duration": 1, "layers": [{"sublayers": [{"instanceCount": 3, "instanceDelay": 0.2}]}]}"##,
         #"launch.json: layers[0].sublayers[0].instanceCount: belongs in the layer's "replicator" block (CAReplicatorLayer's properties): "replicator": {"instanceCount": …}"#),
        (##"{"duration": 1, "layers": [{"replicator": {"instanceCount": 1001}}]}"##,
         "launch.json: layers[0].replicator.instanceCount: must be between 0 and 1000, not 1001"),
        (##"{"duration": 1, "layers": [{"replicator": {"instanceCount": 2.5}}]}"##,
         "launch.json: layers[0].replicator.instanceCount: must be a whole number of copies, not 2.5"),
        (##"{"duration": 1, "layers": [{"replicator": {"instanceDelay": 1000}}]}"##,
         "launch.json: layers[0].replicator.instanceDelay: must be between -600 and 600, not 1000"),
        (##"{"duration": 1, "layers": [{"replicator": {"instanceColor": "white"}}]}"##,
         ##"launch.json: layers[0].replicator.instanceColor: expected a colour "#RRGGBB" or "#RRGGBBAA""##),
        (##"{"duration": 1, "layers": [{"replicator": {"instanceTransform": {"rotationY": 1}}}]}"##,
         "launch.json: layers[0].replicator.instanceTransform.rotationY: an instanceTransform turns the copies in the replicator's plane: scale, scaleX, scaleY, rotation and translation; rotationY is not supported"),
        (##"{"duration": 1, "layers": [{"replicator": {"instanceTransform": {"translaton": [1, 2]}}}]}"##,
         #"launch.json: layers[0].replicator.instanceTransform.translaton: unknown key (did you mean "translation"?); expected one of: scale, scaleX, scaleY, rotation, rotationX, rotationY, perspective, translation"#),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "instanceDelay", "toValue": 1}]}]}"##,
         #"launch.json: layers[0].animations[0]: animates a replicator's instanceDelay, instanceTransform, instanceColor or colour offsets; this layer has no "replicator" block"#),
        (##"{"duration": 1, "layers": [{"replicator": {}, "animations": [{"keyPath": "instanceTransform", "byValue": {"rotation": 1}}]}]}"##,
         #"launch.json: layers[0].animations[0].byValue: not supported for "instanceTransform" (transforms compose by multiplying, not adding); give fromValue and toValue, or values"#),
        (##"{"duration": 1, "layers": [{"replicator": {}, "animations": [{"keyPath": "instanceTransform", "toValue": {"rotaton": 1}}]}]}"##,
         #"launch.json: layers[0].animations[0].toValue.rotaton: unknown key (did you mean "rotation"?); expected one of: scale, scaleX, scaleY, rotation, rotationX, rotationY, perspective, translation"#),
        (##"{"duration": 1, "layers": [{"replicator": {}, "animations": [{"keyPath": "instanceTransform", "toValue": {"perspective": 500}}]}]}"##,
         "launch.json: layers[0].animations[0].toValue.perspective: an instanceTransform turns the copies in the replicator's plane: scale, scaleX, scaleY, rotation and translation; perspective is not supported"),
        // 1 + 1000 × 10 = 10001 layers at the tenth sublayer.
        (##"{"duration": 1, "layers": [{"replicator": {"instanceCount": 1000}, "sublayers": [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}]}]}"##,
         "launch.json: layers[0].sublayers[9]: more than 10000 layers with the replicators' copies counted (this layer is drawn 1000 times: layers[0].replicator.instanceCount = 1000)"),
        // Nested: 1 + 1000 + 1000 × 20 at the innermost layer.
        (##"{"duration": 1, "layers": [{"replicator": {"instanceCount": 1000}, "sublayers": [{"replicator": {"instanceCount": 20}, "sublayers": [{}]}]}]}"##,
         "launch.json: layers[0].sublayers[0].sublayers[0]: more than 10000 layers with the replicators' copies counted (this layer is drawn 20000 times: layers[0].replicator.instanceCount = 1000 × layers[0].sublayers[0].replicator.instanceCount = 20)"),
        // Each copy draws its text: 1000 × 21 characters.
        (##"{"duration": 1, "layers": [{"replicator": {"instanceCount": 1000}, "sublayers": [{"contents": {"type": "text", "string": "twenty-one characters"}}]}]}"##,
         "launch.json: layers[0].sublayers[0].contents: the scene's texts together are more than 20000 characters"),
    ]

    @Test func mistakesGetOneLineNamingTheField() {
        var checked = 0
        for (json, message) in Self.errors {
            do {
                _ = try Self.decode(json)
                Issue.record("decoded: \(json)")
            } catch {
                #expect(error.description == message)
                checked += 1
            }
        }
        #expect(checked == 16)
    }

    /// 1000 copies of 9 layers under one layer: 9001 layers drawn, within
    /// the limit.
    @Test func copiesWithinTheLimitAreTaken() throws {
        let scene = try Self.decode(##"{"duration": 1, "layers": [{"replicator": {"instanceCount": 1000}, "sublayers": [{}, {}, {}, {}, {}, {}, {}, {}, {}]}]}"##)
        #expect(try Self.instances(scene, at: 0).count == 1000)
    }
}
