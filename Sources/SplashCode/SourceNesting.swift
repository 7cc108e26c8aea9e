/// How deep a source's brackets nest, read before parsing: SwiftParser's
/// lookahead over nested unclosed `[` grows exponentially, and every
/// nesting level is recursion, so a file nested deeper than launch
/// animation code ever is refused before it is parsed.
enum SourceNesting {
    /// Parentheses, brackets and braces nested together.
    static let maximumDepth = CodeLimits.maximumParserNesting
    /// Square brackets nested (arrays of arrays, subscripts).
    static let maximumSquareDepth = 8
    /// `<` in one statement (the parser's generic-argument lookahead over
    /// a chain of them costs the square of their number).
    static let maximumAngles = 32

    /// The line where the nesting first goes too deep, and what; nil when
    /// it stays within the bounds. Strings and comments are skipped.
    static func excess(in source: String) -> (line: Int, message: String)? {
        var depth = 0, square = 0, line = 1, angles = 0
        var stack: [UInt8] = []
        let bytes = Array(source.utf8)
        var i = 0
        func at(_ offset: Int) -> UInt8 { i + offset < bytes.count ? bytes[i + offset] : 0 }
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: ";"):
                if byte == UInt8(ascii: "\n") { line += 1 }
                angles = 0
            case UInt8(ascii: "<"):
                angles += 1
                if angles > maximumAngles { return (line, "more than \(maximumAngles) < in one statement") }
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                while i < bytes.count && bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                var level = 0
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "/") && at(1) == UInt8(ascii: "*") { level += 1; i += 2; continue }
                    if bytes[i] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/") { level -= 1; i += 2; if level == 0 { break }; continue }
                    if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                    i += 1
                }
                continue
            case UInt8(ascii: "\""):
                // A string (or a multi-line one): skipped to its end.
                let triple = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
                i += triple ? 3 : 1
                while i < bytes.count {
                    if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                    if bytes[i] == UInt8(ascii: "\n") {
                        line += 1
                        if !triple { break }
                    }
                    if bytes[i] == UInt8(ascii: "\"") && (!triple || (at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\""))) {
                        i += triple ? 3 : 1
                        break
                    }
                    i += 1
                }
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                if byte == UInt8(ascii: "{") { angles = 0 }
                stack.append(byte)
                depth += 1
                if byte == UInt8(ascii: "[") { square += 1 }
                if depth > maximumDepth { return (line, "brackets nested more than \(maximumDepth) deep") }
                if square > maximumSquareDepth { return (line, "square brackets nested more than \(maximumSquareDepth) deep") }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let open = stack.popLast() {
                    depth -= 1
                    if open == UInt8(ascii: "[") { square -= 1 }
                }
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
