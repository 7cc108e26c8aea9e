import ArgumentParser
import Foundation
import SplashRender
import SplashImport

/// How a video is encoded, shared by `render` and `compare`: frame rate,
/// quality, speed, the codec's own options, the matte, a size budget and
/// a part of the timeline; each checked against the output it applies to.
struct EncodingOptions: ParsableArguments {
    @Option(help: "Frames per second of the video (1–240; GIF 1–50). Default 60, 30 for a GIF, or a Lottie file's own.")
    var fps: Int?

    @Option(help: "Quality: x264's constant rate factor, 1 (best) to 51 (worst); 18 looks transparent.")
    var crf: Int = 18

    @Option(help: ArgumentHelp("x264's speed preset: \(RenderJob.speeds.joined(separator: ", ")) (default \(RenderJob.defaultSpeed)).", valueName: "preset"), completion: Completions.speeds)
    var speed: String?

    @Option(help: ArgumentHelp("The codec of a .mp4: h264 (default, plays everywhere) or hevc (smaller; Apple's players, not Chrome or Firefox).", valueName: "codec"), completion: Completions.codecs)
    var codec: String?

    @Flag(help: "WebP: lossless instead of lossy.")
    var lossless = false

    @Option(help: ArgumentHelp("GIF: \"diffusion\" (error diffusion, default: smooth gradients) or \"none\" (crisp flat art).", valueName: "mode"), completion: Completions.dithers)
    var dither: String?

    @Option(help: ArgumentHelp("GIF and WebP: play N times, then stop (default: forever).", valueName: "N"))
    var loop: Int?

    @Option(help: ArgumentHelp("The colour under a transparent scene in the formats without alpha (.mp4), as #RRGGBB (default: the scene's, or white when it is clear).", valueName: "color"))
    var background: String?

    @Option(help: ArgumentHelp("The best quality whose file fits this size, like 10MB or 800KB (MB = 1,000,000 bytes; MiB also taken): searches the CRF (.mp4, .webm, lossy .webp) and says which it chose.", valueName: "size"))
    var maxSize: String?

    @Option(help: ArgumentHelp("Only frames A to B of the timeline (numbered from 0, both included) in the video or frame sequence, like 0-59.", valueName: "A-B"))
    var frames: String?

    /// The frame rate: `--fps`, else `fallback` (at most what the codec
    /// takes) or the codec's default; checked with the quality and speed.
    func checkedRate(for video: VideoOptions, fallback: Int? = nil) throws -> Int {
        let fps = self.fps ?? fallback.map { min(max($0, RenderLimits.frameRates.lowerBound), video.codec.maximumFPS) } ?? video.codec.defaultFPS
        guard RenderLimits.frameRates.contains(fps) else {
            throw RenderError("--fps must be between \(RenderLimits.frameRates.lowerBound) and \(RenderLimits.frameRates.upperBound), not \(fps)")
        }
        guard RenderJob.crfRange.contains(crf) else {
            throw RenderError("--crf must be between \(RenderJob.crfRange.lowerBound) and \(RenderJob.crfRange.upperBound), not \(crf)")
        }
        if let speed, !RenderJob.speeds.contains(speed) {
            throw RenderError("unknown --speed \"\(speed)\"; x264's presets are \(RenderJob.speeds.joined(separator: ", "))")
        }
        guard fps <= video.codec.maximumFPS else {
            throw RenderError("--fps \(fps) is too high for a \(video.codec.displayName): at most \(video.codec.maximumFPS) (GIF delays are whole centiseconds, and browsers slow delays under 2 cs)")
        }
        return fps
    }

    /// `--frames A-B`: numbers from 0, A ≤ B, for a video or frame sequence.
    func frameRange(for kind: OutputKind) throws -> ClosedRange<Int>? {
        guard let frames else { return nil }
        switch kind {
        case .video, .frames: break
        default: throw RenderError("--frames applies to a video or frame-sequence output")
        }
        let parts = frames.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), first >= 0, first <= last else {
            throw RenderError("--frames must be A-B with 0 ≤ A ≤ B, like 0-59, not \"\(frames)\"")
        }
        return first...last
    }

    /// `--max-size`, for a format with a quality to search.
    func sizeBudget(for kind: OutputKind, _ video: VideoOptions) throws -> SizeBudget? {
        guard let maxSize else { return nil }
        guard case .video = kind else { throw RenderError("--max-size applies to a video output") }
        guard let budget = SizeBudget(maxSize) else {
            throw RenderError("--max-size must be a size like 10MB, 2.5MB or 800KB (at least 1KB), not \"\(maxSize)\"")
        }
        guard SizeBudget.applies(to: video.codec, webp: video.webp) else {
            throw RenderError("--max-size searches a quality, which \(video.codec == .webp ? "lossless WebP" : video.codec.displayName) does not have: use .mp4, .webm or a lossy .webp")
        }
        return budget
    }

    /// The codec and its options, each option checked against the format
    /// it applies to (a --dither on an MP4 is a mistake worth saying).
    func videoOptions(for kind: OutputKind, output: String?) throws -> VideoOptions {
        var codec = VideoCodec.h264
        if case .video(_, let picked) = kind { codec = picked }
        let named = output ?? ""
        if let requested = self.codec {
            guard case .video = kind, codec == .h264 else {
                throw RenderError("--codec applies to .mp4 outputs only (the other extensions have one codec each), not \"\(named)\"")
            }
            switch requested.lowercased() {
            case "h264", "avc", "h.264": codec = .h264
            case "hevc", "h265", "h.265": codec = .hevc
            default: throw RenderError("unknown --codec \"\(requested)\": a .mp4 takes h264 or hevc")
            }
        }
        var options = VideoOptions(codec: codec)
        if lossless {
            guard codec == .webp, case .video = kind else { throw RenderError("--lossless applies to .webp outputs only, not \"\(named)\"") }
            options.webp = .lossless
        }
        if let dither {
            guard codec == .gif, case .video = kind else { throw RenderError("--dither applies to .gif outputs only, not \"\(named)\"") }
            guard let mode = GIFDither(rawValue: dither.lowercased()) else {
                throw RenderError("unknown --dither \"\(dither)\": expected \(GIFDither.allCases.map(\.rawValue).joined(separator: " or "))")
            }
            options.dither = mode
        }
        if let loop {
            guard codec == .gif || codec == .webp, case .video = kind else {
                throw RenderError("--loop applies to .gif and .webp outputs only, not \"\(named)\"")
            }
            guard AnimationLoop.playRange.contains(loop) else {
                throw RenderError("--loop must be a number of plays from \(AnimationLoop.playRange.lowerBound) to \(AnimationLoop.playRange.upperBound), not \(loop) (leave it out to loop forever)")
            }
            options.loop = .plays(loop)
        }
        if let background {
            guard let matte = MatteColor(hex: background) else {
                throw RenderError("--background must be an opaque colour #RRGGBB, not \"\(background)\"")
            }
            options.background = matte
        }
        return options
    }
}
