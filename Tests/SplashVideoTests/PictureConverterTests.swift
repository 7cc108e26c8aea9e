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

    /// A picture converted band by band (as a frame drawn in bands is)
    /// encodes to the bytes of converting it whole: the odd width and
    /// height padded band by band, translucent pixels over the matte or
    /// made straight, libswscale's slices in order.
    @Test(arguments: [VideoCodec.h264, .vp9, .prores])
    func bandsConvertToTheWholePicturesBytes(codec: VideoCodec) throws {
        let directory = try TemporaryDirectory()
        let (width, height) = (15, 9)
        var settings = VideoEncoderSettings(width: width, height: height, fps: 10)
        settings.codec = codec
        var translucent = TestPicture.gradient(width: width, height: height)
        for pixel in stride(from: 0, to: translucent.pixels.count, by: 4) where pixel % 12 == 0 {
            // premultiplied: colour at most alpha
            translucent.pixels[pixel + 3] = 128
            for channel in 0..<3 { translucent.pixels[pixel + channel] = min(translucent.pixels[pixel + channel], 128) }
        }
        let frames = [TestPicture.gradient(width: width, height: height), translucent]
        let bandings: [[Int]] = [[2, 4, 2, 1], [6, 3], [8, 1]]

        let whole = directory.path("whole.\(codec.fileExtension)")
        let writer = try VideoWriter(path: whole, settings: settings)
        for frame in frames { try frame.pixels.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: width * 4) } }
        try writer.finish()
        let expected = try Data(contentsOf: URL(fileURLWithPath: whole))

        var compared = 0
        for bands in bandings {
            #expect(bands.reduce(0, +) == height)
            let banded = directory.path("bands-\(bands.count).\(codec.fileExtension)")
            let bandWriter = try VideoWriter(path: banded, settings: settings)
            let converter = try PictureConverter(settings: settings)
            for frame in frames {
                let picture = try converter.makePicture()
                var top = 0
                for rows in bands {
                    // Only the band's rows, as the compositor hands them over.
                    let band = Array(frame.pixels[(top * width * 4)..<((top + rows) * width * 4)])
                    try band.withUnsafeBytes { try converter.convert(rgba: $0, bytesPerRow: width * 4, rows: top..<(top + rows), into: picture) }
                    top += rows
                }
                try bandWriter.append(picture)
            }
            try bandWriter.finish()
            #expect(try Data(contentsOf: URL(fileURLWithPath: banded)) == expected, "bands \(bands)")
            compared += 1
        }
        #expect(compared == bandings.count)
    }

    /// Bands that do not pair rows for 4:2:0 chroma, or lie outside the
    /// picture, are refused.
    @Test func oddOrOutsideBandsAreRefused() throws {
        let converter = try PictureConverter(settings: VideoEncoderSettings(width: 4, height: 8, fps: 10))
        let picture = try converter.makePicture()
        let pixels = [UInt8](repeating: 255, count: 4 * 8 * 4)
        try pixels.withUnsafeBytes { buffer in
            #expect(throws: FFmpegError.self) { try converter.convert(rgba: buffer, bytesPerRow: 16, rows: 0..<3, into: picture) }
            #expect(throws: FFmpegError.self) { try converter.convert(rgba: buffer, bytesPerRow: 16, rows: 6..<10, into: picture) }
            try converter.convert(rgba: buffer, bytesPerRow: 16, rows: 0..<8, into: picture)
        }
    }

    @Test func aPictureOfAnotherSizeIsRefused() throws {
        let directory = try TemporaryDirectory()
        let writer = try VideoWriter(path: directory.path("a.mp4"), settings: VideoEncoderSettings(width: 16, height: 8, fps: 10))
        let other = try PictureConverter(settings: VideoEncoderSettings(width: 8, height: 8, fps: 10)).makePicture()
        #expect(throws: FFmpegError.self) { try writer.append(other) }
    }
}
