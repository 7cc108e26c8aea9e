import Testing
@testable import SplashFormats

/// Paths as users type them, taken apart by hand-worked examples.
@Suite struct PathTextTests {
    @Test func absolutePathsAreLexicallyNormal() {
        #expect(PathText.absolute("./Base.lproj/LaunchScreen.storyboard", in: "/p/MyApp") == "/p/MyApp/Base.lproj/LaunchScreen.storyboard")
        #expect(PathText.absolute("./Info.plist", in: "/p") == "/p/Info.plist")
        #expect(PathText.absolute("../x//y/./z", in: "/p/q") == "/p/x/y/z")
        #expect(PathText.absolute("/../../a", in: "/p") == "/a")
        #expect(PathText.absolute(".", in: "/") == "/")
    }

    @Test func parentsStopAtTheRoot() {
        #expect(PathText.parent("/p/MyApp/Base.lproj/LaunchScreen.storyboard") == "/p/MyApp/Base.lproj")
        #expect(PathText.parent("/p") == "/")
        #expect(PathText.parent("/") == "/")
        #expect(PathText.parent("/p/q/") == "/p")
    }

    @Test func lastComponents() {
        #expect(PathText.lastComponent("a/b/LaunchScreen.storyboard") == "LaunchScreen.storyboard")
        #expect(PathText.lastComponent("./Info.plist") == "Info.plist")
        #expect(PathText.lastComponent("Assets.xcassets/") == "Assets.xcassets")
    }
}
