import SplashGeometry
import SplashScene

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

    /// A `UIColor` class property by name, in the light appearance: UIKit's
    /// system, semantic and fixed colours from the one table storyboards
    /// and asset catalogs read (`SystemColors`), and `tintColor`, whose
    /// default is system blue.
    static func systemColor(_ name: String) -> Color? {
        SystemColors.color(named: name == "tintColor" ? "systemBlue" : name, appearance: .light)
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
