import CFFmpeg

/// Reads a video file (MP4, MOV, WebM, GIF: anything libavformat demuxes)
/// one decoded frame at a time, as RGBA8, within limits set by the caller:
/// a file from elsewhere (another branch's previews) may claim any size or
/// frame count, so both are checked on what the decoder produces, before
/// anything is allocated for a frame.
///
/// Pull-based (`nextFrame()`), so two videos can be walked in step. Not
/// thread-safe. (FFmpeg before 7.1 cannot demux animated WebP: opening one
/// fails in `avformat_open_input` or `avformat_find_stream_info`.)
public final class VideoDecoder {
    /// Bounds on what a file may make the decoder produce.
    public struct Limits: Sendable, Equatable {
        /// The longest side of a frame, in pixels.
        public var maxSide: Int
        /// Pixels in one frame (width × height).
        public var maxPixels: Int
        /// Frames in the file.
        public var maxFrames: Int

        public init(maxSide: Int = 8192, maxPixels: Int = 40_000_000, maxFrames: Int = 100_000) {
            self.maxSide = maxSide
            self.maxPixels = maxPixels
            self.maxFrames = maxFrames
        }
    }

    /// A decoded picture as RGBA8: full range, straight alpha (255 where
    /// the format has none), rows of `width * 4` bytes.
    public struct RGBAFrame: Sendable, Equatable {
        public var index: Int
        public var width: Int
        public var height: Int
        public var rgba: [UInt8]
    }

    public let path: String
    public let limits: Limits
    /// The codec as FFmpeg names it, e.g. `"h264"`.
    public let codecName: String
    /// The stream's nominal frame rate (`avg_frame_rate`), nil when unknown.
    public let frameRate: Double?
    /// Frames produced so far.
    public private(set) var framesDecoded = 0

    private let input: InputFormatContext
    private let streamIndex: Int32
    private let decoder: CodecContext
    private let packet: Packet
    private let frame: Frame
    private let matrix: YUVMatrix
    private var converter: ScaleContext?
    private var state = State.reading

    private enum State { case reading, draining, ended }

    /// Opens `path` (a local file, never a URL). `decoder` names a decoder
    /// to use instead of FFmpeg's own (VP9's alpha is decoded only by
    /// `"libvpx-vp9"`). YUV is converted from limited range with `matrix`:
    /// BT.709 by default, which is what `VideoWriter` encodes with.
    public init(path: String, decoder name: String? = nil, matrix: YUVMatrix = .bt709, limits: Limits = Limits()) throws {
        FFmpegLog.silenceByDefault()
        self.path = path
        self.limits = limits
        self.matrix = matrix
        input = try InputFormatContext(path: path)
        let (stream, found) = try input.bestVideoStream()
        var codec = found
        if let name {
            guard let named = avcodec_find_decoder_by_name(name) else {
                throw FFmpegError.invalidArgument("avcodec_find_decoder_by_name", "no \(name) decoder")
            }
            codec = named
        }
        let parameters = stream.pointee.codecpar.pointee
        try Self.checkSize(width: Int(parameters.width), height: Int(parameters.height), limits: limits, path: path)
        codecName = String(ffmpeg: avcodec_get_name(parameters.codec_id)) ?? "unknown"
        let rate = stream.pointee.avg_frame_rate
        frameRate = rate.num > 0 && rate.den > 0 ? av_q2d(rate) : nil
        streamIndex = stream.pointee.index
        decoder = try CodecContext(codec: codec)
        try check(avcodec_parameters_to_context(decoder.pointer, stream.pointee.codecpar), "avcodec_parameters_to_context")
        // One thread: frames come out in order with no frame-threading delay,
        // and the output does not depend on the machine.
        decoder.pointer.pointee.thread_count = 1
        try decoder.open()
        packet = try Packet()
        frame = try Frame()
    }

