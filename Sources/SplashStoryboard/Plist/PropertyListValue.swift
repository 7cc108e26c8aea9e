/// One value of a property list, as the XML format spells it
/// (Apple's "Property List Programming Guide" and the
/// `PropertyList-1.0.dtd` DOCTYPE every XML plist names): `<string>`,
/// `<integer>`, `<real>`, `<true/>` / `<false/>`, `<date>`, `<data>`,
/// `<array>` and `<dict>`.
public enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    /// An ISO 8601 date as written (`2026-01-02T03:04:05Z`); nothing in a
    /// launch screen reads dates, so they are kept as text.
    case date(String)
    /// Base64-decoded bytes.
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    /// A short name for the kind of value, for error messages.
    public var kindName: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    /// The value under `key` when this is a dictionary.
    public subscript(key: String) -> PropertyListValue? {
        if case .dictionary(let d) = self { return d[key] }
        return nil
    }
}
