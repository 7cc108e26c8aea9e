import Foundation
import SplashStoryboard
import Testing

@Suite struct LaunchScreenDictionaryTests {
    static let fixtures = PropertyListReaderTests.fixtures

    static func info(_ text: String) throws -> PropertyListValue {
        try PropertyListReader.read(bytes: Array(text.utf8), file: "Info.plist")
    }

    static func failure(_ body: String) -> String? {
        do {
            _ = try LaunchScreenDictionary.read(infoPlist: try info("<plist><dict>\(body)</dict></plist>"), file: "Info.plist")
            return nil
        } catch let error as StoryboardError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    /// The fixture's UILaunchScreen: colour, image, safe area, a navigation
    /// bar with its image and an empty tab bar; no toolbar.
    @Test func readsUILaunchScreen() throws {
        let path = "\(Self.fixtures)/Info.plist"
        let plist = try PropertyListReader.read(contentsOf: path)
        let screen = try #require(try LaunchScreenDictionary.read(infoPlist: plist, file: path))
        #expect(screen == LaunchScreenDictionary(colorName: "LaunchBackground", imageName: "Brand/Logo",
                                                 imageRespectsSafeAreaInsets: true,
                                                 navigationBar: .init(imageName: "NavBackground"), tabBar: .init(), toolbar: nil))
        #expect(LaunchScreenDictionary.storyboardName(infoPlist: plist) == nil)
    }

    /// UILaunchScreens: the definition UIDefaultLaunchScreen names
    /// ("plain", the second), and the storyboard name reported apart.
    @Test func readsUILaunchScreens() throws {
        let path = "\(Self.fixtures)/LaunchScreens.plist"
        let plist = try PropertyListReader.read(contentsOf: path)
        let screen = try #require(try LaunchScreenDictionary.read(infoPlist: plist, file: path))
        #expect(screen == LaunchScreenDictionary(identifier: "plain", colorName: "Plain", toolbar: .init()))
        #expect(LaunchScreenDictionary.storyboardName(infoPlist: plist) == "LaunchScreen")
    }

    /// A binary Info.plist reads the same: UILaunchScreen with UIColorName
    /// "Red".
    @Test func readsBinaryInfoPlist() throws {
        let path = "\(Self.fixtures)/Binary.plist"
        let plist = try PropertyListReader.read(contentsOf: path)
        #expect(try LaunchScreenDictionary.read(infoPlist: plist, file: path) == LaunchScreenDictionary(colorName: "Red"))
    }

    /// No launch screen dictionary: nil; a device-specific key wins for its
    /// idiom only; an empty UILaunchScreen is the default launch screen.
    @Test func absentAndDeviceSpecific() throws {
        #expect(try LaunchScreenDictionary.read(infoPlist: Self.info("<dict><key>A</key><true/></dict>"), file: "Info.plist") == nil)
        let plist = try Self.info("""
            <dict><key>UILaunchScreen</key><dict/>
            <key>UILaunchScreen~ipad</key><dict><key>UIColorName</key><string>Pad</string></dict></dict>
            """)
        #expect(try LaunchScreenDictionary.read(infoPlist: plist, file: "Info.plist") == LaunchScreenDictionary())
        #expect(try LaunchScreenDictionary.read(infoPlist: plist, file: "Info.plist", idiom: .phone) == LaunchScreenDictionary())
        #expect(try LaunchScreenDictionary.read(infoPlist: plist, file: "Info.plist", idiom: .pad) == LaunchScreenDictionary(colorName: "Pad"))
    }

    /// Wrong types and typos are named by their key path.
    @Test func wrongTypesNameTheKeyPath() throws {
        let path = "\(Self.fixtures)/WrongType.plist"
        let plist = try PropertyListReader.read(contentsOf: path)
        #expect(throws: StoryboardError(file: path, "UILaunchScreen.UIImageRespectsSafeAreaInsets: expected a boolean, not a string")) {
            try LaunchScreenDictionary.read(infoPlist: plist, file: path)
        }
        let cases: [(String, String)] = [
            ("<key>UILaunchScreen</key><string>x</string>", "Info.plist: UILaunchScreen: expected a dictionary, not a string"),
            ("<key>UILaunchScreen</key><dict><key>UIColorName</key><integer>3</integer></dict>", "Info.plist: UILaunchScreen.UIColorName: expected a string, not an integer"),
            ("<key>UILaunchScreen</key><dict><key>UITabBar</key><true/></dict>", "Info.plist: UILaunchScreen.UITabBar: expected a dictionary, not a boolean"),
            ("<key>UILaunchScreen</key><dict><key>UIImageNmae</key><string>x</string></dict>", "Info.plist: UILaunchScreen: unknown key \"UIImageNmae\" (did you mean \"UIImageName\"?)"),
            ("<key>UILaunchScreens</key><dict><key>UILaunchScreenDefinitions</key><array><string>x</string></array></dict>", "Info.plist: UILaunchScreens.UILaunchScreenDefinitions[0]: expected a dictionary, not a string"),
            ("<key>UILaunchScreens</key><dict><key>UIDefaultLaunchScreen</key><string>b</string><key>UILaunchScreenDefinitions</key><array><dict><key>UILaunchScreenIdentifier</key><string>a</string></dict></array></dict>",
             "Info.plist: UILaunchScreens.UIDefaultLaunchScreen: \"b\" is no UILaunchScreenIdentifier of UILaunchScreenDefinitions (\"a\")"),
        ]
        var compared = 0
        for (body, message) in cases {
            #expect(Self.failure(body) == message)
            compared += 1
        }
        #expect(compared == 6)
    }
}
