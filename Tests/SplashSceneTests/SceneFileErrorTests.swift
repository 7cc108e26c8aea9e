import Foundation
import Testing
import SplashGeometry
@testable import SplashScene
@testable import SplashFormats

/// Broken scene files, each with the one line the user sees.
struct JSONFileErrorTests {
    static let canvas = Size(width: 375, height: 667)

    static func decode(_ json: String) throws(JSONFileError) -> Scene {
        try SceneDecoder.decode(Data(json.utf8), file: "launch.json", canvas: canvas)
    }

    static let cases: [(json: String, message: String)] = [
        (##"{"duration": 1, "layers": [}"##,
         "launch.json: not valid JSON: line 1, column 28: expected a value"),
        (##"{"layers": []}"##,
         "launch.json: duration: missing; this field is required"),
        (##"{"duration": -1, "layers": []}"##,
         "launch.json: duration: must be greater than 0, not -1"),
        (##"{"duration": 100000, "layers": []}"##,
         "launch.json: duration: must be at most 600 seconds"),
        (##"{"duration": 1, "layer": []}"##,
         #"launch.json: layer: unknown key (did you mean "layers"?); expected one of: $schema, name, summary, duration, backgroundColor, parameters, variables, keyInstants, layers"#),
        (##"{"duration": 1, "layers": [{"opacty": 1}]}"##,
         #"launch.json: layers[0].opacty: unknown key (did you mean "opacity"?); expected one of: id, position, anchorPoint, bounds, size, frame, transform, opacity, hidden, backgroundColor, cornerRadius, cornerCurve, maskedCorners, masksToBounds, contentsRect, zPosition, doubleSided, sublayerTransform, shadowPath, borderWidth, borderColor, shadowColor, shadowOpacity, shadowOffset, shadowRadius, contents, sublayers, mask, animations, removedAt, replicator, transitions, launchScreen"#),
        (##"{"duration": 1, "layers": [{"opacity": 2}]}"##,
         "launch.json: layers[0].opacity: must be between 0 and 1, not 2"),
        (##"{"duration": 1, "layers": [{"position": [1]}]}"##,
         "launch.json: layers[0].position: expected a point [x, y]"),
        (##"{"duration": 1, "layers": [{"position": ["W / 2", "Hight"]}]}"##,
         "launch.json: layers[0].position[1]: unknown name 'Hight' in expression \"Hight\"; known: H, W"),
        (##"{"duration": 1, "layers": [{"backgroundColor": "blue"}]}"##,
         "launch.json: layers[0].backgroundColor: expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", or \"clear\" (or null) for none"),
        (##"{"duration": 1, "layers": [{"frame": [0, 0, 10, 10], "position": [1, 1]}]}"##,
         "launch.json: layers[0].frame: give either frame or position, not both"),
        (##"{"duration": 1, "layers": [{"sublayers": [{"animations": [{"keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 1]}]}]}]}"##,
         "launch.json: layers[0].sublayers[0].animations[0].keyTimes: must have as many entries as values (3), not 2"),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "opacity", "values": [0, 1, 0], "keyTimes": [0, 0.7, 0.5]}]}]}"##,
         "launch.json: layers[0].animations[0].keyTimes: must be increasing from 0 to 1"),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "alpha", "toValue": 0}]}]}"##,
         "launch.json: layers[0].animations[0].keyPath: unknown key path \"alpha\" (`splashvid schema --markdown` lists the 55 key paths)"),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "opacity", "toValue": 0, "timingFunction": "easeInOut"}]}]}"##,
         "launch.json: layers[0].animations[0].timingFunction: unknown timing function \"easeInOut\"; expected linear, easeIn, easeOut, easeInEaseOut, default, or [c1x, c1y, c2x, c2y]"),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "opacity", "toValue": 0, "fillMode": "forward"}]}]}"##,
         "launch.json: layers[0].animations[0].fillMode: expected one of \"removed\", \"forwards\", \"backwards\", \"both\", not \"forward\""),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "opacity", "toValue": 0, "duration": 0}]}]}"##,
         "launch.json: layers[0].animations[0].duration: must be greater than 0, not 0"),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "opacity"}]}]}"##,
         "launch.json: layers[0].animations[0]: give values, or at least one of fromValue, toValue, byValue"),
        (##"{"duration": 1, "layers": [{"contents": {"type": "shape", "path": "M 0 0 L 10"}}]}"##,
         "PATH_ERROR"),
        (##"{"duration": 1, "layers": [{"contents": {"type": "gradient", "colors": ["#FFFFFF"]}}]}"##,
         "launch.json: layers[0].contents.colors: a gradient needs at least 2 colours"),
        (##"{"duration": 1, "layers": [{"contents": {"type": "picture"}}]}"##,
         "launch.json: layers[0].contents.type: expected one of \"shape\", \"ellipse\", \"gradient\", \"image\", \"text\", \"lottie\", not \"picture\""),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "opacity", "toValue": 0, "repeatCount": "twice"}]}]}"##,
         "launch.json: layers[0].animations[0].repeatCount: unknown name 'twice' in expression \"twice\"; known: H, W"),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "position.y", "fromValue": 0, "toValue": 60, "spring": {"stiffness": 100, "damping": 0.0001}}]}]}"##,
         "launch.json: layers[0].animations[0].spring.damping: must be between 0.001 and 100000, not 0.0001"),
        (##"{"duration": 1, "layers": [{"animations": [{"keyPath": "position.y", "fromValue": 0, "toValue": 60, "spring": {"stiffness": 100, "damping": 0.001}}]}]}"##,
         "launch.json: layers[0].animations[0].spring: this spring takes 13816 s to settle; give the animation a duration"),
        (##"{"duration": 1, "layers": [{"animations": [{"beginTime": 0.5, "animations": [{"keyPath": "opacity", "toValue": 0, "durration": 1}]}]}]}"##,
         "launch.json: layers[0].animations[0].animations[0].durration: unknown key (did you mean \"duration\"?); expected one of: keyPath, fromValue, toValue, byValue, values, path, keyTimes, timingFunction, timingFunctions, calculationMode, rotationMode, tensionValues, continuityValues, biasValues, beginTime, duration, speed, repeatCount, repeatDuration, autoreverses, fillMode, timeOffset, spring, additive, cumulative"),
        (##"{"duration": 1, "layers": [{"contents": {"type": "shape", "path": "M0 0 L10 10", "lineWidth": 3}}]}"##,
         "launch.json: layers[0].contents.lineWidth: has no effect without a strokeColor"),
        (##"{"duration": 1, "layers": [{"contents": {"type": "shape", "path": "M0 0 L10 10", "strokeColor": "#000000", "lineJoin": "mitre"}}]}"##,
         "launch.json: layers[0].contents.lineJoin: expected one of \"miter\", \"round\", \"bevel\", not \"mitre\""),
        (##"{"duration": 1, "variables": [{"name": "W", "value": 3}], "layers": []}"##,
         #"launch.json: variables[0]: "W" is defined twice (W and H are the canvas; number parameters are names too)"#),
    ]

    @Test(arguments: 0..<cases.count)
    func brokenFileGivesItsMessage(index: Int) {
        let (json, message) = Self.cases[index]
        do {
            _ = try Self.decode(json)
            Issue.record("case \(index) decoded without error")
        } catch {
            if message == "PATH_ERROR" {
                #expect(error.description.hasPrefix("launch.json: layers[0].contents.path: not valid SVG path data: "))
            } else {
                #expect(error.description == message)
            }
        }
    }

    /// A group's children run on the group's local time.
    @Test func animationGroupsShiftTheirChildren() throws {
        let scene = try Self.decode(##"{"duration": 3, "layers": [{"id": "a", "animations": [{"beginTime": 1, "duration": 1, "fillMode": "both", "animations": [{"keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 1, "fillMode": "both"}]}]}]}"##)
        #expect(scene.resolved(at: 0.5)[0].opacity == 1)
        #expect(abs(scene.resolved(at: 1.25)[0].opacity - 0.75) < 1e-9)
        #expect(scene.resolved(at: 2.5)[0].opacity == 0)
    }

    @Test func variablesFeedLaterExpressions() throws {
        let scene = try Self.decode(#"{"duration": 1, "variables": [{"name": "logo", "value": 96}, {"name": "half", "value": "logo / 2"}], "layers": [{"position": ["W / 2 - half", 0]}]}"#)
        #expect(scene.layers[0].position.x == 187.5 - 48)
    }

    @Test func nestingIsBounded() {
        var json = #"{"opacity": 1}"#
        for _ in 0..<70 { json = #"{"sublayers": [\#(json)]}"# }
        #expect(throws: JSONFileError.self) { try Self.decode(#"{"duration": 1, "layers": [\#(json)]}"#) }
    }
}

/// Text is bounded per render, not only per string: a long text repeated
/// in many layers is refused before anything is laid out.
@Suite("Text budget per scene")
struct TextBudgetTests {
    @Test func manyLayersOfALongTextAreRefused() throws {
        let text = String(repeating: "x", count: 5_000)
        let layers = (0..<5).map { _ in #"{"frame": [0, 0, 10, 10], "contents": {"type": "text", "string": "\#(text)"}}"# }
        let json = #"{"duration": 1, "layers": [\#(layers.joined(separator: ","))]}"#
        do {
            _ = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 100, height: 100))
            Issue.record("20 005 characters of text were accepted")
        } catch {
            #expect(error.description == "t.json: layers[4].contents: the scene's texts together are more than 20000 characters")
        }
        // Four of them are within the budget.
        let four = #"{"duration": 1, "layers": [\#(layers.prefix(4).joined(separator: ","))]}"#
        #expect(throws: Never.self) { try SceneDecoder.decode(Data(four.utf8), file: "t.json", canvas: Size(width: 100, height: 100)) }
    }
}
