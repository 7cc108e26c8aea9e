import SplashGeometry
import SwiftSyntax

/// One argument of a call: its label, its value, whether it was written
/// as a trailing closure.
struct Argument {
    var label: String?
    var value: Value
    var isTrailing = false
}

extension Array where Element == Argument {
    /// The argument with this label.
    subscript(label: String) -> Value? {
        first { $0.label == label }?.value
    }

    /// The unlabelled arguments, in order.
    var unlabelled: [Value] { filter { $0.label == nil && !$0.isTrailing }.map(\.value) }

    /// The closures, labelled or trailing, in order.
    var closures: [(label: String?, closure: Closure)] {
        compactMap { argument in
            if case .closure(let closure) = argument.value { (argument.isTrailing ? nil : argument.label, closure) } else { nil }
        }
    }
}

extension Interpreter {
    func call(_ call: FunctionCallExprSyntax, in frame: Frame) throws(Interruption) -> Value {
        let at = line(call)
        var arguments: [Argument] = []
        for argument in call.arguments {
            arguments.append(Argument(label: argument.label?.text, value: try evaluate(argument.expression, in: frame)))
        }
        if let trailing = call.trailingClosure {
            arguments.append(Argument(label: nil, value: try evaluate(ExprSyntax(trailing), in: frame), isTrailing: true))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(Argument(label: extra.label.text, value: try evaluate(ExprSyntax(extra.closure), in: frame)))
        }
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else { return try implicitCall(name, arguments, line: at) }
            let base = try evaluate(baseExpression, in: frame)
            if case .array(let items) = base, ["append", "insert", "removeAll", "removeLast", "removeFirst", "remove"].contains(name) {
                let changed = try mutatedArray(items, name, arguments, line: at)
                try assign(.array(changed), to: baseExpression, in: frame)
                return .void
            }
            if base.isNil {
                if baseExpression.is(OptionalChainingExprSyntax.self) { return .null }
                throw .skip(line: at, message: "\(Self.describe(baseExpression)) is nil here: skipped")
            }
            return try callMethod(name, on: base, arguments, line: at)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if frame.scope.lookup(name) == nil, declarations.functions[name] == nil, !hasMember(name, self: frame.selfValue),
               let value = try builtinFunction(name, arguments, line: at) {
                return value
            }
        }
        let value = try evaluate(callee, in: frame)
        if case .object(let object) = frame.selfValue, case .method(.void, let name) = value, declarations.functions[name] == nil {
            return try callMethod(name, on: .object(object), arguments, line: at)
        }
        return try apply(value, arguments, line: at)
    }

    func hasMember(_ name: String, self selfValue: Value) -> Bool {
        guard case .object(let object) = selfValue else { return false }
        let typeName: String
        switch object.kind {
        case .instance(let instance): typeName = instance.typeName
        case .layer(let layer):
            guard let instance = layer.instance else { return false }
            typeName = instance.typeName
        default: return false
        }
        return !declarations.methods(named: name, in: typeName).isEmpty
    }

    /// Calls a value: a closure, a method, a type (its initializer).
    func apply(_ value: Value, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        switch value {
        case .closure(let closure): return try invoke(closure, arguments.map(\.value), line: line)
        case .method(let receiver, let name):
            if case .void = receiver, let functions = declarations.functions[name] {
                return try invoke(functions, arguments, selfValue: .void, line: line, name: name)
            }
            return try callMethod(name, on: receiver, arguments, line: line)
        case .type(let name): return try construct(name, arguments, line: line)
        case .null: return .null
        default: throw .skip(line: line, message: "calling \(value.typeName) is not part of a launch animation: skipped")
        }
    }

    /// Runs a closure with its arguments (by position; `$0`, `$1` when it
    /// names none).
    func invoke(_ closure: Closure, _ values: [Value], line: Int) throws(Interruption) -> Value {
        try enterCall(line: line)
        defer { callDepth -= 1 }
        let scope = Scope(parent: closure.scope)
        let frame = Frame(scope: scope, selfValue: closure.selfValue)
        switch closure.body {
        case .closure(let expression):
            if closure.parameters.isEmpty {
                for (index, value) in values.enumerated() { scope.values["$\(index)"] = value }
            } else {
                for (index, name) in closure.parameters.enumerated() where name != "_" {
                    scope.values[name] = index < values.count ? values[index] : .void
                }
            }
            return try valueOfBody(expression.statements, in: frame)
        case .function(let function):
            let arguments = values.map { Argument(label: nil, value: $0) }
            _ = arguments
            for (index, parameter) in function.signature.parameterClause.parameters.enumerated() {
                if index < values.count {
                    scope.values[parameter.internalName] = values[index]
                } else if let defaultValue = parameter.defaultValue {
                    scope.values[parameter.internalName] = try evaluate(defaultValue.value, in: frame)
                }
            }
            guard let body = function.body else { return .void }
            return try valueOfBody(body.statements, in: frame)
        }
    }

    /// Calls one of the file's functions or methods: the first overload
    /// whose labels match, defaults filled in.
    func invoke(_ functions: [FunctionDeclSyntax], _ arguments: [Argument], selfValue: Value, line: Int, name: String) throws(Interruption) -> Value {
        for function in functions {
            guard let bound = try match(function.signature.parameterClause.parameters, arguments, selfValue: selfValue) else { continue }
            try enterCall(line: line)
            defer { callDepth -= 1 }
            let frame = Frame(scope: bound, selfValue: selfValue)
            guard let body = function.body else { return .void }
            return try valueOfBody(body.statements, in: frame)
        }
        throw .skip(line: line, message: "no \(name) of the file takes the arguments (\(arguments.map { ($0.label ?? "_") + ":" }.joined())): skipped")
    }

    /// Binds arguments to parameters by label, in order, filling in
    /// defaults; nil when they do not match.
    func match(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument], selfValue: Value) throws(Interruption) -> Scope? {
        let scope = Scope(parent: globals)
        var index = 0
        for parameter in parameters {
            if index < arguments.count, arguments[index].label == parameter.label || (arguments[index].isTrailing && arguments[index].label == nil) {
                scope.values[parameter.internalName] = arguments[index].value
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                scope.values[parameter.internalName] = try evaluate(defaultValue.value, in: Frame(scope: scope, selfValue: selfValue))
            } else {
                return nil
            }
        }
        return index == arguments.count ? scope : nil
    }

    /// `.now()`, `.init(…)` and other calls on a leading dot.
    func implicitCall(_ name: String, _ arguments: [Argument], line: Int) throws(Interruption) -> Value {
        switch name {
        case "now": return .number(now)
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont":
            // `label.font = .systemFont(ofSize: 17, weight: .medium)`.
            return try staticCall(name, on: "UIFont", arguments, line: line)
        case "seconds", "milliseconds":
            let value = try number(arguments.unlabelled.first ?? .number(0), line: line)
            return .number(name == "seconds" ? value : value / 1000)
        default:
            throw .skip(line: line, message: ".\(name)(…) is not part of a launch animation: skipped")
        }
    }

    func mutatedArray(_ items: [Value], _ name: String, _ arguments: [Argument], line: Int) throws(Interruption) -> [Value] {
        var items = items
        switch name {
        case "append":
            if let value = arguments.unlabelled.first { items.append(value) }
            if case .array(let more)? = arguments["contentsOf"] { items += more }
        case "insert":
            guard let value = arguments.unlabelled.first, let at = arguments["at"], case .number(let n) = at,
                  let i = Int(exactly: n.rounded()), i >= 0, i <= items.count else { throw .skip(line: line, message: "insert(_:at:) out of range: skipped") }
            items.insert(value, at: i)
        case "removeAll": items.removeAll()
        case "removeLast": if !items.isEmpty { items.removeLast() }
        case "removeFirst": if !items.isEmpty { items.removeFirst() }
        case "remove":
            guard case .number(let n)? = arguments["at"], let i = Int(exactly: n.rounded()), items.indices.contains(i) else {
                throw .skip(line: line, message: "remove(at:) out of range: skipped")
            }
            items.remove(at: i)
        default: break
        }
        guard items.count <= CodeLimits.maximumArrayLength else { throw .fail(line: line, message: "an array of more than \(CodeLimits.maximumArrayLength) elements") }
        return items
    }
}
