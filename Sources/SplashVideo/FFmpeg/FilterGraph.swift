import CFFmpeg

/// Owner of one `AVFilterGraph` (libavfilter), freed with
/// `avfilter_graph_free` on deinit, which frees its filters too.
///
/// Built by hand (create filters, link them, configure) rather than parsed
/// from a filter string, so every argument is one we wrote and no name
/// from input reaches libavfilter's parser.
final class FilterGraph {
    let pointer: UnsafeMutablePointer<AVFilterGraph>

    init() throws {
        guard let graph = avfilter_graph_alloc() else { throw FFmpegError.outOfMemory("avfilter_graph_alloc") }
        pointer = graph
        // One thread: filters that slice their work would otherwise pick
        // a count from the machine's cores.
        graph.pointee.nb_threads = 1
    }

    deinit {
        var graph: UnsafeMutablePointer<AVFilterGraph>? = pointer
        avfilter_graph_free(&graph)
    }

    /// Adds the filter `name` with its options as libavfilter writes them
    /// (`key=value:key=value`); the filter belongs to the graph.
    func add(_ name: String, label: String, arguments: String?) throws -> UnsafeMutablePointer<AVFilterContext> {
        guard let filter = avfilter_get_by_name(name) else {
            throw FFmpegError.invalidArgument("avfilter_get_by_name(\(name))", "this FFmpeg build has no \(name) filter")
        }
        var context: UnsafeMutablePointer<AVFilterContext>? = nil
        try check(avfilter_graph_create_filter(&context, filter, label, arguments, nil, pointer),
                  "avfilter_graph_create_filter(\(name)=\(arguments ?? ""))")
        guard let context else { throw FFmpegError.outOfMemory("avfilter_graph_create_filter") }
        return context
    }

    /// Connects output pad `from.1` of `from.0` to input pad `to.1` of `to.0`.
    func link(_ from: UnsafeMutablePointer<AVFilterContext>, _ outputPad: UInt32,
              _ to: UnsafeMutablePointer<AVFilterContext>, _ inputPad: UInt32) throws {
        try check(avfilter_link(from, outputPad, to, inputPad), "avfilter_link")
    }

    /// Checks the links and negotiates formats; call once, after linking.
    func configure() throws {
        try check(avfilter_graph_config(pointer, nil), "avfilter_graph_config")
    }

    /// A `buffer` source's options for `width × height` pictures of `format`.
    static func bufferArguments(width: Int, height: Int, format: AVPixelFormat, timeBase: AVRational) -> String {
        "video_size=\(width)x\(height):pix_fmt=\(format.rawValue):time_base=\(timeBase.num)/\(timeBase.den):pixel_aspect=1/1"
    }

    /// Hands a picture to a `buffer` source (the frame keeps its own
    /// reference), or `nil` to say the input has ended.
    static func push(_ frame: Frame?, into source: UnsafeMutablePointer<AVFilterContext>) throws {
        try check(av_buffersrc_add_frame_flags(source, frame?.pointer, Int32(AV_BUFFERSRC_FLAG_KEEP_REF)), "av_buffersrc_add_frame_flags")
    }

    /// Takes the next picture from a `buffersink`, if one is ready.
    static func pull(from sink: UnsafeMutablePointer<AVFilterContext>, into frame: Frame) throws -> CodecStep {
        let code = av_buffersink_get_frame(sink, frame.pointer)
        switch code {
        case 0...: return .produced
        case splash_averror_eagain(): return .needsInput
        case splash_averror_eof(): return .endOfStream
        default: throw FFmpegError(call: "av_buffersink_get_frame", code: code)
        }
    }
}
