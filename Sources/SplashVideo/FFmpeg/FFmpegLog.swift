import CFFmpeg

/// FFmpeg's own logging, which goes to stderr.
///
/// A command-line tool must not print decoder chatter or libx264's info
/// lines between its progress output, and every failure already comes back
/// as a thrown `FFmpegError`. So the first SplashVideo object to be created
/// silences the log; a `--verbose` flag can turn it back up for debugging.
public enum FFmpegLog {
    /// The level the log is set to, once, before FFmpeg is first used.
    /// `AV_LOG_QUIET` rather than `AV_LOG_ERROR`: expected failures (a
    /// truncated image the caller is about to report) would otherwise print
    /// FFmpeg's line and then ours.
    private static let quietByDefault: Void = {
        av_log_set_level(AV_LOG_QUIET)
    }()

    /// Applies the default quiet level if nothing has set a level yet.
    package static func silenceByDefault() {
        _ = quietByDefault
    }

    /// Sets FFmpeg's log level (`AV_LOG_ERROR`, `AV_LOG_INFO`, ...), e.g.
    /// for a `--verbose` flag. Later objects do not reset it.
    public static func setLevel(_ level: Int32) {
        silenceByDefault()
        av_log_set_level(level)
    }
}
