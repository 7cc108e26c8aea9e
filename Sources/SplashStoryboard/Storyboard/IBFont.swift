/// A `<fontDescription>`: the system font at a size and weight, a named
/// font, or a Dynamic Type text style (at the default "Large" size).
struct IBFont: Sendable, Hashable {
    var family: String
    var size: Double
    var weight: Int
    var italic: Bool

    /// UILabel's default: the system font at 17 points.
    static let labelDefault = IBFont(family: systemFamily, size: 17, weight: 400, italic: false)
    /// San Francisco, drawn with its open stand-in where it is not installed.
    static let systemFamily = "SF Pro"

    static func read(_ element: IBElement, file: String) throws(StoryboardError) -> IBFont {
        let size: Double?
        if let text = element["pointSize"] {
            guard let value = Double(text), value > 0, value <= 1000 else {
                throw StoryboardError(file: file, line: element.line, "<fontDescription> pointSize=\"\(text)\": expected a size in points, 0 to 1000")
            }
            size = value
        } else {
            size = nil
        }
        if let style = element["style"], let (styleSize, styleWeight) = textStyles[style] {
            // "UICTFontTextStyleBody": the style's size at the default
            // content size category (Large), as the HIG's Dynamic Type table.
            return IBFont(family: systemFamily, size: size ?? styleSize, weight: styleWeight, italic: false)
        }
        let weight = element["weight"].flatMap { weights[$0] }
        switch element["type"] {
        case "system"?:
            return IBFont(family: systemFamily, size: size ?? 17, weight: weight ?? 400, italic: false)
        case "boldSystem"?:
            return IBFont(family: systemFamily, size: size ?? 17, weight: 700, italic: false)
        case "italicSystem"?:
            return IBFont(family: systemFamily, size: size ?? 17, weight: weight ?? 400, italic: true)
        default:
            let name = element["name"] ?? ""
            let family = element["family"] ?? name.split(separator: "-").first.map(String.init) ?? ""
            guard !family.isEmpty else {
                throw StoryboardError(file: file, line: element.line, "<fontDescription> names no font: expected type=\"system\", a style or a name and family")
            }
            let face = name.split(separator: "-").dropFirst().joined(separator: "-").lowercased()
            let faceWeight = weights.first { face.contains($0.key.lowercased()) && $0.key != "regular" }?.value
            return IBFont(family: family, size: size ?? 17, weight: weight ?? faceWeight ?? 400,
                          italic: face.contains("italic") || face.contains("oblique"))
        }
    }

    /// `UIFont.Weight` names as Interface Builder writes them, as CSS weights.
    static let weights: [String: Int] = [
        "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    /// Dynamic Type text styles at the Large size (HIG, "Typography",
    /// "iOS, iPadOS Dynamic Type sizes"): size and weight.
    static let textStyles: [String: (Double, Int)] = [
        "UICTFontTextStyleTitle0": (34, 400),   // largeTitle
        "UICTFontTextStyleLargeTitle": (34, 400),
        "UICTFontTextStyleTitle1": (28, 400),
        "UICTFontTextStyleTitle2": (22, 400),
        "UICTFontTextStyleTitle3": (20, 400),
        "UICTFontTextStyleHeadline": (17, 600),
        "UICTFontTextStyleBody": (17, 400),
        "UICTFontTextStyleCallout": (16, 400),
        "UICTFontTextStyleSubhead": (15, 400),
        "UICTFontTextStyleFootnote": (13, 400),
        "UICTFontTextStyleCaption1": (12, 400),
        "UICTFontTextStyleCaption2": (11, 400),
    ]
}
