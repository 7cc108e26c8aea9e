import Foundation
import Testing
import SplashTestSupport

/// `splashvid schema` checked by an independent validator (Python's
/// jsonschema, installed by scripts/install-deps): every preset passes,
/// and the mistakes an editor should flag fail.
@Suite(.serialized) struct SchemaTests {
    /// Validates each document against the schema; prints one line per
    /// document, "ok" or "invalid: …".
    static let validator = #"""
    import json, sys
    from jsonschema import Draft202012Validator
    schema = json.load(open(sys.argv[1]))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    for path in sys.argv[2:]:
        errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.path))
        print("ok" if not errors else "invalid: " + errors[0].message[:200])
    """#

    static func validate(_ documents: [String]) throws -> [String] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = try Binary.run(["schema"])
        #expect(schema.status == 0 && schema.stderr.isEmpty, "\(schema.stderr)")
        try Data(schema.stdout.utf8).write(to: folder.appendingPathComponent("schema.json"))
        try Data(validator.utf8).write(to: folder.appendingPathComponent("validate.py"))
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let path = folder.appendingPathComponent("doc\(index).json").path
            try Data(document.utf8).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder.appendingPathComponent("validate.py").path, folder.appendingPathComponent("schema.json").path] + paths
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 with jsonschema (scripts/install-deps installs it): \(errors)")
        return output.split(separator: "\n").map(String.init)
    }

    @Test func everyPresetIsValid() throws {
        let folder = PackageFolders.root.appendingPathComponent("presets")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count >= 4)
        let documents = try files.map { String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self) }
        let results = try Self.validate(documents)
        #expect(results == Array(repeating: "ok", count: files.count), "\(zip(files, results).map { "\($0): \($1)" })")
    }

    /// The example scenes in docs/examples pass too.
    @Test func everyExampleIsValid() throws {
        let folder = PackageFolders.root.appendingPathComponent("docs/examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.contains("packing-list.json"))
        let documents = try files.map { String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self) }
        let results = try Self.validate(documents)
        #expect(results == Array(repeating: "ok", count: files.count), "\(zip(files, results).map { "\($0): \($1)" })")
    }

    static let good = ##"""
    {"$schema": "./scene.schema.json", "duration": "hold + 1",
     "parameters": [{"name": "hold", "kind": "number", "default": 1}, {"name": "logo", "kind": "image", "summary": "the logo"}],
     "layers": [{"id": "a", "frame": [0, 0, "W", "H"], "backgroundColor": "#FFF", "cornerCurve": "continuous",
       "contents": {"$if": "logo", "then": {"type": "image", "source": "$logo"}, "else": {"type": "ellipse", "fillColor": "#2CA2F9"}},
       "animations": [{"keyPath": "transform.scale", "values": [1, 0.85, "H * 18 / 667"], "keyTimes": [0, 0.2, 1],
                       "timingFunctions": ["easeInEaseOut", [0.2, 0, 0.2, 1]], "beginTime": "hold", "duration": 0.6, "fillMode": "both"},
                      {"beginTime": 1, "animations": [{"keyPath": "position.y", "fromValue": 0, "toValue": 60, "spring": {"dampingRatio": 0.8}, "duration": 1}]}],
       "mask": {"frame": [0, 0, 20, 20], "backgroundColor": "#000", "removedAt": "hold + 0.5"}, "removedAt": 5,
       "transitions": [{"options": ["curveEaseOut", "transitionFlipFromBottom"], "duration": 0.5, "beginTime": 0.5, "hidden": true},
                       {"type": "push", "subtype": "fromRight", "beginTime": 1.2, "contents": {"type": "ellipse", "fillColor": "#000"}}]},
      {"frame": [0, 0, 40, 40], "replicator": {"instanceCount": 4, "instanceTransform": {"rotation": "pi / 2", "scale": 0.9},
         "instanceDelay": 0.1, "instanceColor": "#FFFFFF", "instanceRedOffset": -0.1, "instanceGreenOffset": 0, "instanceBlueOffset": -0.2, "instanceAlphaOffset": -0.2},
       "animations": [{"keyPath": "instanceTransform", "fromValue": {"rotation": 0}, "toValue": {"rotation": "pi / 2", "translation": [2, 0]}, "duration": 1},
                      {"keyPath": "instanceAlphaOffset", "toValue": -0.1, "duration": 1}],
       "sublayers": [{"frame": [18, 2, 4, 10], "backgroundColor": "#FFF"}]}]}
    """##

    @Test func aSceneWithEveryConstructIsValidAndMistakesAreNot() throws {
        let broken = [
            ##"{"duration": 1, "layers": [{"opacty": 1}]}"##,                                   // typo in a layer key
            ##"{"duration": 1, "layers": [], "colour": "#FFF"}"##,                              // unknown scene key
            ##"{"layers": []}"##,                                                               // no duration
            ##"{"duration": 1, "layers": [{"backgroundColor": "red"}]}"##,                     // not a colour
            ##"{"duration": 1, "layers": [{"animations": [{"keyPath": "transform.scale.z", "toValue": 2}]}]}"##,
            ##"{"duration": 1, "layers": [{"contents": {"type": "image", "gravity": "fill", "source": "a.png"}}]}"##,
            ##"{"duration": 1, "layers": [{"contents": {"type": "text", "string": "a", "fontsize": 12}}]}"##,
            ##"{"duration": 1, "layers": [{"position": [1, 2, 3]}]}"##,
            ##"{"duration": 1, "layers": [{"$if": "logo", "otherwise": {}}]}"##,
            ##"{"duration": 1, "parameters": [{"name": "x", "kind": "colour", "default": "#FFF"}], "layers": []}"##,
            ##"{"duration": 1, "layers": [{"removedAt": true}]}"##,                            // not a time
            ##"{"duration": 1, "layers": [{"transform": {"removedAt": 1}}]}"##,               // misplaced
            ##"{"duration": 1, "layers": [{"instanceCount": 3}]}"##,                        // belongs in a replicator block
            ##"{"duration": 1, "layers": [{"replicator": {"instanceCont": 3}}]}"##,          // typo in a replicator key
            ##"{"duration": 1, "layers": [{"subtype": "fromLeft"}]}"##,                        // a transition's key on a layer
            ##"{"duration": 1, "layers": [{"transitions": [{"type": "cube"}]}]}"##,            // not a public type
            ##"{"duration": 1, "layers": [{"transitions": [{"options": ["transitionFlipFromBotom"]}]}]}"##,
            ##"{"duration": 1, "layers": [{"transitions": [{"timingFunction": "easeInOut"}]}]}"##,
        ]
        // The decoder takes the good scene too.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.good.utf8).write(to: folder.appendingPathComponent("good.json"))
        let render = try Binary.run(["--scene", "good.json", "--size", "40x80", "--scale", "1", "--at", "1.3", "good.png"], in: folder)
        #expect(render.status == 0, "\(render.stderr)")

        let results = try Self.validate([Self.good] + broken)
        #expect(results.first == "ok")
        for (index, result) in results.dropFirst().enumerated() {
            #expect(result.hasPrefix("invalid"), "broken[\(index)] passed the schema")
        }
        #expect(results.count == broken.count + 1)
    }
}
