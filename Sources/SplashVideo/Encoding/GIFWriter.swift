import CFFmpeg

/// Encodes premultiplied RGBA frames to an animated GIF with one palette
/// for the whole clip, in two passes over the frames:
///
/// 1. `analyse` each frame: libavfilter's `palettegen` counts its colours
///    (a histogram, not the pictures, so memory stays bounded however long
///    the clip), and at the end picks the 256 (255 and a transparent
///    entry when the clip keeps alpha) that represent them best.
/// 2. `append` the same frames again: `paletteuse` maps each to the palette,
///    with error diffusion (`GIFDither.errorDiffusion`, Sierra-2-4A) or none,
///    re-dithering only the rectangle that changed since the previous
///    frame (`diff_mode=rectangle`), so still areas do not shimmer.
///
/// Time: GIF delays are whole centiseconds. Frame *i* starts at
/// round(100 i / fps) cs and the last one lasts until round(100 n / fps),
/// so the delays add up to the clip's length to the centisecond (30 fps
/// gives 3, 3, 4, 3, 3, 4, … cs: never a drift). Browsers show delays
/// under 2 cs as 10 cs, hence the 50 fps limit (`VideoCodec.maximumFPS`).
///
/// Transparency: with `settings.matte` nil, pixels less than half opaque
/// become the transparent entry (`paletteuse`'s alpha threshold, 128) and
/// the others take their straight colour; GIF has no partial alpha.
///
/// Determinism: the filter graph runs on one thread, and the muxer writes
/// no time stamps: the same frames give the same bytes.
///
/// Not thread-safe: one task feeds frames in order.
public final class GIFWriter {
    public let settings: VideoEncoderSettings
    /// Frames analysed, then frames written, so far.
    public private(set) var framesAnalysed = 0
    public private(set) var framesWritten = 0

    private let path: String
    /// Frames each pass sees (the last delay depends on it).
    private let frameCount: Int
    private var input: EncoderInput
    private let picture: Frame
    private let filtered: Frame
    private var state = State.analysing
    /// Pass 1: buffer → palettegen → buffersink.
    private var analysis: (graph: FilterGraph, source: UnsafeMutablePointer<AVFilterContext>, sink: UnsafeMutablePointer<AVFilterContext>)?
    /// Pass 2: buffer, palette buffer → paletteuse → buffersink → encoder → muxer.
    private var output: Output?

    private enum State { case analysing, writing, finished, failed }

    private struct Output {
        let graph: FilterGraph
        let source: UnsafeMutablePointer<AVFilterContext>
        let sink: UnsafeMutablePointer<AVFilterContext>
        let format: OutputFormatContext
        let stream: UnsafeMutablePointer<AVStream>
        let encoder: CodecContext
        let packet: Packet
    }

    /// GIF's clock: centiseconds.
    static let timeBase = AVRational(num: 1, den: 100)

    /// Prepares to write `path` (replacing it); the file is created when
    /// the first frame is appended. `frameCount` is the number of frames
    /// each pass will see (the last delay depends on it).
    public init(path: String, settings: VideoEncoderSettings, frameCount: Int) throws {
        try settings.validate()
        guard settings.codec == .gif else {
            throw FFmpegError.invalidArgument("GIFWriter", "\(settings.codec.displayName) is written by VideoWriter")
        }
        guard frameCount >= 1 else { throw FFmpegError.invalidArgument("GIFWriter", "a GIF needs at least one frame") }
        FFmpegLog.silenceByDefault()
        self.settings = settings
        self.path = path
        self.frameCount = frameCount
        input = EncoderInput(width: settings.width, height: settings.height, mode: settings.inputMode, order: .bgra)
        picture = try Frame()
        try picture.allocateBuffers(width: settings.width, height: settings.height, format: AV_PIX_FMT_BGRA)
        filtered = try Frame()

        let graph = try FilterGraph()
        let source = try graph.add("buffer", label: "in", arguments: FilterGraph.bufferArguments(
            width: settings.width, height: settings.height, format: AV_PIX_FMT_BGRA, timeBase: Self.timeBase))
        let palettegen = try graph.add("palettegen", label: "palettegen", arguments: Self.palettegenArguments(settings))
        let sink = try graph.add("buffersink", label: "out", arguments: nil)
        try graph.link(source, 0, palettegen, 0)
        try graph.link(palettegen, 0, sink, 0)
        try graph.configure()
        analysis = (graph, source, sink)
    }

