import CFFmpeg

/// A failed FFmpeg call: which function, the code it returned, and FFmpeg's
/// own words for it (`av_strerror`).
///
/// FFmpeg reports failures only through negative return codes; its log
/// lines are silenced (see `FFmpegLog`), so this error is the one place a
/// failure is described. Keeping the call name makes "Invalid argument"
/// actionable: `avcodec_open2` failing is a settings problem, `avio_open2`
/// failing is a path problem.
public struct FFmpegError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The FFmpeg function that failed, e.g. `"avcodec_open2"`.
    public let call: String
    /// The negative AVERROR code it returned.
    public let code: Int32
    /// FFmpeg's description of `code`, e.g. `"Invalid data found when processing input"`.
    public let message: String

    public init(call: String, code: Int32, message: String) {
        self.call = call
        self.code = code
        self.message = message
    }

    /// An error for `code`, described by `av_strerror`.
    public init(call: String, code: Int32) {
        self.init(call: call, code: code, message: Self.describe(code))
    }

    public var description: String {
        "\(call) failed: \(message) (error \(code))"
    }

    /// FFmpeg's text for an error code; falls back to the number when
    /// FFmpeg has none (av_strerror then returns a negative value).
    static func describe(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: Int(AV_ERROR_MAX_STRING_SIZE) * 2)
        let status = buffer.withUnsafeMutableBufferPointer { bytes in
            av_strerror(code, bytes.baseAddress, bytes.count)
        }
        guard status >= 0 else { return "unknown error \(code)" }
        return String(nulTerminated: buffer)
    }
}

extension FFmpegError {
    /// `AVERROR(EINVAL)`, for refusals raised on FFmpeg's behalf (a NULL
    /// from an allocator-style call that has no return code).
    package static func invalidArgument(_ call: String, _ detail: String) -> FFmpegError {
        FFmpegError(call: call, code: splash_averror_einval(), message: detail)
    }

    /// `AVERROR(ENOMEM)`, for an allocator returning NULL.
    static func outOfMemory(_ call: String) -> FFmpegError {
        FFmpegError(call: call, code: splash_averror_enomem())
    }
}

/// Throws an `FFmpegError` when an FFmpeg call returned a negative code,
/// and passes a non-negative result through (some calls return a count).
@discardableResult
package func check(_ code: Int32, _ call: @autoclosure () -> String) throws -> Int32 {
    if code < 0 { throw FFmpegError(call: call(), code: code) }
    return code
}

extension String {
    /// Text from a NUL-terminated C buffer FFmpeg filled in.
    init(nulTerminated buffer: [CChar]) {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        self.init(decoding: bytes, as: UTF8.self)
    }

    /// Text from a C string FFmpeg returned, or nil for NULL (FFmpeg's
    /// `*_name` functions return NULL for values they do not know).
    package init?(ffmpeg pointer: UnsafePointer<CChar>?) {
        guard let pointer else { return nil }
        self.init(cString: pointer)
    }
}
