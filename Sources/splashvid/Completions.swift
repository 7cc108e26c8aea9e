import ArgumentParser
import SplashRender
import SplashImport

/// What the shell completes (`splashvid --generate-completion-script
/// bash|zsh|fish`, installed by the Debian package): the presets and
/// devices splashvid knows, the files each option reads, the words an
/// option takes.
enum Completions {
    static let presets = CompletionKind.list(PresetListing.names)
    static let devices = CompletionKind.list(DeviceListing.names)
    static let jsonFiles = CompletionKind.file(extensions: ["json"])
    static let lottieFiles = CompletionKind.file(extensions: ["json", "lottie", "tgs"])
    static let images = CompletionKind.file(extensions: ["png", "jpg", "jpeg", "webp", "svg", "pdf"])
    static let pngFiles = CompletionKind.file(extensions: ["png"])
    static let frameStyles = CompletionKind.list(["light", "dark", "none"])
    static let orientations = CompletionKind.list(Orientation.allCases.map(\.rawValue))
    static let appearances = CompletionKind.list(["light", "dark"])
    static let speeds = CompletionKind.list(RenderJob.speeds)
    static let codecs = CompletionKind.list(["h264", "hevc"])
    static let dithers = CompletionKind.list(["diffusion", "none"])
}
