import Foundation
import SplashStoryboard
import Testing

@Suite struct PropertyListReaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Plist").path

    static func read(_ text: String, file: String = "Test.plist") throws(StoryboardError) -> PropertyListValue {
        try PropertyListReader.read(bytes: Array(text.utf8), file: file)
    }

    /// The error message thrown for `text`, or nil.
    static func failure(_ text: String) -> StoryboardError? {
        do { _ = try read(text); return nil } catch { return error }
    }

    /// Every kind of value of a real-looking Info.plist, with its entities:
    /// "Tom &amp; Jerry&#x27;s &lt;Cafe&gt;" is "Tom & Jerry's <Cafe>";
    /// `<data>` "SGVsbG8=" is base64 for "Hello" (72 101 108 108 111).
    @Test func readsEveryKindOfValue() throws {
        let info = try PropertyListReader.read(contentsOf: "\(Self.fixtures)/Info.plist")
        let expected: [(String, PropertyListValue)] = [
            ("CFBundleDisplayName", .string("Tom & Jerry's <Cafe>")),
            ("CFBundleVersion", .string("1")),
            ("LSRequiresIPhoneOS", .bool(true)),
            ("UIApplicationSceneManifest", .dictionary(["UIApplicationSupportsMultipleScenes": .bool(false)])),
            ("UIRequiredDeviceCapabilities", .array([.string("armv7")])),
            ("UISupportedInterfaceOrientations", .array([.string("UIInterfaceOrientationPortrait"), .string("UIInterfaceOrientationLandscapeLeft")])),
            ("MinimumOSVersion", .real(15.5)),
            ("BuildNumber", .integer(-42)),
            ("Built", .date("2026-01-02T03:04:05Z")),
            ("Token", .data([72, 101, 108, 108, 111])),
        ]
        var compared = 0
        for (key, value) in expected {
            #expect(info[key] == value, "\(key)")
            compared += 1
        }
        #expect(compared == 10)
        guard case .dictionary(let top) = info else { Issue.record("not a dictionary"); return }
        #expect(top.count == 13)
    }

    /// A bare value, an empty string element and an empty dictionary.
    @Test func smallDocuments() throws {
        #expect(try Self.read("<plist version=\"1.0\"><string/></plist>") == .string(""))
        #expect(try Self.read("<plist><dict/></plist>") == .dictionary([:]))
        #expect(try Self.read("<?xml version=\"1.0\"?><array><integer>0x1F</integer><true></true></array>") == .array([.integer(31), .bool(true)]))
    }

    /// Malformed documents: each error names the file, the line and what
    /// was expected.
    @Test func errorsNameTheLine() {
        let cases: [(String, Int, String)] = [
            ("<plist>\n<dict>\n<key>A</key>\n<integer>1.5</integer>\n</dict>\n</plist>", 4, "<integer>\"1.5\"</integer>: expected a whole number"),
            ("<plist>\n<dict>\n<string>A</string>\n</dict>\n</plist>", 3, "<string> in a <dict> where <key> was expected"),
            ("<plist>\n<dict>\n<key>A</key>\n</dict>\n</plist>", 3, "the key \"A\" has no value"),
            ("<plist>\n<dict>\n<key>A</key><real>nan</real>\n</dict>\n</plist>", 3, "expected a finite decimal number"),
            ("<plist>\n<string>&nbsp;</string>\n</plist>", 2, "unknown entity &nbsp;"),
            ("<plist>\n<dict>\n<key>A</key><string>x</string>\n<key>A</key><string>y</string>\n</dict>\n</plist>", 4, "duplicate key \"A\""),
            ("<plist>\n<array>\n<float>1</float>\n</array>\n</plist>", 3, "<float>: expected <dict>, <array>"),
            ("<plist>\n<array>\n<string>x</array>\n</plist>", 3, "</array> where </string> was expected"),
            ("<plist>\n<data>SGV$sbG8=</data>\n</plist>", 2, "<data> is not valid base64"),
            ("<plist>\n<dict attr=\"x></dict>\n</plist>", 2, "not well-formed XML"),
        ]
        var compared = 0
        for (text, line, message) in cases {
            let error = Self.failure(text)
            #expect(error?.file == "Test.plist")
            #expect(error?.line == line, "\(message)")
            #expect(error?.message.contains(message) == true, "\(String(describing: error)) lacks \(message)")
            compared += 1
        }
        #expect(compared == 10)
    }

    /// A binary property list (`bplist00`, written by Python's plistlib as
    /// CoreFoundation writes them) holds the same values as XML: UTF-16
    /// text, 1-, 8-byte (signed) and 6-byte-range integers (2^40 =
    /// 1 099 511 627 776), a real, data, a date, nesting. Another binary
    /// version is refused with the command that converts it.
    @Test func binaryPlists() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.fixtures)/Rich.plist")))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        let plist = try PropertyListReader.read(bytes: bytes, file: "Rich.plist")
        let expected: [(String, PropertyListValue)] = [
            ("Name", .string("Caf\u{E9} \u{2615}")),
            ("Plain", .string("ascii")),
            ("Small", .integer(42)),
            ("Negative", .integer(-1)),
            ("Large", .integer(1_099_511_627_776)),
            ("Real", .real(15.5)),
            ("Flag", .bool(true)),
            ("Off", .bool(false)),
            ("Blob", .data([72, 101, 108, 108, 111])),
            ("When", .date("2026-01-02T03:04:05Z")),
            ("List", .array([.string("a"), .integer(1), .array([.bool(true)])])),
            ("Nested", .dictionary(["Inner": .dictionary(["Key": .string("value")])])),
        ]
        var compared = 0
        for (key, value) in expected {
            #expect(plist[key] == value, "\(key): \(String(describing: plist[key]))")
            compared += 1
        }
        #expect(compared == 12)
        var other = bytes
        other[6] = UInt8(ascii: "1")
        other[7] = UInt8(ascii: "5")
        #expect(throws: StoryboardError(file: "B.plist", "a binary property list of a version other than 00: convert it with `plutil -convert xml1`")) {
            try PropertyListReader.read(bytes: other, file: "B.plist")
        }
    }

    /// A hand-made binary property list: `count` arrays, each holding the
    /// next `refs` times, the last array holding `true`; one-byte offsets
    /// and references.
    static func binaryChain(count: Int, refs: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for k in 0..<count {
            offsets.append(UInt8(bytes.count))
            bytes.append(0xA0 | UInt8(refs))
            bytes += [UInt8](repeating: UInt8(k + 1), count: refs)
        }
        offsets.append(UInt8(bytes.count))
        bytes.append(0x09)   // true
        let table = bytes.count
        bytes += offsets
        func be64(_ v: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: v >> (56 - 8 * $0)) } }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + be64(count + 1) + be64(0) + be64(table)
        return bytes
    }

    /// Binary bombs: arrays nested 70 deep are refused at the 65th; 40
    /// arrays each holding the next twice (2^40 paths, 129 bytes) are
    /// refused after 200 000 objects; 10 deep is read (1 + 2 + … + 2^10
    /// = 2047 objects); a trailer pointing outside the file and a truncated
    /// one are refused.
    @Test func binaryBombsRefused() throws {
        func message(_ bytes: [UInt8]) -> String? {
            do { _ = try PropertyListReader.read(bytes: bytes, file: "B.plist"); return nil } catch { return error.message }
        }
        #expect(message(Self.binaryChain(count: 70, refs: 1)) == "binary property list: object 64: arrays and dictionaries nested more than 64 deep")
        #expect(message(Self.binaryChain(count: 40, refs: 2)) == "binary property list: more than 200000 objects visited (objects shared over and over?)")
        var value = try PropertyListReader.read(bytes: Self.binaryChain(count: 10, refs: 2), file: "B.plist")
        var depth = 0
        while case .array(let items) = value, items.count == 2 {
            depth += 1
            value = items[0]
        }
        #expect(depth == 10 && value == .bool(true))
        var outside = Self.binaryChain(count: 10, refs: 2)
        outside[outside.count - 1] = 0xFF   // the offset table at byte 255 of an 82-byte file
        #expect(message(outside) == "binary property list: the trailer's object count, top object or offset table lies outside the file")
        #expect(message(Array(Self.binaryChain(count: 10, refs: 2).dropLast(3))) == "binary property list: the trailer's offset size 0 or reference size 0 is not 1 to 8")
    }

    /// Arrays nested 64 deep are read; 65 deep is refused at the 65th
    /// `<array>`, on line 65 (one per line), before anything inside it.
    @Test func depthBombRefused() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "<array>\n", count: depth) + String(repeating: "</array>", count: depth)
        }
        var value = try Self.read(nested(64))
        var depth = 0
        while case .array(let inner) = value {
            depth += 1
            guard let first = inner.first else { break }
            value = first
        }
        #expect(depth == 64)
        let error = Self.failure(nested(65))
        #expect(error?.line == 65)
        #expect(error?.message == "<array> nested more than 64 deep")
        // 200 000 nested arrays (3.2 MB) are refused at the same place.
        #expect(Self.failure(nested(200_000))?.line == 65)
    }

    /// The element count is bounded: 200 001 `<true/>` in an array are one
    /// too many (the array is an element too).
    @Test func elementCountBounded() {
        let text = "<array>" + String(repeating: "<true/>", count: 200_000) + "</array>"
        #expect(Self.failure(text)?.message == "more than 200000 elements in a property list")
    }
}
