/// The video formats an output's extension picks, for messages and help.
public enum OutputFormats {
    /// In the order help lists them.
    public static let videoExtensions = ["mp4", "gif", "webp", "mov", "webm"]
}
