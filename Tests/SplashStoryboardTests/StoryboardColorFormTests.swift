import Foundation
import SplashGeometry
import SplashImport
import SplashScene
import SplashStoryboard
import Testing

/// Every form Interface Builder has written a colour in since Xcode 7,
/// drawn in light and dark. System colours' values are Apple's (Human
/// Interface Guidelines, "Color": systemBackground white / black;
/// systemGroupedBackground #F2F2F7 / #000000; secondarySystemGroupedBackground
/// #FFFFFF / #1C1C1E; systemGray6 #F2F2F7 / #1C1C1E; UIColor's darkText
/// black and lightText white at 60 % in both).
@Suite struct StoryboardColorFormTests {
    typealias F = LaunchFixtures

    /// A document whose root view holds one 10 × 10 view per colour
    /// (placed by its frame), ids v0, v1, …
    static func document(_ colors: [String], colorMatched: Bool, resources: String = "") -> String {
        let views = colors.enumerated().map { i, color in
            """
                <view contentMode="scaleToFill" id="v\(i)">
                    <rect key="frame" x="0" y="\(i * 10)" width="10" height="10"/>
                    \(color.replacingOccurrences(of: "<color ", with: "<color key=\"backgroundColor\" "))
                </view>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" launchScreen="YES" useAutolayout="YES" \(colorMatched ? "colorMatched=\"YES\" " : "")initialViewController="vc">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
            \(views)
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene></scenes>
                <resources>\(resources)</resources>
            </document>
            """
    }

    static func load(_ text: String, appearance: Appearance) throws -> LaunchScreen {
        let catalog = try AssetCatalog(folder: F.assets, pdfPages: PDFPageSize())
        return try LaunchScreenImporter(measurer: StoryboardHostileInputTests.LengthMeasurer())
            .storyboard(Array(text.utf8), file: "Colors.storyboard", catalog: catalog, device: try F.device("iphone-se"), appearance: appearance)
    }

    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    static func close(_ a: Color?, _ b: Color) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) < 0.0005 && abs(a.green - b.green) < 0.0005 && abs(a.blue - b.blue) < 0.0005 && abs(a.alpha - b.alpha) < 0.0005
    }

    /// Each form with its light and dark value.
    /// - calibratedWhite 0.5 in a colour-matched document is gamma 2.2
    ///   grey: 0.5^2.2 = 0.217638 linear, sRGB-encoded 1.055 · 0.217638^(1/2.4)
    ///   − 0.055 = 0.5039; genericGamma22GrayColorSpace the same.
    /// - Display P3 (0.8, 0.4, 0.2) is sRGB (0.8596, 0.3704, 0.1234)
    ///   (worked in AssetCatalogColorSpaceTests.displayP3GreyAndMidColour).
    /// - The catalog's LaunchBackground: light (0xF2, 0xF2, 0xF7), dark
    ///   (28, 28, 30) (Fixtures/Launch/Assets.xcassets).
    @Test func everyFormBothAppearances() throws {
        let forms: [(String, Color, Color)] = [
            (#"<color xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>"#, .white, .black),
            (#"<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace" cocoaTouchSystemColor="whiteColor"/>"#, .white, .white),
            (#"<color cocoaTouchSystemColor="darkTextColor"/>"#, .black, .black),
            (#"<color cocoaTouchSystemColor="lightTextColor"/>"#, Self.rgb(255, 255, 255, 0.6), Self.rgb(255, 255, 255, 0.6)),
            (#"<color cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#, Self.rgb(242, 242, 247), Self.rgb(0, 0, 0)),
            (#"<color cocoaTouchSystemColor="tableCellGroupedBackgroundColor"/>"#, Self.rgb(255, 255, 255), Self.rgb(28, 28, 30)),
            (#"<color systemColor="systemGray6Color"/>"#, Self.rgb(242, 242, 247), Self.rgb(28, 28, 30)),
            (#"<color systemColor="secondarySystemGroupedBackgroundColor"/>"#, Self.rgb(255, 255, 255), Self.rgb(28, 28, 30)),
            (#"<color white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#, Color(red: 0.5039, green: 0.5039, blue: 0.5039), Color(red: 0.5039, green: 0.5039, blue: 0.5039)),
            (#"<color white="0.5" alpha="0.25" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, Color(red: 0.5039, green: 0.5039, blue: 0.5039, alpha: 0.25), Color(red: 0.5039, green: 0.5039, blue: 0.5039, alpha: 0.25)),
            (#"<color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, Color(red: 0.2, green: 0.4, blue: 0.6), Color(red: 0.2, green: 0.4, blue: 0.6)),
            (#"<color red="0.8" green="0.4" blue="0.2" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#, Color(red: 0.8596, green: 0.3704, blue: 0.1234), Color(red: 0.8596, green: 0.3704, blue: 0.1234)),
            (#"<color name="LaunchBackground"/>"#, Self.rgb(242, 242, 247), Self.rgb(28, 28, 30)),
        ]
        let text = Self.document(forms.map(\.0), colorMatched: true)
        var compared = 0
        for appearance in Appearance.allCases {
            let launch = try Self.load(text, appearance: appearance)
            #expect(launch.warnings.isEmpty, "\(launch.warnings)")
            for (i, form) in forms.enumerated() {
                let drawn = launch.layer.sublayers.first { $0.id == "v\(i)" }?.backgroundColor
                let expected = appearance == .light ? form.1 : form.2
                #expect(Self.close(drawn, expected), "\(appearance) \(form.0): \(String(describing: drawn)) ≠ \(expected)")
                compared += 1
            }
        }
        #expect(compared == 26)
    }

    /// A document without colorMatched="YES" (Xcode 7 and before): the
    /// components as written, whatever the space (calibratedWhite 0.5 is
    /// 0.5, calibratedRGB (0.2, 0.4, 0.6) is that). In a colour-matched
    /// one, calibratedRGB is drawn as sRGB with a warning.
    @Test func unmatchedDocumentsAndCalibratedRGB() throws {
        let forms = [#"<color white="0.5" alpha="1" colorSpace="calibratedWhite"/>"#,
                     #"<color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB"/>"#]
        let old = try Self.load(Self.document(forms, colorMatched: false), appearance: .light)
        #expect(Self.close(old.layer.sublayers[0].backgroundColor, Color(red: 0.5, green: 0.5, blue: 0.5)))
        #expect(Self.close(old.layer.sublayers[1].backgroundColor, Color(red: 0.2, green: 0.4, blue: 0.6)))
        #expect(old.warnings.isEmpty, "\(old.warnings)")
        let matched = try Self.load(Self.document(forms, colorMatched: true), appearance: .light)
        #expect(Self.close(matched.layer.sublayers[1].backgroundColor, Color(red: 0.2, green: 0.4, blue: 0.6)))
        #expect(matched.warnings.map(\.message).filter { $0.contains("calibratedRGB") }.count == 1)
        #expect(matched.warnings.first?.line != nil)
    }

    /// A system colour not in the table: the value saved in
    /// `<resources><systemColor>` with a warning, or clear with one.
    @Test func unknownSystemColours() throws {
        let forms = [#"<color systemColor="systemFutureColor"/>"#, #"<color cocoaTouchSystemColor="viewFlipsideBackgroundColor"/>"#]
        let resources = #"<systemColor name="systemFutureColor"><color red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>"#
        let launch = try Self.load(Self.document(forms, colorMatched: true, resources: resources), appearance: .dark)
        #expect(Self.close(launch.layer.sublayers[0].backgroundColor, Color(red: 0.1, green: 0.2, blue: 0.3)))
        #expect(Self.close(launch.layer.sublayers[1].backgroundColor, .clear))
        let messages = launch.warnings.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("systemFutureColor") && $0.contains("saved") })
        #expect(messages.contains { $0.contains("viewFlipsideBackgroundColor") && $0.contains("clear") })
    }
}
