import SplashScene

/// A value of a batch manifest with its JSON path, so every error names
/// the manifest, the job and the field:
/// `previews.json: jobs[2].devices[1]: unknown device "nokia"; …`.
struct ManifestField {
    let file: String
    let path: String
    let value: JSONValue

    func error(_ message: String) -> RenderError {
        RenderError(path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)")
    }

    func child(_ key: String, _ value: JSONValue) -> ManifestField {
        ManifestField(file: file, path: path.isEmpty ? key : "\(path).\(key)", value: value)
    }

    /// The object's members, refusing keys not in `known` (a typo must not
    /// be silently ignored).
    func object(known: [String]) throws(RenderError) -> [String: ManifestField] {
        guard case .object(let members) = value else { throw error("must be an object, not \(kindName)") }
        var fields: [String: ManifestField] = [:]
        for key in members.keys.sorted() {
            guard known.contains(key) else {
                throw child(key, members[key]!).error("unknown key; expected one of \(known.joined(separator: ", "))")
            }
            fields[key] = child(key, members[key]!)
        }
        return fields
    }

    func elements() throws(RenderError) -> [ManifestField] {
        guard case .array(let items) = value else { throw error("must be an array, not \(kindName)") }
        return items.enumerated().map { ManifestField(file: file, path: "\(path)[\($0.offset)]", value: $0.element) }
    }

    func string() throws(RenderError) -> String {
        guard case .string(let text) = value else { throw error("must be a string, not \(kindName)") }
        guard !text.isEmpty else { throw error("must not be empty") }
        return text
    }

    func bool() throws(RenderError) -> Bool {
        guard case .bool(let flag) = value else { throw error("must be true or false, not \(kindName)") }
        return flag
    }

    func number(in range: ClosedRange<Double>) throws(RenderError) -> Double {
        guard case .number(let number) = value else { throw error("must be a number, not \(kindName)") }
        guard range.contains(number) else { throw error("must be between \(formatNumber(range.lowerBound)) and \(formatNumber(range.upperBound)), not \(formatNumber(number))") }
        return number
    }

    func integer(in range: ClosedRange<Int>) throws(RenderError) -> Int {
        let number = try number(in: Double(range.lowerBound)...Double(range.upperBound))
        guard number == number.rounded() else { throw error("must be a whole number, not \(formatNumber(number))") }
        return Int(number)
    }

    /// A string, or an array of strings (at least one), as a list.
    func strings() throws(RenderError) -> [ManifestField] {
        if case .string = value { return [self] }
        let items = try elements()
        guard !items.isEmpty else { throw error("must list at least one entry") }
        for item in items { _ = try item.string() }
        return items
    }

    var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

func formatNumber(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
}
