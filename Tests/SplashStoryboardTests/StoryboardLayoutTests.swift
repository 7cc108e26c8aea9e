import SplashGeometry
import SplashScene
import SplashStoryboard
import Testing

/// The three storyboards of `Fixtures/Launch`, laid out on iPhone SE,
/// iPhone 15 and iPad Pro 11-inch, against frames worked out by hand from
/// their constraints. Labels' sizes come from the text stack (the fonts are
/// the open stand-ins, so they are measured, then rounded as UIKit rounds:
/// intrinsic sizes up to whole pixels, frame edges to the nearest pixel).
@Suite struct StoryboardLayoutTests {
    typealias F = LaunchFixtures

    /// Screens and safe areas: iPhone SE 375 × 667 @2x, status bar 20;
    /// iPhone 15 393 × 852 @3x, 59 top and 34 bottom; iPad Pro 11-inch
    /// 834 × 1194 @2x, 24 and 20.
    static let devices: [(name: String, width: Double, height: Double, scale: Double, top: Double, bottom: Double)] = [
        ("iphone-se", 375, 667, 2, 20, 0), ("iphone-15", 393, 852, 3, 59, 34), ("ipad-pro-11", 834, 1194, 2, 24, 20),
    ]

    /// The Xcode template's layout: a 100-point logo centred in the view,
    /// a label centred in the safe area with its bottom 20 points above the
    /// safe area's bottom.
    ///
    /// iPhone 15: logo left (393 − 100) / 2 = 146.5, which is 439.5 pixels
    /// at @3x: UIKit puts it on the pixel at 440 / 3 = 146.667; top
    /// (852 − 100) / 2 = 376. Label bottom 852 − 34 − 20 = 798.
    /// iPhone SE: logo (137.5, 283.5), label bottom 667 − 0 − 20 = 647.
    /// iPad: logo (367, 547), label bottom 1194 − 20 − 20 = 1154.
    @Test func templateLogoAndBottomLabel() throws {
        let logo: [String: Point] = ["iphone-se": Point(x: 137.5, y: 283.5), "iphone-15": Point(x: 440.0 / 3, y: 376), "ipad-pro-11": Point(x: 367, y: 547)]
        let labelBottom: [String: Double] = ["iphone-se": 647, "iphone-15": 798, "ipad-pro-11": 1154]
        let text = try F.measure("© 2026 Splash Inc.", size: 17)
        var checked = 0
        for device in Self.devices {
            let launch = try F.load("Centered.storyboard", on: device.name)
            let origin = try #require(logo[device.name])
            expectFrame(launch.frames["Lg0-aa-Q1c"], Rect(x: origin.x, y: origin.y, width: 100, height: 100), "\(device.name) logo")
            let width = F.ceilPixels(text.size.width, device.scale), height = F.ceilPixels(text.size.height, device.scale)
            let bottom = try #require(labelBottom[device.name])
            let left = F.snap(device.width / 2 - width / 2, device.scale)
            let right = F.snap(device.width / 2 + width / 2, device.scale)
            expectFrame(launch.frames["Cp1-Rt-8kL"], Rect(x: left, y: F.snap(bottom - height, device.scale), width: right - left, height: bottom - F.snap(bottom - height, device.scale)), "\(device.name) label")
            #expect(launch.warnings.isEmpty, "\(launch.warnings)")
            checked += 1
        }
        #expect(checked == 3)
    }

    /// A full-screen image pinned to the view's four edges (not the safe
    /// area) and a wordmark centred in the view: the image's frame is the
    /// screen; the wordmark's centre is the screen's.
    @Test func fullScreenImageAndCentredWordmark() throws {
        let text = try F.measure("Splash", size: 34, weight: 700)
        var checked = 0
        for device in Self.devices {
            let launch = try F.load("Backdrop.storyboard", on: device.name)
            expectFrame(launch.frames["Bg0-Ph-3cc"], Rect(x: 0, y: 0, width: device.width, height: device.height), "\(device.name) backdrop")
            let width = F.ceilPixels(text.size.width, device.scale), height = F.ceilPixels(text.size.height, device.scale)
            let left = F.snap((device.width - width) / 2, device.scale), right = F.snap((device.width + width) / 2, device.scale)
            let top = F.snap((device.height - height) / 2, device.scale), bottom = F.snap((device.height + height) / 2, device.scale)
            expectFrame(launch.frames["Wm1-Lb-4dd"], Rect(x: left, y: top, width: right - left, height: bottom - top), "\(device.name) wordmark")
            checked += 1
        }
        #expect(checked == 3)
    }

