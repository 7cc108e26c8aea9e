/// The names an MP4's codec goes by, case ignored: `--codec`, a manifest's
/// `"codec"` and its `"video"` all take them, so `h265` means HEVC
/// wherever a codec is named.
public enum VideoCodecAlias {
    /// The codecs a `.mp4` can hold, the default first.
    public static let mp4Codecs: [VideoCodec] = [.h264, .hevc]

    /// Every name and the codec it means.
    public static let names: [(name: String, codec: VideoCodec)] = [
        ("h264", .h264), ("avc", .h264), ("h.264", .h264),
        ("hevc", .hevc), ("h265", .hevc), ("h.265", .hevc),
    ]

    /// The MP4 codec `text` names, or nil.
    public static func codec(named text: String) -> VideoCodec? {
        let lowered = text.lowercased()
        return names.first { $0.name == lowered }?.codec
    }
}
