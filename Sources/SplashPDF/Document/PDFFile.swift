import SplashFormats
/// A PDF file's objects, found by scanning the bytes for `N G obj` rather
/// than through the cross-reference table, which exporters and editors
/// often leave wrong (PDF 32000-1 §7.5 describes the table; readers such as
/// pdf.js rebuild it by scanning too). A later definition of an object
/// number replaces an earlier one, as an incremental update does.
///
/// Objects are parsed lazily and kept; references resolve through chains
/// of at most `maxReferenceChain`, and a reference to an object that does
/// not exist is `null` (§7.3.10).
final class PDFFile {
    let bytes: [UInt8]
    let limits: PDFLimits
    /// Object number → offset just after its `obj` keyword.
    private(set) var offsets: [Int: Int] = [:]
    /// Object numbers and offsets in the order their definitions appear
    /// (a number defined again appears again; `offsets` has the last).
    private var definitions: [(number: Int, offset: Int)] = []
    /// Object numbers in the order of their last definitions.
    var order: [Int] { definitions.filter { offsets[$0.number] == $0.offset }.map(\.number) }
    /// `trailer` dictionaries' offsets (just after the keyword), in order.
    private(set) var trailerOffsets: [Int] = []
    private var cache: [Int: PDFObject] = [:]
    private var parsing: Set<Int> = []
    /// Objects read from object streams (`/Type /ObjStm`, §7.5.7), once
    /// they are read (`objectStreamsRead`).
    private var compressed: [Int: PDFObject] = [:]
    private var objectStreamsRead = false
    /// Bytes inflated so far, against `maxTotalStreamBytes`.
    private var inflatedTotal = 0

