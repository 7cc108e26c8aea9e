/// splashvid's version: what `splashvid --version` prints, and part of
/// every batch output's content hash (a new version may draw or encode
/// differently, so its outputs are rendered again).
public enum SplashvidVersion {
    public static let current = "0.1.0"
}
