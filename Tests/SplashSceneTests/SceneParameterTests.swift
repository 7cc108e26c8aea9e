import Foundation
import Testing
import SplashGeometry
@testable import SplashScene
@testable import SplashFormats

/// Parameters: declared in the file, set by the user, used as "$name", by
/// name in expressions and in {"$if": …} conditionals.
struct SceneParameterTests {
    static let canvas = Size(width: 375, height: 667)

    static func decode(_ json: String, _ parameters: [String: String] = [:]) throws(JSONFileError) -> Scene {
        try SceneDecoder.decode(Data(json.utf8), file: "launch.json", canvas: canvas, parameters: parameters)
    }

    static let declared = ##"""
    "parameters": [
      {"name": "brand", "kind": "color", "default": "#2CA2F9", "summary": "brand colour"},
      {"name": "hold", "kind": "number", "default": 2, "minimum": 0.5, "maximum": 30},
      {"name": "logo", "kind": "image"},
      {"name": "variant", "kind": "choice", "values": ["ad", "avatar"], "default": "ad"},
      {"name": "seed", "kind": "number", "default": 0},
      {"name": "text", "kind": "text", "default": {"pick": ["one", "two", "three", "four", "five"], "by": "seed"}}
    ]
    """##

    static let scene = ##"""
    {\##(declared), "duration": "hold + 1", "layers": [
      {"id": "bg", "backgroundColor": "$brand", "frame": [0, 0, "W", "H"]},
      {"$if": "logo", "then": {"id": "logo", "contents": {"type": "image", "source": "$logo"}},
                      "else": {"id": "placeholder", "contents": {"type": "ellipse", "fillColor": "$brand"}}},
      {"$if": "variant == avatar", "then": {"id": "avatar"}},
      {"id": "label", "contents": {"type": "text", "string": "$text"}},
      {"id": "price", "contents": {"type": "text", "string": "$$4.99 or $4.99"}},
      {"id": "fade", "opacity": {"$if": "variant != ad", "then": 0.5}}
    ]}
    """##

    @Test func defaultsApplyWhenNothingIsGiven() throws {
        let scene = try Self.decode(Self.scene)
        #expect(scene.duration == 3)
        #expect(scene.layers.map(\.id) == ["bg", "placeholder", "label", "price", "fade"])
        #expect(scene.layers[0].backgroundColor == Color(hex: "#2CA2F9"))
        #expect(scene.layers[4].opacity == 1)
        #expect(scene.parameters["brand"] == "#2CA2F9")
        #expect(scene.parameters["hold"] == "2")
        #expect(scene.parameters["logo"] == nil)
        #expect(scene.parameters["variant"] == "ad")
    }

    @Test func givenValuesReplaceTheDefaults() throws {
        let scene = try Self.decode(Self.scene, ["brand": "#FF0000", "hold": "4.5", "logo": "/tmp/logo.png", "variant": "avatar", "text": "Hello"])
        #expect(scene.duration == 5.5)
        #expect(scene.layers.map(\.id) == ["bg", "logo", "avatar", "label", "price", "fade"])
        #expect(scene.layers[0].backgroundColor == Color(hex: "#FF0000"))
        #expect(scene.imageSources == ["/tmp/logo.png"])
        #expect(scene.layers[5].opacity == 0.5)
        #expect(scene.texts.contains { $0.text.string == "Hello" })
    }

    @Test func aDollarDollarIsALiteralDollar() throws {
        let scene = try Self.decode(Self.scene)
        #expect(scene.texts.contains { $0.text.string == "$4.99 or $4.99" })
    }

    @Test func aRelativeImageResolvesAgainstTheCurrentFolder() throws {
        let scene = try Self.decode(Self.scene, ["logo": "art/logo.png"])
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("art/logo.png").standardizedFileURL.path
        #expect(scene.imageSources == [expected])
    }

    /// The picked slogan depends on the seed alone: the same seed, the same
    /// text, on every run; the five seeds below do not all pick the same.
    @Test func aPickedTextFollowsTheSeed() throws {
        func text(_ seed: Int) throws -> String {
            try Self.decode(Self.scene, ["seed": String(seed)]).parameters["text"] ?? ""
        }
        let first = try (0..<5).map(text)
        let again = try (0..<5).map(text)
        #expect(first == again)
        #expect(Set(first).count > 1)
        #expect(first.allSatisfy { ["one", "two", "three", "four", "five"].contains($0) })
        // SplitMix64 is a published function: seed 0 → 0xE220A8397B1DCDAF.
        #expect(first[0] == ["one", "two", "three", "four", "five"][Int(0xE220_A839_7B1D_CDAF as UInt64 % 5)])
    }

    @Test func declarationsAreListedInOrder() throws {
        let parameters = try SceneDecoder.parameters(in: Data(Self.scene.utf8), file: "launch.json")
        #expect(parameters.map(\.name) == ["brand", "hold", "logo", "variant", "seed", "text"])
        #expect(parameters[1].kind == .number(0.5...30))
        #expect(parameters[2].defaultValue == nil)
        #expect(parameters[3].kind == .choice(["ad", "avatar"]))
        #expect(parameters[5].pick?.seedParameter == "seed")
    }

    static let userErrors: [(parameters: [String: String], message: String)] = [
        (["colour": "#FFFFFF"], #"launch.json: no parameter "colour"; its parameters are brand, hold, logo, variant, seed, text"#),
        (["holds": "3"], #"launch.json: no parameter "holds" (did you mean "hold"?); its parameters are brand, hold, logo, variant, seed, text"#),
        (["hold": "soon"], #"launch.json: parameter hold: expected a number, not "soon""#),
        (["hold": "100"], #"launch.json: parameter hold: expected a number from 0.5 to 30, not "100""#),
        (["brand": "blue"], #"launch.json: parameter brand: expected a colour #RRGGBB or #RRGGBBAA, not "blue""#),
        (["variant": "banner"], #"launch.json: parameter variant: expected one of ad, avatar, not "banner""#),
        (["logo": ""], #"launch.json: parameter logo: expected an image file's path, not """#),
        (["seed": "-1"], "launch.json: parameter seed: a seed (it picks text) must be between 0 and 1000000, not -1"),
    ]

    @Test(arguments: 0..<userErrors.count)
    func aBadValueIsOneClearLine(index: Int) {
        let (parameters, message) = Self.userErrors[index]
        #expect(throws: JSONFileError.self) { try Self.decode(Self.scene, parameters) }
        do { _ = try Self.decode(Self.scene, parameters) } catch { #expect(error.description == message) }
    }

    static let fileErrors: [(json: String, message: String)] = [
        (##"{"duration": 1, "layers": [{"backgroundColor": "$brnd"}]}"##,
         #"launch.json: layers[0].backgroundColor: unknown parameter "brnd"; the scene declares no parameters"#),
        (##"{"parameters": [{"name": "brand", "kind": "color", "default": "#000"}], "duration": 1, "layers": [{"backgroundColor": "$brnd"}]}"##,
         #"launch.json: layers[0].backgroundColor: unknown parameter "brnd" (did you mean "brand"?); declared: brand"#),
        (##"{"parameters": [{"name": "logo", "kind": "image"}], "duration": 1, "layers": [{"contents": {"type": "image", "source": "$logo"}}]}"##,
         #"launch.json: layers[0].contents.source: parameter "logo" has no value (none was given and it has no default); use it inside {"$if": "logo", "then": …}"#),
        (##"{"parameters": [{"name": "logo", "kind": "image"}], "duration": 1, "layers": [{"$if": "logo = x", "then": {}}]}"##,
         #"launch.json: layers[0].$if: expected a condition: "NAME", "!NAME", "NAME == WORD" or "NAME != WORD""#),
        (##"{"parameters": [{"name": "logo", "kind": "image"}], "duration": 1, "layers": [{"$if": "!logo", "else": {}}]}"##,
         "launch.json: layers[0].then: missing; this field is required"),
        (##"{"parameters": [{"name": "logo", "kind": "image"}], "duration": 1, "layers": [{"$if": "!logo", "then": {}, "otherwise": {}}]}"##,
         "launch.json: layers[0].otherwise: unknown key in a conditional; expected $if, then, else"),
        (##"{"parameters": [{"name": "logo", "kind": "image"}], "duration": 1, "layers": [{"$if": "!logo", "then": {"opacty": 1}}]}"##,
         #"launch.json: layers[0].then.opacty: unknown key (did you mean "opacity"?); expected one of: id, position, anchorPoint, bounds, size, frame, transform, opacity, hidden, backgroundColor, cornerRadius, cornerCurve, maskedCorners, masksToBounds, contentsRect, zPosition, doubleSided, sublayerTransform, shadowPath, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, contents, sublayers, mask, animations, removedAt, replicator, transitions, launchScreen"#),
        (##"{"parameters": [{"name": "logo", "kind": "image"}], "duration": 1, "layers": [{"$if": "logo", "then": {}}, {"opacity": 3}]}"##,
         "launch.json: layers[1].opacity: must be between 0 and 1, not 3"),
        (##"{"parameters": [{"name": "hold", "kind": "number"}], "duration": 1, "layers": []}"##,
         "launch.json: parameters[0].default: missing; this field is required"),
        (##"{"parameters": [{"name": "hold", "kind": "number", "default": 50, "maximum": 10}], "duration": 1, "layers": []}"##,
         "launch.json: parameters[0].default: must be between -1000000000 and 10, not 50"),
        (##"{"parameters": [{"name": "mode", "kind": "choice", "values": ["a", "b"], "default": "c"}], "duration": 1, "layers": []}"##,
         #"launch.json: parameters[0].default: must be one of the values, not "c""#),
        (##"{"parameters": [{"name": "text", "kind": "text", "default": {"pick": ["a"], "by": "seed"}}], "duration": 1, "layers": []}"##,
         "launch.json: parameters[0].default.by: must name a number parameter declared before this one"),
        (##"{"parameters": [{"name": "W", "kind": "number", "default": 1}], "duration": 1, "layers": []}"##,
         #"launch.json: parameters[0].name: "W" is taken (W and H are the canvas, pi is π)"#),
        (##"{"parameters": [{"name": "a", "kind": "colour", "default": "#000"}], "duration": 1, "layers": []}"##,
         #"launch.json: parameters[0].kind: expected one of "number", "color", "text", "image", "choice", "lottie", not "colour""#),
        (##"{"parameters": [{"name": "a", "kind": "color", "default": "#000", "minimum": 0}], "duration": 1, "layers": []}"##,
         "launch.json: parameters[0].minimum: only number parameters have a minimum"),
        (##"{"duration": 2, "keyInstants": [{"time": 1.5, "label": "b"}, {"time": 1, "label": "a"}], "layers": []}"##,
         "launch.json: keyInstants[1].time: key instants must be in increasing time order (1 follows 1.5)"),
        (##"{"duration": 2, "keyInstants": [{"time": 3, "label": "late"}], "layers": []}"##,
         "launch.json: keyInstants[0].time: must be between 0 and 2, not 3"),
    ]

    @Test(arguments: 0..<fileErrors.count)
    func aBrokenDeclarationOrUseIsNamed(index: Int) {
        let (json, message) = Self.fileErrors[index]
        do {
            _ = try Self.decode(json)
            Issue.record("case \(index) decoded without error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func numberParametersWorkInExpressionsAndVariables() throws {
        let scene = try Self.decode(##"{"parameters": [{"name": "size", "kind": "number", "default": 96}], "variables": [{"name": "half", "value": "size / 2"}], "duration": 1, "layers": [{"position": ["W / 2 - half", "size"]}]}"##, ["size": "100"])
        #expect(scene.layers[0].position == Point(x: 187.5 - 50, y: 100))
    }

    @Test func keyInstantsAreRead() throws {
        let scene = try Self.decode(##"{"parameters": [{"name": "hold", "kind": "number", "default": 1}], "duration": 3, "keyInstants": [{"time": 0.5, "label": "start"}, {"time": "hold + 1", "label": "end of hold"}], "layers": []}"##)
        #expect(scene.keyInstants == [KeyInstant(time: 0.5, label: "start"), KeyInstant(time: 2, label: "end of hold")])
    }
}
