import SplashStoryboard

/// The interface style a launch screen is drawn in (`--appearance`).
public typealias LaunchAppearance = Appearance

/// `--launch-screen`: the app's own launch screen, drawn in the scene's
/// placeholder for it (or alone), for each device rendered.
public struct LaunchScreenOptions: Sendable, Hashable {
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

    /// The command line's `--launch-screen`, `--assets` and `--appearance`
    /// together (nil without `--launch-screen`), each mistake one line.
    public static func fromCommandLine(path: String?, assets: [String], appearance: String?) throws(RenderError) -> LaunchScreenOptions? {
        var style = Appearance.light
        if let appearance {
            guard let chosen = Appearance(rawValue: appearance.lowercased()) else {
                throw RenderError("--appearance must be one of \(Appearance.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(appearance)\"")
            }
            style = chosen
        }
        guard let path else {
            if !assets.isEmpty { throw RenderError("--assets goes with --launch-screen") }
            if appearance != nil { throw RenderError("--appearance goes with --launch-screen") }
            return nil
        }
        return LaunchScreenOptions(path: path, assets: assets, appearance: style)
    }
}
