import SplashGeometry

/// A screen to render for: its size in points and its pixel scale.
public struct Device: Sendable, Hashable {
    /// The name used on the command line (`--device iphone-15`).
    public var name: String
    /// The name people know it by.
    public var displayName: String
    /// Screen size in points.
    public var points: Size
    /// Pixels per point.
    public var scale: Int

    public init(name: String, displayName: String, points: Size, scale: Int) {
        self.name = name
        self.displayName = displayName
        self.points = points
        self.scale = scale
    }

    /// Pixel size at the device's own scale.
    public var pixelWidth: Int { Int((points.width * Double(scale)).rounded()) }
    public var pixelHeight: Int { Int((points.height * Double(scale)).rounded()) }

    /// The catalogue, smallest to largest. Sizes are the devices' published
    /// screen sizes in points.
    public static let catalogue: [Device] = [
        Device(name: "iphone-se", displayName: "iPhone SE (2nd/3rd gen.)", points: Size(width: 375, height: 667), scale: 2),
        Device(name: "iphone-8", displayName: "iPhone 8", points: Size(width: 375, height: 667), scale: 2),
        Device(name: "iphone-13-mini", displayName: "iPhone 13 mini", points: Size(width: 375, height: 812), scale: 3),
        Device(name: "iphone-15", displayName: "iPhone 15", points: Size(width: 393, height: 852), scale: 3),
        Device(name: "iphone-15-pro", displayName: "iPhone 15 Pro", points: Size(width: 393, height: 852), scale: 3),
        Device(name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", points: Size(width: 430, height: 932), scale: 3),
        Device(name: "iphone-16-pro", displayName: "iPhone 16 Pro", points: Size(width: 402, height: 874), scale: 3),
        Device(name: "iphone-16-pro-max", displayName: "iPhone 16 Pro Max", points: Size(width: 440, height: 956), scale: 3),
        Device(name: "ipad-mini", displayName: "iPad mini (6th gen.)", points: Size(width: 744, height: 1133), scale: 2),
        Device(name: "ipad-pro-11", displayName: "iPad Pro 11-inch", points: Size(width: 834, height: 1194), scale: 2),
    ]

    /// The device used when none is named: a current iPhone.
    public static let defaultName = "iphone-15"

    public static func named(_ name: String) -> Device? {
        catalogue.first { $0.name == name.lowercased() }
    }
}
