import SplashGeometry

/// Initialisers: geometry, colours, fonts, images, views and layers,
/// animations, paths, and the file's own types.
extension Interpreter {
    func construct(_ type: String, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        func n(_ label: String) throws(Interruption) -> Double? {
            try arguments[label].map { (value) throws(Interruption) in try number(value, line: line) }
        }
        func required(_ label: String) throws(Interruption) -> Double {
            guard let value = try n(label) else { throw .skip(line: line, message: "\(type)(…) without \(label): is not part of a launch animation: skipped") }
            return value
        }
        if let declared = declarations.types[type] {
            if !declared.isExtensionOnly || !Builtins.isKnownType(type) { return try instantiate(type, arguments, line: line) }
            // An extension's convenience init of a UIKit type (`UIColor(hex:)`):
            // its `self.init(…)` makes the value.
            for initializer in declared.initializers {
                guard let scope = try match(initializer.signature.parameterClause.parameters, arguments, selfValue: .void) else { continue }
                let target = ConvenienceTarget(type: type)
                let selfValue = Value.object(try newObject(.service("init:\(ObjectIdentifier(target).hashValue)"), line: line))
                convenienceTargets.append(target)
                defer { convenienceTargets.removeLast() }
                try enterCall(line: line)
                defer { callDepth -= 1 }
                if let body = initializer.body { _ = try run(body.statements, in: Frame(scope: scope, selfValue: selfValue)) }
                guard let made = target.value else { throw .skip(line: line, message: "\(type)'s init did not call self.init(…): skipped") }
                return made
            }
        }
        switch type {
        case "CGFloat", "Double", "Float", "Int", "TimeInterval", "NSNumber":
            guard let first = arguments.first?.value else { return .number(0) }
            if case .string(let text) = first { return Double(text).map(Value.number) ?? .null }
            let value = try number(first, line: line)
            return .number(type == "Int" ? value.rounded(.towardZero) : value)
        case "String": return .string(arguments.first.map { describe($0.value) } ?? "")
        case "CGPoint", "CGVector":
            if arguments.isEmpty { return .point(Point(x: 0, y: 0)) }
            let x = try n("x"), dx = try n("dx"), y = try n("y"), dy = try n("dy")
            return .point(Point(x: x ?? dx ?? 0, y: y ?? dy ?? 0))
        case "CGSize":
            return .size(Size(width: try n("width") ?? 0, height: try n("height") ?? 0))
        case "CGRect":
            if arguments.isEmpty { return .rect(.zero) }
            if let origin = arguments["origin"], let size = arguments["size"] {
                return .rect(Rect(origin: try point(origin, line: line), size: try self.size(size, line: line)))
            }
            return .rect(Rect(x: try required("x"), y: try required("y"), width: try required("width"), height: try required("height")))
        case "UIColor", "CGColor":
            if let white = try n("white") { return .color(Color(red: white, green: white, blue: white, alpha: try n("alpha") ?? 1)) }
            if let red = try n("red") {
                return .color(Color(red: red, green: try n("green") ?? 0, blue: try n("blue") ?? 0, alpha: try n("alpha") ?? 1))
            }
            if let displayP3 = try n("displayP3Red") {
                warn(line, "UIColor(displayP3Red:…) is drawn as sRGB")
                return .color(Color(red: displayP3, green: try n("green") ?? 0, blue: try n("blue") ?? 0, alpha: try n("alpha") ?? 1))
            }
            if let hue = try n("hue") {
                return .color(Self.hsb(hue: hue, saturation: try n("saturation") ?? 0, brightness: try n("brightness") ?? 0, alpha: try n("alpha") ?? 1))
            }
            if case .string(let name)? = arguments["named"] {
                if let color = Builtins.systemColor(name) { return .color(color) }
                throw .skip(line: line, message: "UIColor(named: \"\(name)\"): colour sets of asset catalogs are not read for code: skipped")
            }
            throw .skip(line: line, message: "this UIColor initializer is not part of a launch animation: skipped")
        case "UIFont":
            let size = try n("size") ?? 17
            var font = FontValue(size: size)
            if case .string(let name)? = arguments["name"] {
                font.family = name
                if name.lowercased().contains("bold") { font.weight = 700 }
            }
            return .object(try newObject(.font(font), line: line))
        case "UIImage":
            guard case .string(let name)? = arguments["named"] ?? arguments["systemName"] else {
                throw .skip(line: line, message: "UIImage other than UIImage(named:) is not part of a launch animation: skipped")
            }
            if arguments["systemName"] != nil { throw .skip(line: line, message: "SF Symbols (UIImage(systemName: \"\(name)\")) are not drawn: skipped") }
            imageNames.insert(name)
            return .object(try newObject(.image(name), line: line))
        case "UIView", "UIImageView", "UILabel", "CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer", "CATextLayer":
            let object = try newLayer(LayerObject.Flavor(rawValue: type)!, line: line)
            let layer = object.layer!
            if let frame = arguments["frame"] { layer.state.frame = try rect(frame, line: line) }
            if type == "UIImageView", let image = arguments["image"] ?? arguments.unlabelled.first {
                if case .object(let imageObject) = image, case .image(let name) = imageObject.kind {
                    layer.state.imageName = name
                }
            }
            return .object(object)
        case "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CATransition":
            var keyPath: String?
            if let given = arguments["keyPath"] { keyPath = try text(given, line: line) }
            return .object(try newObject(.animation(AnimationObject(kind: AnimationObject.Kind(rawValue: type)!, keyPath: keyPath)), line: line))
        case "CAMediaTimingFunction":
            if let name = arguments["name"] { return .timing(.named(try timingName(name, line: line))) }
            if arguments.count == 4 {
                let values = try arguments.map { (argument) throws(Interruption) in try number(argument.value, line: line) }
                return .timing(.points(values[0], values[1], values[2], values[3]))
            }
            throw .skip(line: line, message: "this CAMediaTimingFunction initializer is not part of a launch animation: skipped")
        case "UIBezierPath", "CGMutablePath", "CGPath":
            return .object(try newObject(.path(PathObject(path: try bezierPath(arguments, line: line), isCGPath: type != "UIBezierPath")), line: line))
        case "CGAffineTransform":
            if let sx = try n("scaleX") { return .transform(CodeTransform(affine: AffineTransform(scaleX: sx, y: try n("y") ?? 1))) }
            if let tx = try n("translationX") { return .transform(CodeTransform(affine: AffineTransform(translationX: tx, y: try n("y") ?? 0))) }
            if let angle = try n("rotationAngle") { return .transform(CodeTransform(affine: AffineTransform(rotationAngle: angle))) }
            if let a = try n("a") {
                return .transform(CodeTransform(affine: AffineTransform(a: a, b: try required("b"), c: try required("c"), d: try required("d"),
                                                                        tx: try required("tx"), ty: try required("ty"))))
            }
            return .transform(.identity)
        case "CATransform3D":
            return .transform(.identity)
        case "CAValueFunction":
            return arguments["name"] ?? .null
        case "NSValue":
            if let value = arguments["cgPoint"] ?? arguments["cgSize"] ?? arguments["cgRect"] ?? arguments["caTransform3D"] ?? arguments["cgAffineTransform"] {
                return value
            }
            throw .skip(line: line, message: "this NSValue initializer is not part of a launch animation: skipped")
        default:
            throw .skip(line: line, message: "\(type)(…) is not part of a launch animation: skipped")
        }
    }

