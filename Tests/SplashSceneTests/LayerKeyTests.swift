import Foundation
import Testing
import SplashFormats
import SplashGeometry
@testable import SplashScene

/// `LayerKeys`, entry by entry: every key scene files have is in the
/// schema, is read by the reader, written back by the writer (so the
/// written file reads as the same layer) and, when animatable, names key
/// paths an animation in a file can use; every key they do not have is
/// refused by the writer.
struct LayerKeyTests {
    static let canvas = Size(width: 375, height: 667)

    /// For every key of the file format, a member giving it a value away
    /// from its default.
    static let samples: [String: String] = [
        "id": #""id": "logo""#,
        "position": #""position": [10, 20]"#,
        "anchorPoint": #""anchorPoint": [0, 1]"#,
        "bounds": #""bounds": [0, 0, 30, 40]"#,
        "size": #""size": [30, 40]"#,
        "frame": #""frame": [10, 20, 30, 40]"#,
        "transform": #""transform": {"scale": 2, "rotation": 0.5, "translation": [3, 4]}"#,
        "opacity": #""opacity": 0.5"#,
        "hidden": #""hidden": true"#,
        "backgroundColor": ##""backgroundColor": "#FF0000""##,
        "cornerRadius": #""cornerRadius": 8"#,
        "cornerCurve": #""cornerCurve": "continuous""#,
        "maskedCorners": #""maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"]"#,
        "masksToBounds": #""masksToBounds": true"#,
        "contentsRect": #""contentsRect": [0, 0.5, 0.5, 0.5]"#,
        "zPosition": #""zPosition": 3"#,
        "doubleSided": #""doubleSided": false"#,
        "sublayerTransform": #""sublayerTransform": {"perspective": 500, "rotationY": 0.3}"#,
        "shadowPath": #""shadowPath": "M 0 0 L 10 0 L 10 10 Z""#,
        "borderWidth": #""borderWidth": 2"#,
        "borderColor": ##""borderColor": "#00FF00""##,
        "shadowColor": ##""shadowColor": "#0000FF""##,
        "shadowOpacity": #""shadowOpacity": 0.4"#,
        "shadowOffset": #""shadowOffset": [2, 3]"#,
        "shadowRadius": #""shadowRadius": 6"#,
        "contents": ##""contents": {"type": "ellipse", "fillColor": "#FFFFFF"}"##,
        "sublayers": #""sublayers": [{"id": "child", "opacity": 0.5}]"#,
        "mask": ##""mask": {"id": "hole", "backgroundColor": "#000000"}"##,
        "animations": #""animations": [{"keyPath": "opacity", "toValue": 0, "duration": 1}]"#,
        "removedAt": #""removedAt": 1.5"#,
        "replicator": #""replicator": {"instanceCount": 3}"#,
        "transitions": #""transitions": [{"beginTime": 1}]"#,
        "launchScreen": #""launchScreen": "behind""#,
    ]

    /// For every property of `Layer` scene files do not have, a change away
    /// from its default.
    static let unwritable: [String: @Sendable (inout Layer) -> Void] = [
        "maskMode": { $0.maskMode = .luminance },
        "maskFeather": { $0.maskFeather = 2 },
    ]

    /// How the writer writes a key it does not write under its own name:
    /// the geometry of a centred, untransformed layer is its `frame`.
    static let writtenAs = ["position": "frame", "bounds": "frame", "size": "frame"]

