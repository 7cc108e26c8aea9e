/// Text that came from input (a file name, a key, a string value, a path),
/// made safe to print as part of one line on a terminal.
///
/// An error is one line on standard error. A file named `a\u{1B}[2Jb.json`
/// or a key holding a carriage return must not clear the screen, move the
/// cursor or split that line, so every control character is written as an
/// escape a person can read: `\n`, `\r`, `\t` and `\u{1B}`. Escaped are the
/// C0 controls, DEL, the C1 controls, the Unicode line and paragraph
/// separators and the bidirectional formatting controls (which reorder
/// what follows them on the screen).
///
/// A backslash is left alone, so escaping is idempotent: a message built
/// from already escaped parts (a `JSONFileError` inside a `RenderError`) is
/// not escaped twice.
public enum ErrorLine {
    public static func escapingControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
