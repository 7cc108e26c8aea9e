import SplashGeometry
import SplashVideo
import SplashImport

/// How many pixels the picture (the screen, and the device frame when one
/// is drawn) has: the screen's own scale, a width or height in pixels
/// (`--width`, `--height`), or a web size for the formats people paste
/// into pull requests and chats.
public enum PictureSizing: Sendable, Hashable {
    /// The screen's scale: the device's, or `--scale`.
    case screen
    /// Fitted within `webBox`, never enlarged: a .gif or .webp nobody sized.
    case web
    /// `--width`, `--height` or both (both must keep the aspect ratio).
    case pixels(width: Int?, height: Int?)

    /// The box a web-sized picture fits in. A GIF in a pull request or a
    /// chat is looked at beside text, not full screen: GitHub shows it at
    /// its own size in a column about 880 px wide, Slack fits previews in
    /// about 360×360 points (720 px on a 2× display). 480×800 px keeps a
    /// phone screen's text readable (the 393×852-point iPhone 15 becomes
    /// 369×800, a little under its 1× size) at a seventh of its 3× pixels,
    /// and a landscape animation 480 px wide.
    public static let webBox = (width: 480, height: 800)
    /// A web-sized GIF's or WebP's frame rate: smooth enough for a launch
    /// animation's eases, two thirds of 30 fps's bytes.
    public static let webFPS = 20
    /// The widths and heights `--width` and `--height` take.
    public static let pixelRange = 16...RenderLimits.maximumSide

    /// Whether a video of `codec` is web-sized when nobody sized it.
    public static func isWebFormat(_ codec: VideoCodec?) -> Bool { codec == .gif || codec == .webp }

    /// The option that set the size, for messages.
    var option: RenderOption.Name? {
        switch self {
        case .screen, .web: nil
        case .pixels(let width, _): width != nil ? .width : .height
        }
    }

    /// The scale (pixels per point) that draws `canvas` as asked, the
    /// screen's being `screenScale`.
    public func scale(for canvas: Size, screenScale: Double) throws(OptionProblem) -> Double {
        let points = "\(Self.text(canvas.width))×\(Self.text(canvas.height))-point"
        func checked(_ scale: Double, _ option: RenderOption.Name, _ pixels: Int) throws(OptionProblem) -> Double {
            guard scale <= RenderLimits.maximumScale else {
                throw OptionProblem(option, "\(pixels) px would draw the \(points) picture at \(String(format: "%.1f", scale)) pixels a point; the most is \(Int(RenderLimits.maximumScale))")
            }
            return scale
        }
        switch self {
        case .screen:
            return screenScale
        case .web:
            return min(screenScale, Double(Self.webBox.width) / canvas.width, Double(Self.webBox.height) / canvas.height)
        case .pixels(let width?, nil):
            return try checked(Double(width) / canvas.width, .width, width)
        case .pixels(nil, let height?):
            return try checked(Double(height) / canvas.height, .height, height)
        case .pixels(let width?, let height?):
            // One scale draws both sides: the pair must be the picture's
            // shape, rounded to whole pixels as the compositor rounds them.
            let heightForWidth = Int((canvas.height * Double(width) / canvas.width).rounded())
            let widthForHeight = Int((canvas.width * Double(height) / canvas.height).rounded())
            if heightForWidth == height { return try checked(Double(width) / canvas.width, .width, width) }
            if widthForHeight == width { return try checked(Double(height) / canvas.height, .height, height) }
            throw OptionProblem(.height, "\(height) with a width of \(width) px does not keep the \(points) picture's shape: a width of \(width) px goes with a height of \(heightForWidth) px, a height of \(height) px with a width of \(widthForHeight) px (give one of them)")
        case .pixels(nil, nil):
            return screenScale
        }
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", value)
    }
}

extension RenderSettings {
    /// How the picture is sized for an output of `format` (nil: not a
    /// video): `--width`/`--height` when given, else the screen's scale
    /// when `--scale` was given or the output is not a .gif or .webp,
    /// else the web size.
    public func sizing(for format: VideoCodec?, scaleGiven: Bool) throws(OptionProblem) -> PictureSizing {
        if width != nil || height != nil {
            if scaleGiven { throw OptionProblem(width != nil ? .width : .height, "sets the picture's scale: give it or --scale, not both") }
            return .pixels(width: width, height: height)
        }
        return !scaleGiven && PictureSizing.isWebFormat(format) ? .web : .screen
    }
}

extension RenderJob {
    /// The job with its screen drawn at the scale `sizing` asks for (the
    /// picture, a device frame included, is what is sized).
    public func sized(_ sizing: PictureSizing) throws(OptionProblem) -> RenderJob {
        let scale = try sizing.scale(for: pictureCanvas, screenScale: screen.scale)
        guard scale != screen.scale else { return self }
        var job = self
        do {
            job.screen = try screen.scaled(scale, option: sizing.option.map { RenderOption.declared($0).flag } ?? "--scale")
        } catch {
            throw OptionProblem(sizing.option ?? .width, "makes the picture too large: \(error)")
        }
        return job
    }
}
