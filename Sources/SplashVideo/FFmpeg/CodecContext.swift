import CFFmpeg

/// What a send/receive call of libavcodec's push-pull API produced.
///
/// "Try again" and "end of stream" are the normal ends of a drain loop,
/// not failures, so they come back as values and only real errors throw.
package enum CodecStep: Equatable {
    /// A packet (encoder) or frame (decoder) was written to the output object.
    case produced
    /// The codec needs more input before it can produce anything.
    case needsInput
    /// The codec was flushed and has given out everything.
    case endOfStream
}

/// Owner of one `AVCodecContext` (an encoder or decoder instance), freed
/// with `avcodec_free_context` on deinit.
package final class CodecContext {
    package let pointer: UnsafeMutablePointer<AVCodecContext>
    let codec: UnsafePointer<AVCodec>

    package init(codec: UnsafePointer<AVCodec>) throws {
        guard let context = avcodec_alloc_context3(codec) else {
            throw FFmpegError.outOfMemory("avcodec_alloc_context3")
        }
        self.pointer = context
        self.codec = codec
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&context)
    }

    /// The encoder called `name` (e.g. `"libx264"`), or a clear error when
    /// this FFmpeg build lacks it.
    static func encoder(named name: String) throws -> UnsafePointer<AVCodec> {
        guard let codec = avcodec_find_encoder_by_name(name) else {
            throw FFmpegError(
                call: "avcodec_find_encoder_by_name(\(name))",
                code: splash_averror_einval(),
                message: "this FFmpeg build has no \(name) encoder"
            )
        }
        return codec
    }

    /// Whether a codec is wanted to encode or to decode.
    package enum Role { case encoder, decoder }

    /// The built-in encoder or decoder for `id`.
    package static func codec(for id: AVCodecID, _ role: Role) throws -> UnsafePointer<AVCodec> {
        let found = role == .encoder ? avcodec_find_encoder(id) : avcodec_find_decoder(id)
        guard let found else {
            let call = role == .encoder ? "avcodec_find_encoder" : "avcodec_find_decoder"
            let name = String(ffmpeg: avcodec_get_name(id)) ?? "codec \(id.rawValue)"
            throw FFmpegError(call: call, code: splash_averror_einval(), message: "this FFmpeg build has no \(name) codec")
        }
        return found
    }

    /// Sets one of the codec's private options (libx264's `preset`, `crf`, ...).
    /// An unknown name or a bad value throws, naming the option.
    func setPrivateOption(_ name: String, _ value: String) throws {
        guard let privateData = pointer.pointee.priv_data else {
            throw FFmpegError.invalidArgument("av_opt_set(\(name))", "codec has no private options")
        }
        try check(av_opt_set(privateData, name, value, 0), "av_opt_set(\(name)=\(value))")
    }

    /// Opens the codec; throws if any of `options` was not recognised.
    package func open(options: OptionDictionary? = nil) throws {
        if let options {
            try check(avcodec_open2(pointer, codec, &options.pointer), "avcodec_open2")
            try options.requireAllConsumed(by: "avcodec_open2")
        } else {
            try check(avcodec_open2(pointer, codec, nil), "avcodec_open2")
        }
    }

    // MARK: Encoding

    /// Hands a picture to the encoder, or `nil` to start draining it.
    func send(_ frame: Frame?) throws {
        try check(avcodec_send_frame(pointer, frame?.pointer), "avcodec_send_frame")
    }

    /// Takes the next compressed packet, if the encoder has one.
    func receive(into packet: Packet) throws -> CodecStep {
        try step(avcodec_receive_packet(pointer, packet.pointer), "avcodec_receive_packet")
    }

    // MARK: Decoding

    /// Hands compressed data to the decoder, or `nil` to start draining it.
    package func send(_ packet: Packet?) throws -> CodecStep {
        try step(avcodec_send_packet(pointer, packet?.pointer), "avcodec_send_packet")
    }

    /// Takes the next decoded picture, if the decoder has one.
    package func receive(into frame: Frame) throws -> CodecStep {
        try step(avcodec_receive_frame(pointer, frame.pointer), "avcodec_receive_frame")
    }

    private func step(_ code: Int32, _ call: String) throws -> CodecStep {
        switch code {
        case 0...: return .produced
        case splash_averror_eagain(): return .needsInput
        case splash_averror_eof(): return .endOfStream
        default: throw FFmpegError(call: call, code: code)
        }
    }
}
