/// Expands the entity and character references of an attribute value: the
/// five predefined entities (`&amp; &lt; &gt; &quot; &apos;`) and numeric
/// references (`&#35;`, `&#x23;`).
///
/// Entities declared in a DOCTYPE's internal subset are not expanded: doing
/// so safely needs expansion limits (the "billion laughs" attack), and logo
/// exporters use them only in namespace attributes, which are never read.
public enum XMLEntities {
    private static let predefined: [Substring: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'",
    ]

    /// The value with references expanded, or the first reference that is
    /// not understood (`.failure("&ns_svg;")`).
    public static func decode(_ raw: String) -> Result<String, UnknownReference> {
        guard raw.contains("&") else { return .success(raw) }
        var result = ""
        result.reserveCapacity(raw.utf8.count)
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let afterAmp = rest.index(after: amp)
            guard let semicolon = rest[afterAmp...].prefix(12).firstIndex(of: ";") else {
                return .failure(UnknownReference(text: String(rest[amp...].prefix(12))))
            }
            let name = rest[afterAmp..<semicolon]
            guard let character = character(for: name) else {
                return .failure(UnknownReference(text: "&\(name);"))
            }
            result.append(character)
            rest = rest[rest.index(after: semicolon)...]
        }
        result += rest
        return .success(result)
    }

    /// The reference text that could not be expanded, quoted in messages.
    public struct UnknownReference: Error, Sendable {
        public var text: String
    }

    private static func character(for name: Substring) -> Character? {
        if let c = predefined[name] { return c }
        guard name.first == "#" else { return nil }
        let digits = name.dropFirst()
        let code: UInt32?
        if digits.first == "x" || digits.first == "X" {
            code = UInt32(digits.dropFirst(), radix: 16)
        } else {
            code = UInt32(digits, radix: 10)
        }
        // U+0000 is not an XML character; surrogates have no scalar.
        guard let code, code != 0, let scalar = Unicode.Scalar(code) else { return nil }
        return Character(scalar)
    }
}
