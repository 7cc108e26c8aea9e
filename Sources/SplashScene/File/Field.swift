import Foundation
import SplashGeometry
import SplashFormats

/// What every field of one scene file is read against: the file's name
/// (for messages) and the values expression names stand for.
struct DecodingContext {
    var file: String
    var variables: [String: Double]
    /// The folder relative asset paths resolve against (the scene file's);
    /// nil for built-in presets, which have no folder.
    var assetsFolder: URL?
    /// Every declared parameter's value ("$name" in the file); null for an
    /// image parameter without one.
    var parameters: [String: JSONValue] = [:]
    /// Whether the files the scene names must be there when it is read.
    var assetFiles: AssetFiles = .unchecked
}

/// Whether reading a scene checks that the files it names (images, fonts,
/// Lottie files) exist: a render of a scene file on disk and `splashvid
/// check` do, so a missing one is an error at its field with the path as
/// written; a scene read from memory (tests, the writer's round trip),
/// whose images are handed to the compositor by path, does not.
public enum AssetFiles: Sendable {
    case unchecked
    case mustExist
}

/// A JSON value at a known path in a known file. Every accessor either
/// returns what the field means or throws a `JSONFileError` naming the
/// file, the path and what was expected.
struct Field {
    let value: JSONValue
    let path: String
    let context: DecodingContext

    /// The same value and path, read as plain JSON.
    var json: JSONField { JSONField(file: context.file, path: path, value: value) }

    func error(_ message: String) -> JSONFileError { json.error(message) }

    private func expected(_ what: String) -> JSONFileError { json.expected(what) }

    /// The member fields of an object, rejecting keys not in `known`
    /// (a typo must not be silently ignored).
    func object(known: [String]) throws(JSONFileError) -> ObjectField {
        guard case .object(let raw) = value else { throw expected("an object") }
        var members: [String: JSONValue] = [:]
        var paths: [String: String] = [:]
        for (key, item) in raw {
            guard let (value, path) = try context.resolve(item, path: child(key)) else { continue }
            members[key] = value
            paths[key] = path
        }
        try JSONField.refuseUnknownKeys(members.keys, known: known, file: context.file, at: child)
        return ObjectField(members: members, paths: paths, field: self)
    }

    func child(_ key: String) -> String { json.childPath(key) }

    func elements() throws(JSONFileError) -> [Field] {
        guard case .array(let items) = value else { throw expected("an array") }
        var fields: [Field] = []
        for (index, item) in items.enumerated() {
            guard let (value, path) = try context.resolve(item, path: "\(path)[\(index)]") else { continue }
            fields.append(Field(value: value, path: path, context: context))
        }
        return fields
    }

    func string() throws(JSONFileError) -> String { try json.string() }

    func bool() throws(JSONFileError) -> Bool { try json.bool() }

    /// A finite number: a JSON number, or a string holding an expression
    /// over the canvas size (W, H) and the scene's variables.
    func number() throws(JSONFileError) -> Double {
        let result: Double
        switch value {
        case .number(let n):
            result = n
        case .string(let text):
            let expression: Expression
            do { expression = try Expression(parsing: text) } catch { throw self.error(error.message) }
            if let unknown = expression.variables.subtracting(context.variables.keys).sorted().first {
                throw error("unknown name '\(unknown)' in expression \"\(text)\"; known: \(context.variables.keys.sorted().joined(separator: ", "))")
            }
            result = expression.evaluate(context.variables)
        default:
            throw expected("a number or an expression string")
        }
        guard result.isFinite else { throw error("must be a finite number") }
        return result
    }

    func number(in range: ClosedRange<Double>) throws(JSONFileError) -> Double {
        try json.checked(try number(), in: range)
    }

    func nonNegative() throws(JSONFileError) -> Double {
        let n = try number()
        guard n >= 0 else { throw error("must not be negative, not \(format(n))") }
        return n
    }

    func positive() throws(JSONFileError) -> Double {
        let n = try number()
        guard n > 0 else { throw error("must be greater than 0, not \(format(n))") }
        return n
    }

    /// A fixed number of numbers: `[x, y]`, `[x, y, width, height]`.
    func numbers(_ count: Int, what: String) throws(JSONFileError) -> [Double] {
        guard case .array(let items) = value, items.count == count else {
            throw error("expected \(what)")
        }
        return try elements().map { (field) throws(JSONFileError) in try field.number() }
    }

    func point() throws(JSONFileError) -> Point {
        let v = try numbers(2, what: "a point [x, y]")
        return Point(x: v[0], y: v[1])
    }

    func rect() throws(JSONFileError) -> Rect {
        let v = try numbers(4, what: "a rectangle [x, y, width, height]")
        guard v[2] >= 0, v[3] >= 0 else { throw error("width and height must not be negative") }
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    func size() throws(JSONFileError) -> Size {
        let v = try numbers(2, what: "a size [width, height]")
        guard v[0] >= 0, v[1] >= 0 else { throw error("width and height must not be negative") }
        return Size(width: v[0], height: v[1])
    }

    /// A colour as "#RGB", "#RRGGBB" or "#RRGGBBAA" (sRGB).
    func color() throws(JSONFileError) -> Color {
        guard case .string(let text) = value, let color = Color(hex: text) else {
            throw error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        return color
    }

    /// A `backgroundColor`: a colour, or `"clear"` or `null` for none
    /// (nil). UIKit's `UIColor.clear` is transparent black, which is what
    /// nil means for a layer's background ("CALayer.backgroundColor: the
    /// default value of this property is nil").
    func backgroundColor() throws(JSONFileError) -> Color? {
        if value == .null { return nil }
        if case .string(let text) = value, text == "clear" { return nil }
        guard case .string(let text) = value, let color = Color(hex: text) else {
            throw error("expected a colour \"#RRGGBB\" or \"#RRGGBBAA\", or \"clear\" (or null) for none")
        }
        return color
    }

    /// One of a fixed set of names.
    func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(JSONFileError) -> T where T.RawValue == String {
        let text = try string()
        guard let choice = T(rawValue: text) else {
            throw error("expected one of \(T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), not \"\(text)\"")
        }
        return choice
    }
}

/// The members of a JSON object, each read as a `Field` at its own path.
struct ObjectField {
    /// The members after parameters and conditionals are resolved.
    let members: [String: JSONValue]
    /// Where each member came from (a conditional's branch adds `.then`).
    let paths: [String: String]
    let field: Field

    subscript(_ key: String) -> Field? {
        members[key].map { Field(value: $0, path: paths[key] ?? field.child(key), context: field.context) }
    }

    func require(_ key: String) throws(JSONFileError) -> Field {
        guard let value = self[key] else {
            throw JSONFileError(file: field.context.file, path: field.child(key), message: "missing; this field is required")
        }
        return value
    }

    func has(_ key: String) -> Bool { members[key] != nil }
}
