import Foundation
import Testing
@testable import SplashScene

/// The schema is built from the decoder's key lists; each key must have a
/// type in `SceneSchema.fieldTypes`, or editors would offer it untyped.
struct SceneSchemaTests {
    @Test func everyKeyTheDecoderTakesHasAType() {
        var keys = LayerReader.sceneKeys + LayerReader.layerKeys + LayerReader.transformKeys + LayerReader.replicatorKeys
        keys += LayerReader.ContentsType.allCases.flatMap { LayerReader.contentsKeys[$0] ?? [] }
        keys += AnimationReader.keys + AnimationReader.timingKeys + AnimationReader.springKeys
        keys += TransitionReader.keys
        let missing = Set(keys).subtracting(SceneSchema.fieldTypes.keys)
        #expect(missing.isEmpty, "no schema type for \(missing.sorted())")
    }

    @Test func theSchemaIsJSONWithItsDefinitions() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8)) as? [String: Any])
        #expect(object["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let definitions = try #require(object["$defs"] as? [String: Any])
        for name in ["layer", "layers", "contents", "animation", "transition", "parameter", "number", "color"] {
            #expect(definitions[name] != nil, "no $defs.\(name)")
        }
    }
}
