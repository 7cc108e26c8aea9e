import SplashFormats
/// Reads old-style (OpenStep, "ASCII") property lists, as Xcode writes
/// `project.pbxproj`: `{ key = value; … }` dictionaries, `( a, b, )`
/// arrays, strings bare (`[A-Za-z0-9_$+/:.-]+`) or quoted with backslash
/// escapes, `<0fbd…>` data, and `/* … */` and `// …` comments (Apple,
/// "Property List Programming Guide: Old-Style ASCII Property Lists").
///
/// Bounded as the XML reader: at most `PropertyListReader.maximumSize`
/// bytes, `maximumDepth` levels (checked before a container is opened),
/// `maximumElements` values.
enum OpenStepPropertyListReader {
    /// Whether `bytes` look like an old-style list: its first character
    /// past white space and comments opens a dictionary or an array.
    static func looksLikeOne(_ bytes: [UInt8]) -> Bool {
        var parser = Parser(bytes: bytes, file: "")
        guard (try? parser.skipSpace()) != nil, parser.index < bytes.count else { return false }
        return bytes[parser.index] == UInt8(ascii: "{") || bytes[parser.index] == UInt8(ascii: "(")
    }

    static func read(bytes: [UInt8], file: String) throws(StoryboardError) -> PropertyListValue {
        var parser = Parser(bytes: bytes, file: file)
        let value = try parser.value(depth: 0)
        try parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("text after the property list's end") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        let file: String
        var index = 0
        var line = 1
        var elements = 0

        init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }

        func error(_ message: String) -> StoryboardError {
            StoryboardError(file: file, line: line, "old-style property list: \(message)")
        }

        mutating func skipSpace() throws(StoryboardError) {
            while index < bytes.count {
                let c = bytes[index]
                if c == 10 { line += 1; index += 1; continue }
                if c == 32 || c == 9 || c == 13 { index += 1; continue }
                if c == UInt8(ascii: "/"), index + 1 < bytes.count {
                    if bytes[index + 1] == UInt8(ascii: "*") {
                        index += 2
                        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                            if bytes[index] == 10 { line += 1 }
                            index += 1
                        }
                        guard index + 1 < bytes.count else { throw error("a /* comment is never closed") }
                        index += 2
                        continue
                    }
                    if bytes[index + 1] == UInt8(ascii: "/") {
                        while index < bytes.count, bytes[index] != 10 { index += 1 }
                        continue
                    }
                }
                return
            }
        }

        static func isBare(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
                || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c == UInt8(ascii: "+") || c == UInt8(ascii: "/")
                || c == UInt8(ascii: ":") || c == UInt8(ascii: ".") || c == UInt8(ascii: "-")
        }

        mutating func expect(_ c: Character) throws(StoryboardError) {
            try skipSpace()
            guard index < bytes.count, bytes[index] == c.asciiValue! else {
                throw error("expected \"\(c)\"" + (index < bytes.count ? "" : " before the end"))
            }
            index += 1
        }

        mutating func value(depth: Int) throws(StoryboardError) -> PropertyListValue {
            guard depth < PropertyListReader.maximumDepth else { throw error("values nest deeper than \(PropertyListReader.maximumDepth) levels") }
            elements += 1
            guard elements <= PropertyListReader.maximumElements else { throw error("more than \(PropertyListReader.maximumElements) values") }
            try skipSpace()
            guard index < bytes.count else { throw error("a value was expected before the end") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var dictionary: [String: PropertyListValue] = [:]
                while true {
                    try skipSpace()
                    guard index < bytes.count else { throw error("a { is never closed") }
                    if bytes[index] == UInt8(ascii: "}") { index += 1; break }
                    guard case .string(let key) = try value(depth: depth + 1) else { throw error("a dictionary's key must be a string") }
                    try expect("=")
                    dictionary[key] = try value(depth: depth + 1)
                    try expect(";")
                }
                return .dictionary(dictionary)
            case UInt8(ascii: "("):
                index += 1
                var array: [PropertyListValue] = []
                while true {
                    try skipSpace()
                    guard index < bytes.count else { throw error("a ( is never closed") }
                    if bytes[index] == UInt8(ascii: ")") { index += 1; break }
                    array.append(try value(depth: depth + 1))
                    try skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    try expect(")")
                    break
                }
                return .array(array)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return .string(try quoted())
            case UInt8(ascii: "<"):
                index += 1
                var data: [UInt8] = []
                var high: UInt8?
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    let c = bytes[index]
                    index += 1
                    if c == 32 || c == 9 || c == 10 || c == 13 { continue }
                    guard let nibble = c.hexDigit else { throw error("data <…> holds a character that is not hexadecimal") }
                    if let h = high { data.append(h << 4 | nibble); high = nil } else { high = nibble }
                }
                guard index < bytes.count, high == nil else { throw error("data <…> is never closed or has an odd number of digits") }
                index += 1
                return .data(data)
            default:
                let start = index
                while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
                guard index > start else { throw error("unexpected \"\(Character(UnicodeScalar(bytes[index])))\"") }
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }


        /// A quoted string: `\n`, `\t`, `\"`, `\\`, `\Uxxxx` and octal
        /// escapes decoded.
        mutating func quoted() throws(StoryboardError) -> String {
            let quote = bytes[index]
            index += 1
            var out: [UInt8] = []
            while index < bytes.count, bytes[index] != quote {
                var c = bytes[index]
                index += 1
                if c == 10 { line += 1 }
                if c == UInt8(ascii: "\\"), index < bytes.count {
                    let e = bytes[index]
                    index += 1
                    switch e {
                    case UInt8(ascii: "n"): c = 10
                    case UInt8(ascii: "t"): c = 9
                    case UInt8(ascii: "r"): c = 13
                    case UInt8(ascii: "U"), UInt8(ascii: "u"):
                        var scalar: UInt32 = 0
                        var digits = 0
                        while digits < 4, index < bytes.count, let n = bytes[index].hexDigit {
                            scalar = scalar << 4 | UInt32(n)
                            index += 1
                            digits += 1
                        }
                        out += Array(String(Character(UnicodeScalar(scalar) ?? "\u{FFFD}")).utf8)
                        continue
                    case UInt8(ascii: "0")...UInt8(ascii: "7"):
                        var value = UInt32(e - 0x30)
                        var digits = 1
                        while digits < 3, index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x37 {
                            value = value << 3 | UInt32(bytes[index] - 0x30)
                            index += 1
                            digits += 1
                        }
                        c = UInt8(truncatingIfNeeded: value)
                    default: c = e
                    }
                }
                out.append(c)
            }
            guard index < bytes.count else { throw error("a quoted string is never closed") }
            index += 1
            return String(decoding: out, as: UTF8.self)
        }
    }
}