    /// `palettegen`'s options: every colour counted over the whole clip
    /// (`stats_mode=full`), `gifColours` entries (256 unless fewer are
    /// asked for), one of them transparent when the clip keeps alpha.
    static func palettegenArguments(_ settings: VideoEncoderSettings) -> String {
        "max_colors=\(settings.gifColours):reserve_transparent=\(settings.inputMode == .straightAlpha ? 1 : 0):stats_mode=full"
    }

    /// `paletteuse`'s options: the dither, and only the changed rectangle
    /// re-dithered.
    static func paletteuseArguments(_ settings: VideoEncoderSettings) -> String {
        "dither=\(settings.dither.filterValue):diff_mode=rectangle"
    }

    /// When frame `index` starts, in centiseconds: round(100 i / fps).
    /// Frame `frameCount` (one past the last) is the clip's end.
    public static func centiseconds(ofFrame index: Int, fps: Int) -> Int {
        (index * 100 + fps / 2) / fps
    }

    /// Pass 1: counts one frame's colours (`settings.width × settings.height`
    /// premultiplied RGBA8, rows `bytesPerRow` apart).
    public func analyse(rgba: UnsafeRawBufferPointer, bytesPerRow: Int) throws {
        guard state == .analysing, let analysis else { throw state == .failed ? VideoWriterError.failedEarlier : VideoWriterError.alreadyFinished }
        do {
            try fill(picture, from: rgba, bytesPerRow: bytesPerRow, pts: framesAnalysed)
            try FilterGraph.push(picture, into: analysis.source)
            framesAnalysed += 1
        } catch {
            state = .failed
            throw error
        }
    }

    /// Pass 2: maps one frame to the palette and writes it. The first call
    /// ends pass 1 and creates the file.
    public func append(rgba: UnsafeRawBufferPointer, bytesPerRow: Int) throws {
        do {
            if state == .analysing { try startWriting() }
            guard state == .writing, let output else { throw state == .failed ? VideoWriterError.failedEarlier : VideoWriterError.alreadyFinished }
            guard framesWritten < frameCount else {
                throw FFmpegError.invalidArgument("GIFWriter.append", "more than the \(frameCount) frames announced")
            }
            try fill(picture, from: rgba, bytesPerRow: bytesPerRow, pts: framesWritten)
            try FilterGraph.push(picture, into: output.source)
            framesWritten += 1
            try drain(output)
        } catch {
            state = .failed
            throw error
        }
    }

    /// Flushes the filters and the encoder, writes the trailer and closes
    /// the file; complete only after this returns.
    public func finish() throws {
        guard state == .writing, let output else { throw state == .failed ? VideoWriterError.failedEarlier : VideoWriterError.alreadyFinished }
        do {
            try FilterGraph.push(nil, into: output.source)
            try drain(output)
            try encode(nil, output)
            try output.format.writeTrailer()
            try output.format.closeFile()
            state = .finished
        } catch {
            state = .failed
            throw error
        }
    }

    /// Converts a frame into `frame` (BGRA, straight or over the matte).
    private func fill(_ frame: Frame, from rgba: UnsafeRawBufferPointer, bytesPerRow: Int, pts: Int) throws {
        let width = settings.width, height = settings.height
        guard bytesPerRow >= width * 4 else {
            throw VideoWriterError.bytesPerRowTooSmall(bytesPerRow: bytesPerRow, width: width)
        }
        let needed = bytesPerRow * (height - 1) + width * 4
        guard rgba.count >= needed, let base = rgba.baseAddress else {
            throw VideoWriterError.bufferTooSmall(count: rgba.count, needed: needed)
        }
        try frame.makeWritable()
        guard let plane = frame.planes[0] else { throw FFmpegError.outOfMemory("av_frame_get_buffer") }
        let stride = Int(frame.strides[0])
        input.convert(base.assumingMemoryBound(to: UInt8.self), bytesPerRow: bytesPerRow) { pixels, rowBytes in
            for y in 0..<height {
                (plane + y * stride).update(from: pixels + y * rowBytes, count: width * 4)
            }
        }
        frame.pointer.pointee.pts = Int64(Self.centiseconds(ofFrame: pts, fps: settings.fps))
    }

