import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// Images named in a scene file, resolved next to the file, through the binary.
@Suite(.serialized) struct ImageInputTests {
    static let scene = ##"{"duration": 1, "backgroundColor": "#000000", "layers": [{"frame": [0, 0, "W", "H"], "contents": {"type": "image", "source": "art/screen.png", "gravity": "resize"}}]}"##

    /// A PNG that claims a size in its header, with no real picture data:
    /// refusing it must not need the 1.6 GB its pixels would take.
    static func pngHeaderOnly(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IEND", [])
    }

    func folderWithScene() throws -> URL {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("art"), withIntermediateDirectories: true)
        try Data(Self.scene.utf8).write(to: folder.appendingPathComponent("launch.json"))
        return folder
    }

    @Test func aPNGBesideTheSceneIsDrawn() throws {
        let folder = try folderWithScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 8×8, opaque green.
        let green = [UInt8]((0..<64).flatMap { _ in [UInt8(0), 200, 80, 255] })
        try Data(try PNGEncoder.encode(rgba: green, width: 8, height: 8)).write(to: folder.appendingPathComponent("art/screen.png"))
        // Run from another folder: the path resolves against the scene file.
        let result = try Binary.run(["--scene", folder.appendingPathComponent("launch.json").path, "--size", "20x30", "--scale", "1", "--at", "0",
                                     folder.appendingPathComponent("still.png").path])
        #expect(result.status == 0, "\(result.stderr)")
        let still = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("still.png"))))
        #expect(still.width == 20 && still.height == 30)
        #expect(Array(still.pixels[(15 * 20 + 10) * 4..<(15 * 20 + 10) * 4 + 4]) == [0, 200, 80, 255])
    }

    @Test(arguments: [
        ("text", "cannot use the image"),
        ("truncated", "cannot use the image"),
        ("playlist", "cannot use the image"),
        ("missing", "launch.json: layers[0].contents.source: no such file: art/screen.png"),
        ("huge", "image is 20000×20000, over the 100 Mpixel limit"),
    ])
    func aBadImageIsOneClearLine(kind: String, message: String) throws {
        let folder = try folderWithScene()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("art/screen.png")
        switch kind {
        case "text": try Data("this is not a picture\n".utf8).write(to: target)
        case "truncated":
            let pixels = [UInt8](repeating: 128, count: 32 * 32 * 4)
            let png = try PNGEncoder.encode(rgba: pixels, width: 32, height: 32)
            try Data(png.prefix(png.count / 2)).write(to: target)
        case "playlist": try Data("#EXTM3U\n#EXTINF:1,\nfile:///etc/passwd\n".utf8).write(to: target)
        case "huge": try Data(Self.pngHeaderOnly(width: 20000, height: 20000)).write(to: target)
        default: break
        }
        let result = try Binary.run(["--scene", "launch.json", "--size", "20x30", "out.mp4"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(message) && result.stderr.contains("screen.png"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.mp4").path))
    }
}

/// Text in scene files, through the binary.
@Suite(.serialized) struct TextInputTests {
    static let scene = ##"{"duration": 0.5, "backgroundColor": "#FFFFFF", "layers": [{"frame": [10, 10, 200, 40], "contents": {"type": "text", "string": "Hello 你好", "fontFamily": "No Such Font 123", "fontSize": 20, "color": "#000000"}}]}"##

    @Test func aMissingFontIsAWarningAndTheRenderGoesOn() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.scene.utf8).write(to: folder.appendingPathComponent("hello.json"))
        let result = try Binary.run(["--scene", "hello.json", "--size", "220x60", "--scale", "1", "--at", "0", "hello.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("warning") && result.stderr.contains("No Such Font 123"), "\(result.stderr)")
        let still = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("hello.png"))))
        // Some dark glyph pixels inside the text box, none outside it.
        var inside = 0, outside = 0
        for y in 0..<60 {
            for x in 0..<220 where still.pixels[(y * 220 + x) * 4] < 128 {
                if (10..<210).contains(x) && (10..<50).contains(y) { inside += 1 } else { outside += 1 }
            }
        }
        #expect(inside > 100 && outside == 0, "inside \(inside), outside \(outside)")

        let quiet = try Binary.run(["--scene", "hello.json", "--size", "220x60", "--quiet", "--at", "0", "quiet.png"], in: folder)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test func aMissingFontFileIsAnError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = ##"{"duration": 0.5, "layers": [{"frame": [0, 0, 100, 40], "contents": {"type": "text", "string": "Hi", "fontFile": "fonts/Brand.otf"}}]}"##
        try Data(scene.utf8).write(to: folder.appendingPathComponent("brand.json"))
        let result = try Binary.run(["--scene", "brand.json", "--size", "100x40", "out.mp4"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("Brand.otf"), "\(result.stderr)")
        #expect(contents(of: folder) == ["brand.json"])
    }

    /// A FIFO (or a device) named as the font is refused before FreeType
    /// would block reading it; the run ends at once.
    @Test func aFIFOAsFontFileIsRefusedAtOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("Brand.otf").path, 0o600) == 0)
        let scene = ##"{"duration": 0.5, "layers": [{"frame": [0, 0, 100, 40], "contents": {"type": "text", "string": "Hi", "fontFile": "Brand.otf"}}]}"##
        try Data(scene.utf8).write(to: folder.appendingPathComponent("brand.json"))
        let running = try Binary.start(["--scene", "brand.json", "--size", "100x40", "out.mp4"], in: folder)
        let deadline = Date().addingTimeInterval(30)
        while running.process.isRunning && Date() < deadline { usleep(20_000) }
        if running.process.isRunning { running.process.terminate() }
        let result = try Binary.finish(running)
        #expect(result.status != 0)
        #expect(result.stderr.hasSuffix("Brand.otf cannot be used: it is a pipe (FIFO), not a regular file\n"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(contents(of: folder) == ["Brand.otf", "brand.json"])
    }
}

