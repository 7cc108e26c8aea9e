/// How a video is encoded: picture size, frame rate and libx264's knobs.
///
/// A value type so the CLI can build it from flags, validate it early
/// (`validate()`), and hand it to `MP4Writer`, which validates again.
public struct VideoEncoderSettings: Sendable, Hashable {
    /// Picture width in pixels, 1...8192. May be odd: the stream is then
    /// one pixel wider (see `MP4Writer`).
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

    public init(
        width: Int,
        height: Int,
        fps: Int,
        crf: Int = 18,
        preset: String = "veryfast",
        tune: String? = "animation",
        threads: Int = 4
    ) {
        self.width = width
        self.height = height
        self.fps = fps
        self.crf = crf
        self.preset = preset
        self.tune = tune
        self.threads = threads
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

    /// Throws the first setting that is out of range.
    public func validate() throws {
        guard Self.sizeRange.contains(width), Self.sizeRange.contains(height) else {
            throw VideoEncoderSettingsError.size(width: width, height: height)
        }
        guard Self.fpsRange.contains(fps) else { throw VideoEncoderSettingsError.fps(fps) }
        guard Self.crfRange.contains(crf) else { throw VideoEncoderSettingsError.crf(crf) }
        guard Self.x264Presets.contains(preset) else { throw VideoEncoderSettingsError.preset(preset) }
        if let tune, !Self.x264Tunes.contains(tune) { throw VideoEncoderSettingsError.tune(tune) }
        guard Self.threadRange.contains(threads) else { throw VideoEncoderSettingsError.threads(threads) }
    }

    /// The encoded picture size: even, because 4:2:0 chroma covers 2×2
    /// pixels. An odd size gains one padding column or row.
    public var streamWidth: Int { width + width % 2 }
    public var streamHeight: Int { height + height % 2 }
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
        }
    }
}
