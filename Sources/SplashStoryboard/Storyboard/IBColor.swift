import SplashGeometry

/// A colour as Interface Builder writes it: components in a colour space,
/// a system colour by name, or a named colour from the asset catalog
/// (`name="Brand"`).
///
/// System colours, in every form Xcode has written since Xcode 7:
/// `cocoaTouchSystemColor="darkTextColor"` (Xcode 7–10);
/// `xcode11CocoaTouchSystemColor="systemBackgroundColor"` beside it (a
/// file of Xcode 9/10 given an iOS 13 colour in Xcode 11: the older
/// attribute is the fallback for tools before Xcode 11, so the Xcode 11 one
/// is what a device shows); `systemColor="systemBackgroundColor"` (Xcode
/// 12 and later, the value Interface Builder last saw kept in
/// `<resources><systemColor name=…>`).
enum IBColor: Sendable, Hashable {
    /// Already sRGB (sRGB, calibrated or device RGB, converted gray, P3).
    case components(Color)
    case system(String)
    case named(String)

    /// The system colour's name, in the order of precedence above.
    static func systemName(_ element: IBElement) -> String? {
        guard let name = element["xcode11CocoaTouchSystemColor"] ?? element["systemColor"] ?? element["cocoaTouchSystemColor"] else { return nil }
        return cocoaTouchAliases[name] ?? name
    }

    /// Xcode 7–10's names for colours UIKit renamed in iOS 13, as the
    /// dynamic colours the old names return since: `groupTableViewBackground`
    /// ("Use systemGroupedBackground instead", UIColor) and the grouped table
    /// cell's background (`UITableViewCell` in a grouped table:
    /// `secondarySystemGroupedBackground`).
    static let cocoaTouchAliases: [String: String] = [
        "groupTableViewBackgroundColor": "systemGroupedBackgroundColor",
        "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackgroundColor",
    ]

    /// Reads `<color key="…" …/>`. `colorMatched`: the document's
    /// `colorMatched="YES"` (Xcode 8 and later): its colours are converted
    /// from their colour space to the screen's when built; in a document
    /// without it (Xcode 7 and before, kept so by later Xcodes) the
    /// components are used as they are, whatever space they name.
    static func read(_ element: IBElement, file: String, colorMatched: Bool = true) throws(StoryboardError) -> IBColor {
        if let name = systemName(element) { return .system(name) }
        if let name = element["name"] { return .named(name) }
        func component(_ key: String, default value: Double? = nil) throws(StoryboardError) -> Double {
            guard let text = element[key] else {
                if let value { return value }
                throw StoryboardError(file: file, line: element.line, "<color key=\"\(element["key"] ?? "")\"> has no \(key) component")
            }
            guard let number = Double(text), number.isFinite else {
                throw StoryboardError(file: file, line: element.line, "<color> \(key)=\"\(text)\" is not a number")
            }
            return number
        }
        let alpha = min(max(try component("alpha", default: 1), 0), 1)
        let space = element["customColorSpace"] ?? element["colorSpace"] ?? "sRGB"
        if !colorMatched {
            var red: Double, green: Double, blue: Double
            if element["white"] != nil {
                red = try component("white")
                green = red
                blue = red
            } else {
                red = try component("red")
                green = try component("green")
                blue = try component("blue")
            }
            return .components(Color(red: min(max(red, 0), 1), green: min(max(green, 0), 1), blue: min(max(blue, 0), 1), alpha: alpha))
        }
        if element["white"] != nil {
            let white = try component("white")
            // Gray spaces: "genericGamma22GrayColorSpace" / "calibratedWhite"
            // are gamma 2.2 gray; "deviceWhite" is taken as sRGB-encoded.
            if space == "deviceWhite" {
                let v = min(max(white, 0), 1)
                return .components(Color(red: v, green: v, blue: v, alpha: alpha))
            }
            return .components(ColorSpaceConversion.gamma22GrayToSRGB(white: white, alpha: alpha))
        }
        let red = try component("red"), green = try component("green"), blue = try component("blue")
        switch space {
        case "displayP3":
            return .components(ColorSpaceConversion.displayP3ToSRGB(Color(red: red, green: green, blue: blue, alpha: alpha)))
        default:
            // sRGB, calibratedRGB, deviceRGB (taken as sRGB, as iOS draws them).
            return .components(Color(red: min(max(red, 0), 1), green: min(max(green, 0), 1), blue: min(max(blue, 0), 1), alpha: alpha))
        }
    }
}
