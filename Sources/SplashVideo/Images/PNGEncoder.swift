import CFFmpeg

/// Writes premultiplied RGBA8 pixels as a PNG file's bytes through
/// libavcodec's PNG encoder.
///
/// PNG stores straight alpha, so pixels are un-premultiplied (rounded)
/// first; `ImageDecoder` premultiplies again and gets the same bytes back.
/// The output is deterministic (bit-exact flags, one thread) and tagged
/// sRGB, which is what the pixels are.
public enum PNGEncoder {
    /// PNG allows sides up to 2³¹−1; libavcodec's encoder takes `int` sizes
    /// and a 65535-pixel side is far past any screen.
    static let sideRange = 1...65_535

    public static func encode(rgba: [UInt8], width: Int, height: Int) throws -> [UInt8] {
        FFmpegLog.silenceByDefault()
        guard sideRange.contains(width), sideRange.contains(height) else {
            throw PNGEncoderError.invalidSize(width: width, height: height)
        }
        guard rgba.count == width * height * 4 else {
            throw PNGEncoderError.bufferSize(count: rgba.count, expected: width * height * 4)
        }
        let straight = Premultiplication.unpremultiplied(rgba)

        let encoder = try CodecContext(codec: CodecContext.codec(for: AV_CODEC_ID_PNG, .encoder))
        let context = encoder.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = AV_PIX_FMT_RGBA
        context.pointee.time_base = AVRational(num: 1, den: 1)
        context.pointee.thread_count = 1
        context.pointee.flags |= Int32(bitPattern: UInt32(AV_CODEC_FLAG_BITEXACT))
        try encoder.open()

        let frame = try Frame()
        try frame.allocateBuffers(width: width, height: height, format: AV_PIX_FMT_RGBA)
        frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        frame.pointer.pointee.color_trc = AVCOL_TRC_IEC61966_2_1
        try copy(straight, width: width, height: height, into: frame)

        let packet = try Packet()
        try encoder.send(frame)
        try encoder.send(nil as Frame?)
        guard try encoder.receive(into: packet) == .produced else {
            throw FFmpegError(call: "avcodec_receive_packet", code: splash_averror_eof(), message: "the PNG encoder produced no data")
        }
        return packet.bytes
    }

    /// Copies packed rows into the frame's (padded, aligned) rows.
    private static func copy(_ pixels: [UInt8], width: Int, height: Int, into frame: Frame) throws {
        guard let plane = frame.planes[0] else {
            throw FFmpegError.outOfMemory("av_frame_get_buffer")
        }
        let stride = Int(frame.strides[0])
        let rowBytes = width * 4
        pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            for y in 0..<height {
                (plane + y * stride).update(from: base + y * rowBytes, count: rowBytes)
            }
        }
    }
}

/// A picture `PNGEncoder` cannot write.
public enum PNGEncoderError: Error, CustomStringConvertible, Sendable, Equatable {
    case invalidSize(width: Int, height: Int)
    case bufferSize(count: Int, expected: Int)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "cannot write a \(width)×\(height) PNG: each side must be \(PNGEncoder.sideRange.lowerBound)...\(PNGEncoder.sideRange.upperBound) pixels"
        case let .bufferSize(count, expected):
            return "PNG pixel buffer has \(count) bytes, expected \(expected) (width × height × 4)"
        }
    }
}