    /// The next decoded picture in FFmpeg's own format, valid until the
    /// next call; nil at the end of the file. Counted and size-checked.
    package func nextPicture() throws -> Frame? {
        frame.unreference()
        while true {
            switch state {
            case .ended:
                return nil
            case .reading, .draining:
                switch try decoder.receive(into: frame) {
                case .produced:
                    guard framesDecoded < limits.maxFrames else {
                        throw VideoDecodingError.tooManyFrames(path: path, limit: limits.maxFrames)
                    }
                    try Self.checkSize(width: frame.width, height: frame.height, limits: limits, path: path)
                    framesDecoded += 1
                    return frame
                case .endOfStream:
                    state = .ended
                case .needsInput:
                    if state == .draining { state = .ended; continue }
                    try feed()
                }
            }
        }
    }

    /// The next frame as RGBA8, or nil at the end of the file.
    public func nextFrame() throws -> RGBAFrame? {
        guard let picture = try nextPicture() else { return nil }
        let converter = try self.converter(for: picture)
        let bytesPerRow = picture.width * 4
        var rgba = [UInt8](repeating: 0, count: bytesPerRow * picture.height)
        try rgba.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            try converter.scale(picture, into: base, bytesPerRow: bytesPerRow)
        }
        return RGBAFrame(index: framesDecoded - 1, width: picture.width, height: picture.height, rgba: rgba)
    }

    /// Hands the decoder the next packet of the video stream, or starts
    /// draining it at the end of the file.
    private func feed() throws {
        while true {
            packet.unreference()
            guard try input.read(into: packet) else {
                _ = try decoder.send(nil as Packet?)
                state = .draining
                return
            }
            guard packet.pointer.pointee.stream_index == streamIndex else { continue }
            _ = try decoder.send(packet)
            packet.unreference()
            return
        }
    }

    /// One converter for the stream, made for its first frame: a size or
    /// format change mid-stream is refused.
    private func converter(for picture: Frame) throws -> ScaleContext {
        if let converter {
            guard converter.sourceFormat == picture.pixelFormat, converter.width == picture.width, converter.height == picture.height else {
                throw FFmpegError.invalidArgument("sws_scale", "the picture's size or pixel format changed mid-stream in \(path)")
            }
            return converter
        }
        let made = try ScaleContext(
            width: picture.width, height: picture.height,
            from: picture.pixelFormat, to: AV_PIX_FMT_RGBA,
            flags: SWS_BILINEAR | SWS_FULL_CHR_H_INT | SWS_ACCURATE_RND | SWS_BITEXACT
        )
        let flags = av_pix_fmt_desc_get(picture.pixelFormat)?.pointee.flags ?? 0
        if flags & UInt64(AV_PIX_FMT_FLAG_RGB | AV_PIX_FMT_FLAG_PAL) == 0 {
            try made.setColorspace(matrix: matrix, sourceFullRange: false, destinationFullRange: true)
        }
        converter = made
        return made
    }

    private static func checkSize(width: Int, height: Int, limits: Limits, path: String) throws {
        guard width > 0, height > 0 else { return }   // not known yet (decided by the first frame)
        guard width <= limits.maxSide, height <= limits.maxSide, width * height <= limits.maxPixels else {
            throw VideoDecodingError.tooLarge(path: path, width: width, height: height, limits: limits)
        }
    }
}

/// Why `VideoDecoder` refused a file it could otherwise decode.
public enum VideoDecodingError: Error, CustomStringConvertible, Sendable, Equatable {
    case tooLarge(path: String, width: Int, height: Int, limits: VideoDecoder.Limits)
    case tooManyFrames(path: String, limit: Int)

    public var description: String {
        switch self {
        case let .tooLarge(path, width, height, limits):
            return "the video \(path) is \(width)×\(height); videos are read up to \(limits.maxSide) pixels a side and \(limits.maxPixels) pixels a frame"
        case let .tooManyFrames(path, limit):
            return "the video \(path) has more than \(limit) frames, the most that are read"
        }
    }
}
