import Foundation
import SplashGeometry
import SplashImport
import SplashScene
import SplashStoryboard
import SplashTestSupport
import Testing

/// An `.xcodeproj` given as the launch screen: `project.pbxproj` read as
/// the old-style property list it is, the app target's release build
/// settings giving the launch screen (the generated one, or the storyboard
/// `INFOPLIST_KEY_UILaunchStoryboardName` names).
@Suite struct ProjectLaunchScreenTests {
    typealias F = LaunchFixtures
    static let pbxproj = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Project/project.pbxproj")

    /// A project folder `Notes/` holding `Notes.xcodeproj` with the
    /// fixture's project file, `release` replacing the Release
    /// configuration's launch screen setting.
    static func project(release: String? = nil) throws -> URL {
        let root = try temporaryFolder().appendingPathComponent("Notes")
        let xcodeproj = root.appendingPathComponent("Notes.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        var text = try String(contentsOf: pbxproj, encoding: .utf8)
        if let release { text = text.replacingOccurrences(of: "INFOPLIST_KEY_UILaunchScreen_Generation = YES;", with: release) }
        try Data(text.utf8).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
        return root
    }

    /// The old-style syntax: comments, bare and quoted strings with
    /// escapes (`\"`, `\U00e9`), arrays with a trailing comma, data.
    @Test func oldStylePropertyLists() throws {
        let plist = try PropertyListReader.read(contentsOf: Self.pbxproj.path)
        guard case .dictionary(let objects)? = plist["objects"] else {
            Issue.record("no objects")
            return
        }
        #expect(objects.count == 6)
        #expect(plist["rootObject"] == .string("AA0000000000000000000000"))
        #expect(plist["objectVersion"] == .string("56"))
        let release = objects["AA0000000000000000000012"]?["buildSettings"]
        #expect(release?["INFOPLIST_KEY_CFBundleDisplayName"] == .string("Notes \"Pro\"é"))
        #expect(release?["SWIFT_VERSION"] == .string("5.0"))
        #expect(objects["AA0000000000000000000000"]?["targets"] == .array([.string("AA0000000000000000000002"), .string("AA0000000000000000000001")]))
        let small = try PropertyListReader.read(bytes: Array(#"{ a = <0fbd 77>; b = ("x y", z,); c = {}; }"#.utf8), file: "s.plist")
        #expect(small == .dictionary(["a": .data([0x0F, 0xBD, 0x77]), "b": .array([.string("x y"), .string("z")]), "c": .dictionary([:])]))
        var refused = 0
        for bad in ["{ a = b }", "{ a = \"b; }", "( a, b", "{ a = <0g>; }", "{ a = b; } c", "/* open"] {
            #expect(throws: StoryboardError.self, "\(bad)") { try PropertyListReader.read(bytes: Array(bad.utf8), file: "bad.plist") }
            refused += 1
        }
        #expect(refused == 6)
    }

    /// `INFOPLIST_KEY_UILaunchScreen_Generation = YES` (the Release
    /// configuration, the list's default; Debug names a storyboard that
    /// does not exist): the empty UILaunchScreen, iOS's system background,
    /// white in light and black in dark, nothing on it. Given as the
    /// .xcodeproj or as the folder holding it.
    @Test func generatedLaunchScreen() throws {
        let root = try Self.project()
        var checked = 0
        for path in [root.appendingPathComponent("Notes.xcodeproj").path, root.path] {
            for (appearance, color) in [(Appearance.light, Color.white), (.dark, .black)] {
                let launch = try LaunchScreenLoader.load(LaunchScreenOptions(path: path, appearance: appearance), device: try F.device("iphone-15"))
                #expect(launch.file.hasSuffix("Notes.xcodeproj/project.pbxproj"))
                #expect(launch.layer.backgroundColor == color)
                #expect(launch.layer.sublayers.isEmpty)
                #expect(launch.layer.bounds == Rect(x: 0, y: 0, width: 393, height: 852))
                checked += 1
            }
        }
        #expect(checked == 4)
    }

    /// The generated screen's colour by name, from the project's catalog
    /// (LaunchBackground: (0xF2, 0xF2, 0xF7) light, (28, 28, 30) dark).
    @Test func generatedWithColour() throws {
        let root = try Self.project(release: "INFOPLIST_KEY_UILaunchScreen_Generation = YES; INFOPLIST_KEY_UILaunchScreen_UIColorName = LaunchBackground;")
        try FileManager.default.copyItem(atPath: F.assets, toPath: root.appendingPathComponent("Notes/Assets.xcassets").path)
        let light = try LaunchScreenLoader.load(LaunchScreenOptions(path: root.appendingPathComponent("Notes.xcodeproj").path), device: try F.device("iphone-se"))
        let dark = try LaunchScreenLoader.load(LaunchScreenOptions(path: root.appendingPathComponent("Notes.xcodeproj").path, appearance: .dark), device: try F.device("iphone-se"))
        #expect(light.layer.backgroundColor == Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255))
        #expect(dark.layer.backgroundColor == Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255))
    }

    /// `INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen`: the
    /// storyboard of that name anywhere in the project (Base.lproj), laid
    /// out as given directly (the template's logo at (137.5, 283.5) on the
    /// SE, StoryboardLayoutTests.templateLogoAndBottomLabel).
    @Test func storyboardNamedByBuildSetting() throws {
        let root = try Self.project(release: "INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen;")
        let base = root.appendingPathComponent("Notes/Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: F.path("Centered.storyboard"), toPath: base.appendingPathComponent("LaunchScreen.storyboard").path)
        try FileManager.default.copyItem(atPath: F.assets, toPath: root.appendingPathComponent("Notes/Assets.xcassets").path)
        let launch = try LaunchScreenLoader.load(LaunchScreenOptions(path: root.appendingPathComponent("Notes.xcodeproj").path), device: try F.device("iphone-se"))
        #expect(launch.file.hasSuffix("Notes/Base.lproj/LaunchScreen.storyboard"))
        #expect(launch.frames["Lg0-aa-Q1c"] == Rect(x: 137.5, y: 283.5, width: 100, height: 100))
    }

    /// No setting that makes a launch screen: one line naming the target.
    @Test func projectWithoutLaunchScreen() throws {
        let root = try Self.project(release: "")
        #expect(throws: (any Error).self) {
            try LaunchScreenLoader.load(LaunchScreenOptions(path: root.appendingPathComponent("Notes.xcodeproj").path), device: try F.device("iphone-se"))
        }
        do {
            _ = try LaunchScreenLoader.load(LaunchScreenOptions(path: root.appendingPathComponent("Notes.xcodeproj").path), device: try F.device("iphone-se"))
        } catch {
            #expect("\(error)".contains("the app target Notes has no launch screen"), "\(error)")
        }
    }
    /// A project with two app targets: "Notes" (the generated launch
    /// screen) and "Notes Lite" (its own configuration list, whose Release
    /// names the storyboard LaunchScreen). Without --target: one line
    /// listing both; with it: that target's launch screen (the name's case
    /// aside); an unknown name lists them; a target with a storyboard path
    /// is a mistake said as such.
    @Test func severalAppTargetsAreChosenByName() throws {
        let root = try Self.project()
        let file = root.appendingPathComponent("Notes.xcodeproj/project.pbxproj")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "/* End PBXNativeTarget section */", with: """
            \t\tAA0000000000000000000003 /* Notes Lite */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = AA0000000000000000000040;
            \t\t\tname = "Notes Lite";
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            /* End PBXNativeTarget section */
            """)
        text = text.replacingOccurrences(of: "AA0000000000000000000001 /* Notes */,\n", with: "AA0000000000000000000001 /* Notes */,\n\t\t\t\tAA0000000000000000000003,\n")
        text = text.replacingOccurrences(of: "/* End XCConfigurationList section */", with: """
            \t\tAA0000000000000000000040 = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (AA0000000000000000000041);
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            \t\tAA0000000000000000000041 = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = { INFOPLIST_KEY_UILaunchStoryboardName = LaunchScreen; };
            \t\t\tname = Release;
            \t\t};
            /* End XCConfigurationList section */
            """)
        try Data(text.utf8).write(to: file)
        let base = root.appendingPathComponent("Notes/Base.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: F.path("Centered.storyboard"), toPath: base.appendingPathComponent("LaunchScreen.storyboard").path)
        try FileManager.default.copyItem(atPath: F.assets, toPath: root.appendingPathComponent("Notes/Assets.xcassets").path)
        let project = root.appendingPathComponent("Notes.xcodeproj").path
        func message(_ options: LaunchScreenOptions) -> String {
            do {
                _ = try LaunchScreenLoader.load(options, device: try F.device("iphone-se"))
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        var checked = 0
        #expect(message(LaunchScreenOptions(path: project)).contains("has 2 app targets (Notes, Notes Lite): name the one whose launch screen to draw with --target NAME"),
                "\(message(LaunchScreenOptions(path: project)))")
        checked += 1
        // The folder holding the project, searched with a target, too.
        for path in [project, root.path] {
            let lite = try LaunchScreenLoader.load(LaunchScreenOptions(path: path, target: "notes lite"), device: try F.device("iphone-se"))
            #expect(lite.file.hasSuffix("Notes/Base.lproj/LaunchScreen.storyboard"))
            #expect(lite.frames["Lg0-aa-Q1c"] == Rect(x: 137.5, y: 283.5, width: 100, height: 100))
            checked += 1
        }
        let notes = try LaunchScreenLoader.load(LaunchScreenOptions(path: project, target: "Notes"), device: try F.device("iphone-se"))
        #expect(notes.file.hasSuffix("Notes.xcodeproj/project.pbxproj"))
        checked += 1
        #expect(message(LaunchScreenOptions(path: project, target: "Nope")) == "--target Nope: \(project) has no app target of that name; its app targets: Notes, Notes Lite")
        #expect(message(LaunchScreenOptions(path: base.appendingPathComponent("LaunchScreen.storyboard").path, target: "Notes"))
                    .contains("--target Notes picks an app target of an Xcode project: give --launch-screen the .xcodeproj (or its folder)"))
        checked += 2
        #expect(checked == 6)
    }
}

