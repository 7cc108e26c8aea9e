/// The kinds of moving picture splashvid writes, each one codec in one
/// container. The output file's extension picks one (`VideoCodec.forExtension`);
/// `.mp4` has two (H.264 by default, HEVC with `--codec hevc`).
public enum VideoCodec: String, Sendable, Hashable, CaseIterable, Encodable {
    /// H.264 High profile in MP4 (libx264): plays everywhere.
    case h264
    /// HEVC Main profile in MP4 (libx265), tagged `hvc1`: what Apple's
    /// players and QuickTime prefer; Chrome and Firefox cannot play it.
    case hevc
    /// Apple ProRes 4444 with a 16-bit alpha channel in QuickTime (`.mov`),
    /// for overlays in Keynote, Final Cut and After Effects.
    case prores
    /// VP9 with alpha in WebM (libvpx-vp9), which Chrome plays with
    /// transparency.
    case vp9
    /// Animated WebP (libwebp), lossy or lossless, with alpha.
    case webp
    /// Animated GIF with one palette for the whole clip (libavfilter's
    /// `palettegen` and `paletteuse`).
    case gif

    /// The file extension that picks the codec (`.mp4` for both H.264 and HEVC).
    public var fileExtension: String {
        switch self {
        case .h264, .hevc: "mp4"
        case .prores: "mov"
        case .vp9: "webm"
        case .webp: "webp"
        case .gif: "gif"
        }
    }

    /// The codec an extension picks by default: nil for any other.
    public static func forExtension(_ ext: String) -> VideoCodec? {
        switch ext.lowercased() {
        case "mp4": .h264
        case "mov": .prores
        case "webm": .vp9
        case "webp": .webp
        case "gif": .gif
        default: nil
        }
    }

    /// Whether the format keeps an alpha channel: transparent pixels of
    /// the scene stay transparent. The others composite over a matte.
    public var keepsAlpha: Bool {
        switch self {
        case .h264, .hevc: false
        case .prores, .vp9, .webp, .gif: true
        }
    }

    /// Most frames per second the format shows faithfully. GIF delays are
    /// whole centiseconds and browsers slow any delay under 2 cs to 10 cs,
    /// so GIF stops at 50 fps.
    public var maximumFPS: Int {
        self == .gif ? 50 : VideoEncoderSettings.fpsRange.upperBound
    }

    /// The frame rate used when none is asked for.
    public var defaultFPS: Int { self == .gif ? 30 : 60 }

    /// What the codec is called in messages and help: "H.264".
    public var displayName: String {
        switch self {
        case .h264: "H.264"
        case .hevc: "HEVC"
        case .prores: "ProRes 4444"
        case .vp9: "VP9"
        case .webp: "WebP"
        case .gif: "GIF"
        }
    }
}

/// How a WebP is compressed.
public enum WebPCompression: String, Sendable, Hashable, CaseIterable, Encodable {
    /// VP8 lossy picture and a separately compressed alpha plane.
    case lossy
    /// WebP's lossless mode (VP8L): every pixel exact.
    case lossless
}

/// How a GIF's colours are reduced to its palette (`paletteuse`'s `dither`).
public enum GIFDither: String, Sendable, Hashable, CaseIterable, Encodable {
    /// Error diffusion (Sierra-2-4A, libavfilter's default): smooth
    /// gradients at the cost of a fine grain.
    case errorDiffusion = "diffusion"
    /// Each pixel takes its nearest palette colour: crisp flat art, banded
    /// gradients.
    case none

    var filterValue: String {
        switch self {
        case .errorDiffusion: "sierra2_4a"
        case .none: "none"
        }
    }
}

/// How many times an animated GIF or WebP plays.
public enum AnimationLoop: Sendable, Hashable, Encodable {
    case forever
    /// Plays this many times (1...65535), then stops on the last frame.
    case plays(Int)

    public static let playRange = 1...65535
}

/// An opaque sRGB colour, 8 bits a channel: what a format without alpha
/// shows under the scene's transparent pixels.
public struct MatteColor: Sendable, Hashable, Encodable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public static let white = MatteColor(red: 255, green: 255, blue: 255)
    public static let black = MatteColor(red: 0, green: 0, blue: 0)
}
