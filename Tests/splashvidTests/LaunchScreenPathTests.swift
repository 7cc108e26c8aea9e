import Foundation
import SplashTestSupport
import SplashVideo
import Testing

/// `--launch-screen` with the paths users type from inside their app's
/// folder (`./Base.lproj/LaunchScreen.storyboard`, `./Info.plist`), and the
/// asset catalog search kept inside the project: a decoy catalog outside
/// it, whose group's Contents.json is not JSON, would fail the render if it
/// were ever opened.
@Suite(.serialized) struct LaunchScreenPathTests {
    static let example = PackageFolders.root.appendingPathComponent("docs/examples/SplashNotes/SplashNotes")

    /// work/<app>: a copy of the example app; work/SomeoneElse/Junk.xcassets: the decoy.
    static func workspace(app: String) throws -> (work: URL, app: URL) {
        let work = try temporaryFolder()
        let app = work.appendingPathComponent(app)
        try FileManager.default.createDirectory(at: app.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.example, to: app)
        let decoy = work.appendingPathComponent("SomeoneElse/Junk.xcassets/Group")
        try FileManager.default.createDirectory(at: decoy, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: decoy.appendingPathComponent("Contents.json"))
        return (work, app)
    }

    /// The background is the app's own colour set's light value (0xF2, 0xF2, 0xF7).
    func expectAppBackground(_ file: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: file)))
        #expect(image.pixel(5, 5) == [0xF2, 0xF2, 0xF7, 255], sourceLocation: sourceLocation)
    }

    @Test(arguments: ["./Base.lproj/LaunchScreen.storyboard", "Base.lproj/LaunchScreen.storyboard", "./Info.plist", "Info.plist", "."])
    func pathsTypedFromTheAppFolder(path: String) throws {
        let (work, app) = try Self.workspace(app: "MyApp")
        defer { try? FileManager.default.removeItem(at: work) }
        let result = try Binary.run(["--launch-screen", path, "--device", "iphone-se", "--scale", "1", "--at", "0", "still.png"], in: app)
        #expect(result.status == 0, "\(path): \(result.stderr)")
        try expectAppBackground(app.appendingPathComponent("still.png"))
    }

    @Test func checkTakesTheSameSpellings() throws {
        let (work, app) = try Self.workspace(app: "MyApp")
        defer { try? FileManager.default.removeItem(at: work) }
        var checked = 0
        for path in ["./Base.lproj/LaunchScreen.storyboard", "./Info.plist"] {
            let result = try Binary.run(["check", path], in: app)
            #expect(result.status == 0, "\(path): \(result.stderr) \(result.stdout)")
            checked += 1
        }
        #expect(checked == 2)
    }

    /// With an .xcodeproj beside the app folder (a Flutter app's
    /// ios/Runner.xcodeproj, ios/Runner/Assets.xcassets), the search goes up
    /// to that folder and no further: the decoy two folders above the
    /// launch screen's is not opened.
    @Test func theSearchStopsAtTheProjectRoot() throws {
        let (work, app) = try Self.workspace(app: "ios/Runner")
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work.appendingPathComponent("ios/Runner.xcodeproj"), withIntermediateDirectories: true)
        let fromProject = try Binary.run(["--launch-screen", "Runner/Base.lproj/LaunchScreen.storyboard", "--device", "iphone-se",
                                          "--scale", "1", "--at", "0", "still.png"], in: work.appendingPathComponent("ios"))
        #expect(fromProject.status == 0, "\(fromProject.stderr)")
        try expectAppBackground(work.appendingPathComponent("ios/still.png"))
        let fromWork = try Binary.run(["--launch-screen", "ios/Runner/Info.plist", "--device", "iphone-se", "--scale", "1", "--at", "0", "still.png"],
                                      in: work)
        #expect(fromWork.status == 0, "\(fromWork.stderr)")
        try expectAppBackground(work.appendingPathComponent("still.png"))
        _ = app
    }
}
