/// The JSON reader scene files and batch manifests are parsed with: strict
/// RFC 8259, one pass over the bytes, every error one line with its line
/// and column.
///
/// Why not Foundation's `JSONDecoder`: it accepts what editors and the
/// scene schema reject (trailing commas), its errors name no line or
/// column, a duplicate key silently keeps one of the values, and nested
/// input is slow to read (150 KB of arrays nested 500 deep, side by side,
/// took it 142 s). Here:
///
/// * Time is linear in the input. The document is read in one loop with an
///   explicit stack of open arrays and objects, at most `maximumDepth` deep
///   (checked before a container is opened), so no input reaches the call
///   stack.
/// * What RFC 8259 leaves out is refused with its position: trailing
///   commas, comments, NaN and Infinity, leading zeros, `+1`, `.5`, control
///   characters inside strings, invalid escapes, lone surrogates, invalid
///   UTF-8, anything after the document, and numbers beyond a Double
///   (1e400 is an error, never infinity). A leading UTF-8 byte order mark is
///   skipped, as the RFC allows.
/// * A key given twice in one object is an error naming the key and the
///   object's JSON path (`layers[0]: duplicate key "opacity"`): RFC 8259
///   leaves the meaning open, and a value silently dropped from a scene file
///   is a bug its author never sees.
/// * Strings and numbers are made from the bytes they span, never from a
///   length the input claims: their text takes no more than the input. The
///   tree costs a few tens of bytes a value, and a document holds at most
///   `maximumValues` values, counted as they are read: a 16 MiB file of
///   `[0,0,…]` or of one-member objects is refused at the limit instead of
///   growing a tree of 8 million values (330 and 560 MB; JSONDecoder takes
///   510 and 730 MB).
public struct JSONReader {
    /// Deepest nesting of arrays and objects accepted. Scene files nest a
    /// few levels per layer (layers are limited to 64 levels) and manifests
    /// four; 128 leaves room.
    public static let maximumDepth = 128
    /// Most values (numbers, strings, arrays, objects…) in one document.
    /// The largest preset has under 10 000; a scene of 10 000 layers with a
    /// few animations each stays under it. About 100 MB of tree at most.
    public static let maximumValues = 1 << 20

    /// Where reading stopped and why.
    public struct Failure: Error {
        /// Byte offset in the input.
        var offset: Int
        var message: String
        /// The JSON path of the object holding a duplicate key; nil for a
        /// syntax error.
        var path: String?
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses a whole document; the error names `file` and, for a syntax
    /// error, the line and column (`not valid JSON: line 12, column 5: …`).
    public static func parse(_ bytes: [UInt8], file: String) throws(JSONFileError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        do {
            return try reader.document()
        } catch {
            let (line, column) = position(of: error.offset, in: bytes)
            if let path = error.path {
                throw JSONFileError(file: file, path: path, message: "\(error.message) (line \(line), column \(column))")
            }
            throw JSONFileError(file: file, path: "", message: "not valid JSON: line \(line), column \(column): \(error.message)")
        }
    }