/// SVG logos in scene files: vector content, sharp at any scale.
@Suite(.serialized) struct SVGInputTests {
    static let logo = ##"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><g fill="#000"><rect x="0" y="0" width="36" height="72"/></g></svg>"##

    func render(svg: String, scale: Double) throws -> (Binary.Result, DecodedImage?) {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(svg.utf8).write(to: folder.appendingPathComponent("logo.svg"))
        let scene = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [{"position": [100, 100], "size": [72, 72], "transform": {"scale": \##(scale)}, "contents": {"type": "image", "source": "logo.svg", "gravity": "resizeAspect"}}]}"##
        try Data(scene.utf8).write(to: folder.appendingPathComponent("logo.json"))
        let result = try Binary.run(["--scene", "logo.json", "--size", "200x200", "--scale", "1", "--at", "0", "still.png"], in: folder)
        let still = try? ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("still.png"))))
        return (result, still)
    }

    /// The left half of the logo, scaled 18× about the centre: its right
    /// edge lands on x = 100 and stays one pixel wide.
    @Test(arguments: [1.0, 18.0])
    func anSVGLogoStaysSharp(scale: Double) throws {
        let (result, still) = try render(svg: Self.logo, scale: scale)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try #require(still)
        let row = (0..<200).map { image.pixels[(100 * 200 + $0) * 4] }
        #expect(row[99] == 0 && row[100] == 255, "the edge sits between pixels 99 and 100: \(row[95...104])")
        #expect(row.filter { $0 != 0 && $0 != 255 }.isEmpty, "no soft pixels on a pixel-aligned edge")
        if scale == 18 {
            #expect(row[0] == 0, "at 18× the dark half reaches the left edge of the frame")
        } else {
            #expect(row[63] == 255 && row[64] == 0, "at 1× the logo spans x = 64…136")
        }
    }

    /// What an SVG asks for that is not drawn is a warning naming the
    /// file, the line and the element; the rest is drawn.
    @Test func anSVGElementNotDrawnIsAWarningNamingItsFileAndLine() throws {
        let (result, still) = try render(svg: #"<svg viewBox="0 0 10 10">\#n<foreignObject width="5" height="5"/></svg>"#, scale: 1)
        #expect(result.status == 0, "\(result.stderr)")
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(warnings.first?.contains("logo.svg: line 2: <foreignObject> (HTML inside the SVG) is not drawn") == true, "\(result.stderr)")
        #expect(still != nil)
    }
}
