import CFFmpeg

/// Owner of one `AVPacket` (compressed data), freed on deinit.
package final class Packet {
    package let pointer: UnsafeMutablePointer<AVPacket>

    package init() throws {
        guard let packet = av_packet_alloc() else { throw FFmpegError.outOfMemory("av_packet_alloc") }
        pointer = packet
    }

    /// A packet holding a copy of `bytes`, followed by the zeroed padding
    /// FFmpeg's bitstream readers may read past the end.
    package convenience init(copying bytes: [UInt8]) throws {
        try self.init()
        guard bytes.count <= Int(Int32.max) - Int(AV_INPUT_BUFFER_PADDING_SIZE) else {
            throw FFmpegError.invalidArgument("av_new_packet", "input of \(bytes.count) bytes is too large")
        }
        try check(av_new_packet(pointer, Int32(bytes.count)), "av_new_packet")
        if let data = pointer.pointee.data {
            bytes.withUnsafeBufferPointer { source in
                if let base = source.baseAddress { data.update(from: base, count: source.count) }
            }
        }
    }

    deinit {
        var packet: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&packet)
    }

    package func unreference() {
        av_packet_unref(pointer)
    }

    /// The payload, copied out.
    var bytes: [UInt8] {
        guard let data = pointer.pointee.data, pointer.pointee.size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(pointer.pointee.size)))
    }
}
