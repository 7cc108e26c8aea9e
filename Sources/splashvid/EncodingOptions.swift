import ArgumentParser
import Foundation
import SplashFormats
import SplashRender
import SplashImport

/// How a video is encoded, shared by `render` and `compare`: frame rate,
/// quality, speed, the codec's own options, the matte, a size budget and
/// a part of the timeline. Flags and help come from the render vocabulary,
/// which also reads the values (`settings`); what is left here is each
/// option checked against the command line's output.
struct EncodingOptions: ParsableArguments {
    @Option(name: RenderOption.long(.fps), help: RenderOption.help(.fps))
    var fps: Int?

    @Option(name: RenderOption.long(.crf), help: RenderOption.help(.crf))
    var crf: Int = RenderJob.defaultCRF

    @Option(name: RenderOption.long(.speed), help: RenderOption.help(.speed), completion: Completions.speeds)
    var speed: String?

    @Option(name: RenderOption.long(.codec), help: RenderOption.help(.codec), completion: Completions.codecs)
    var codec: String?

    @Flag(name: RenderOption.long(.lossless), help: RenderOption.help(.lossless))
    var lossless = false

    @Option(name: RenderOption.long(.dither), help: RenderOption.help(.dither), completion: Completions.dithers)
    var dither: String?

    @Option(name: RenderOption.long(.loop), help: RenderOption.help(.loop))
    var loop: Int?

    @Option(name: RenderOption.long(.background), help: RenderOption.help(.background))
    var background: String?

    @Option(name: RenderOption.long(.maxSize), help: RenderOption.help(.maxSize))
    var maxSize: String?

    @Option(name: RenderOption.long(.frames), help: RenderOption.help(.frames))
    var frames: String?

    /// The values given, for the vocabulary (nil: not given).
    var given: [(RenderOption.Name, JSONValue?)] {
        [(.fps, fps.json), (.crf, Optional(crf).json), (.speed, speed.json), (.codec, codec.json), (.lossless, lossless ? .bool(true) : nil),
         (.dither, dither.json), (.loop, loop.json), (.background, background.json), (.maxSize, maxSize.json), (.frames, frames.json)]
    }

    /// The codec and its options for the output's format.
    static func videoOptions(_ settings: RenderSettings, for kind: OutputKind, output: String?) throws(RenderError) -> VideoOptions {
        var format: VideoCodec?
        if case .video(_, let codec) = kind { format = codec }
        do { return try settings.videoOptions(for: format, output: output ?? "") } catch { throw error.commandLineError }
    }

    /// The frame rate: `--fps`, else `fallback` (at most what the codec
    /// takes) or the codec's default.
    static func checkedRate(_ settings: RenderSettings, for video: VideoOptions, fallback: Int? = nil) throws(RenderError) -> Int {
        let fps = settings.rate(for: video.codec, fallback: fallback)
        guard fps <= video.codec.maximumFPS else {
            throw RenderError("--fps \(fps) is too high for a \(video.codec.displayName): at most \(video.codec.maximumFPS) (GIF delays are whole centiseconds, and browsers slow delays under 2 cs)")
        }
        return fps
    }

    /// `--frames A-B`, for a video or frame sequence.
    static func frameRange(_ settings: RenderSettings, for kind: OutputKind) throws(RenderError) -> ClosedRange<Int>? {
        let hasFrames = switch kind {
        case .video, .frames: true
        default: false
        }
        do { return try settings.frameRange(hasFrames: hasFrames) } catch { throw error.commandLineError }
    }

    /// `--max-size`, for a format with something to search: a quality,
    /// or (`searchesPicture`: `render`) a GIF's or WebP's colours, frame
    /// rate and size.
    static func sizeBudget(_ settings: RenderSettings, for kind: OutputKind, _ video: VideoOptions,
                           searchesPicture: Bool = true) throws(RenderError) -> SizeBudget? {
        guard let budget = settings.maxSize else { return nil }
        guard case .video = kind else { throw RenderError("--max-size applies to a video output") }
        let searchable = searchesPicture ? SizeBudget.applies(to: video.codec, webp: video.webp) : SizeBudget.hasQuality(video.codec, webp: video.webp)
        guard searchable else {
            let name = video.codec == .webp ? "lossless WebP" : video.codec.displayName
            throw RenderError(searchesPicture ? "--max-size has nothing to search in \(name): use .mp4, .webm, .webp or .gif"
                              : "--max-size searches a comparison's quality, which \(name) does not have: use .mp4, .webm or a lossy .webp")
        }
        return budget
    }
}
