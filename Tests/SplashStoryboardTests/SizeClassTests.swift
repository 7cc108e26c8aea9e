import Foundation
import SplashGeometry
import SplashImport
import SplashScene
import SplashStoryboard
import SplashTestSupport
import Testing

/// Size classes as Interface Builder applies them: each device's traits,
/// the default variation's excludes, the matching variations' includes and
/// constant overrides, `installed="NO"`, and constraints to an uninstalled
/// view left out. Frames of `Fixtures/Launch/SizeClasses.storyboard` worked
/// out by hand.
@Suite struct SizeClassTests {
    typealias F = LaunchFixtures

    /// The Human Interface Guidelines' table: iPhones portrait wC hR; in
    /// landscape wR hC from 414 points wide (Pro Max), wC hC below (SE,
    /// 15 Pro); iPads wR hR either way.
    @Test func deviceTraits() throws {
        let cases: [(String, Orientation, SizeClass, SizeClass)] = [
            ("iphone-se", .portrait, .compact, .regular), ("iphone-se", .landscape, .compact, .compact),
            ("iphone-15-pro", .portrait, .compact, .regular), ("iphone-15-pro", .landscape, .compact, .compact),
            ("iphone-15-pro-max", .portrait, .compact, .regular), ("iphone-15-pro-max", .landscape, .regular, .compact),
            ("iphone-16-pro-max", .landscape, .regular, .compact),
            ("ipad-mini", .portrait, .regular, .regular), ("ipad-pro-11", .landscape, .regular, .regular),
        ]
        var checked = 0
        for (name, orientation, width, height) in cases {
            let traits = SizeClasses(device: try F.device(name), orientation: orientation)
            #expect(traits == SizeClasses(width: width, height: height), "\(name) \(orientation): \(traits)")
            checked += 1
        }
        #expect(checked == 9)
    }

    /// iPhone SE, 375 × 667 @2x, wC hR:
    /// - Banner: excluded by default, included only for wR hR: not laid out
    ///   or drawn, and its four constraints (to the root view) dropped.
    /// - Logo: width 120 (widthClass=compact's include; the 300 one stays
    ///   excluded), height = width = 120; centre x 375/2 = 187.5 → left
    ///   187.5 − 60 = 127.5; centre y 667/2 − 40 = 293.5 → top 293.5 − 60
    ///   = 233.5.
    /// - Footer: left 20, right 375 − 20 = 355 → width 335; height 10 (the
    ///   500 constraint is installed="NO"); bottom: the combined
    ///   heightClass=regular-widthClass=compact variation sets the constant
    ///   to 50 → 667 − 50 = 617, top 607.
    @Test func iPhoneSEPortrait() throws {
        let launch = try F.load("SizeClasses.storyboard", on: "iphone-se")
        #expect(launch.frames["Bn1-Vw-aaa"] == nil)
        expectFrame(launch.frames["Lg1-Vw-bbb"], Rect(x: 127.5, y: 233.5, width: 120, height: 120), "logo")
        expectFrame(launch.frames["Ft1-Vw-ccc"], Rect(x: 20, y: 607, width: 335, height: 10), "footer")
        #expect(!launch.layer.sublayers.contains { $0.id == "Bn1-Vw-aaa" })
        #expect(launch.layer.sublayers.map(\.id) == ["Lg1-Vw-bbb", "Ft1-Vw-ccc"])
        #expect(launch.warnings.isEmpty, "\(launch.warnings)")
    }

    /// iPad Pro 11-inch, 834 × 1194 @2x, wR hR:
    /// - Banner: included by the wR hR variation: top 0, left 0, right 834,
    ///   height 100 → (0, 0, 834, 100).
    /// - Logo: width 300 (widthClass=regular), height 300; centre x 417 →
    ///   left 417 − 150 = 267; centre y 1194/2 − 100 (widthClass=regular's
    ///   constant) = 497 → top 497 − 150 = 347.
    /// - Footer: the wC hR constant does not match: bottom 1194 − 30 =
    ///   1164, top 1154; left 20, width 834 − 40 = 794.
    @Test func iPadRegularRegular() throws {
        let launch = try F.load("SizeClasses.storyboard", on: "ipad-pro-11")
        expectFrame(launch.frames["Bn1-Vw-aaa"], Rect(x: 0, y: 0, width: 834, height: 100), "banner")
        expectFrame(launch.frames["Lg1-Vw-bbb"], Rect(x: 267, y: 347, width: 300, height: 300), "logo")
        expectFrame(launch.frames["Ft1-Vw-ccc"], Rect(x: 20, y: 1154, width: 794, height: 10), "footer")
        #expect(launch.layer.sublayers.map(\.id) == ["Bn1-Vw-aaa", "Lg1-Vw-bbb", "Ft1-Vw-ccc"])
        #expect(launch.warnings.isEmpty, "\(launch.warnings)")
    }

    /// The same screen as the SE but wR hC (a Pro Max in landscape, traits
    /// given): no banner (wR hR only), logo 300 wide at centre y
    /// 333.5 − 100 = 233.5 → top 83.5, left 187.5 − 150 = 37.5; footer's
    /// constant back to 30 → bottom 637, top 627.
    @Test func regularWidthCompactHeight() throws {
        let url = URL(fileURLWithPath: F.path("SizeClasses.storyboard"))
        let launch = try LaunchScreenImporter(measurer: StoryboardHostileInputTests.LengthMeasurer())
            .storyboard(Array(try Data(contentsOf: url)), file: url.path, catalog: nil, device: try F.device("iphone-se"),
                        appearance: .light, sizeClasses: SizeClasses(width: .regular, height: .compact))
        #expect(launch.frames["Bn1-Vw-aaa"] == nil)
        expectFrame(launch.frames["Lg1-Vw-bbb"], Rect(x: 37.5, y: 83.5, width: 300, height: 300), "logo")
        expectFrame(launch.frames["Ft1-Vw-ccc"], Rect(x: 20, y: 627, width: 335, height: 10), "footer")
    }

    /// A width and a height variation that disagree on one view (both
    /// match wC hR): the height one is applied, and a warning names both.
    /// An unknown trait key is a warning and not applied.
    @Test func conflictingAndUnknownVariations() throws {
        let subviews = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot" userLabel="Dot">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
            </view>
            """
        let constraints = """
            <constraint firstItem="dot" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="dot" firstAttribute="left" secondItem="root" secondAttribute="left" id="c2"/>
            <constraint firstItem="dot" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="dot" firstAttribute="height" constant="10" id="c4"/>
            """
        let variations = """
            <variation key="widthClass=compact"><mask key="subviews"><exclude reference="dot"/></mask></variation>
            <variation key="heightClass=regular"><mask key="subviews"><include reference="dot"/></mask></variation>
            <variation key="gamut=P3"><mask key="subviews"><exclude reference="dot"/></mask></variation>
            """
        let text = StoryboardHostileInputTests.storyboard(subviews: subviews, constraints: constraints, rootExtra: variations)
        let launch = try LaunchScreenImporter(measurer: StoryboardHostileInputTests.LengthMeasurer())
            .storyboard(Array(text.utf8), file: "Conflict.storyboard", catalog: nil, device: try F.device("iphone-15"), appearance: .light)
        expectFrame(launch.frames["dot"], Rect(x: 0, y: 0, width: 10, height: 10), "dot")
        let messages = launch.warnings.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("widthClass=compact and heightClass=regular variations disagree on installing dot") })
        #expect(messages.contains { $0.contains("\"gamut=P3\" is not applied") })
        #expect(!messages.contains { $0.contains("base (any width, any height)") })
    }
}
