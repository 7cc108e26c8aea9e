import Foundation
import CFFmpeg
import SplashVideo

/// Reads back a video file (MP4, MOV, WebM, GIF: anything libavformat
/// demuxes) to verify what `VideoWriter` or `GIFWriter` produced: the
/// codec, profile and colour tags a player sees, the frame count and
/// durations, the MP4 box layout, and the decoded pictures with their
/// alpha. (Animated WebP is read by `WebPReader`: FFmpeg before 7.1
/// cannot demux it.)
///
/// For tests only: `init` decodes the whole file once to count frames (a
/// count from the container could hide a frame the decoder cannot
/// produce), so it costs about as much as playing the file. It drives
/// SplashVideo's FFmpeg owners (`InputFormatContext`, `CodecContext`,
/// `ScaleContext`, …), which are `package`-visible for it.
public final class VideoReader {
    public let path: String
    /// The codec as FFmpeg names it, e.g. `"h264"`.
    public let codecName: String
    /// The profile as FFmpeg names it, e.g. `"High"`; `"unknown"` if none.
    public let profileName: String
    /// e.g. `"yuv420p"`.
    public let pixelFormatName: String
    /// `av_color_primaries_name`, e.g. `"bt709"`.
    public let colorPrimaries: String
    /// `av_color_transfer_name`, e.g. `"bt709"`.
    public let colorTransfer: String
    /// `av_color_space_name` (the YUV matrix), e.g. `"bt709"`.
    public let colorSpace: String
    /// `av_color_range_name`: `"tv"` for limited (16–235), `"pc"` for full.
    public let colorRange: String
    /// Coded picture size (an odd-sized input shows its padding here).
    public let width: Int
    public let height: Int
    /// Frames the decoder produced, counted.
    public let frameCount: Int
    /// The container's duration in seconds (libavformat's, in µs precision).
    public let durationSeconds: Double
    /// The video stream's duration in seconds, from its own time base.
    public let streamDurationSeconds: Double
    /// Top-level MP4 box types in file order, e.g. `["ftyp", "moov", "free", "mdat"]`
    /// (empty for other containers).
    public let topLevelBoxes: [String]
    /// The stream's four-character code, e.g. `"hvc1"` (empty when none).
    public let codecTag: String
    /// Whether the stream's pixel format has an alpha channel.
    public let pixelFormatHasAlpha: Bool
    /// Each packet's duration, in the stream's time base (`timeBase`), in
    /// file order: a GIF's frame delays in centiseconds.
    public let packetDurations: [Int64]
    public let timeBase: (num: Int, den: Int)
    /// The decoder used (FFmpeg's own unless one was named).
    public let decoderName: String?

    /// Whether the index precedes the media data (`+faststart`), so playback
    /// can start before the whole file has arrived.
    public var moovBeforeMdat: Bool {
        guard let moov = topLevelBoxes.firstIndex(of: "moov"),
              let mdat = topLevelBoxes.firstIndex(of: "mdat") else { return false }
        return moov < mdat
    }

