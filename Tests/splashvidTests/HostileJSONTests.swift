import Foundation
import Testing
import SplashTestSupport

/// Scene files and manifests made to take the tool down, through the real
/// binary: each gives a non-zero exit, exactly one line on standard error
/// (control characters from the input escaped, so it cannot repaint the
/// terminal) and writes nothing.
@Suite(.serialized) struct HostileJSONTests {
    /// Runs splashvid in a folder holding `files`, checks the one-line
    /// failure and that nothing was added to the folder; returns the line.
    func failure(_ arguments: [String], files: [String: Data]) throws -> (line: String, seconds: Double) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        let start = ContinuousClock.now
        let result = try Binary.run(arguments, in: folder)
        let elapsed = ContinuousClock.now - start
        #expect(result.status != 0)
        #expect(result.stderr.hasSuffix("\n") && result.stderr.split(separator: "\n", omittingEmptySubsequences: false).count == 2,
                "not one line: \(result.stderr.debugDescription)")
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "a control character on stderr: \(result.stderr.debugDescription)")
        #expect(contents(of: folder) == files.keys.sorted(), "wrote \(contents(of: folder))")
        return (result.stderr, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    static let nested = Data(String(repeating: "[", count: 150_000).utf8)

    @Test func aDeeplyNestedSceneFileIsRefusedAtOnce() throws {
        let (line, seconds) = try failure(["--scene", "deep.json", "out.mp4"], files: ["deep.json": Self.nested])
        #expect(line == "splashvid: error: deep.json: not valid JSON: line 1, column 129: nests deeper than 128 levels\n")
        #expect(seconds < 5, "took \(seconds) s")
    }

    /// 150 KB of arrays nested 100 deep, side by side (Foundation's
    /// JSONDecoder took 7 s on it, and 142 s at 500 deep): read in linear
    /// time, and the scene's own first error given.
    @Test func manyDeepArraysSideBySideAreReadQuickly() throws {
        let chain = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let scene = #"{"layers": ["# + Array(repeating: chain, count: 750).joined(separator: ",") + "]}"
        let (line, seconds) = try failure(["--scene", "wide.json", "out.mp4"], files: ["wide.json": Data(scene.utf8)])
        #expect(line == "splashvid: error: wide.json: duration: missing; this field is required\n")
        #expect(seconds < 5, "took \(seconds) s")
    }

    @Test func aDeeplyNestedManifestIsRefusedAtOnce() throws {
        let (line, _) = try failure(["batch", "m.json"], files: ["m.json": Data(#"{"jobs": "#.utf8) + Self.nested])
        #expect(line == "splashvid: error: m.json: not valid JSON: line 1, column 137: nests deeper than 128 levels\n")
    }

    /// A file name that clears the screen and starts a new line is printed
    /// escaped, whether the file is broken JSON or missing.
    @Test func aFileNameWithAnEscapeSequenceIsPrintedEscaped() throws {
        let name = "launch\u{1B}[2J\u{1B}[31m\r\nfake.json"
        let (line, _) = try failure(["--scene", name, "--at", "0", "out.png"], files: [name: Data(#"{"duration": 1, "layers": [],}"#.utf8)])
        #expect(line == #"splashvid: error: launch\u{1B}[2J\u{1B}[31m\r\nfake.json: not valid JSON: line 1, column 29: a trailing comma before '}' is not allowed"# + "\n")
        let (missing, _) = try failure(["--scene", "gone\u{1B}]0;title\u{7}.json", "out.mp4"], files: [:])
        #expect(missing.hasPrefix(#"splashvid: error: cannot read the scene file gone\u{1B}]0;title\u{7}.json"#), "\(missing)")
    }

    /// Keys and values from inside the file are escaped too.
    @Test func aDuplicateKeyWithControlCharactersIsOneLine() throws {
        let scene = #"{"duration": 1, "layers": [{"opacity": 1, "x\u001b[2J\n": 1, "x\u001b[2J\n": 2}]}"#
        let (line, _) = try failure(["--scene", "s.json", "--at", "0", "out.png"], files: ["s.json": Data(scene.utf8)])
        #expect(line == #"splashvid: error: s.json: layers[0]: duplicate key "x\u{1B}[2J\n" (line 1, column 62)"# + "\n")
    }

    @Test func anArgumentWithAnEscapeSequenceIsPrintedEscaped() throws {
        let (line, _) = try failure(["--preset", "kugou", "--fps", "\u{1B}[2J", "out.mp4"], files: [:])
        #expect(line.hasPrefix(#"splashvid: error: The value '\u{1B}[2J' is invalid for '--fps <fps>'"#), "\(line)")
    }
}