    static func layer(_ member: String) throws -> Layer {
        let scene = try SceneDecoder.decode(Data(#"{"duration": 2, "layers": [{\#(member)}]}"#.utf8), file: "launch.json", canvas: canvas)
        return try #require(scene.layers.first)
    }

    /// A property's value, comparable (nil for an absent optional).
    static func value(of key: LayerKey, in layer: Layer) -> AnyHashable? {
        layer[keyPath: key.property] as? AnyHashable
    }

    @Test func theTableHasEveryKeyOnce() {
        #expect(LayerKeys.all.count == 35)
        #expect(LayerKeys.names.count == 33)
        #expect(Set(LayerKeys.all.map(\.name)).count == LayerKeys.all.count)
        #expect(LayerReader.layerKeys == LayerKeys.names)
        #expect(Set(LayerKeys.names) == Set(Self.samples.keys))
        #expect(Set(LayerKeys.all.filter { !$0.isInFileFormat }.map(\.name)) == Set(Self.unwritable.keys))
        // The plain keys' places in written files are distinct in each stage.
        for stage in [LayerKeys.look, LayerKeys.late] {
            #expect(Set(stage.map(\.key.rank)).count == stage.count)
        }
        #expect(LayerKeys.look.count + LayerKeys.late.count == 21)
        // 51 animation key paths, each named once.
        #expect(LayerKeys.all.flatMap(\.keyPaths).count == 51)
        #expect(AnimationReader.keyPaths.count == 51)
    }

    @Test func everyKeyIsInTheSchema() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let layer = try #require((definitions["layer"] as? [String: Any])?["anyOf"] as? [[String: Any]])
        let properties = try #require(layer.first?["properties"] as? [String: [String: Any]])
        #expect(properties.count == LayerKeys.names.count)
        var compared = 0
        for name in LayerKeys.names {
            let type = try #require(properties[name], "\(name) is not in the schema")
            #expect(!type.isEmpty, "\(name) has no type in the schema")
            compared += 1
        }
        #expect(compared == 33)
    }

    /// Each key read from a file away from its default, written, and read
    /// back as the same layer.
    @Test func everyKeyIsReadAndWrittenBack() throws {
        let blank = Layer()
        var compared = 0
        for key in LayerKeys.all where key.isInFileFormat {
            let sample = try #require(Self.samples[key.name])
            let read = try Self.layer(sample)
            #expect(Self.value(of: key, in: read) != Self.value(of: key, in: blank), "\(key.name): read at its default")
            if case .plain(let plain) = key.coding {
                #expect(plain.isDefault(blank), "\(key.name): a new layer is not at the key's default")
                #expect(!plain.isDefault(read), "\(key.name): read at its default")
            }
            let scene = Scene(name: "", summary: "", canvas: Self.canvas, duration: 2, backgroundColor: .black, layers: [read])
            let json = try SceneWriter.json(scene)
            #expect(json.contains("\"\(Self.writtenAs[key.name] ?? key.name)\": "), "\(key.name) not written: \(json)")
            let again = try SceneDecoder.decode(Data(json.utf8), file: "written.json", canvas: Self.canvas)
            #expect(again.layers == [read], "\(key.name): written as \(json)")
            compared += 1
        }
        #expect(compared == 33)
    }

    @Test func whatFilesCannotSayIsRefused() throws {
        var refused = 0
        for key in LayerKeys.all where !key.isInFileFormat {
            var layer = Layer(id: "a")
            let change = try #require(Self.unwritable[key.name])
            change(&layer)
            #expect(Self.value(of: key, in: layer) != Self.value(of: key, in: Layer()), "\(key.name): still at its default")
            let scene = Scene(name: "", summary: "", canvas: Self.canvas, duration: 2, backgroundColor: .black, layers: [layer])
            #expect(throws: SceneWriterError.self, "\(key.name)") { try SceneWriter.json(scene) }
            do { _ = try SceneWriter.json(scene) } catch { #expect(error.field == key.name) }
            refused += 1
        }
        #expect(refused == 2)
    }

    /// A value of each kind, as a file gives it.
    static func sampleValue(_ kind: AnimationReader.ValueKind) -> String {
        switch kind {
        case .scalar: "0.5"
        case .point: "[1, 2]"
        case .rect: "[0, 0, 0.5, 0.5]"
        case .color: ##""#FF000080""##
        case .bool: "true"
        case .transform: #"{"scale": 2}"#
        case .colors, .locations, .path, .strings: "null"
        }
    }

    /// Every key path of every animatable key, animated in a file on a
    /// layer that has what it drives (a stroked, dashed shape; a gradient;
    /// a replicator), reads as an animation of the key's properties.
    @Test func everyKeyPathAnimatesInAFile() throws {
        var resolved = 0
        for key in LayerKeys.all {
            for path in key.keyPaths {
                var body = #""frame": [0, 0, 40, 40]"#
                if path.properties.contains(where: \.isShapeStroke) {
                    body += ##", "contents": {"type": "shape", "path": "M 0 0 L 40 40", "strokeColor": "#000000", "lineDashPattern": [2, 2]}"##
                } else if path.properties.contains(where: \.isGradientPoint) {
                    body += ##", "contents": {"type": "gradient", "colors": ["#000000", "#FFFFFF"]}"##
                } else if path.properties.contains(where: { if case .replicator = $0 { true } else { false } }) {
                    body += #", "replicator": {"instanceCount": 2}"#
                }
                let animation = #"{"keyPath": "\#(path.name)", "toValue": \#(Self.sampleValue(path.kind)), "duration": 1}"#
                let layer = try Self.layer(body + #", "animations": [\#(animation)]"#)
                #expect(layer.animations.map(\.properties) == [path.properties], "\(key.name): \(path.name)")
                #expect(AnimationReader.keyPaths[path.name]?.1 == path.properties, "\(path.name)")
                // It moves the layer.
                #expect(layer.resolved(at: 0.5) != layer.resolved(at: 0), "\(path.name) does not change the layer")
                resolved += 1
            }
        }
        #expect(resolved == 51)
    }
}
