import Foundation

extension SceneSchema {
    /// The scene format's key reference as Markdown tables, one per kind
    /// of object, made from the same key lists and types as the schema
    /// (`splashvid schema --markdown`; docs/scene-format.md holds it, and
    /// a test checks it is current).
    public static var markdownReference: String {
        let types = fieldTypes
        var sections: [(title: String, keys: [String], types: [String: [String: Any]])] = [
            ("Scene (the file)", LayerReader.sceneKeys, types),
            ("Layer", LayerReader.layerKeys, types),
            ("Transform (`transform`, `sublayerTransform`, `instanceTransform`)", LayerReader.transformKeys, types),
            ("Replicator (`replicator`)", LayerReader.replicatorKeys, types),
        ]
        for type in LayerReader.ContentsType.allCases {
            sections.append(("Contents `\"type\": \"\(type.rawValue)\"`", (LayerReader.contentsKeys[type] ?? []).filter { $0 != "type" }, types))
        }
        sections += [
            ("Animation (CABasicAnimation, CAKeyframeAnimation, springs)", AnimationReader.keys, types),
            ("Animation group (CAAnimationGroup)", AnimationReader.timingKeys + ["animations"], types),
            ("Spring (`spring`)", AnimationReader.springKeys, types),
            ("Transition (`transitions`)", TransitionReader.keys, types.merging(["type": ["enum": names(TransitionReader.TypeName.self)]]) { $1 }),
            ("Parameter (`parameters`)", ParameterReader.keys, parameterTypes),
            ("Key instant (`keyInstants`)", ["time", "label"], ["time": ref("number"), "label": ref("string")]),
        ]
        var lines: [String] = []
        for section in sections {
            lines += ["### \(section.title)", "", "| key | value |", "| --- | --- |"]
            for key in section.keys {
                let type = section.types[key] ?? [:]
                var value = text(of: type)
                if let description = type["description"] as? String {
                    value += value.isEmpty ? description : ": \(description)"
                }
                lines.append("| `\(key)` | \(value.replacingOccurrences(of: "|", with: "\\|")) |")
            }
            lines.append("")
        }
        let shared = ["number", "string", "bool", "color", "point", "size", "rect", "timingFunction", "cornerCurve", "value", "condition"]
        lines += ["### Values", "", "| value | is |", "| --- | --- |"]
        let definitions = document["$defs"] as? [String: [String: Any]] ?? [:]
        for name in shared {
            let description = definitions[name]?["description"] as? String ?? ""
            lines.append("| \(typeName(name)) | \(description.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// How a reference names a definition.
    static func typeName(_ definition: String) -> String {
        switch definition {
        case "number": "number"
        case "string": "text"
        case "bool": "boolean"
        case "color": "colour"
        case "point": "point `[x, y]`"
        case "size": "size `[width, height]`"
        case "rect": "rect `[x, y, width, height]`"
        case "layers": "array of layers"
        case "timingFunction": "timing function"
        case "cornerCurve": "corner curve"
        case "keyInstant": "key instant"
        default: definition
        }
    }

    /// A type as a reader says it: "number", "`linear` or `discrete`",
    /// "array of colour", "colour, `clear` or null".
    static func text(of type: [String: Any]) -> String {
        if let reference = type["$ref"] as? String {
            return typeName(String(reference.split(separator: "/").last ?? ""))
        }
        if let values = type["enum"] as? [String] {
            let quoted = values.map { "`\($0)`" }
            return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
        }
        if let constant = type["const"] as? String { return "`\(constant)`" }
        if let options = type["anyOf"] as? [[String: Any]] {
            return options.map(text(of:)).joined(separator: " or ")
        }
        switch type["type"] as? String {
        case "array":
            let items = text(of: type["items"] as? [String: Any] ?? [:])
            return items.isEmpty ? "array" : "array of \(items)"
        case "string": return "text"
        case "number": return "number"
        case "null": return "null"
        case "object":
            let keys = (type["properties"] as? [String: Any])?.keys.sorted() ?? []
            return "object with " + keys.map { "`\($0)`" }.joined(separator: ", ")
        default: return ""
        }
    }
}
