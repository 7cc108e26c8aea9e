/// A colour in sRGB with *straight* (not premultiplied) alpha, each component
/// nominally in 0...1: the way designers and scene files write colours.
///
/// Values outside 0...1 are kept as given (an animated colour may overshoot)
/// and clamped only when the colour is turned into pixels.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
    public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive; the `#` may
    /// be omitted). Returns `nil` for anything else, so the scene decoder can
    /// report the offending field rather than drawing a wrong colour.
    /// The short form repeats each digit (`#F80` is `#FF8800`), as in CSS.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var nibbles: [UInt8] = []
        nibbles.reserveCapacity(8)
        for ch in digits.utf8 {
            switch ch {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibbles.append(ch - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibbles.append(ch - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibbles.append(ch - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        let bytes: [UInt8]
        switch nibbles.count {
        case 3: bytes = nibbles.map { $0 << 4 | $0 } + [255]
        case 6, 8:
            var b = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            if b.count == 3 { b.append(255) }
            bytes = b
        default: return nil
        }
        self.init(red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255,
                  blue: Double(bytes[2]) / 255, alpha: Double(bytes[3]) / 255)
    }
}
