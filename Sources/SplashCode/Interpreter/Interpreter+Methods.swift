#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashGeometry

/// Methods called on values: the file's own, the view and layer tree's,
/// paths', geometry's and collections'.
extension Interpreter {
    func callMethod(_ name: String, on base: Value, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        switch base {
        case .type(let type):
            return try staticCall(name, on: type, arguments, line: line)
        case .object(let object):
            return try objectMethod(name, on: object, base: base, arguments, line: line)
        case .array(let items):
            return try arrayMethod(name, items, arguments, line: line)
        case .color(let color):
            switch name {
            case "withAlphaComponent":
                var changed = color
                changed.alpha = try number(arguments.unlabelled.first ?? .number(1), line: line)
                return .color(changed)
            case "copy": return base
            default: break
            }
        case .transform(let t):
            let values = try arguments.map { (argument) throws(Interruption) -> Double in
                if case .transform = argument.value { return 0 }
                return try number(argument.value, line: line)
            }
            switch name {
            case "scaledBy": return .transform(CodeTransform(affine: AffineTransform(scaleX: values[0], y: values.count > 1 ? values[1] : 1)).concatenating(t))
            case "translatedBy": return .transform(CodeTransform(affine: AffineTransform(translationX: values[0], y: values.count > 1 ? values[1] : 0)).concatenating(t))
            case "rotated": return .transform(CodeTransform(affine: AffineTransform(rotationAngle: values[0])).concatenating(t))
            case "concatenating":
                return .transform(t.concatenating(try transform(arguments.first?.value ?? .null, line: line)))
            default: break
            }
        case .number(let value):
            switch name {
            case "rounded": return .number(value.rounded())
            case "squareRoot": return .number(value.squareRoot())
            case "truncatingRemainder": return .number(value.truncatingRemainder(dividingBy: try number(arguments["dividingBy"] ?? .number(1), line: line)))
            default: break
            }
        case .rect(let r):
            switch name {
            case "insetBy":
                let dx = try number(arguments["dx"] ?? .number(0), line: line), dy = try number(arguments["dy"] ?? .number(0), line: line)
                return .rect(Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.size.width - 2 * dx, height: r.size.height - 2 * dy))
            case "offsetBy":
                let dx = try number(arguments["dx"] ?? .number(0), line: line), dy = try number(arguments["dy"] ?? .number(0), line: line)
                return .rect(Rect(x: r.origin.x + dx, y: r.origin.y + dy, width: r.size.width, height: r.size.height))
            default: break
            }
        case .closure(let closure):
            return try invoke(closure, arguments.map(\.value), line: line)
        case .method(let receiver, let inner):
            return try callMethod(inner, on: receiver, arguments, line: line)
        default:
            break
        }
        throw .skip(line: line, message: "\(base.typeName).\(name)(…) is not part of a launch animation: skipped")
    }

    func objectMethod(_ name: String, on object: CodeObject, base: Value, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        // The file's own methods first (a view controller's, a custom view's).
        let instanceType: String? = switch object.kind {
        case .instance(let instance): instance.typeName
        case .layer(let layer): layer.instance?.typeName
        default: nil
        }
        if let instanceType {
            let methods = declarations.methods(named: name, in: instanceType)
            if !methods.isEmpty { return try invoke(methods, arguments, selfValue: base, line: line, name: name) }
            if case .instance(let instance) = object.kind, case .closure(let closure)? = instance.fields[name] {
                return try invoke(closure, arguments.map(\.value), line: line)
            }
        }
        switch object.kind {
        case .layer(let layer):
            // Methods the file adds to UIKit's classes (`extension UIView { func pop() }`).
            for type in [layer.className] + (layer.flavor.isView ? ["UIView"] : ["CALayer"]) {
                let methods = declarations.types[type]?.methods[name] ?? []
                if !methods.isEmpty { return try invoke(methods, arguments, selfValue: base, line: line, name: name) }
            }
            return try layerMethod(name, on: layer, object: object, arguments, line: line)
        case .path(let path):
            if let result = try pathMethod(name, on: path, arguments, isCGPath: path.isCGPath, line: line) { return result }
        case .service(let service):
            if service.hasPrefix("init:"), name == "init", let target = convenienceTargets.last {
                // `self.init(red:green:blue:alpha:)` inside a convenience init.
                target.value = try construct(target.type, arguments, line: line)
                return .void
            }
            return try serviceMethod(name, on: service, arguments, line: line)
        case .animation(let animation):
            if name == "setValue" { return .void }
            if name == "copy" {
                let copy = AnimationObject(kind: animation.kind, keyPath: nil)
                copy.fields = animation.fields
                return .object(try newObject(.animation(copy), line: line))
            }
        case .font(var font):
            if name == "withSize" {
                font.size = try number(arguments.unlabelled.first ?? .number(17), line: line)
                return .object(try newObject(.font(font), line: line))
            }
        case .image:
            if name == "withRenderingMode" || name == "withTintColor" {
                warn(line, "UIImage.\(name) is drawn as the image's own colours")
                return base
            }
        case .instance:
            break
        }
        throw .skip(line: line, message: "\(object.className).\(name)(…) is not part of a launch animation: skipped")
    }

    func arrayMethod(_ name: String, _ items: [Value], _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        func closure() throws(Interruption) -> Closure {
            guard let closure = arguments.closures.first?.closure else { throw .skip(line: line, message: "\(name) without a closure: skipped") }
            return closure
        }
        switch name {
        case "forEach":
            let body = try closure()
            for item in items { _ = try invoke(body, [item], line: line) }
            return .void
        case "map", "compactMap", "flatMap":
            let body = try closure()
            var result: [Value] = []
            for item in items {
                let mapped = try invoke(body, [item], line: line)
                if name == "compactMap", mapped.isNil { continue }
                if name == "flatMap", case .array(let inner) = mapped { result += inner; continue }
                result.append(mapped)
            }
            guard result.count <= CodeLimits.maximumArrayLength else { throw .fail(line: line, message: "an array of more than \(CodeLimits.maximumArrayLength) elements") }
            return .array(result)
        case "filter":
            let body = try closure()
            var result: [Value] = []
            for item in items where try truth(try invoke(body, [item], line: line), line: line) { result.append(item) }
            return .array(result)
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.number(Double($0.offset)), $0.element]) })
        case "reversed": return .array(items.reversed())
        case "contains":
            guard let value = arguments.unlabelled.first else { return .bool(false) }
            return .bool(items.contains { Self.equal($0, value) })
        case "reduce":
            guard var accumulator = arguments.unlabelled.first else { return .null }
            let body = try closure()
            for item in items { accumulator = try invoke(body, [accumulator, item], line: line) }
            return accumulator
        case "min", "max":
            let numbers = try items.map { (item) throws(Interruption) in try number(item, line: line) }
            guard let first = numbers.first else { return .null }
            return .number(numbers.dropFirst().reduce(first) { name == "min" ? Swift.min($0, $1) : Swift.max($0, $1) })
        case "shuffled", "randomElement":
            warn(line, "\(name)() is taken in order: a render is the same every time")
            return name == "shuffled" ? .array(items) : items.first ?? .null
        default:
            throw .skip(line: line, message: "Array.\(name)(…) is not part of a launch animation: skipped")
        }
    }

    func serviceMethod(_ name: String, on service: String, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        switch (service, name) {
        case ("DispatchQueue.main", "asyncAfter"):
            let deadline = try number(arguments["deadline"] ?? arguments["wallDeadline"] ?? .number(now), line: line)
            guard let closure = arguments.closures.first?.closure else { return .void }
            try schedule(at: deadline, line: line) { () throws(Interruption) in _ = try self.invoke(closure, [], line: line) }
            return .void
        case ("DispatchQueue.main", "async"):
            guard let closure = arguments.closures.first?.closure else { return .void }
            try schedule(at: now, line: line) { () throws(Interruption) in _ = try self.invoke(closure, [], line: line) }
            return .void
        default:
            throw .skip(line: line, message: "\(service).\(name)(…) is not part of a launch animation: skipped")
        }
    }
}
