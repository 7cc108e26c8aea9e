import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// Inputs written to take the process down (issues 17 and 25), through the
/// real binary: each is a clean non-zero exit with one line on standard
/// error naming the file and field, or a correct render, and never a crash
/// or a temporary file left behind.
@Suite(.serialized) struct HostileInputTests {
    /// A scene file whose one layer is `layer` (JSON text), over white.
    static func scene(layer: String, parameters: String = "[]") -> String {
        ##"{"duration": 1, "backgroundColor": "#FFFFFF", "parameters": \##(parameters), "layers": [\##(layer)]}"##
    }

    /// Runs splashvid on `scene` (written as `hostile.json`) in a new
    /// folder on a small canvas, plus `extra` arguments; returns the
    /// result and the folder's contents afterwards (the folder is removed).
    static func run(_ scene: String, _ extra: [String] = ["--at", "0.5", "out.png"],
                    files: [String: [UInt8]] = [:],
                    check: (URL) throws -> Void = { _ in }) throws -> (Binary.Result, [String]) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(scene.utf8).write(to: folder.appendingPathComponent("hostile.json"))
        for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        let result = try Binary.run(["--scene", "hostile.json", "--size", "60x120", "--scale", "1"] + extra, in: folder)
        try check(folder)
        return (result, contents(of: folder))
    }

    /// Status 1, exactly `message` as the one line on standard error, and
    /// nothing written beside the inputs.
    static func expectRefused(_ result: Binary.Result, _ files: [String], _ message: String,
                              inputs: [String] = ["hostile.json"], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1, "status \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == "splashvid: error: \(message)\n", sourceLocation: sourceLocation)
        #expect(files == inputs.sorted(), sourceLocation: sourceLocation)
    }

    // MARK: expressions

    /// A few hundred KB of nesting or of one long sum overflowed the stack
    /// (SIGSEGV); the limits are checked before anything recursive runs.
    static let hugeExpressions: [String: String] = [
        "parentheses": String(repeating: "(", count: 100_000) + "W" + String(repeating: ")", count: 100_000),
        "sum": Array(repeating: "W", count: 100_000).joined(separator: "+"),
        "signs": String(repeating: "-", count: 300_000) + "1",
        "deep parentheses": String(repeating: "(", count: 2000) + "W" + String(repeating: ")", count: 2000),
        "deep calls": String(repeating: "abs(", count: 500) + "W" + String(repeating: ")", count: 500),
    ]

    @Test(arguments: [
        ("parentheses", "expression is 200001 characters long; the limit is 4096"),
        ("sum", "expression is 199999 characters long; the limit is 4096"),
        ("signs", "expression is 300001 characters long; the limit is 4096"),
        ("deep parentheses",
         "nests deeper than 64 levels of parentheses, signs and function calls at position 65 of expression \"" + String(repeating: "(", count: 60) + "…\""),
        ("deep calls",
         "nests deeper than 64 levels of parentheses, signs and function calls at position 260 of expression \"" + String(repeating: "abs(", count: 15) + "…\""),
    ])
    func aHugeExpressionIsOneLineNamingTheField(kind: String, message: String) throws {
        let expression = try #require(Self.hugeExpressions[kind])
        let (result, files) = try Self.run(Self.scene(layer: ##"{"position": ["\##(expression)", 10], "size": [4, 4]}"##))
        Self.expectRefused(result, files, "hostile.json: layers[0].position[0]: \(message)")
    }

    /// The longest expression allowed (4096 characters, 2048 numbers)
    /// renders, and puts the layer where it says.
    @Test func theLongestAllowedExpressionRenders() throws {
        let x = "30" + (0..<2047).map { $0 % 2 == 0 ? "-9" : "+9" }.joined()   // 30 − 9 = 21
        #expect(x.count == 4096)
        let (result, files) = try Self.run(Self.scene(layer: ##"{"position": ["\##(x)", 60], "size": [20, 20], "backgroundColor": "#FF0000"}"##)) { folder in
            let still = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("out.png"))))
            #expect(still.pixel(12, 60) == [255, 0, 0, 255] && still.pixel(30, 60) == [255, 0, 0, 255])
            #expect(still.pixel(10, 60) == [255, 255, 255, 255] && still.pixel(32, 60) == [255, 255, 255, 255])
        }
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(files == ["hostile.json", "out.png"])
    }
}

extension HostileInputTests {
    // MARK: Double → Int

    /// A seed far beyond Int (1e19) trapped converting to Int (SIGILL):
    /// a seed is checked whatever maximum the file declares for it, and a
    /// preset's own range says the same.
    @Test(arguments: [("1e19", "1e+19"), ("-1e19", "-1e+19"), ("1e300", "1e+300"), ("1000001", "1000001")])
    func aHugeSeedIsOneLine(seed: String, shown: String) throws {
        let parameters = ##"[{"name": "seed", "kind": "number", "default": 0, "minimum": -1e300, "maximum": 1e300}, {"name": "slogan", "kind": "text", "default": {"pick": ["a", "b"], "by": "seed"}}]"##
        let (result, files) = try Self.run(Self.scene(layer: ##"{"position": [30, 60], "size": [4, 4]}"##, parameters: parameters),
                                           ["--set", "seed=\(seed)", "--at", "0", "out.png"])
        Self.expectRefused(result, files, "hostile.json: parameter seed: a seed (it picks slogan) must be between 0 and 1000000, not \(shown)")
    }

    @Test func aHugeSeedForAPresetIsOneLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "yula", "--set", "seed=1e19", "--size", "60x120", "--at", "0", "out.png"], in: folder)
        Self.expectRefused(result, contents(of: folder), #"yula.json: parameter seed: expected a number from 0 to 1000000, not "1e19""#, inputs: [])
    }
}
