import Foundation
import SplashFormats

/// Reads XML property lists (`<?xml …?><!DOCTYPE plist …><plist
/// version="1.0">…</plist>`), as Xcode writes an Info.plist, with the
/// shared `XMLTokenizer` rather than Foundation's `XMLParser` (which would
/// bring libxml2 in on Linux).
///
/// Bounded: the input is at most `maximumSize` bytes, values nest at most
/// `maximumDepth` deep (checked before a container is opened, so the call
/// stack never grows with the input) and a document holds at most
/// `maximumElements` elements. Text is decoded for the five predefined
/// entities and numeric references. Binary property lists (`bplist00`)
/// are read by `BinaryPropertyListReader`, old-style ones (`{ key = value;
/// }`, as `project.pbxproj`) by `OpenStepPropertyListReader`; other binary
/// versions and UTF-16
/// property lists are refused with the command that converts them.
public enum PropertyListReader {
    /// Largest property list read, in bytes. An Info.plist is a few KiB.
    public static let maximumSize = 4 << 20
    /// Deepest nesting of arrays and dictionaries.
    public static let maximumDepth = 64
    /// Most elements (keys and values) in one document.
    public static let maximumElements = 200_000

    /// Reads the property list at `path` (at most `maximumSize` bytes);
    /// errors name the path as given.
    public static func read(contentsOf path: String) throws(StoryboardError) -> PropertyListValue {
        try read(bytes: LaunchFile.read(path, limit: maximumSize, what: "property list"), file: path)
    }

    /// Parses an XML property list; `file` names it in errors.
    public static func read(bytes: [UInt8], file: String) throws(StoryboardError) -> PropertyListValue {
        guard bytes.count <= maximumSize else {
            throw StoryboardError(file: file, "a property list of \(bytes.count) bytes: at most \(maximumSize) are read")
        }
        if bytes.starts(with: Array("bplist00".utf8)) {
            return try BinaryPropertyListReader.read(bytes: bytes, file: file)
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw StoryboardError(file: file, "a binary property list of a version other than 00: convert it with `plutil -convert xml1`")
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw StoryboardError(file: file, "a UTF-16 property list: convert it to UTF-8 with `plutil -convert xml1`")
        }
        if OpenStepPropertyListReader.looksLikeOne(bytes) {
            return try OpenStepPropertyListReader.read(bytes: bytes, file: file)
        }
        var parser = Parser(tokenizer: XMLTokenizer(bytes), file: file)
        guard parser.tokenizer.startsWithMarkup else {
            throw StoryboardError(file: file, line: 1, "not an XML property list: expected \"<?xml\" or \"<plist>\"")
        }
        return try parser.document()
    }

    private struct Parser {
        var tokenizer: XMLTokenizer
        let file: String
        var elements = 0

        mutating func document() throws(StoryboardError) -> PropertyListValue {
            guard case .start(let root)? = try nextTag() else {
                throw StoryboardError(file: file, line: tokenizer.line, "empty document: expected <plist>")
            }
            let value: PropertyListValue
            if root.name == "plist" {
                guard !root.isSelfClosing else {
                    throw StoryboardError(file: file, line: root.line, "<plist/> is empty: expected one value inside it")
                }
                guard case .start(let tag)? = try nextTag() else {
                    throw StoryboardError(file: file, line: tokenizer.line, "<plist> holds no value: expected <dict>, <array> or another value")
                }
                value = try self.value(tag, depth: 1)
                guard case .end(let name, let line)? = try nextTag() else {
                    throw StoryboardError(file: file, line: tokenizer.line, "expected </plist> after the top-level value")
                }
                guard name == "plist" else {
                    throw StoryboardError(file: file, line: line, "</\(name)> where </plist> was expected")
                }
            } else {
                // A bare value at the root is accepted, as CFPropertyList does.
                value = try self.value(root, depth: 1)
            }
            if let extra = try nextTag() {
                throw StoryboardError(file: file, line: line(of: extra), "unexpected markup after the property list's end")
            }
            return value
        }

