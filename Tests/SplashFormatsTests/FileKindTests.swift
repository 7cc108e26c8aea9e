import Foundation
import Testing
@testable import SplashFormats

/// Every kind is recognised by content, whatever the name, from the bytes
/// each format's specification puts first.
@Suite struct FileKindTests {
    static let samples: [(String, [UInt8], FileKind?)] = [
        ("PNG signature", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], .png),
        ("JPEG SOI", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16], .jpeg),
        ("WebP RIFF", Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webp),
        ("GIF89a", Array("GIF89a".utf8) + [1, 0, 1, 0], .gif),
        ("GIF87a", Array("GIF87a".utf8) + [1, 0, 1, 0], .gif),
        ("HEIC ftyp", [0, 0, 0, 24] + Array("ftypheic".utf8), .heif),
        ("zip", [0x50, 0x4B, 0x03, 0x04, 20, 0], .zip),
        ("empty zip", [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18), .zip),
        ("gzip", [0x1F, 0x8B, 8, 0], .gzip),
        ("PDF", Array("%PDF-1.7\n".utf8), .pdf),
        ("PDF after junk", Array("garbage\n%PDF-1.4\n".utf8), .pdf),
        ("SVG", Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), .svg),
        ("SVG with prolog, comment and DOCTYPE", Array("\u{FEFF}<?xml version=\"1.0\"?>\n<!-- <svg> --><!DOCTYPE svg><svg:svg/>".utf8), .svg),
        ("storyboard", Array("<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>".utf8), .xml),
        ("Lottie", Array(#"{"v":"5.7.4","fr":60,"ip":0,"op":60,"w":100,"h":100,"layers":[]}"#.utf8), .lottieJSON),
        ("scene", Array(#"  {"canvas": {"width": 390}, "layers": []}"#.utf8), .json),
        ("JSON array", Array("[1, 2]".utf8), .json),
        ("text", Array("IS_SANDBOX=1".utf8), nil),
        ("empty", [], nil),
    ]

    @Test func recognisesEachKindByItsFirstBytes() {
        var compared = 0
        for (name, bytes, kind) in Self.samples {
            #expect(FileKind(sniffing: bytes) == kind, "\(name)")
            compared += 1
        }
        #expect(compared == 19)
    }

    @Test func zipIsTheDotLottieSignature() {
        #expect(FileKind.isZip([0x50, 0x4B, 0x03, 0x04]))
        #expect(!FileKind.isZip(Array("PK".utf8)))
        #expect(!FileKind.isZip(Array("{\"v\":1}".utf8)))
    }
}

@Suite struct ImageHeaderTests {
    @Test func bitmapSizesFromTheirHeaders() {
        var png = [UInt8](repeating: 0, count: 24)
        png.replaceSubrange(0..<8, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png.replaceSubrange(12..<16, with: Array("IHDR".utf8))
        png.replaceSubrange(16..<24, with: [0, 0, 0x01, 0x2C, 0, 0, 0, 0xC8])   // 300 × 200
        #expect(ImageHeader.size(of: png, kind: .png)! == (300, 200))
        // JPEG: SOI, an APP0 segment, fill bytes, then SOF0 with height 480, width 640.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80]
        #expect(ImageHeader.size(of: jpeg, kind: .jpeg)! == (640, 480))
        let gif = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00]   // 320 × 240, little-endian
        #expect(ImageHeader.size(of: gif, kind: .gif)! == (320, 240))
        #expect(ImageHeader.size(of: Array(png.prefix(20)), kind: .png) == nil)
        #expect(ImageHeader.size(of: png, kind: .svg) == nil)
    }

    /// An SVG's size: width and height in CSS units (96 per inch), or the
    /// viewBox's, the missing side kept in its aspect ratio.
    @Test func svgRootSizes() throws {
        func size(_ text: String) throws -> (Double, Double) {
            let s = try ImageHeader.svgSize(Array(text.utf8))
            return (s.width, s.height)
        }
        #expect(try size(#"<svg width="1in" height="48pt"/>"#) == (96, 64))
        #expect(try size(#"<svg viewBox="0 0 40 20"/>"#) == (40, 20))
        #expect(try size(#"<svg width="80" viewBox="0,0,40,20"/>"#) == (80, 40))
        #expect(try size(#"<svg height="100%" width="10mm" viewBox="0 0 10 5"/>"#).0 == 10 * 96 / 25.4)
        #expect(throws: ImageHeader.SVGSizeError.self) { _ = try size(#"<svg width="10"/>"#) }
        #expect(throws: ImageHeader.SVGSizeError.self) { _ = try size(#"<html/>"#) }
    }
}

@Suite struct HTMLTextTests {
    @Test func escapesEveryCharacterThatEndsTextOrAnAttribute() {
        #expect(HTMLText.escape(#"<img src=x onerror='a("&")'>"#) == "&lt;img src=x onerror=&#39;a(&quot;&amp;&quot;)&#39;&gt;")
        #expect(HTMLText.escape("kugou@iPhone 15 · ×") == "kugou@iPhone 15 · ×")
    }
}

@Suite struct BoundedFileTests {
    static func temporary(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "bounded-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func readsWithinTheLimitAndRefusesWhatIsNotARegularFile() throws {
        let path = try Self.temporary(Array("hello".utf8))
        defer { unlink(path) }
        let file = BoundedFile(noun: "scene file", plural: "scene files", limit: 5)
        #expect(try file.read(path) == Array("hello".utf8))
        let prefix = try file.readPrefix(path, count: 2)
        #expect(prefix.bytes == Array("he".utf8) && prefix.fileSize == 5)
        let small = BoundedFile(noun: "scene file", plural: "scene files", limit: 4)
        #expect(throws: FileReadError(file: path, noun: "scene file", plural: "scene files", limit: 4, problem: .tooLarge(bytes: 5))) {
            _ = try small.read(path)
        }
        #expect(throws: FileReadError(file: "x.json", noun: "scene file", plural: "scene files", limit: 5, problem: .unreadable(ENOENT))) {
            _ = try file.read("/nonexistent/x.json", shownAs: "x.json")
        }
        do {
            _ = try file.read(NSTemporaryDirectory())
            Issue.record("a folder was read")
        } catch {
            #expect(error.problem == .folder)
            #expect(error.description.hasSuffix(": it is a folder, not a file"))
        }
        do {
            _ = try file.read("/dev/zero")
            Issue.record("a device was read")
        } catch {
            #expect(error.problem == .device)
        }
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = NSTemporaryDirectory() + "bounded-fifo-\(UUID().uuidString)"
        #expect(mkfifo(path, 0o644) == 0)
        defer { unlink(path) }
        do {
            _ = try BoundedFile(noun: "image", plural: "images", limit: 1 << 20).read(path)
            Issue.record("a FIFO was read")
        } catch {
            #expect(error.problem == .pipe)
            #expect(error.description == "cannot read the image \(path): it is a pipe (FIFO), not a regular file")
        }
    }
}
