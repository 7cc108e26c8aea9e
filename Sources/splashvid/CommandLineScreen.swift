import SplashImport

/// `--device`, `--size` and `--scale` together, for `render` and `preview`.
enum CommandLineScreen {
    /// The screen they name: the canvas `--size` (at `scale`, else
    /// `canvasScale`), else `fallbackCanvas` ("WxH", a Lottie's own) when
    /// no device is named, else the device (default the catalogue's).
    static func screen(device: String?, size: String?, scale: Double?, canvasScale: Double, fallbackCanvas: String? = nil) throws(RenderError) -> RenderScreen {
        if let size {
            if device != nil { throw RenderError("give either --device or --size, not both") }
            return try RenderScreen.canvas(size, scale: scale ?? canvasScale)
        }
        if let fallbackCanvas, device == nil {
            return try RenderScreen.canvas(fallbackCanvas, scale: scale ?? canvasScale)
        }
        return try RenderScreen.device(named: device ?? DeviceListing.defaultName, scale: scale)
    }
}
