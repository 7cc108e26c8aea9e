import SplashAnimation
import SplashGeometry

/// One animation of a layer, as a scene file gives it: a key path's value
/// ("position", "transform.scale", "backgroundColor") animated as a whole,
/// one component per scalar property it drives. Interpolating the
/// components is what Core Animation does for points, sizes and sRGB
/// colours; what needs the whole value is the distance paced keyframes are
/// spaced by, and a path's tangent (see `AnimationVector`).
public struct LayerAnimation: Sendable, Hashable {
    /// The properties the value's components drive, in order: position is
    /// [positionX, positionY].
    public var properties: [AnimatableProperty]
    public var animation: PropertyAnimation<AnimationVector>
    /// A position animation along a path that turns the layer to the
    /// path's tangent (`CAKeyframeAnimation.rotationMode`): the angle is
    /// added to the layer's `transform.rotation` after every animation of
    /// the layer is applied, so it composes with the layer's own rotation
    /// (and any rotation animation) rather than replacing it.
    public var rotationMode: RotationMode?

    public init(properties: [AnimatableProperty], animation: PropertyAnimation<AnimationVector>, rotationMode: RotationMode? = nil) {
        self.properties = properties
        self.animation = animation
        self.rotationMode = rotationMode
    }
}

/// The scalar properties animations can drive.
public enum AnimatableProperty: Sendable, Hashable {
    case positionX, positionY
    case anchorPointX, anchorPointY
    case boundsX, boundsY, boundsWidth, boundsHeight
    case opacity
    /// `isHidden` as a number: hidden from 0.5 up (animate it with
    /// discrete keyframes of true/false).
    case hidden
    case scaleX, scaleY, rotation, rotationX, rotationY, translationX, translationY
    case shadowOpacity, shadowRadius
    case cornerRadius
    case borderWidth
    /// A shape's `strokeStart`, `strokeEnd`, `lineDashPhase` and `lineWidth`
    /// (CAShapeLayer's animatable stroke properties).
    case strokeStart, strokeEnd, lineDashPhase, lineWidth
    /// `contentsRect`'s origin and size.
    case contentsRectX, contentsRectY, contentsRectWidth, contentsRectHeight
    case zPosition
    /// A component of `sublayerTransform`.
    case sublayerTransform(LayerTransform.Component)
    /// One number of a shape's path (`Path.coordinates`), animated by a
    /// `path` animation; the layer sets them all at once.
    case pathCoordinate(Int)
    /// A text's string, as its position in `table` (the animation's values).
    case textString([String])
    /// A gradient's `startPoint` and `endPoint` (unit coordinates).
    case gradientStartX, gradientStartY, gradientEndX, gradientEndY

    var isGradientStart: Bool { self == .gradientStartX || self == .gradientStartY }

    /// Whether it is a property of a gradient's geometry.
    var isGradientPoint: Bool {
        switch self {
        case .gradientStartX, .gradientStartY, .gradientEndX, .gradientEndY: true
        default: false
        }
    }

    /// Whether it is a property of a shape's stroke.
    var isShapeStroke: Bool {
        switch self {
        case .strokeStart, .strokeEnd, .lineDashPhase, .lineWidth: true
        default: false
        }
    }
    case backgroundRed, backgroundGreen, backgroundBlue, backgroundAlpha
    /// One channel (0 red, 1 green, 2 blue, 3 alpha) of a gradient stop's
    /// colour (`CAGradientLayer.colors`, animated stop by stop).
    case gradientColor(stop: Int, channel: Int)
    /// A gradient stop's location (`CAGradientLayer.locations`).
    case gradientLocation(stop: Int)
    /// One channel (0 red, 1 green, 2 blue, 3 alpha) of a shape's
    /// `fillColor` or `strokeColor` (CAShapeLayer.h marks both
    /// "Animatable"). A shape without a fill or stroke has none to animate.
    case fillColor(channel: Int)
    case strokeColor(channel: Int)
    /// The layer transform's skew and its axis (radians; see `LayerTransform.skew`).
    case skew, skewAxis
    /// `Layer.maskFeather`.
    case maskFeather
    /// One of a replicator's animatable properties (CAReplicatorLayer.h
    /// marks instanceDelay, instanceTransform, instanceColor and the colour
    /// offsets "Animatable").
    case replicator(ReplicatorProperty)
}

