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
/// produce), so it costs about as much as playing the file. The frames
/// come from SplashVideo's `VideoDecoder`; the container's details from
/// its `package`-visible FFmpeg owners (`InputFormatContext`, `Packet`).
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

        let counter = try VideoDecoder(path: path, decoder: decoder)
        while try counter.nextPicture() != nil {}
        frameCount = counter.framesDecoded
    }

    /// Decodes every frame and gives it as RGBA8 (full range; straight
    /// alpha, 255 where the format has none), converted with `matrix` from
    /// limited-range YUV: BT.709 by default, which is what `VideoWriter`
    /// encodes with. (Passing `.bt601` shows what a player that ignored the
    /// tags would display.) RGB and palette formats (GIF) are converted as
    /// they are. The decoding is SplashVideo's `VideoDecoder`.
    public func decodeFrames(
        matrix: YUVMatrix = .bt709,
        _ body: (_ index: Int, _ rgba: [UInt8], _ width: Int, _ height: Int) throws -> Void
    ) throws {
        let decoder = try VideoDecoder(path: path, decoder: decoderName, matrix: matrix)
        while let frame = try decoder.nextFrame() {
            try body(frame.index, frame.rgba, frame.width, frame.height)
        }
    }
}
