import SplashImport

/// What the options mean for the output they apply to: shared by the
/// command line (its output argument picks the format) and a manifest job
/// (its `"video"`), with the same words.
extension RenderSettings {
    /// The codec and its options for a video whose format is `format`
    /// (nil: the output is not a video), each option checked against the
    /// format it applies to (a dither on an MP4 is a mistake worth
    /// saying); `output` names the output in messages.
    public func videoOptions(for format: VideoCodec?, output: String) throws(OptionProblem) -> VideoOptions {
        var codec = format ?? .h264
        if let requested = self.codec {
            guard format == .h264 || format == .hevc else {
                throw OptionProblem(.codec, "applies to .mp4 outputs only (the other extensions have one codec each), not \"\(output)\"")
            }
            codec = requested
        }
        var options = VideoOptions(codec: codec)
        if lossless == true {
            guard format == .webp else { throw OptionProblem(.lossless, "applies to .webp outputs only, not \"\(output)\"") }
            options.webp = .lossless
        }
        if let dither {
            guard format == .gif else { throw OptionProblem(.dither, "applies to .gif outputs only, not \"\(output)\"") }
            options.dither = dither
        }
        if let loop {
            guard format == .gif || format == .webp else {
                throw OptionProblem(.loop, "applies to .gif and .webp outputs only, not \"\(output)\"")
            }
            options.loop = .plays(loop)
        }
        options.background = background
        return options
    }

    /// The frame rate: the one given, else `fallback` (a Lottie's own,
    /// brought within what the codec takes) or the codec's default; a
    /// .gif or .webp plays at `PictureSizing.webFPS` unless given (or its
    /// Lottie's own rate is lower).
    public func rate(for codec: VideoCodec, fallback: Int? = nil) -> Int {
        let own = fallback.map { min(max($0, RenderLimits.frameRates.lowerBound), codec.maximumFPS) }
        if let fps { return fps }
        if PictureSizing.isWebFormat(codec) { return min(own ?? PictureSizing.webFPS, PictureSizing.webFPS) }
        return own ?? codec.defaultFPS
    }

    /// The part of the timeline given, for an output that has frames
    /// (a video or a frame sequence).
    public func frameRange(hasFrames: Bool) throws(OptionProblem) -> ClosedRange<Int>? {
        guard let frames else { return nil }
        guard hasFrames else { throw OptionProblem(.frames, "applies to a video or frame-sequence output") }
        return frames
    }

    /// The device frame drawn around the screen (none unless given).
    public var frameStyle: DeviceFrameStyle { frame ?? .none }

    /// The launch screen options, the paths made absolute by `resolve`;
    /// nil without a launch screen. Assets and an appearance without one
    /// are a mistake (`OptionProblem` naming them).
    public func launchScreenOptions(resolve: (String) -> String = { $0 }) throws(OptionProblem) -> LaunchScreenOptions? {
        guard let launchScreen else {
            if assets != nil { throw OptionProblem(.assets, "goes with \(RenderOption.declared(.launchScreen).flag)") }
            if appearance != nil { throw OptionProblem(.appearance, "goes with \(RenderOption.declared(.launchScreen).flag)") }
            if target != nil { throw OptionProblem(.target, "goes with \(RenderOption.declared(.launchScreen).flag)") }
            return nil
        }
        return LaunchScreenOptions(path: resolve(launchScreen), assets: (assets ?? []).map(resolve), appearance: appearance ?? .light, target: target)
    }
}
