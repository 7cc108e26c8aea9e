/// Turns a file-system path into an FFmpeg URL that can only mean that file.
///
/// libavformat reads a path like `take:2.mp4` as protocol `take`, and
/// `concat:a|b` or `http://…` as instructions to open other things. Prefixing
/// `file:` pins the file protocol (which strips the prefix and opens the
/// rest verbatim), and callers also whitelist only `file`, so neither the
/// first open nor `+faststart`'s re-open for reading can reach anything else.
enum FileURL {
    /// The one protocol our format contexts may open.
    static let protocolWhitelist = "file"

    static func forPath(_ path: String) -> String {
        "file:" + path
    }
}
