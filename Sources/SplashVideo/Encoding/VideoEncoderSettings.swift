/// How a video is encoded: picture size, frame rate, codec and its knobs.
///
/// A value type so the CLI can build it from flags, validate it early
/// (`validate()`), and hand it to `VideoWriter` or `GIFWriter`, which
/// validate again.
public struct VideoEncoderSettings: Sendable, Hashable {
    /// Picture width in pixels, 1...8192. May be odd: the stream is then
    /// one pixel wider (see `VideoWriter`).
    public var width: Int
    /// Picture height in pixels, 1...8192. May be odd, like `width`.
    public var height: Int
    /// Frames per second, 1...240. The stream's time base is 1/fps, so
    /// every frame time is exact.
    public var fps: Int
    /// x264 constant rate factor, 1...51 (lower is better and bigger).
    /// 18 is visually lossless for flat UI art and gradients. CRF 0 is
    /// x264's lossless mode, which exists only in the High 4:4:4 Predictive
    /// profile; browsers cannot play that, so it is refused here.
    public var crf: Int
    /// x264 preset name (one of `x264Presets`). Default `"veryfast"`.
    ///
    /// The encoder is the slow end of the render pipeline, and launch
    /// animations (flat colour, gradients, slow motion) are easy to
    /// compress, so the slower presets buy little. Measured on a 750×1334,
    /// 60-frame clip (gradient background, growing anti-aliased disc),
    /// CRF 18, tune animation, 4 threads, release build, 2 cores:
    ///
    /// | preset    | encode  | file   | PSNR (frame 30) |
    /// |-----------|---------|--------|-----------------|
    /// | ultrafast | 0.8 s   | 291 KB | 48.8 dB         |
    /// | superfast | 1.3 s   | 166 KB | 48.3 dB         |
    /// | veryfast  | 0.5 s*  |  62 KB | 47.2 dB         |
    /// | faster    | 0.9 s*  |  98 KB | 47.7 dB         |
    /// | fast      | 1.0 s*  |  96 KB | 48.2 dB         |
    /// | medium    | 1.3 s*  |  81 KB | 48.2 dB         |
    /// | slow      | 4.9 s   |  79 KB | 48.0 dB         |
    ///
    /// (* second, warm run; the machine was shared, so times are ±30 %.)
    /// `veryfast` is about 2.5× faster than `medium` and gave the smallest
    /// file; its 1 dB lower PSNR is far above the ~40 dB where differences
    /// become visible. `--preset medium` or slower is there for archiving.
    public var preset: String
    /// x264 tune, or nil for none. `"animation"` suits flat-shaded art:
    /// more reference frames and B-frames, lighter deblocking.
    public var tune: String?
    /// Encoder threads, pinned (never "auto") so the output cannot depend on
    /// the machine's core count: the same input gives the same bytes on a
    /// laptop and in CI. Default 4: on 2 cores it measured as fast as 2
    /// threads (veryfast 0.51 s vs 0.49 s; medium 1.25 s vs 1.46 s, 1 thread
    /// 0.80 s for veryfast) and it lets a 4–8-core laptop use more cores.
    public var threads: Int
    /// The codec (and so the container). Default H.264 in MP4.
    public var codec: VideoCodec
    /// WebP only: lossy (quality from `crf`) or lossless.
    public var webp: WebPCompression
    /// GIF only: how colours are reduced to the palette.
    public var dither: GIFDither
    /// GIF and WebP only: how many times the animation plays.
    public var loop: AnimationLoop
    /// GIF only: the palette's size, `gifColourRange` (default 256, the
    /// most a GIF palette holds; fewer make smaller files for `--max-size`).
    public var gifColours = 256
    /// The colour translucent pixels are composited over, or nil to keep
    /// them translucent in the codecs with alpha (`VideoCodec.keepsAlpha`);
    /// the codecs without alpha then composite over white.
    public var matte: MatteColor?

    public init(
        width: Int,
        height: Int,
        fps: Int,
        crf: Int = 18,
        preset: String = "veryfast",
        tune: String? = "animation",
        threads: Int = 4,
        codec: VideoCodec = .h264,
        webp: WebPCompression = .lossy,
        dither: GIFDither = .errorDiffusion,
        loop: AnimationLoop = .forever,
        matte: MatteColor? = nil
    ) {
        self.width = width
        self.height = height
        self.fps = fps
        self.crf = crf
        self.preset = preset
        self.tune = tune
        self.threads = threads
        self.codec = codec
        self.webp = webp
        self.dither = dither
        self.loop = loop
        self.matte = matte
    }

    /// x264's presets, fastest first (for CLI validation and help).
    public static let x264Presets: [String] = [
        "ultrafast", "superfast", "veryfast", "faster", "fast",
        "medium", "slow", "slower", "veryslow", "placebo",
    ]

