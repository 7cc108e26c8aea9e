/// A small pull tokenizer for the XML that SVG logos, Interface Builder
/// documents and property lists are made of:
/// elements, attributes in single or double quotes, self-closing tags,
/// comments, the `<?xml …?>` prolog and other processing instructions,
/// `<!DOCTYPE …>` (with an internal subset: skipped, or its entities
/// expanded when asked, see `XMLInternalEntities`), CDATA sections and text
/// (skipped), with line numbers for messages.
///
/// Written by hand rather than using Foundation's `XMLParser`, which on Linux
/// lives in FoundationXML and drags libxml2 into every binary that links it;
/// the subset needs a few dozen lines. Being a pull tokenizer,
/// it hands out one tag at a time, so the reader checks its element and
/// depth limits before anything is built from the tag.
///
/// It is not a validating parser: names are not checked against the XML
/// name grammar and character data is not inspected. It does reject markup
/// that would make the element structure ambiguous (unterminated tags or
/// quotes, `<` inside an attribute value, duplicate attributes).
public struct XMLTokenizer {
    private let bytes: [UInt8]
    private var index: Int
    /// The 1-based line of the byte at `index`.
    public private(set) var line = 1

    /// What becomes of the entities a DOCTYPE's internal subset declares.
    public enum InternalEntities: Sendable {
        /// Not read: references to them stay in the values as written.
        case skipped
        /// Read, and expanded in attribute values and text (bounded).
        case expanded
    }

    private let entityPolicy: InternalEntities
    /// The internal subset's entities (empty unless `.expanded`).
    public private(set) var entities = XMLInternalEntities()

    public init(_ bytes: [UInt8], internalEntities: InternalEntities = .skipped) {
        self.bytes = bytes
        entityPolicy = internalEntities
        // A UTF-8 byte order mark is allowed before the prolog.
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Whether the document's first non-blank byte opens markup. Checked
    /// before tokenizing so a PNG or JSON file is reported as "not an SVG"
    /// rather than as broken XML.
    public var startsWithMarkup: Bool {
        var i = index
        while i < bytes.count, Self.isWhitespace(bytes[i]) { i += 1 }
        return i < bytes.count && bytes[i] == ascii("<")
    }

    /// The next start or end tag, or `nil` at the end of the input; with
    /// `keepingText`, character data and CDATA content come as `.text`
    /// (entity references in character data are not expanded).
    public mutating func next(keepingText: Bool = false) throws(XMLSyntaxError) -> XMLToken? {
        while index < bytes.count {
            guard bytes[index] == ascii("<") else {
                let start = index
                while index < bytes.count, bytes[index] != ascii("<") { advance() }   // character data
                if keepingText { return .text(try entities.expand(String(decoding: bytes[start..<index], as: UTF8.self), line: line)) }
                continue
            }
            if hasPrefix("<!--") {
                try skip(past: "-->", what: "comment")
            } else if hasPrefix("<![CDATA[") {
                let start = index + 9
                try skip(past: "]]>", what: "CDATA section")
                if keepingText { return .text(String(decoding: bytes[start..<(index - 3)], as: UTF8.self)) }
            } else if hasPrefix("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if hasPrefix("<!") {
                try skipDeclaration()
            } else if hasPrefix("</") {
                return try readEndTag()
            } else {
                return .start(try readStartTag())
            }
        }
        return nil
    }

    // MARK: - Tags

    private mutating func readStartTag() throws(XMLSyntaxError) -> XMLTag {
        let tagLine = line
        index += 1   // <
        let name = readName()
        guard !name.isEmpty else { throw malformed("expected an element name after \"<\"", line: tagLine) }
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = skipWhitespace()
            guard index < bytes.count else { throw malformed("the tag <\(name)> is never closed with \">\"", line: tagLine) }
            if bytes[index] == ascii(">") {
                index += 1
                return XMLTag(name: name, attributes: attributes, isSelfClosing: false, line: tagLine)
            }
            if hasPrefix("/>") {
                index += 2
                return XMLTag(name: name, attributes: attributes, isSelfClosing: true, line: tagLine)
            }
            guard hadSpace else { throw malformed("expected a space, \">\" or \"/>\" in <\(name)>") }
            let attribute = try readAttribute(in: name)
            if attributes.contains(where: { $0.name == attribute.name }) {
                throw malformed("attribute \(attribute.name) appears twice in <\(name)>")
            }
            attributes.append(attribute)
        }
    }

