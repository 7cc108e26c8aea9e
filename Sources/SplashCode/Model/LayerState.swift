import SplashGeometry

/// Everything a view or layer of the interpreted code draws with: the
/// model values of Core Animation's layer (a view's properties are its
/// layer's: `center` is `position`, `alpha` is `opacity`), its contents
/// by kind, and the kind's own properties.
struct LayerState: Equatable {
    var position = Point(x: 0, y: 0)
    var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
    var anchorPoint = Point(x: 0.5, y: 0.5)
    var opacity: Double = 1
    var hidden = false
    var backgroundColor: Color?
    var cornerRadius: Double = 0
    var masksToBounds = false
    var borderWidth: Double = 0
    var borderColor: Color = .black
    var shadowColor: Color = .black
    var shadowOpacity: Double = 0
    var shadowOffset = Size(width: 0, height: -3)
    var shadowRadius: Double = 3
    var transform = CodeTransform.identity
    var sublayerTransform = CodeTransform.identity
    var zPosition: Double = 0

    // CAShapeLayer (defaults from CAShapeLayer.h: fill opaque black, no stroke, width 1).
    var path: Path?
    var fillColor: Color? = .black
    var strokeColor: Color?
    var lineWidth: Double = 1
    var strokeStart: Double = 0
    var strokeEnd: Double = 1
    var lineCap = "butt"
    var lineJoin = "miter"
    var lineDashPattern: [Double] = []
    var lineDashPhase: Double = 0
    var fillRule = "nonZero"

    // CAGradientLayer (defaults from CAGradientLayer.h).
    var gradientColors: [Color] = []
    var locations: [Double]?
    var startPoint = Point(x: 0.5, y: 0)
    var endPoint = Point(x: 0.5, y: 1)
    var gradientType = "axial"

    // UIImageView: the asset's name, resolved to a file when read; its content mode.
    var imageName: String?
    var gravity = "resize"

    // UILabel / CATextLayer.
    var text: String?
    var font = FontValue()
    var textColor: Color = .black
    var textAlignment = "natural"
    var numberOfLines: Double = 1

    // CAReplicatorLayer.
    var instanceCount: Double = 1
    var instanceDelay: Double = 0
    var instanceTransform = CodeTransform.identity
    var instanceColor: Color = .white
    var instanceAlphaOffset: Double = 0
    var instanceRedOffset: Double = 0
    var instanceGreenOffset: Double = 0
    var instanceBlueOffset: Double = 0

    /// `frame` as UIKit computes it for an untransformed layer.
    var frame: Rect {
        get {
            Rect(x: position.x - anchorPoint.x * bounds.size.width, y: position.y - anchorPoint.y * bounds.size.height,
                 width: bounds.size.width, height: bounds.size.height)
        }
        set {
            bounds.size = Size(width: newValue.size.width, height: newValue.size.height)
            position = Point(x: newValue.origin.x + anchorPoint.x * newValue.size.width, y: newValue.origin.y + anchorPoint.y * newValue.size.height)
        }
    }
}
