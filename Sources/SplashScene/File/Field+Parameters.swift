import SplashFormats
/// Parameter references and conditionals, resolved as a field is read:
///
///     "fillColor": "$brand"                       the parameter's value
///     "string": "$$4.99"                          a literal "$4.99"
///     "string": "${skip} 5"                       a text parameter's value
///                                                 (or a number's) within a string
///     { "$if": "logo", "then": {…}, "else": {…} } one branch or the other
///
/// A conditional without "else" whose test fails leaves nothing: a member
/// counts as absent, an array item is dropped (paths keep the item's index
/// in the file, so errors still point at the right place).
extension DecodingContext {
    static let conditionalKeys = ["$if", "then", "else"]

    /// What `raw` stands for, with the path of where that came from (a
    /// conditional's branch adds `.then` or `.else`); nil when a
    /// conditional left nothing.
    func resolve(_ raw: JSONValue, path: String) throws(JSONFileError) -> (value: JSONValue, path: String)? {
        var value = raw
        var path = path
        func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        for _ in 0..<64 {
            switch value {
            case .string(let text) where text.contains("${") && !text.hasPrefix("$$"):
                return (.string(try interpolated(text, path: path)), path)
            case .string(let text) where text.hasPrefix("$"):
                let name = String(text.dropFirst())
                if name.hasPrefix("$") { return (.string(name), path) }
                guard Condition.isName(name) else { return (value, path) }
                guard let bound = parameters[name] else { throw unknownParameter(name, path: path) }
                guard bound != .null else {
                    throw JSONFileError(file: file, path: path, message: "parameter \"\(name)\" has no value (none was given and it has no default); use it inside {\"$if\": \"\(name)\", \"then\": …}")
                }
                return (bound, path)
            case .object(let members) where members["$if"] != nil:
                for key in members.keys.sorted() where !Self.conditionalKeys.contains(key) {
                    throw JSONFileError(file: file, path: child(key), message: "unknown key in a conditional; expected $if, then, else")
                }
                guard case .string(let text) = members["$if"], let condition = Condition(parsing: text) else {
                    throw JSONFileError(file: file, path: child("$if"), message: "expected a condition: \"NAME\", \"!NAME\", \"NAME == WORD\" or \"NAME != WORD\"")
                }
                guard let bound = parameters[condition.name] else { throw unknownParameter(condition.name, path: child("$if")) }
                guard members["then"] != nil else {
                    throw JSONFileError(file: file, path: child("then"), message: "missing; this field is required")
                }
                let branch = condition.holds(for: bound) ? "then" : "else"
                guard let next = members[branch] else { return nil }
                value = next
                path = child(branch)
            default:
                return (value, path)
            }
        }
        throw JSONFileError(file: file, path: path, message: "conditionals nest deeper than 64 levels")
    }

    /// `text` with every `${NAME}` replaced by the parameter's value (a
    /// text or choice as it is, a number as the scene files write it).
    private func interpolated(_ text: String, path: String) throws(JSONFileError) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.range(of: "${") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                throw JSONFileError(file: file, path: path, message: "\"${\" without its closing \"}\"; write ${NAME} to use a parameter in a string")
            }
            let name = String(rest[open.upperBound..<close])
            guard Condition.isName(name) else {
                throw JSONFileError(file: file, path: path, message: "\"${\(name)}\": expected a parameter's name (letters, digits, _)")
            }
            guard let bound = parameters[name] else { throw unknownParameter(name, path: path) }
            switch bound {
            case .string(let value): result += value
            case .number(let value): result += format(value)
            default:
                throw JSONFileError(file: file, path: path, message: "parameter \"\(name)\" has no text to put in a string (\"${\(name)}\" takes a text, choice or number)")
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private func unknownParameter(_ name: String, path: String) -> JSONFileError {
        let known = parameters.keys.sorted()
        let suggestion = known.min { editDistance($0, name) < editDistance($1, name) }
            .flatMap { editDistance($0, name) <= 2 ? " (did you mean \"\($0)\"?)" : nil } ?? ""
        let list = known.isEmpty ? "the scene declares no parameters" : "declared: \(known.joined(separator: ", "))"
        return JSONFileError(file: file, path: path, message: "unknown parameter \"\(name)\"\(suggestion); \(list)")
    }
}
