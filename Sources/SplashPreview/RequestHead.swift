import Foundation

/// The limits the preview holds every request to, before NIO's HTTP decoder reads it.
/// The preview serves a handful of GETs to one browser on this machine:
/// nothing it serves needs a long address, many headers or a body.
public enum PreviewLimits {
    /// The request line ("GET /still.png?t=0.5 HTTP/1.1"), without its line end: longer is 414.
    public static let requestLine = 8 * 1024
    /// All header lines together, line ends included: more is 431.
    public static let headerBytes = 16 * 1024
    /// Header lines: more is 431.
    public static let headerCount = 100
    /// Seconds from the connection to the end of its head (whether the
    /// client sends nothing or dribbles it): later is 408 and closed.
    public static let headSeconds = 5.0
    /// Connections served at once (a page needs a few): one more is
    /// answered 503 and closed at once.
    public static let connections = 32
    /// Seconds a client may leave the answer unread, or the server take to
    /// go on with it (a still of a heavy scene takes seconds).
    public static let clientStallSeconds = 10.0
    public static let serverStallSeconds = 30.0
    /// After a refusal, what the client is still sending is read and
    /// dropped for this long at most (so it sees the answer rather than a
    /// reset), then the connection is closed.
    public static let lingerSeconds = 1.0
}

/// A refusal: the status, its reason phrase and one line saying why.
struct HeadRefusal: Error, Equatable {
    var status: Int
    var reason: String
    var message: String
    var extraHeaders: [String] = []

    static func badRequest(_ message: String) -> HeadRefusal { HeadRefusal(status: 400, reason: "Bad Request", message: message) }
    static let timeout = HeadRefusal(status: 408, reason: "Request Timeout", message: "the request did not arrive within \(Int(PreviewLimits.headSeconds)) seconds")
    static let busy = HeadRefusal(status: 503, reason: "Service Unavailable", message: "too many connections at once; try again",
                                  extraHeaders: ["Retry-After: 1"])

    /// The whole answer, closing the connection.
    var response: Data {
        let body = message + "\n"
        var head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
        head += "Cache-Control: no-store\r\nConnection: close\r\n"
        for line in extraHeaders { head += line + "\r\n" }
        return Data((head + "\r\n" + body).utf8)
    }
}

/// A request head that passed every check, with the head the HTTP decoder is
/// given: the request line and header lines as they came, except that the
/// connection is closed after one answer (`Connection: close`).
struct RequestHead: Sendable, Equatable {
    var method: String
    var target: String
    var version: String
    /// Names as sent, values without surrounding blanks.
    var fields: [Field]
    var forwarded: Data

    struct Field: Sendable, Equatable {
        var name: String
        var value: String
    }
}

/// Reads a request head byte by byte as it arrives, holding at most the
/// limits: a request line over `PreviewLimits.requestLine` is refused with
/// 414 as soon as it is that long, header lines over their limits with 431;
/// nothing past the head is kept. Then checks it: GET only, no body, and a
/// `Host` that names this machine.
struct HeadReader {
    private var line: [UInt8] = []
    private var requestLine: [UInt8]?
    private var headerLines: [[UInt8]] = []
    private var headerBytes = 0
    private var leadingEmptyLines = 0

