import Foundation
import Testing
import SplashVideo

/// Images named in a scene file, resolved next to the file, through the binary.
@Suite(.serialized) struct ImageInputTests {
    static let scene = ##"{"duration": 1, "backgroundColor": "#000000", "layers": [{"frame": [0, 0, "W", "H"], "contents": {"type": "image", "source": "art/screen.png", "gravity": "resize"}}]}"##

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
        ("missing", "cannot read the image"),
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
}