    /// x264's tunes (for CLI validation and help).
    public static let x264Tunes: [String] = [
        "film", "animation", "grain", "stillimage", "psnr", "ssim", "fastdecode", "zerolatency",
    ]

    /// Limits, shared by validation and error messages.
    public static let sizeRange = 1...8192
    public static let fpsRange = 1...240
    public static let crfRange = 1...51
    public static let threadRange = 1...64
    /// A GIF palette's sizes: `palettegen` takes 2...256 entries (4 is the
    /// fewest worth drawing with, one of them transparent when alpha is kept).
    public static let gifColourRange = 4...256

    /// Throws the first setting that is out of range.
    public func validate() throws {
        guard Self.sizeRange.contains(width), Self.sizeRange.contains(height) else {
            throw VideoEncoderSettingsError.size(width: width, height: height)
        }
        guard Self.fpsRange.contains(fps) else { throw VideoEncoderSettingsError.fps(fps) }
        guard fps <= codec.maximumFPS else { throw VideoEncoderSettingsError.codecFPS(fps, codec) }
        if case .plays(let count) = loop, !AnimationLoop.playRange.contains(count) {
            throw VideoEncoderSettingsError.loop(count)
        }
        guard Self.crfRange.contains(crf) else { throw VideoEncoderSettingsError.crf(crf) }
        guard Self.x264Presets.contains(preset) else { throw VideoEncoderSettingsError.preset(preset) }
        if let tune, !Self.x264Tunes.contains(tune) { throw VideoEncoderSettingsError.tune(tune) }
        guard Self.threadRange.contains(threads) else { throw VideoEncoderSettingsError.threads(threads) }
        guard Self.gifColourRange.contains(gifColours) else { throw VideoEncoderSettingsError.gifColours(gifColours) }
    }

    /// How frames are prepared for the encoder: straight alpha kept, or
    /// composited over the matte.
    var inputMode: EncoderInput.Mode {
        if codec.keepsAlpha, matte == nil { return .straightAlpha }
        return .matte(matte ?? .white)
    }

    /// Whether the codec stores chroma at half resolution both ways (4:2:0),
    /// so its pictures must have even sides.
    var subsamplesChroma: Bool { codec == .h264 || codec == .hevc || codec == .vp9 }

    /// The encoded picture size: even for the 4:2:0 codecs, because their
    /// chroma covers 2×2 pixels (an odd size gains one padding column or
    /// row); as drawn for the others.
    public var streamWidth: Int { subsamplesChroma ? width + width % 2 : width }
    public var streamHeight: Int { subsamplesChroma ? height + height % 2 : height }
}

/// A `VideoEncoderSettings` value out of range, with a message that names
/// the setting and its allowed values.
public enum VideoEncoderSettingsError: Error, CustomStringConvertible, Sendable, Equatable {
    case size(width: Int, height: Int)
    case fps(Int)
    case crf(Int)
    case preset(String)
    case tune(String)
    case threads(Int)
    case codecFPS(Int, VideoCodec)
    case loop(Int)
    case gifColours(Int)

    public var description: String {
        typealias S = VideoEncoderSettings
        switch self {
        case let .size(width, height):
            return "video size \(width)×\(height) is out of range: each side must be \(S.sizeRange.lowerBound)...\(S.sizeRange.upperBound) pixels"
        case let .fps(fps):
            return "frame rate \(fps) is out of range: must be \(S.fpsRange.lowerBound)...\(S.fpsRange.upperBound) fps"
        case let .crf(crf):
            let lossless = crf == 0 ? " (CRF 0 is lossless, which needs a profile browsers cannot play)" : ""
            return "CRF \(crf) is out of range: must be \(S.crfRange.lowerBound)...\(S.crfRange.upperBound)\(lossless)"
        case let .preset(preset):
            return "unknown x264 preset \"\(preset)\": expected one of \(S.x264Presets.joined(separator: ", "))"
        case let .tune(tune):
            return "unknown x264 tune \"\(tune)\": expected one of \(S.x264Tunes.joined(separator: ", "))"
        case let .threads(threads):
            return "thread count \(threads) is out of range: must be \(S.threadRange.lowerBound)...\(S.threadRange.upperBound)"
        case let .codecFPS(fps, codec):
            return "frame rate \(fps) is too high for \(codec.displayName): at most \(codec.maximumFPS) fps"
        case let .loop(count):
            return "loop count \(count) is out of range: must be \(AnimationLoop.playRange.lowerBound)...\(AnimationLoop.playRange.upperBound) plays"
        case let .gifColours(count):
            return "GIF palette of \(count) colours is out of range: must be \(S.gifColourRange.lowerBound)...\(S.gifColourRange.upperBound)"
        }
    }
}
