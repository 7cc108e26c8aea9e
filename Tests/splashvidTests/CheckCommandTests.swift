import Foundation
import SplashTestSupport
import Testing

/// `splashvid check`: every problem with file:line:column, nothing drawn.
@Suite(.serialized) struct CheckCommandTests {
    @Test func reportsEveryProblemWithItsPosition() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = "{\n  \"duration\": 1,\n  \"layers\": [\n    {\"id\": \"a\", \"opacty\": 1},\n    {\"id\": \"c\", \"backgroundColor\": \"#GG0000\"}\n  ]\n}\n"
        try Data(scene.utf8).write(to: folder.appendingPathComponent("broken.json"))
        try Data(##"{"duration": 1, "layers": [{"frame": [0, 0, "W", "H"], "backgroundColor": "#FFFFFF"}]}"##.utf8).write(to: folder.appendingPathComponent("fine.json"))
        try Data("{\"duration\": 1,\n \"layers\": [],}".utf8).write(to: folder.appendingPathComponent("comma.json"))
        try Data("{\"jobs\": [{\"preset\": \"kugou\",\n  \"fsp\": 30}]}".utf8).write(to: folder.appendingPathComponent("previews.json"))
        let result = try Binary.run(["check", "broken.json", "fine.json", "comma.json", "previews.json"], in: folder)
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(lines)")
        #expect(lines[0].hasPrefix("splashvid: broken.json:4:17: layers[0].opacty: unknown key (did you mean \"opacity\"?)"), "\(lines)")
        #expect(lines[1].hasPrefix("splashvid: broken.json:5:17: layers[1].backgroundColor: expected a colour"), "\(lines)")
        #expect(lines[2] == "splashvid: fine.json: a valid scene")
        #expect(lines[3] == "splashvid: comma.json:2:14: not valid JSON: a trailing comma before '}' is not allowed", "\(lines)")
        #expect(lines[4].hasPrefix("splashvid: previews.json:2:3: jobs[0].fsp: unknown key (did you mean \"fps\"?)"), "\(lines)")
        #expect(lines[5] == "splashvid: error: 3 of 4 files have problems")
        #expect(contents(of: folder) == ["broken.json", "comma.json", "fine.json", "previews.json"], "nothing written")
    }

    @Test func validFilesExitZero() throws {
        let example = PackageFolders.root.appendingPathComponent("docs/examples/spinner.json").path
        let result = try Binary.run(["check", "-q", example])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let storyboard = PackageFolders.root.appendingPathComponent("docs/examples/SplashNotes/SplashNotes/Base.lproj/LaunchScreen.storyboard").path
        let launch = try Binary.run(["check", storyboard, "--device", "iphone-se"])
        #expect(launch.status == 0 && launch.stderr == "splashvid: \(storyboard): a valid launch screen\n", "\(launch.stderr)")
    }

    /// A Lottie file (told by its content, whatever its name) is checked as
    /// `--lottie` reads it, not as a scene: what it does not draw is a
    /// warning at its JSON path, a broken one an error at its position.
    @Test func lottieFilesAreCheckedAsLottie() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zigZag = """
        {"v":"5.7.4","fr":30,"ip":0,"op":30,"w":100,"h":100,
         "layers":[{"ty":4,"nm":"x","ks":{},"ip":0,"op":30,"st":0,
          "shapes":[{"ty":"gr","it":[{"ty":"el","p":{"a":0,"k":[50,50]},"s":{"a":0,"k":[40,40]}},{"ty":"zz","r":{"a":0,"k":5}},{"ty":"st","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":4}}]}]}]}
        """
        try Data(zigZag.utf8).write(to: folder.appendingPathComponent("spinner.json"))
        let broken = "{\"v\":\"5.7.4\",\"fr\":30,\"ip\":0,\"op\":30,\"w\":100,\"h\":100,\n \"layers\":[{\"ty\":4,\"ks\":{},\"shapes\":[],\"ip\":0,\"op\":\"ten\"}]}"
        try Data(broken.utf8).write(to: folder.appendingPathComponent("broken.animation"))
        let lottie = PackageFolders.root.appendingPathComponent("presets/animations/splash.json").path
        let result = try Binary.run(["check", "spinner.json", "broken.animation", lottie], in: folder)
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(lines)")
        #expect(lines.first == "splashvid: spinner.json:3:90: layer \"x\" (layers[0].shapes[0].it[1]): warning: zig zag is not supported and not drawn", "\(lines)")
        #expect(lines.dropFirst().first == "splashvid: spinner.json: a valid Lottie animation", "\(lines)")
        #expect(lines.dropFirst(2).first == "splashvid: broken.animation:2:47: layers[0].op: expected a number, found a string", "\(lines)")
        #expect(lines.dropFirst(3).first == "splashvid: \(lottie): a valid Lottie animation", "\(lines)")
        #expect(lines.last == "splashvid: error: 1 of 3 files have problems", "\(lines)")
        #expect(contents(of: folder) == ["broken.animation", "spinner.json"], "nothing written")
    }
}
