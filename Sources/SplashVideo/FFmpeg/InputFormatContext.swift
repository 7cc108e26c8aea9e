import CFFmpeg

/// Owner of one demuxing `AVFormatContext` open on a file, closed with
/// `avformat_close_input` on deinit.
package final class InputFormatContext {
    package let pointer: UnsafeMutablePointer<AVFormatContext>

    /// Opens `path` (only as a local file; see `FileURL`) and reads enough
    /// of it to know its streams.
    package init(path: String) throws {
        let options = try OptionDictionary(["protocol_whitelist": FileURL.protocolWhitelist])
        var context: UnsafeMutablePointer<AVFormatContext>? = nil
        try check(avformat_open_input(&context, FileURL.forPath(path), nil, &options.pointer), "avformat_open_input")
        guard let context else { throw FFmpegError.outOfMemory("avformat_open_input") }
        pointer = context
        try check(avformat_find_stream_info(context, nil), "avformat_find_stream_info")
    }

    deinit {
        var context: UnsafeMutablePointer<AVFormatContext>? = pointer
        avformat_close_input(&context)
    }

    /// The main video stream and a decoder for it.
    package func bestVideoStream() throws -> (stream: UnsafeMutablePointer<AVStream>, decoder: UnsafePointer<AVCodec>) {
        var decoder: UnsafePointer<AVCodec>? = nil
        let index = try check(
            av_find_best_stream(pointer, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0),
            "av_find_best_stream"
        )
        guard let decoder, let streams = pointer.pointee.streams, let stream = streams[Int(index)] else {
            throw FFmpegError(call: "av_find_best_stream", code: splash_averror_invaliddata(), message: "no decodable video stream")
        }
        return (stream, decoder)
    }

    /// Reads the next packet; false at the end of the file.
    package func read(into packet: Packet) throws -> Bool {
        let code = av_read_frame(pointer, packet.pointer)
        if code == splash_averror_eof() { return false }
        try check(code, "av_read_frame")
        return true
    }
}
