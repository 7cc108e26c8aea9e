import CFFmpeg

/// Encodes premultiplied RGBA frames to a video file (every `VideoCodec`
/// but GIF, which `GIFWriter` writes) that plays in the right colours,
/// byte-for-byte reproducibly.
///
/// The calls follow FFmpeg's doc/examples/mux.c: output context → stream →
/// codec context → open → parameters to the stream → open file → header →
/// send/receive loop → flush → trailer → close. What each choice is for:
///
/// * **Colour.** libswscale converts RGBA to YUV with the BT.709 matrix
///   into limited range (16–235), and the stream and codec are tagged
///   BT.709 primaries/transfer/matrix, limited range. swscale's default is
///   BT.601, so tagging 709 without converting with 709 would shift
///   saturated colours; conversion and tags are set from the same place.
///   (WebP is RGB in, and libwebp converts it itself, as the format defines.)
/// * **Compatibility.** H.264 High profile and HEVC Main, yuv420p, even
///   size (odd sizes are padded by one replicated row/column, see
///   `EvenSizePadding`), and `+faststart` so the index (`moov`) precedes the
///   data and a browser can start playing before the download ends. HEVC
///   is tagged `hvc1` (parameter sets in the sample description), the tag
///   Apple's players require; `hev1` files do not play in QuickTime or Safari.
/// * **Alpha.** ProRes 4444 (yuva444p10le, 16-bit alpha), VP9 (yuva420p:
///   libvpx encodes the alpha plane as a second stream the WebM muxer
///   stores beside the colour) and WebP keep the scene's alpha, straight
///   (see `EncoderInput`), unless `settings.matte` is set; H.264 and
///   HEVC composite over the matte (white by default).
/// * **Time.** The time base is 1/fps and frame *i* has pts *i*; every
///   packet lasts one frame, so the last frame is shown for 1/fps and the
///   file lasts exactly frames/fps. The MP4/MOV time scale is a multiple of
///   fps (and of 1000), so the container's duration is exact too instead
///   of being rounded to the millisecond. (WebP durations are milliseconds:
///   frame *i* starts at round(1000 i / fps).)
/// * **Determinism.** Bit-exact muxing (no encoder version string, no
///   creation time), bit-exact codec flags, pinned thread counts and
///   libx264's instruction sets pinned (`X264InstructionSet`), x265's
///   version SEI left out: the same frames give the same bytes.
///
/// Not thread-safe: one task appends frames in order.
public final class VideoWriter {
    public let settings: VideoEncoderSettings
    /// Frames appended (and handed to the encoder) so far.
    public private(set) var framesWritten = 0

    private let format: OutputFormatContext
    /// Owned by `format`, valid as long as it is.
    private let stream: UnsafeMutablePointer<AVStream>
    private let encoder: CodecContext
    /// For `append(rgba:)`: the conversion and the one picture it reuses,
    /// made by the first (a writer fed converted pictures never holds one).
    private let converter: PictureConverter
    private var picture: EncoderPicture?
    private let packet: Packet
    private var state = State.writing

    private enum State { case writing, finished, failed }

    /// libswscale flags for RGBA → YUV at the same size.
    ///
    /// Without `SWS_FULL_CHR_H_INP`, swscale averages each horizontal pair
    /// of pixels before computing chroma, and the bilinear vertical filter
    /// averages each pair of rows: every chroma sample is the mean of its
    /// 2×2 block (an area filter), which is what 4:2:0 means. Measured
    /// round-trip PSNR on 64×64 pictures (CRF 1 / CRF 18):
    ///
    /// | flags                                   | gradient    | 2-px colour stripes |
    /// |-----------------------------------------|-------------|---------------------|
    /// | BILINEAR + ACCURATE_RND + BITEXACT      | 47.3 / 43.8 | 15.3 / 15.2         |
    /// | BILINEAR + FULL_CHR_H_INP (+ same)      | 47.1 / 43.5 | 11.8 / 11.8         |
    /// | BICUBIC + FULL_CHR_H_INP (+ same)       | 47.3 / 43.8 | 12.9 / 12.9         |
    /// | POINT (+ same)                          | 42.7 / 40.8 | 15.3 / 15.2         |
    ///
    /// Stripes are the worst case for 4:2:0 (two complementary colours per
    /// chroma sample); the full-chroma input path with its co-sited
    /// three-tap filter smears them more. `SWS_ACCURATE_RND` rounds instead
    /// of truncating; `SWS_BITEXACT` keeps the output identical on every
    /// CPU (no SIMD shortcuts), which the reproducible-bytes promise needs.
    static let scalerFlags: Int32 = SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT

