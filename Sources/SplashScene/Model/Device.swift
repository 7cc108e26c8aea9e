import SplashFormats
import SplashGeometry

/// A screen to render for: its size in points and its pixel scale.
public struct Device: Sendable, Hashable {
    /// The name used on the command line (`--device iphone-15`).
    public var name: String
    /// The name people know it by.
    public var displayName: String
    /// Screen size in points, as held (the catalogue's in portrait).
    public var points: Size
    /// Pixels per point.
    public var scale: Int
    /// The radius of the display's rounded corners, in points (0: a
    /// rectangular display), drawn with iOS's continuous corner curve.
    public var displayCornerRadius: Double
    /// What the front shows beside the display (see `DeviceFrame`).
    public var front: Front
    /// The safe area's insets as the device is held (the catalogue's are
    /// portrait's; see `held(_:)`), as `UIView.safeAreaInsets` reports them
    /// on a full-screen view: in portrait the status bar (or the sensor
    /// housing) at the top, the home indicator at the bottom.
    public var safeAreaInsets: EdgeInsets
    /// Which way up it is held: the catalogue's devices are in portrait
    /// (`held(_:)` turns one).
    public var orientation: Orientation = .portrait
    /// Other names `--device` takes for it: Xcode's names for the
    /// simulators of models with this very screen (size, scale, safe area,
    /// corners and front), matched without regard to case.
    public var aliases: [String]

    /// The front of a device around and over its display.
    public enum Front: String, Sendable, Hashable, CaseIterable {
        /// A forehead and a chin with the Home button (iPhone SE, iPhone 8).
        case homeButton
        /// A narrow bezel with the notch cut into the top of the display.
        case notch
        /// A narrow bezel with the Dynamic Island over the top of the display.
        case dynamicIsland
        /// An even bezel all around (iPad).
        case evenBezel
    }

    public init(name: String, displayName: String, points: Size, scale: Int, displayCornerRadius: Double = 0, front: Front = .evenBezel,
                safeAreaInsets: EdgeInsets = .zero, aliases: [String] = []) {
        self.name = name
        self.aliases = aliases
        self.displayName = displayName
        self.points = points
        self.scale = scale
        self.displayCornerRadius = displayCornerRadius
        self.front = front
        self.safeAreaInsets = safeAreaInsets
    }

    /// Pixel size at the device's own scale.
    public var pixelWidth: Int { Int((points.width * Double(scale)).rounded()) }
    public var pixelHeight: Int { Int((points.height * Double(scale)).rounded()) }

