import SplashFormats

/// One `<constraint>` as Interface Builder writes it:
/// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant`
/// (Apple, Auto Layout Guide, "Anatomy of a Constraint"). A missing
/// `firstItem` is the view whose `<constraints>` hold it; a missing second
/// item makes it a constant (`width = 100`).
struct IBConstraint: Sendable, Hashable {
    var id: String
    var firstItem: String
    var firstAttribute: Attribute
    var relation: Relation
    var secondItem: String?
    var secondAttribute: Attribute?
    var multiplier: Double
    var constant: Double
    /// 1…1000; 1000 required.
    var priority: Double
    var line: Int

    enum Relation: Sendable, Hashable {
        case equal, lessThanOrEqual, greaterThanOrEqual

        var symbol: String {
            switch self {
            case .equal: "="
            case .lessThanOrEqual: "≤"
            case .greaterThanOrEqual: "≥"
            }
        }
    }

    /// `NSLayoutConstraint.Attribute`, as Interface Builder spells them.
    /// Leading and trailing are left and right (a left-to-right language).
    enum Attribute: String, Sendable, Hashable, CaseIterable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        init?(interfaceBuilder name: String) {
            if name == "baseline" { self = .lastBaseline; return }
            self.init(rawValue: name)
        }

        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: true
            default: false
            }
        }

        var isSize: Bool { self == .width || self == .height }
    }

    static func read(_ element: IBElement, owner: String, file: String) throws(StoryboardError) -> IBConstraint {
        func attribute(_ key: String) throws(StoryboardError) -> Attribute? {
            guard let name = element[key], name != "notAnAttribute" else { return nil }
            guard let attribute = Attribute(interfaceBuilder: name) else {
                throw StoryboardError(file: file, line: element.line,
                                      "constraint \(element["id"] ?? "") has an unknown \(key) \"\(name)\" (expected one of \(Attribute.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return attribute
        }
        func number(_ key: String, default value: Double) throws(StoryboardError) -> Double {
            guard let text = element[key] else { return value }
            guard let number = Double(text), number.isFinite, abs(number) < 1e7 else {
                throw StoryboardError(file: file, line: element.line, "constraint \(element["id"] ?? "") \(key)=\"\(text)\": expected a number")
            }
            return number
        }
        guard let first = try attribute("firstAttribute") else {
            throw StoryboardError(file: file, line: element.line, "constraint \(element["id"] ?? "") has no firstAttribute")
        }
        let relation: Relation
        switch element["relation"] {
        case nil, "equal"?: relation = .equal
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case let other?:
            throw StoryboardError(file: file, line: element.line, "constraint \(element["id"] ?? "") relation=\"\(other)\": expected equal, lessThanOrEqual or greaterThanOrEqual")
        }
        let second = try attribute("secondAttribute")
        let multiplier = try readMultiplier(element, file: file)
        let priority = try number("priority", default: 1000)
        guard priority >= 1, priority <= 1000 else {
            throw StoryboardError(file: file, line: element.line, "constraint \(element["id"] ?? "") priority=\"\(priority)\": expected 1 to 1000")
        }
        let secondItem = second == nil ? nil : (element["secondItem"] ?? owner)
        // A width may be tied to a height (an aspect ratio, as Interface
        // Builder writes `width = height × 1:1`); location attributes of
        // different axes may not ("For location attributes, you cannot
        // constrain vertical attributes to horizontal attributes", Auto
        // Layout Guide, "Anatomy of a Constraint").
        if let second, first.isHorizontal != second.isHorizontal, !(first.isSize && second.isSize) {
            throw StoryboardError(file: file, line: element.line,
                                  "constraint \(element["id"] ?? "") relates a horizontal and a vertical attribute (\(first.rawValue), \(second.rawValue)), which Auto Layout refuses")
        }
        if second == nil, !first.isSize {
            throw StoryboardError(file: file, line: element.line,
                                  "constraint \(element["id"] ?? "") sets \(first.rawValue) to a constant: only a width or height can be")
        }
        return IBConstraint(id: element["id"] ?? "", firstItem: element["firstItem"] ?? owner, firstAttribute: first, relation: relation,
                            secondItem: secondItem, secondAttribute: second, multiplier: multiplier,
                            constant: try number("constant", default: 0), priority: priority, line: element.line)
    }

    /// `multiplier="2:1"` (a ratio, as Interface Builder writes aspect
    /// ratios), `multiplier="1/3"` (a fraction, as Interface Builder keeps
    /// one typed in its field: the React Native template's launch screen
    /// has one) or `multiplier="0.5"`.
    private static func readMultiplier(_ element: IBElement, file: String) throws(StoryboardError) -> Double {
        guard let text = element["multiplier"] else { return 1 }
        let trimmed = text.trimmingASCIIWhitespace()
        let separator: Character? = trimmed.contains(":") ? ":" : trimmed.contains("/") ? "/" : nil
        let value: Double?
        if let separator {
            let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
            if parts.count == 2, let a = Double(String(parts[0]).trimmingASCIIWhitespace()), let b = Double(String(parts[1]).trimmingASCIIWhitespace()), b != 0 {
                value = a / b
            } else {
                value = nil
            }
        } else {
            value = Double(trimmed)
        }
        guard let value, value.isFinite, abs(value) < 1e6, value != 0 else {
            throw StoryboardError(file: file, line: element.line, "constraint \(element["id"] ?? "") multiplier=\"\(text)\": expected a non-zero number, a ratio like 2:1 or a fraction like 1/3")
        }
        return value
    }
}