/// The scalar properties of a `Replicator` animations can drive:
/// `instanceTransform` as the components of a layer transform in the
/// replicator's plane, `instanceColor` by channel.
public enum ReplicatorProperty: Sendable, Hashable {
    case instanceDelay
    /// A component of `instanceTransform` (in the replicator's plane).
    case transform(LayerTransform.Component)
    case red, green, blue, alpha
    case redOffset, greenOffset, blueOffset, alphaOffset
}

extension Replicator {
    func value(of property: ReplicatorProperty) -> Double {
        switch property {
        case .instanceDelay: instanceDelay
        case .transform(let component): instanceTransform[component]
        case .red: instanceColor.red
        case .green: instanceColor.green
        case .blue: instanceColor.blue
        case .alpha: instanceColor.alpha
        case .redOffset: instanceRedOffset
        case .greenOffset: instanceGreenOffset
        case .blueOffset: instanceBlueOffset
        case .alphaOffset: instanceAlphaOffset
        }
    }

    mutating func setValue(_ value: Double, of property: ReplicatorProperty) {
        switch property {
        case .instanceDelay: instanceDelay = value
        case .transform(let component): instanceTransform[component] = value
        case .red: instanceColor.red = value
        case .green: instanceColor.green = value
        case .blue: instanceColor.blue = value
        case .alpha: instanceColor.alpha = value
        case .redOffset: instanceRedOffset = value
        case .greenOffset: instanceGreenOffset = value
        case .blueOffset: instanceBlueOffset = value
        case .alphaOffset: instanceAlphaOffset = value
        }
    }
}

extension Layer {
    func value(of property: AnimatableProperty) -> Double {
        let background = backgroundColor ?? .clear
        switch property {
        case .positionX: return position.x
        case .positionY: return position.y
        case .anchorPointX: return anchorPoint.x
        case .anchorPointY: return anchorPoint.y
        case .boundsX: return bounds.origin.x
        case .boundsY: return bounds.origin.y
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
        case .strokeStart: return shapeStroke?.start ?? 0
        case .strokeEnd: return shapeStroke?.end ?? 1
        case .lineDashPhase: return shapeStroke?.style.dash?.phase ?? 0
        case .lineWidth: return shapeStroke?.style.width ?? 1
        case .contentsRectX: return contentsRect.origin.x
        case .contentsRectY: return contentsRect.origin.y
        case .contentsRectWidth: return contentsRect.size.width
        case .contentsRectHeight: return contentsRect.size.height
        case .zPosition: return zPosition
        case .sublayerTransform(let component): return sublayerTransform[component]
        case .textString(let table):
            guard case .text(let text, _)? = contents else { return 0 }
            return Double(table.firstIndex(of: text.string) ?? 0)
        case .pathCoordinate(let index):
            guard case .shape(let shape)? = contents else { return 0 }
            let values = shape.path.coordinates
            return values.indices.contains(index) ? values[index] : 0
        case .gradientStartX: return gradient?.startPoint.x ?? 0
        case .gradientStartY: return gradient?.startPoint.y ?? 0
        case .gradientEndX: return gradient?.endPoint.x ?? 0
        case .gradientEndY: return gradient?.endPoint.y ?? 0
        case .backgroundRed: return background.red
        case .backgroundGreen: return background.green
        case .backgroundBlue: return background.blue
        case .backgroundAlpha: return background.alpha
        case .gradientColor(let stop, let channel):
            guard case .gradient(let gradient)? = contents, gradient.colors.indices.contains(stop) else { return 0 }
            return gradient.colors[stop].component(channel)
        case .gradientLocation(let stop):
            guard case .gradient(let gradient)? = contents, gradient.locations.indices.contains(stop) else { return 0 }
            return gradient.locations[stop]
        case .replicator(let property):
            return (replicator ?? Replicator()).value(of: property)
        case .fillColor(let channel):
            guard case .shape(let shape)? = contents, let color = shape.fillColor else { return 0 }
            return color.component(channel)
        case .strokeColor(let channel):
            return shapeStroke?.color.component(channel) ?? 0
        case .skew: return transform.skew
        case .skewAxis: return transform.skewAxis
        case .maskFeather: return maskFeather
        }
    }

