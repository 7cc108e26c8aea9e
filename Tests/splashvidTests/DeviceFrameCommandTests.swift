import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// `--frame` end to end: a framed still and video decoded back.
@Suite(.serialized) struct DeviceFrameCommandTests {
    /// iPhone 15 framed: 437 × 896 points (393 + 2 × 22, 852 + 2 × 22), at
    /// 0.5× 218.5 → 219 by 448 pixels. Around the body the PNG is
    /// transparent; the Dynamic Island, (155.5, 33)–(281.5, 70) points, is
    /// (77.75, 16.5)–(140.75, 35) pixels: (109, 25) is black.
    @Test func aFramedStill() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--device", "iphone-15", "--scale", "0.5", "--frame", "dark", "--at", "0.5", "x.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("x.png"))))
        #expect(image.width == 219 && image.height == 448)
        #expect(image.pixel(0, 0)[3] == 0)
        #expect(image.pixel(109, 25) == [0, 0, 0, 255])
    }

    /// The MP4 of the same: 219 pixels padded to 220 for 4:2:0, 448 high,
    /// 2 s at 10 fps = 20 frames, white where the PNG is transparent.
    @Test func aFramedVideo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Binary.run(["--preset", "kugou", "--device", "iphone-15", "--scale", "0.5", "--fps", "10", "--frame", "light", "k.mp4"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let path = folder.appendingPathComponent("k.mp4").path
        let reader = try VideoReader(path: path)
        #expect(reader.width == 220 && reader.height == 448)
        #expect(reader.frameCount == 20)
        var corner: [UInt8] = []
        try VideoReader(path: path).decodeFrames { index, rgba, _, _ in
            if index == 0 { corner = Array(rgba[0..<4]) }
        }
        #expect(corner.count == 4 && corner.prefix(3).allSatisfy { $0 >= 250 }, "\(corner)")
    }

    @Test func badFramesAreOneLineErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let canvas = try Binary.run(["--preset", "kugou", "--size", "390x844", "--frame", "dark", "--at", "0", "x.png"], in: folder)
        #expect(canvas.status != 0)
        #expect(canvas.stderr.hasPrefix("splashvid: error: the device frame is drawn around a catalogue device, not the canvas \"390x844\""), "\(canvas.stderr)")
        let style = try Binary.run(["--preset", "kugou", "--frame", "silver", "--at", "0", "x.png"], in: folder)
        #expect(style.stderr == "splashvid: error: --frame must be one of none, light, dark, not \"silver\"\n")
        #expect(contents(of: folder).isEmpty)
    }
}
