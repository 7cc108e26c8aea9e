/// A length as written in an attribute.
enum SVGLength: Equatable {
    case userUnits(Double)
    /// `%`, `em` or `ex`: needs a viewport or font size.
    case relative

    /// `nil` when the text is not a number with an optional known unit.
    init?(_ text: String) {
        var scanner = SVGNumberScanner(text)
        guard let v = scanner.number() else { return nil }
        if scanner.consume("%") {
            guard scanner.isAtEnd else { return nil }
            self = .relative
            return
        }
        let unit = scanner.letters().lowercased()
        guard scanner.isAtEnd else { return nil }
        switch unit {
        case "", "px": self = .userUnits(v)
        case "pt": self = .userUnits(v * 96 / 72)
        case "pc": self = .userUnits(v * 16)
        case "mm": self = .userUnits(v * 96 / 25.4)
        case "cm": self = .userUnits(v * 96 / 2.54)
        case "in": self = .userUnits(v * 96)
        case "em", "ex": self = .relative
        default: return nil
        }
    }
}
