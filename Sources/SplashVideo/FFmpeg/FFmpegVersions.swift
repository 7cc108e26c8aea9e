import CFFmpeg

/// The versions of the FFmpeg libraries this process runs with and the
/// instruction sets libx264 is pinned to, as one line:
/// `avcodec 59.37.100 avformat 59.27.100 swscale 6.7.100 avutil 57.28.100 x264-asm AVX2`.
///
/// A batch job's content hash includes it, because a different libavcodec
/// (or libswscale) can give different bytes for the same frames, and so
/// does libx264 on a CPU below SSSE3 (see `X264InstructionSet`): after a
/// runner's image upgrades FFmpeg, previews are rendered again instead of
/// being skipped as unchanged.
public enum FFmpegVersions {
    public static var summary: String {
        func dotted(_ version: UInt32) -> String { "\(version >> 16).\((version >> 8) & 0xFF).\(version & 0xFF)" }
        return "avcodec \(dotted(avcodec_version())) avformat \(dotted(avformat_version())) swscale \(dotted(swscale_version())) avutil \(dotted(avutil_version())) x264-asm \(X264InstructionSet.pinned ?? "auto")"
    }
}
