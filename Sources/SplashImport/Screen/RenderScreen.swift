import SplashCompositor
import SplashGeometry
import SplashScene

/// The screen a render is for: a device of the catalogue, or a canvas in
/// points at a scale; always within `RenderLimits`.
public struct RenderScreen: Sendable, Hashable {
    /// The device's name, or the canvas as written ("390x844@2").
    public let name: String
    public let canvas: Size
    /// Pixels per point.
    public let scale: Double
    /// Which way up the screen is held (`--orientation`): a landscape
    /// device's canvas is its portrait one turned.
    public let orientation: Orientation

    private init(name: String, canvas: Size, scale: Double, orientation: Orientation = .portrait) {
        self.name = name
        self.canvas = canvas
        self.scale = scale
        self.orientation = orientation
    }

    /// The name people know the device by ("iPhone SE (2nd/3rd gen.)"),
    /// or `name` for a canvas; "(landscape)" after it when so held.
    public var displayName: String {
        let name = Device.named(name)?.displayName ?? name
        return orientation == .landscape ? "\(name) (landscape)" : name
    }

    /// The catalogue's device this screen shows, held as the screen is
    /// (nil for a canvas given by size, or a device at another size).
    public var device: Device? {
        guard let device = Device.named(name)?.held(orientation), device.points == canvas else { return nil }
        return device
    }

    /// The screen held `orientation`. A device's canvas is turned (its
    /// width and height swapped) in landscape; a canvas given by size is
    /// taken as drawn for portrait when it is taller than wide, and turned
    /// so its longer side lies across in landscape (one already wider than
    /// tall is kept as written).
    public func held(_ orientation: Orientation) -> RenderScreen {
        guard orientation != self.orientation else { return self }
        let turned = Size(width: canvas.height, height: canvas.width)
        if Device.named(name)?.held(self.orientation).points == canvas {
            return RenderScreen(name: name, canvas: turned, scale: scale, orientation: orientation)
        }
        let across = orientation == .landscape ? canvas.width >= canvas.height : canvas.width <= canvas.height
        return RenderScreen(name: name, canvas: across ? canvas : turned, scale: scale, orientation: orientation)
    }

    /// The picture's size in pixels, as the compositor draws it.
    public var pixelWidth: Int { Compositor.pixelSize(of: canvas, scale: scale).width }
    public var pixelHeight: Int { Compositor.pixelSize(of: canvas, scale: scale).height }

    /// The catalogue's default device (`iphone-15`).
    public static var defaultDevice: RenderScreen {
        // The default is in the catalogue (a test says so).
        (try? device(named: Device.defaultName, scale: nil)) ?? RenderScreen(name: Device.defaultName, canvas: Size(width: 393, height: 852), scale: 3)
    }

    /// A device of the catalogue by its id or Xcode's name for it
    /// (`iphone-15-pro`, `"iPhone 15 Pro"`), at its own scale or `scale`;
    /// the screen is named by the device's id.
    public static func device(named name: String, scale: Double? = nil) throws(RenderError) -> RenderScreen {
        guard let device = Device.named(name) else {
            let guess = Device.suggestion(for: name).map { device in
                "did you mean \(device.name) (\(device.displayName), \(Int(device.points.width))×\(Int(device.points.height)) points)? "
            } ?? ""
            throw RenderError("unknown device \"\(name)\"; \(guess)available: \(deviceNames) (or --size WxH)")
        }
        return try checked(name: device.name, canvas: device.points, scale: scale ?? Double(device.scale), option: "--scale")
    }

    /// A canvas in points written as "WIDTHxHEIGHT" (the command line's
    /// `--size`), at `scale`.
    public static func canvas(_ text: String, scale: Double) throws(RenderError) -> RenderScreen {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width.isFinite, height.isFinite else {
            throw RenderError("--size must be WIDTHxHEIGHT in points, like 390x844, not \"\(text)\"")
        }
        guard width >= 1, height >= 1 else { throw RenderError("--size must be at least 1x1 points, not \"\(text)\"") }
        return try checked(name: text, canvas: Size(width: width, height: height), scale: scale, option: "--scale or --size")
    }

    /// A device's name, or a canvas and scale written "WIDTHxHEIGHT@SCALE"
    /// (a batch manifest's `devices`); nil for anything else or a screen
    /// beyond `RenderLimits`.
    public init?(_ text: String) {
        if let screen = try? Self.device(named: text) {
            self = screen
            return
        }
        let parts = text.lowercased().split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let scale = Double(parts[1]) else { return nil }
        let sides = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]),
              RenderLimits.fits(width: width, height: height, scale: scale) else { return nil }
        self.init(name: text, canvas: Size(width: width, height: height), scale: scale)
    }

    /// The same screen drawn at `scale` pixels per point (`--width`,
    /// `--height`, a web-sized GIF); `option` names what asked for it
    /// when the picture would be beyond `RenderLimits`.
    public func scaled(_ scale: Double, option: String) throws(RenderError) -> RenderScreen {
        try Self.checked(name: name, canvas: canvas, scale: scale, option: option)
    }

    private static func checked(name: String, canvas: Size, scale: Double, option: String) throws(RenderError) -> RenderScreen {
        guard scale.isFinite, scale > 0, scale <= RenderLimits.maximumScale else {
            throw RenderError("--scale must be a number above 0 and at most \(Int(RenderLimits.maximumScale)), not \(scale)")
        }
        guard RenderLimits.fits(width: canvas.width, height: canvas.height, scale: scale) else {
            let width = (canvas.width * scale).rounded(), height = (canvas.height * scale).rounded()
            let size = width < 1e9 && height < 1e9 ? "\(Int(width))×\(Int(height)) pixels" : "\(canvas.width)×\(canvas.height) points at \(scale)×"
            throw RenderError("\(size) is too large; the limit is \(RenderLimits.maximumSide) pixels a side and \(RenderLimits.maximumPixels / 1_000_000) megapixels (lower \(option))")
        }
        return RenderScreen(name: name, canvas: canvas, scale: scale)
    }

    public static var deviceNames: String { Device.catalogue.map(\.name).joined(separator: ", ") }
}
