import Foundation
import SplashTestSupport
import Testing

/// Errors in the words the user typed: a scene's missing file at its
/// field with the path as written (in `check` and in `render`), an
/// option's bad value under the option's name, and `check` reading an
/// image as the image it is.
@Suite(.serialized) struct UserWordsErrorTests {
    static let scene = """
    {
      "duration": 1,
      "layers": [
        {"frame": [0, 0, 100, 100], "backgroundColor": "#FFFFFF"},
        {"frame": [10, 10, 50, 50],
         "contents": {"type": "image", "source": "art/logo.png"}}
      ]
    }
    """

    @Test func aMissingImageIsAnErrorAtItsFieldInCheckAndRender() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try Data(Self.scene.utf8).write(to: folder.appendingPathComponent("scenes/launch.json"))
        let message = "layers[1].contents.source: no such file: art/logo.png (paths are relative to the scene file's folder)"
        // "source" is on line 6, after 5 spaces, `"contents": {` (13 characters) and
        // `"type": "image", ` (17): its opening quote is at column 5 + 13 + 17 + 1 = 36.
        let check = try Binary.run(["check", "scenes/launch.json"], in: folder)
        #expect(check.status != 0)
        #expect(check.stderr == "splashvid: scenes/launch.json:6:36: \(message)\nsplashvid: error: 1 of 1 file has problems\n", "\(check.stderr)")
        let render = try Binary.run(["--scene", "scenes/launch.json", "--at", "0.5", "still.png"], in: folder)
        #expect(render.status != 0)
        // A render names the scene by its file's name, as its other errors do.
        #expect(render.stderr == "splashvid: error: launch.json: \(message)\n", "\(render.stderr)")
        #expect(contents(of: folder) == ["scenes"])
    }

    @Test func optionValuesAreBlamedOnTheOption() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [([String], String)] = [
            (["--logo", "nope.png"], "--logo: nope.png: no such file"),
            (["--set", "screen=shots/home.png"], "--set screen=shots/home.png: shots/home.png: no such file"),
            (["--color", "brand=red"], #"--color brand=red: "red" is not a colour: expected #RRGGBB or #RRGGBBAA"#),
            (["--set", "brand=#12"], ##"--set brand=#12: "#12" is not a colour: expected #RRGGBB or #RRGGBBAA"##),
        ]
        var compared = 0
        for (arguments, message) in cases {
            let result = try Binary.run(["--preset", "kugou"] + arguments + ["--at", "1", "x.png"], in: folder)
            #expect(result.status != 0)
            #expect(result.stderr == "splashvid: error: \(message)\n", "\(result.stderr)")
            compared += 1
        }
        #expect(compared == 4)
        #expect(contents(of: folder).isEmpty)
    }

    @Test func imagesAreCheckedAsImages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#.utf8)
            .write(to: folder.appendingPathComponent("logo.svg"))
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"10\"".utf8).write(to: folder.appendingPathComponent("broken.svg"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]).write(to: folder.appendingPathComponent("cut.png"))
        let result = try Binary.run(["check", "logo.svg", "broken.svg", "cut.png"], in: folder)
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines.first == "splashvid: logo.svg: a valid SVG image", "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("splashvid: broken.svg: the SVG broken.svg: ") == true, "\(lines)")
        #expect(lines.dropFirst(2).first?.hasPrefix("splashvid: cut.png: the image cut.png: ") == true, "\(lines)")
        #expect(lines.last == "splashvid: error: 2 of 3 files have problems")
        // None of them is reported as a scene.
        #expect(!result.stderr.contains("unknown key") && !result.stderr.contains("scene"), "\(lines)")
    }
}
