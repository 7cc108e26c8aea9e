import SplashGeometry
import SplashImport
import SplashScene
import SplashStoryboard
import Testing

/// `--orientation landscape`: the screen turned, the safe area UIKit
/// reports in landscape, and the size classes of a device held so; frames
/// of `Fixtures/Launch/SafeCorners.storyboard` worked out by hand.
@Suite struct OrientationTests {
    typealias F = LaunchFixtures

    /// iPhone 15 Pro in landscape: 852 × 393 with the Dynamic Island's 59
    /// points on each side and the home indicator's 21 at the bottom, no
    /// status bar (hidden when vertically compact); the 13 mini's 50 on
    /// each side; the SE none at all; an iPad keeps its 24-point status bar
    /// and 20-point home indicator, 1194 × 834. Held upright again, each is
    /// the catalogue's device.
    @Test func landscapeScreensAndSafeAreas() throws {
        let expected: [(String, Size, EdgeInsets)] = [
            ("iphone-15-pro", Size(width: 852, height: 393), EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
            ("iphone-13-mini", Size(width: 812, height: 375), EdgeInsets(top: 0, left: 50, bottom: 21, right: 50)),
            ("iphone-16-pro-max", Size(width: 956, height: 440), EdgeInsets(top: 0, left: 62, bottom: 21, right: 62)),
            ("iphone-se", Size(width: 667, height: 375), .zero),
            ("ipad-pro-11", Size(width: 1194, height: 834), EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        ]
        var compared = 0
        for (name, points, insets) in expected {
            let device = try F.device(name)
            let turned = device.held(.landscape)
            #expect(turned.points == points, "\(name)")
            #expect(turned.safeAreaInsets == insets, "\(name)")
            #expect(turned.orientation == .landscape)
            #expect(turned.held(.portrait) == device, "\(name)")
            // The render's screen stands for the same device.
            let screen = try RenderScreen.device(named: name).held(.landscape)
            #expect(screen.canvas == points)
            #expect(LaunchScreenLoader.device(for: screen) == turned, "\(name)")
            compared += 1
        }
        #expect(compared == 5)
    }

    /// The size classes follow the device as held: iPhone 15 Pro in
    /// landscape wC hC, the Pro Max (430 points wide upright) wR hC, iPads
    /// wR hR; upright every iPhone wC hR.
    @Test func sizeClassesFollowTheOrientation() throws {
        let cases: [(String, Orientation, SizeClasses)] = [
            ("iphone-15-pro", .landscape, SizeClasses(width: .compact, height: .compact)),
            ("iphone-15-pro-max", .landscape, SizeClasses(width: .regular, height: .compact)),
            ("ipad-pro-11", .landscape, SizeClasses(width: .regular, height: .regular)),
            ("iphone-15-pro-max", .portrait, SizeClasses(width: .compact, height: .regular)),
        ]
        var checked = 0
        for (name, orientation, traits) in cases {
            #expect(SizeClasses(device: try F.device(name).held(orientation)) == traits, "\(name) \(orientation)")
            checked += 1
        }
        #expect(checked == 4)
    }

    /// `SafeCorners.storyboard`: a 100-point logo centred in the view; a
    /// label 16 points in from the safe area's leading edge with its bottom
    /// 8 points above the safe area's bottom; a 40-point badge 10 points
    /// in from the safe area's top and trailing edges.
    ///
    /// iPhone 15 Pro in landscape, 852 × 393 @3x, safe area x 59 … 852 − 59
    /// = 793, y 0 … 393 − 21 = 372:
    /// - logo: left (852 − 100) / 2 = 376; top (393 − 100) / 2 = 146.5,
    ///   439.5 pixels, which UIKit puts on the pixel at 440 / 3 = 146.667;
    /// - label: left 59 + 16 = 75, bottom 372 − 8 = 364;
    /// - badge: right 793 − 10 = 783, so left 743; top 0 + 10 = 10.
    /// Upright (393 × 852, safe area y 59 … 852 − 34 = 818, x 0 … 393):
    /// logo (146.667, 376); label left 0 + 16 = 16, bottom 818 − 8 = 810;
    /// badge left 393 − 10 − 40 = 343, top 59 + 10 = 69.
    @Test func safeAreaPinnedViewsInLandscape() throws {
        let text = try F.measure("© 2026 Splash Inc.", size: 17)
        let width = F.ceilPixels(text.size.width, 3), height = F.ceilPixels(text.size.height, 3)
        let cases: [(Orientation, logo: Point, labelLeft: Double, labelBottom: Double, badge: Point)] = [
            (.landscape, Point(x: 376, y: 440.0 / 3), 75, 364, Point(x: 743, y: 10)),
            (.portrait, Point(x: 440.0 / 3, y: 376), 16, 810, Point(x: 343, y: 69)),
        ]
        var checked = 0
        for (orientation, logo, labelLeft, labelBottom, badge) in cases {
            let device = try F.device("iphone-15-pro").held(orientation)
            let launch = try LaunchScreenLoader.load(LaunchScreenOptions(path: F.path("SafeCorners.storyboard"), assets: [F.assets]), device: device)
            expectFrame(launch.frames["Lg0-aa-Q1c"], Rect(x: logo.x, y: logo.y, width: 100, height: 100), "\(orientation) logo")
            let top = F.snap(labelBottom - height, 3), right = F.snap(labelLeft + width, 3)
            expectFrame(launch.frames["Cp1-Rt-8kL"], Rect(x: labelLeft, y: top, width: right - labelLeft, height: labelBottom - top), "\(orientation) label")
            expectFrame(launch.frames["Cn1-Vw-7qa"], Rect(x: badge.x, y: badge.y, width: 40, height: 40), "\(orientation) badge")
            #expect(launch.warnings.isEmpty, "\(launch.warnings)")
            checked += 1
        }
        #expect(checked == 2)
    }
}
