import Foundation
import SplashGeometry
import SplashImport
import SplashScene
import SplashStoryboard
import SplashTestSupport
import Testing

/// A XIB launch screen (Xcode's "Launch Screen.xib": a top-level `<view>`
/// among placeholders) found directly, through its Info.plist's
/// `UILaunchStoryboardName` and by a folder search; images copied into the
/// bundle as files (`image="logo"` with no catalog) picked by the device's
/// scale; an image found nowhere drawn as an empty image view with a
/// warning (an error with `--strict`).
@Suite struct XibAndBundleImageTests {
    typealias F = LaunchFixtures
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Xib")

    /// The fixture copied into a project of its own (a folder with an
    /// `.xcodeproj`), so the image search stays in it.
    static func project() throws -> URL {
        let root = try temporaryFolder().appendingPathComponent("XibApp")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("XibApp.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures, to: root.appendingPathComponent("XibApp"))
        return root
    }

    static func imageSource(_ launch: LaunchScreen, _ id: String) -> String? {
        guard case .image(let image)? = launch.layer.sublayers.first(where: { $0.id == id })?.contents else { return nil }
        return image.source
    }

    /// The XIB's root view is 480 × 480 in Interface Builder and fills the
    /// screen on the device. The logo (loose logo.png files, 60 × 40
    /// points at every scale) is centred; the stripe keeps its autoresizing
    /// mask (flexible width and top margin; 40 high, at y 440 of 480).
    /// iPhone SE 375 × 667: logo (187.5 − 30, 333.5 − 20) = (157.5, 313.5);
    ///   stripe width 480 + (375 − 480) = 375, top 440 + (667 − 480) = 627.
    /// iPad Pro 11 834 × 1194: logo (417 − 30, 597 − 20) = (387, 577);
    ///   stripe width 834, top 440 + (1194 − 480) = 1154.
    /// The SE and the iPad are 2x (logo@2x.png), the iPhone 15 3x
    /// (logo@3x.png); the background calibratedWhite 1 is white.
    @Test func xibByEveryRoute() throws {
        let root = try Self.project()
        let app = root.appendingPathComponent("XibApp")
        let routes = [app.appendingPathComponent("Base.lproj/Launch Screen.xib").path, app.appendingPathComponent("Info.plist").path, root.path]
        let expected: [String: (logo: Rect, stripe: Rect, file: String)] = [
            "iphone-se": (Rect(x: 157.5, y: 313.5, width: 60, height: 40), Rect(x: 0, y: 627, width: 375, height: 40), "logo@2x.png"),
            "ipad-pro-11": (Rect(x: 387, y: 577, width: 60, height: 40), Rect(x: 0, y: 1154, width: 834, height: 40), "logo@2x.png"),
        ]
        var checked = 0
        for route in routes {
            for (device, want) in expected {
                let launch = try LaunchScreenLoader.load(LaunchScreenOptions(path: route), device: try F.device(device))
                #expect(launch.file.hasSuffix("Launch Screen.xib"), "\(route)")
                expectFrame(launch.frames["Lgo-Xb-001"], want.logo, "\(device) logo via \(route)")
                expectFrame(launch.frames["Str-Xb-002"], want.stripe, "\(device) stripe via \(route)")
                #expect(Self.imageSource(launch, "Lgo-Xb-001")?.hasSuffix("/XibApp/" + want.file) == true, "\(String(describing: Self.imageSource(launch, "Lgo-Xb-001")))")
                // 1^2.2 = 1, sRGB-encoded 1.055 − 0.055 = 1 (to rounding).
                let background = try #require(launch.layer.backgroundColor)
                #expect(abs(background.red - 1) < 1e-9 && abs(background.blue - 1) < 1e-9 && background.alpha == 1, "\(background)")
                #expect(launch.warnings.isEmpty, "\(launch.warnings)")
                checked += 1
            }
        }
        #expect(checked == 6)
        let three = try LaunchScreenLoader.load(LaunchScreenOptions(path: routes[0]), device: try F.device("iphone-15"))
        #expect(Self.imageSource(three, "Lgo-Xb-001")?.hasSuffix("/logo@3x.png") == true)
    }

    /// `UIImage(named:)`'s order for loose files: the device's scale, then
    /// the nearest larger, then smaller; `~ipad` files first on an iPad; a
    /// name with its extension; names are told apart by case, as on a
    /// device; a JPEG only by its extension.
    @Test func bundleImageLookup() throws {
        let folder = try temporaryFolder()
        let png = try Data(contentsOf: Self.fixtures.appendingPathComponent("logo@2x.png"))
        for name in ["mark@2x.png", "mark@3x.png", "badge.png", "badge@2x~ipad.png", "photo.jpg"] {
            try png.write(to: folder.appendingPathComponent(name))
        }
        let bundle = BundleImages(paths: ["mark@2x.png", "mark@3x.png", "badge.png", "badge@2x~ipad.png", "photo.jpg", "notes.txt"].map { folder.appendingPathComponent($0).path },
                                  pdfPages: PDFPageSize())
        let cases: [(String, Int, Idiom, String?, Double?)] = [
            ("mark", 2, .phone, "mark@2x.png", 2), ("mark.png", 3, .phone, "mark@3x.png", 3),
            ("mark", 1, .phone, "mark@2x.png", 2),          // nearest larger
            ("badge", 2, .phone, "badge.png", 1),           // the 1x file
            ("badge", 2, .pad, "badge@2x~ipad.png", 2),     // the iPad's own
            ("Mark", 2, .phone, nil, nil),                  // case differs
            ("photo", 2, .phone, nil, nil),                 // a JPEG needs its extension
            ("photo.jpg", 2, .phone, "photo.jpg", 1),
            ("notes.txt", 2, .phone, nil, nil),
        ]
        var checked = 0
        for (name, scale, idiom, file, pixelsPerPoint) in cases {
            let image = try bundle.image(named: name, scale: scale, idiom: idiom)
            #expect(image.map { URL(fileURLWithPath: $0.path).lastPathComponent } == file, "\(name) @\(scale)x \(idiom)")
            #expect(image?.scale == pixelsPerPoint, "\(name)")
            if let image, let pixelsPerPoint {
                // 120 × 80 pixels at the file's scale.
                #expect(image.pointSize == Size(width: 120 / pixelsPerPoint, height: 80 / pixelsPerPoint))
            }
            checked += 1
        }
        #expect(checked == 9)
    }

    /// An image neither a catalog nor the project has: the image view is
    /// laid out by its constraints (100 × 50, centred on the iPhone 15's
    /// 393 × 852: left 146.5 → 440 / 3 = 146.667 at 3x, top 401) and drawn
    /// empty; the warning names the image, the view's line and where it
    /// was looked for, not --assets. With --strict it is an error.
    @Test func missingImageIsAnEmptyViewAndAWarning() throws {
        let subviews = """
            <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Nowhere" translatesAutoresizingMaskIntoConstraints="NO" id="img" userLabel="Hero">
                <rect key="frame" x="0" y="0" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                    <constraint firstAttribute="height" constant="50" id="h"/>
                </constraints>
            </imageView>
            """
        let constraints = """
            <constraint firstItem="img" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
            <constraint firstItem="img" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="y"/>
            """
        let root = try Self.project()
        let file = root.appendingPathComponent("LaunchScreen.storyboard")
        try Data(StoryboardHostileInputTests.storyboard(subviews: subviews, constraints: constraints).utf8).write(to: file)
        let launch = try LaunchScreenLoader.load(LaunchScreenOptions(path: file.path), device: try F.device("iphone-15"))
        expectFrame(launch.frames["img"], Rect(x: 440.0 / 3, y: 401, width: 100, height: 50), "empty image view")
        #expect(Self.imageSource(launch, "img") == nil)
        #expect(launch.warnings.count == 1)
        let warning = try #require(launch.warnings.first)
        // The image view's start tag is on line 9 of the document.
        #expect(warning.line == 9, "\(warning)")
        #expect(warning.message.contains("Hero shows the image \"Nowhere\"") && warning.message.contains("empty image view"), "\(warning)")
        #expect(!warning.message.contains("--assets"), "\(warning)")
        #expect(throws: (any Error).self) {
            try LaunchScreenLoader.load(LaunchScreenOptions(path: file.path, strictness: .strict), device: try F.device("iphone-15"))
        }
        do {
            _ = try LaunchScreenLoader.load(LaunchScreenOptions(path: file.path, strictness: .strict), device: try F.device("iphone-15"))
        } catch {
            #expect("\(error)".contains("LaunchScreen.storyboard:9: Hero shows the image \"Nowhere\""), "\(error)")
            #expect("\(error)".contains("--strict"), "\(error)")
        }
    }
}
