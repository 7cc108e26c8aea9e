import SplashGeometry

/// A colour as Interface Builder writes it: components in a colour space,
/// a system colour by name (`systemColor="systemBackgroundColor"`, or the
/// older `cocoaTouchSystemColor="darkTextColor"`), or a named colour from
/// the asset catalog (`name="Brand"`).
enum IBColor: Sendable, Hashable {
    /// Already sRGB (sRGB, calibrated or device RGB, converted gray, P3).
    case components(Color)
    case system(String)
    case named(String)

    /// Reads `<color key="…" …/>`.
    static func read(_ element: IBElement, file: String) throws(StoryboardError) -> IBColor {
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] { return .system(name) }
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
