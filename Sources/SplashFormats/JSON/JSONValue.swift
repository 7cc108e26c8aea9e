import Foundation

/// A parsed JSON document, before any meaning is given to it.
///
/// Scene files are read through this tree rather than straight into
/// `Codable` models so that every error can name the exact JSON path, and so
/// that unknown keys (typos) are reported instead of silently ignored.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses UTF-8 JSON text, strictly (RFC 8259, see `JSONReader`); a
    /// syntax error comes back as one line naming its line and column, a
    /// duplicate key as one naming the key and its JSON path.
    public static func parse(_ data: Data, file: String) throws(JSONFileError) -> JSONValue {
        try JSONReader.parse([UInt8](data), file: file)
    }

    /// A short name for the kind of value, for error messages.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
