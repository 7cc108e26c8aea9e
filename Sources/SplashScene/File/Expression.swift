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
///
/// Bounded before anything recursive runs: at most `maximumLength`
/// characters, checked before parsing, and at most `maximumNesting` levels
/// of parentheses, signs and function calls, checked as the parser descends
/// (a few hundred KB of `((((…` would otherwise overflow the stack). A run
/// of `+ -` or `* /` at one level is one `chain` node holding its operands
/// in a list, not a left-deep tree of pairs: `1+1+…+1` is as shallow as
/// `1+1`, so the tree's height, and with it every recursive walk
/// (`evaluate`, `variables`, equality, hashing, freeing), is bounded by the
/// nesting limit alone. (As pairs, the 2048 additions 4096 characters
/// allow made a tree 2048 levels high that overflowed a 1 MiB stack.)
public indirect enum Expression: Sendable, Hashable {
    case constant(Double)
    case variable(String)
    case negate(Expression)
    /// `first`, then each step's operator applied with its operand, left
    /// to right: `a - b + c` is `chain(a, [-b, +c])`, evaluated `(a - b) + c`.
    case chain(Expression, [Step])
    case call(String, [Expression])

    /// One operator of a chain and its right-hand operand.
    public struct Step: Sendable, Hashable {
        public var symbol: Character
        public var operand: Expression
    }

    static let functions: [String: Int] = [
        "min": 2, "max": 2, "abs": 1, "sqrt": 1, "sin": 1, "cos": 1, "tan": 1,
        "atan": 1, "atan2": 2, "floor": 1, "ceil": 1, "round": 1,
    ]

    /// The longest expression, in characters.
    public static let maximumLength = 4096
    /// The deepest nesting of parentheses, unary signs and function calls.
    public static let maximumNesting = 64

    /// Parses an expression; the error message says what was wrong where.
    public init(parsing text: String) throws(ExpressionError) {
        // utf8.count first: O(1) for native strings, and never below the character count.
        if text.utf8.count > Self.maximumLength, text.count > Self.maximumLength {
            throw ExpressionError(message: "expression is \(text.count) characters long; the limit is \(Self.maximumLength)")
        }
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
        case .chain(let first, let steps): steps.reduce(into: first.variables) { $0.formUnion($1.operand.variables) }
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
        case .chain(let first, let steps):
            var x = first.evaluate(variables)
            for step in steps {
                let y = step.operand.evaluate(variables)
                switch step.symbol {
                case "+": x += y
                case "-": x -= y
                case "*": x *= y
                default: x /= y
                }
            }
            return x
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
/// one function per level: sum → product → unary → primary). Only a
/// parenthesis, a sign or a function call descends further, each counted
/// in `nesting` against `Expression.maximumNesting`.
struct ExpressionParser {
    private let chars: [Character]
    private var index = 0
    private let text: String
    private var nesting = 0

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

    /// The message quotes the expression, cut after `quoted` characters
    /// (a limit-sized expression would make a 4 KB error line).
    private func fail(_ what: String) -> ExpressionError {
        let quoted = 60
        let shown = chars.count > quoted ? String(chars[..<quoted]) + "…" : text
        return ExpressionError(message: "\(what) at position \(index + 1) of expression \"\(shown)\"")
    }

    private mutating func skipSpaces() {
        while index < chars.count, chars[index].isWhitespace { index += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return index < chars.count ? chars[index] : nil
    }

    private mutating func parseSum() throws(ExpressionError) -> Expression {
        let first = try parseProduct()
        var steps: [Expression.Step] = []
        while let c = peek(), c == "+" || c == "-" {
            index += 1
            steps.append(Expression.Step(symbol: c, operand: try parseProduct()))
        }
        return steps.isEmpty ? first : .chain(first, steps)
    }

    private mutating func parseProduct() throws(ExpressionError) -> Expression {
        let first = try parseUnary()
        var steps: [Expression.Step] = []
        while let c = peek(), c == "*" || c == "/" {
            index += 1
            steps.append(Expression.Step(symbol: c, operand: try parseUnary()))
        }
        return steps.isEmpty ? first : .chain(first, steps)
    }

    private mutating func parseUnary() throws(ExpressionError) -> Expression {
        if peek() == "-" {
            try descend()
            index += 1
            defer { nesting -= 1 }
            return .negate(try parseUnary())
        }
        if peek() == "+" {
            try descend()
            index += 1
            defer { nesting -= 1 }
            return try parseUnary()
        }
        return try parsePrimary()
    }

    /// One level deeper (a parenthesis, a sign or a call at `index`), or
    /// an error before the recursion could exhaust the stack.
    private mutating func descend() throws(ExpressionError) {
        guard nesting < Expression.maximumNesting else {
            throw fail("nests deeper than \(Expression.maximumNesting) levels of parentheses, signs and function calls")
        }
        nesting += 1
    }

    private mutating func parsePrimary() throws(ExpressionError) -> Expression {
        guard let c = peek() else { throw fail("expected a number or a name") }
        if c == "(" {
            try descend()
            defer { nesting -= 1 }
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
                try descend()
                defer { nesting -= 1 }
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
