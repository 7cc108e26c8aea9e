import Foundation
import SplashGeometry
import SplashImport
import SplashScene
import SplashStoryboard
import SplashTestSupport
import Testing

/// The real launch screens of `Tests/Corpus/launch` (see its SOURCES.md),
/// each laid out on iPhone SE and iPad Pro 11-inch (and iPhone 15 where its
/// safe area matters) in the light and dark appearances, against frames
/// solved by hand from the file's constraints (within 1 point: UIKit puts
/// edges on the pixel grid) and its background colour (within 1/255).
///
/// Screens and safe areas (`splashvid devices`): iPhone SE 375 × 667 @2x,
/// safe area 20 top / 0 bottom; iPad Pro 11-inch 834 × 1194 @2x, 24 / 20;
/// iPhone 15 393 × 852 @3x, 59 / 34. Intrinsic sizes of catalog images are
/// their pixels over the device's scale (the @2x file on @2x screens);
/// a single PDF or SVG is its page size in points.
///
/// Labels are pinned only by the edges their constraints fix (a centre, a
/// leading edge, a bottom), never by a size that comes from the fonts, which
/// here are the open stand-ins for San Francisco; and by the string they
/// draw.
///
/// A case whose file needs what the importer does not do yet is wrapped in
/// `withKnownIssue`, naming the feature: it fails once the feature lands,
/// and the wrapper is then removed.
@Suite struct LaunchCorpusTests {
    static let folder = PackageFolders.tests.appendingPathComponent("Corpus/launch")

    @Test(arguments: LaunchCorpus.cases)
    func corpusEntry(_ entry: LaunchCorpus.Case) throws {
        if let need = entry.need {
            withKnownIssue("needs \(need) (issue 37)") {
                try check(entry)
            }
        } else {
            try check(entry)
        }
    }

    /// Every corpus folder is in the table, so none is left unchecked; and
    /// the table checks at least 25 files from at least 15 projects.
    @Test func everyCorpusFolderIsChecked() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent($0).path, isDirectory: &isFolder) && isFolder.boolValue }
        let checked = Set(LaunchCorpus.entries.map(\.folder))
        #expect(Set(folders) == checked, "unchecked: \(Set(folders).subtracting(checked)); missing: \(checked.subtracting(folders))")
        #expect(LaunchCorpus.entries.count == 29)
        #expect(Set(LaunchCorpus.entries.map(\.project)).count == 25)
        #expect(LaunchCorpus.cases.count == 128)
    }

    func check(_ entry: LaunchCorpus.Case) throws {
        let device = try #require(Device.named(entry.device), "no device \(entry.device)")
        let folder = Self.folder.appendingPathComponent(entry.entry.folder)
        let options = LaunchScreenOptions(path: folder.appendingPathComponent(entry.entry.file).path,
                                          assets: entry.entry.catalogs.map { folder.appendingPathComponent($0).path },
                                          appearance: entry.appearance)
        let launch = try LaunchScreenLoader.load(options, device: device)
        var compared = 0
        for pin in entry.pins {
            let frame: Rect?
            if pin.view == LaunchCorpus.screen {
                frame = Rect(x: 0, y: 0, width: launch.layer.bounds.width, height: launch.layer.bounds.height)
            } else {
                frame = launch.frames[pin.view]
            }
            guard let frame else {
                Issue.record("\(entry): no frame for view \(pin.view)")
                continue
            }
            let actual = pin.edge.value(of: frame)
            #expect(abs(actual - pin.value) <= 1, "\(entry) \(pin.view).\(pin.edge): \(actual), expected \(pin.value)")
            compared += 1
        }
        for (view, expected) in entry.entry.texts.sorted(by: { $0.key < $1.key }) {
            let string = Self.layer(id: view, in: launch.layer).flatMap(Self.text(in:))
            #expect(string == expected, "\(entry) \(view) text: \(String(describing: string)), expected \(expected)")
            compared += 1
        }
        for (view, colours) in entry.entry.textColours.sorted(by: { $0.key < $1.key }) {
            let expected = entry.appearance == .light ? colours.light : colours.dark
            guard let colour = Self.layer(id: view, in: launch.layer).flatMap(Self.textColour(in:)) else {
                Issue.record("\(entry): no text in view \(view)")
                continue
            }
            for (actual, wanted) in zip([colour.red, colour.green, colour.blue, colour.alpha], expected) {
                #expect(abs(actual - wanted) <= 1.0 / 255 + 1e-9, "\(entry) \(view) text colour \(colour), expected \(expected)")
                compared += 1
            }
        }
        for view in entry.absentViews {
            #expect(launch.frames[view] == nil && Self.layer(id: view, in: launch.layer) == nil,
                    "\(entry): view \(view) is drawn, but the device's size classes leave it out")
            compared += 1
        }
        let layer = entry.entry.backgroundView.flatMap { Self.layer(id: $0, in: launch.layer) } ?? launch.layer
        if entry.entry.backgroundView != nil, layer.id != entry.entry.backgroundView {
            Issue.record("\(entry): no layer for view \(entry.entry.backgroundView ?? "")")
        }
        switch entry.background {
        case .clear:
            #expect(layer.backgroundColor == nil || layer.backgroundColor?.alpha == 0, "\(entry) background: \(String(describing: layer.backgroundColor)), expected none")
            compared += 1
        case .rgb(let red, let green, let blue):
            if let colour = layer.backgroundColor {
                let components = [(colour.red, red), (colour.green, green), (colour.blue, blue), (colour.alpha, 1)]
                for (actual, expected) in components {
                    #expect(abs(actual - expected) <= 1.0 / 255 + 1e-9, "\(entry) background \(colour), expected (\(red), \(green), \(blue))")
                    compared += 1
                }
            } else {
                Issue.record("\(entry): no background colour, expected (\(red), \(green), \(blue))")
            }
        }
        #expect(compared == entry.expectedComparisons, "\(entry): compared \(compared) of \(entry.expectedComparisons)")
    }

    /// The string a label's layer (or the first of its sublayers with
    /// text) draws.
    static func text(in layer: Layer) -> String? {
        if case .text(let text, _)? = layer.contents { return text.string }
        return layer.sublayers.lazy.compactMap(text(in:)).first
    }

    static func textColour(in layer: Layer) -> Color? {
        if case .text(let text, _)? = layer.contents { return text.color }
        return layer.sublayers.lazy.compactMap(textColour(in:)).first
    }

    static func layer(id: String, in layer: Layer) -> Layer? {
        if layer.id == id { return layer }
        for sublayer in layer.sublayers {
            if let found = self.layer(id: id, in: sublayer) { return found }
        }
        return nil
    }
}

