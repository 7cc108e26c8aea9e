import SplashImport

/// Every option of a render, each declared once (see `RenderOption`):
/// the command line's flags and their help, the batch manifest's keys and
/// the checks of their values all come from this table. A new option is
/// one entry here, its reading in `RenderSettings.read(_:_:)` and the
/// field it sets in `RenderJob`.
public enum RenderVocabulary {
    /// The options in the order help lists them.
    public static let all: [RenderOption] = RenderOption.Name.allCases.map(declaration(of:))

    /// The option a manifest key names.
    public static func option(manifestKey key: String) -> RenderOption? {
        all.first { $0.manifestKey == key }
    }

    static func declaration(of name: RenderOption.Name) -> RenderOption {
        switch name {
        case .width:
            RenderOption(name: name, longName: "width", manifestKey: "width", values: .integer(PictureSizing.pixelRange), defaultValue: nil,
                         help: "The picture's width in pixels, its height following the aspect ratio (instead of --scale). With --height too, the two must keep the aspect ratio (the error says the matching height). Default: the screen's scale; a .gif or .webp is fitted in \(PictureSizing.webBox.width)×\(PictureSizing.webBox.height) pixels.", valueName: "px")
        case .height:
            RenderOption(name: name, longName: "height", manifestKey: "height", values: .integer(PictureSizing.pixelRange), defaultValue: nil,
                         help: "The picture's height in pixels, its width following the aspect ratio (instead of --scale).", valueName: "px")
        case .fps:
            RenderOption(name: name, longName: "fps", manifestKey: "fps", values: .integer(RenderLimits.frameRates), defaultValue: nil,
                         help: "Frames per second of the video (1–240; GIF 1–50). Default 60, \(PictureSizing.webFPS) for a .gif or .webp (a Lottie's own rate when lower), or a Lottie file's own.", valueName: nil)
        case .crf:
            RenderOption(name: name, longName: "crf", manifestKey: "crf", values: .integer(RenderJob.crfRange), defaultValue: String(RenderJob.defaultCRF),
                         help: "Quality: x264's constant rate factor, 1 (best) to 51 (worst); 18 looks transparent.", valueName: nil)
        case .speed:
            RenderOption(name: name, longName: "speed", manifestKey: "speed", values: .choice(RenderJob.speeds), defaultValue: RenderJob.defaultSpeed,
                         help: "x264's speed preset: \(RenderJob.speeds.joined(separator: ", ")) (default \(RenderJob.defaultSpeed)).", valueName: "preset")
        case .codec:
            RenderOption(name: name, longName: "codec", manifestKey: "codec", values: .choice(VideoCodecAlias.mp4Codecs.map(\.rawValue)), defaultValue: VideoCodec.h264.rawValue,
                         help: "The codec of a .mp4: h264 (default, plays everywhere) or hevc (smaller; Apple's players, not Chrome or Firefox).", valueName: "codec")
        case .lossless:
            RenderOption(name: name, longName: "lossless", manifestKey: "lossless", values: .flag, defaultValue: nil,
                         help: "WebP: lossless instead of lossy.", valueName: nil)
        case .dither:
            RenderOption(name: name, longName: "dither", manifestKey: "dither", values: .choice(GIFDither.allCases.map(\.rawValue)), defaultValue: GIFDither.errorDiffusion.rawValue,
                         help: "GIF: \"diffusion\" (error diffusion, default: smooth gradients) or \"none\" (crisp flat art).", valueName: "mode")
        case .loop:
            RenderOption(name: name, longName: "loop", manifestKey: "loop", values: .integer(AnimationLoop.playRange), defaultValue: nil,
                         help: "GIF and WebP: play N times, then stop (default: forever).", valueName: "N")
        case .background:
            RenderOption(name: name, longName: "background", manifestKey: "background", values: .text(form: "#RRGGBB"), defaultValue: nil,
                         help: "The colour under a transparent scene in the formats without alpha (.mp4), as #RRGGBB (default: the scene's, or white when it is clear).", valueName: "color")
        case .maxSize:
            RenderOption(name: name, longName: "max-size", manifestKey: "maxSize", values: .text(form: "10MB"), defaultValue: nil,
                         help: "The best file that fits this size, like 10MB or 800KB (MB = 1,000,000 bytes; MiB also taken), saying what it chose: .mp4 and .webm search the CRF; a lossy .webp its quality, then a smaller picture; a .gif fewer colours, a lower frame rate and a smaller picture, step by step (as does a lossless .webp, without the colours).", valueName: "size")
        case .frames:
            RenderOption(name: name, longName: "frames", manifestKey: "frames", values: .text(form: "A-B"), defaultValue: nil,
                         help: "Only frames A to B of the timeline (numbered from 0, both included) in the video or frame sequence, like 0-59.", valueName: "A-B")
        case .frame:
            RenderOption(name: name, longName: "frame", manifestKey: "frame", values: .choice(DeviceFrameStyle.allCases.map(\.rawValue)), defaultValue: DeviceFrameStyle.none.rawValue,
                         help: "Draw the device around the screen: light, dark or none (default): generated vector art with the model's rounded display corners, Dynamic Island or notch, bezel and buttons; transparent around it where the format has alpha.", valueName: "style")
        case .orientation:
            RenderOption(name: name, longName: "orientation", manifestKey: "orientation", values: .choice(Orientation.allCases.map(\.rawValue)), defaultValue: Orientation.portrait.rawValue,
                         help: "Which way up the device is held: portrait (default) or landscape — the screen turned, with the safe area and size classes a launch screen gets in landscape (a --size canvas is turned so its longer side lies across).", valueName: "orientation")
        case .launchScreen:
            RenderOption(name: name, longName: "launch-screen", manifestKey: "launchScreen", values: .path, defaultValue: nil,
                         help: "Your app's launch screen, drawn where the scene shows one (kugou, yula, weibo, lottie; alone with the launch preset, the default for `render` when only this is given): a LaunchScreen.storyboard or Launch Screen.xib, an Info.plist with UILaunchScreen or UILaunchStoryboardName, or the Xcode project's folder to search.", valueName: "path")
        case .assets:
            RenderOption(name: name, longName: "assets", manifestKey: "assets", values: .paths, defaultValue: nil,
                         help: "An asset catalog the launch screen's images and colours come from, or with --code the images UIImage(named:) names (repeat for several; default: the .xcassets folders beside the launch screen or the Swift file).", valueName: "Assets.xcassets")
        case .target:
            RenderOption(name: name, longName: "target", manifestKey: "target", values: .text(form: "NAME"), defaultValue: nil,
                         help: "With --launch-screen naming an Xcode project (or its folder): the app target whose launch screen is drawn, by name; needed when the project has several app targets (an error lists them).", valueName: "NAME")
        case .appearance:
            RenderOption(name: name, longName: "appearance", manifestKey: "appearance", values: .choice(LaunchAppearance.allCases.map(\.rawValue)), defaultValue: LaunchAppearance.light.rawValue,
                         help: "The launch screen's appearance: light (default) or dark, picking the asset catalog's and the system's colours and images.", valueName: "style")
        }
    }
}
