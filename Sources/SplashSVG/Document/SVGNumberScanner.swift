import SplashFormats
import SplashGeometry

/// Reads the numbers of SVG attribute microsyntaxes (`viewBox`, `points`,
/// `transform` arguments, lengths) from a string, by SVG's number grammar:
/// sign, digits, fraction, exponent, with the compact forms path data also
/// allows (`1-2` is two numbers, `.5.5` is two numbers).
///
/// Swift's `Double(String)` alone would also accept `inf`, `nan` and hex
/// floats, so the grammar is checked here first and only the matched text is
/// converted; a value that overflows to infinity is refused as well, so no
/// non-finite coordinate ever reaches a path.
struct SVGNumberScanner {
    private let bytes: [UInt8]
    private(set) var index = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// What is left, for messages and unit suffixes.
    var remainder: String { String(decoding: bytes[min(index, bytes.count)...], as: UTF8.self) }

    mutating func skipWhitespace() {
        while index < bytes.count, XMLTokenizer.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Skips whitespace with at most one comma among it (the `comma-wsp` of
    /// the SVG grammar).
    mutating func skipSeparator() {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    /// Consumes `byte` if it is next.
    mutating func consume(_ byte: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: byte) else { return false }
        index += 1
        return true
    }

    /// Reads ASCII letters (a function or unit name).
    mutating func letters() -> String {
        let start = index
        while index < bytes.count, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z") {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Reads one finite number at the current position, or returns `nil`
    /// and stays put when there is none.
    mutating func number() -> Double? {
        guard let end = SVGNumberGrammar.end(ofNumberIn: bytes, from: index),
              let value = SVGNumberGrammar.value(of: bytes, index..<end) else { return nil }
        index = end
        return value
    }

    /// Reads numbers separated by `comma-wsp` to the end of the string;
    /// `nil` if anything else is in the way.
    mutating func numberList() -> [Double]? {
        var values: [Double] = []
        skipWhitespace()
        while !isAtEnd {
            guard let v = number() else { return nil }
            values.append(v)
            skipSeparator()
        }
        return values
    }
}
