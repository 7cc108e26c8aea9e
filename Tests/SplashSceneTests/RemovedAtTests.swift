import Foundation
import Testing
import SplashGeometry
@testable import SplashScene
@testable import SplashFormats

/// `removedAt`: the completion block's `removeFromSuperview()` /
/// `layer.mask = nil`, as a plain layer property resolved with the scene.
struct RemovedAtTests {
    static let canvas = Size(width: 375, height: 667)

    static func decode(_ json: String) throws(JSONFileError) -> Scene {
        try SceneDecoder.decode(Data(json.utf8), file: "launch.json", canvas: canvas)
    }

    /// Every id in the resolved tree at `t` (sublayers and masks included).
    static func ids(_ scene: Scene, at t: Double) -> Set<String> {
        func collect(_ layer: Layer, into ids: inout Set<String>) {
            if let id = layer.id { ids.insert(id) }
            for sublayer in layer.sublayers { collect(sublayer, into: &ids) }
            if let mask = layer.mask { collect(mask, into: &ids) }
        }
        var ids: Set<String> = []
        for layer in scene.resolved(at: t) { collect(layer, into: &ids) }
        return ids
    }

    /// A splash removed at 1.5 s takes its sublayer with it; the app under
    /// it stays. The instant itself already has it removed ("from that
    /// instant on"), 1.49 s still shows it.
    @Test func aRemovedLayerAndItsSubtreeLeaveTheResolvedTree() throws {
        let scene = try Self.decode(#"""
        {"duration": 3, "layers": [
          {"id": "app", "frame": [0, 0, "W", "H"]},
          {"id": "window", "frame": [0, 0, "W", "H"], "sublayers": [
            {"id": "splash", "frame": [0, 0, "W", "H"], "removedAt": 1.5, "sublayers": [{"id": "logo", "size": [10, 10]}]}
          ]}
        ]}
        """#)
        let expected: [(t: Double, ids: Set<String>)] = [
            (0, ["app", "window", "splash", "logo"]),
            (1.49, ["app", "window", "splash", "logo"]),
            (1.5, ["app", "window"]),
            (3, ["app", "window"]),
        ]
        var compared = 0
        for (t, ids) in expected {
            #expect(Self.ids(scene, at: t) == ids, "at \(t) s")
            compared += 1
        }
        #expect(compared == 4)
        // The resolved layers say nothing more about removal.
        #expect(scene.resolved(at: 0)[1].sublayers[0].removedAt == nil)
        #expect(scene.layers[1].sublayers[0].removedAt == 1.5)
    }

    @Test func aRootLayerIsRemovedFromTheScene() throws {
        let scene = try Self.decode(#"{"duration": 2, "layers": [{"id": "a"}, {"id": "b", "removedAt": 0}]}"#)
        #expect(scene.resolved(at: 0).map(\.id) == ["a"])
        #expect(scene.layers.count == 2)
    }

    /// `layer.mask = nil` in the seed's completion block: the mask is in
    /// effect until 2.6 s, then the window shows whole.
    @Test func aRemovedMaskLeavesItsLayerUnmasked() throws {
        let scene = try Self.decode(#"""
        {"duration": 3.2, "layers": [
          {"id": "window", "frame": [0, 0, "W", "H"], "backgroundColor": "#FF0000",
           "mask": {"id": "logo-mask", "size": [88, 88], "position": ["W / 2", "H / 2"], "backgroundColor": "#000000", "removedAt": 2.6}}
        ]}
        """#)
        #expect(scene.resolved(at: 2.599)[0].mask?.id == "logo-mask")
        #expect(scene.resolved(at: 2.6)[0].mask == nil)
        #expect(scene.resolved(at: 3.2)[0].mask == nil)
        #expect(scene.resolved(at: 3.2)[0].id == "window")
    }

    /// Expressions work as in any numeric layer field: delay + 1 = 0.5 + 1.
    @Test func anExpressionGivesTheTime() throws {
        let scene = try Self.decode(#"{"duration": 2, "variables": [{"name": "delay", "value": 0.5}], "layers": [{"id": "launch", "removedAt": "delay + 1"}]}"#)
        #expect(scene.layers[0].removedAt == 1.5)
        #expect(scene.resolved(at: 1.4999).count == 1)
        #expect(scene.resolved(at: 1.5).isEmpty)
    }

    static let errors: [(json: String, message: String)] = [
        (#"{"duration": 1, "layers": [{"removedAt": -1}]}"#,
         "launch.json: layers[0].removedAt: must not be negative, not -1"),
        (#"{"duration": 1, "layers": [{"sublayers": [{"removedAt": true}]}]}"#,
         "launch.json: layers[0].sublayers[0].removedAt: expected a number or an expression string, found a boolean"),
        (#"{"duration": 1, "layers": [{"mask": {"removedAt": "later"}}]}"#,
         "launch.json: layers[0].mask.removedAt: unknown name 'later' in expression \"later\"; known: H, W"),
        (#"{"duration": 1, "layers": [{"removedAt": "0 - W"}]}"#,
         "launch.json: layers[0].removedAt: must not be negative, not -375"),
        // A typo, and the key where it does not belong.
        (#"{"duration": 1, "layers": [{"removeAt": 1}]}"#,
         #"launch.json: layers[0].removeAt: unknown key (did you mean "removedAt"?); expected one of: id, position, anchorPoint, bounds, size, frame, transform, opacity, hidden, backgroundColor, cornerRadius, cornerCurve, maskedCorners, masksToBounds, contentsRect, zPosition, doubleSided, sublayerTransform, shadowPath, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, contents, sublayers, mask, animations, removedAt, replicator, transitions, launchScreen"#),
        (#"{"duration": 1, "removedAt": 1, "layers": []}"#,
         "launch.json: removedAt: unknown key; expected one of: $schema, name, summary, duration, backgroundColor, parameters, variables, keyInstants, layers"),
        (#"{"duration": 1, "layers": [{"animations": [{"keyPath": "opacity", "toValue": 0, "removedAt": 1}]}]}"#,
         "launch.json: layers[0].animations[0].removedAt: unknown key; expected one of: keyPath, fromValue, toValue, byValue, values, path, keyTimes, timingFunction, timingFunctions, calculationMode, rotationMode, tensionValues, continuityValues, biasValues, beginTime, duration, speed, repeatCount, repeatDuration, autoreverses, fillMode, timeOffset, spring, additive, cumulative"),
        (#"{"duration": 1, "layers": [{"contents": {"type": "ellipse", "removedAt": 1}}]}"#,
         "launch.json: layers[0].contents.removedAt: unknown key; expected one of: type, fillColor"),
    ]

    @Test(arguments: 0..<errors.count)
    func badValuesAndMisplacedKeysGiveTheirMessage(index: Int) {
        let (json, message) = Self.errors[index]
        do {
            _ = try Self.decode(json)
            Issue.record("case \(index) decoded without error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theSchemaOffersItOnEveryLayerAsANumber() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8)) as? [String: Any])
        let definitions = try #require(object["$defs"] as? [String: Any])
        let layer = try #require(definitions["layer"] as? [String: Any])
        let base = try #require((layer["anyOf"] as? [[String: Any]])?.first)
        let properties = try #require(base["properties"] as? [String: Any])
        let removedAt = try #require(properties["removedAt"] as? [String: Any])
        #expect(removedAt["$ref"] as? String == "#/$defs/number")
        #expect((removedAt["description"] as? String)?.contains("removeFromSuperlayer") == true)
    }
}
