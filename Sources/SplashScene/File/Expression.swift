import Foundation

/// A number in a scene file: a literal, or an arithmetic expression over
/// the canvas size and the scene's numeric parameters.
///
///     "W / 2"            the canvas centre (W, H: canvas width, height in points)
///     "H * 0.4"          40 % down the screen
///     "-atan(cy / cx)"   a rotation toward the top-left corner
///
/// Grammar: `+ - * /`, unary minus, parentheses, numbers, names, and the
/// functions `min max abs sqrt sin cos tan atan atan2 floor ceil round`;
/// `pi` is a name. Parsed once when the file is read, evaluated once per
/// render when the canvas and parameters are known.
public indirect enum Expression: Sendable, Hashable {
    case constant(Double)
    case variable(String)
    case negate(Expression)
    case binary(Character, Expression, Expression)
    case call(String, [Expression])

    static let functions: [String: Int] = [
        "min": 2, "max": 2, "abs": 1, "sqrt": 1, "sin": 1, "cos": 1, "tan": 1,
        "atan": 1, "atan2": 2, "floor": 1, "ceil": 1, "round": 1,
    ]

    /// Parses an expression; the error message says what was wrong where.
    public init(parsing text: String) throws(ExpressionError) {
        var parser = ExpressionParser(text: text)
        self = try parser.parseAll()
    }

    /// The names the expression refers to (checked against the known ones
    /// when the scene is read, so a typo is an error before rendering).
    public var variables: Set<String> {
        switch self {
        case .constant: []
        case .variable(let name): [name]
        case .negate(let e): e.variables
        case .binary(_, let a, let b): a.variables.union(b.variables)
        case .call(_, let args): args.reduce(into: []) { $0.formUnion($1.variables) }
        }
    }

    /// Evaluates with the given names bound; unknown names were rejected
    /// when the scene was read, so a missing one here is a programming
    /// error reported as NaN (and caught by the finite check after it).
    public func evaluate(_ variables: [String: Double]) -> Double {
        switch self {
        case .constant(let value): return value
        case .variable(let name): return variables[name] ?? .nan
        case .negate(let e): return -e.evaluate(variables)
        case .binary(let op, let a, let b):
            let x = a.evaluate(variables), y = b.evaluate(variables)
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            default: return x / y
            }
        case .call(let name, let args):
            let v = args.map { $0.evaluate(variables) }
            switch name {
            case "min": return Swift.min(v[0], v[1])
            case "max": return Swift.max(v[0], v[1])
            case "abs": return Swift.abs(v[0])
            case "sqrt": return v[0].squareRoot()
            case "sin": return Foundation.sin(v[0])
            case "cos": return Foundation.cos(v[0])
            case "tan": return Foundation.tan(v[0])
            case "atan": return Foundation.atan(v[0])
            case "atan2": return Foundation.atan2(v[0], v[1])
            case "floor": return v[0].rounded(.down)
            case "ceil": return v[0].rounded(.up)
            default: return v[0].rounded()
            }
        }
    }
}

/// Why an expression could not be parsed.
public struct ExpressionError: Error, Sendable, Hashable {
    public var message: String
}

/// Recursive descent over the expression grammar (precedence climbing by
/// one function per level: sum → product → unary → primary).
struct ExpressionParser {
    private let chars: [Character]
    private var index = 0
    private let text: String

    init(text: String) {
        self.text = text
        self.chars = Array(text)
    }

    mutating func parseAll() throws(ExpressionError) -> Expression {
        let e = try parseSum()
        skipSpaces()
        if index < chars.count { throw fail("unexpected '\(chars[index])'") }
        return e
    }

    private func fail(_ what: String) -> ExpressionError {
        ExpressionError(message: "\(what) at position \(index + 1) of expression \"\(text)\"")
    }

    private mutating func skipSpaces() {
        while index < chars.count, chars[index].isWhitespace { index += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return index < chars.count ? chars[index] : nil
    }

    private mutating func parseSum() throws(ExpressionError) -> Expression {
        var lhs = try parseProduct()
        while let c = peek(), c == "+" || c == "-" {
            index += 1
            lhs = .binary(c, lhs, try parseProduct())
        }
        return lhs
    }

    private mutating func parseProduct() throws(ExpressionError) -> Expression {
        var lhs = try parseUnary()
        while let c = peek(), c == "*" || c == "/" {
            index += 1
            lhs = .binary(c, lhs, try parseUnary())
        }
        return lhs
    }

    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        if peek() == "-" { index += 1; return .negate(try parseUnary()) }
        if peek() == "+" { index += 1; return try parseUnary() }
        return try parsePrimary()
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Expression {
        guard let c = peek() else { throw fail("expected a number or a name") }
        if c == "(" {
            index += 1
            let e = try parseSum()
            guard peek() == ")" else { throw fail("expected ')'") }
            index += 1
            return e
        }
        if c.isNumber || c == "." {
            let start = index
            while index < chars.count, chars[index].isNumber || chars[index] == "." { index += 1 }
            if index < chars.count, chars[index] == "e" || chars[index] == "E" {
                index += 1
                if index < chars.count, chars[index] == "-" || chars[index] == "+" { index += 1 }
                while index < chars.count, chars[index].isNumber { index += 1 }
            }
            guard let value = Double(String(chars[start..<index])) else {
                index = start
                throw fail("malformed number")
            }
            return .constant(value)
        }
        if c.isLetter || c == "_" {
            let start = index
            while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" { index += 1 }
            let name = String(chars[start..<index])
            if peek() == "(" {
                guard let arity = Expression.functions[name] else {
                    index = start
                    throw fail("unknown function '\(name)'")
                }
                index += 1
                var args: [Expression] = []
                if peek() != ")" {
                    args.append(try parseSum())
                    while peek() == "," {
                        index += 1
                        args.append(try parseSum())
                    }
                }
                guard peek() == ")" else { throw fail("expected ')' after the arguments of \(name)") }
                index += 1
                guard args.count == arity else {
                    throw fail("\(name) takes \(arity) argument\(arity == 1 ? "" : "s"), not \(args.count)")
                }
                return .call(name, args)
            }
            if name == "pi" { return .constant(Double.pi) }
            return .variable(name)
        }
        throw fail("unexpected '\(c)'")
    }
}
