import SplashAnimation
import SplashRaster

/// One animated number of a layer. A scene file's animation on a key path
/// with several components ("position", "transform.scale",
/// "backgroundColor") becomes one of these per component, all with the same
/// timing: interpolating the components separately is exactly what Core
/// Animation does for points, sizes and sRGB colours.
public struct LayerAnimation: Sendable, Hashable {
    public var property: AnimatableProperty
    public var animation: PropertyAnimation<Double>

    public init(property: AnimatableProperty, animation: PropertyAnimation<Double>) {
        self.property = property
        self.animation = animation
    }
}

/// The scalar properties animations can drive.
public enum AnimatableProperty: String, Sendable, Hashable, CaseIterable {
    case positionX, positionY
    case anchorPointX, anchorPointY
    case boundsWidth, boundsHeight
    case opacity
    /// `isHidden` as a number: hidden from 0.5 up (animate it with
    /// discrete keyframes of true/false).
    case hidden
    case scaleX, scaleY, rotation, rotationX, rotationY, translationX, translationY
    case shadowOpacity, shadowRadius
    case cornerRadius
    case borderWidth
    case backgroundRed, backgroundGreen, backgroundBlue, backgroundAlpha
}

extension Layer {
    func value(of property: AnimatableProperty) -> Double {
        let background = backgroundColor ?? .clear
        switch property {
        case .positionX: return position.x
        case .positionY: return position.y
        case .anchorPointX: return anchorPoint.x
        case .anchorPointY: return anchorPoint.y
        case .boundsWidth: return bounds.size.width
        case .boundsHeight: return bounds.size.height
        case .opacity: return opacity
        case .hidden: return isHidden ? 1 : 0
        case .scaleX: return transform.scaleX
        case .scaleY: return transform.scaleY
        case .rotation: return transform.rotation
        case .rotationX: return transform.rotationX
        case .rotationY: return transform.rotationY
        case .shadowOpacity: return shadowOpacity
        case .shadowRadius: return shadowRadius
        case .translationX: return transform.translationX
        case .translationY: return transform.translationY
        case .cornerRadius: return cornerRadius
        case .borderWidth: return borderWidth
        case .backgroundRed: return background.red
        case .backgroundGreen: return background.green
        case .backgroundBlue: return background.blue
        case .backgroundAlpha: return background.alpha
        }
    }

    mutating func setValue(_ value: Double, of property: AnimatableProperty) {
        var background = backgroundColor ?? .clear
        switch property {
        case .positionX: position.x = value
        case .positionY: position.y = value
        case .anchorPointX: anchorPoint.x = value
        case .anchorPointY: anchorPoint.y = value
        case .boundsWidth: bounds.size.width = value
        case .boundsHeight: bounds.size.height = value
        case .opacity: opacity = value
        case .hidden: isHidden = value >= 0.5
        case .scaleX: transform.scaleX = value
        case .scaleY: transform.scaleY = value
        case .rotation: transform.rotation = value
        case .rotationX: transform.rotationX = value
        case .rotationY: transform.rotationY = value
        case .shadowOpacity: shadowOpacity = value
        case .shadowRadius: shadowRadius = value
        case .translationX: transform.translationX = value
        case .translationY: transform.translationY = value
        case .cornerRadius: cornerRadius = value
        case .borderWidth: borderWidth = value
        case .backgroundRed: background.red = value; backgroundColor = background
        case .backgroundGreen: background.green = value; backgroundColor = background
        case .backgroundBlue: background.blue = value; backgroundColor = background
        case .backgroundAlpha: background.alpha = value; backgroundColor = background
        }
    }
}
