import Foundation
import Testing
@testable import SplashVideo

/// What a player sees in a written file: codec, profile, pixel format,
/// colour tags, size, frame count, duration and box layout.
@Suite struct MP4WriterFormatTests {
    @Test func writesHighProfileH264WithBT709Tags() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.mp4")
        let settings = VideoEncoderSettings(width: 64, height: 64, fps: 30)
        let frames = (0..<7).map { i in TestPicture.solid(width: 64, height: 64, UInt8(i * 30), 90, 200) }
        try writeVideo(path: path, settings: settings, frames: frames)

        let reader = try MP4Reader(path: path)
        #expect(reader.codecName == "h264")
        #expect(reader.profileName == "High")
        #expect(reader.pixelFormatName == "yuv420p")
        #expect(reader.colorPrimaries == "bt709")
        #expect(reader.colorTransfer == "bt709")
        #expect(reader.colorSpace == "bt709")
        #expect(reader.colorRange == "tv")
        #expect(reader.width == 64)
        #expect(reader.height == 64)
        #expect(reader.frameCount == 7)
    }
}