    private mutating func readAttribute(in element: String) throws(XMLSyntaxError) -> XMLAttribute {
        let name = readName()
        guard !name.isEmpty else {
            throw malformed("unexpected \"\(Character(Unicode.Scalar(bytes[index])))\" in <\(element)>")
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == ascii("=") else {
            throw malformed("expected \"=\" after attribute \(name) of <\(element)>")
        }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == ascii("\"") || bytes[index] == ascii("'") else {
            throw malformed("the value of attribute \(name) of <\(element)> must be in quotes")
        }
        let quote = bytes[index]
        let valueLine = line
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == ascii("<") {
                throw malformed("\"<\" inside the value of attribute \(name) of <\(element)>")
            }
            advance()
        }
        guard index < bytes.count else {
            throw malformed("the value of attribute \(name) of <\(element)> is never closed", line: valueLine)
        }
        let value = try entities.expand(String(decoding: bytes[start..<index], as: UTF8.self), line: valueLine)
        index += 1   // closing quote
        return XMLAttribute(name: name, rawValue: value)
    }

    private mutating func readEndTag() throws(XMLSyntaxError) -> XMLToken {
        let tagLine = line
        index += 2   // </
        let name = readName()
        skipWhitespace()
        guard !name.isEmpty, index < bytes.count, bytes[index] == ascii(">") else {
            throw malformed("malformed end tag </\(name)", line: tagLine)
        }
        index += 1
        return .end(name: name, line: tagLine)
    }

    /// Reads bytes up to whitespace, `=`, `/`, `>`, `<` or a quote. Names in
    /// the subset are ASCII; anything else is kept and simply never matches.
    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let b = bytes[index]
            if Self.isWhitespace(b) || b == ascii("=") || b == ascii("/") || b == ascii(">") || b == ascii("<")
                || b == ascii("\"") || b == ascii("'") { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: - Skipped constructs

    private mutating func skip(past terminator: String, what: String) throws(XMLSyntaxError) {
        let startLine = line
        let end = Array(terminator.utf8)
        while index < bytes.count {
            if bytes[index] == end[0], hasPrefix(terminator) {
                index += end.count
                return
            }
            advance()
        }
        throw malformed("the \(what) is never closed with \"\(terminator)\"", line: startLine)
    }

    /// Skips `<!DOCTYPE …>` including an internal subset in brackets, whose
    /// entity declarations may contain quoted `>`; with `.expanded`, the
    /// subset's entities are read.
    private mutating func skipDeclaration() throws(XMLSyntaxError) {
        let startLine = line
        var depth = 0
        var quote: UInt8?
        var subsetStart: Int?
        let isDoctype = hasPrefix("<!DOCTYPE")
        index += 2   // <!
        while index < bytes.count {
            let b = bytes[index]
            advance()
            if let q = quote {
                if b == q { quote = nil }
            } else if b == ascii("\"") || b == ascii("'") {
                quote = b
            } else if b == ascii("[") {
                if depth == 0 { subsetStart = index }
                depth += 1
            } else if b == ascii("]") {
                depth = max(0, depth - 1)
                if depth == 0, isDoctype, entityPolicy == .expanded, let start = subsetStart {
                    try entities.declare(subset: Array(bytes[start..<(index - 1)]), line: startLine)
                    subsetStart = nil
                }
            } else if b == ascii(">"), depth == 0 {
                return
            }
        }
        throw malformed("the <!DOCTYPE declaration is never closed with \">\"", line: startLine)
    }

    // MARK: - Bytes

    private mutating func advance() {
        if bytes[index] == ascii("\n") { line += 1 }
        index += 1
    }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) { advance() }
        return index > start
    }

    private func hasPrefix(_ s: String) -> Bool {
        var i = index
        for b in s.utf8 {
            guard i < bytes.count, bytes[i] == b else { return false }
            i += 1
        }
        return true
    }

    private func malformed(_ what: String, line: Int? = nil) -> XMLSyntaxError {
        XMLSyntaxError(message: what, line: line ?? self.line)
    }

    public static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }
}

/// The byte value of an ASCII character, for readable byte comparisons.
@inline(__always)
private func ascii(_ c: Unicode.Scalar) -> UInt8 {
    UInt8(ascii: c)
}
