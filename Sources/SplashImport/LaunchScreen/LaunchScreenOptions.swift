import SplashLottie
import SplashStoryboard
import SplashScene

/// The interface style a launch screen is drawn in (`--appearance`).
public typealias LaunchAppearance = Appearance

/// `--launch-screen`: the app's own launch screen, drawn in the scene's
/// placeholder for it (or alone), for each device rendered.
public struct LaunchScreenOptions: Sendable, Hashable, Encodable {
    /// A storyboard, a XIB, an Info.plist, or a project folder to search.
    public var path: String
    /// Asset catalogs (`--assets`); empty: those found beside the launch
    /// screen.
    public var assets: [String]
    public var appearance: Appearance
    /// `--target`: the app target of an Xcode project whose launch screen
    /// is drawn (nil: the project's only app target).
    public var target: String?
    /// What is not drawn as on a device: warnings, or (`--strict`) an
    /// error. (The importers' one vocabulary for it.)
    public var strictness: LottieImporter.Strictness

    public init(path: String, assets: [String] = [], appearance: Appearance = .light, target: String? = nil, strictness: LottieImporter.Strictness = .lenient) {
        self.path = path
        self.target = target
        self.assets = assets
        self.appearance = appearance
        self.strictness = strictness
    }

    private enum Key: String, CodingKey { case path, assets, appearance, target, strict }

    /// `target` and `strict` only when set, so a lenient job's value (and a batch's
    /// fingerprint of it) is what it was.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(path, forKey: .path)
        try container.encode(assets, forKey: .assets)
        try container.encode(appearance, forKey: .appearance)
        if let target { try container.encode(target, forKey: .target) }
        if strictness == .strict { try container.encode(true, forKey: .strict) }
    }
}
