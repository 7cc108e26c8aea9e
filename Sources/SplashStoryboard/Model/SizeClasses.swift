import SplashScene

/// `UIUserInterfaceSizeClass`: how much room a dimension of the screen
/// gives, as Interface Builder's variations name it (`widthClass=compact`).
public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    case compact, regular
}

/// The horizontal and vertical size classes a full-screen view controller
/// has on a device (`UITraitCollection.horizontalSizeClass`,
/// `verticalSizeClass`), as the Human Interface Guidelines' "Layout" table
/// ("Device size classes") lists them:
///
/// - every iPhone in portrait: compact width, regular height;
/// - the iPhones 414 points wide or more in portrait (Plus and Max
///   models, iPhone 11, XR) in landscape: regular width, compact height;
/// - the other iPhones in landscape: compact width, compact height;
/// - every iPad, full screen, either way up: regular width, regular height.
public struct SizeClasses: Sendable, Hashable, CustomStringConvertible {
    public var width: SizeClass
    public var height: SizeClass

    public init(width: SizeClass, height: SizeClass) {
        self.width = width
        self.height = height
    }

    /// The classes of `device` held as it is (`Device.orientation`), or
    /// held `orientation` when one is given.
    public init(device: Device, orientation: Orientation? = nil) {
        // The catalogue's iPads are named ipad-…; a canvas given by size
        // (--size) is taken as an iPhone's screen, as a launch screen's
        // author targets one first.
        if device.name.hasPrefix("ipad") {
            self.init(width: .regular, height: .regular)
            return
        }
        switch orientation ?? device.orientation {
        case .portrait:
            self.init(width: .compact, height: .regular)
        case .landscape:
            let portraitWidth = min(device.points.width, device.points.height)
            self.init(width: portraitWidth >= 414 ? .regular : .compact, height: .compact)
        }
    }

    /// As Interface Builder's inspector says it: "wC hR".
    public var description: String {
        "w\(width == .compact ? "C" : "R") h\(height == .compact ? "C" : "R")"
    }
}