    /// Takes the next bytes; the head once it is complete (bytes after it
    /// are not looked at), nil while more is needed.
    mutating func append(_ bytes: some Sequence<UInt8>) throws(HeadRefusal) -> RequestHead? {
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                defer { line.removeAll(keepingCapacity: true) }
                if requestLine == nil {
                    // RFC 9112 §2.2: empty lines before the request line are skipped (a few).
                    if line.isEmpty {
                        leadingEmptyLines += 1
                        if leadingEmptyLines > 4 { throw .badRequest("empty lines instead of a request") }
                        continue
                    }
                    requestLine = line
                } else if line.isEmpty {
                    return try Self.checked(requestLine: requestLine ?? [], headerLines: headerLines)
                } else {
                    headerLines.append(line)
                    if headerLines.count > PreviewLimits.headerCount {
                        throw HeadRefusal(status: 431, reason: "Request Header Fields Too Large",
                                          message: "more than \(PreviewLimits.headerCount) header lines")
                    }
                }
                continue
            }
            line.append(byte)
            if requestLine == nil {
                if line.count > PreviewLimits.requestLine {
                    throw HeadRefusal(status: 414, reason: "URI Too Long",
                                      message: "the request line is longer than \(PreviewLimits.requestLine) bytes")
                }
            } else {
                headerBytes += 1
                // Each line end counts too.
                if headerBytes + headerLines.count * 2 > PreviewLimits.headerBytes {
                    throw HeadRefusal(status: 431, reason: "Request Header Fields Too Large",
                                      message: "the header lines are longer than \(PreviewLimits.headerBytes) bytes together")
                }
            }
        }
        return nil
    }

    static func checked(requestLine: [UInt8], headerLines: [[UInt8]]) throws(HeadRefusal) -> RequestHead {
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
            throw .badRequest("the request line is not METHOD TARGET VERSION")
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        let target = String(decoding: parts[1], as: UTF8.self)
        let version = String(decoding: parts[2], as: UTF8.self)
        guard parts[0].allSatisfy(isTokenByte) else { throw .badRequest("the method is not a word") }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw HeadRefusal(status: 505, reason: "HTTP Version Not Supported", message: "HTTP/1.1 or HTTP/1.0 only")
        }
        // Origin form only ("/path?query"): an absolute URL would name another host.
        guard parts[1].first == UInt8(ascii: "/"), parts[1].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw .badRequest("the target must be a path starting with /")
        }

        var fields: [RequestHead.Field] = []
        var forwarded = Data(requestLine)
        forwarded.append(contentsOf: [13, 10])
        for raw in headerLines {
            guard let first = raw.first, first != UInt8(ascii: " "), first != UInt8(ascii: "\t") else {
                throw .badRequest("a header line is folded onto the one before")
            }
            guard let colon = raw.firstIndex(of: UInt8(ascii: ":")), colon > 0, raw[..<colon].allSatisfy(isTokenByte) else {
                throw .badRequest("a header line is not NAME: VALUE")
            }
            let valueBytes = raw[(colon + 1)...]
            guard valueBytes.allSatisfy({ $0 == 9 || ($0 >= 0x20 && $0 != 0x7F) }) else {
                throw .badRequest("a header value holds control characters")
            }
            let name = String(decoding: raw[..<colon], as: UTF8.self)
            let value = String(decoding: valueBytes, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
            fields.append(.init(name: name, value: value))
            // The connection ends after this answer: the decoder is told so.
            if ["connection", "keep-alive", "proxy-connection", "upgrade"].contains(name.lowercased()) { continue }
            forwarded.append(contentsOf: raw)
            forwarded.append(contentsOf: [13, 10])
        }
        forwarded.append(contentsOf: Array("Connection: close\r\n\r\n".utf8))
        let head = RequestHead(method: method, target: target, version: version, fields: fields, forwarded: forwarded)

        // A GET takes no body: any is refused before a byte of it is read.
        func values(_ name: String) -> [String] { fields.filter { $0.name.lowercased() == name }.map(\.value) }
        if !values("transfer-encoding").isEmpty {
            throw HeadRefusal(status: 413, reason: "Content Too Large", message: "this server takes no request body")
        }
        let lengths = values("content-length")
        if lengths.count > 1 { throw .badRequest("more than one Content-Length") }
        if let length = lengths.first {
            guard !length.isEmpty, length.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
                throw .badRequest("the Content-Length is not a number")
            }
            if length.utf8.contains(where: { $0 != UInt8(ascii: "0") }) {
                throw HeadRefusal(status: 413, reason: "Content Too Large", message: "this server takes no request body")
            }
        }

        // DNS rebinding: a page from elsewhere reaches 127.0.0.1 under its own name.
        let hosts = values("host")
        guard hosts.count == 1, let host = hosts.first else {
            throw .badRequest(hosts.isEmpty ? "a Host header is needed" : "more than one Host header")
        }
        guard isLoopbackHost(host) else {
            throw HeadRefusal(status: 421, reason: "Misdirected Request",
                              message: "this preview answers to localhost, 127.0.0.1 and [::1] only")
        }

        guard method == "GET" else {
            throw HeadRefusal(status: 405, reason: "Method Not Allowed", message: "GET only", extraHeaders: ["Allow: GET"])
        }
        return head
    }

    /// `localhost`, `127.0.0.1` or `[::1]`, in any case, with or without a port.
    static func isLoopbackHost(_ value: String) -> Bool {
        let text = value.lowercased()
        var name = Substring(text), port: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return false }
            name = text[...close]
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.first == ":" else { return false }
                port = rest.dropFirst()
            }
        } else if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            port = text[text.index(after: colon)...]
        }
        if let port {
            guard (1...5).contains(port.count), port.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                  let number = Int(port), number <= 65535 else { return false }
        }
        return name == "localhost" || name == "127.0.0.1" || name == "[::1]"
    }

    /// RFC 9110 §5.6.2 token characters.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
