import Foundation
import SplashFormats

/// The test of a conditional value, `{"$if": "CONDITION", "then": …, "else": …}`:
///
///     "logo"              the parameter has a value (an image was given,
///                         a text is not empty, a number is not 0)
///     "!logo"             it has none
///     "variant == avatar" a choice (or text) parameter equals a word
///     "variant != avatar"
///
/// Deliberately tiny: scene files choose between placeholder art and the
/// user's, or between a preset's variants; anything more is a new scene.
struct Condition: Sendable, Hashable {
    enum Test: Sendable, Hashable {
        case isSet(Bool)
        case equals(String, Bool)
    }

    let name: String
    let test: Test

    static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// nil when the text is not a condition.
    init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for (op, equal) in [("==", true), ("!=", false)] {
            if let range = trimmed.range(of: op) {
                let name = trimmed[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
                let word = trimmed[range.upperBound...].trimmingCharacters(in: .whitespaces)
                guard Self.isName(name), !word.isEmpty, !word.contains("=") else { return nil }
                self.name = name
                self.test = .equals(word, equal)
                return
            }
        }
        let negated = trimmed.hasPrefix("!")
        let name = negated ? trimmed.dropFirst().trimmingCharacters(in: .whitespaces) : trimmed
        guard Self.isName(name) else { return nil }
        self.name = name
        self.test = .isSet(!negated)
    }

    func holds(for value: JSONValue) -> Bool {
        switch test {
        case .isSet(let expected):
            let isSet: Bool
            switch value {
            case .null: isSet = false
            case .bool(let flag): isSet = flag
            case .number(let n): isSet = n != 0
            case .string(let s): isSet = !s.isEmpty
            case .array(let items): isSet = !items.isEmpty
            case .object: isSet = true
            }
            return isSet == expected
        case .equals(let word, let expected):
            let text: String
            switch value {
            case .string(let s): text = s
            case .number(let n): text = format(n)
            case .bool(let flag): text = flag ? "true" : "false"
            default: text = ""
            }
            return (text == word) == expected
        }
    }
}