/// The corpus table: each file, where its catalogs are, its pins on each
/// device (solved by hand, with the arithmetic beside them) and its
/// background in each appearance.
enum LaunchCorpus {
    /// The pseudo-view for the root layer's bounds (a UILaunchScreen
    /// dictionary has no storyboard views).
    static let screen = "(screen)"

    enum Edge: String, Sendable {
        case minX, minY, width, height, midX, midY, maxY

        func value(of rect: Rect) -> Double {
            switch self {
            case .minX: rect.minX
            case .minY: rect.minY
            case .width: rect.width
            case .height: rect.height
            case .midX: rect.minX + rect.width / 2
            case .midY: rect.minY + rect.height / 2
            case .maxY: rect.minY + rect.height
            }
        }
    }

    struct Pin: Sendable {
        var view: String
        var edge: Edge
        var value: Double
    }

    /// Background colour components in sRGB, 0–1.
    enum Background: Sendable {
        case rgb(Double, Double, Double)
        /// The file gives no colour (the view is clear).
        case clear

        static let white = Background.rgb(1, 1, 1)
        static let black = Background.rgb(0, 0, 0)
    }

    struct TextColour: Sendable {
        var light: [Double]
        var dark: [Double]

        /// A label without a textColor: UILabel's default, labelColor
        /// (black; white in the dark).
        static let label = TextColour(light: [0, 0, 0, 1], dark: [1, 1, 1, 1])
        /// secondaryLabelColor: (60, 60, 67) at 60 %; (235, 235, 245) at 60 % in the dark.
        static let secondaryLabel = TextColour(light: [60 / 255.0, 60 / 255.0, 67 / 255.0, 0.6], dark: [235 / 255.0, 235 / 255.0, 245 / 255.0, 0.6])
    }

    /// What a case needs from the importer that main does not do yet.
    struct Need: Sendable {
        var feature: String
        var devices: Set<String>? = nil
        var appearances: Set<Appearance>? = nil
    }

    struct Entry: Sendable {
        var folder: String
        /// The repository it comes from (owner/name).
        var project: String
        /// What `--launch-screen` is given, inside the folder.
        var file: String
        var catalogs: [String] = []
        /// The view whose colour is the background (nil: the root layer).
        var backgroundView: String? = nil
        var light: Background
        var dark: Background
        var layouts: [String: [Pin]]
        /// Labels' strings as the file gives them, by view.
        var texts: [String: String] = [:]
        /// Labels' text colours (sRGB red, green, blue, alpha) by view.
        var textColours: [String: TextColour] = [:]
        /// Views a device's size classes leave out, by device.
        var absent: [String: [String]] = [:]
        var needs: [Need] = []
    }

