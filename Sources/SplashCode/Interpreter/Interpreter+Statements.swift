import SwiftSyntax

/// How a statement ended.
enum Flow {
    case normal
    case returned(Value)
    case breakLoop
    case continueLoop
}

/// Where a statement runs: its variables and what `self` is.
struct Frame {
    var scope: Scope
    var selfValue: Value
}

extension Interpreter {
    /// Runs statements in order. A statement outside the subset is a
    /// warning and is skipped; the rest go on.
    func run(_ items: CodeBlockItemListSyntax, in frame: Frame) throws(Interruption) -> Flow {
        for item in items {
            let flow: Flow
            do {
                flow = try run(item, in: frame)
            } catch {
                if case .skip(let line, let message) = error {
                    warn(line, message)
                    continue
                }
                throw error
            }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func run(_ item: CodeBlockItemSyntax, in frame: Frame) throws(Interruption) -> Flow {
        try step(item)
        switch item.item {
        case .decl(let decl): try declare(decl, in: frame)
        case .stmt(let statement): return try run(statement, in: frame)
        case .expr(let expression):
            if let ifExpression = expression.as(IfExprSyntax.self) { return try runIf(ifExpression, in: frame) }
            if let switchExpression = expression.as(SwitchExprSyntax.self) { return try runSwitch(switchExpression, in: frame) }
            _ = try evaluate(expression, in: frame)
        }
        return .normal
    }

    func declare(_ decl: DeclSyntax, in frame: Frame) throws(Interruption) {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                let value = try binding.initializer.map { (clause) throws(Interruption) in try evaluate(clause.value, in: frame) } ?? .null
                try bind(binding.pattern, to: value, in: frame.scope, line: line(binding))
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            // A nested function: a closure over this scope.
            frame.scope.values[function.name.text] = .closure(Closure(parameters: function.signature.parameterClause.parameters.map(\.internalName),
                                                                       body: .function(function), scope: frame.scope, selfValue: frame.selfValue))
        } else {
            throw .skip(line: line(decl), message: "\(Self.describe(decl)) is not part of a launch animation: skipped")
        }
    }

    /// Binds `let x`, `let (a, b)` and `let _`.
    func bind(_ pattern: PatternSyntax, to value: Value, in scope: Scope, line: Int) throws(Interruption) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.values[identifier.identifier.text] = value
            name(value, as: identifier.identifier.text)
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let values) = value, values.count == tuple.elements.count else {
                throw .skip(line: line, message: "a tuple pattern given \(value.typeName): skipped")
            }
            for (element, item) in zip(tuple.elements, values) { try bind(element.pattern, to: item, in: scope, line: line) }
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bind(binding.pattern, to: value, in: scope, line: line)
        } else {
            throw .skip(line: line, message: "the pattern \(pattern.trimmedDescription) is not part of a launch animation: skipped")
        }
    }

    func run(_ statement: StmtSyntax, in frame: Frame) throws(Interruption) -> Flow {
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            if let ifExpression = expression.expression.as(IfExprSyntax.self) { return try runIf(ifExpression, in: frame) }
            if let switchExpression = expression.expression.as(SwitchExprSyntax.self) { return try runSwitch(switchExpression, in: frame) }
            _ = try evaluate(expression.expression, in: frame)
            return .normal
        }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return .returned(try returned.expression.map { (expression) throws(Interruption) in try evaluate(expression, in: frame) } ?? .void)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let scope = frame.scope
            if try conditionsHold(guardStatement.conditions, binding: scope, in: frame) { return .normal }
            let flow = try run(guardStatement.body.statements, in: Frame(scope: Scope(parent: scope), selfValue: frame.selfValue))
            if case .normal = flow { return .returned(.void) }
            return flow
        }
        if let loop = statement.as(ForStmtSyntax.self) { return try runFor(loop, in: frame) }
        if let loop = statement.as(WhileStmtSyntax.self) {
            var iterations = 0
            while true {
                let scope = Scope(parent: frame.scope)
                let inner = Frame(scope: scope, selfValue: frame.selfValue)
                guard try conditionsHold(loop.conditions, binding: scope, in: inner) else { break }
                iterations += 1
                if iterations > CodeLimits.maximumLoopIterations {
                    throw .fail(line: line(loop), message: "a loop ran more than \(CodeLimits.maximumLoopIterations) times")
                }
                switch try run(loop.body.statements, in: inner) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                default: continue
                }
            }
            return .normal
        }
        if statement.is(BreakStmtSyntax.self) { return .breakLoop }
        if statement.is(ContinueStmtSyntax.self) { return .continueLoop }
        throw .skip(line: line(statement), message: "\(Self.describe(statement)) is not part of a launch animation: skipped")
    }

    func runIf(_ statement: IfExprSyntax, in frame: Frame) throws(Interruption) -> Flow {
        let scope = Scope(parent: frame.scope)
        let inner = Frame(scope: scope, selfValue: frame.selfValue)
        if try conditionsHold(statement.conditions, binding: scope, in: inner) {
            return try run(statement.body.statements, in: inner)
        }
        switch statement.elseBody {
        case .ifExpr(let next)?: return try runIf(next, in: frame)
        case .codeBlock(let block)?: return try run(block.statements, in: Frame(scope: Scope(parent: frame.scope), selfValue: frame.selfValue))
        case nil: return .normal
        }
    }

    /// `switch` over numbers, strings and enum cases written with a dot.
    func runSwitch(_ statement: SwitchExprSyntax, in frame: Frame) throws(Interruption) -> Flow {
        let subject = try evaluate(statement.subject, in: frame)
        for clause in statement.cases {
            guard case .switchCase(let switchCase) = clause else { continue }
            var matches = false
            switch switchCase.label {
            case .default: matches = true
            case .case(let label):
                for item in label.caseItems {
                    guard let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
                        throw .skip(line: line(item), message: "the case pattern \(item.pattern.trimmedDescription) is not part of a launch animation: skipped")
                    }
                    let value = try evaluate(pattern.expression, in: frame)
                    if Self.equal(subject, value) { matches = true }
                }
            }
            if matches {
                let flow = try run(switchCase.statements, in: Frame(scope: Scope(parent: frame.scope), selfValue: frame.selfValue))
                if case .breakLoop = flow { return .normal }
                return flow
            }
        }
        return .normal
    }

    /// Evaluates `if`/`guard`/`while` conditions, binding `if let` names in `scope`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, binding scope: Scope, in frame: Frame) throws(Interruption) -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard try truth(try evaluate(expression, in: frame), line: line(expression)) else { return false }
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, in: frame)
                } else {
                    value = try evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(binding.pattern.trimmedDescription))), in: frame)
                }
                if value.isNil { return false }
                try bind(binding.pattern, to: value, in: scope, line: line(binding))
            case .availability:
                continue
            default:
                throw .skip(line: line(element), message: "the condition \(element.trimmedDescription) is not part of a launch animation: skipped")
            }
        }
        return true
    }

    func truth(_ value: Value, line: Int) throws(Interruption) -> Bool {
        guard case .bool(let flag) = value else { throw .skip(line: line, message: "a condition that is \(value.typeName), not a Bool: skipped") }
        return flag
    }

    func runFor(_ loop: ForStmtSyntax, in frame: Frame) throws(Interruption) -> Flow {
        let sequence = try evaluate(loop.sequence, in: frame)
        let items = try elements(of: sequence, line: line(loop.sequence))
        var iterations = 0
        for item in items {
            iterations += 1
            if iterations > CodeLimits.maximumLoopIterations {
                throw .fail(line: line(loop), message: "a loop ran more than \(CodeLimits.maximumLoopIterations) times")
            }
            let scope = Scope(parent: frame.scope)
            try bind(loop.pattern, to: item, in: scope, line: line(loop))
            let inner = Frame(scope: scope, selfValue: frame.selfValue)
            if let whereClause = loop.whereClause, !(try truth(try evaluate(whereClause.condition, in: inner), line: line(whereClause))) { continue }
            switch try run(loop.body.statements, in: inner) {
            case .breakLoop: return .normal
            case .returned(let value): return .returned(value)
            default: continue
            }
        }
        return .normal
    }

    /// What a `for` loop or `forEach` walks: an array's elements.
    func elements(of value: Value, line: Int) throws(Interruption) -> [Value] {
        switch value {
        case .array(let items): return items
        case .tuple(let items): return items
        default: throw .skip(line: line, message: "a loop over \(value.typeName) is not part of a launch animation: skipped")
        }
    }

    static func describe(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return text.count > 60 ? String(text.prefix(57)) + " …" : text
    }
}

extension FunctionParameterSyntax {
    /// The name the body uses.
    var internalName: String { (secondName ?? firstName).text }
    /// The label callers write (nil for `_`).
    var label: String? { firstName.text == "_" ? nil : firstName.text }
}
