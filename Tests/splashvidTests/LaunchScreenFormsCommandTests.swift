import Foundation
import SplashTestSupport
import Testing

/// The launch screen forms Xcode writes, from the command line: a XIB and
/// an `.xcodeproj` checked and rendered, Xcode's device names, and a
/// missing image a warning, or with `--strict` an error.
@Suite(.serialized) struct LaunchScreenFormsCommandTests {
    static let fixtures = PackageFolders.root.appendingPathComponent("Tests/SplashStoryboardTests/Fixtures")

    @Test func xibAndProjectAreLaunchScreens() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Notes.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Project/project.pbxproj"),
                                         to: folder.appendingPathComponent("Notes.xcodeproj/project.pbxproj"))
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("Xib"), to: folder.appendingPathComponent("Xib"))
        let check = try Binary.run(["check", "Xib/Base.lproj/Launch Screen.xib", "Notes.xcodeproj"], in: folder)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr == "splashvid: Xib/Base.lproj/Launch Screen.xib: a valid launch screen\nsplashvid: Notes.xcodeproj: a valid launch screen\n", "\(check.stderr)")
        let render = try Binary.run(["--launch-screen", "Xib/Info.plist", "--device", "iPhone SE (3rd generation)", "--at", "0", "xib.png"], in: folder)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stderr.contains("750×1334"), "\(render.stderr)")
    }

    @Test func missingImageWarnsOrFailsWithStrict() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        var xib = try String(contentsOf: Self.fixtures.appendingPathComponent("Xib/Base.lproj/Launch Screen.xib"), encoding: .utf8)
        xib = xib.replacingOccurrences(of: "image=\"logo\"", with: "image=\"Gone\"")
        try Data(xib.utf8).write(to: folder.appendingPathComponent("Launch.xib"))
        let lenient = try Binary.run(["--launch-screen", "Launch.xib", "--at", "0", "a.png"], in: folder)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        #expect(lenient.stderr.contains("Launch.xib:18: warning: Logo shows the image \"Gone\""), "\(lenient.stderr)")
        let strict = try Binary.run(["--launch-screen", "Launch.xib", "--strict", "--at", "0", "b.png"], in: folder)
        #expect(strict.status != 0)
        #expect(strict.stderr.contains("Launch.xib:18: Logo shows the image \"Gone\"") && strict.stderr.contains("--strict"), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.png").path))
    }
}