    /// Ends pass 1 (takes the palette) and builds pass 2: the filters, the
    /// encoder and the file.
    private func startWriting() throws {
        guard let analysis else { throw VideoWriterError.failedEarlier }
        guard framesAnalysed == frameCount else {
            throw FFmpegError.invalidArgument("GIFWriter", "\(framesAnalysed) frames analysed, \(frameCount) announced")
        }
        try FilterGraph.push(nil, into: analysis.source)
        let palette = try Frame()
        guard try FilterGraph.pull(from: analysis.sink, into: palette) == .produced else {
            throw FFmpegError.invalidArgument("palettegen", "no palette was produced")
        }
        self.analysis = nil

        let width = settings.width, height = settings.height
        let graph = try FilterGraph()
        let source = try graph.add("buffer", label: "in", arguments: FilterGraph.bufferArguments(
            width: width, height: height, format: AV_PIX_FMT_BGRA, timeBase: Self.timeBase))
        let paletteSource = try graph.add("buffer", label: "palette", arguments: FilterGraph.bufferArguments(
            width: palette.width, height: palette.height, format: palette.pixelFormat, timeBase: Self.timeBase))
        let paletteuse = try graph.add("paletteuse", label: "paletteuse", arguments: Self.paletteuseArguments(settings))
        let sink = try graph.add("buffersink", label: "out", arguments: nil)
        try graph.link(source, 0, paletteuse, 0)
        try graph.link(paletteSource, 0, paletteuse, 1)
        try graph.link(paletteuse, 0, sink, 0)
        try graph.configure()
        // The palette is one picture for the whole clip: paletteuse keeps
        // using the last one it received once its input has ended.
        palette.pointer.pointee.pts = 0
        try FilterGraph.push(palette, into: paletteSource)
        try FilterGraph.push(nil, into: paletteSource)

        let format = try OutputFormatContext(formatName: "gif", url: FileURL.forPath(path))
        try format.setOption("fflags", "+bitexact")
        let stream = try format.addStream()
        let encoder = try CodecContext(codec: CodecContext.encoder(named: "gif"))
        let context = encoder.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = AV_PIX_FMT_PAL8
        context.pointee.time_base = Self.timeBase
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        context.pointee.thread_count = 1
        context.pointee.flags |= Int32(bitPattern: UInt32(AV_CODEC_FLAG_BITEXACT))
        try encoder.open()
        stream.pointee.time_base = Self.timeBase
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, context), "avcodec_parameters_from_context")
        try format.openFile()
        try format.writeHeader(options: try Self.muxerOptions(settings, frameCount: frameCount))
        output = Output(graph: graph, source: source, sink: sink, format: format, stream: stream, encoder: encoder, packet: try Packet())
        state = .writing
    }

    /// The GIF muxer's options: the loop count (its `loop` counts repeats
    /// after the first play: 0 forever, −1 none) and the last frame's delay
    /// (which it cannot know from time stamps).
    static func muxerOptions(_ settings: VideoEncoderSettings, frameCount: Int) throws -> OptionDictionary {
        let options = try OptionDictionary()
        switch settings.loop {
        case .forever: try options.set("loop", "0")
        case .plays(let count): try options.set("loop", String(count - 1 == 0 ? -1 : count - 1))
        }
        let last = centiseconds(ofFrame: frameCount, fps: settings.fps) - centiseconds(ofFrame: frameCount - 1, fps: settings.fps)
        try options.set("final_delay", String(last))
        return options
    }

    /// Encodes every picture paletteuse has ready.
    private func drain(_ output: Output) throws {
        while try FilterGraph.pull(from: output.sink, into: filtered) == .produced {
            defer { filtered.unreference() }
            try encode(filtered, output)
        }
    }

    /// Sends a picture (or `nil` to flush) and writes the packets ready.
    private func encode(_ frame: Frame?, _ output: Output) throws {
        try output.encoder.send(frame)
        while try output.encoder.receive(into: output.packet) == .produced {
            output.packet.pointer.pointee.stream_index = output.stream.pointee.index
            av_packet_rescale_ts(output.packet.pointer, Self.timeBase, output.stream.pointee.time_base)
            try output.format.writeInterleaved(output.packet)
        }
    }
}
