import SplashScene
import SplashFormats

/// Reading Lottie's loosely typed JSON: numbers that may come as one-item
/// arrays, optional members, flags as 0/1 or booleans. Every number is
/// checked finite and within a bound before use.
extension JSONField {
    /// The largest magnitude of a coordinate, a percentage or an angle: far
    /// beyond any drawing, small enough that products stay finite.
    static let lottieMagnitude = 1e7

    /// A member, or nil when absent or null.
    func member(_ key: String, in members: [String: JSONField]) -> JSONField? {
        guard let field = members[key], field.value != .null else { return nil }
        return field
    }

    /// A number, also written as a one-item array.
    func lottieNumber(in range: ClosedRange<Double> = -lottieMagnitude...lottieMagnitude) throws(JSONFileError) -> Double {
        if case .array(let items) = value, items.count >= 1 {
            return try JSONField(file: file, path: "\(path)[0]", value: items[0]).number(in: range)
        }
        return try number(in: range)
    }

    /// Numbers: an array of them, or one number.
    func lottieNumbers(maximumCount: Int = 4096,
                       in range: ClosedRange<Double> = -lottieMagnitude...lottieMagnitude) throws(JSONFileError) -> [Double] {
        if case .number = value { return [try number(in: range)] }
        let items = try elements()
        guard items.count <= maximumCount else { throw error("expected at most \(maximumCount) numbers, found \(items.count)") }
        var numbers: [Double] = []
        numbers.reserveCapacity(items.count)
        for item in items { numbers.append(try item.number(in: range)) }
        return numbers
    }

    /// A flag: true/false or a number (non-zero is true).
    func lottieFlag() throws(JSONFileError) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .number(let number): return number != 0
        default: throw error("expected true, false, 0 or 1, found \(value.kindName)")
        }
    }

    /// An integer code (`ty`, `lc`, `tt`), as a number.
    func lottieCode(in range: ClosedRange<Int>) throws(JSONFileError) -> Int {
        let number = try lottieNumber(in: Double(range.lowerBound)...Double(range.upperBound))
        return Int(number.rounded())
    }
}
