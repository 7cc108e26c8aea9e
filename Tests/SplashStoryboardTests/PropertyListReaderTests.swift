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

    /// A binary property list is refused with the command that converts it.
    @Test func binaryPlistRefused() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(Self.fixtures)/Binary.plist")))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        #expect(throws: StoryboardError(file: "Binary.plist", "a binary property list: convert it with `plutil -convert xml1`")) {
            try PropertyListReader.read(bytes: bytes, file: "Binary.plist")
        }
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
