import Foundation

/// A JSON value at a known path in a known file: the cursor scene files
/// and batch manifests are both read with. Every accessor either returns
/// what the field means or throws a `JSONFileError` naming the file, the
/// path and what was expected (`m.json: jobs[0].fps: expected a number,
/// found a string`); an unknown key is refused with the nearest known one
/// suggested, since a typo must never be silently ignored.
public struct JSONField: Sendable {
    public let file: String
    /// The JSON path: `jobs[2].devices[1]`; empty for the whole document.
    public let path: String
    public let value: JSONValue

    public init(file: String, path: String = "", value: JSONValue) {
        self.file = file
        self.path = path
        self.value = value
    }

    public func error(_ message: String) -> JSONFileError {
        JSONFileError(file: file, path: path, message: message)
    }

    public func expected(_ what: String) -> JSONFileError {
        error("expected \(what), found \(value.kindName)")
    }

    /// The path of a member.
    public func childPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The members of an object, each at its own path; keys not in
    /// `known` are refused.
    public func object(known: [String]) throws(JSONFileError) -> [String: JSONField] {
        let fields = try members()
        try Self.refuseUnknownKeys(fields.keys, known: known, file: file, at: childPath)
        return fields
    }

    /// The members of an object whatever their keys (a map of names to values).
    public func members() throws(JSONFileError) -> [String: JSONField] {
        guard case .object(let members) = value else { throw expected("an object") }
        return members.reduce(into: [:]) { $0[$1.key] = JSONField(file: file, path: childPath($1.key), value: $1.value) }
    }

    /// Throws for the first key (in sorted order) not in `known`, naming
    /// the nearest known key when it is within two edits.
    public static func refuseUnknownKeys(_ keys: some Collection<String>, known: [String], file: String, at path: (String) -> String) throws(JSONFileError) {
        for key in keys.sorted() where !known.contains(key) {
            let suggestion = known.min { editDistance($0, key) < editDistance($1, key) }
                .flatMap { editDistance($0, key) <= 2 ? " (did you mean \"\($0)\"?)" : nil } ?? ""
            throw JSONFileError(file: file, path: path(key), message: "unknown key\(suggestion); expected one of: \(known.joined(separator: ", "))")
        }
    }

    /// The elements of an array, each at its own path.
    public func elements() throws(JSONFileError) -> [JSONField] {
        guard case .array(let items) = value else { throw expected("an array") }
        return items.enumerated().map { JSONField(file: file, path: "\(path)[\($0.offset)]", value: $0.element) }
    }

    /// A string, or a non-empty array of strings, as a list.
    public func strings() throws(JSONFileError) -> [JSONField] {
        if case .string = value { return [self] }
        let items = try elements()
        guard !items.isEmpty else { throw error("must list at least one entry") }
        for item in items { _ = try item.string() }
        return items
    }

    public func string() throws(JSONFileError) -> String {
        guard case .string(let text) = value else { throw expected("a string") }
        return text
    }

    public func nonEmptyString() throws(JSONFileError) -> String {
        let text = try string()
        guard !text.isEmpty else { throw error("must not be empty") }
        return text
    }

    public func bool() throws(JSONFileError) -> Bool {
        guard case .bool(let flag) = value else { throw expected("true or false") }
        return flag
    }

    /// A JSON number within `range`.
    public func number(in range: ClosedRange<Double>) throws(JSONFileError) -> Double {
        guard case .number(let number) = value else { throw expected("a number") }
        return try checked(number, in: range)
    }

    /// A whole JSON number within `range`.
    public func integer(in range: ClosedRange<Int>) throws(JSONFileError) -> Int {
        let number = try number(in: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded() else { throw error("must be a whole number, not \(format(number))") }
        return Int(number)
    }

    public func checked(_ number: Double, in range: ClosedRange<Double>) throws(JSONFileError) -> Double {
        guard range.contains(number) else {
            throw error("must be between \(format(range.lowerBound)) and \(format(range.upperBound)), not \(format(number))")
        }
        return number
    }
}

extension JSONValue {
    /// The shortest text of a number, as a person writes it (1 not 1.0).
    public static func text(of number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// Shortest form of a number for messages (1 not 1.0).
public func format(_ n: Double) -> String { JSONValue.text(of: n) }

/// Levenshtein distance, for "did you mean" hints.
public func editDistance(_ a: String, _ b: String) -> Int { Spelling.distance(a, b) }
