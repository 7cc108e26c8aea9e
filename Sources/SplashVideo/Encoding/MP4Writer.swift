import CFFmpeg

/// Encodes premultiplied RGBA frames to an H.264 MP4 file that plays in
/// browsers and QuickTime in the right colours, byte-for-byte reproducibly.
///
/// The calls follow FFmpeg's doc/examples/mux.c: output context → stream →
/// codec context → open → parameters to the stream → open file → header →
/// send/receive loop → flush → trailer → close. What each choice is for:
///
/// * **Colour.** libswscale converts RGBA to yuv420p with the BT.709 matrix
///   into limited range (16–235), and the stream and codec are tagged
///   BT.709 primaries/transfer/matrix, limited range. swscale's default is
///   BT.601, so tagging 709 without converting with 709 would shift
///   saturated colours; conversion and tags are set from the same place.
/// * **Compatibility.** H.264 High profile, yuv420p, even size (odd sizes
///   are padded by one replicated row/column, see `EvenSizePadding`), and
///   `+faststart` so the index (`moov`) precedes the data and a browser can
///   start playing before the download ends.
/// * **Time.** The time base is 1/fps and frame *i* has pts *i*; every
///   packet lasts one frame, so the last frame is shown for 1/fps and the
///   file lasts exactly frames/fps. The movie time scale is a multiple of
///   fps (and of 1000), so the container's duration is exact too instead
///   of being rounded to the millisecond.
/// * **Determinism.** Bit-exact muxing (no encoder version string, no
///   creation time), bit-exact codec flags, a pinned thread count and
///   libx264's instruction sets pinned (`X264InstructionSet`): the same
///   frames give the same bytes.
///
/// Alpha: frames are premultiplied, so their RGB already is the picture
/// composited over black. The encoder reads RGB and ignores alpha, which is
/// exactly "over black" for any translucent pixel.
///
/// Not thread-safe: one task appends frames in order.
public final class MP4Writer {
    public let settings: VideoEncoderSettings
    /// Frames appended (and handed to the encoder) so far.
    public private(set) var framesWritten = 0

    private let format: OutputFormatContext
    /// Owned by `format`, valid as long as it is.
    private let stream: UnsafeMutablePointer<AVStream>
    private let encoder: CodecContext
    private let scaler: ScaleContext
    private let picture: Frame
    private let packet: Packet
    private var padding: EvenSizePadding
    private var state = State.writing

    private enum State { case writing, finished, failed }

    /// libswscale flags for RGBA → yuv420p at the same size.
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

    /// Creates `path` (replacing it) and writes the MP4 header.
    ///
    /// `path` is always a local file path, never a URL: `a:b.mp4` is a file
    /// named `a:b.mp4`.
    public init(path: String, settings: VideoEncoderSettings) throws {
        try settings.validate()
        FFmpegLog.silenceByDefault()
        self.settings = settings

        let width = settings.streamWidth
        let height = settings.streamHeight
        let timeBase = AVRational(num: 1, den: Int32(settings.fps))

        format = try OutputFormatContext(formatName: "mp4", url: FileURL.forPath(path))
        try format.setOption("fflags", "+bitexact")
        stream = try format.addStream()

        encoder = try CodecContext(codec: CodecContext.encoder(named: "libx264"))
        let context = encoder.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        context.pointee.time_base = timeBase
        context.pointee.framerate = AVRational(num: Int32(settings.fps), den: 1)
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        context.pointee.color_primaries = AVCOL_PRI_BT709
        context.pointee.color_trc = AVCOL_TRC_BT709
        context.pointee.colorspace = AVCOL_SPC_BT709
        context.pointee.color_range = AVCOL_RANGE_MPEG
        context.pointee.thread_count = Int32(settings.threads)
        context.pointee.flags |= Int32(bitPattern: UInt32(AV_CODEC_FLAG_BITEXACT))
        if format.wantsGlobalHeader {
            context.pointee.flags |= Int32(bitPattern: UInt32(AV_CODEC_FLAG_GLOBAL_HEADER))
        }
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
        try encoder.open()

        stream.pointee.time_base = timeBase
        stream.pointee.avg_frame_rate = context.pointee.framerate
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, context), "avcodec_parameters_from_context")

        try format.openFile()
        let muxerOptions = try OptionDictionary([
            "movflags": "+faststart",
            "movie_timescale": String(Self.movieTimescale(fps: settings.fps)),
        ])
        try format.writeHeader(options: muxerOptions)

        picture = try Frame()
        try picture.allocateBuffers(width: width, height: height, format: AV_PIX_FMT_YUV420P)
        picture.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        picture.pointer.pointee.color_trc = AVCOL_TRC_BT709
        picture.pointer.pointee.colorspace = AVCOL_SPC_BT709
        picture.pointer.pointee.color_range = AVCOL_RANGE_MPEG

        scaler = try ScaleContext(
            width: width, height: height,
            from: AV_PIX_FMT_RGBA, to: AV_PIX_FMT_YUV420P,
            flags: Self.scalerFlags
        )
        try scaler.setColorspace(matrix: .bt709, sourceFullRange: true, destinationFullRange: false)

        packet = try Packet()
        padding = EvenSizePadding(width: settings.width, height: settings.height)
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
        let width = settings.width
        let height = settings.height
        guard bytesPerRow >= width * 4 else {
            throw MP4WriterError.bytesPerRowTooSmall(bytesPerRow: bytesPerRow, width: width)
        }
        let needed = bytesPerRow * (height - 1) + width * 4
        guard rgba.count >= needed, let base = rgba.baseAddress else {
            throw MP4WriterError.bufferTooSmall(count: rgba.count, needed: needed)
        }
        let source = base.assumingMemoryBound(to: UInt8.self)

        do {
            try picture.makeWritable()
            if padding.isIdentity {
                try scaler.scale(plane: source, bytesPerRow: bytesPerRow, height: height, into: picture)
            } else {
                padding.fill(from: source, sourceBytesPerRow: bytesPerRow)
                try padding.pixels.withUnsafeBufferPointer { padded in
                    guard let paddedBase = padded.baseAddress else { return }
                    try scaler.scale(
                        plane: paddedBase, bytesPerRow: padding.bytesPerRow,
                        height: padding.paddedHeight, into: picture
                    )
                }
            }
            picture.pointer.pointee.pts = Int64(framesWritten)
            try encode(picture)
            framesWritten += 1
        } catch {
            state = .failed
            throw error
        }
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
        case .finished: throw MP4WriterError.alreadyFinished
        case .failed: throw MP4WriterError.failedEarlier
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
            // would have no length.
            packet.pointer.pointee.duration = 1
            av_packet_rescale_ts(packet.pointer, encoder.pointer.pointee.time_base, stream.pointee.time_base)
            try format.writeInterleaved(packet)
        }
    }
}