        /// The value an element holds, its start tag already read.
        mutating func value(_ tag: XMLTag, depth: Int) throws(StoryboardError) -> PropertyListValue {
            elements += 1
            guard elements <= maximumElements else {
                throw StoryboardError(file: file, line: tag.line, "more than \(maximumElements) elements in a property list")
            }
            switch tag.name {
            case "dict": return try dictionary(tag, depth: depth)
            case "array": return try array(tag, depth: depth)
            case "true", "false":
                if !tag.isSelfClosing {
                    let text = try self.text(of: tag)
                    guard text.allSatisfy(\.isWhitespace) else {
                        throw StoryboardError(file: file, line: tag.line, "<\(tag.name)> holds text: expected <\(tag.name)/>")
                    }
                }
                return .bool(tag.name == "true")
            case "string":
                return .string(try text(of: tag))
            case "integer":
                let text = try self.text(of: tag).trimmingASCIIWhitespace()
                guard let v = Self.integer(text) else {
                    throw StoryboardError(file: file, line: tag.line, "<integer>\(Self.quote(text))</integer>: expected a whole number from \(Int.min) to \(Int.max)")
                }
                return .integer(v)
            case "real":
                let text = try self.text(of: tag).trimmingASCIIWhitespace()
                guard let v = Double(text), v.isFinite else {
                    throw StoryboardError(file: file, line: tag.line, "<real>\(Self.quote(text))</real>: expected a finite decimal number")
                }
                return .real(v)
            case "date":
                return .date(try text(of: tag).trimmingASCIIWhitespace())
            case "data":
                let text = try self.text(of: tag)
                guard let bytes = Base64.decode(text) else {
                    throw StoryboardError(file: file, line: tag.line, "<data> is not valid base64")
                }
                return .data(bytes)
            default:
                throw StoryboardError(file: file, line: tag.line, "<\(tag.name)>: expected <dict>, <array>, <string>, <integer>, <real>, <true/>, <false/>, <date> or <data>")
            }
        }

        mutating func dictionary(_ tag: XMLTag, depth: Int) throws(StoryboardError) -> PropertyListValue {
            guard !tag.isSelfClosing else { return .dictionary([:]) }
            try checkDepth(depth, tag)
            var result: [String: PropertyListValue] = [:]
            while true {
                guard let token = try nextTag() else {
                    throw StoryboardError(file: file, line: tag.line, "<dict> is never closed")
                }
                switch token {
                case .end(let name, let line):
                    guard name == "dict" else { throw StoryboardError(file: file, line: line, "</\(name)> where </dict> was expected") }
                    return .dictionary(result)
                case .start(let keyTag):
                    guard keyTag.name == "key" else {
                        throw StoryboardError(file: file, line: keyTag.line, "<\(keyTag.name)> in a <dict> where <key> was expected")
                    }
                    elements += 1
                    let key = try text(of: keyTag)
                    guard case .start(let valueTag)? = try nextTag() else {
                        throw StoryboardError(file: file, line: keyTag.line, "the key \(Self.quote(key)) has no value")
                    }
                    guard valueTag.name != "key" else {
                        throw StoryboardError(file: file, line: valueTag.line, "the key \(Self.quote(key)) has no value")
                    }
                    let value = try self.value(valueTag, depth: depth + 1)
                    guard result.updateValue(value, forKey: key) == nil else {
                        throw StoryboardError(file: file, line: keyTag.line, "duplicate key \(Self.quote(key)) in a <dict>")
                    }
                case .text: break   // not asked for
                }
            }
        }

        mutating func array(_ tag: XMLTag, depth: Int) throws(StoryboardError) -> PropertyListValue {
            guard !tag.isSelfClosing else { return .array([]) }
            try checkDepth(depth, tag)
            var result: [PropertyListValue] = []
            while true {
                guard let token = try nextTag() else {
                    throw StoryboardError(file: file, line: tag.line, "<array> is never closed")
                }
                switch token {
                case .end(let name, let line):
                    guard name == "array" else { throw StoryboardError(file: file, line: line, "</\(name)> where </array> was expected") }
                    return .array(result)
                case .start(let element):
                    result.append(try value(element, depth: depth + 1))
                case .text: break
                }
            }
        }

