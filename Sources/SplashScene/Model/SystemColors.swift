import SplashGeometry

/// UIKit's system colours in light and dark appearance, as asset catalogs
/// reference them (`"color": {"platform": "ios", "reference":
/// "systemBlueColor"}`) and storyboards name them (`<color
/// systemColor="systemBackgroundColor"/>`).
///
/// Values: Apple's Human Interface Guidelines, "Color" (the "System colors"
/// and "iOS, iPadOS system gray colors" tables, default light and dark
/// values, as published for iOS 13 to 18); the semantic colours (labels,
/// backgrounds, fills, separators) are the values `UIColor`'s class
/// properties return in the base (not elevated) level, as listed on the same
/// page's "Dynamic system colors" and in UIKit's `UIColor` documentation
/// ("UI element colors", "Standard colors"). The fixed colours (`white`,
/// `black`, `clear`, `gray`…) are `UIColor`'s "Fixed colors".
public enum SystemColors {
    /// The colour for the appearance, for a name with or without the
    /// `Color` suffix (`systemBlueColor`, `systemBlue`); nil for a name not
    /// in the table.
    public static func color(named name: String, appearance: Appearance) -> Color? {
        let key = name.hasSuffix("Color") && name != "Color" ? String(name.dropLast(5)) : name
        guard let pair = table[key] else { return nil }
        return appearance == .dark ? pair.dark : pair.light
    }

    /// Every name the table knows, without the `Color` suffix.
    public static var names: [String] { table.keys.sorted() }

    private struct Pair {
        var light: Color
        var dark: Color
    }

    /// 0–255 components and an alpha.
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    private static func same(_ c: Color) -> Pair { Pair(light: c, dark: c) }

    private static let table: [String: Pair] = [
        // System colors (HIG "Color": default light / dark).
        "systemRed": Pair(light: rgb(255, 59, 48), dark: rgb(255, 69, 58)),
        "systemOrange": Pair(light: rgb(255, 149, 0), dark: rgb(255, 159, 10)),
        "systemYellow": Pair(light: rgb(255, 204, 0), dark: rgb(255, 214, 10)),
        "systemGreen": Pair(light: rgb(52, 199, 89), dark: rgb(48, 209, 88)),
        "systemMint": Pair(light: rgb(0, 199, 190), dark: rgb(99, 230, 226)),
        "systemTeal": Pair(light: rgb(48, 176, 199), dark: rgb(64, 200, 224)),
        "systemCyan": Pair(light: rgb(50, 173, 230), dark: rgb(100, 210, 255)),
        "systemBlue": Pair(light: rgb(0, 122, 255), dark: rgb(10, 132, 255)),
        "systemIndigo": Pair(light: rgb(88, 86, 214), dark: rgb(94, 92, 230)),
        "systemPurple": Pair(light: rgb(175, 82, 222), dark: rgb(191, 90, 242)),
        "systemPink": Pair(light: rgb(255, 45, 85), dark: rgb(255, 55, 95)),
        "systemBrown": Pair(light: rgb(162, 132, 94), dark: rgb(172, 142, 104)),
        // System grays.
        "systemGray": Pair(light: rgb(142, 142, 147), dark: rgb(142, 142, 147)),
        "systemGray2": Pair(light: rgb(174, 174, 178), dark: rgb(99, 99, 102)),
        "systemGray3": Pair(light: rgb(199, 199, 204), dark: rgb(72, 72, 74)),
        "systemGray4": Pair(light: rgb(209, 209, 214), dark: rgb(58, 58, 60)),
        "systemGray5": Pair(light: rgb(229, 229, 234), dark: rgb(44, 44, 46)),
        "systemGray6": Pair(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
        // Label colors.
        "label": Pair(light: rgb(0, 0, 0), dark: rgb(255, 255, 255)),
        "secondaryLabel": Pair(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6)),
        "tertiaryLabel": Pair(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)),
        "quaternaryLabel": Pair(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16)),
        "placeholderText": Pair(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)),
        "link": Pair(light: rgb(0, 122, 255), dark: rgb(9, 132, 255)),
        // Fill colors.
        "systemFill": Pair(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36)),
        "secondarySystemFill": Pair(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32)),
        "tertiarySystemFill": Pair(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24)),
        "quaternarySystemFill": Pair(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18)),
        // Background colors (base level).
        "systemBackground": Pair(light: rgb(255, 255, 255), dark: rgb(0, 0, 0)),
        "secondarySystemBackground": Pair(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
        "tertiarySystemBackground": Pair(light: rgb(255, 255, 255), dark: rgb(44, 44, 46)),
        "systemGroupedBackground": Pair(light: rgb(242, 242, 247), dark: rgb(0, 0, 0)),
        "secondarySystemGroupedBackground": Pair(light: rgb(255, 255, 255), dark: rgb(28, 28, 30)),
        "tertiarySystemGroupedBackground": Pair(light: rgb(242, 242, 247), dark: rgb(44, 44, 46)),
        // Separators.
        "separator": Pair(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6)),
        "opaqueSeparator": Pair(light: rgb(198, 198, 200), dark: rgb(56, 56, 58)),
        // Nonadaptable colors.
        "darkText": same(rgb(0, 0, 0)),
        "lightText": same(rgb(255, 255, 255, 0.6)),
        // Fixed colors (UIColor's class properties).
        "white": same(.white),
        "black": same(.black),
        "clear": same(.clear),
        "gray": same(Color(red: 0.5, green: 0.5, blue: 0.5)),
        "lightGray": same(Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3)),
        "darkGray": same(Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3)),
        "red": same(Color(red: 1, green: 0, blue: 0)),
        "green": same(Color(red: 0, green: 1, blue: 0)),
        "blue": same(Color(red: 0, green: 0, blue: 1)),
        "cyan": same(Color(red: 0, green: 1, blue: 1)),
        "yellow": same(Color(red: 1, green: 1, blue: 0)),
        "magenta": same(Color(red: 1, green: 0, blue: 1)),
        "orange": same(Color(red: 1, green: 0.5, blue: 0)),
        "purple": same(Color(red: 0.5, green: 0, blue: 0.5)),
        "brown": same(Color(red: 0.6, green: 0.4, blue: 0.2)),
    ]
}
