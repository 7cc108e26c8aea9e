import Foundation
import SplashCompositor
import SplashGeometry
import SplashRender
import SplashScene
import SplashStoryboard
import SplashTestSupport
import Testing
import SplashImport

/// Layout rules beyond the fixtures' constraints, each against frames
/// worked out by hand: autoresizing masks, layout margins, the legacy top
/// and bottom layout guides, labels that wrap, template images.
@Suite struct StoryboardGeometryTests {
    typealias F = LaunchFixtures

    func load(_ subviews: String, constraints: String = "", guides: String = "", on device: String) throws -> LaunchScreen {
        let text = StoryboardErrorTests.storyboard(subviews: subviews, constraints: constraints)
            .replacingOccurrences(of: "<viewController id=\"01J-lp-oVM\" sceneMemberID=\"viewController\">",
                                  with: "<viewController id=\"01J-lp-oVM\" sceneMemberID=\"viewController\">" + guides)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("LaunchScreen.storyboard")
        try Data(text.utf8).write(to: url)
        return try LaunchScreenLoader.load(LaunchScreenOptions(path: url.path, assets: [F.assets]), device: try F.device(device))
    }

    /// Two views laid out by their autoresizing masks, drawn in Interface
    /// Builder on a 393 × 852 root:
    /// - "bar" (20, 100, 353, 50), flexible width: the width takes the
    ///   whole change. iPhone SE (375): 353 − 18 = 335; iPad (834):
    ///   353 + 441 = 794; its left and top stay.
    /// - "badge" (100, 700, 193, 40), flexible left and right margins (100
    ///   and 100: the change is shared equally) and flexible top: SE left
    ///   100 − 9 = 91, top 700 + (667 − 852) = 515; iPad left
    ///   100 + 220.5 = 320.5, top 700 + 342 = 1042.
    @Test func autoresizingMasksShareTheChangeInProportion() throws {
        let subviews = #"""
            <view contentMode="scaleToFill" id="Bar-00-001" userLabel="bar"><rect key="frame" x="20" y="100" width="353" height="50"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view>
            <view contentMode="scaleToFill" id="Bdg-00-002" userLabel="badge"><rect key="frame" x="100" y="700" width="193" height="40"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxX="YES" flexibleMinY="YES"/></view>
        """#
        let expected: [String: (bar: Rect, badge: Rect)] = [
            "iphone-se": (Rect(x: 20, y: 100, width: 335, height: 50), Rect(x: 91, y: 515, width: 193, height: 40)),
            "ipad-pro-11": (Rect(x: 20, y: 100, width: 794, height: 50), Rect(x: 320.5, y: 1042, width: 193, height: 40)),
        ]
        var checked = 0
        for (device, frames) in expected {
            let launch = try load(subviews, on: device)
            #expect(launch.frames["Bar-00-001"] == frames.bar, "\(device) bar \(String(describing: launch.frames["Bar-00-001"]))")
            #expect(launch.frames["Bdg-00-002"] == frames.badge, "\(device) badge \(String(describing: launch.frames["Bdg-00-002"]))")
            #expect(launch.warnings.isEmpty, "\(launch.warnings)")
            checked += 1
        }
        #expect(checked == 2)
    }

    /// A wrapping label (numberOfLines 0) between the root view's leading
    /// and trailing margins, 8 points under its top margin. The root's
    /// margins are the system minimum inside the safe area: 16 points a
    /// side below 414 points of width, 20 on iPad; the top margin is the
    /// safe area's top. So on iPhone 15 the label is 393 − 32 = 361 wide
    /// at y 59 + 8 = 67, as tall as the text wraps at 361; on iPad
    /// 834 − 40 = 794 wide at 24 + 8 = 32.
    @Test func wrappingLabelBetweenTheMargins() throws {
        let string = "Every launch animation starts from the launch screen the system shows while the app loads, so the first frame must match it."
        let subviews = #"""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\#(string)" textAlignment="natural" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-00-001"><rect key="frame" x="16" y="67" width="361" height="61"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
        """#
        let constraints = #"""
            <constraint firstItem="Lbl-00-001" firstAttribute="leading" secondItem="Ze5-6b-2t3" secondAttribute="leadingMargin" id="m1"/>
            <constraint firstAttribute="trailingMargin" secondItem="Lbl-00-001" secondAttribute="trailing" id="m2"/>
            <constraint firstItem="Lbl-00-001" firstAttribute="top" secondItem="Ze5-6b-2t3" secondAttribute="topMargin" constant="8" id="m3"/>
        """#
        var checked = 0
        for (device, side, top, scale) in [("iphone-15", 16.0, 59.0, 3.0), ("ipad-pro-11", 20.0, 24.0, 2.0)] {
            let launch = try load(subviews, constraints: constraints, on: device)
            let width = try F.device(device).points.width - 2 * side
            var text = TextContents(string: string)
            text.fontFamily = "SF Pro"
            let wrapped = try TextMeasurer().measure(text, width: width)
            let frame = try #require(launch.frames["Lbl-00-001"])
            #expect(frame.minX == side && frame.width == width && frame.minY == top + 8, "\(device): \(frame)")
            #expect(abs(frame.height - F.ceilPixels(wrapped.size.height, scale)) < 1e-9, "\(device): \(frame.height) vs \(wrapped.size.height)")
            #expect(wrapped.size.height > 2 * 17, "the text wraps onto several lines")
            checked += 1
        }
        #expect(checked == 2)
    }

    /// The top and bottom layout guides of storyboards saved before safe
    /// areas: a view 10 points inside them, edge to edge, on iPhone 15
    /// spans 59 + 10 = 69 to 852 − 34 − 10 = 808.
    @Test func legacyLayoutGuides() throws {
        let guides = #"<layoutGuides><viewControllerLayoutGuide type="top" id="Top-gd-001"/><viewControllerLayoutGuide type="bottom" id="Bot-gd-002"/></layoutGuides>"#
        let subviews = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Pnl-00-001"><rect key="frame" x="0" y="30" width="393" height="778"/></view>"#
        let constraints = #"""
            <constraint firstItem="Pnl-00-001" firstAttribute="top" secondItem="Top-gd-001" secondAttribute="bottom" constant="10" id="g1"/>
            <constraint firstItem="Bot-gd-002" firstAttribute="top" secondItem="Pnl-00-001" secondAttribute="bottom" constant="10" id="g2"/>
            <constraint firstItem="Pnl-00-001" firstAttribute="leading" secondItem="Ze5-6b-2t3" secondAttribute="leading" id="g3"/>
            <constraint firstAttribute="trailing" secondItem="Pnl-00-001" secondAttribute="trailing" id="g4"/>
        """#
        let launch = try load(subviews, constraints: constraints, guides: guides, on: "iphone-15")
        #expect(launch.frames["Pnl-00-001"] == Rect(x: 0, y: 69, width: 393, height: 739))
    }

    /// A template image is drawn in the tint colour through its alpha: a
    /// layer of the tint masked by the image.
    @Test func templateImagesTakeTheTint() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("Tinted.xcassets")
        let set = catalog.appendingPathComponent("Glyph.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: F.assets).appendingPathComponent("Logo.imageset/Logo@2x.png"),
                                         to: set.appendingPathComponent("Glyph@2x.png"))
        try Data(#"{"images":[{"filename":"Glyph@2x.png","idiom":"universal","scale":"2x"}],"info":{"author":"xcode","version":1},"properties":{"template-rendering-intent":"template"}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        let text = StoryboardErrorTests.storyboard(subviews: #"""
            <imageView contentMode="center" image="Glyph" translatesAutoresizingMaskIntoConstraints="NO" id="Gly-00-001"><rect key="frame" x="0" y="0" width="100" height="100"/><color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></imageView>
        """#, constraints: #"""
            <constraint firstItem="Gly-00-001" firstAttribute="centerX" secondItem="Ze5-6b-2t3" secondAttribute="centerX" id="t1"/>
            <constraint firstItem="Gly-00-001" firstAttribute="centerY" secondItem="Ze5-6b-2t3" secondAttribute="centerY" id="t2"/>
        """#)
        let url = folder.appendingPathComponent("LaunchScreen.storyboard")
        try Data(text.utf8).write(to: url)
        let launch = try LaunchScreenLoader.load(LaunchScreenOptions(path: url.path, assets: [catalog.path]), device: try F.device("iphone-se"))
        let view = try #require(launch.layer.sublayers.first)
        let tint = try #require(view.sublayers.first)
        #expect(tint.backgroundColor == Color(red: 1, green: 0, blue: 0))
        guard case .image(let image)? = tint.mask?.contents else {
            Issue.record("the tint is not masked by the image")
            return
        }
        #expect(image.source.hasSuffix("Glyph@2x.png") && image.scale == 2 && image.gravity == .center)
        // 200 px at 2x: 100 points, centred in 375 × 667.
        #expect(launch.frames["Gly-00-001"] == Rect(x: 137.5, y: 283.5, width: 100, height: 100))
    }
}
