import Foundation
import Testing
import SplashVideo

/// Pictures converted away from the writer (on the compositing threads,
/// as VideoRenderer does) encode to the same bytes as frames appended as
/// RGBA; a picture may be sent again for a repeated frame; a picture of
/// another writer's size is refused.
struct PictureConverterTests {
    @Test(arguments: [VideoCodec.h264, .vp9, .prores])
    func convertedPicturesEncodeToTheSameBytes(codec: VideoCodec) throws {
        let directory = try TemporaryDirectory()
        // 15×9: odd, so the padding runs too.
        var settings = VideoEncoderSettings(width: 15, height: 9, fps: 10)
        settings.codec = codec
        let frames = [TestPicture.gradient(width: 15, height: 9), .solid(width: 15, height: 9, 200, 30, 60), .solid(width: 15, height: 9, 200, 30, 60)]

        let byRGBA = directory.path("rgba.\(codec.fileExtension)")
        let writer = try VideoWriter(path: byRGBA, settings: settings)
        for frame in frames { try frame.pixels.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: 15 * 4) } }
        try writer.finish()

        let byPicture = directory.path("pictures.\(codec.fileExtension)")
        let second = try VideoWriter(path: byPicture, settings: settings)
        let converter = try PictureConverter(settings: settings)
        var sent = 0
        for (index, frame) in frames.enumerated() where index < 2 {
            let picture = try converter.makePicture()
            try frame.pixels.withUnsafeBytes { try converter.convert(rgba: $0, bytesPerRow: 15 * 4, into: picture) }
            try second.append(picture)
            sent += 1
            // The third frame repeats the second: its picture is sent again.
            if index == 1 {
                try second.append(picture)
                sent += 1
            }
        }
        try second.finish()
        #expect(sent == 3 && second.framesWritten == 3)
        #expect(try Data(contentsOf: URL(fileURLWithPath: byRGBA)) == Data(contentsOf: URL(fileURLWithPath: byPicture)))
    }

    @Test func aPictureOfAnotherSizeIsRefused() throws {
        let directory = try TemporaryDirectory()
        let writer = try VideoWriter(path: directory.path("a.mp4"), settings: VideoEncoderSettings(width: 16, height: 8, fps: 10))
        let other = try PictureConverter(settings: VideoEncoderSettings(width: 8, height: 8, fps: 10)).makePicture()
        #expect(throws: FFmpegError.self) { try writer.append(other) }
    }
}
