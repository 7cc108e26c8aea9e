import SplashGeometry
import SwiftSyntax

extension Interpreter {
    /// `value.name`.
    func member(_ name: String, of value: Value, line: Int) throws(Interruption) -> Value {
        switch value {
        case .point(let p):
            if name == "x" { return .number(p.x) }
            if name == "y" { return .number(p.y) }
        case .size(let s):
            if name == "width" { return .number(s.width) }
            if name == "height" { return .number(s.height) }
        case .rect(let r):
            switch name {
            case "origin": return .point(r.origin)
            case "size": return .size(r.size)
            case "width": return .number(r.width)
            case "height": return .number(r.height)
            case "minX": return .number(r.minX)
            case "midX": return .number(r.midX)
            case "maxX": return .number(r.maxX)
            case "minY": return .number(r.minY)
            case "midY": return .number(r.midY)
            case "maxY": return .number(r.maxY)
            case "isEmpty": return .bool(r.isEmpty)
            default: break
            }
        case .color:
            if name == "cgColor" || name == "color" { return value }
        case .transform(let t):
            if name == "m34" { return .number(t.perspective == 0 ? 0 : -1 / t.perspective) }
            if name == "isIdentity" { return .bool(t == .identity) }
        case .number(let n):
            switch name {
            case "pi": return .number(Double.pi)
            case "magnitude": return .number(abs(n))
            case "isZero": return .bool(n == 0)
            case "rawValue", "cgFloat", "doubleValue", "floatValue": return value
            case "uptimeNanoseconds": return .number(n * 1e9)
            default: break
            }
        case .string(let s):
            if name == "count" { return .number(Double(s.count)) }
            if name == "isEmpty" { return .bool(s.isEmpty) }
        case .array(let items):
            switch name {
            case "count": return .number(Double(items.count))
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .array(items.indices.map { .number(Double($0)) })
            default: return .method(receiver: value, name: name)
            }
        case .type(let type):
            return try staticMember(name, of: type, line: line)
        case .object(let object):
            return try objectMember(name, of: object, value: value, line: line)
        case .null:
            throw .skip(line: line, message: "a member of nil (\(name)): skipped")
        default:
            break
        }
        return .method(receiver: value, name: name)
    }

    func staticMember(_ name: String, of type: String, line: Int) throws(Interruption) -> Value {
        switch (type, name) {
        case ("UIScreen", "main"), ("DispatchQueue", "main"), ("DispatchQueue", "global"), ("UIApplication", "shared"), ("RunLoop", "main"):
            return .object(try newObject(.service("\(type).\(name)"), line: line))
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .number(Double.pi)
        case (_, "zero") where ["CGRect", "CGPoint", "CGSize", "CGFloat", "Double"].contains(type):
            switch type {
            case "CGRect": return .rect(.zero)
            case "CGPoint": return .point(Point(x: 0, y: 0))
            case "CGSize": return .size(Size(width: 0, height: 0))
            default: return .number(0)
            }
        case ("CGAffineTransform", "identity"), ("CATransform3D", "identity"): return .transform(.identity)
        case ("super", _): return .method(receiver: .type("super"), name: name)
        default: break
        }
        if type == "UIColor" || type == "CGColor", let color = Builtins.systemColor(name) { return .color(color) }
        if declarations.types[type] != nil {
            if let stored = declarations.types[type]?.staticProperties.first(where: { $0.name == name }) {
                if let cached = globals.values["\(type).\(name)"] { return cached }
                let value = try stored.initializer.map { (expression) throws(Interruption) in try evaluate(expression, in: Frame(scope: globals, selfValue: .type(type))) } ?? .null
                globals.values["\(type).\(name)"] = value
                return value
            }
            if declarations.types[type]?.isExtensionOnly == false || !Builtins.isKnownType(type) { return .method(receiver: .type(type), name: name) }
        }
        if Builtins.knownTypes.contains(type) && name.first?.isLowercase == true {
            // Enum cases and constants written with their type
            // (`CAMediaTimingFillMode.forwards`, `UIView.AnimationOptions.curveEaseIn`)
            // and static functions (`UIView.animate`), read by what takes them.
            return implicitMember(name)
        }
        return .method(receiver: .type(type), name: name)
    }

