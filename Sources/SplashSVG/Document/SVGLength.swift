/// A length as written in an attribute.
enum SVGLength: Equatable {
    case userUnits(Double)
    /// `%`: of the viewport's width, height or normalised diagonal,
    /// depending on the attribute (SVG 1.1 §7.10).
    case percent(Double)
    /// `em` (and `ex`, taken as half an em, CSS's fallback): of the font
    /// size, which is CSS's initial `medium`, 16 px, as a logo sets no
    /// text (`<text>` is refused).
    case fontRelative(ems: Double)

    /// The font size `em` refers to, in px.
    static let fontSize = 16.0

    /// `nil` when the text is not a number with an optional known unit.
    init?(_ text: String) {
        var scanner = SVGNumberScanner(text)
        guard let v = scanner.number() else { return nil }
        if scanner.consume("%") {
            guard scanner.isAtEnd else { return nil }
            self = .percent(v)
            return
        }
        let unit = scanner.letters().lowercased()
        guard scanner.isAtEnd else { return nil }
        // CSS Values: 96 px per inch, 72 pt and 6 pc per inch, 2.54 cm per inch.
        switch unit {
        case "", "px": self = .userUnits(v)
        case "pt": self = .userUnits(v * 96 / 72)
        case "pc": self = .userUnits(v * 16)
        case "mm": self = .userUnits(v * 96 / 25.4)
        case "cm": self = .userUnits(v * 96 / 2.54)
        case "in": self = .userUnits(v * 96)
        case "em": self = .fontRelative(ems: v)
        case "ex": self = .fontRelative(ems: v / 2)
        default: return nil
        }
    }

    /// Which extent of the viewport a percentage of an attribute is of.
    enum Axis {
        case horizontal
        case vertical
        /// √((width² + height²) / 2): radii, stroke widths, dashes.
        case diagonal

        /// The axis of a geometry attribute's percentages.
        init(attribute: String) {
            switch attribute {
            case "x", "cx", "x1", "x2", "width", "rx", "dx", "fx": self = .horizontal
            case "y", "cy", "y1", "y2", "height", "ry", "dy", "fy": self = .vertical
            default: self = .diagonal
            }
        }

        func extent(of viewport: SplashGeometry.Size) -> Double {
            switch self {
            case .horizontal: viewport.width
            case .vertical: viewport.height
            case .diagonal: ((viewport.width * viewport.width + viewport.height * viewport.height) / 2).squareRoot()
            }
        }
    }

    /// The length in user units; `nil` for a percentage without a viewport.
    func userUnits(axis: Axis, viewport: SplashGeometry.Size?) -> Double? {
        switch self {
        case .userUnits(let v): v
        case .fontRelative(let ems): ems * Self.fontSize
        case .percent(let p): viewport.map { p / 100 * axis.extent(of: $0) }
        }
    }
}

import SplashGeometry
