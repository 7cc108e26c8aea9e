/// Where a JSON path (`layers[0].animations[1].keyTimes`, as errors name
/// fields) is in a file's text, as a line and column for editors
/// (`launch.json:12:7`): the member's key when the path ends in a key, the
/// element when it ends in an index.
///
/// A second, non-validating pass over text that has already parsed: the
/// tree keeps no positions, so the cost is paid only when an error is
/// shown. Nesting deeper than `maximumDepth` is not followed.
public enum JSONPositions {
    public static let maximumDepth = 512

    public enum Segment: Equatable {
        case key(String)
        case index(Int)
    }

    /// Line and column, from 1 (columns count characters); nil when the
    /// path is empty or not in the text.
    public static func locate(_ path: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        guard let segments = parse(path), !segments.isEmpty else { return nil }
        var scanner = Scanner(bytes: bytes)
        scanner.skipWhitespace()
        guard let offset = scanner.find(segments[...], depth: 0) else { return nil }
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Characters, not bytes: UTF-8 continuation bytes do not count.
        let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }

    /// `a.b[2].c` as segments; nil for text that is not such a path.
    public static func parse(_ path: String) -> [Segment]? {
        var segments: [Segment] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = Substring(part)
            let key = rest.prefix { $0 != "[" }
            if !key.isEmpty { segments.append(.key(String(key))) }
            rest = rest.dropFirst(key.count)
            while rest.first == "[" {
                guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]) else { return nil }
                segments.append(.index(index))
                rest = rest[rest.index(after: close)...]
            }
            guard rest.isEmpty else { return nil }
        }
        return segments
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        /// The offset of `path` inside the value that starts here.
        mutating func find(_ path: ArraySlice<Segment>, depth: Int) -> Int? {
            guard let first = path.first, depth < JSONPositions.maximumDepth, index < bytes.count else { return nil }
            switch (bytes[index], first) {
            case (UInt8(ascii: "{"), .key(let wanted)):
                index += 1
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                    let keyStart = index
                    guard let key = string() else { return nil }
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    skipWhitespace()
                    if key == wanted {
                        return path.count == 1 ? keyStart : find(path.dropFirst(), depth: depth + 1)
                    }
                    guard skipValue() else { return nil }
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                }
            case (UInt8(ascii: "["), .index(let wanted)):
                index += 1
                var element = 0
                while true {
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] != UInt8(ascii: "]") else { return nil }
                    if element == wanted {
                        return path.count == 1 ? index : find(path.dropFirst(), depth: depth + 1)
                    }
                    guard skipValue() else { return nil }
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
                    index += 1
                    element += 1
                }
            default:
                return nil
            }
        }

        /// Reads a string (at its opening quote), escapes kept undecoded
        /// but for `\"` and `\\`, which do not end it.
        mutating func string() -> String? {
            index += 1
            var raw: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return String(decoding: raw, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    raw.append(bytes[index + 1])
                    index += 2
                    continue
                }
                raw.append(byte)
                index += 1
            }
            return nil
        }

        /// Steps over one value (brackets counted, strings whole).
        mutating func skipValue() -> Bool {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard string() != nil else { return false }
                    if depth == 0 { return true }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return true }
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                case UInt8(ascii: ","):
                    if depth == 0 { return true }
                default:
                    break
                }
                index += 1
            }
            return depth == 0
        }
    }
}
