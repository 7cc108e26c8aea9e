import SplashGeometry
import SwiftSyntax

extension Interpreter {
    func evaluate(_ expression: ExprSyntax, in frame: Frame) throws(Interruption) -> Value {
        try step(expression)
        syntaxDepth += 1
        defer { syntaxDepth -= 1 }
        if syntaxDepth > CodeLimits.maximumSyntaxDepth {
            throw .fail(line: line(expression), message: "expressions nested more than \(CodeLimits.maximumSyntaxDepth) deep")
        }
        let at = line(expression)
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
            if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .number(Double(value)) }
            guard let value = Double(text) else { throw .skip(line: at, message: "the number \(text) is not read: skipped") }
            return .number(value)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) else {
                throw .skip(line: at, message: "the number \(literal.literal.text) is not read: skipped")
            }
            return .number(value)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return .string(try string(literal, in: frame)) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return try lookup(reference.baseName.text, line: at, in: frame) }
        if expression.is(SuperExprSyntax.self) { return .type("super") }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return implicitMember(name) }
            let value = try evaluate(base, in: frame)
            return try self.member(name, of: value, line: at)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try self.call(call, in: frame) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return try evaluateSequence(Array(sequence.elements), in: frame, line: at) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try evaluate(prefix.expression, in: frame)
            switch (prefix.operator.text, operand) {
            case ("-", .number(let n)): return .number(-n)
            case ("+", .number(let n)): return .number(n)
            case ("!", .bool(let b)): return .bool(!b)
            case ("-", .point(let p)): return .point(Point(x: -p.x, y: -p.y))
            default: throw .skip(line: at, message: "\(prefix.operator.text) on \(operand.typeName) is not part of a launch animation: skipped")
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            let values = try tuple.elements.map { (element) throws(Interruption) in try evaluate(element.expression, in: frame) }
            return values.count == 1 ? values[0] : .tuple(values)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            guard array.elements.count <= CodeLimits.maximumArrayLength else { throw .fail(line: at, message: "an array of more than \(CodeLimits.maximumArrayLength) elements") }
            return .array(try array.elements.map { (element) throws(Interruption) in try evaluate(element.expression, in: frame) })
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            return .closure(Closure(parameters: Self.parameters(of: closure), body: .closure(closure), scope: frame.scope, selfValue: frame.selfValue))
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return try evaluate(optional.expression, in: frame) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(forced.expression, in: frame)
            if value.isNil { throw .skip(line: at, message: "\(Self.describe(forced.expression)) is nil here: skipped") }
            return value
        }
        if let tryExpression = expression.as(TryExprSyntax.self) { return try evaluate(tryExpression.expression, in: frame) }
        if let awaitExpression = expression.as(AwaitExprSyntax.self) { return try evaluate(awaitExpression.expression, in: frame) }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            let base = try evaluate(subscriptCall.calledExpression, in: frame)
            guard let argument = subscriptCall.arguments.first else { throw .skip(line: at, message: "an empty subscript: skipped") }
            let index = try evaluate(argument.expression, in: frame)
            return try subscripted(base, index, line: at)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            let condition = try truth(try evaluate(ternary.condition, in: frame), line: at)
            return try evaluate(condition ? ternary.thenExpression : ternary.elseExpression, in: frame)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            // `let x = if c { a } else { b }`: the branch's last expression.
            let scope = Scope(parent: frame.scope)
            let inner = Frame(scope: scope, selfValue: frame.selfValue)
            let taken = try conditionsHold(ifExpression.conditions, binding: scope, in: inner)
            if taken { return try lastValue(ifExpression.body.statements, in: inner) }
            switch ifExpression.elseBody {
            case .ifExpr(let next)?: return try evaluate(ExprSyntax(next), in: frame)
            case .codeBlock(let block)?: return try lastValue(block.statements, in: inner)
            case nil: return .void
            }
        }
        if expression.is(MacroExpansionExprSyntax.self) || expression.is(KeyPathExprSyntax.self) {
            throw .skip(line: at, message: "\(Self.describe(expression)) is not part of a launch animation: skipped")
        }
        if let typeExpression = expression.as(TypeExprSyntax.self) { return .type(typeExpression.type.trimmedDescription) }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return try evaluate(generic.expression, in: frame) }
        if let interpolated = expression.as(InOutExprSyntax.self) { return try evaluate(interpolated.expression, in: frame) }
        if expression.is(DiscardAssignmentExprSyntax.self) { return .void }
        throw .skip(line: at, message: "\(Self.describe(expression)) is not part of a launch animation: skipped")
    }

    /// The value of a branch's last expression (an `if` used as a value).
    func lastValue(_ items: CodeBlockItemListSyntax, in frame: Frame) throws(Interruption) -> Value {
        guard let last = items.last, case .expr(let expression) = last.item else { return .void }
        for item in items.dropLast() { _ = try run(item, in: frame) }
        return try evaluate(expression, in: frame)
    }

    static func parameters(of closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: return list.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    func string(_ literal: StringLiteralExprSyntax, in frame: Frame) throws(Interruption) -> String {
        var text = ""
        for segment in literal.segments {
            if let plain = segment.as(StringSegmentSyntax.self) {
                text += Self.unescaped(plain.content.text)
            } else if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                for element in interpolation.expressions { text += describe(try evaluate(element.expression, in: frame)) }
            }
            if text.count > CodeLimits.maximumStringLength {
                throw .fail(line: line(literal), message: "a string of more than \(CodeLimits.maximumStringLength) characters")
            }
        }
        return text
    }

    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
            .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// A value as string interpolation prints it.
    func describe(_ value: Value) -> String {
        switch value {
        case .number(let n):
            if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
            return String(n)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nil"
        case .point(let p): return "(\(describe(.number(p.x))), \(describe(.number(p.y))))"
        default: return value.typeName
        }
    }

    /// A name: a local, a property of `self`, a global, a function, a type.
    func lookup(_ name: String, line: Int, in frame: Frame) throws(Interruption) -> Value {
        if name == "self" { return frame.selfValue }
        if name == "super" { return .type("super") }
        if let value = frame.scope.lookup(name) { return value }
        if case .object(let object) = frame.selfValue {
            if case .instance(let instance) = object.kind {
                if let value = instance.fields[name] { return value }
                if !declarations.methods(named: name, in: instance.typeName).isEmpty { return .method(receiver: frame.selfValue, name: name) }
                if declarations.computedProperty(named: name, in: instance.typeName) != nil { return try member(name, of: frame.selfValue, line: line) }
                if name == "view", let root = instance.fields["view"] { return root }
            } else if object.layer != nil {
                // Inside a UIView subclass's own method.
                if let value = try? member(name, of: frame.selfValue, line: line) { return value }
            }
        }
        if let value = globals.lookup(name) { return value }
        if declarations.functions[name] != nil { return .method(receiver: .void, name: name) }
        if let constant = Builtins.globalConstant(name) { return constant }
        if declarations.types[name] != nil || Builtins.isKnownType(name) { return .type(name) }
        throw .skip(line: line, message: "\(name) is not part of a launch animation: skipped")
    }

    /// `.white`, `.pi`, `.zero`: what a leading dot names without its type.
    func implicitMember(_ name: String) -> Value {
        if let color = Builtins.systemColor(name) { return .color(color) }
        switch name {
        case "pi": return .number(Double.pi)
        case "identity": return .transform(.identity)
        case "infinity", "greatestFiniteMagnitude": return .number(Double.infinity)
        default: return .symbol(name)
        }
    }

    func subscripted(_ base: Value, _ index: Value, line: Int) throws(Interruption) -> Value {
        guard case .array(let items) = base, case .number(let n) = index else {
            throw .skip(line: line, message: "subscripting \(base.typeName) is not part of a launch animation: skipped")
        }
        let i = Int(exactly: n.rounded()) ?? -1
        guard items.indices.contains(i) else { throw .skip(line: line, message: "index \(describe(index)) is out of range (\(items.count) elements): skipped") }
        return items[i]
    }

    static func equal(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.symbol(let x), .symbol(let y)): x == y
        case (.null, .null): true
        case (.null, _), (_, .null): false
        case (.object(let x), .object(let y)): x === y
        case (.point(let x), .point(let y)): x == y
        case (.size(let x), .size(let y)): x == y
        case (.rect(let x), .rect(let y)): x == y
        case (.color(let x), .color(let y)): x == y
        default: false
        }
    }
}
