import SplashVideo

/// The largest render splashvid takes on, in one place: every screen, from
/// the command line, a batch manifest or a device, is checked against these
/// before anything is drawn, so no input can ask for unbounded memory.
public enum RenderLimits {
    /// Largest picture side, in pixels (H.264 level 6.2 allows 8192).
    public static let maximumSide = VideoEncoderSettings.sizeRange.upperBound
    /// Largest picture, in pixels (8192 × 4320, 35 megapixels).
    public static let maximumPixels = 8192 * 4320
    /// Most pixels per point (any scale above 0 up to this).
    public static let maximumScale = 8.0
    /// Frames per second.
    public static let frameRates = VideoEncoderSettings.fpsRange

    /// Whether a canvas of `width × height` points at `scale` fits, in
    /// pixels, within the limits.
    public static func fits(width: Double, height: Double, scale: Double) -> Bool {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, scale > 0, scale <= maximumScale else { return false }
        let side = Double(maximumSide)
        return width * scale <= side && height * scale <= side && width * scale * height * scale <= Double(maximumPixels)
    }
}