    /// What each codec is encoded with and stored in.
    struct Recipe {
        let encoderName: String
        let muxerName: String
        let pixelFormat: AVPixelFormat
        /// Converted with BT.709 into limited range and tagged so; false
        /// for RGB input (WebP).
        let isYUV: Bool

        init(_ codec: VideoCodec) {
            switch codec {
            case .h264: self.init("libx264", "mp4", AV_PIX_FMT_YUV420P, yuv: true)
            case .hevc: self.init("libx265", "mp4", AV_PIX_FMT_YUV420P, yuv: true)
            case .prores: self.init("prores_ks", "mov", AV_PIX_FMT_YUVA444P10LE, yuv: true)
            case .vp9: self.init("libvpx-vp9", "webm", AV_PIX_FMT_YUVA420P, yuv: true)
            // libwebp takes BGRA ("RGB32" on little-endian) and converts it
            // to its own YUV; the lossless mode needs RGB to be lossless.
            case .webp: self.init("libwebp_anim", "webp", AV_PIX_FMT_BGRA, yuv: false)
            // Never built: GIFWriter writes GIFs.
            case .gif: self.init("gif", "gif", AV_PIX_FMT_PAL8, yuv: false)
            }
        }

        private init(_ encoder: String, _ muxer: String, _ format: AVPixelFormat, yuv: Bool) {
            encoderName = encoder
            muxerName = muxer
            pixelFormat = format
            isYUV = yuv
        }
    }

