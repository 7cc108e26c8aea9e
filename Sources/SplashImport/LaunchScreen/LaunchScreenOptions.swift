import SplashStoryboard

/// The interface style a launch screen is drawn in (`--appearance`).
public typealias LaunchAppearance = Appearance

/// `--launch-screen`: the app's own launch screen, drawn in the scene's
/// placeholder for it (or alone), for each device rendered.
public struct LaunchScreenOptions: Sendable, Hashable, Encodable {
    /// A storyboard, an Info.plist, or a project folder to search.
    public var path: String
    /// Asset catalogs (`--assets`); empty: those found beside the launch
    /// screen.
    public var assets: [String]
    public var appearance: Appearance

    public init(path: String, assets: [String] = [], appearance: Appearance = .light) {
        self.path = path
        self.assets = assets
        self.appearance = appearance
    }
}