    /// A vertical stack (alignment centre, spacing 12) of an 80-point mark
    /// and two labels, centred in the safe area. The stack is as wide as
    /// its widest view and as tall as the three with two gaps:
    /// height = 80 + 12 + title + 12 + subtitle; its centre is the safe
    /// area's: on iPhone 15 (196.5, 59 + 759 / 2 = 438.5).
    @Test func stackOfLogoAndTwoLabels() throws {
        let title = try F.measure("Splash Notes", size: 28, weight: 600)
        let subtitle = try F.measure("Write it down", size: 15)
        var checked = 0
        for device in Self.devices {
            let s = device.scale
            let launch = try F.load("Stacked.storyboard", on: device.name, appearance: .dark)
            let titleSize = Size(width: F.ceilPixels(title.size.width, s), height: F.ceilPixels(title.size.height, s))
            let subtitleSize = Size(width: F.ceilPixels(subtitle.size.width, s), height: F.ceilPixels(subtitle.size.height, s))
            let width = max(80, titleSize.width, subtitleSize.width)
            let height = 80 + 12 + titleSize.height + 12 + subtitleSize.height
            let centerX = device.width / 2
            let centerY = device.top + (device.height - device.top - device.bottom) / 2
            let top = centerY - height / 2
            func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
                let left = F.snap(x, s), upper = F.snap(y, s)
                return Rect(x: left, y: upper, width: F.snap(x + w, s) - left, height: F.snap(y + h, s) - upper)
            }
            expectFrame(launch.frames["Sk3-St-4dd"], frame(centerX - width / 2, top, width, height), "\(device.name) stack")
            expectFrame(launch.frames["Mk3-St-5ee"], frame(centerX - 40, top, 80, 80), "\(device.name) mark")
            expectFrame(launch.frames["Tt3-St-6ff"], frame(centerX - titleSize.width / 2, top + 92, titleSize.width, titleSize.height), "\(device.name) title")
            expectFrame(launch.frames["Sb3-St-7gg"], frame(centerX - subtitleSize.width / 2, top + 92 + titleSize.height + 12, subtitleSize.width, subtitleSize.height),
                        "\(device.name) subtitle")
            checked += 1
        }
        #expect(checked == 3)
    }

    /// In the dark appearance the background is the colour set's dark
    /// variant (28, 28, 30 as 0–255 components) and labels take the dark
    /// system colours (label: white).
    @Test func darkAppearancePicksDarkColours() throws {
        let launch = try F.load("Stacked.storyboard", on: "iphone-15", appearance: .dark)
        let background = try #require(launch.layer.backgroundColor)
        #expect(abs(background.red - 28.0 / 255) < 1e-9 && abs(background.blue - 30.0 / 255) < 1e-9)
        let light = try F.load("Stacked.storyboard", on: "iphone-15", appearance: .light)
        let lightBackground = try #require(light.layer.backgroundColor)
        #expect(abs(lightBackground.red - 0xF2 / 255.0) < 1e-9 && abs(lightBackground.blue - 0xF7 / 255.0) < 1e-9)
    }

    /// The UILaunchScreen dictionary: the logo (100 points: 300 pixels at
    /// @3x) centred in the safe area, since UIImageRespectsSafeAreaInsets is
    /// true. iPhone 15: centre (196.5, 59 + 759 / 2 = 438.5), so the image
    /// spans (146.5, 388.5)–(246.5, 488.5); iPhone SE: centre (187.5,
    /// 20 + 647 / 2 = 343.5); iPad: centre (417, 24 + 1150 / 2 = 599).
    @Test func launchScreenDictionaryCentresItsImageInTheSafeArea() throws {
        let expected: [String: Point] = ["iphone-se": Point(x: 137.5, y: 293.5), "iphone-15": Point(x: 146.5, y: 388.5), "ipad-pro-11": Point(x: 367, y: 549)]
        var checked = 0
        for device in Self.devices {
            let launch = try F.load("Info.plist", on: device.name)
            let image = try #require(launch.layer.sublayers.first { $0.id == "launch-image" })
            let origin = try #require(expected[device.name])
            #expect(image.bounds.size == Size(width: 100, height: 100))
            #expect(abs(image.position.x - 50 - origin.x) < 1e-9 && abs(image.position.y - 50 - origin.y) < 1e-9, "\(device.name): \(image.position)")
            #expect(launch.layer.bounds.size == Size(width: device.width, height: device.height))
            checked += 1
        }
        #expect(checked == 3)
    }
}