    /// `decoder` names a decoder to use instead of FFmpeg's own: VP9's
    /// alpha is decoded only by `"libvpx-vp9"`.
    public init(path: String, decoder: String? = nil) throws {
        FFmpegLog.silenceByDefault()
        self.path = path
        self.decoderName = decoder
        let input = try InputFormatContext(path: path)
        let (stream, _) = try input.bestVideoStream()
        let parameters = stream.pointee.codecpar.pointee

        codecName = String(ffmpeg: avcodec_get_name(parameters.codec_id)) ?? "unknown"
        profileName = String(ffmpeg: avcodec_profile_name(parameters.codec_id, parameters.profile)) ?? "unknown"
        pixelFormatName = String(ffmpeg: av_get_pix_fmt_name(AVPixelFormat(rawValue: parameters.format))) ?? "unknown"
        colorPrimaries = String(ffmpeg: av_color_primaries_name(parameters.color_primaries)) ?? "unknown"
        colorTransfer = String(ffmpeg: av_color_transfer_name(parameters.color_trc)) ?? "unknown"
        colorSpace = String(ffmpeg: av_color_space_name(parameters.color_space)) ?? "unknown"
        colorRange = String(ffmpeg: av_color_range_name(parameters.color_range)) ?? "unknown"
        width = Int(parameters.width)
        height = Int(parameters.height)

        let noTimestamp = splash_nopts_value()
        let containerDuration = input.pointer.pointee.duration
        durationSeconds = containerDuration == noTimestamp ? .nan : Double(containerDuration) / Double(AV_TIME_BASE)
        let streamDuration = stream.pointee.duration
        streamDurationSeconds = streamDuration == noTimestamp ? .nan : Double(streamDuration) * av_q2d(stream.pointee.time_base)

        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        topLevelBoxes = ext == "mp4" || ext == "mov" ? try MP4BoxScanner.topLevelBoxTypes(path: path) : []
        let tag = parameters.codec_tag
        codecTag = tag == 0 ? "" : String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: tag >> (8 * $0)) }, as: UTF8.self)
        let descriptor = av_pix_fmt_desc_get(AVPixelFormat(rawValue: parameters.format))
        pixelFormatHasAlpha = descriptor.map { $0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA) != 0 } ?? false
        timeBase = (Int(stream.pointee.time_base.num), Int(stream.pointee.time_base.den))
        var durations: [Int64] = []
        let packet = try Packet()
        while try input.read(into: packet) {
            defer { packet.unreference() }
            if packet.pointer.pointee.stream_index == stream.pointee.index { durations.append(packet.pointer.pointee.duration) }
        }
        packetDurations = durations

        var count = 0
        try Self.forEachDecodedFrame(path: path, decoder: decoder) { _ in count += 1 }
        frameCount = count
    }

    /// Decodes every frame and gives it as RGBA8 (full range; straight
    /// alpha, 255 where the format has none), converted with `matrix` from
    /// limited-range YUV: BT.709 by default, which is what `VideoWriter`
    /// encodes with. (Passing `.bt601` shows what a player that ignored the
    /// tags would display.) RGB and palette formats (GIF) are converted as
    /// they are.
    public func decodeFrames(
        matrix: YUVMatrix = .bt709,
        _ body: (_ index: Int, _ rgba: [UInt8], _ width: Int, _ height: Int) throws -> Void
    ) throws {
        var converter: ScaleContext? = nil
        var index = 0
        try Self.forEachDecodedFrame(path: path, decoder: decoderName) { frame in
            if converter == nil {
                let made = try ScaleContext(
                    width: frame.width, height: frame.height,
                    from: frame.pixelFormat, to: AV_PIX_FMT_RGBA,
                    flags: SWS_BILINEAR | SWS_FULL_CHR_H_INT | SWS_ACCURATE_RND | SWS_BITEXACT
                )
                let flags = av_pix_fmt_desc_get(frame.pixelFormat)?.pointee.flags ?? 0
                if flags & UInt64(AV_PIX_FMT_FLAG_RGB | AV_PIX_FMT_FLAG_PAL) == 0 {
                    try made.setColorspace(matrix: matrix, sourceFullRange: false, destinationFullRange: true)
                }
                converter = made
            }
            guard let converter, converter.sourceFormat == frame.pixelFormat else {
                throw FFmpegError.invalidArgument("sws_scale", "pixel format changed mid-stream")
            }
            let bytesPerRow = frame.width * 4
            var rgba = [UInt8](repeating: 0, count: bytesPerRow * frame.height)
            try rgba.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                try converter.scale(frame, into: base, bytesPerRow: bytesPerRow)
            }
            try body(index, rgba, frame.width, frame.height)
            index += 1
        }
    }

    /// Opens the file afresh and hands each decoded frame to `body`.
    private static func forEachDecodedFrame(path: String, decoder name: String?, _ body: (Frame) throws -> Void) throws {
        let input = try InputFormatContext(path: path)
        let (stream, found) = try input.bestVideoStream()
        var codec = found
        if let name {
            guard let named = avcodec_find_decoder_by_name(name) else {
                throw FFmpegError.invalidArgument("avcodec_find_decoder_by_name", "no \(name) decoder")
            }
            codec = named
        }
        let decoder = try CodecContext(codec: codec)
        try check(avcodec_parameters_to_context(decoder.pointer, stream.pointee.codecpar), "avcodec_parameters_to_context")
        decoder.pointer.pointee.thread_count = 1
        try decoder.open()

        let packet = try Packet()
        let frame = try Frame()
        func drain() throws -> Bool {
            while true {
                switch try decoder.receive(into: frame) {
                case .produced:
                    defer { frame.unreference() }
                    try body(frame)
                case .needsInput: return true
                case .endOfStream: return false
                }
            }
        }
        while try input.read(into: packet) {
            defer { packet.unreference() }
            guard packet.pointer.pointee.stream_index == stream.pointee.index else { continue }
            _ = try decoder.send(packet)
            _ = try drain()
        }
        _ = try decoder.send(nil as Packet?)
        _ = try drain()
    }
}