    mutating func setValue(_ value: Double, of property: AnimatableProperty) {
        var background = backgroundColor ?? .clear
        switch property {
        case .positionX: position.x = value
        case .positionY: position.y = value
        case .anchorPointX: anchorPoint.x = value
        case .anchorPointY: anchorPoint.y = value
        case .boundsX: bounds.origin.x = value
        case .boundsY: bounds.origin.y = value
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
        case .strokeStart: updateShapeStroke { $0.start = value }
        case .strokeEnd: updateShapeStroke { $0.end = value }
        case .lineDashPhase: updateShapeStroke { $0.style.dash?.phase = value }
        case .lineWidth: updateShapeStroke { $0.style.width = value }
        case .contentsRectX: contentsRect.origin.x = value
        case .contentsRectY: contentsRect.origin.y = value
        case .contentsRectWidth: contentsRect.size.width = value
        case .contentsRectHeight: contentsRect.size.height = value
        case .zPosition: zPosition = value
        case .sublayerTransform(let component): sublayerTransform[component] = value
        case .textString(let table):
            guard case .text(var text, let size)? = contents, !table.isEmpty, value.isFinite else { return }
            text.string = table[Int(min(max(value.rounded(), 0), Double(table.count - 1)))]
            contents = .text(text, bounds: size)
        case .pathCoordinate(let index):
            guard case .shape(var shape)? = contents else { return }
            var values = shape.path.coordinates
            guard values.indices.contains(index) else { return }
            values[index] = value
            shape.path = shape.path.withCoordinates(values)
            contents = .shape(shape)
        case .gradientStartX: updateGradient { $0.startPoint.x = value }
        case .gradientStartY: updateGradient { $0.startPoint.y = value }
        case .gradientEndX: updateGradient { $0.endPoint.x = value }
        case .gradientEndY: updateGradient { $0.endPoint.y = value }
        case .backgroundRed: background.red = value; backgroundColor = background
        case .backgroundGreen: background.green = value; backgroundColor = background
        case .backgroundBlue: background.blue = value; backgroundColor = background
        case .backgroundAlpha: background.alpha = value; backgroundColor = background
        case .gradientColor(let stop, let channel):
            guard case .gradient(var gradient)? = contents, gradient.colors.indices.contains(stop) else { return }
            gradient.colors[stop].setComponent(channel, to: value)
            contents = .gradient(gradient)
        case .gradientLocation(let stop):
            guard case .gradient(var gradient)? = contents, gradient.locations.indices.contains(stop) else { return }
            gradient.locations[stop] = value
            contents = .gradient(gradient)
        case .replicator(let property):
            replicator?.setValue(value, of: property)
        case .fillColor(let channel):
            guard case .shape(var shape)? = contents, var color = shape.fillColor else { return }
            color.setComponent(channel, to: value)
            shape.fillColor = color
            contents = .shape(shape)
        case .strokeColor(let channel):
            updateShapeStroke { $0.color.setComponent(channel, to: value) }
        case .skew: transform.skew = value
        case .skewAxis: transform.skewAxis = value
        case .maskFeather: maskFeather = value
        }
    }
}

extension Layer {
    /// The stroke of a shape layer's contents, if it has one.
    var shapeStroke: ShapeStroke? {
        guard case .shape(let shape)? = contents else { return nil }
        return shape.stroke
    }

    /// Changes the stroke of a shape layer's contents (nothing without one).
    public mutating func updateShapeStroke(_ change: (inout ShapeStroke) -> Void) {
        guard case .shape(var shape)? = contents, var stroke = shape.stroke else { return }
        change(&stroke)
        shape.stroke = stroke
        contents = .shape(shape)
    }
}

extension Layer {
    /// A gradient layer's contents, if it is one.
    var gradient: GradientContents? {
        guard case .gradient(let gradient)? = contents else { return nil }
        return gradient
    }

    /// Changes a gradient layer's contents (nothing for other contents).
    mutating func updateGradient(_ change: (inout GradientContents) -> Void) {
        guard case .gradient(var gradient)? = contents else { return }
        change(&gradient)
        contents = .gradient(gradient)
    }
}

extension Color {
    /// A channel by number: 0 red, 1 green, 2 blue, 3 (and above) alpha.
    func component(_ channel: Int) -> Double {
        switch channel {
        case 0: red
        case 1: green
        case 2: blue
        default: alpha
        }
    }

    mutating func setComponent(_ channel: Int, to value: Double) {
        switch channel {
        case 0: red = value
        case 1: green = value
        case 2: blue = value
        default: alpha = value
        }
    }
}
