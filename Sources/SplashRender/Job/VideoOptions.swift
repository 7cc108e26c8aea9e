import SplashGeometry
import SplashVideo

/// How a job's video is encoded beyond quality and speed: the codec (from
/// the output's extension, `--codec` for `.mp4`) and the options only some
/// codecs have.
public struct VideoOptions: Sendable, Hashable, Encodable {
    public var codec: VideoCodec
    /// `.webp`: lossy (quality from the CRF) or `--lossless`.
    public var webp: WebPCompression
    /// `.gif`: `--dither`.
    public var dither: GIFDither
    /// `.gif` and `.webp`: `--loop`.
    public var loop: AnimationLoop
    /// `--background`: what the formats without alpha show under a
    /// transparent scene; nil for the scene's own colour made opaque, or
    /// white when the scene's is clear.
    public var background: MatteColor?

    public init(codec: VideoCodec = .h264, webp: WebPCompression = .lossy, dither: GIFDither = .errorDiffusion,
                loop: AnimationLoop = .forever, background: MatteColor? = nil) {
        self.codec = codec
        self.webp = webp
        self.dither = dither
        self.loop = loop
        self.background = background
    }

    /// The matte frames are composited over, for a scene whose background
    /// is `sceneBackground`: nil (alpha kept) when the codec has alpha and
    /// the background is not opaque.
    public func matte(over sceneBackground: Color) -> MatteColor? {
        if sceneBackground.alpha >= 1 { return MatteColor(sceneBackground) }
        if codec.keepsAlpha { return nil }
        if let background { return background }
        return sceneBackground.alpha > 0 ? MatteColor(sceneBackground) : .white
    }
}

extension MatteColor {
    /// The colour's red, green and blue as 8-bit sRGB (its alpha ignored).
    public init(_ color: Color) {
        func byte(_ value: Double) -> UInt8 { UInt8((min(1, max(0, value.isNaN ? 0 : value)) * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue))
    }

    /// "#RRGGBB" (an alpha part is refused: the matte is opaque), or nil.
    public init?(hex text: String) {
        guard let color = Color(hex: text), color.alpha >= 1 else { return nil }
        self.init(color)
    }
}

extension Color {
    /// The matte's colour, opaque.
    public init(_ matte: MatteColor) {
        self.init(red: Double(matte.red) / 255, green: Double(matte.green) / 255, blue: Double(matte.blue) / 255)
    }
}

// The command line imports SplashRender alone: the codec vocabulary is
// named here too.
public typealias VideoCodec = SplashVideo.VideoCodec
public typealias WebPCompression = SplashVideo.WebPCompression
public typealias GIFDither = SplashVideo.GIFDither
public typealias AnimationLoop = SplashVideo.AnimationLoop
public typealias MatteColor = SplashVideo.MatteColor
