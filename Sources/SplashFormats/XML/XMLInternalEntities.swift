/// The general entities a document declares in its DOCTYPE's internal
/// subset (`<!DOCTYPE svg [ <!ENTITY st0 "fill:#F15A24;"> ]>`, as Adobe
/// Illustrator's "Style Elements / Entity References" export writes them),
/// and their expansion where attribute values and text reference them.
///
/// Internal entities only: an external one (`SYSTEM "file"`, `PUBLIC …`)
/// is never read, its references expand to nothing and its name is kept
/// for the reader to warn of. Everything from the input is bounded before
/// use: the count of declarations, each value's size, the nesting of
/// entities inside entities, and the total text all expansions in a
/// document produce (the "billion laughs" document, ten entities each ten
/// of the one before, is refused when its expansion passes the total).
public struct XMLInternalEntities: Sendable {
    /// The most entities a document may declare.
    public static let maximumCount = 1_024
    /// The longest replacement text of one entity, in bytes.
    public static let maximumValueBytes = 64 << 10
    /// The most text all expansions of a document may produce, in bytes.
    public static let maximumExpandedBytes = 1 << 20
    /// The deepest chain of entities referenced inside entities.
    public static let maximumNesting = 8

    /// Replacement text by name, as declared (references inside it are
    /// expanded where it is used).
    public private(set) var values: [String: String] = [:]
    /// External entities declared (never read), in declaration order.
    public private(set) var externalNames: [String] = []
    /// The bytes expansions have produced so far.
    private var expandedBytes = 0

    public init() {}

    public var isEmpty: Bool { values.isEmpty && externalNames.isEmpty }

    /// Reads the declarations of an internal subset (the text between the
    /// DOCTYPE's brackets). Other declarations (elements, attribute lists,
    /// parameter entities, comments, processing instructions) are skipped;
    /// the first declaration of a name wins (XML 1.0 §4.2).
    mutating func declare(subset: [UInt8], line: Int) throws(XMLSyntaxError) {
        var i = 0
        func fail(_ message: String) -> XMLSyntaxError { XMLSyntaxError(message: message, line: line) }
        func isSpace(_ b: UInt8) -> Bool { XMLTokenizer.isWhitespace(b) }
        func starts(_ s: String, at j: Int) -> Bool {
            let p = Array(s.utf8)
            return j + p.count <= subset.count && Array(subset[j..<(j + p.count)]) == p
        }
        while i < subset.count {
            if starts("<!--", at: i) {
                while i < subset.count, !starts("-->", at: i) { i += 1 }
                i += 3
                continue
            }
            guard starts("<!ENTITY", at: i) else { i += 1; continue }
            i += 8
            while i < subset.count, isSpace(subset[i]) { i += 1 }
            // A parameter entity (`<!ENTITY % name …>`) only serves the
            // DTD itself: skipped.
            let parameter = i < subset.count && subset[i] == UInt8(ascii: "%")
            if parameter { i += 1; while i < subset.count, isSpace(subset[i]) { i += 1 } }
            let nameStart = i
            while i < subset.count, !isSpace(subset[i]), subset[i] != UInt8(ascii: ">") { i += 1 }
            let name = String(decoding: subset[nameStart..<i], as: UTF8.self)
            while i < subset.count, isSpace(subset[i]) { i += 1 }
            guard i < subset.count, !name.isEmpty else { throw fail("an <!ENTITY declaration without a name") }
            var external = false
            if subset[i] != UInt8(ascii: "\"") && subset[i] != UInt8(ascii: "'") {
                external = starts("SYSTEM", at: i) || starts("PUBLIC", at: i)
                guard external else { throw fail("the entity \(name) has neither a quoted value nor SYSTEM or PUBLIC") }
            }
            // The value, or the external identifier's literals, then ">".
            var value: [UInt8] = []
            var literals = 0
            while i < subset.count, subset[i] != UInt8(ascii: ">") {
                let q = subset[i]
                guard q == UInt8(ascii: "\"") || q == UInt8(ascii: "'") else { i += 1; continue }
                let start = i + 1
                i = start
                while i < subset.count, subset[i] != q { i += 1 }
                guard i < subset.count else { throw fail("the value of the entity \(name) is never closed") }
                if literals == 0 { value = Array(subset[start..<i]) }
                literals += 1
                i += 1
            }
            i += 1
            if parameter { continue }
            guard values.count + externalNames.count < Self.maximumCount else {
                throw fail("more than \(Self.maximumCount) entities are declared")
            }
            if external {
                if values[name] == nil, !externalNames.contains(name) { externalNames.append(name) }
                continue
            }
            guard value.count <= Self.maximumValueBytes else {
                throw fail("the entity \(name) is \(value.count) bytes; at most \(Self.maximumValueBytes) are read")
            }
            if values[name] == nil, !externalNames.contains(name) { values[name] = String(decoding: value, as: UTF8.self) }
        }
    }

    /// `text` with every reference to a declared entity replaced by its
    /// expansion (external ones by nothing); predefined and character
    /// references are left for `XMLEntities.decode`.
    mutating func expand(_ text: String, line: Int) throws(XMLSyntaxError) -> String {
        guard !isEmpty, text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var output = ""
        try expand(Substring(text), into: &output, depth: 0, line: line)
        return output
    }

    private mutating func expand(_ text: Substring, into output: inout String, depth: Int, line: Int) throws(XMLSyntaxError) {
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            let after = rest.index(after: amp)
            guard let semicolon = rest[after...].prefix(128).firstIndex(of: ";") else {
                output += rest[amp...]
                return
            }
            let name = String(rest[after..<semicolon])
            if let value = values[name] {
                guard depth < Self.maximumNesting else {
                    throw XMLSyntaxError(message: "the entity &\(name); nests entities more than \(Self.maximumNesting) deep (or refers to itself)", line: line)
                }
                try expand(Substring(value), into: &output, depth: depth + 1, line: line)
            } else if !externalNames.contains(name) {
                output += rest[amp...semicolon]
            }
            guard output.utf8.count <= Self.maximumExpandedBytes - expandedBytes else {
                throw XMLSyntaxError(message: "entity references expand to more than \(Self.maximumExpandedBytes >> 20) MiB of text; the document is refused", line: line)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        output += rest
        if depth == 0 { expandedBytes += output.utf8.count }
    }
}
