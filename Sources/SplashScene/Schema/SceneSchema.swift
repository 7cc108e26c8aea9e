import Foundation
import SplashAnimation
import SplashGeometry

/// The JSON Schema (draft 2020-12) of scene files, for editors to
/// autocomplete and check them (`splashvid schema > scene.schema.json`, then
/// `"$schema": "./scene.schema.json"` in the scene).
///
/// Built from the decoder's own key lists (a layer's from `LayerKeys`), so
/// a key the decoder accepts is one the schema offers; `fieldTypes` gives
/// each key its type, and a test checks none is missing. The decoder stays the judge: the schema cannot
/// say "keyTimes must increase" or check an expression's names.
public enum SceneSchema {
    /// The schema as pretty-printed JSON text.
    public static var json: String {
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static let referencePattern = "^\\$[A-Za-z_][A-Za-z0-9_]*$"

    static func ref(_ name: String) -> [String: Any] { ["$ref": "#/$defs/\(name)"] }

    /// A definition that also accepts a parameter reference ("$name") and a
    /// conditional whose branches are the same definition.
    static func definition(_ name: String, _ base: [String: Any], description: String) -> [String: Any] {
        [
            "description": description,
            "anyOf": [
                base,
                ["type": "string", "pattern": referencePattern, "description": "a parameter's value"],
                [
                    "type": "object",
                    "required": ["$if", "then"],
                    "additionalProperties": false,
                    "properties": ["$if": ref("condition"), "then": ref(name), "else": ref(name)],
                ],
            ],
        ]
    }

    static func object(_ keys: [String], types: [String: [String: Any]], required: [String] = []) -> [String: Any] {
        var properties: [String: Any] = [:]
        for key in keys { properties[key] = types[key] ?? [:] }
        var result: [String: Any] = ["type": "object", "properties": properties, "additionalProperties": false]
        if !required.isEmpty { result["required"] = required }
        return result
    }

    static func array(of items: [String: Any], count: Int? = nil) -> [String: Any] {
        var result: [String: Any] = ["type": "array", "items": items]
        if let count { result["minItems"] = count; result["maxItems"] = count }
        return result
    }

    static func names<T: RawRepresentable & CaseIterable>(_: T.Type) -> [String] where T.RawValue == String {
        T.allCases.map(\.rawValue)
    }

    /// The type of every key any object in a scene file takes (keys mean
    /// the same wherever they appear): a layer's keys from `LayerKeys`, the
    /// others from here.
    static var fieldTypes: [String: [String: Any]] {
        LayerKeys.schemaTypes.merging(otherFieldTypes) { layer, _ in layer }
    }

    /// The keys of the scene, contents, transforms, replicators,
    /// animations and transitions that are not also a layer's.
    private static var otherFieldTypes: [String: [String: Any]] {
        let number = ref("number"), color = ref("color"), string = ref("string"), bool = ref("bool")
        let point = ref("point"), rect = ref("rect")
        return [
            "$schema": ["type": "string"],
            "name": string, "summary": string, "label": string,
            "duration": number,
            "parameters": array(of: ref("parameter")),
            "variables": array(of: object(["name", "value"], types: ["name": ["type": "string"], "value": number], required: ["name", "value"])),
            "keyInstants": array(of: ref("keyInstant")),
            "layers": ref("layers"),
            // replicator
            "instanceCount": ref("number").merging(["description": "the number of copies of the sublayers, the sublayers themselves included (0–\(SceneDecoder.maximumInstanceCount), default 1)"]) { $1 },
            "instanceDelay": ref("number").merging(["description": "seconds between copies: copy i's animations run i × instanceDelay behind the sublayers'"]) { $1 },
            "instanceTransform": ref("transform").merging(["description": "applied once more to each copy than to the one before, about the centre of the replicator's bounds: scale, rotation, translation"]) { $1 },
            "instanceColor": ref("color").merging(["description": "multiplies everything the sublayers draw (default opaque white)"]) { $1 },
            "instanceRedOffset": number, "instanceGreenOffset": number, "instanceBlueOffset": number,
            "instanceAlphaOffset": ref("number").merging(["description": "added to instanceColor's alpha once per copy (as the red, green and blue offsets); the result is clamped to 0–1"]) { $1 },
            // transform
            "scale": number, "scaleX": number, "scaleY": number, "rotation": number, "rotationX": number, "rotationY": number,
            "perspective": number, "translation": point,
            // contents
            "type": ["type": "string"], "path": string, "viewBox": rect, "fillColor": ["anyOf": [color, ["type": "null"]]],
            "fillRule": ["enum": names(LayerReader.FillRuleName.self)], "strokeColor": color, "lineWidth": number,
            "lineCap": ["enum": names(LayerReader.LineCapName.self)], "lineJoin": ["enum": names(LayerReader.LineJoinName.self)],
            "miterLimit": number, "lineDashPattern": array(of: number), "lineDashPhase": number,
            "strokeStart": number, "strokeEnd": number, "source": string, "gravity": ["enum": names(ContentsGravity.self)],
            "kind": ["enum": names(GradientContents.Kind.self)], "colors": array(of: color), "locations": array(of: number),
            "startPoint": point, "endPoint": point,
            "string": string, "fontFamily": string, "fontFile": string, "fontSize": number, "weight": number, "italic": bool,
            "color": color, "alignment": ["enum": names(TextContents.Alignment.self)], "lineSpacing": number,
            "lineHeightMultiple": number, "letterSpacing": number, "wraps": bool, "maxLines": number,
            "truncation": ["enum": names(TextContents.Truncation.self)],
            "loop": bool, "fromProgress": number, "toProgress": number,
            // animations
            "keyPath": ["enum": (AnimationReader.keyPaths.keys + AnimationReader.gradientKeyPaths + ["path", "string"]).sorted()],
            "fromValue": ref("value"), "toValue": ref("value"), "byValue": ref("value"), "values": array(of: ref("value")),
            "keyTimes": array(of: number), "timingFunction": ref("timingFunction"), "timingFunctions": array(of: ref("timingFunction")),
            "calculationMode": ["enum": names(CalculationMode.self)], "rotationMode": ["enum": names(RotationMode.self)],
            "tensionValues": array(of: number), "continuityValues": array(of: number), "biasValues": array(of: number),
            "beginTime": number, "speed": number, "repeatCount": ["anyOf": [number, ["const": "infinity"]]], "repeatDuration": number,
            "autoreverses": bool, "fillMode": ["enum": names(FillMode.self)], "timeOffset": number,
            "spring": ref("spring"), "additive": bool, "cumulative": bool,
            "dampingRatio": number, "initialVelocity": number, "mass": number, "stiffness": number, "damping": number,
            // transitions
            "subtype": ["enum": names(TransitionSubtype.self)],
            "options": ["anyOf": [["enum": names(TransitionReader.Option.self)], array(of: ["enum": names(TransitionReader.Option.self)])]],
        ]
    }

    /// The keys of a parameter declaration (which mean other things elsewhere).
    static var parameterTypes: [String: [String: Any]] { [
        "name": ["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"],
        "kind": ["enum": names(ParameterReader.KindName.self)],
        "default": ["description": "the value when none is given; a text may pick one of several by a number parameter: {\"pick\": […], \"by\": \"seed\"}, or have one default per value of a choice parameter: {\"by\": \"locale\", \"cases\": {\"en\": …, \"ru\": …}}"],
        "minimum": ["type": "number"], "maximum": ["type": "number"],
        "values": ["type": "array", "items": ["type": "string"]],
        "summary": ["type": "string"],
    ] }

    static var document: [String: Any] {
        let types = fieldTypes
        var contents: [[String: Any]] = []
        for type in LayerReader.ContentsType.allCases {
            var typed = types
            typed["type"] = ["const": type.rawValue]
            let keys = LayerReader.contentsKeys[type] ?? []
            contents.append(object(keys, types: typed, required: type == .shape ? ["type", "path"] : type == .text ? ["type", "string"] : type == .image ? ["type", "source"] : type == .gradient ? ["type", "colors"] : ["type"]))
        }
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://splashvid.dev/schema/scene.json",
            "title": "splashvid scene",
            "description": "A launch animation in Core Animation's vocabulary: layers, their properties and animations. Numbers may be expressions over W, H (the canvas in points), variables and number parameters; any value may be \"$name\" (a parameter) or {\"$if\": …, \"then\": …, \"else\": …}; \"${name}\" inside a string is a parameter's value.",
            "type": "object",
            "properties": object(LayerReader.sceneKeys, types: types)["properties"] ?? [:],
            "required": ["duration", "layers"],
            "additionalProperties": false,
            "$defs": [
                "condition": ["type": "string", "description": "NAME, !NAME, NAME == WORD or NAME != WORD", "pattern": "^\\s*!?\\s*[A-Za-z_][A-Za-z0-9_]*\\s*((==|!=)\\s*[^=\\s][^=]*)?$"],
                "number": definition("number", ["type": ["number", "string"]], description: "a number, or an expression like \"W / 2 - 48\""),
                "string": definition("string", ["type": "string"], description: "text (\"$$\" for a literal dollar)"),
                "bool": definition("bool", ["type": "boolean"], description: "true or false"),
                "color": definition("color", ["type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"], description: "an sRGB colour #RGB, #RRGGBB or #RRGGBBAA"),
                "point": definition("point", array(of: ref("number"), count: 2), description: "[x, y]"),
                "size": definition("size", array(of: ref("number"), count: 2), description: "[width, height]"),
                "rect": definition("rect", array(of: ref("number"), count: 4), description: "[x, y, width, height]"),
                "value": ["description": "a number, a point [x, y], a colour, a boolean, a gradient's colours or locations, or a transform (instanceTransform), as the key path takes", "anyOf": [ref("number"), ref("point"), ref("rect"), ref("color"), ref("bool"), array(of: ref("color")), array(of: ref("number")), ref("transform")]],
                "cornerCurve": definition("cornerCurve", ["enum": names(CornerCurve.self)], description: "circular or continuous (iOS's squircle)"),
                "timingFunction": definition("timingFunction", ["anyOf": [["enum": TimingFunction.named.map(\.name)], array(of: ref("number"), count: 4)]], description: "a named curve or control points [c1x, c1y, c2x, c2y]"),
                "transform": definition("transform", object(LayerReader.transformKeys, types: types), description: "the layer's transform, applied about its anchor point"),
                "contents": definition("contents", ["anyOf": contents], description: "what the layer draws"),
                "layer": definition("layer", object(LayerReader.layerKeys, types: types), description: "a layer, as CALayer"),
                "replicator": definition("replicator", object(LayerReader.replicatorKeys, types: types), description: "makes the layer a CAReplicatorLayer: its sublayers are drawn instanceCount times, each copy moved by instanceTransform, delayed by instanceDelay and tinted a step further than the one before"),
                "layers": definition("layers", array(of: ref("layer")), description: "layers, bottom to top"),
                "animation": definition("animation", ["anyOf": [
                    object(AnimationReader.keys, types: types, required: ["keyPath"]),
                    object(AnimationReader.timingKeys + ["animations"], types: types, required: ["animations"]),
                ]], description: "a property animation (CABasicAnimation; CAKeyframeAnimation with values, or with a path: SVG path data in the superlayer's coordinates, for keyPath position; a spring) or a group (CAAnimationGroup)"),
                "spring": definition("spring", object(AnimationReader.springKeys, types: types), description: "UIKit's (dampingRatio, initialVelocity; the animation's duration settles it) or CASpringAnimation's (mass, stiffness, damping, initialVelocity)"),
                "transition": definition("transition", object(TransitionReader.keys, types: types.merging(["type": ["enum": names(TransitionReader.TypeName.self)]]) { $1 }),
                                         description: "a transition added to the layer at beginTime (CATransition: type, subtype, timingFunction; or UIView.transition: options), from the layer as it was just before to the live layer; hidden and contents change the layer at beginTime"),
                "keyInstant": object(["time", "label"], types: ["time": ref("number"), "label": ref("string")], required: ["time", "label"]),
                "parameter": object(ParameterReader.keys, types: parameterTypes, required: ["name", "kind"]),
            ],
        ]
    }
}
