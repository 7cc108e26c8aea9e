import Foundation

/// A parsed JSON document, before any meaning is given to it.
///
/// Scene files are read through this tree rather than straight into
/// `Codable` models so that every error can name the exact JSON path, and so
/// that unknown keys (typos) are reported instead of silently ignored.
public enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses UTF-8 JSON text; a syntax error comes back as a one-line
    /// message (Foundation's, which names the position where it can).
    public static func parse(_ data: Data, file: String) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw JSONFileError(file: file, path: "", message: "not valid JSON" + (underlying.map { ": \($0)" } ?? ""))
        } catch {
            throw JSONFileError(file: file, path: "", message: "not valid JSON")
        }
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
