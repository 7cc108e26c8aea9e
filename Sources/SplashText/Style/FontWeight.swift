/// How heavy the strokes of a font are, on the CSS / OpenType scale
/// (`usWeightClass`): 100 thin … 400 regular … 700 bold … 900 black.
///
/// The numeric scale is kept (rather than only names) because scene files
/// come from design tools that speak numbers, and fontconfig maps OpenType
/// weights to its own scale exactly (`FcWeightFromOpenTypeDouble`). Any
/// value in 1…1000 is accepted; the nearest installed weight is used.
public struct FontWeight: Hashable, Sendable, Comparable, ExpressibleByIntegerLiteral {
    /// The OpenType weight class, 1…1000 (checked when laying out).
    public var value: Int

    public init(_ value: Int) { self.value = value }
    public init(integerLiteral value: Int) { self.value = value }

    public static let thin: FontWeight = 100
    public static let extraLight: FontWeight = 200
    public static let light: FontWeight = 300
    public static let regular: FontWeight = 400
    public static let medium: FontWeight = 500
    public static let semibold: FontWeight = 600
    public static let bold: FontWeight = 700
    public static let extraBold: FontWeight = 800
    public static let black: FontWeight = 900

    /// The weights fontconfig and OpenType understand.
    public static let validRange = 1...1000

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }
}
