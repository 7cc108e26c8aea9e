/// A JSON document being written: objects keep their members in the order
/// given, so a written file reads in a fixed, chosen order and the same
/// value always gives the same bytes.
public enum JSONOutput {
    case null
    case bool(Bool)
    case number(FiniteNumber)
    case string(String)
    case array([JSONOutput])
    case object([(key: String, value: JSONOutput)])

    /// The document pretty-printed with two-space indents and a final line
    /// break. Arrays of numbers, strings, booleans and nulls stay on one
    /// line (`"frame": [0, 0, 120, 44]`); the rest open one line per entry.
    public var text: String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let number): out += number.text
        case .string(let text): JSONOutput.quote(text, into: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
            } else if items.allSatisfy(\.isScalar) {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ", " }
                    item.write(into: &out, indent: indent)
                }
                out += "]"
            } else {
                let inner = String(repeating: " ", count: indent + 2)
                out += "[\n"
                for (index, item) in items.enumerated() {
                    out += inner
                    item.write(into: &out, indent: indent + 2)
                    out += index < items.count - 1 ? ",\n" : "\n"
                }
                out += String(repeating: " ", count: indent) + "]"
            }
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            let inner = String(repeating: " ", count: indent + 2)
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += inner
                JSONOutput.quote(member.key, into: &out)
                out += ": "
                member.value.write(into: &out, indent: indent + 2)
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    /// A JSON string literal (RFC 8259 §7): quotation mark, reverse solidus
    /// and the control characters escaped, everything else as UTF-8.
    public static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// A finite number as JSON writes it: whole numbers below 10¹⁵ without a
/// fraction (`3`, not `3.0`), the rest as Swift's `description`, the
/// shortest text that reads back as the same `Double` (`0.3`, `1e-05`,
/// `1e+16`, all valid JSON numbers). NaN and the infinities have no JSON
/// form: `init` refuses them.
public struct FiniteNumber: Sendable, Hashable {
    public let value: Double

    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.value = value
    }

    public var text: String {
        // -0 reads back as 0, which compares equal.
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : value.description
    }
}