        func checkDepth(_ depth: Int, _ tag: XMLTag) throws(StoryboardError) {
            guard depth <= maximumDepth else {
                throw StoryboardError(file: file, line: tag.line, "<\(tag.name)> nested more than \(maximumDepth) deep")
            }
        }

        /// The decoded text of a scalar element up to its end tag (empty for
        /// a self-closing one); any element inside it is an error.
        mutating func text(of tag: XMLTag) throws(StoryboardError) -> String {
            guard !tag.isSelfClosing else { return "" }
            var raw = ""
            while true {
                let token: XMLToken?
                do { token = try tokenizer.next(keepingText: true) } catch { throw syntax(error) }
                switch token {
                case nil:
                    throw StoryboardError(file: file, line: tag.line, "<\(tag.name)> is never closed")
                case .text(let t)?:
                    raw += t
                    guard raw.utf8.count <= maximumSize else {
                        throw StoryboardError(file: file, line: tag.line, "<\(tag.name)> holds too much text")
                    }
                case .start(let inner)?:
                    throw StoryboardError(file: file, line: inner.line, "<\(inner.name)> inside <\(tag.name)>: expected text only")
                case .end(let name, let line)?:
                    guard name == tag.name else {
                        throw StoryboardError(file: file, line: line, "</\(name)> where </\(tag.name)> was expected")
                    }
                    switch XMLEntities.decode(raw) {
                    case .success(let s): return s
                    case .failure(let unknown):
                        throw StoryboardError(file: file, line: tag.line, "unknown entity \(unknown.text) in <\(tag.name)>: property lists know &amp; &lt; &gt; &quot; &apos; and &#…;")
                    }
                }
            }
        }

        mutating func nextTag() throws(StoryboardError) -> XMLToken? {
            do { return try tokenizer.next() } catch { throw syntax(error) }
        }

        func syntax(_ error: XMLSyntaxError) -> StoryboardError {
            StoryboardError(file: file, line: error.line, "not well-formed XML: \(error.message)")
        }

        func line(of token: XMLToken) -> Int {
            switch token {
            case .start(let tag): tag.line
            case .end(_, let line): line
            case .text: tokenizer.line
            }
        }

        static func integer(_ text: String) -> Int? {
            var digits = Substring(text)
            if digits.first == "+" { digits = digits.dropFirst() }
            let negative = digits.first == "-"
            if negative { digits = digits.dropFirst() }
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
                // Hex digits only: Int(_:radix:) would take a second sign,
                // and -0x-8000000000000000 would negate Int.min.
                let hex = digits.dropFirst(2)
                guard !hex.isEmpty, hex.allSatisfy(\.isHexDigit), hex.allSatisfy(\.isASCII),
                      let v = Int(hex, radix: 16) else { return nil }
                return negative ? -v : v
            }
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
            return Int(negative ? "-" + digits : String(digits))
        }

        /// A value quoted in a message, shortened.
        static func quote(_ s: String) -> String {
            s.count > 40 ? "\"\(s.prefix(40))…\"" : "\"\(s)\""
        }
    }
}

/// Base64 as `<data>` holds it: whitespace anywhere, `=` padding optional
/// at the end, nothing else.
enum Base64 {
    static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        var padding = 0
        for b in text.utf8 {
            let v: UInt32
            switch b {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = UInt32(b - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = UInt32(b - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = UInt32(b - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): v = 62
            case UInt8(ascii: "/"): v = 63
            case UInt8(ascii: "="): padding += 1; continue
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            guard padding == 0 else { return nil }   // data after padding
            buffer = (buffer << 6) | v
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        guard padding <= 2, bits < 6 else { return nil }
        return out
    }
}
