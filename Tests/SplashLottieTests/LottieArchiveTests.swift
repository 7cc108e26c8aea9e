import Foundation
import Testing
@testable import SplashLottie

private typealias F = LottieFixtures
private typealias A = ArchiveFixtures

/// The forms a Lottie animation comes in, told apart by content: JSON, a
/// dotLottie archive of one or several animations, a Telegram sticker.
@Suite struct LottieArchiveTests {
    /// Two documents told apart by their size: 120 × 80 and 60 × 40.
    static let wide = F.document(width: 120, height: 80, layers: [F.solid("red", index: 1, color: "#FF0000")])
    static let small = F.document(width: 60, height: 40, layers: [F.solid("green", index: 1, color: "#00FF00")])

    static func error(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return "\(error)" }
    }

    @Test func aTelegramStickerIsGzippedLottieReadWhateverItsName() throws {
        // The same document gzipped (with a file name and an extra field in
        // its header, as gzip may write) reads as the JSON does, named
        // sticker.tgs or sticker.json.
        var compared = 0
        for bytes in [A.gzip(Array(Self.wide.utf8)), A.gzip(Array(Self.wide.utf8), name: "sticker.json", extra: [1, 2, 3, 4])] {
            for name in ["sticker.tgs", "sticker.json"] {
                let imported = try LottieImporter.scene(file: Data(bytes), file: name, folder: nil, background: .white)
                #expect(imported.scene.canvas.width == 120 && imported.scene.canvas.height == 80)
                #expect(imported.scene.duration == 2)
                let header = try LottieImporter.header(of: Data(bytes), file: name)
                #expect(header.width == 120 && header.frameRate == 30)
                compared += 1
            }
        }
        #expect(compared == 4)
    }

    @Test func aDamagedOrOversizedStickerIsOneLine() throws {
        let good = A.gzip(Array(Self.wide.utf8))
        var compared = 0
        // Cut short inside its data; its checksum changed; not deflate.
        var wrongCRC = good
        wrongCRC[good.count - 8] ^= 0xFF
        var notDeflate = good
        notDeflate[2] = 7
        for (bytes, expected) in [(Array(good.prefix(good.count / 2)), "sticker.tgs: a damaged gzip file (a Telegram sticker is gzip-compressed Lottie JSON): "),
                                  (wrongCRC, "sticker.tgs: a damaged gzip file (a Telegram sticker is gzip-compressed Lottie JSON): its checksum does not match"),
                                  (notDeflate, "sticker.tgs: not a Telegram sticker (.tgs) this reads: a gzip file compressed with method 7, not deflate"),
                                  (Array(good.prefix(5)), "sticker.tgs: not a Telegram sticker (.tgs) this reads: a gzip file not gzip")] {
            let message = try #require(Self.error { _ = try LottieImporter.scene(file: Data(bytes), file: "sticker.tgs", folder: nil, background: .white) })
            #expect(message.hasPrefix(expected), "\(message)")
            #expect(!message.contains("\n"))
            compared += 1
        }
        // Inflated past the limit (here 100 bytes; for files 64 MB).
        #expect(throws: GzipMember.Failure.tooLarge) { try GzipMember.inflate(Data(good), limit: 100) }
        #expect(try GzipMember.inflate(Data(good), limit: Self.wide.utf8.count) == Data(Self.wide.utf8))
        compared += 2
        #expect(compared == 6)
    }

    @Test func anEmptyFileSaysSo() {
        let message = Self.error { _ = try LottieImporter.scene(file: Data(), file: "empty.lottie", folder: nil, background: .white) }
        #expect(message == "empty.lottie: an empty file: expected a Lottie animation (Bodymovin JSON, a .lottie archive or a Telegram .tgs sticker)")
    }

    /// A version 2 dotLottie (a/ID.json) whose manifest starts with "small".
    static let two = Data(A.zip([
        ("manifest.json", Array(#"{"version":"2","animations":[{"id":"wide"},{"id":"small"}],"initial":{"animation":"small"}}"#.utf8)),
        ("a/wide.json", Array(wide.utf8)), ("a/small.json", Array(small.utf8)),
    ]))

    @Test func everyAnimationOfADotLottieIsSelectableAndTheInitialOneIsTheDefault() throws {
        func width(_ data: Data, _ animation: String?) throws -> Double {
            try LottieImporter.scene(file: data, file: "two.lottie", folder: nil, background: .white, animation: animation).scene.canvas.width
        }
        // Version 1: animations/ID.json and `activeAnimationId`.
        let first = Data(A.zip([
            ("manifest.json", Array(#"{"animations":[{"id":"wide"},{"id":"small"}],"activeAnimationId":"wide"}"#.utf8)),
            ("animations/small.json", Array(Self.small.utf8)), ("animations/wide.json", Array(Self.wide.utf8)),
        ]))
        // No manifest: the first by name ("a" before "b").
        let bare = Data(A.zip([("animations/b.json", Array(Self.wide.utf8)), ("animations/a.json", Array(Self.small.utf8))]))
        var compared = 0
        for (data, animation, expected) in [(Self.two, nil as String?, 60.0), (Self.two, "wide", 120), (Self.two, "small", 60),
                                            (first, nil, 120), (first, "small", 60), (bare, nil, 60), (bare, "b", 120)] {
            #expect(try width(data, animation) == expected, "\(animation ?? "default")")
            #expect(try LottieImporter.header(of: data, file: "two.lottie", animation: animation).width == expected)
            compared += 1
        }
        #expect(compared == 7)
        #expect(try LottieImporter.animationIDs(of: Self.two, file: "two.lottie") == ["wide", "small"])
        #expect(try LottieImporter.animationIDs(of: bare, file: "bare.lottie") == ["a", "b"])
        // Named in messages by its path in the archive.
        let imported = try LottieImporter.scene(file: Self.two, file: "two.lottie", folder: nil, background: .white, animation: "wide")
        #expect(imported.scene.layers.count == 1)
    }

    @Test func anUnknownAnimationListsTheAnimationsAndAJSONFileHasOne() throws {
        let unknown = Self.error { _ = try LottieImporter.scene(file: Self.two, file: "two.lottie", folder: nil, background: .white, animation: "tall") }
        #expect(unknown == #"two.lottie: no animation "tall" in the archive; it has "wide" and "small""#)
        let single = Self.error { _ = try LottieImporter.header(of: Data(Self.wide.utf8), file: "one.json", animation: "wide") }
        #expect(single == #"one.json: asked for the animation "wide", but only a .lottie archive holds several; this file is one animation"#)
    }

    @Test func anArchiveWithoutAnAnimationSaysSoInOneLine() throws {
        var compared = 0
        for (entries, expected) in [([(name: String, content: [UInt8])](), "not a dotLottie file: an empty zip archive"),
                                    ([("readme.txt", Array("hello".utf8))], "not a dotLottie file: no animation in animations/ (or a/)"),
                                    ([("manifest.json", Array(#"{"animations":[{"id":"gone"}]}"#.utf8))],
                                     #"not a dotLottie file: its manifest lists "gone", but no animations/ID.json (or a/) is in it"#)] {
            let message = try #require(Self.error { _ = try LottieImporter.scene(file: Data(A.zip(entries)), file: "x.lottie", folder: nil, background: .white) })
            #expect(message.hasPrefix("x.lottie: " + expected), "\(message)")
            compared += 1
        }
        #expect(compared == 3)
    }

    @Test func aDeflatedEntryIsReadFromItsOwnBytesAndChecked() throws {
        // The same animation deflated (one stored deflate block) reads as
        // when stored; damaged, each is one line naming the entry.
        let json = Array(Self.wide.utf8)
        let good = A.ZipEntry.deflated(name: "animations/wide.json", content: json)
        let header = try LottieImporter.header(of: Data(A.zip([good])), file: "d.lottie")
        #expect(header.width == 120 && header.height == 80)
        // Its data cut 10 bytes short (the directory says so too): the
        // stream ends past the data, and the next bytes (the directory)
        // are not read as more of it.
        var cut = good
        cut.data.removeLast(10)
        // A CRC-32 that is not the content's.
        var wrongCRC = good
        wrongCRC.crc ^= 1
        // A size smaller than what the stream inflates to.
        var small = good
        small.size -= 1
        // A zip method other than stored or deflated (12, bzip2).
        var bzip = good
        bzip.method = 12
        let cases: [(A.ZipEntry, String)] = [
            (cut, "animations/wide.json in the archive is damaged (its data ends before its deflate stream)"),
            (wrongCRC, "animations/wide.json in the archive is damaged (its CRC-32 does not match)"),
            (small, "animations/wide.json in the archive is damaged (it inflates past its size, \(json.count - 1) bytes)"),
            (bzip, "animations/wide.json in the archive is compressed by zip method 12"),
        ]
        var compared = 0
        for (entry, expected) in cases {
            let message = try #require(Self.error { _ = try LottieImporter.header(of: Data(A.zip([entry])), file: "d.lottie") })
            #expect(message.hasPrefix("d.lottie: " + expected), "\(message)")
            compared += 1
        }
        #expect(compared == 4)
    }
}
