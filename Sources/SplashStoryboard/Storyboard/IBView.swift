import SplashGeometry

/// A view of the launch screen as Interface Builder describes it, before
/// layout: its kind, its frame in Interface Builder's canvas, how it is
/// laid out (constraints or the autoresizing mask) and how it looks.
struct IBView: Sendable {
    var id: String
    var kind: Kind
    /// `<rect key="frame">`, in the superview's coordinates, for the device
    /// the document was last saved with.
    var designFrame: Rect?
    var autoresizing: AutoresizingMask
    /// false when Interface Builder wrote
    /// `translatesAutoresizingMaskIntoConstraints="NO"`.
    var translatesAutoresizingMask: Bool
    var isHidden: Bool
    var alpha: Double
    var clipsToBounds: Bool
    var backgroundColor: IBColor?
    var tintColor: IBColor?
    var contentMode: String
    var hugging: (horizontal: Double, vertical: Double)
    var compressionResistance: (horizontal: Double, vertical: Double)
    /// `<edgeInsets key="layoutMargins">`; nil: UIKit's defaults.
    var layoutMargins: EdgeInsets?
    var safeAreaGuide: String?
    var marginsGuide: String?
    var constraints: [IBConstraint]
    var subviews: [IBView]
    /// `userLabel`, or what Interface Builder's outline would call it.
    var displayName: String
    var line: Int

    enum Kind: Sendable {
        case view
        case imageView(image: String?, symbol: Bool)
        case label(IBLabel)
        case stackView(IBStack)
        /// Anything a launch screen cannot show (a web view, a custom
        /// class): laid out, drawn as nothing.
        case unsupported(String)
    }
}

struct IBLabel: Sendable {
    var text: String
    var font: IBFont
    var textColor: IBColor?
    var alignment: String
    var numberOfLines: Int
}

struct IBStack: Sendable {
    enum Axis: Sendable { case horizontal, vertical }
    enum Distribution: String, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    enum Alignment: String, Sendable { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline }
    var axis: Axis
    var distribution: Distribution
    var alignment: Alignment
    var spacing: Double
}

/// `UIView.AutoresizingMask`: which margins and sizes follow the
/// superview's size.
struct AutoresizingMask: Sendable, Hashable {
    var flexibleLeft = false, flexibleWidth = false, flexibleRight = false
    var flexibleTop = false, flexibleHeight = false, flexibleBottom = false

    init() {}

    init(_ element: IBElement) {
        flexibleLeft = element["flexibleMinX"] == "YES"
        flexibleWidth = element["widthSizable"] == "YES"
        flexibleRight = element["flexibleMaxX"] == "YES"
        flexibleTop = element["flexibleMinY"] == "YES"
        flexibleHeight = element["heightSizable"] == "YES"
        flexibleBottom = element["flexibleMaxY"] == "YES"
    }
}

/// A `viewControllerLayoutGuide` (the top and bottom layout guides of
/// storyboards before safe areas): the top one ends where the safe area
/// begins, the bottom one begins where it ends.
struct IBLegacyGuide: Sendable, Hashable {
    enum Edge: Sendable, Hashable { case top, bottom }
    var id: String
    var edge: Edge
}
