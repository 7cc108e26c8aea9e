import SplashGeometry

/// The names of the modelled APIs that are values or types on their own.
enum Builtins {
    /// UIKit's types the interpreter constructs or calls statics of.
    static let knownTypes: Set<String> = [
        "UIView", "UIImageView", "UILabel", "UIImage", "UIColor", "UIFont", "UIScreen", "UIBezierPath", "UIApplication",
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer", "CATextLayer",
        "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CATransition",
        "CAMediaTimingFunction", "CATransaction", "CATransform3D", "CGAffineTransform", "CGRect", "CGPoint", "CGSize", "CGVector",
        "CGFloat", "Double", "Float", "Int", "String", "Bool", "NSNumber", "NSValue", "DispatchQueue", "DispatchTime",
        "CGPath", "CGMutablePath", "CAMediaTimingFillMode", "CAAnimationCalculationMode", "CATransitionType", "CATransitionSubtype",
        "UIView.AnimationOptions", "UIView.KeyframeAnimationOptions", "NSTextAlignment", "Timer", "super", "UIViewController",
        "CAMediaTimingFunctionName", "CAShapeLayerLineCap", "CAShapeLayerLineJoin", "CAShapeLayerFillRule", "CAGradientLayerType",
        "CALayerContentsGravity", "CAValueFunctionName", "CAValueFunction", "CAAnimationRotationMode", "UIView.ContentMode", "UIFont.Weight",
        "CGColor", "TimeInterval", "Date",
    ]

    static func isKnownType(_ name: String) -> Bool { knownTypes.contains(name) }

    /// Global constants (`CATransform3DIdentity`).
    static func globalConstant(_ name: String) -> Value? {
        switch name {
        case "CATransform3DIdentity": .transform(.identity)
        case "kCAFillModeForwards": .symbol("forwards")
        case "kCAFillModeBackwards": .symbol("backwards")
        case "kCAFillModeBoth": .symbol("both")
        case "kCAMediaTimingFunctionEaseInEaseOut": .symbol("easeInEaseOut")
        case "kCAMediaTimingFunctionEaseIn": .symbol("easeIn")
        case "kCAMediaTimingFunctionEaseOut": .symbol("easeOut")
        case "kCAMediaTimingFunctionLinear": .symbol("linear")
        case "M_PI", "pi": .number(Double.pi)
        default: nil
        }
    }

    /// UIKit's system colours in the light appearance (UIColor.h's fixed
    /// colours; the system colours' values from Apple's Human Interface
    /// Guidelines, "Color", light mode).
    static func systemColor(_ name: String) -> Color? {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a) }
        switch name {
        case "black": return .black
        case "white": return .white
        case "clear": return .clear
        case "red": return Color(red: 1, green: 0, blue: 0)
        case "green": return Color(red: 0, green: 1, blue: 0)
        case "blue": return Color(red: 0, green: 0, blue: 1)
        case "yellow": return Color(red: 1, green: 1, blue: 0)
        case "orange": return Color(red: 1, green: 0.5, blue: 0)
        case "purple": return Color(red: 0.5, green: 0, blue: 0.5)
        case "brown": return Color(red: 0.6, green: 0.4, blue: 0.2)
        case "cyan": return Color(red: 0, green: 1, blue: 1)
        case "magenta": return Color(red: 1, green: 0, blue: 1)
        case "gray": return Color(red: 0.5, green: 0.5, blue: 0.5)
        case "darkGray": return Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)
        case "lightGray": return Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)
        case "systemRed": return rgb(255, 59, 48)
        case "systemOrange": return rgb(255, 149, 0)
        case "systemYellow": return rgb(255, 204, 0)
        case "systemGreen": return rgb(52, 199, 89)
        case "systemMint": return rgb(0, 199, 190)
        case "systemTeal": return rgb(48, 176, 199)
        case "systemCyan": return rgb(50, 173, 230)
        case "systemBlue", "link", "tintColor": return rgb(0, 122, 255)
        case "systemIndigo": return rgb(88, 86, 214)
        case "systemPurple": return rgb(175, 82, 222)
        case "systemPink": return rgb(255, 45, 85)
        case "systemBrown": return rgb(162, 132, 94)
        case "systemGray": return rgb(142, 142, 147)
        case "systemGray2": return rgb(174, 174, 178)
        case "systemGray3": return rgb(199, 199, 204)
        case "systemGray4": return rgb(209, 209, 214)
        case "systemGray5": return rgb(229, 229, 234)
        case "systemGray6": return rgb(242, 242, 247)
        case "systemBackground", "systemGroupedBackground_secondary", "secondarySystemGroupedBackground": return .white
        case "secondarySystemBackground", "systemGroupedBackground": return rgb(242, 242, 247)
        case "tertiarySystemBackground": return .white
        case "label": return .black
        case "secondaryLabel": return rgb(60, 60, 67, 0.6)
        case "tertiaryLabel": return rgb(60, 60, 67, 0.3)
        case "separator": return rgb(60, 60, 67, 0.29)
        default: return nil
        }
    }

    /// UIFont.Weight by name, on the CSS scale text layers take.
    static func fontWeight(_ name: String) -> Double? {
        switch name {
        case "ultraLight": 100
        case "thin": 200
        case "light": 300
        case "regular": 400
        case "medium": 500
        case "semibold": 600
        case "bold": 700
        case "heavy": 800
        case "black": 900
        default: nil
        }
    }
}
