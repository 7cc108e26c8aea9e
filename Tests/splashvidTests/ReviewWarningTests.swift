import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// Notices and warnings that save a review, through the binary: Apple's
/// font names drawn with their stand-ins, images cropped or letterboxed by
/// their gravity, opaque images used as masks. None fails the render.
@Suite(.serialized) struct ReviewWarningTests {
    /// A `width`×`height` PNG of one opaque colour.
    static func opaquePNG(width: Int, height: Int) throws -> Data {
        Data(try PNGEncoder.encode(rgba: [UInt8]((0..<width * height).flatMap { _ in [UInt8(0), 200, 80, 255] }), width: width, height: height))
    }

    func render(scene: String, files: [String: Data], arguments: [String]) throws -> (result: Binary.Result, folder: URL) {
        let folder = try temporaryFolder()
        try Data(scene.utf8).write(to: folder.appendingPathComponent("launch.json"))
        for (name, data) in files { try data.write(to: folder.appendingPathComponent(name)) }
        return (try Binary.run(["--scene", "launch.json"] + arguments, in: folder), folder)
    }

    func warningLines(_ stderr: String) -> [Substring] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("splashvid: warning: ") }
    }

    @Test func sfProDisplayIsDrawnWithInterAndOneNotice() throws {
        let scene = ##"{"duration": 0.5, "backgroundColor": "#FFFFFF", "layers": [{"frame": [10, 10, 200, 40], "contents": {"type": "text", "string": "Hello", "fontFamily": "SF Pro Display", "fontSize": 20, "color": "#000000"}}]}"##
        let (result, folder) = try render(scene: scene, files: [:], arguments: ["--size", "220x60", "--scale", "1", "--at", "0", "hello.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Binary.withoutSummary(result.stderr) == "splashvid: note: SF Pro Display is Apple's and not installed: drawn with Inter, its open stand-in\n", "\(result.stderr)")
        #expect(result.stderr.contains("splashvid: wrote hello.png — 220×60, at 0.00 s, "), "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("hello.png").path))
    }

    /// An 8×8 screenshot in a 20×30 layer (aspect 1 against 0.667).
    @Test(arguments: [("resizeAspectFill", "is cropped to fill them"), ("resizeAspect", "is letterboxed inside them"),
                      ("resize", "is stretched out of shape")])
    func anImageOfAnotherShapeSaysHowItIsPlaced(gravity: String, effect: String) throws {
        let scene = ##"{"duration": 0.5, "layers": [{"id": "home", "frame": [0, 0, 20, 30], "contents": {"type": "image", "source": "home.png", "gravity": "\##(gravity)"}}]}"##
        let (result, folder) = try render(scene: scene, files: ["home.png": try Self.opaquePNG(width: 8, height: 8)],
                                          arguments: ["--size", "20x30", "--scale", "1", "--at", "0", "still.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        let lines = warningLines(result.stderr)
        #expect(lines.count == 1, "\(result.stderr)")
        let line = String(lines.first ?? "")
        #expect(line.contains(#"layer "home": home.png has aspect ratio 1.000 (width/height) and its bounds 0.667"#) && line.contains(effect)
                && line.contains(#"set "gravity" to"#), "\(line)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("still.png").path))
    }

    @Test func anOpaqueLogoAsAMaskSaysItsHoleIsItsRectangle() throws {
        let scene = ##"{"duration": 0.5, "backgroundColor": "#000000", "layers": [{"frame": [0, 0, 20, 20], "backgroundColor": "#FFFFFF", "mask": {"id": "logo", "frame": [0, 0, 20, 20], "contents": {"type": "image", "source": "logo.png", "gravity": "resizeAspect"}}}]}"##
        let (result, folder) = try render(scene: scene, files: ["logo.png": try Self.opaquePNG(width: 16, height: 16)],
                                          arguments: ["--size", "20x20", "--scale", "1", "--at", "0", "still.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(warningLines(result.stderr) == [#"splashvid: warning: layer "logo": logo.png has no transparent pixel, so as a mask its hole is the image's whole rectangle; use an image with alpha (a PNG or SVG of the shape)"#],
                "\(result.stderr)")
        let quiet = try Binary.run(["--scene", "launch.json", "--size", "20x20", "--scale", "1", "--at", "0", "--quiet", "still.png"], in: folder)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    /// `--screen` with a square screenshot for an iPhone's tall screen: the
    /// preset aspect-fills it, so it says it is cropped.
    @Test func aScreenOfAnotherShapeThanTheDeviceSaysItIsCropped() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.opaquePNG(width: 40, height: 40).write(to: folder.appendingPathComponent("square.png"))
        let result = try Binary.run(["--preset", "yula", "--screen", "square.png", "--size", "100x200", "--scale", "0.5", "--at", "3", "still.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = warningLines(result.stderr).filter { $0.contains("square.png") }
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains(#"layer "screen": square.png has aspect ratio 1.000"#) == true
                && lines.first?.contains("is cropped to fill them") == true, "\(result.stderr)")
    }
}
