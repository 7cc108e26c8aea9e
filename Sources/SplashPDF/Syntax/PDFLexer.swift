import SplashFormats
/// A token of PDF syntax (PDF 32000-1 §7.2).
enum PDFToken: Hashable {
    case integer(Int)
    case real(Double)
    case string([UInt8])
    case name(String)
    case arrayOpen, arrayClose, dictionaryOpen, dictionaryClose
    /// A regular-character run that is not a number: `obj`, `R`, `true`,
    /// `stream`, and the content-stream operators (`re`, `f*`, `'`, `"`).
    case keyword(String)
    case end
}

/// Reads PDF tokens and objects from bytes, from `position` on.
struct PDFLexer {
    let bytes: [UInt8]
    var position: Int
    let end: Int
    let maxNesting: Int

    init(bytes: [UInt8], position: Int = 0, end: Int? = nil, maxNesting: Int = 64) {
        self.bytes = bytes
        self.position = position
        self.end = min(end ?? bytes.count, bytes.count)
        self.maxNesting = maxNesting
    }

    static func isWhitespace(_ c: UInt8) -> Bool {
        c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 || c == 0x0C || c == 0x00
    }

    static func isDelimiter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
        default: false
        }
    }

    static func isRegular(_ c: UInt8) -> Bool { !isWhitespace(c) && !isDelimiter(c) }

    mutating func skipWhitespace() {
        while position < end {
            let c = bytes[position]
            if Self.isWhitespace(c) {
                position += 1
            } else if c == UInt8(ascii: "%") {
                while position < end, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next token; `.end` at the end of the bytes.
    mutating func next() throws -> PDFToken {
        skipWhitespace()
        guard position < end else { return .end }
        let start = position
        let c = bytes[position]
        switch c {
        case UInt8(ascii: "["): position += 1; return .arrayOpen
        case UInt8(ascii: "]"): position += 1; return .arrayClose
        case UInt8(ascii: "{"), UInt8(ascii: "}"):
            position += 1
            return .keyword(String(UnicodeScalar(c)))
        case UInt8(ascii: "<"):
            if position + 1 < end, bytes[position + 1] == UInt8(ascii: "<") { position += 2; return .dictionaryOpen }
            return .string(try hexString())
        case UInt8(ascii: ">"):
            if position + 1 < end, bytes[position + 1] == UInt8(ascii: ">") { position += 2; return .dictionaryClose }
            throw PDFDocumentError("a stray '>' at byte \(start)")
        case UInt8(ascii: "("): return .string(try literalString())
        case UInt8(ascii: ")"): throw PDFDocumentError("a stray ')' at byte \(start)")
        case UInt8(ascii: "/"):
            position += 1
            return .name(name())
        default:
            while position < end, Self.isRegular(bytes[position]) { position += 1 }
            if let number = Self.number(bytes[start..<position]) { return number }
            return .keyword(String(decoding: bytes[start..<position], as: UTF8.self))
        }
    }

    /// A number token (`12`, `-3.5`, `.5`, `4.`), or nil when the run is a keyword.
    static func number(_ run: ArraySlice<UInt8>) -> PDFToken? {
        var i = run.startIndex
        var negative = false
        if i < run.endIndex, run[i] == UInt8(ascii: "+") || run[i] == UInt8(ascii: "-") {
            negative = run[i] == UInt8(ascii: "-")
            i += 1
        }
        var integer = 0, overflow = false, digits = 0
        var fraction = 0.0, scale = 0.1, sawPoint = false
        var value = 0.0
        while i < run.endIndex {
            let c = run[i]
            if c >= 0x30 && c <= 0x39 {
                digits += 1
                let d = Int(c - 0x30)
                if sawPoint {
                    fraction += Double(d) * scale
                    scale *= 0.1
                } else {
                    value = value * 10 + Double(d)
                    let (m, o1) = integer.multipliedReportingOverflow(by: 10)
                    let (s, o2) = m.addingReportingOverflow(d)
                    overflow = overflow || o1 || o2
                    integer = s
                }
            } else if c == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
            i += 1
        }
        guard digits > 0 else { return nil }
        if !sawPoint && !overflow { return .integer(negative ? -integer : integer) }
        let real = value + fraction
        return .real(negative ? -real : real)
    }

    private mutating func name() -> String {
        var out: [UInt8] = []
        while position < end, Self.isRegular(bytes[position]) {
            let c = bytes[position]
            if c == UInt8(ascii: "#"), position + 2 < end, let h = bytes[position + 1].hexDigit, let l = bytes[position + 2].hexDigit {
                out.append(h << 4 | l)
                position += 3
            } else {
                out.append(c)
                position += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }


    private mutating func hexString() throws -> [UInt8] {
        let start = position
        position += 1
        var out: [UInt8] = []
        var high: UInt8?
        while position < end {
            let c = bytes[position]
            position += 1
            if c == UInt8(ascii: ">") {
                if let h = high { out.append(h << 4) }
                return out
            }
            if Self.isWhitespace(c) { continue }
            guard let v = c.hexDigit else { throw PDFDocumentError("a hex string at byte \(start) holds '\(Character(UnicodeScalar(c)))'") }
            if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
        }
        throw PDFDocumentError("a hex string at byte \(start) is not closed before the end")
    }

    private mutating func literalString() throws -> [UInt8] {
        let start = position
        position += 1
        var out: [UInt8] = []
        var depth = 1
        while position < end {
            let c = bytes[position]
            position += 1
            switch c {
            case UInt8(ascii: "("):
                depth += 1
                out.append(c)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return out }
                out.append(c)
            case UInt8(ascii: "\\"):
                guard position < end else { break }
                let e = bytes[position]
                position += 1
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case 0x0D:
                    if position < end, bytes[position] == 0x0A { position += 1 }
                case 0x0A: break
                case 0x30...0x37:
                    var v = Int(e - 0x30)
                    var n = 1
                    while n < 3, position < end, bytes[position] >= 0x30, bytes[position] <= 0x37 {
                        v = v * 8 + Int(bytes[position] - 0x30)
                        position += 1
                        n += 1
                    }
                    out.append(UInt8(truncatingIfNeeded: v))
                default: out.append(e)
                }
            default:
                out.append(c)
            }
        }
        throw PDFDocumentError("a string at byte \(start) is not closed before the end")
    }

    /// One whole object: a number, string, name, array, dictionary, `N G R`,
    /// `true`, `false` or `null`. Streams are the document's (they need
    /// /Length); this stops after the dictionary.
    mutating func object(depth: Int = 0) throws -> PDFObject {
        let start = position
        let token = try next()
        return try object(from: token, at: start, depth: depth)
    }

    mutating func object(from token: PDFToken, at start: Int, depth: Int) throws -> PDFObject {
        switch token {
        case .integer(let n):
            // `N G R`: look ahead for a second integer and `R`.
            let save = position
            if n >= 0, case .integer(let g) = try? next(), g >= 0, case .keyword("R") = try? next() {
                return .reference(n, g)
            }
            position = save
            return .integer(n)
        case .real(let d): return .real(d)
        case .string(let s): return .string(s)
        case .name(let n): return .name(n)
        case .keyword("true"): return .bool(true)
        case .keyword("false"): return .bool(false)
        case .keyword("null"): return .null
        case .arrayOpen:
            guard depth < maxNesting else { throw PDFDocumentError("arrays and dictionaries nest deeper than \(maxNesting) at byte \(start)") }
            var items: [PDFObject] = []
            while true {
                let at = position
                let t = try next()
                if t == .arrayClose { return .array(items) }
                if t == .end { throw PDFDocumentError("an array at byte \(start) is not closed before the end") }
                items.append(try object(from: t, at: at, depth: depth + 1))
            }
        case .dictionaryOpen:
            guard depth < maxNesting else { throw PDFDocumentError("arrays and dictionaries nest deeper than \(maxNesting) at byte \(start)") }
            var entries: [String: PDFObject] = [:]
            while true {
                let t = try next()
                if t == .dictionaryClose { return .dictionary(entries) }
                guard case .name(let key) = t else {
                    if t == .end { throw PDFDocumentError("a dictionary at byte \(start) is not closed before the end") }
                    throw PDFDocumentError("a dictionary at byte \(start) has \(t) where a /Name key was expected")
                }
                let at = position
                let v = try next()
                if v == .dictionaryClose {
                    entries[key] = .null
                    return .dictionary(entries)
                }
                entries[key] = try object(from: v, at: at, depth: depth + 1)
            }
        case .end:
            throw PDFDocumentError("an object was expected at byte \(start), but the bytes end")
        default:
            throw PDFDocumentError("an object was expected at byte \(start), not \(token)")
        }
    }
}