    struct Case: Sendable, CustomTestStringConvertible, CustomStringConvertible {
        var entry: Entry
        var device: String
        var appearance: Appearance

        var pins: [Pin] { entry.layouts[device] ?? [] }
        var absentViews: [String] { entry.absent[device] ?? [] }
        var background: Background { appearance == .light ? entry.light : entry.dark }
        var need: String? {
            entry.needs.first { need in
                (need.devices?.contains(device) ?? true) && (need.appearances?.contains(appearance) ?? true)
            }?.feature
        }
        var expectedComparisons: Int {
            switch background {
            case .clear: pins.count + entry.texts.count + 4 * entry.textColours.count + absentViews.count + 1
            case .rgb: pins.count + entry.texts.count + 4 * entry.textColours.count + absentViews.count + 4
            }
        }
        var description: String { "\(entry.folder) on \(device), \(appearance.rawValue)" }
        var testDescription: String { description }
    }

    static var cases: [Case] {
        entries.flatMap { entry in
            entry.layouts.keys.sorted().flatMap { device in
                Appearance.allCases.map { Case(entry: entry, device: device, appearance: $0) }
            }
        }
    }

    // MARK: Pins

    static func frame(_ view: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> [Pin] {
        [Pin(view: view, edge: .minX, value: x), Pin(view: view, edge: .minY, value: y),
         Pin(view: view, edge: .width, value: width), Pin(view: view, edge: .height, value: height)]
    }

    static func centre(_ view: String, _ x: Double, _ y: Double) -> [Pin] {
        [Pin(view: view, edge: .midX, value: x), Pin(view: view, edge: .midY, value: y)]
    }

    static func pin(_ view: String, _ edge: Edge, _ value: Double) -> Pin {
        Pin(view: view, edge: edge, value: value)
    }

    /// The root view fills the screen: a view controller's view is sized to
    /// the window whatever its frame in the file.
    static func fullScreen(_ view: String, _ device: String) -> [Pin] {
        switch device {
        case "iphone-se": frame(view, 0, 0, 375, 667)
        case "iphone-15": frame(view, 0, 0, 393, 852)
        default: frame(view, 0, 0, 834, 1194)
        }
    }

    static func screens(_ view: String) -> [String: [Pin]] {
        ["iphone-se": fullScreen(view, "iphone-se"), "ipad-pro-11": fullScreen(view, "ipad-pro-11")]
    }

    static let systemBackground = (light: Background.white, dark: Background.black)

    // MARK: The corpus

    static let entries: [Entry] = blankScreens + imageScreens + sizeClassScreens + labelScreens + otherRoutes

    /// Files that draw nothing but a colour.
    static let blankScreens: [Entry] = [
        // systemColor="systemBackgroundColor": white in light, black in dark.
        Entry(folder: "netnewswire-phone", project: "Ranchero-Software/NetNewsWire", file: "Base.lproj/LaunchScreenPhone.storyboard",
              light: .white, dark: .black, layouts: screens("wsU-Ys-fCl")),
        Entry(folder: "netnewswire-pad", project: "Ranchero-Software/NetNewsWire", file: "Base.lproj/LaunchScreenPad.storyboard",
              light: .white, dark: .black, layouts: screens("wsU-Ys-fCl")),
        // red="1" green="1" blue="1" sRGB: white in both appearances.
        Entry(folder: "sdwebimage-demo", project: "SDWebImage/SDWebImage", file: "LaunchScreen.storyboard",
              light: .white, dark: .white, layouts: screens("Ze5-6b-2t3")),
        // xcode11CocoaTouchSystemColor="systemBackgroundColor" (the Xcode 9
        // template opened in Xcode 11+): the system background, black in the
        // dark; cocoaTouchSystemColor="whiteColor" is what iOS 12 and older
        // drew.
        Entry(folder: "lottie-ios-sizetest", project: "airbnb/lottie-ios", file: "Base.lproj/LaunchScreen.storyboard",
              light: .white, dark: .black, layouts: screens("Ze5-6b-2t3")),
        Entry(folder: "movieswiftui", project: "Dimillian/MovieSwiftUI", file: "Base.lproj/LaunchScreen.storyboard",
              light: .white, dark: .black, layouts: screens("Ze5-6b-2t3")),
        // Named colour "Brand": the catalog's colorset (0x64, 0x92, 0xFE), not
        // the stale copy in the storyboard's <resources> (0.318, 0.761,
        // 0.686), since UIColor(named:) reads the compiled catalog. No dark
        // variant: the same in both.
        Entry(folder: "zulip-mobile", project: "zulip/zulip-mobile", file: "Base.lproj/LaunchScreen.storyboard", catalogs: ["Assets.xcassets"],
              light: .rgb(0x64 / 255.0, 0x92 / 255.0, 0xFE / 255.0), dark: .rgb(0x64 / 255.0, 0x92 / 255.0, 0xFE / 255.0),
              layouts: screens("2Zo-eZ-ckx")),
        // A Launch Screen.xib (Xcode 6's template): the top-level view is
        // sized to the screen; white sRGB.
        Entry(folder: "rmdateselection-xib", project: "CooperRS/RMDateSelectionViewController", file: "Launch Screen.xib",
              light: .white, dark: .white, layouts: screens("iN0-l3-epB")),
        Entry(folder: "rmdateselection-swift", project: "CooperRS/RMDateSelectionViewController", file: "Base.lproj/LaunchScreen.storyboard",
              light: .white, dark: .white, layouts: screens("Ze5-6b-2t3")),
        // A navigation controller as the initial view controller: its root
        // view controller's view fills the screen under the bar (edges
        // extended under bars by default) and is the background seen:
        // MBProgressHUD's (0.937, 0.937, 0.957) sRGB; IGListKit's
        // calibratedWhite 1; Firebase Analytics' system background.
        Entry(folder: "mbprogresshud-demo", project: "jdg/MBProgressHUD", file: "en.lproj/Launch.storyboard", backgroundView: "TWt-Z9-CWt",
              light: .rgb(0.93725490199999995, 0.93725490199999995, 0.95686274510000002),
              dark: .rgb(0.93725490199999995, 0.93725490199999995, 0.95686274510000002), layouts: screens("TWt-Z9-CWt")),
        Entry(folder: "iglistkit-examples", project: "Instagram/IGListKit", file: "Base.lproj/LaunchScreen.storyboard", backgroundView: "jgk-vn-mfX",
              light: .white, dark: .white, layouts: screens("jgk-vn-mfX")),
        Entry(folder: "firebase-analytics", project: "firebase/quickstart-ios", file: "Base.lproj/LaunchScreen.storyboard", backgroundView: "Ze5-6b-2t3",
              light: .white, dark: .black, layouts: screens("Ze5-6b-2t3")),
    ]

    /// Files whose main views are images.
    static let imageScreens: [Entry] = [
        // Logo: width 96, aspect 1:1 → 96 × 96; centerX = view's; centerY =
        // view's − 72. Wordmark: the PDF's page, 161.24 × 20.25 points
        // (no size constraints); centerX = view's; top = logo's bottom + 12.
        Entry(folder: "duckduckgo", project: "duckduckgo/iOS", file: "Base.lproj/LaunchScreen.storyboard",
              catalogs: ["Assets.xcassets", "Text.xcassets"], light: .white, dark: .black, layouts: [
                // SE: logo x = 375/2 − 48 = 139.5; centerY = 667/2 − 72 = 261.5 → y = 213.5.
                // Wordmark x = 187.5 − 161.24/2 = 106.88; y = 213.5 + 96 + 12 = 321.5.
                "iphone-se": fullScreen("5uF-ws-lnA", "iphone-se") + frame("EId-hf-6HL", 139.5, 213.5, 96, 96)
                    + frame("CCq-t1-1xH", 106.88, 321.5, 161.24, 20.25),
                // iPad: logo x = 834/2 − 48 = 369; centerY = 1194/2 − 72 = 525 → y = 477.
                // Wordmark x = 417 − 80.62 = 336.38; y = 477 + 108 = 585.
                "ipad-pro-11": fullScreen("5uF-ws-lnA", "ipad-pro-11") + frame("EId-hf-6HL", 369, 477, 96, 96)
                    + frame("CCq-t1-1xH", 336.38, 585, 161.24, 20.25),
                // iPhone 15: logo x = 393/2 − 48 = 148.5; centerY = 852/2 − 72 = 354 → y = 306.
                // Wordmark x = 196.5 − 80.62 = 115.88; y = 306 + 108 = 414.
                "iphone-15": fullScreen("5uF-ws-lnA", "iphone-15") + frame("EId-hf-6HL", 148.5, 306, 96, 96)
                    + frame("CCq-t1-1xH", 115.88, 414, 161.24, 20.25),
              ]),
        // Icon 115 × 115, centerX = view's, centerY = view's − 50. Lockup
        // 220 × 25, centerX = view's, safe area's bottom = its bottom + 32.
        // Label: centerX = view's; its bottom = the lockup's top.
        Entry(folder: "home-assistant", project: "home-assistant/iOS", file: "Base.lproj/LaunchScreen.storyboard",
              catalogs: ["Assets.xcassets"], light: .white, dark: .black, layouts: [
                // SE: icon x = 187.5 − 57.5 = 130; centerY = 333.5 − 50 = 283.5 → y = 226.
                // Lockup bottom = 667 − 0 − 32 = 635 → y = 610; x = 187.5 − 110 = 77.5.
                // Label centre x 187.5, bottom 610.
                "iphone-se": frame("mQh-tn-BC1", 130, 226, 115, 115) + frame("pDB-na-0R2", 77.5, 610, 220, 25)
                    + [pin("9Kv-2m-Wq7", .midX, 187.5), pin("9Kv-2m-Wq7", .maxY, 610)],
                // iPad: icon x = 417 − 57.5 = 359.5; centerY = 597 − 50 = 547 → y = 489.5.
                // Lockup bottom = 1194 − 20 − 32 = 1142 → y = 1117; x = 417 − 110 = 307.
                "ipad-pro-11": frame("mQh-tn-BC1", 359.5, 489.5, 115, 115) + frame("pDB-na-0R2", 307, 1117, 220, 25)
                    + [pin("9Kv-2m-Wq7", .midX, 417), pin("9Kv-2m-Wq7", .maxY, 1117)],
                // iPhone 15: icon x = 196.5 − 57.5 = 139; centerY = 426 − 50 = 376 → y = 318.5.
                // Lockup bottom = 852 − 34 − 32 = 786 → y = 761; x = 196.5 − 110 = 86.5.
                "iphone-15": frame("mQh-tn-BC1", 139, 318.5, 115, 115) + frame("pDB-na-0R2", 86.5, 761, 220, 25)
                    + [pin("9Kv-2m-Wq7", .midX, 196.5), pin("9Kv-2m-Wq7", .maxY, 761)],
              ], texts: ["9Kv-2m-Wq7": "A PROJECT FROM THE"], textColours: ["9Kv-2m-Wq7": .secondaryLabel]),
        // The Flutter template's storyboard (centre the LaunchImage, content
        // mode centre, white sRGB). flutter_native_splash's example and the
        // Flutter Gallery ship the template's 1 × 1-pixel LaunchImage at
        // every scale: 0.5 × 0.5 points at @2x, so its origin is the centre
        // − 0.25. SE: (187.5 − 0.25, 333.5 − 0.25) = (187.25, 333.25);
        // iPad: (416.75, 596.75).
        Entry(folder: "flutter-native-splash-example", project: "jonbhanson/flutter_native_splash", file: "Info.plist",
              catalogs: ["Assets.xcassets"], light: .white, dark: .white, layouts: [
                "iphone-se": fullScreen("Ze5-6b-2t3", "iphone-se") + frame("YRO-k0-Ey4", 187.25, 333.25, 0.5, 0.5),
                "ipad-pro-11": fullScreen("Ze5-6b-2t3", "ipad-pro-11") + frame("YRO-k0-Ey4", 416.75, 596.75, 0.5, 0.5),
              ]),
        // The Gallery's background: calibratedRGB 0.0118 (3/255) grey, taken
        // as sRGB components as iOS does.
        Entry(folder: "flutter-gallery", project: "flutter/gallery", file: "Base.lproj/LaunchScreen.storyboard",
              catalogs: ["Assets.xcassets"], light: .rgb(3 / 255.0, 3 / 255.0, 3 / 255.0), dark: .rgb(3 / 255.0, 3 / 255.0, 3 / 255.0), layouts: [
                "iphone-se": fullScreen("Ze5-6b-2t3", "iphone-se") + frame("YRO-k0-Ey4", 187.25, 333.25, 0.5, 0.5),
                "ipad-pro-11": fullScreen("Ze5-6b-2t3", "ipad-pro-11") + frame("YRO-k0-Ey4", 416.75, 596.75, 0.5, 0.5),
              ]),
        // Open Food Facts' LaunchImage: 576 × 576 pixels at @2x → 288 × 288
        // points. SE: (187.5 − 144, 333.5 − 144) = (43.5, 189.5); iPad:
        // (417 − 144, 597 − 144) = (273, 453).
        Entry(folder: "smooth-app", project: "openfoodfacts/smooth-app", file: "Base.lproj/LaunchScreen.storyboard",
              catalogs: ["Assets.xcassets"], light: .white, dark: .white, layouts: [
                "iphone-se": fullScreen("Ze5-6b-2t3", "iphone-se") + frame("YRO-k0-Ey4", 43.5, 189.5, 288, 288),
                "ipad-pro-11": fullScreen("Ze5-6b-2t3", "ipad-pro-11") + frame("YRO-k0-Ey4", 273, 453, 288, 288),
              ]),
        // Background image pinned to the view's four edges: the screen. Icon
        // 96 × 96 centred in the view: SE (187.5 − 48, 333.5 − 48) =
        // (139.5, 285.5); iPad (417 − 48, 597 − 48) = (369, 549).
        Entry(folder: "mattermost", project: "mattermost/mattermost-mobile", file: "SplashScreen.storyboard",
              catalogs: ["Images.xcassets"], light: .white, dark: .black, layouts: [
                "iphone-se": fullScreen("o2q-4f-QhC", "iphone-se") + frame("zb7-2j-YSv", 139.5, 285.5, 96, 96),
                "ipad-pro-11": fullScreen("o2q-4f-QhC", "ipad-pro-11") + frame("zb7-2j-YSv", 369, 549, 96, 96),
              ]),
        // BootSplash through the Info.plist (UILaunchStoryboardName
        // "BootSplash"). Logo 100 × 89 points (200 × 178 pixels at @2x),
        // centred: SE (187.5 − 50, 333.5 − 44.5) = (137.5, 289); iPad
        // (417 − 50, 597 − 44.5) = (367, 552.5). Background: the colorset
        // (0.961, 0.988, 1) in both appearances.
        Entry(folder: "react-native-bootsplash", project: "zoontek/react-native-bootsplash", file: "Info.plist",
              catalogs: ["Colors.xcassets", "Images.xcassets"],
              light: .rgb(0.960784313725490, 0.988235294117647, 1), dark: .rgb(0.960784313725490, 0.988235294117647, 1), layouts: [
                "iphone-se": fullScreen("Ze5-6b-2t3", "iphone-se") + frame("3lX-Ut-9ad", 137.5, 289, 100, 89),
                "ipad-pro-11": fullScreen("Ze5-6b-2t3", "ipad-pro-11") + frame("3lX-Ut-9ad", 367, 552.5, 100, 89),
              ]),
        // Capacitor: the view controller's view is itself the image view
        // (aspect fill): it fills the screen; system background behind.
        Entry(folder: "capacitor-template", project: "ionic-team/capacitor", file: "Base.lproj/LaunchScreen.storyboard",
              catalogs: ["Assets.xcassets"], light: .white, dark: .black, layouts: screens("snD-IY-ifK")),
        // Cordova: an image view pinned to the four edges (the screen) whose
        // image set has no file yet (the app's splash is added by the
        // user), so iOS draws it empty; named colour
        // SplashScreenBackgroundColor refers to systemBackgroundColor.
        Entry(folder: "cordova-template", project: "apache/cordova-ios", file: "Base.lproj/CDVLaunchScreen.storyboard",
              catalogs: ["Assets.xcassets"], light: .white, dark: .black, layouts: [
                "iphone-se": fullScreen("Ze5-6b-2t3", "iphone-se") + fullScreen("2ns-9I-Qjs", "iphone-se"),
                "ipad-pro-11": fullScreen("Ze5-6b-2t3", "ipad-pro-11") + fullScreen("2ns-9I-Qjs", "ipad-pro-11"),
              ]),
        // A XIB: the logo (341 × 341 points: 682 pixels at @2x) centred in
        // the top-level view, which is sized to the screen: SE (187.5 −
        // 170.5, 333.5 − 170.5) = (17, 163); iPad (417 − 170.5, 597 −
        // 170.5) = (246.5, 426.5). The view has no background colour.
        Entry(folder: "firebase-shared-xib", project: "firebase/quickstart-ios", file: "LaunchScreen.xib",
              catalogs: ["Images.xcassets"], light: .clear, dark: .clear, layouts: [
                "iphone-se": fullScreen("iN0-l3-epB", "iphone-se") + frame("0ia-61-qSP", 17, 163, 341, 341),
                "ipad-pro-11": fullScreen("iN0-l3-epB", "ipad-pro-11") + frame("0ia-61-qSP", 246.5, 426.5, 341, 341),
              ]),
        // A loose bundle image (image="pizza-monster.png", copied by the
        // build, no catalog) between the top and bottom layout guides,
        // leading 0 and trailing 16 from the view's edges:
        // SE: x 0, y = 20, width 375 − 16 = 359, height 667 − 0 − 20 = 647.
        // iPad: y 24, width 834 − 16 = 818, height 1194 − 20 − 24 = 1150.
        // iPhone 15: y 59, width 393 − 16 = 377, height 852 − 34 − 59 = 759.
        Entry(folder: "firebase-firestore", project: "firebase/quickstart-ios", file: "Base.lproj/LaunchScreen.storyboard",
              light: .white, dark: .white, layouts: [
                "iphone-se": frame("xvt-es-Sbf", 0, 20, 359, 647),
                "ipad-pro-11": frame("xvt-es-Sbf", 0, 24, 818, 1150),
                "iphone-15": frame("xvt-es-Sbf", 0, 59, 377, 759),
              ]),
        // NativeScript: a backdrop pinned to the four edges (the screen) and
        // a centred image as wide as the view, 74 points tall (148 pixels at
        // @2x): y = H/2 − 37; SE 333.5 − 37 = 296.5; iPad 597 − 37 = 560.
        Entry(folder: "nativescript-template", project: "NativeScript/nativescript-app-templates", file: "LaunchScreen.storyboard",
              catalogs: ["Assets.xcassets"], light: .white, dark: .white, layouts: [
                "iphone-se": fullScreen("wtH-rr-YfP", "iphone-se") + frame("s1z-aa-wYv", 0, 296.5, 375, 74),
                "ipad-pro-11": fullScreen("wtH-rr-YfP", "ipad-pro-11") + frame("s1z-aa-wYv", 0, 560, 834, 74),
              ]),
        // Expo's template: an image view centred in the view, whose image
        // "SplashScreen" is generated by `expo prebuild` and absent from the
        // template, so iOS draws it empty; its centre is the view's: SE
        // (187.5, 333.5), iPad (417, 597). The view has no background colour.
        Entry(folder: "expo-template", project: "expo/expo", file: "SplashScreen.storyboard",
              light: .clear, dark: .clear, layouts: [
                "iphone-se": fullScreen("EXPO-ContainerView", "iphone-se") + centre("EXPO-SplashScreen", 187.5, 333.5),
                "ipad-pro-11": fullScreen("EXPO-ContainerView", "ipad-pro-11") + centre("EXPO-SplashScreen", 417, 597),
              ]),
    ]

    /// Size classes.
    static let sizeClassScreens: [Entry] = [
        // Wikipedia: the `default` variation excludes the background image
        // view and its four edge constraints; the compact-width,
        // regular-height variation (iPhone in portrait) includes them. The
        // wordmark is centred, 12 points above the view's centre. (The
        // catalog's PDFs are not in the corpus, so both images are drawn
        // empty; the frames do not depend on them.)
        // SE: background (0, 0, 375, 667); wordmark centre (187.5, 333.5 − 12 = 321.5).
        // iPhone 15: background (0, 0, 393, 852); wordmark centre (196.5, 426 − 12 = 414).
        // iPad (regular width and height): no background view; wordmark centre (417, 597 − 12 = 585).
        Entry(folder: "wikipedia", project: "wikimedia/wikipedia-ios", file: "Launch Screen.storyboard", catalogs: ["Images.xcassets"],
              light: .white, dark: .black, layouts: [
                "iphone-se": fullScreen("Ze5-6b-2t3", "iphone-se") + fullScreen("Lxi-AY-Mcn", "iphone-se") + centre("owG-kJ-Y61", 187.5, 321.5),
                "iphone-15": fullScreen("Ze5-6b-2t3", "iphone-15") + fullScreen("Lxi-AY-Mcn", "iphone-15") + centre("owG-kJ-Y61", 196.5, 414),
                "ipad-pro-11": fullScreen("Ze5-6b-2t3", "ipad-pro-11") + centre("owG-kJ-Y61", 417, 585),
              ], absent: ["ipad-pro-11": ["Lxi-AY-Mcn"]]),
    ]

    /// Files whose main views are labels (pinned by the edges their
    /// constraints fix).
    static let labelScreens: [Entry] = [
        // The React Native community template. Title: leading = safe area's
        // (standard spacing, 0 to the safe area, as Interface Builder's frame
        // x = 0 shows), centerX = safe area's → x 0, width W; centerY =
        // view's bottom × 1/3 + 1. Footer: leading = safe area's, centerX =
        // safe area's → x 0, width W; bottom = safe area's bottom − 20.
        Entry(folder: "react-native-template", project: "react-native-community/template", file: "LaunchScreen.storyboard",
              light: .white, dark: .black, layouts: [
                // SE: title centerY = 667/3 + 1 = 223.33; footer bottom = 667 − 0 − 20 = 647.
                "iphone-se": [pin("GJd-Yh-RWb", .minX, 0), pin("GJd-Yh-RWb", .width, 375), pin("GJd-Yh-RWb", .midY, 223.33),
                              pin("MN2-I3-ftu", .minX, 0), pin("MN2-I3-ftu", .width, 375), pin("MN2-I3-ftu", .maxY, 647)],
                // iPad: title centerY = 1194/3 + 1 = 399; footer bottom = 1194 − 20 − 20 = 1154.
                "ipad-pro-11": [pin("GJd-Yh-RWb", .minX, 0), pin("GJd-Yh-RWb", .width, 834), pin("GJd-Yh-RWb", .midY, 399),
                                pin("MN2-I3-ftu", .minX, 0), pin("MN2-I3-ftu", .width, 834), pin("MN2-I3-ftu", .maxY, 1154)],
                // iPhone 15: title centerY = 852/3 + 1 = 285; footer bottom = 852 − 34 − 20 = 798.
                "iphone-15": [pin("GJd-Yh-RWb", .minX, 0), pin("GJd-Yh-RWb", .width, 393), pin("GJd-Yh-RWb", .midY, 285),
                              pin("MN2-I3-ftu", .minX, 0), pin("MN2-I3-ftu", .width, 393), pin("MN2-I3-ftu", .maxY, 798)],
              ], texts: ["GJd-Yh-RWb": "HelloWorld", "MN2-I3-ftu": "Powered by React Native"],
              textColours: ["GJd-Yh-RWb": .label, "MN2-I3-ftu": .label]),
        // Kingfisher's demo. Copyright: leading = safe area's + 30, centerX =
        // safe area's → x 30, width W − 60; view's bottom = its bottom + 40.
        // Title: centerX = safe area's; centerY = view's bottom × 1/3.
        Entry(folder: "kingfisher-demo", project: "onevcat/Kingfisher", file: "LaunchScreen.storyboard",
              light: .white, dark: .black, layouts: [
                // SE: width 375 − 60 = 315, bottom 667 − 40 = 627; title (187.5, 667/3 = 222.33).
                "iphone-se": [pin("obG-Y5-kRd", .minX, 30), pin("obG-Y5-kRd", .width, 315), pin("obG-Y5-kRd", .maxY, 627)]
                    + centre("GJd-Yh-RWb", 187.5, 222.33),
                // iPad: width 834 − 60 = 774, bottom 1194 − 40 = 1154; title (417, 1194/3 = 398).
                "ipad-pro-11": [pin("obG-Y5-kRd", .minX, 30), pin("obG-Y5-kRd", .width, 774), pin("obG-Y5-kRd", .maxY, 1154)]
                    + centre("GJd-Yh-RWb", 417, 398),
                // iPhone 15: width 393 − 60 = 333, bottom 852 − 40 = 812; title (196.5, 852/3 = 284).
                "iphone-15": [pin("obG-Y5-kRd", .minX, 30), pin("obG-Y5-kRd", .width, 333), pin("obG-Y5-kRd", .maxY, 812)]
                    + centre("GJd-Yh-RWb", 196.5, 284),
              ], texts: ["obG-Y5-kRd": "  Copyright (c) 2020 Wei Wang (onevcat)\nAll rights reserved.", "GJd-Yh-RWb": "Kingfisher \nSample"],
              textColours: ["obG-Y5-kRd": .secondaryLabel, "GJd-Yh-RWb": .label]),
        // IQKeyboardManager: a label centred (centerX = safe area's, centerY
        // = view's) on named colour EBEDF0 = (0xEB, 0xED, 0xF0). Its text
        // breaks with U+2028 (line separator) between the two words.
        // SE (187.5, 333.5); iPad (417, 597).
        Entry(folder: "iqkeyboardmanager", project: "hackiftekhar/IQKeyboardManager", file: "Base.lproj/Launch.storyboard",
              catalogs: ["Images.xcassets"],
              light: .rgb(0xEB / 255.0, 0xED / 255.0, 0xF0 / 255.0), dark: .rgb(0xEB / 255.0, 0xED / 255.0, 0xF0 / 255.0), layouts: [
                "iphone-se": fullScreen("gvr-2z-xYP", "iphone-se") + centre("8Gp-lr-M5c", 187.5, 333.5),
                "ipad-pro-11": fullScreen("gvr-2z-xYP", "ipad-pro-11") + centre("8Gp-lr-M5c", 417, 597),
              ], texts: ["8Gp-lr-M5c": "IQKeyboardManager\u{2028}Swift"],
              // textColor sRGB (0, 0.478, 1) in both appearances.
              textColours: ["8Gp-lr-M5c": TextColour(light: [0, 0.47843137250000001, 1, 1], dark: [0, 0.47843137250000001, 1, 1])]),
    ]

    /// Launch screens named by an Info.plist dictionary.
    static let otherRoutes: [Entry] = [
        // Compose Multiplatform's template: `UILaunchScreen` is an empty
        // dictionary, so iOS shows the system background (white, black in
        // the dark) over the whole screen.
        Entry(folder: "compose-multiplatform-template", project: "JetBrains/compose-multiplatform-template", file: "Info.plist",
              light: .white, dark: .black, layouts: [
                "iphone-se": fullScreen(screen, "iphone-se"), "ipad-pro-11": fullScreen(screen, "ipad-pro-11"),
              ]),
    ]
}
