/// A PDF object (PDF 32000-1 §7.3) as the reader keeps it.
enum PDFObject: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary([String: PDFObject])
    /// An indirect reference `N G R`.
    case reference(Int, Int)
    /// A stream: its dictionary and where its raw (still encoded) bytes lie
    /// in the bytes it was read from; `source` says which (0 the file).
    case stream(PDFStream)

    var number: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .real(let d): d
        default: nil
        }
    }

    var integer: Int? {
        if case .integer(let i) = self { return i }
        return nil
    }

    var name: String? {
        if case .name(let n) = self { return n }
        return nil
    }

    var array: [PDFObject]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// A dictionary, or a stream's dictionary.
    var dictionary: [String: PDFObject]? {
        switch self {
        case .dictionary(let d): d
        case .stream(let s): s.dictionary
        default: nil
        }
    }

    /// How messages show the object's kind.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .real: "a number"
        case .string: "a string"
        case .name(let n): "the name /\(n)"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .reference(let n, let g): "a reference \(n) \(g) R"
        case .stream: "a stream"
        }
    }
}

/// A stream's dictionary and the place of its encoded bytes in the file.
struct PDFStream: Hashable, Sendable {
    var dictionary: [String: PDFObject]
    var dataRange: Range<Int>
    /// The object the stream is, for messages.
    var objectNumber: Int
}
