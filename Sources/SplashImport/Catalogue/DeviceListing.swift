import SplashScene

/// What `splashvid devices` prints: the screens `--device` accepts, with
/// their size in points and pixels, their safe area's insets (what a
/// launch screen is laid out within) and what `--frame` draws of them.
public enum DeviceListing {
    /// The names `--device` takes, for shell completion.
    public static var names: [String] { Device.catalogue.map(\.name) }

    public static var lines: [String] {
        let nameWidth = Device.catalogue.map(\.name.count).max() ?? 0
        let titleWidth = Device.catalogue.map(\.displayName.count).max() ?? 0
        return Device.catalogue.map { device in
            let points = "\(Int(device.points.width))×\(Int(device.points.height)) pt @\(device.scale)x"
            let pixels = "\(device.pixelWidth)×\(device.pixelHeight) px"
            let insets = device.safeAreaInsets
            let safe = "safe area \(Int(insets.top)) / \(Int(insets.bottom)) pt"
            let marker = device.name == Device.defaultName ? "  (default)" : ""
            return "\(device.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(device.displayName.padding(toLength: titleWidth, withPad: " ", startingAt: 0))  \(points.padding(toLength: 18, withPad: " ", startingAt: 0))  \(pixels.padding(toLength: 13, withPad: " ", startingAt: 0))  \(safe.padding(toLength: 22, withPad: " ", startingAt: 0))  \(face(of: device))\(marker)"
        }
    }

    /// "corners 55 pt, Dynamic Island": the display's corner radius and
    /// what the front has.
    static func face(of device: Device) -> String {
        let radius = device.displayCornerRadius
        let corners = radius > 0 ? "corners \(radius == radius.rounded() ? String(Int(radius)) : String(radius)) pt" : "square corners"
        return switch device.front {
        case .homeButton: "\(corners), Home button"
        case .notch: "\(corners), notch"
        case .dynamicIsland: "\(corners), Dynamic Island"
        case .evenBezel: corners
        }
    }

    /// The default device's name.
    public static var defaultName: String { Device.defaultName }
}
