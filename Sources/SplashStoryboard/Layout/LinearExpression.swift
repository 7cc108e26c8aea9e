/// `Σ coefficient × variable + constant`: one side of a constraint.
///
/// Terms with a zero coefficient are dropped, so `x - x` has no terms.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [LayoutVariable: Double]
    public var constant: Double

    public init(_ variable: LayoutVariable) {
        terms = [variable: 1]
        constant = 0
    }

    public init(constant: Double) {
        terms = [:]
        self.constant = constant
    }

    public init(terms: [LayoutVariable: Double], constant: Double = 0) {
        self.terms = terms.filter { $0.value != 0 }
        self.constant = constant
    }

    /// The terms in variable order (for deterministic iteration and messages).
    public var sortedTerms: [(variable: LayoutVariable, coefficient: Double)] {
        terms.map { (variable: $0.key, coefficient: $0.value) }.sorted { $0.variable.id < $1.variable.id }
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.values.allSatisfy(\.isFinite)
    }

    public var description: String {
        var parts: [String] = sortedTerms.map { term in
            term.coefficient == 1 ? term.variable.name : "\(term.coefficient)×\(term.variable.name)"
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    mutating func add(_ other: LinearExpression, times factor: Double) {
        constant += factor * other.constant
        for (variable, coefficient) in other.terms {
            let sum = (terms[variable] ?? 0) + factor * coefficient
            terms[variable] = sum == 0 ? nil : sum
        }
    }

    func scaled(by factor: Double) -> LinearExpression {
        var result = LinearExpression(constant: 0)
        result.add(self, times: factor)
        return result
    }
}

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.add(rhs, times: 1)
        return result
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.add(rhs, times: -1)
        return result
    }

    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand.scaled(by: -1)
    }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }

    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(constant: rhs) }
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(constant: lhs) + rhs }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs - LinearExpression(constant: rhs) }
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(constant: lhs) - rhs }

    public static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}

extension LayoutVariable {
    public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    public static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }
    public static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs * LinearExpression(rhs) }
    public static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) / rhs }
    public static prefix func - (operand: LayoutVariable) -> LinearExpression { -LinearExpression(operand) }
}
