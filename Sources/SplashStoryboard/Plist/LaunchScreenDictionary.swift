import SplashScene
import SplashFormats
/// The launch screen an Info.plist describes without a storyboard (iOS
/// 14+). Apple's documentation pages "UILaunchScreen" and
/// "UILaunchScreens" (Bundle Resources, Information Property List) name
/// the keys:
///
/// * `UIColorName`: "the name of a color to use as the background color on
///   the launch screen", a colour set of the asset catalog; without it
///   "the system uses a default of systemBackground";
/// * `UIImageName`: "the name of an image to display during app launch",
///   an image set of the asset catalog (slicing allowed); the background
///   colour shows through its transparency;
/// * `UIImageRespectsSafeAreaInsets`: "whether the launch image should
///   respect the safe area insets" (false when absent);
/// * `UINavigationBar`, `UITabBar`, `UIToolbar`: a dictionary for the key
///   makes the system display that bar during launch, its optional
///   `UIImageName` a custom image for the bar.
///
/// `UILaunchScreens` holds several: `UILaunchScreenDefinitions`, an array
/// of such dictionaries each with a `UILaunchScreenIdentifier`, and
/// `UIDefaultLaunchScreen`, the identifier of the default one (others are
/// shown for URLs, `UIURLToLaunchScreenAssociations`, not read here).
public struct LaunchScreenDictionary: Sendable, Hashable {
    /// A placeholder bar (`UINavigationBar`, `UITabBar`, `UIToolbar`).
    public struct Bar: Sendable, Hashable {
        /// `UIImageName`: an image set shown in the bar.
        public var imageName: String?

        public init(imageName: String? = nil) {
            self.imageName = imageName
        }
    }

    /// `UILaunchScreenIdentifier`, for a definition from `UILaunchScreens`.
    public var identifier: String?
    /// `UIColorName`: the background colour set.
    public var colorName: String?
    /// `UIImageName`: the image set shown.
    public var imageName: String?
    /// `UIImageRespectsSafeAreaInsets` (default false).
    public var imageRespectsSafeAreaInsets: Bool
    public var navigationBar: Bar?
    public var tabBar: Bar?
    public var toolbar: Bar?

    public init(identifier: String? = nil, colorName: String? = nil, imageName: String? = nil,
                imageRespectsSafeAreaInsets: Bool = false,
                navigationBar: Bar? = nil, tabBar: Bar? = nil, toolbar: Bar? = nil) {
        self.identifier = identifier
        self.colorName = colorName
        self.imageName = imageName
        self.imageRespectsSafeAreaInsets = imageRespectsSafeAreaInsets
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
    }

    /// The launch screen of an Info.plist: `UILaunchScreen`, else the
    /// default definition of `UILaunchScreens`; nil when it has neither.
    /// With an idiom, the device-specific key (`UILaunchScreen~ipad`,
    /// `UILaunchScreen~iphone`) is preferred, as for every Info.plist key.
    /// A value of the wrong type is an error naming its key path
    /// (`UILaunchScreen.UIImageRespectsSafeAreaInsets: expected a boolean`).
    public static func read(infoPlist: PropertyListValue, file: String, idiom: Idiom? = nil) throws(StoryboardError) -> LaunchScreenDictionary? {
        guard case .dictionary(let info) = infoPlist else {
            throw StoryboardError(file: file, "the Info.plist holds \(infoPlist.kindName): expected a dictionary")
        }
        if let (key, value) = lookUp("UILaunchScreen", in: info, idiom: idiom) {
            return try definition(value, path: key, file: file)
        }
        guard let (key, value) = lookUp("UILaunchScreens", in: info, idiom: idiom) else { return nil }
        guard case .dictionary(let screens) = value else {
            throw StoryboardError(file: file, "\(key): expected a dictionary, not \(value.kindName)")
        }
        try checkKeys(screens, known: ["UILaunchScreenDefinitions", "UIDefaultLaunchScreen", "UIURLToLaunchScreenAssociations"], path: key, file: file)
        let definitionsPath = "\(key).UILaunchScreenDefinitions"
        guard let definitionsValue = screens["UILaunchScreenDefinitions"] else {
            throw StoryboardError(file: file, "\(definitionsPath): missing: expected an array of launch screen dictionaries")
        }
        guard case .array(let definitions) = definitionsValue else {
            throw StoryboardError(file: file, "\(definitionsPath): expected an array, not \(definitionsValue.kindName)")
        }
        guard definitions.count <= maximumDefinitions else {
            throw StoryboardError(file: file, "\(definitionsPath): \(definitions.count) definitions: at most \(maximumDefinitions) are read")
        }
        var read: [LaunchScreenDictionary] = []
        for (i, d) in definitions.enumerated() {
            read.append(try definition(d, path: "\(definitionsPath)[\(i)]", file: file))
        }
        let defaultName = try string(screens["UIDefaultLaunchScreen"], path: "\(key).UIDefaultLaunchScreen", file: file)
        guard let defaultName else {
            // Without a default, the first definition is taken.
            guard let first = read.first else {
                throw StoryboardError(file: file, "\(definitionsPath): empty: expected at least one launch screen")
            }
            return first
        }
        guard let chosen = read.first(where: { $0.identifier == defaultName }) else {
            let known = read.compactMap(\.identifier).map { "\"\($0)\"" }.joined(separator: ", ")
            throw StoryboardError(file: file, "\(key).UIDefaultLaunchScreen: \"\(defaultName)\" is no UILaunchScreenIdentifier of UILaunchScreenDefinitions (\(known.isEmpty ? "none has one" : known))")
        }
        return chosen
    }

