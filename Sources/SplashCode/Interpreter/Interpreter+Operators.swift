#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import SplashGeometry
import SwiftSyntax

/// A sequence of operands and operators, grouped by Swift's standard
/// precedence groups (the parser leaves `a + b * c` flat; SwiftOperators
/// is not linked, so the interpreter folds it with the standard table).
indirect enum OperatorTree {
    case operand(ExprSyntax)
    case binary(String, OperatorTree, OperatorTree)
    case assignment(String, OperatorTree, OperatorTree)
    case ternary(OperatorTree, ExprSyntax, OperatorTree)
    case cast(OperatorTree, String)
}

extension Interpreter {
    func evaluateSequence(_ elements: [ExprSyntax], in frame: Frame, line: Int) throws(Interruption) -> Value {
        var position = 0
        let tree = try fold(elements, &position, minimum: 0, line: line, depth: 0)
        return try evaluate(tree, in: frame, line: line)
    }

    /// Precedence (higher binds tighter) and right associativity, from the
    /// standard library's precedence groups.
    static func precedence(of element: ExprSyntax) -> (Int, Bool)? {
        if element.is(AssignmentExprSyntax.self) { return (1, true) }
        if element.is(UnresolvedTernaryExprSyntax.self) { return (2, true) }
        if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) { return (7, false) }
        guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
        switch op {
        case "=", "+=", "-=", "*=", "/=": return (1, true)
        case "||": return (3, false)
        case "&&": return (4, false)
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==": return (5, false)
        case "??": return (6, true)
        case "..<", "...": return (8, false)
        case "+", "-", "|", "^": return (9, false)
        case "*", "/", "%", "&": return (10, false)
        case "<<", ">>": return (11, false)
        default: return nil
        }
    }

    func fold(_ elements: [ExprSyntax], _ position: inout Int, minimum: Int, line: Int, depth: Int) throws(Interruption) -> OperatorTree {
        guard depth < CodeLimits.maximumSyntaxDepth else { throw .fail(line: line, message: "an expression of more than \(CodeLimits.maximumSyntaxDepth) operators") }
        guard position < elements.count else { throw .skip(line: line, message: "an incomplete expression: skipped") }
        var lhs = OperatorTree.operand(elements[position])
        position += 1
        while position < elements.count {
            let element = elements[position]
            guard let (precedence, rightAssociative) = Self.precedence(of: element) else {
                throw .skip(line: line, message: "the operator \(element.trimmedDescription) is not part of a launch animation: skipped")
            }
            if precedence < minimum { break }
            position += 1
            if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                guard position < elements.count else { break }
                let type = elements[position].trimmedDescription
                position += 1
                lhs = .cast(lhs, element.is(UnresolvedIsExprSyntax.self) ? "is " + type : type)
                continue
            }
            let rhs = try fold(elements, &position, minimum: rightAssociative ? precedence : precedence + 1, line: line, depth: depth + 1)
            if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                lhs = .ternary(lhs, ternary.thenExpression, rhs)
            } else if element.is(AssignmentExprSyntax.self) {
                lhs = .assignment("=", lhs, rhs)
            } else if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                lhs = precedence == 1 ? .assignment(op, lhs, rhs) : .binary(op, lhs, rhs)
            }
        }
        return lhs
    }

    func evaluate(_ tree: OperatorTree, in frame: Frame, line: Int) throws(Interruption) -> Value {
        switch tree {
        case .operand(let expression):
            return try evaluate(expression, in: frame)
        case .cast(let operand, let type):
            let value = try evaluate(operand, in: frame, line: line)
            if type.hasPrefix("is ") { return .bool(!value.isNil) }
            return value
        case .ternary(let condition, let then, let otherwise):
            return try truth(try evaluate(condition, in: frame, line: line), line: line)
                ? try evaluate(then, in: frame) : try evaluate(otherwise, in: frame, line: line)
        case .assignment(let op, let target, let source):
            guard case .operand(let targetExpression) = target else { throw .skip(line: line, message: "an assignment to an expression: skipped") }
            var value = try evaluate(source, in: frame, line: line)
            if op != "=" {
                let current = try evaluate(targetExpression, in: frame)
                value = try arithmetic(String(op.dropLast()), current, value, line: line)
            }
            try assign(value, to: targetExpression, in: frame)
            return .void
        case .binary(let op, let left, let right):
            let lhs = try evaluate(left, in: frame, line: line)
            switch op {
            case "&&":
                guard try truth(lhs, line: line) else { return .bool(false) }
                return .bool(try truth(try evaluate(right, in: frame, line: line), line: line))
            case "||":
                if try truth(lhs, line: line) { return .bool(true) }
                return .bool(try truth(try evaluate(right, in: frame, line: line), line: line))
            case "??":
                return lhs.isNil ? try evaluate(right, in: frame, line: line) : lhs
            default:
                return try arithmetic(op, lhs, try evaluate(right, in: frame, line: line), line: line)
            }
        }
    }

    func arithmetic(_ op: String, _ lhs: Value, _ rhs: Value, line: Int) throws(Interruption) -> Value {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)):
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return .number(a / b)
            case "%": return .number(fmod(a, b))
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            case "&", "|", "^", "<<", ">>":
                // Integer bit operations (a hex colour helper's).
                guard let x = Int(exactly: a), let y = Int(exactly: b), abs(x) < 1 << 53, y >= 0, y < 64 || (op != "<<" && op != ">>") else {
                    throw .skip(line: line, message: "\(op) on numbers that are not whole: skipped")
                }
                switch op {
                case "&": return .number(Double(x & y))
                case "|": return .number(Double(x | y))
                case "^": return .number(Double(x ^ y))
                case "<<": return .number(Double(x << y))
                default: return .number(Double(x >> y))
                }
            case "..<", "...":
                guard a.isFinite, b.isFinite else { throw .skip(line: line, message: "a range that is not finite: skipped") }
                let upper = op == "..<" ? b - 1 : b
                let count = upper >= a ? Int(upper - a) + 1 : 0
                guard count <= CodeLimits.maximumArrayLength else {
                    throw .fail(line: line, message: "a range of more than \(CodeLimits.maximumArrayLength) numbers")
                }
                return .array((0..<count).map { .number(a + Double($0)) })
            default: break
            }
        case (.string(let a), .string(let b)):
            switch op {
            case "+":
                guard a.count + b.count <= CodeLimits.maximumStringLength else {
                    throw .fail(line: line, message: "a string of more than \(CodeLimits.maximumStringLength) characters")
                }
                return .string(a + b)
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            default: break
            }
        case (.array(let a), .array(let b)) where op == "+":
            guard a.count + b.count <= CodeLimits.maximumArrayLength else { throw .fail(line: line, message: "an array of more than \(CodeLimits.maximumArrayLength) elements") }
            return .array(a + b)
        case (.bool(let a), .bool(let b)):
            if op == "==" { return .bool(a == b) }
            if op == "!=" { return .bool(a != b) }
        case (.point(let a), .point(let b)) where op == "+" || op == "-":
            return .point(op == "+" ? Point(x: a.x + b.x, y: a.y + b.y) : Point(x: a.x - b.x, y: a.y - b.y))
        case (.transform(let a), .transform(let b)) where op == "*":
            return .transform(a.concatenating(b))
        default:
            break
        }
        if op == "==" { return .bool(Self.equal(lhs, rhs)) }
        if op == "!=" { return .bool(!Self.equal(lhs, rhs)) }
        if op == "===" { return .bool(Self.equal(lhs, rhs)) }
        if op == "!==" { return .bool(!Self.equal(lhs, rhs)) }
        throw .skip(line: line, message: "\(lhs.typeName) \(op) \(rhs.typeName) is not part of a launch animation: skipped")
    }

    /// Stores a value where an expression names: a variable, a property of
    /// an object (views and layers through their setters), or a part of a
    /// value stored somewhere (`view.frame.origin.x = 10` sets the frame).
    func assign(_ value: Value, to target: ExprSyntax, in frame: Frame) throws(Interruption) {
        let at = line(target)
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if frame.scope.assign(name, value) { return }
            if case .object(let object) = frame.selfValue {
                if case .instance(let instance) = object.kind, instance.fields[name] != nil || declarations.storedProperties(of: instance.typeName).contains(where: { $0.name == name }) {
                    instance.fields[name] = value
                    self.name(value, as: name)
                    return
                }
                if object.layer != nil { try setMember(name, of: object, to: value, line: at); return }
            }
            if globals.assign(name, value) { return }
            throw .skip(line: at, message: "\(name) is not declared: skipped")
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let member = target.as(MemberAccessExprSyntax.self), let baseExpression = member.base {
            let name = member.declName.baseName.text
            let base = try evaluate(baseExpression, in: frame)
            if case .object(let object) = base {
                try setMember(name, of: object, to: value, line: at)
                if case .instance = object.kind { self.name(value, as: name) }
                return
            }
            if base.isNil { throw .skip(line: at, message: "\(Self.describe(baseExpression)) is nil here: skipped") }
            let changed = try settingMember(name, of: base, to: value, line: at)
            try assign(changed, to: baseExpression, in: frame)
            return
        }
        if let optional = target.as(OptionalChainingExprSyntax.self) { return try assign(value, to: optional.expression, in: frame) }
        if let forced = target.as(ForceUnwrapExprSyntax.self) { return try assign(value, to: forced.expression, in: frame) }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), let argument = subscriptCall.arguments.first {
            guard case .array(var items) = try evaluate(subscriptCall.calledExpression, in: frame),
                  case .number(let n) = try evaluate(argument.expression, in: frame), let i = Int(exactly: n.rounded()), items.indices.contains(i) else {
                throw .skip(line: at, message: "\(Self.describe(target)): not an element of an array: skipped")
            }
            items[i] = value
            return try assign(.array(items), to: subscriptCall.calledExpression, in: frame)
        }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try assign(value, to: only.expression, in: frame)
        }
        throw .skip(line: at, message: "an assignment to \(Self.describe(target)) is not part of a launch animation: skipped")
    }
}
