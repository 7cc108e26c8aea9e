/// How the two sides of a constraint compare (`NSLayoutRelation`).
public enum LayoutRelation: Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}

/// One Auto Layout constraint as a linear equation or inequality.
///
/// Apple's Auto Layout Guide, "Anatomy of a Constraint": "each constraint
/// represents a single equation … `item1.attribute1 = multiplier ×
/// item2.attribute2 + constant`", where the relation may also be ≤ or ≥.
/// Here both sides are general linear expressions, so derived attributes
/// (`centerY = top + height / 2`) are constraints too.
public struct LayoutConstraint: Sendable, CustomStringConvertible {
    public var lhs: LinearExpression
    public var relation: LayoutRelation
    public var rhs: LinearExpression
    public var priority: LayoutPriority
    /// Within one priority level the solver minimises the sum of the
    /// violations each times its weight: 1 unless a caller says otherwise.
    /// Must be finite and positive (others are treated as 1).
    public var weight: Double
    /// For messages: "logo.centerX = superview.centerX".
    public var label: String

    public init(
        _ lhs: LinearExpression,
        _ relation: LayoutRelation,
        _ rhs: LinearExpression,
        priority: LayoutPriority = .required,
        weight: Double = 1,
        label: String
    ) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
        self.weight = weight.isFinite && weight > 0 ? weight : 1
        self.label = label
    }

    /// The constraint in Interface Builder's shape: `item1 (relation)
    /// multiplier × item2 + constant`, `item2` nil for a constant
    /// (`width = 100`).
    public init(
        _ item1: LayoutVariable,
        _ relation: LayoutRelation,
        _ item2: LayoutVariable?,
        multiplier: Double = 1,
        constant: Double = 0,
        priority: LayoutPriority = .required,
        label: String
    ) {
        let rhs = item2.map { LinearExpression($0) * multiplier + constant } ?? LinearExpression(constant: constant)
        self.init(LinearExpression(item1), relation, rhs, priority: priority, label: label)
    }

    public var description: String {
        let symbol: String
        switch relation {
        case .equal: symbol = "="
        case .lessThanOrEqual: symbol = "<="
        case .greaterThanOrEqual: symbol = ">="
        }
        return "\(label) (\(lhs) \(symbol) \(rhs), priority \(priority))"
    }
}
