import Foundation
import Testing
@testable import SplashScene
@testable import SplashFormats

/// The project's JSON reader: strict RFC 8259, every error one line with
/// its position, bounded depth, duplicate keys refused.
struct JSONReaderTests {
    static func parse(_ text: String) throws(JSONFileError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    static func parse(_ bytes: [UInt8]) throws(JSONFileError) -> JSONValue {
        try JSONValue.parse(Data(bytes), file: "scene.json")
    }

    /// The one line a document gives, or nil when it parses.
    static func message(_ bytes: [UInt8]) -> String? {
        do {
            _ = try parse(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    static func message(_ text: String) -> String? { message(Array(text.utf8)) }

    /// Everything RFC 8259 leaves out, each with the line the user sees.
    @Test(arguments: [
        ("[1, 2,]", "line 1, column 6: a trailing comma before ']' is not allowed"),
        (#"{"a": 1,}"#, "line 1, column 8: a trailing comma before '}' is not allowed"),
        ("[1, // one\n2]", "line 1, column 5: comments are not allowed in JSON"),
        ("/* scene */ {}", "line 1, column 1: comments are not allowed in JSON"),
        ("{} // end", "line 1, column 4: comments are not allowed in JSON"),
        ("[NaN]", "line 1, column 2: NaN is not a JSON number"),
        ("[Infinity]", "line 1, column 2: Infinity is not a JSON number"),
        ("[-Infinity]", "line 1, column 2: -Infinity is not a JSON number"),
        ("[-Inf]", "line 1, column 3: expected a digit after '-'"),
        ("[01]", "line 1, column 2: leading zeros are not allowed in a number"),
        ("[-007]", "line 1, column 2: leading zeros are not allowed in a number"),
        ("[+1]", "line 1, column 2: a number must not start with '+'"),
        ("[.5]", "line 1, column 2: a number needs a digit before the decimal point"),
        ("[1.]", "line 1, column 4: expected a digit after the decimal point"),
        ("[1e]", "line 1, column 4: expected a digit in the exponent"),
        ("[-]", "line 1, column 3: expected a digit after '-'"),
        ("[1e400]", "line 1, column 2: the number 1e400 is too large (the largest is about 1.8e308)"),
        ("[-1.5e309]", "line 1, column 2: the number -1.5e309 is too large (the largest is about 1.8e308)"),
        ("[\"a\nb\"]", "line 1, column 4: control character U+000A must be escaped in a string"),
        ("[\"a\tb\"]", "line 1, column 4: control character U+0009 must be escaped in a string"),
        ("[\"\u{1B}[2J\"]", #"line 1, column 3: control character U+001B must be escaped in a string"#),
        (#"["\ud800"]"#, #"line 1, column 3: lone surrogate \ud800 in a string"#),
        (#"["\uDC00x"]"#, #"line 1, column 3: lone surrogate \uDC00 in a string"#),
        (#"["\ud800\u0041"]"#, #"line 1, column 3: lone surrogate \ud800 in a string"#),
        (#"["\ud800\n"]"#, #"line 1, column 3: lone surrogate \ud800 in a string"#),
        (#"["\u12"]"#, #"line 1, column 3: \u must be followed by four hex digits"#),
        (#"["\x41"]"#, #"line 1, column 3: invalid escape '\x' in a string (JSON has \" \\ \/ \b \f \n \r \t \uXXXX)"#),
        (#"['a']"#, "line 1, column 2: strings must be in double quotes, not single quotes"),
        (#"{a: 1}"#, "line 1, column 2: expected a member name in double quotes, or '}'"),
        (#"{"a" 1}"#, "line 1, column 6: expected ':' after the member name"),
        (#"{"a": 1 "b": 2}"#, "line 1, column 9: expected ',' or '}' after an object member"),
        ("[1 2]", "line 1, column 4: expected ',' or ']' after an array element"),
        ("[True]", #"line 1, column 2: unexpected word "True" (strings need double quotes; the literals are true, false and null)"#),
        // A file of another format is quoted no further than its first few letters.
        ("IS_SANDBOX=1\nSECRET=x", #"line 1, column 1: unexpected word "IS_SAN…" (strings need double quotes; the literals are true, false and null)"#),
        ("{} {}", "line 1, column 4: unexpected text after the JSON document"),
        ("[1]]", "line 1, column 4: unexpected text after the JSON document"),
        ("", "line 1, column 1: expected a value, but the file ends"),
        ("  \n ", "line 2, column 2: expected a value, but the file ends"),
        ("[1,", "line 1, column 4: expected a value, but the file ends"),
        (#"{"a": "#, "line 1, column 7: expected a value, but the file ends"),
        (#"["abc"#, "line 1, column 2: a string is not closed before the end of the file"),
        ("[1\u{A0}]", "line 1, column 3: expected ',' or ']' after an array element, found U+00A0"),
        ("[\u{FEFF}1]", "line 1, column 2: expected a value, found U+FEFF"),
    ])
    func refusesWhatRFC8259LeavesOut(json: String, message: String) {
        #expect(Self.message(json) == "scene.json: not valid JSON: " + message)
    }

    /// Bytes that are not UTF-8, in a string and outside one.
    @Test(arguments: [
        ([0x22, 0xFF, 0x22] as [UInt8], "line 1, column 2: invalid UTF-8"),
        ([0x22, 0xC0, 0x80, 0x22], "line 1, column 2: invalid UTF-8"),            // overlong NUL
        ([0x22, 0xED, 0xA0, 0x80, 0x22], "line 1, column 2: invalid UTF-8"),      // a surrogate encoded
        ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "line 1, column 2: invalid UTF-8"), // past U+10FFFF
        ([0x22, 0x61, 0xE2, 0x82], "line 1, column 3: invalid UTF-8"),            // cut short at the end
        ([0x5B, 0x31, 0x2C, 0xFE, 0x5D], "line 1, column 4: invalid UTF-8"),      // outside a string
    ])
    func refusesInvalidUTF8(bytes: [UInt8], message: String) {
        #expect(Self.message(bytes) == "scene.json: not valid JSON: " + message)
    }

    /// Line and column of an error twelve lines down, with CRLF line ends
    /// and characters of several bytes before it on its line.
    @Test func errorsNameTheirLineAndColumn() {
        let lines = (1...9).map { "  \"key\($0)\": \"é→\($0)\"," }
        let document = "{\n" + lines.joined(separator: "\n") + "\n  \"k\": 1\n    \"next\": 2\n}"
        #expect(Self.message(document) == "scene.json: not valid JSON: line 12, column 5: expected ',' or '}' after an object member")
        #expect(Self.message("{\n\"é→\": 1 \"next\": 2}") == "scene.json: not valid JSON: line 2, column 9: expected ',' or '}' after an object member")
        #expect(Self.message("[\r\n1,\r\n\"é→\" x]") == "scene.json: not valid JSON: line 3, column 6: expected ',' or ']' after an array element")
        #expect(Self.message("[1,\r2 3]") == "scene.json: not valid JSON: line 2, column 3: expected ',' or ']' after an array element")
    }

    @Test func aDuplicateKeyIsAnErrorNamingTheKeyAndThePath() {
        #expect(Self.message(#"{"duration": 1, "duration": 2}"#) == #"scene.json: duplicate key "duration" (line 1, column 17)"#)
        #expect(Self.message("{\"layers\": [{\"opacity\": 1,\n \"opacity\": 0.5}]}")
                == #"scene.json: layers[0]: duplicate key "opacity" (line 2, column 2)"#)
        #expect(Self.message(#"{"a": {"b": [0, {}, {"x": [], "x": null}]}}"#) == #"scene.json: a.b[2]: duplicate key "x" (line 1, column 31)"#)
        // The same key written two ways is the same key.
        #expect(Self.message(#"{"ab": 1, "a\u0062": 2}"#) == #"scene.json: duplicate key "ab" (line 1, column 11)"#)
        // Keys in different objects, and keys that differ, are fine.
        #expect(Self.message(#"[{"a": 1}, {"a": 2, "A": 3, "a ": 4}]"#) == nil)
    }

    /// A file of nothing but `[` is refused where its 129th level opens,
    /// at once: no stack overflow, and nothing after it read. What follows
    /// ends in bytes that are not UTF-8, an error of its own that any pass
    /// over the whole file would report first.
    @Test(arguments: [("[", 129), (#"{"a":"#, 641), (#"[{"a":"#, 385)])
    func depthIsLimitedAndCheckedAtOnce(opening: String, column: Int) {
        let bytes = Array(String(repeating: opening, count: 150_000 / opening.utf8.count).utf8) + [0xFF, 0xFE]
        #expect(Self.message(bytes) == "scene.json: not valid JSON: line 1, column \(column): nests deeper than 128 levels")
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let deepest = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
        #expect(Self.message(deepest) == nil)
        let tooDeep = "[" + deepest + "]"
        #expect(Self.message(tooDeep) == "scene.json: not valid JSON: line 1, column 129: nests deeper than 128 levels")
        var object = "1"
        for _ in 0..<128 { object = #"{"a": \#(object)}"# }
        #expect(Self.message(object) == nil)
    }

    /// Nesting never reaches the call stack: the deepest document accepted
    /// is read on a thread with 64 KiB of stack (worker threads have 4 MiB).
    @Test func theDeepestDocumentFitsInASmallStack() {
        var text = "1"
        for _ in 0..<64 { text = #"[{"a": \#(text)}]"# }
        final class Outcome: @unchecked Sendable { var message: String?? = .none }
        let outcome = Outcome(), done = DispatchSemaphore(value: 0)
        let thread = Thread { [text] in
            outcome.message = .some(Self.message(text))
            done.signal()
        }
        thread.stackSize = 64 << 10
        thread.start()
        done.wait()
        #expect(outcome.message == .some(nil))
    }

    /// Time grows with the input, not faster: a wide document of a
    /// megabyte and one of four megabytes of numbers, strings and objects.
    @Test func timeIsLinearInTheInput() throws {
        func document(_ count: Int) -> [UInt8] {
            let item = #"{"position": [187.5, -12e-3], "id": "logo\n\u00e9\ud83d\ude00", "hidden": false, "n": null},"#
            return Array(("[" + String(repeating: item, count: count) + "0]").utf8)
        }
        let small = document(10_000), large = document(40_000)
        func seconds(_ bytes: [UInt8]) throws -> Double {
            let start = ContinuousClock.now
            _ = try Self.parse(bytes)
            let elapsed = ContinuousClock.now - start
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
        _ = try seconds(small)  // warm up
        let a = try seconds(small), b = try seconds(large)
        // Four times the input: about four times the time (quadratic would be 16).
        #expect(b < 10 * a + 0.2, "\(small.count) bytes in \(a) s, \(large.count) bytes in \(b) s")
    }

    /// Values RFC 8259 allows, read to what they say.
    @Test func readsEveryKindOfValue() throws {
        let value = try Self.parse("\u{FEFF} {\"s\": \"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u0041\\u00e9\\uD83D\\uDE00\\u0000é😀\", "
                                   + "\"n\": [0, -0, 1, -12, 1.5, 2e3, 2E-3, 1e-400, 12345678901234567890, 0.1, 9007199254740993], "
                                   + "\"l\": [true, false, null, [], {}]}\r\n\t ")
        let expected: JSONValue = .object([
            "s": .string("a\"b\\c/d\u{08}\u{0C}\n\r\tAé😀\u{0}é😀"),
            "n": .array([.number(0), .number(-0.0), .number(1), .number(-12), .number(1.5), .number(2000), .number(0.002), .number(0),
                         .number(12345678901234567890), .number(0.1), .number(9007199254740992)]),
            "l": .array([.bool(true), .bool(false), .null, .array([]), .object([:])]),
        ])
        #expect(value == expected)
        guard case .object(let members) = value, case .array(let numbers) = members["n"], case .number(let negativeZero) = numbers[1] else {
            Issue.record("not the expected shape")
            return
        }
        #expect(negativeZero.sign == .minus)
    }

    /// Every preset and the schema parse to exactly the tree Foundation's
    /// JSONDecoder gave them before this reader.
    @Test(arguments: Preset.all.map { ($0.name, $0.json) } + [("schema", SceneSchema.json)])
    func presetsParseAsFoundationParsesThem(name: String, json: String) throws {
        let data = Data(json.utf8)
        let ours = try JSONValue.parse(data, file: name)
        let foundation = try JSONDecoder().decode(FoundationTree.self, from: data).value
        #expect(ours == foundation)
        // And to what JSONSerialization reads.
        let difference = Self.difference(ours, try JSONSerialization.jsonObject(with: data))
        #expect(difference == nil, "differs from JSONSerialization at \(difference ?? "")")
    }

    /// The path of the first place where a tree and JSONSerialization's
    /// objects for the same text differ, or nil.
    static func difference(_ value: JSONValue, _ object: Any, at path: String = "") -> String? {
        switch value {
        case .null: return object is NSNull ? nil : path
        case .bool(let flag): return (object as? Bool) == flag ? nil : path + " (\(flag) ≠ \(object))"
        case .number(let number):
            // JSONSerialization gives some fractions as NSDecimalNumber, whose
            // doubleValue can be one unit in the last place off (7.6000000000000005);
            // its text is exact.
            let other = (object as? NSDecimalNumber).flatMap { Double($0.description) } ?? (object as? NSNumber)?.doubleValue
            return other == number ? nil : path + " (\(number) ≠ \(object))"
        case .string(let text): return (object as? String) == text ? nil : path
        case .array(let items):
            guard let others = object as? [Any], others.count == items.count else { return path }
            return zip(items, others).enumerated().lazy.compactMap { difference($1.0, $1.1, at: "\(path)[\($0)]") }.first
        case .object(let members):
            guard let others = object as? [String: Any], Set(others.keys) == Set(members.keys) else { return path }
            return members.keys.sorted().lazy.compactMap { key in difference(members[key] ?? .null, others[key] ?? NSNull(), at: "\(path).\(key)") }.first
        }
    }
}

/// How `JSONValue` was decoded with Foundation's JSONDecoder before the
/// project had its own reader, kept to compare the two.
private struct FoundationTree: Decodable {
    var value: JSONValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let flag = try? container.decode(Bool.self) {
            value = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            value = .number(number)
        } else if let text = try? container.decode(String.self) {
            value = .string(text)
        } else if let items = try? container.decode([FoundationTree].self) {
            value = .array(items.map(\.value))
        } else {
            value = .object(try container.decode([String: FoundationTree].self).mapValues(\.value))
        }
    }
}
