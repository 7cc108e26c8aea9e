/// SVG's number grammar, shared by path data (`d`) and the attribute
/// microsyntaxes of SVG documents (`viewBox`, `points`, `transform`):
///
///     [sign] (digits [. digits] | . digits) [(e|E) [sign] digits]
///
/// A number ends where the grammar stops matching, so `0.5.5` is two
/// numbers and `1-2` is `1, -2`; an `e` is an exponent only when digits
/// follow it (in `2em` it starts a unit). Only the matched text is handed
/// to `Double(_:)`, which alone would also accept `inf`, `nan` and hex.
public enum SVGNumberGrammar {
    /// Where the number starting at `start` ends, or nil when none starts there.
    public static func end(ofNumberIn bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerEnd = digitsEnd(in: bytes, from: index)
        var end = integerEnd
        var fractionDigits = 0
        if end < bytes.count, bytes[end] == UInt8(ascii: ".") {
            let fractionEnd = digitsEnd(in: bytes, from: end + 1)
            fractionDigits = fractionEnd - (end + 1)
            end = fractionEnd
        }
        guard integerEnd - index + fractionDigits > 0 else { return nil }
        if end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
            var lookahead = end + 1
            if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "+") || bytes[lookahead] == UInt8(ascii: "-") { lookahead += 1 }
            if lookahead < bytes.count, isDigit(bytes[lookahead]) {
                end = digitsEnd(in: bytes, from: lookahead)
            }
        }
        return end
    }

    /// The finite value of `bytes[start..<end]`, or nil when it overflows.
    public static func value(of bytes: [UInt8], _ range: Range<Int>) -> Double? {
        guard let value = Double(String(decoding: bytes[range], as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func digitsEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index
    }
}
