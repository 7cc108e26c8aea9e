import SplashVideo

extension SplashvidVersion {
    /// What `splashvid --version` prints: splashvid's version on the first
    /// line (what scripts read), then the libraries it runs with, since
    /// the same splashvid can give different bytes with another libavcodec
    /// or libx264.
    public static var report: String {
        (["splashvid \(current)"] + LibraryVersions.lines).joined(separator: "\n")
    }
}
