/// The device family assets are picked for: an asset catalog entry's
/// `idiom` (`iphone`, `ipad`, or `universal` for both), and an Info.plist
/// key's device suffix (`UILaunchScreen~ipad`).
public enum Idiom: String, Sendable, Hashable, CaseIterable {
    case phone, pad

    /// The name asset catalogs give the idiom.
    public var catalogName: String {
        switch self {
        case .phone: "iphone"
        case .pad: "ipad"
        }
    }
}
