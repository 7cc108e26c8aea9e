import CFFmpeg

/// Owner of one muxing `AVFormatContext` and the file it writes.
///
/// On deinit the file is closed if it was opened and not already closed by
/// `close()`, then the context is freed. A context dropped before its
/// trailer leaves an unplayable file behind: the caller writes to a
/// temporary path and removes it.
final class OutputFormatContext {
    let pointer: UnsafeMutablePointer<AVFormatContext>

    /// Allocates a muxer for `formatName` (e.g. `"mp4"`) that will write `url`.
    init(formatName: String, url: String) throws {
        var context: UnsafeMutablePointer<AVFormatContext>? = nil
        try check(
            avformat_alloc_output_context2(&context, nil, formatName, url),
            "avformat_alloc_output_context2(\(formatName))"
        )
        guard let context else { throw FFmpegError.outOfMemory("avformat_alloc_output_context2") }
        pointer = context
        // Whatever this context opens later (`+faststart` re-opens `url` for
        // reading) may only use the file protocol.
        context.pointee.protocol_whitelist = av_strdup(FileURL.protocolWhitelist)
        guard context.pointee.protocol_whitelist != nil else {
            avformat_free_context(context)
            throw FFmpegError.outOfMemory("av_strdup")
        }
    }

    deinit {
        if pointer.pointee.pb != nil {
            avio_closep(&pointer.pointee.pb)
        }
        avformat_free_context(pointer)
    }

    /// Whether the muxer wants codec headers (SPS/PPS) in extradata rather
    /// than repeated in the stream; MP4 does (its `avcC` box holds them).
    var wantsGlobalHeader: Bool {
        guard let format = pointer.pointee.oformat else { return false }
        return format.pointee.flags & AVFMT_GLOBALHEADER != 0
    }

    /// Sets one of the format context's options (e.g. `fflags`).
    func setOption(_ name: String, _ value: String) throws {
        try check(av_opt_set(UnsafeMutableRawPointer(pointer), name, value, 0), "av_opt_set(\(name)=\(value))")
    }

    /// Adds a stream; it belongs to this context and lives as long as it.
    func addStream() throws -> UnsafeMutablePointer<AVStream> {
        guard let stream = avformat_new_stream(pointer, nil) else {
            throw FFmpegError.outOfMemory("avformat_new_stream")
        }
        return stream
    }

    /// Opens the output file named by the context's URL, for formats that
    /// write a file at all.
    func openFile() throws {
        guard let format = pointer.pointee.oformat, format.pointee.flags & AVFMT_NOFILE == 0 else { return }
        let options = try OptionDictionary(["protocol_whitelist": FileURL.protocolWhitelist])
        try check(
            avio_open2(&pointer.pointee.pb, pointer.pointee.url, AVIO_FLAG_WRITE, nil, &options.pointer),
            "avio_open2"
        )
        try options.requireAllConsumed(by: "avio_open2")
    }

    /// Writes the header; throws if any muxer option was not recognised.
    func writeHeader(options: OptionDictionary) throws {
        try check(avformat_write_header(pointer, &options.pointer), "avformat_write_header")
        try options.requireAllConsumed(by: "avformat_write_header")
    }

    /// Writes one packet; the muxer takes its reference and leaves it blank.
    func writeInterleaved(_ packet: Packet) throws {
        try check(av_interleaved_write_frame(pointer, packet.pointer), "av_interleaved_write_frame")
    }

    func writeTrailer() throws {
        try check(av_write_trailer(pointer), "av_write_trailer")
    }

    /// Closes the file, reporting the failure of the final flush (a full
    /// disk shows up here).
    func closeFile() throws {
        guard pointer.pointee.pb != nil else { return }
        try check(avio_closep(&pointer.pointee.pb), "avio_closep")
    }
}
