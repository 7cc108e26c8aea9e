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
}
