import SplashScene

/// What `splashvid devices` prints: the screens `--device` accepts, with
/// their size in points and pixels.
public enum DeviceListing {
    public static var lines: [String] {
        let nameWidth = Device.catalogue.map(\.name.count).max() ?? 0
        let titleWidth = Device.catalogue.map(\.displayName.count).max() ?? 0
        return Device.catalogue.map { device in
            let points = "\(Int(device.points.width))×\(Int(device.points.height)) pt @\(device.scale)x"
            let pixels = "\(device.pixelWidth)×\(device.pixelHeight) px"
            let marker = device.name == Device.defaultName ? "  (default)" : ""
            return "\(device.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(device.displayName.padding(toLength: titleWidth, withPad: " ", startingAt: 0))  \(points.padding(toLength: 18, withPad: " ", startingAt: 0))  \(pixels)\(marker)"
        }
    }

    /// The default device's name.
    public static var defaultName: String { Device.defaultName }
}