    func objectMember(_ name: String, of object: CodeObject, value: Value, line: Int) throws(Interruption) -> Value {
        switch object.kind {
        case .layer(let layer):
            if let property = try layerProperty(name, of: layer, object: object) { return property }
        case .animation(let animation):
            if let field = animation.fields[name] { return field }
            if name == "settlingDuration", animation.kind == .spring { return .number(springSettlingDuration(animation)) }
            if animation.accepts(name) { return defaultAnimationField(name) }
        case .path(let path):
            if name == "cgPath" || name == "path" { return value }
            if name == "bounds" { return .rect(path.path.boundingBox ?? .zero) }
            if name == "currentPoint" { return .point(path.path.currentPoint ?? Point(x: 0, y: 0)) }
        case .instance(let instance):
            if let field = instance.fields[name] { return field }
            if let binding = declarations.computedProperty(named: name, in: instance.typeName) {
                return try computed(binding, selfValue: value, line: line)
            }
            if declarations.storedProperties(of: instance.typeName).contains(where: { $0.name == name }) { return .null }
        case .service(let service):
            switch (service, name) {
            case ("UIScreen.main", "bounds"), ("UIScreen.main", "nativeBounds"):
                return .rect(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
            case ("UIScreen.main", "scale"): return .number(3)
            default: break
            }
        case .image:
            if name == "cgImage" || name == "ciImage" { return value }
        case .font:
            break
        }
        return .method(receiver: value, name: name)
    }

    /// The value of a computed property (`var logoSize: CGFloat { 120 }`).
    func computed(_ binding: PatternBindingSyntax, selfValue: Value, line: Int) throws(Interruption) -> Value {
        guard let accessor = binding.accessorBlock else { return .null }
        let frame = Frame(scope: Scope(parent: globals), selfValue: selfValue)
        try enterCall(line: line)
        defer { callDepth -= 1 }
        switch accessor.accessors {
        case .getter(let items):
            return try valueOfBody(items, in: frame)
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else { return .null }
            return try valueOfBody(body.statements, in: frame)
        }
    }

    /// A body's result: its `return`, or its one expression.
    func valueOfBody(_ items: CodeBlockItemListSyntax, in frame: Frame) throws(Interruption) -> Value {
        if items.count == 1, let only = items.first, case .expr(let expression) = only.item {
            return try evaluate(expression, in: frame)
        }
        if case .returned(let value) = try run(items, in: frame) { return value }
        return .void
    }

    func enterCall(line: Int) throws(Interruption) {
        callDepth += 1
        if callDepth > CodeLimits.maximumCallDepth {
            callDepth -= 1
            throw .fail(line: line, message: "calls nested more than \(CodeLimits.maximumCallDepth) deep (a function that calls itself without end?)")
        }
    }

    /// `base.name = value` for a value type: the changed copy.
    func settingMember(_ name: String, of base: Value, to value: Value, line: Int) throws(Interruption) -> Value {
        switch (base, name) {
        case (.point(var p), "x"): p.x = try number(value, line: line); return .point(p)
        case (.point(var p), "y"): p.y = try number(value, line: line); return .point(p)
        case (.size(var s), "width"): s.width = try number(value, line: line); return .size(s)
        case (.size(var s), "height"): s.height = try number(value, line: line); return .size(s)
        case (.rect(var r), "origin"): r.origin = try point(value, line: line); return .rect(r)
        case (.rect(var r), "size"): r.size = try size(value, line: line); return .rect(r)
        case (.transform(var t), "m34"):
            let m34 = try number(value, line: line)
            t.perspective = m34 == 0 ? 0 : -1 / m34
            return .transform(t)
        default:
            throw .skip(line: line, message: "setting \(name) of \(base.typeName) is not part of a launch animation: skipped")
        }
    }

    /// `object.name = value`.
    func setMember(_ name: String, of object: CodeObject, to value: Value, line: Int) throws(Interruption) {
        switch object.kind {
        case .layer(let layer):
            try setLayerProperty(name, of: layer, to: value, line: line)
        case .animation(let animation):
            guard animation.accepts(name) else {
                throw .skip(line: line, message: "\(animation.className).\(name) is not part of a launch animation: skipped")
            }
            animation.fields[name] = value
        case .instance(let instance):
            instance.fields[name] = value
        default:
            throw .skip(line: line, message: "setting \(object.className).\(name) is not part of a launch animation: skipped")
        }
    }

    // MARK: - Conversions

    func number(_ value: Value, line: Int) throws(Interruption) -> Double {
        switch value {
        case .number(let n):
            guard n.isFinite else { throw .skip(line: line, message: "a number that is not finite (\(n)): skipped") }
            return n
        case .symbol("zero"): return 0
        case .bool(let b): return b ? 1 : 0
        default: throw .skip(line: line, message: "expected a number, got \(value.typeName): skipped")
        }
    }

    func point(_ value: Value, line: Int) throws(Interruption) -> Point {
        switch value {
        case .point(let p): return p
        case .symbol("zero"): return Point(x: 0, y: 0)
        default: throw .skip(line: line, message: "expected a CGPoint, got \(value.typeName): skipped")
        }
    }

    func size(_ value: Value, line: Int) throws(Interruption) -> Size {
        switch value {
        case .size(let s): return s
        case .symbol("zero"): return Size(width: 0, height: 0)
        default: throw .skip(line: line, message: "expected a CGSize, got \(value.typeName): skipped")
        }
    }

    func rect(_ value: Value, line: Int) throws(Interruption) -> Rect {
        switch value {
        case .rect(let r): return r
        case .symbol("zero"): return .zero
        default: throw .skip(line: line, message: "expected a CGRect, got \(value.typeName): skipped")
        }
    }

    func color(_ value: Value, line: Int) throws(Interruption) -> Color? {
        switch value {
        case .color(let c): return c
        case .null: return nil
        case .symbol(let name):
            if let c = Builtins.systemColor(name) { return c }
        default: break
        }
        throw .skip(line: line, message: "expected a colour, got \(value.typeName): skipped")
    }

    func transform(_ value: Value, line: Int) throws(Interruption) -> CodeTransform {
        switch value {
        case .transform(let t): return t
        case .symbol("identity"): return .identity
        default: throw .skip(line: line, message: "expected a transform, got \(value.typeName): skipped")
        }
    }

    func text(_ value: Value, line: Int) throws(Interruption) -> String {
        switch value {
        case .string(let s): return s
        case .symbol(let s): return s
        default: throw .skip(line: line, message: "expected a String, got \(value.typeName): skipped")
        }
    }
}

extension Value: Equatable {
    static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.symbol(let a), .symbol(let b)): a == b
        default: Interpreter.equal(lhs, rhs)
        }
    }
}
