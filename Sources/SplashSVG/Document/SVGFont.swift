/// The font properties text inherits (SVG 1.1 §10.10, CSS 2.1 §15):
/// `font-family`, `font-size`, `font-weight`, `font-style`, and
/// `text-anchor` (§10.9.1), resolved as they are set on `<text>` and
/// `<tspan>` or their ancestors.
struct SVGFont {
    enum Anchor {
        case start, middle, end
    }

    /// The first family of the list, unquoted; "serif" (the initial value
    /// browsers and resvg take) when none is set.
    var family = "serif"
    /// In user units; 16, CSS's `medium`, when none is set.
    var size = 16.0
    var weight = 400
    var italic = false
    var anchor = Anchor.start

    /// CSS's generic families (CSS Fonts 4 §4.2), which fontconfig
    /// resolves to an installed face.
    static let genericFamilies: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"]

    /// The first family of a `font-family` list, quotes removed.
    static func firstFamily(_ text: String) -> String? {
        for piece in text.split(separator: ",") {
            var name = piece.trimmingCharacters(in: { $0 == " " || $0 == "\t" || $0 == "\n" })
            if let q = name.first, q == "\"" || q == "'", name.count >= 2, name.last == q { name = String(name.dropFirst().dropLast()) }
            if !name.isEmpty { return name }
        }
        return nil
    }

    /// `font-weight`: a number 1…1000, or a keyword (`bolder`/`lighter`
    /// step from the parent's as CSS Fonts 4 §2.2's table); nil when not one.
    static func weight(_ text: String, parent: Int) -> Int? {
        switch text.lowercased() {
        case "normal": return 400
        case "bold": return 700
        case "bolder": return parent < 350 ? 400 : parent < 550 ? 700 : 900
        case "lighter": return parent < 550 ? 100 : parent < 750 ? 400 : 700
        default:
            guard let v = Int(text), (1...1000).contains(v) else { return nil }
            return v
        }
    }
}

private extension Substring {
    func trimmingCharacters(in predicate: (Character) -> Bool) -> String {
        String(drop(while: predicate).reversed().drop(while: predicate).reversed())
    }
}