    /// `UILaunchStoryboardName`: the launch storyboard's name without its
    /// extension, when the Info.plist names one as a string (the
    /// device-specific key first, with an idiom).
    public static func storyboardName(infoPlist: PropertyListValue, idiom: Idiom? = nil) -> String? {
        guard case .dictionary(let info) = infoPlist,
              let (_, value) = lookUp("UILaunchStoryboardName", in: info, idiom: idiom),
              case .string(let name) = value, !name.isEmpty
        else { return nil }
        return name
    }

    // MARK: - Reading

    static let definitionKeys = ["UILaunchScreenIdentifier", "UIColorName", "UIImageName", "UIImageRespectsSafeAreaInsets",
                                 "UINavigationBar", "UITabBar", "UIToolbar"]

    private static func lookUp(_ key: String, in info: [String: PropertyListValue], idiom: Idiom?) -> (String, PropertyListValue)? {
        if let idiom, let v = info["\(key)~\(idiom.catalogName)"] { return ("\(key)~\(idiom.catalogName)", v) }
        return info[key].map { (key, $0) }
    }

    private static func definition(_ value: PropertyListValue, path: String, file: String) throws(StoryboardError) -> LaunchScreenDictionary {
        guard case .dictionary(let d) = value else {
            throw StoryboardError(file: file, "\(path): expected a dictionary, not \(value.kindName)")
        }
        try checkKeys(d, known: definitionKeys, path: path, file: file)
        var result = LaunchScreenDictionary()
        result.identifier = try string(d["UILaunchScreenIdentifier"], path: "\(path).UILaunchScreenIdentifier", file: file)
        result.colorName = try string(d["UIColorName"], path: "\(path).UIColorName", file: file)
        result.imageName = try string(d["UIImageName"], path: "\(path).UIImageName", file: file)
        if let v = d["UIImageRespectsSafeAreaInsets"] {
            guard case .bool(let b) = v else {
                throw StoryboardError(file: file, "\(path).UIImageRespectsSafeAreaInsets: expected a boolean, not \(v.kindName)")
            }
            result.imageRespectsSafeAreaInsets = b
        }
        result.navigationBar = try bar(d["UINavigationBar"], path: "\(path).UINavigationBar", file: file)
        result.tabBar = try bar(d["UITabBar"], path: "\(path).UITabBar", file: file)
        result.toolbar = try bar(d["UIToolbar"], path: "\(path).UIToolbar", file: file)
        return result
    }

    private static func bar(_ value: PropertyListValue?, path: String, file: String) throws(StoryboardError) -> Bar? {
        guard let value else { return nil }
        guard case .dictionary(let d) = value else {
            throw StoryboardError(file: file, "\(path): expected a dictionary, not \(value.kindName)")
        }
        try checkKeys(d, known: ["UIImageName"], path: path, file: file)
        return Bar(imageName: try string(d["UIImageName"], path: "\(path).UIImageName", file: file))
    }

    /// A string value; an empty string counts as absent, as Xcode's
    /// Info tab leaves an emptied field.
    private static func string(_ value: PropertyListValue?, path: String, file: String) throws(StoryboardError) -> String? {
        guard let value else { return nil }
        guard case .string(let s) = value else {
            throw StoryboardError(file: file, "\(path): expected a string, not \(value.kindName)")
        }
        return s.isEmpty ? nil : s
    }

    /// iOS ignores keys it does not know; a key within two edits of a
    /// known one is a typo that would silently drop a colour or image, so
    /// it is an error with the suggestion. Others are left alone.
    /// Bounded: at most `maximumKeys` keys a dictionary (a launch screen
    /// dictionary has a handful), and a key's distance is worked out only
    /// to known keys of nearly its length (it is at least the difference).
    private static func checkKeys(_ d: [String: PropertyListValue], known: [String], path: String, file: String) throws(StoryboardError) {
        guard d.count <= maximumKeys else {
            throw StoryboardError(file: file, "\(path): \(d.count) keys: a launch screen dictionary has at most \(maximumKeys)")
        }
        for key in d.keys.sorted() where !known.contains(key) {
            let length = key.unicodeScalars.count
            var best: (name: String, distance: Int)?
            for name in known where abs(name.unicodeScalars.count - length) <= 2 {
                let distance = Spelling.distance(name, key)
                if distance < (best?.distance ?? Int.max) { best = (name, distance) }
            }
            if let best, best.distance <= 2 {
                throw StoryboardError(file: file, "\(path): unknown key \"\(key.prefix(64))\" (did you mean \"\(best.name)\"?)")
            }
        }
    }

    /// Most keys in one launch screen dictionary, and most definitions in
    /// `UILaunchScreenDefinitions`: each key is checked for typos.
    static let maximumKeys = 64
    static let maximumDefinitions = 256
}