    /// `CAMediaTimingFunctionName` by name.
    func timingName(_ value: Value, line: Int) throws(Interruption) -> String {
        let name = try text(value, line: line)
        switch name {
        case "linear", "easeIn", "easeOut", "easeInEaseOut", "default": return name
        default: throw .skip(line: line, message: "the timing function .\(name) is not part of a launch animation: skipped")
        }
    }

    static func hsb(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> Color {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }

    /// An instance of the file's own class or struct: its stored
    /// properties' initial values, then its `init` (or, for a struct
    /// without one, the memberwise initializer). A subclass of a UIKit
    /// view or Core Animation layer is that view or layer too.
    func instantiate(_ type: String, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        let instance = InstanceObject(typeName: type)
        let value: Value
        if let flavor = viewFlavor(of: type) {
            let object = try newLayer(flavor, line: line)
            object.layer!.instance = instance
            if let frame = arguments["frame"] { object.layer!.state.frame = try rect(frame, line: line) }
            value = .object(object)
        } else {
            value = .object(try newObject(.instance(instance), line: line))
        }
        try enterCall(line: line)
        defer { callDepth -= 1 }
        for property in declarations.storedProperties(of: type) {
            let frame = Frame(scope: Scope(parent: globals), selfValue: value)
            instance.fields[property.name] = try property.initializer.map { (expression) throws(Interruption) in try evaluate(expression, in: frame) } ?? .null
            name(instance.fields[property.name]!, as: property.name)
        }
        let initializers = declarations.types[type]?.initializers ?? []
        for initializer in initializers {
            guard let scope = try match(initializer.signature.parameterClause.parameters, arguments, selfValue: value) else { continue }
            if let body = initializer.body { _ = try run(body.statements, in: Frame(scope: scope, selfValue: value)) }
            return value
        }
        if !initializers.isEmpty && !(arguments.isEmpty || arguments["frame"] != nil) {
            throw .skip(line: line, message: "no init of \(type) takes these arguments: skipped")
        }
        for argument in arguments where argument.label != nil && argument.label != "frame" {
            instance.fields[argument.label!] = argument.value
        }
        return value
    }

    /// The UIKit or Core Animation class a type of the file inherits from, if any.
    func viewFlavor(of type: String) -> LayerObject.Flavor? {
        var current = type
        for _ in 0..<16 {
            guard let declaration = declarations.types[current] else { return LayerObject.Flavor(rawValue: current) }
            guard let parent = declaration.inherits.first(where: { declarations.types[$0] != nil || LayerObject.Flavor(rawValue: $0) != nil }) else { return nil }
            current = parent
        }
        return nil
    }
}