    init(bytes: [UInt8], limits: PDFLimits) throws {
        guard bytes.count <= limits.maxFileBytes else {
            throw PDFDocumentError("the file is \(bytes.count) bytes; a PDF image may be at most \(limits.maxFileBytes)")
        }
        // The header `%PDF-1.x` (§7.5.2), allowed a little junk before it as readers do.
        let head = Array(bytes.prefix(1024))
        guard let at = Self.find(Array("%PDF-".utf8), in: head, from: 0) else {
            throw PDFDocumentError("not a PDF: no %PDF- header in its first 1024 bytes")
        }
        _ = at
        self.bytes = bytes
        self.limits = limits
        try scan()
        guard !offsets.isEmpty else { throw PDFDocumentError("no objects (`N 0 obj … endobj`) in the file") }
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int, end: Int? = nil) -> Int? {
        let last = min(end ?? haystack.count, haystack.count) - needle.count
        guard let first = needle.first, start <= last else { return nil }
        var i = start
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count, haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    private func matches(_ word: StaticString, at i: Int) -> Bool {
        let n = word.utf8CodeUnitCount
        guard i >= 0, i + n <= bytes.count else { return false }
        return word.withUTF8Buffer { w in
            for k in 0..<n where bytes[i + k] != w[k] { return false }
            return true
        }
    }

    /// Finds `N G obj`, `trailer`, and skips stream data (from `stream` to
    /// `endstream`) so binary bytes are not mistaken for objects.
    private func scan() throws {
        let n = bytes.count
        var i = 0
        while i < n {
            let c = bytes[i]
            if c == UInt8(ascii: "o"), matches("obj", at: i), i + 3 == n || !PDFLexer.isRegular(bytes[i + 3]),
               i > 0, PDFLexer.isWhitespace(bytes[i - 1]), let number = objectNumber(before: i) {
                guard offsets[number] != nil || offsets.count < limits.maxObjects else {
                    throw PDFDocumentError("more than \(limits.maxObjects) objects in the file")
                }
                offsets[number] = i + 3
                definitions.append((number, i + 3))
                i += 3
            } else if c == UInt8(ascii: "t"), matches("trailer", at: i), i == 0 || !PDFLexer.isRegular(bytes[i - 1]) {
                trailerOffsets.append(i + 7)
                i += 7
            } else if c == UInt8(ascii: "s"), matches("stream", at: i), i + 6 < n, bytes[i + 6] == 0x0D || bytes[i + 6] == 0x0A,
                      i == 0 || !PDFLexer.isRegular(bytes[i - 1]) {
                guard let e = Self.find(Array("endstream".utf8), in: bytes, from: i + 6) else { return }
                i = e + 9
            } else {
                i += 1
            }
        }
    }

    /// `N G` before the `obj` at `i`: two unsigned integers separated by
    /// white space.
    private func objectNumber(before i: Int) -> Int? {
        var j = i - 1
        while j >= 0, PDFLexer.isWhitespace(bytes[j]) { j -= 1 }
        let genEnd = j + 1
        while j >= 0, bytes[j] >= 0x30, bytes[j] <= 0x39 { j -= 1 }
        guard j + 1 < genEnd, genEnd - (j + 1) <= 5, j >= 0, PDFLexer.isWhitespace(bytes[j]) else { return nil }
        while j >= 0, PDFLexer.isWhitespace(bytes[j]) { j -= 1 }
        let numEnd = j + 1
        while j >= 0, bytes[j] >= 0x30, bytes[j] <= 0x39 { j -= 1 }
        guard j + 1 < numEnd, numEnd - (j + 1) <= 9, j < 0 || !PDFLexer.isRegular(bytes[j]) else { return nil }
        var v = 0
        for k in (j + 1)..<numEnd { v = v * 10 + Int(bytes[k] - 0x30) }
        return v
    }

    // MARK: - Objects

    /// Object `number`, parsed once; `null` when there is none.
    func object(_ number: Int) throws -> PDFObject {
        if let cached = cache[number] { return cached }
        guard let offset = offsets[number] else {
            if !objectStreamsRead { try readObjectStreams() }
            return compressed[number] ?? .null
        }
        guard parsing.insert(number).inserted else {
            throw PDFDocumentError("object \(number): its stream /Length refers back to itself")
        }
        defer { parsing.remove(number) }
        var lexer = PDFLexer(bytes: bytes, position: offset, maxNesting: limits.maxObjectNesting)
        var value: PDFObject
        do { value = try lexer.object() } catch let error as PDFDocumentError {
            throw PDFDocumentError("object \(number): \(error.message)")
        }
        let afterValue = lexer.position
        if case .dictionary(let dictionary) = value, case .keyword("stream")? = try? lexer.next() {
            value = .stream(try streamExtent(of: number, dictionary: dictionary, keywordEnd: lexer.position))
        } else {
            lexer.position = afterValue
        }
        cache[number] = value
        return value
    }

    /// Where a stream's bytes lie: from after the end of line that follows
    /// `stream`, for /Length bytes (§7.3.8.1). A /Length that misses
    /// `endstream` (a common exporter slip) is replaced by the distance to
    /// the next `endstream`; one past the end of the file is an error.
    private func streamExtent(of number: Int, dictionary: [String: PDFObject], keywordEnd: Int) throws -> PDFStream {
        var start = keywordEnd
        if start < bytes.count, bytes[start] == 0x0D { start += 1 }
        if start < bytes.count, bytes[start] == 0x0A { start += 1 }
        var length: Int?
        if let l = dictionary["Length"] {
            let resolved = try resolve(l)
            guard let value = resolved.integer, value >= 0 else {
                throw PDFDocumentError("object \(number): the stream's /Length is \(resolved.kindName), not a non-negative integer")
            }
            guard value <= bytes.count - start else {
                throw PDFDocumentError("object \(number): the stream's /Length \(value) passes the end of the file (\(bytes.count - start) bytes follow)")
            }
            length = value
        }
        if let length {
            var e = start + length
            while e < bytes.count, PDFLexer.isWhitespace(bytes[e]) { e += 1 }
            if matches("endstream", at: e) { return PDFStream(dictionary: dictionary, dataRange: start..<(start + length), objectNumber: number) }
        }
        guard var e = Self.find(Array("endstream".utf8), in: bytes, from: start) else {
            throw PDFDocumentError("object \(number): the stream has no endstream (the file is cut short?)")
        }
        // The end of line before `endstream` is not data.
        if e > start, bytes[e - 1] == 0x0A { e -= 1 }
        if e > start, bytes[e - 1] == 0x0D { e -= 1 }
        return PDFStream(dictionary: dictionary, dataRange: start..<e, objectNumber: number)
    }

    /// Follows references to a direct object (`null` for a missing one).
    func resolve(_ object: PDFObject) throws -> PDFObject {
        var current = object
        var steps = 0
        while case .reference(let n, _) = current {
            steps += 1
            guard steps <= limits.maxReferenceChain else {
                throw PDFDocumentError("object \(n): references chain more than \(limits.maxReferenceChain) deep (a cycle?)")
            }
            current = try self.object(n)
        }
        return current
    }

    /// `key` of `dictionary`, resolved.
    func value(_ dictionary: [String: PDFObject], _ key: String) throws -> PDFObject? {
        guard let v = dictionary[key] else { return nil }
        let r = try resolve(v)
        return r == .null ? nil : r
    }

    /// Every object defined in the file, in file order, then those of
    /// object streams.
    func allObjects() throws -> [(Int, PDFObject)] {
        var out: [(Int, PDFObject)] = []
        for n in order { out.append((n, (try? object(n)) ?? .null)) }
        if !objectStreamsRead { try readObjectStreams() }
        for n in compressed.keys.sorted() { out.append((n, compressed[n] ?? .null)) }
        return out
    }

    // MARK: - Streams

    /// A stream's bytes with its filters undone: none or /FlateDecode
    /// (§7.4.4), without predictors.
    func data(of stream: PDFStream) throws -> [UInt8] {
        let raw = Array(bytes[stream.dataRange])
        let filterObject = try value(stream.dictionary, "Filter")
        var filters: [String] = []
        switch filterObject {
        case nil: return raw
        case .name(let n)?: filters = [n]
        case .array(let items)?:
            for item in items {
                guard let n = try resolve(item).name else {
                    throw PDFDocumentError("object \(stream.objectNumber): the stream's /Filter array holds \(item.kindName), not a name")
                }
                filters.append(n)
            }
        case let other?:
            throw PDFDocumentError("object \(stream.objectNumber): the stream's /Filter is \(other.kindName), not a name or an array")
        }
        var data = raw
        for filter in filters {
            switch filter {
            case "FlateDecode", "Fl":
                if let parms = try value(stream.dictionary, "DecodeParms") ?? value(stream.dictionary, "DP"),
                   let predictor = try parms.dictionary.flatMap({ try value($0, "Predictor") })?.integer, predictor > 1 {
                    throw PDFDocumentError("object \(stream.objectNumber): the stream's /FlateDecode /Predictor \(predictor) is not supported")
                }
                let budget = min(limits.maxStreamBytes, limits.maxTotalStreamBytes - inflatedTotal)
                do {
                    data = try Inflate.inflate(data, maxOutput: budget, maxRatio: limits.maxInflateRatio)
                } catch {
                    switch error {
                    case .tooLarge where budget < limits.maxStreamBytes:
                        throw PDFDocumentError("object \(stream.objectNumber): the streams inflate to more than \(limits.maxTotalStreamBytes) bytes together")
                    case .tooLarge:
                        throw PDFDocumentError("object \(stream.objectNumber): the stream inflates to more than \(limits.maxStreamBytes) bytes")
                    case .ratio(let from, let to):
                        throw PDFDocumentError("object \(stream.objectNumber): the stream inflates from \(from) to more than \(to) bytes, over \(limits.maxInflateRatio)× (a decompression bomb?)")
                    case .corrupt(let message):
                        throw PDFDocumentError("object \(stream.objectNumber): the /FlateDecode stream is corrupt (zlib: \(message))")
                    case .truncated:
                        // Only gzip is read whole; a truncated stream keeps what it inflated.
                        throw PDFDocumentError("object \(stream.objectNumber): the /FlateDecode stream ends early")
                    }
                }
                inflatedTotal += data.count
            default:
                throw PDFDocumentError("object \(stream.objectNumber): the stream's filter /\(filter) is not supported (only /FlateDecode)")
            }
        }
        return data
    }

    /// Reads every object stream once, adding the objects they hold that
    /// the file does not define directly.
    private func readObjectStreams() throws {
        objectStreamsRead = true
        var count = offsets.count
        for number in order {
            guard case .stream(let stream)? = try? object(number), stream.dictionary["Type"] == .name("ObjStm") else { continue }
            guard let n = try value(stream.dictionary, "N")?.integer, n >= 0,
                  let first = try value(stream.dictionary, "First")?.integer, first >= 0 else {
                throw PDFDocumentError("object \(number): the object stream has no /N and /First integers")
            }
            guard n <= limits.maxObjects - count else {
                throw PDFDocumentError("object \(number): more than \(limits.maxObjects) objects in the file with its object stream's \(n)")
            }
            count += n
            let data = try self.data(of: stream)
            var lexer = PDFLexer(bytes: data, maxNesting: limits.maxObjectNesting)
            var pairs: [(Int, Int)] = []
            for _ in 0..<n {
                guard case .integer(let object) = try lexer.next(), case .integer(let offset) = try lexer.next(),
                      object >= 0, offset >= 0, offset <= data.count - first else {
                    throw PDFDocumentError("object \(number): the object stream's header is not \(n) pairs of object numbers and offsets")
                }
                pairs.append((object, first + offset))
            }
            for (object, offset) in pairs where offsets[object] == nil {
                var reader = PDFLexer(bytes: data, position: offset, maxNesting: limits.maxObjectNesting)
                do { compressed[object] = try reader.object() } catch let error as PDFDocumentError {
                    throw PDFDocumentError("object \(object) in the object stream \(number): \(error.message)")
                }
            }
        }
    }

    /// The last `trailer` dictionary, if the file has one.
    func trailer() -> [String: PDFObject]? {
        for offset in trailerOffsets.reversed() {
            var lexer = PDFLexer(bytes: bytes, position: offset, maxNesting: limits.maxObjectNesting)
            if case .dictionary(let d)? = try? lexer.object() { return d }
        }
        return nil
    }
}
