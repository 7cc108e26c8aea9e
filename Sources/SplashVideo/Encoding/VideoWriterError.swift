/// Misuse of an `VideoWriter` or a frame buffer that does not match its
/// settings; FFmpeg failures are `FFmpegError`s instead.
public enum VideoWriterError: Error, CustomStringConvertible, Sendable, Equatable {
    /// `bytesPerRow` is less than `width × 4`.
    case bytesPerRowTooSmall(bytesPerRow: Int, width: Int)
    /// The buffer ends before the last row does.
    case bufferTooSmall(count: Int, needed: Int)
    /// `append` or `finish` after `finish()`.
    case alreadyFinished
    /// `append` or `finish` after an earlier call threw: the encoder's
    /// state is unknown, so the file cannot be completed.
    case failedEarlier

    public var description: String {
        switch self {
        case let .bytesPerRowTooSmall(bytesPerRow, width):
            return "frame rows of \(bytesPerRow) bytes are too short for \(width) RGBA pixels (\(width * 4) bytes)"
        case let .bufferTooSmall(count, needed):
            return "frame buffer of \(count) bytes is smaller than the \(needed) bytes the picture needs"
        case .alreadyFinished:
            return "the video file is already finished"
        case .failedEarlier:
            return "the video writer failed earlier and cannot continue"
        }
    }
}
