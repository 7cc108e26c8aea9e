import SplashFormats
import SplashGeometry

/// The value of a `fill` or `stroke` property: nothing, a solid colour, or a
/// reference to a paint server (`url(#gradient)`), resolved once the whole
/// document is read (exporters put `<defs>` last as often as first).
enum SVGPaint: Equatable {
    case none
    case color(Color)
    case reference(String)
    /// `currentColor`: the `color` property where the paint is used.
    case currentColor

    /// What `fill` accepts, quoted in messages about a bad value.
    static let expected = "#rgb, #rrggbb, rgb(r, g, b), url(#gradient), none, currentColor or one of the 16 basic colour names"

    /// The id in `url(#id)` (quotes allowed, a fallback after it ignored);
    /// nil when the reference is not to an element of this document.
    static func referencedID(_ text: String) -> String? {
        let value = text.trimmingASCIIWhitespace()
        guard value.lowercased().hasPrefix("url("), let close = value.firstIndex(of: ")") else { return nil }
        var inner = String(value[value.index(value.startIndex, offsetBy: 4)..<close]).trimmingASCIIWhitespace()
        if let q = inner.first, q == "\"" || q == "'", inner.count >= 2, inner.last == q {
            inner = String(inner.dropFirst().dropLast())
        }
        guard inner.hasPrefix("#"), inner.count > 1 else { return nil }
        return String(inner.dropFirst())
    }

    /// Parses a paint value; `nil` when it is not one the subset knows.
    ///
    /// Colours: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`
    /// with numbers or percentages (comma- or space-separated, optional
    /// `/ alpha`), the 16 basic CSS colour names, `transparent`, and
    /// `currentColor` (the `color` property's value, resolved where the
    /// paint is used; black, its initial value, when none is set).
    init?(_ text: String) {
        let value = text.trimmingASCIIWhitespace()
        let lower = value.lowercased()
        if lower == "none" {
            self = .none
        } else if lower.hasPrefix("url(") {
            self = .reference(value)
        } else if lower == "currentcolor" {
            self = .currentColor
        } else if let named = Self.basicColors[lower] {
            self = .color(named)
        } else if lower.hasPrefix("#") {
            guard let color = Self.hexColor(lower.dropFirst()) else { return nil }
            self = .color(color)
        } else if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba("), lower.hasSuffix(")") {
            guard let color = Self.functionalColor(lower) else { return nil }
            self = .color(color)
        } else {
            return nil
        }
    }

    /// The CSS basic colour keywords (CSS Color 3 §4.1) and `transparent`.
    private static let basicColors: [String: Color] = [
        "black": rgb(0, 0, 0), "silver": rgb(192, 192, 192), "gray": rgb(128, 128, 128), "grey": rgb(128, 128, 128),
        "white": rgb(255, 255, 255), "maroon": rgb(128, 0, 0), "red": rgb(255, 0, 0), "purple": rgb(128, 0, 128),
        "fuchsia": rgb(255, 0, 255), "green": rgb(0, 128, 0), "lime": rgb(0, 255, 0), "olive": rgb(128, 128, 0),
        "yellow": rgb(255, 255, 0), "navy": rgb(0, 0, 128), "blue": rgb(0, 0, 255), "teal": rgb(0, 128, 128),
        "aqua": rgb(0, 255, 255), "transparent": Color.clear,
    ]

    private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255)
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` without the `#`; the short
    /// forms repeat each digit, as in CSS.
    private static func hexColor(_ digits: Substring) -> Color? {
        var nibbles: [UInt8] = []
        for ch in digits.utf8 {
            switch ch {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(ch - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(ch - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        let components: [UInt8]
        switch nibbles.count {
        case 3, 4: components = nibbles.map { $0 << 4 | $0 }
        case 6, 8: components = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
        default: return nil
        }
        let alpha = components.count == 4 ? Double(components[3]) / 255 : 1
        return Color(red: Double(components[0]) / 255, green: Double(components[1]) / 255,
                     blue: Double(components[2]) / 255, alpha: alpha)
    }

    /// `rgb(255, 128, 0)`, `rgb(100%, 50%, 0%)`, `rgba(255, 128, 0, 0.5)` or
    /// `rgb(255 128 0 / 50%)`. Components are clamped to their range as CSS
    /// does.
    private static func functionalColor(_ text: String) -> Color? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        var scanner = SVGNumberScanner(String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
        var components: [Double] = []
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            guard let v = scanner.number() else { return nil }
            let isPercent = scanner.consume("%")
            let isAlpha = components.count == 3
            components.append(isPercent ? v / 100 : (isAlpha ? v : v / 255))
            scanner.skipWhitespace()
            if !scanner.consume(",") { _ = scanner.consume("/") }
            scanner.skipWhitespace()
        }
        guard components.count == 3 || components.count == 4 else { return nil }
        let c = components.map { min(max($0, 0), 1) }
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
    }
}
