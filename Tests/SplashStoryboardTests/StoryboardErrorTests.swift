import Foundation
import SplashRender
import SplashStoryboard
import SplashTestSupport
import Testing
import SplashImport

/// What a broken launch screen says: conflicting constraints, an image or
/// colour the catalog does not have, elements a launch screen cannot show.
@Suite struct StoryboardErrorTests {
    typealias F = LaunchFixtures

    /// A storyboard whose root view holds `subviews` and `constraints`.
    static func storyboard(subviews: String, constraints: String = "", background: String = #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="01J-lp-oVM">
            <scenes>
                <scene sceneID="EHf-IW-A2E">
                    <objects>
                        <viewController id="01J-lp-oVM" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Ze5-6b-2t3">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                \(background)
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func load(_ text: String, name: String = "LaunchScreen.storyboard") throws -> LaunchScreen {
        let folder = try temporaryFolder()
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return try LaunchScreenLoader.load(LaunchScreenOptions(path: url.path, assets: [F.assets]), device: try F.device("iphone-15"))
    }

    func message(_ text: String) -> String {
        do {
            _ = try load(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    static let logo = #"""
                            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="Lg0-aa-Q1c" userLabel="Logo">
                                <rect key="frame" x="146" y="376" width="100" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="Wd1-aa-001"/>
                                    <constraint firstAttribute="width" constant="200" id="Wd2-aa-002"/>
                                </constraints>
                            </imageView>
    """#

    /// Two required widths of one view: the error names the file, the view
    /// and both constraints (their ids and lines), and no other.
    @Test func conflictingConstraintsNameTheViewAndConstraints() {
        let text = message(Self.storyboard(subviews: Self.logo, constraints: #"""
            <constraint firstItem="Lg0-aa-Q1c" firstAttribute="centerX" secondItem="Ze5-6b-2t3" secondAttribute="centerX" id="cX1-aa-003"/>
            <constraint firstItem="Lg0-aa-Q1c" firstAttribute="centerY" secondItem="Ze5-6b-2t3" secondAttribute="centerY" id="cY1-aa-004"/>
        """#))
        #expect(text.contains("LaunchScreen.storyboard"), "\(text)")
        #expect(text.contains("cannot all hold"), "\(text)")
        #expect(text.contains("Logo.width = 100 (constraint Wd1-aa-001"), "\(text)")
        #expect(text.contains("Logo.width = 200 (constraint Wd2-aa-002"), "\(text)")
        #expect(!text.contains("cX1-aa-003") && !text.contains("cY1-aa-004"), "\(text)")
    }

    /// iOS draws an image view whose image is not found empty: a warning
    /// (no longer an error) naming the file, the view's line, the image and
    /// the catalog looked in.
    @Test func missingImageNamesTheViewAndCatalog() throws {
        let subviews = #"<imageView contentMode="center" image="Nowhere" translatesAutoresizingMaskIntoConstraints="NO" id="Im9-aa-001" userLabel="Badge"><rect key="frame" x="0" y="0" width="10" height="10"/></imageView>"#
        let launch = try load(Self.storyboard(subviews: subviews))
        let text = launch.warnings.map(\.description).joined(separator: "\n")
        #expect(text.contains("LaunchScreen.storyboard:11: warning:") && text.contains("Badge") && text.contains("\"Nowhere\"") && text.contains("Assets.xcassets"), "\(text)")
    }

    @Test func missingColourNamesTheViewAndCatalog() {
        let text = message(Self.storyboard(subviews: "", background: #"<color key="backgroundColor" name="NoSuchColour"/>"#))
        #expect(text.contains("LaunchScreen.storyboard") && text.contains("\"NoSuchColour\"") && text.contains("Assets.xcassets"), "\(text)")
    }

    /// A web view and a custom class are named once each and drawn as
    /// nothing; the rest is drawn.
    @Test func unsupportedElementsAreNamedOnceAndNotDrawn() throws {
        let subviews = #"""
            <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Wb1-aa-001"><rect key="frame" x="0" y="0" width="100" height="100"/><color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></wkWebView>
            <wkWebView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Wb2-aa-002"><rect key="frame" x="0" y="0" width="100" height="100"/></wkWebView>
            <view contentMode="scaleToFill" customClass="ShimmerView" customModule="App" id="Cc1-aa-003"><rect key="frame" x="0" y="200" width="100" height="100"/><autoresizingMask key="autoresizingMask"/><color key="backgroundColor" red="0" green="1" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
        """#
        let constraints = #"""
            <constraint firstItem="Wb1-aa-001" firstAttribute="top" secondItem="Ze5-6b-2t3" secondAttribute="top" id="t1"/>
            <constraint firstItem="Wb1-aa-001" firstAttribute="leading" secondItem="Ze5-6b-2t3" secondAttribute="leading" id="t2"/>
            <constraint firstItem="Wb1-aa-001" firstAttribute="width" constant="100" id="t3"/>
            <constraint firstItem="Wb1-aa-001" firstAttribute="height" constant="100" id="t4"/>
            <constraint firstItem="Wb2-aa-002" firstAttribute="top" secondItem="Ze5-6b-2t3" secondAttribute="top" id="t5"/>
            <constraint firstItem="Wb2-aa-002" firstAttribute="leading" secondItem="Ze5-6b-2t3" secondAttribute="leading" id="t6"/>
            <constraint firstItem="Wb2-aa-002" firstAttribute="width" constant="100" id="t7"/>
            <constraint firstItem="Wb2-aa-002" firstAttribute="height" constant="100" id="t8"/>
        """#
        let launch = try load(Self.storyboard(subviews: subviews, constraints: constraints))
        let web = launch.warnings.filter { $0.message.contains("wkWebView") }
        let custom = launch.warnings.filter { $0.message.contains("ShimmerView") }
        #expect(web.count == 1 && custom.count == 1, "\(launch.warnings)")
        #expect(launch.layer.sublayers.count == 3)
        #expect(launch.layer.sublayers.allSatisfy { $0.backgroundColor == nil && $0.contents == nil && $0.sublayers.isEmpty })
        // The custom view keeps its autoresizing frame, so views pinned to it still lay out.
        #expect(launch.frames["Cc1-aa-003"] == .init(x: 0, y: 200, width: 100, height: 100))
    }

    /// `multiplier="1/3"`, as Interface Builder keeps a fraction typed in
    /// its field (the React Native template's launch screen has one): a
    /// third of iPhone 15's 393-point width is 131 points; "2:1" and "0.5"
    /// read as before (half is 196.5 points, snapped to the 3× screen's
    /// pixels: 590 / 3), and "1/0" is refused with the forms it takes.
    @Test func fractionMultipliersAreRead() throws {
        let subviews = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Fr1-aa-001"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
        func constraints(_ multiplier: String) -> String {
            #"""
                <constraint firstItem="Fr1-aa-001" firstAttribute="top" secondItem="Ze5-6b-2t3" secondAttribute="top" id="f1"/>
                <constraint firstItem="Fr1-aa-001" firstAttribute="leading" secondItem="Ze5-6b-2t3" secondAttribute="leading" id="f2"/>
                <constraint firstItem="Fr1-aa-001" firstAttribute="width" secondItem="Ze5-6b-2t3" secondAttribute="width" multiplier="\#(multiplier)" id="f3"/>
                <constraint firstItem="Fr1-aa-001" firstAttribute="height" constant="40" id="f4"/>
            """#
        }
        var compared = 0
        for (multiplier, width) in [("1/3", 131.0), ("2:1", 786), ("0.5", 590.0 / 3), (" 1 / 4 ", 295.0 / 3)] {
            let launch = try load(Self.storyboard(subviews: subviews, constraints: constraints(multiplier)))
            #expect(launch.frames["Fr1-aa-001"] == .init(x: 0, y: 0, width: width, height: 40), "\(multiplier): \(String(describing: launch.frames["Fr1-aa-001"]))")
            compared += 1
        }
        #expect(compared == 4)
        do {
            _ = try load(Self.storyboard(subviews: subviews, constraints: constraints("1/0")))
            Issue.record("1/0 was read")
        } catch {
            #expect("\(error)".contains(#"multiplier="1/0": expected a non-zero number, a ratio like 2:1 or a fraction like 1/3"#), "\(error)")
        }
    }

    /// A view with only a size is ambiguous in position: a warning names it.
    @Test func missingConstraintsAreAWarning() throws {
        let subviews = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Am1-aa-001" userLabel="Card"><rect key="frame" x="0" y="0" width="10" height="10"/><constraints><constraint firstAttribute="width" constant="120" id="a1"/><constraint firstAttribute="height" constant="80" id="a2"/></constraints></view>"#
        let launch = try load(Self.storyboard(subviews: subviews))
        let warning = launch.warnings.first { $0.message.contains("Card") }
        #expect(warning?.message.contains("ambiguous horizontal position") == true && warning?.message.contains("vertical position") == true, "\(launch.warnings)")
        #expect(launch.frames["Am1-aa-001"]?.size == .init(width: 120, height: 80))
    }

    @Test func notAStoryboard() {
        #expect(message("{\"layers\": []}").contains("not an Interface Builder document"))
        #expect(message("<plist><dict/></plist>").contains("not an iOS storyboard"))
        #expect(message("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>").contains("never closed"))
    }
}