    /// Creates `path` (replacing it) and writes the file's header.
    ///
    /// `path` is always a local file path, never a URL: `a:b.mp4` is a file
    /// named `a:b.mp4`.
    public init(path: String, settings: VideoEncoderSettings) throws {
        try settings.validate()
        guard settings.codec != .gif else {
            throw FFmpegError.invalidArgument("VideoWriter", "GIFs are written by GIFWriter")
        }
        FFmpegLog.silenceByDefault()
        self.settings = settings
        let recipe = Recipe(settings.codec)

        let width = settings.streamWidth
        let height = settings.streamHeight
        // WebP stores milliseconds; the others count frames.
        let timeBase = settings.codec == .webp ? AVRational(num: 1, den: 1000) : AVRational(num: 1, den: Int32(settings.fps))

        format = try OutputFormatContext(formatName: recipe.muxerName, url: FileURL.forPath(path))
        try format.setOption("fflags", "+bitexact")
        stream = try format.addStream()

        encoder = try CodecContext(codec: CodecContext.encoder(named: recipe.encoderName))
        let context = encoder.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = recipe.pixelFormat
        context.pointee.time_base = timeBase
        context.pointee.framerate = AVRational(num: Int32(settings.fps), den: 1)
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        if recipe.isYUV {
            context.pointee.color_primaries = AVCOL_PRI_BT709
            context.pointee.color_trc = AVCOL_TRC_BT709
            context.pointee.colorspace = AVCOL_SPC_BT709
            context.pointee.color_range = AVCOL_RANGE_MPEG
        }
        context.pointee.thread_count = Int32(settings.threads)
        context.pointee.flags |= Int32(bitPattern: UInt32(AV_CODEC_FLAG_BITEXACT))
        if format.wantsGlobalHeader {
            context.pointee.flags |= Int32(bitPattern: UInt32(AV_CODEC_FLAG_GLOBAL_HEADER))
        }
        try Self.setCodecOptions(encoder, settings)
        try encoder.open()

        stream.pointee.time_base = timeBase
        stream.pointee.avg_frame_rate = context.pointee.framerate
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, context), "avcodec_parameters_from_context")
        if settings.codec == .hevc {
            // ISO/IEC 14496-15: 'hvc1' keeps the parameter sets in the
            // sample entry only, as Apple's players require ("HEVC video
            // with alpha / hvc1", Apple's HLS authoring specification).
            stream.pointee.codecpar.pointee.codec_tag = Self.fourCC("hvc1")
        }

        try format.openFile()
        try format.writeHeader(options: Self.muxerOptions(settings))

        converter = try PictureConverter(settings: settings)
        packet = try Packet()
    }

    /// The encoder's options for each codec (each one named in FFmpeg's
    /// encoder documentation, "Codecs" → libx264, libx265, ProRes, libvpx,
    /// libwebp). An option this FFmpeg lacks throws, naming it.
    static func setCodecOptions(_ encoder: CodecContext, _ settings: VideoEncoderSettings) throws {
        switch settings.codec {
        case .h264:
            try encoder.setPrivateOption("preset", settings.preset)
            if let tune = settings.tune {
                try encoder.setPrivateOption("tune", tune)
            }
            try encoder.setPrivateOption("crf", String(settings.crf))
            try encoder.setPrivateOption("profile", "high")
            // `profile` only caps features; x264 signals High when it uses the
            // 8×8 transform, which `ultrafast` turns off. Keep it on so every
            // preset gives the High profile the design promises.
            try encoder.setPrivateOption("8x8dct", "1")
            // Never AVX-512, and one set of bytes on every x86-64 CPU: see
            // `X264InstructionSet`.
            if let asm = X264InstructionSet.pinned {
                try encoder.setPrivateOption("x264-params", "asm=\(asm)")
            }
        case .hevc:
            // x265 shares x264's preset names; its tunes differ, so only
            // `animation`, which both have, is passed on.
            try encoder.setPrivateOption("preset", settings.preset)
            if settings.tune == "animation" { try encoder.setPrivateOption("tune", "animation") }
            try encoder.setPrivateOption("crf", String(settings.crf))
            try encoder.setPrivateOption("profile", "main")
            try encoder.setPrivateOption("x265-params", x265Parameters(settings))
        case .prores:
            // Profile 4444 with a 16-bit alpha channel; the vendor 'apl0'
            // is what Apple's encoder writes, which some players check.
            try encoder.setPrivateOption("profile", "4444")
            try encoder.setPrivateOption("alpha_bits", "16")
            try encoder.setPrivateOption("vendor", "apl0")
        case .vp9:
            // Constant quality (a CRF with no bit-rate cap), the "good"
            // deadline at speed 4 (libvpx's recommended VOD setting), no
            // row multithreading (its output depends on thread timing).
            encoder.pointer.pointee.bit_rate = 0
            try encoder.setPrivateOption("crf", String(settings.crf))
            try encoder.setPrivateOption("deadline", "good")
            try encoder.setPrivateOption("cpu-used", "4")
            try encoder.setPrivateOption("row-mt", "0")
        case .webp:
            switch settings.webp {
            case .lossy:
                // libwebp's quality, 0...100, from the CRF scale: CRF 18 → 82.
                try encoder.setPrivateOption("lossless", "0")
                encoder.pointer.pointee.global_quality = Int32(FF_QP2LAMBDA) * Int32(Self.webpQuality(crf: settings.crf))
                encoder.pointer.pointee.flags |= Int32(bitPattern: UInt32(AV_CODEC_FLAG_QSCALE))
            case .lossless:
                try encoder.setPrivateOption("lossless", "1")
            }
        case .gif:
            break
        }
    }

    /// libx265's parameters: info=0, no SEI naming x265's version and
    /// options (the bytes would change with the library); one frame thread
    /// and a pinned pool (measured: pools of 1, 2 and 4 threads write the
    /// same bytes); only errors logged (x265 prints its banner to stderr
    /// itself).
    ///
    /// Pictures narrower than 56 pixels are encoded without AVX2: x265 3.5's
    /// AVX2 cuTree kernel writes past its buffer when the quarter-size
    /// lookahead picture is 3 blocks of 8 wide or less (valgrind: 6 invalid
    /// writes at 48×32, 9 at 48×64, none at 56×32 or with `asm=sse4.2`),
    /// which corrupted the heap of the next encoder in the process.
    static func x265Parameters(_ settings: VideoEncoderSettings) -> String {
        var parameters = "info=0:frame-threads=1:pools=\(settings.threads):log-level=error"
        #if arch(x86_64)
        if settings.streamWidth < 56 { parameters += ":asm=sse4.2" }
        #endif
        return parameters
    }

    /// WebP's lossy quality (0 worst ... 100 best) for a CRF: 100 − CRF, so
    /// the default CRF 18 gives quality 82 (libwebp's own default is 75).
    public static func webpQuality(crf: Int) -> Int { max(0, min(100, 100 - crf)) }

    /// The muxer's options for each container.
    static func muxerOptions(_ settings: VideoEncoderSettings) throws -> OptionDictionary {
        let options = try OptionDictionary()
        switch settings.codec {
        case .h264, .hevc, .prores:
            try options.set("movflags", "+faststart")
            try options.set("movie_timescale", String(movieTimescale(fps: settings.fps)))
        case .webp:
            // The muxer's loop count is the number of plays, 0 for forever.
            switch settings.loop {
            case .forever: try options.set("loop", "0")
            case .plays(let count): try options.set("loop", String(count))
            }
        case .vp9, .gif:
            break
        }
        return options
    }

    /// A QuickTime four-character code as FFmpeg stores it (MKTAG: first
    /// character in the low byte).
    static func fourCC(_ code: String) -> UInt32 {
        code.utf8.prefix(4).enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }

    /// The mvhd time scale: the least common multiple of fps and 1000, so
    /// that both whole frames and milliseconds are exact. (libavformat's
    /// default of 1000 rounds 7 frames at 30 fps to 0.234 s.)
    static func movieTimescale(fps: Int) -> Int {
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        return fps / gcd(fps, 1000) * 1000
    }

    /// Encodes one frame: `settings.width × settings.height` premultiplied
    /// RGBA8 sRGB pixels, rows `bytesPerRow` apart (at least width × 4).
    public func append(rgba: UnsafeRawBufferPointer, bytesPerRow: Int) throws {
        try requireWriting()
        // A buffer of the wrong size is refused and the writer goes on.
        _ = try converter.check(rgba: rgba, bytesPerRow: bytesPerRow)
        let picture: EncoderPicture
        do {
            picture = try self.picture ?? converter.makePicture()
            self.picture = picture
            try converter.convert(rgba: rgba, bytesPerRow: bytesPerRow, into: picture)
        } catch {
            state = .failed
            throw error
        }
        try append(picture)
    }

    /// Encodes one frame already converted (by a `PictureConverter` made
    /// with these settings, on any thread): the next in the video. The
    /// same picture may be appended again for a frame that repeats it.
    public func append(_ picture: EncoderPicture) throws {
        try requireWriting()
        let frame = picture.frame
        guard frame.width == settings.streamWidth, frame.height == settings.streamHeight,
              frame.pixelFormat == Recipe(settings.codec).pixelFormat else {
            throw FFmpegError.invalidArgument("VideoWriter.append", "a picture of \(frame.width)×\(frame.height) in another format than this writer's")
        }
        do {
            frame.pointer.pointee.pts = settings.codec == .webp
                ? Int64(Self.milliseconds(ofFrame: framesWritten, fps: settings.fps))
                : Int64(framesWritten)
            try encode(frame)
            framesWritten += 1
        } catch {
            state = .failed
            throw error
        }
    }

    /// When frame `index` starts, in whole milliseconds: round(1000 i / fps).
    static func milliseconds(ofFrame index: Int, fps: Int) -> Int {
        (index * 1000 + fps / 2) / fps
    }

    /// Drains the encoder, writes the MP4 index (moved to the front by
    /// `+faststart`) and closes the file. The file is complete only after
    /// this returns.
    public func finish() throws {
        try requireWriting()
        do {
            try encode(nil)
            try format.writeTrailer()
            try format.closeFile()
            state = .finished
        } catch {
            state = .failed
            throw error
        }
    }

    private func requireWriting() throws {
        switch state {
        case .writing: return
        case .finished: throw VideoWriterError.alreadyFinished
        case .failed: throw VideoWriterError.failedEarlier
        }
    }

    /// Sends a picture (or `nil` to flush) and writes every packet the
    /// encoder has ready.
    private func encode(_ frame: Frame?) throws {
        try encoder.send(frame)
        while try encoder.receive(into: packet) == .produced {
            packet.pointer.pointee.stream_index = stream.pointee.index
            // One frame long, in the encoder's 1/fps time base; libx264
            // leaves durations unset, and without them the last frame
            // would have no length. (A WebP's one packet is the whole
            // animation, its durations inside.)
            if settings.codec != .webp { packet.pointer.pointee.duration = 1 }
            av_packet_rescale_ts(packet.pointer, encoder.pointer.pointee.time_base, stream.pointee.time_base)
            try format.writeInterleaved(packet)
        }
    }
}
