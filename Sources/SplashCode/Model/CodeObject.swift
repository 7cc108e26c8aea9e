import SplashGeometry

/// An instance of a class the interpreted code creates: a view or layer,
/// an animation, a Bézier path, an image, a font, or an instance of one
/// of the file's own types. Objects are shared: two variables holding one
/// view change the same view.
final class CodeObject {
    /// What the object stands for.
    enum Kind {
        case layer(LayerObject)
        case animation(AnimationObject)
        case path(PathObject)
        /// `UIImage(named:)`: the asset's name.
        case image(String)
        /// `UIFont`: size and weight (CSS scale, 400 regular) and family.
        case font(FontValue)
        /// An instance of a class or struct declared in the file.
        case instance(InstanceObject)
        /// `DispatchQueue.main`, `UIScreen.main`, `CATransaction`… kept by
        /// name so their members can be looked up.
        case service(String)
    }

    let kind: Kind
    /// A number unique within one interpretation (layer ids are made from it).
    let serial: Int

    init(kind: Kind, serial: Int) {
        self.kind = kind
        self.serial = serial
    }

    var className: String {
        switch kind {
        case .layer(let layer): layer.className
        case .animation(let animation): animation.className
        case .path: "UIBezierPath"
        case .image: "UIImage"
        case .font: "UIFont"
        case .instance(let instance): instance.typeName
        case .service(let name): name
        }
    }

    var layer: LayerObject? {
        if case .layer(let layer) = kind { layer } else { nil }
    }
}

/// `UIFont` as a label draws it.
struct FontValue: Equatable {
    var size: Double = 17
    var weight: Double = 400
    var family: String?
    var italic = false
}

/// An instance of one of the file's own types: its stored properties.
final class InstanceObject {
    let typeName: String
    var fields: [String: Value] = [:]

    init(typeName: String) {
        self.typeName = typeName
    }
}

/// A `UIBezierPath` (or `CGMutablePath`) being built.
final class PathObject {
    var path = Path()
    /// A `CGMutablePath` (whose arcs' `clockwise` is y-up's), not a `UIBezierPath`.
    var isCGPath = false
    init(path: Path = Path(), isCGPath: Bool = false) {
        self.path = path
        self.isCGPath = isCGPath
    }
}