    /// The catalogue, smallest to largest. Sizes are the devices' published
    /// screen sizes in points.
    ///
    /// Display corner radii are the values `UIScreen` reports on each model
    /// (its private `_displayCornerRadius`), as collected by the open-source
    /// lists of them (Kyle Bashour's ScreenCorners and the tables derived
    /// from it): 44 for the 12/13 mini, 55 for the 14 Pro and every 15,
    /// 18 for the iPads with rounded displays; the 16 Pro models report 62
    /// (some lists say 59, measured before iOS 18 shipped). The iPhone SE
    /// and iPhone 8 have rectangular displays.
    ///
    /// Safe-area insets are what `safeAreaInsets` reports in portrait on
    /// each model (as the published device tables list them): 20 points of
    /// status bar on the Home-button iPhones; 50 top and 34 bottom on the
    /// 13 mini; 59 and 34 with the Dynamic Island (62 on the 16 Pro
    /// models); 24 and 20 on the iPads without a Home button.
    public static let catalogue: [Device] = [
        Device(name: "iphone-se", displayName: "iPhone SE (2nd/3rd gen.)", points: Size(width: 375, height: 667), scale: 2,
               displayCornerRadius: 0, front: .homeButton, safeAreaInsets: EdgeInsets(top: 20),
               aliases: ["iPhone SE (2nd generation)", "iPhone SE (3rd generation)"]),
        Device(name: "iphone-8", displayName: "iPhone 8", points: Size(width: 375, height: 667), scale: 2,
               displayCornerRadius: 0, front: .homeButton, safeAreaInsets: EdgeInsets(top: 20),
               aliases: ["iPhone 8"]),
        Device(name: "iphone-13-mini", displayName: "iPhone 13 mini", points: Size(width: 375, height: 812), scale: 3,
               displayCornerRadius: 44, front: .notch, safeAreaInsets: EdgeInsets(top: 50, bottom: 34),
               aliases: ["iPhone 13 mini", "iPhone 12 mini"]),
        Device(name: "iphone-15", displayName: "iPhone 15", points: Size(width: 393, height: 852), scale: 3,
               displayCornerRadius: 55, front: .dynamicIsland, safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
               aliases: ["iPhone 15", "iPhone 16", "iPhone 14 Pro"]),
        Device(name: "iphone-15-pro", displayName: "iPhone 15 Pro", points: Size(width: 393, height: 852), scale: 3,
               displayCornerRadius: 55, front: .dynamicIsland, safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
               aliases: ["iPhone 15 Pro"]),
        Device(name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", points: Size(width: 430, height: 932), scale: 3,
               displayCornerRadius: 55, front: .dynamicIsland, safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
               aliases: ["iPhone 15 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus", "iPhone 14 Pro Max"]),
        Device(name: "iphone-16-pro", displayName: "iPhone 16 Pro", points: Size(width: 402, height: 874), scale: 3,
               displayCornerRadius: 62, front: .dynamicIsland, safeAreaInsets: EdgeInsets(top: 62, bottom: 34),
               aliases: ["iPhone 16 Pro"]),
        Device(name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", points: Size(width: 440, height: 956), scale: 3,
               displayCornerRadius: 62, front: .dynamicIsland, safeAreaInsets: EdgeInsets(top: 62, bottom: 34),
               aliases: ["iPhone 16 Pro Max"]),
        Device(name: "ipad-mini", displayName: "iPad mini (6th gen.)", points: Size(width: 744, height: 1133), scale: 2,
               displayCornerRadius: 18, front: .evenBezel, safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
               aliases: ["iPad mini (6th generation)", "iPad mini (A17 Pro)"]),
        Device(name: "ipad-pro-11", displayName: "iPad Pro 11-inch", points: Size(width: 834, height: 1194), scale: 2,
               displayCornerRadius: 18, front: .evenBezel, safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
               aliases: ["iPad Pro 11-inch (4th generation)", "iPad Pro (11-inch) (4th generation)", "iPad Pro 11-inch (3rd generation)", "iPad Pro (11-inch) (3rd generation)", "iPad Pro (11-inch) (2nd generation)", "iPad Pro (11-inch) (1st generation)"]),
        // Apple's technical specifications: iPad Air 11-inch (M2, M3) and
        // iPad (10th generation, A16) 2360 × 1640 pixels at 264 ppi, @2x:
        // 820 × 1180 points; iPad Pro 11-inch (M4, M5) 2420 × 1668: 834 ×
        // 1210; iPad Air 13-inch (M2, M3) 2732 × 2048: 1024 × 1366; iPad Pro
        // 13-inch (M4, M5) 2752 × 2064: 1032 × 1376. Their status bar and
        // home indicator are the other Face ID iPads' 24 and 20 points; their
        // rounded displays are taken at the 18 points the published lists
        // give the earlier ones.
        Device(name: "ipad-air-11", displayName: "iPad Air 11-inch", points: Size(width: 820, height: 1180), scale: 2,
               displayCornerRadius: 18, front: .evenBezel, safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
               aliases: ["iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)", "iPad Air (5th generation)", "iPad Air (4th generation)",
                         "iPad (10th generation)", "iPad (A16)"]),
        Device(name: "ipad-pro-11-m4", displayName: "iPad Pro 11-inch (M4)", points: Size(width: 834, height: 1210), scale: 2,
               displayCornerRadius: 18, front: .evenBezel, safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
               aliases: ["iPad Pro 11-inch (M5)"]),
        Device(name: "ipad-air-13", displayName: "iPad Air 13-inch", points: Size(width: 1024, height: 1366), scale: 2,
               displayCornerRadius: 18, front: .evenBezel, safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
               aliases: ["iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)", "iPad Pro (12.9-inch) (6th generation)", "iPad Pro (12.9-inch) (5th generation)",
                         "iPad Pro (12.9-inch) (4th generation)", "iPad Pro (12.9-inch) (3rd generation)", "iPad Pro 12.9-inch (6th generation)"]),
        Device(name: "ipad-pro-13-m4", displayName: "iPad Pro 13-inch (M4)", points: Size(width: 1032, height: 1376), scale: 2,
               displayCornerRadius: 18, front: .evenBezel, safeAreaInsets: EdgeInsets(top: 24, bottom: 20),
               aliases: ["iPad Pro 13-inch (M5)"]),
    ]

    /// The device used when none is named: a current iPhone.
    public static let defaultName = "iphone-15"

    /// The device with this id (`iphone-15-pro`), or with this display or
    /// Xcode name (`iPhone 15 Pro`), in any case and spacing.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return catalogue.first { normalized($0.name) == key } ?? catalogue.first { device in
            ([device.displayName] + device.aliases).contains { normalized($0) == key }
        }
    }

    /// The catalogue's device whose id or name is nearest to `name` (at
    /// most a few edits away), for a "did you mean"; nil when none is.
    public static func suggestion(for name: String) -> Device? {
        let key = normalized(name)
        guard !key.isEmpty, key.count <= 64 else { return nil }
        var best: (distance: Int, device: Device)?
        for device in catalogue {
            for candidate in [device.name, device.displayName] + device.aliases {
                let distance = Spelling.distance(key, normalized(candidate))
                if best == nil || distance < best!.distance { best = (distance, device) }
            }
        }
        guard let best, best.distance <= max(2, key.count / 4) else { return nil }
        return best.device
    }

    /// Lower case, with hyphens, underscores, brackets and commas read as
    /// spaces and runs of spaces as one, trimmed: "iPad Pro 11-inch (M4)",
    /// "ipad pro 11 inch m4" and "iphone-15-pro" / "iPhone 15 Pro" match.
    private static func normalized(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { " \t-_(),".contains($0) }).joined(separator: " ")
    }
}