    /// Line and column (both from 1, columns in characters) of a byte
    /// offset. Everything before a failure has been checked as UTF-8, so
    /// counting the bytes that start a character counts characters.
    public static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var i = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        while i < min(offset, bytes.count) {
            let byte = bytes[i]
            if byte == .newline || (byte == .carriageReturn && (i + 1 == bytes.count || bytes[i + 1] != .newline)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != .carriageReturn {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    // MARK: - Values

    /// The byte at the read position; nil at the end.
    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An array or object being read: its elements or members so far and,
    /// in an object, the key whose value is being read.
    private struct Container {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [String: JSONValue] = [:]
        var key = ""
    }

    /// The whole document, read in one loop with an explicit stack of open
    /// containers, so the depth of the input never reaches the call stack.
    private mutating func document() throws(Failure) -> JSONValue {
        if bytes.starts(with: Self.byteOrderMark) { index = Self.byteOrderMark.count }
        var open: [Container] = []
        var valueCount = 0
        skipWhitespace()
        readValues: while true {
            valueCount += 1
            guard valueCount <= Self.maximumValues else {
                throw fail("holds more than \(Self.maximumValues) values (numbers, strings, arrays and objects), the limit for one file")
            }
            // A value starts here (white space skipped).
            var value: JSONValue
            switch current {
            case .openBracket?, .openBrace?:
                guard open.count < Self.maximumDepth else { throw fail("nests deeper than \(Self.maximumDepth) levels") }
                let isObject = current == .openBrace
                index += 1
                skipWhitespace()
                if current == (isObject ? .closeBrace : .closeBracket) {
                    index += 1
                    value = isObject ? .object([:]) : .array([])
                } else {
                    open.append(Container(isObject: isObject))
                    if isObject { try readKey(in: &open, first: true) }
                    continue readValues
                }
            default:
                value = try scalar()
            }
            // The value is complete: it goes into the innermost open
            // container, which may then close, and so on outwards.
            while let last = open.indices.last {
                skipWhitespace()
                if open[last].isObject {
                    let key = open[last].key
                    open[last].members[key] = value
                    switch current {
                    case .comma?:
                        try skipComma(before: .closeBrace)
                        try readKey(in: &open, first: false)
                        continue readValues
                    case .closeBrace?:
                        index += 1
                        value = .object(open.removeLast().members)
                    default:
                        throw unexpected("',' or '}' after an object member")
                    }
                } else {
                    open[last].elements.append(value)
                    switch current {
                    case .comma?:
                        try skipComma(before: .closeBracket)
                        continue readValues
                    case .closeBracket?:
                        index += 1
                        value = .array(open.removeLast().elements)
                    default:
                        throw unexpected("',' or ']' after an array element")
                    }
                }
            }
            skipWhitespace()
            if index < bytes.count {
                throw fail(isAtComment ? Self.noComments : "unexpected text after the JSON document")
            }
            return value
        }
    }

    /// A member's key and the colon after it, in the innermost (object)
    /// container; a key the object already has is refused.
    private mutating func readKey(in open: inout [Container], first: Bool) throws(Failure) {
        guard current == .quote else {
            throw unexpected(first ? "a member name in double quotes, or '}'" : "a member name in double quotes")
        }
        let start = index
        let key = try string()
        let last = open.count - 1
        if open[last].members[key] != nil {
            throw Failure(offset: start, message: "duplicate key \"\(Self.shortened(key))\"", path: Self.path(to: open.dropLast()))
        }
        skipWhitespace()
        guard current == .colon else { throw unexpected("':' after the member name") }
        index += 1
        skipWhitespace()
        open[last].key = key
    }

    /// A string, number or literal.
    private mutating func scalar() throws(Failure) -> JSONValue {
        guard let byte = current else { throw unexpected("a value") }
        switch byte {
        case .quote: return .string(try string())
        case .minus, .zero ... .nine: return .number(try number())
        case .plus: throw fail("a number must not start with '+'")
        case .dot: throw fail("a number needs a digit before the decimal point")
        case .singleQuote: throw fail("strings must be in double quotes, not single quotes")
        case _ where byte.isLetter: return try literal()
        default: throw unexpected("a value")
        }
    }

    /// `true`, `false` or `null`; any other word is an error naming it.
    private mutating func literal() throws(Failure) -> JSONValue {
        let start = index
        while let byte = current, byte.isLetter || byte.isDigit || byte == .underscore { index += 1 }
        let word = String(decoding: bytes[start..<index], as: UTF8.self)
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "NaN", "Infinity": throw fail("\(word) is not a JSON number", at: start)
        // A file that is not JSON at all (another format, a secret) is
        // quoted no further than its first few letters.
        default: throw fail("unexpected word \"\(word.count <= 8 ? word : word.prefix(6) + "…")\" (strings need double quotes; the literals are true, false and null)", at: start)
        }
    }

    /// Steps over a comma and the space after it; a comma followed by the
    /// closing bracket is refused where the comma stands.
    private mutating func skipComma(before close: UInt8) throws(Failure) {
        let comma = index
        index += 1
        skipWhitespace()
        if current == close {
            throw fail("a trailing comma before '\(Character(Unicode.Scalar(close)))' is not allowed", at: comma)
        }
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == .space || byte == .newline || byte == .tab || byte == .carriageReturn {
            index += 1
        }
    }

    // MARK: - Strings

    /// A string from its opening quote: escapes decoded, UTF-8 checked.
    private mutating func string() throws(Failure) -> String {
        let open = index
        index += 1
        var start = index
        // Filled only once the string has an escape; otherwise the string
        // is made from the input's bytes directly.
        var decoded: [UInt8] = []
        var escaped = false
        while true {
            guard let byte = current else { throw fail("a string is not closed before the end of the file", at: open) }
            switch byte {
            case .quote:
                let text = escaped
                    ? String(decoding: decoded + bytes[start..<index], as: UTF8.self)
                    : String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            case .backslash:
                decoded += bytes[start..<index]
                escaped = true
                try escape(into: &decoded)
                start = index
            case 0x00 ..< 0x20:
                throw fail("control character \(Self.codePoint(UInt32(byte))) must be escaped in a string")
            case 0x20 ..< 0x80:
                index += 1
            default:
                guard let length = Self.utf8SequenceLength(in: bytes, at: index) else { throw fail("invalid UTF-8") }
                index += length
            }
        }
    }

    /// Decodes one escape sequence, from its backslash.
    private mutating func escape(into decoded: inout [UInt8]) throws(Failure) {
        let backslash = index
        index += 1
        guard let letter = current else { throw fail("a string is not closed before the end of the file", at: backslash) }
        index += 1
        switch letter {
        case .quote, .backslash, .slash: decoded.append(letter)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(.newline)
        case UInt8(ascii: "r"): decoded.append(.carriageReturn)
        case UInt8(ascii: "t"): decoded.append(.tab)
        case UInt8(ascii: "u"):
            var value = try hexQuad(escapeAt: backslash)
            switch value {
            case 0xD800 ... 0xDBFF:
                // A high surrogate must be followed by an escaped low one.
                let second = index
                guard current == .backslash, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fail("lone surrogate \(escapeText(backslash)) in a string", at: backslash)
                }
                index += 2
                let low = try hexQuad(escapeAt: second)
                guard (0xDC00 ... 0xDFFF).contains(low) else { throw fail("lone surrogate \(escapeText(backslash)) in a string", at: backslash) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00 ... 0xDFFF:
                throw fail("lone surrogate \(escapeText(backslash)) in a string", at: backslash)
            default:
                break
            }
            // Not a surrogate, or a pair combined: always a scalar.
            if let scalar = Unicode.Scalar(value) { UTF8.encode(scalar) { decoded.append($0) } }
        default:
            let shown = letter.isPrintableASCII ? "\\\(Character(Unicode.Scalar(letter)))" : "\\"
            throw fail("invalid escape '\(shown)' in a string (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: backslash)
        }
    }

    /// The four hex digits after `\u`.
    private mutating func hexQuad(escapeAt backslash: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = byte.hexValue else {
                throw fail("\\u must be followed by four hex digits", at: backslash)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// The six characters of the `\uXXXX` escape at `offset`, for messages.
    private func escapeText(_ offset: Int) -> String {
        String(decoding: bytes[offset ..< min(offset + 6, bytes.count)], as: UTF8.self)
    }

    /// The length of the well-formed UTF-8 sequence at `i` (Unicode's
    /// table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF),
    /// or nil.
    public static func utf8SequenceLength(in bytes: [UInt8], at i: Int) -> Int? {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80 ... 0xBF) -> Bool {
            i + offset < bytes.count && range.contains(bytes[i + offset])
        }
        switch bytes[i] {
        case 0x00 ... 0x7F: return 1
        case 0xC2 ... 0xDF: return continuation(1) ? 2 : nil
        case 0xE0: return continuation(1, 0xA0 ... 0xBF) && continuation(2) ? 3 : nil
        case 0xE1 ... 0xEC, 0xEE ... 0xEF: return continuation(1) && continuation(2) ? 3 : nil
        case 0xED: return continuation(1, 0x80 ... 0x9F) && continuation(2) ? 3 : nil
        case 0xF0: return continuation(1, 0x90 ... 0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1 ... 0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4: return continuation(1, 0x80 ... 0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default: return nil
        }
    }

    // MARK: - Numbers

    /// A number by RFC 8259's grammar,
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, converted to
    /// the nearest Double; one beyond Double's range is an error.
    private mutating func number() throws(Failure) -> Double {
        let start = index
        let negative = current == .minus
        if negative {
            index += 1
            if bytes[index...].starts(with: "Infinity".utf8) { throw fail("-Infinity is not a JSON number", at: start) }
        }
        guard let first = current, first.isDigit else { throw fail("expected a digit after '-'") }
        // Whole numbers of up to 15 digits are exact in a Double: summed here.
        var whole: Int64 = 0
        var digits = 0
        if first == .zero {
            index += 1
            if let next = current, next.isDigit { throw fail("leading zeros are not allowed in a number", at: start) }
        } else {
            while let byte = current, byte.isDigit {
                if digits < 15 { whole = whole * 10 + Int64(byte - .zero) }
                digits += 1
                index += 1
            }
        }
        var simple = digits <= 15
        if current == .dot {
            simple = false
            index += 1
            guard current?.isDigit == true else { throw fail("expected a digit after the decimal point") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            simple = false
            index += 1
            if current == .plus || current == .minus { index += 1 }
            guard current?.isDigit == true else { throw fail("expected a digit in the exponent") }
            skipDigits()
        }
        if simple {
            let value = Double(whole)
            return negative ? -value : value
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw fail("the number \(Self.shortened(text)) is too large (the largest is about 1.8e308)", at: start)
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = current, byte.isDigit { index += 1 }
    }

    // MARK: - Errors

    private func fail(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? index, message: message)
    }

    /// "expected X" where the input has something else, naming what is
    /// there when it cannot be seen (the end, a control or non-ASCII
    /// character) and refusing comments by name.
    private func unexpected(_ expected: String) -> Failure {
        guard let byte = current else { return fail("expected \(expected), but the file ends") }
        if isAtComment { return fail(Self.noComments) }
        if byte.isPrintableASCII { return fail("expected \(expected)") }
        guard let length = Self.utf8SequenceLength(in: bytes, at: index) else { return fail("invalid UTF-8") }
        let scalar = String(decoding: bytes[index ..< index + length], as: UTF8.self).unicodeScalars.first
        return fail("expected \(expected), found \(Self.codePoint(scalar?.value ?? 0))")
    }

    /// Whether a `//` or `/*` comment starts at the read position.
    private var isAtComment: Bool {
        current == .slash && index + 1 < bytes.count && (bytes[index + 1] == .slash || bytes[index + 1] == .star)
    }

    private static let noComments = "comments are not allowed in JSON"

    /// The JSON path of the value the open containers lead to, as
    /// `JSONField` writes it (`layers[0].contents`).
    private static func path(to open: ArraySlice<Container>) -> String {
        var text = ""
        for container in open {
            if container.isObject {
                text += text.isEmpty ? shortened(container.key) : "." + shortened(container.key)
            } else {
                text += "[\(container.elements.count)]"
            }
        }
        return text
    }

    /// Input text quoted in a message, cut to a readable length.
    public static func shortened(_ text: String) -> String {
        text.count <= 60 ? text : text.prefix(40) + "…" + text.suffix(10)
    }

    /// `U+000A`: a character that cannot be shown as itself.
    public static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}

private extension UInt8 {
    static let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r"), space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: "."), star = UInt8(ascii: "*"), underscore = UInt8(ascii: "_")
    static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")

    var isDigit: Bool { (.zero ... .nine).contains(self) }
    var isLetter: Bool { (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(self | 0x20) }
    var isPrintableASCII: Bool { (0x21 ... 0x7E).contains(self) }

    var hexValue: UInt32? { hexDigit.map(UInt32.init) }
}
