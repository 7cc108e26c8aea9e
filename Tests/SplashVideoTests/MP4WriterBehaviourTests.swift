import Foundation
import Testing
@testable import SplashVideo
import SplashTestSupport

/// Reproducible bytes, odd sizes, settings validation and misuse.
@Suite struct MP4WriterBehaviourTests {
    @Test func sameFramesGiveIdenticalBytes() throws {
        let directory = try TemporaryDirectory()
        let frames = MP4WriterFormatTests.changingFrames(width: 96, height: 64, count: 12)
        let settings = VideoEncoderSettings(width: 96, height: 64, fps: 30)
        try writeVideo(path: directory.path("first.mp4"), settings: settings, frames: frames)
        try writeVideo(path: directory.path("second.mp4"), settings: settings, frames: frames)
        let first = try Data(contentsOf: URL(fileURLWithPath: directory.path("first.mp4")))
        let second = try Data(contentsOf: URL(fileURLWithPath: directory.path("second.mp4")))
        #expect(first.count > 0)
        #expect(first == second)
        // Bit-exact muxing leaves out the "Lavf<version>" encoder string.
        #expect(first.range(of: Data("Lavf5".utf8)) == nil)
        #expect(first.range(of: Data("Lavf6".utf8)) == nil)
    }

    /// 33×17 is stored as 34×18: the picture at the top-left, unstretched,
    /// and the extra column and row repeating the last ones.
    @Test func oddSizeIsPaddedNotStretched() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("odd.mp4")
        let picture = TestPicture.gradient(width: 33, height: 17)
        try writeVideo(path: path, settings: VideoEncoderSettings(width: 33, height: 17, fps: 30), frames: [picture, picture])

        let reader = try VideoReader(path: path)
        #expect(reader.width == 34)
        #expect(reader.height == 18)
        let frames = try decodeAll(path)
        try #require(frames.count == 2)
        let decoded = frames[1]
        #expect(decoded.width == 34 && decoded.height == 18)

        let content = crop(decoded.rgba, width: 34, toWidth: 33, height: 17)
        let contentQuality = psnr(picture.pixels, content)
        #expect(contentQuality >= 40, "content \(contentQuality) dB")

        // The padding column repeats column 32 and the padding row repeats row 16.
        var expectedColumn: [UInt8] = []
        var paddingColumn: [UInt8] = []
        for y in 0..<17 {
            expectedColumn += picture.pixels[(y * 33 + 32) * 4..<(y * 33 + 33) * 4]
            paddingColumn += decoded.rgba[(y * 34 + 33) * 4..<(y * 34 + 34) * 4]
        }
        #expect(psnr(expectedColumn, paddingColumn) >= 35)
        let expectedRow = Array(picture.pixels[16 * 33 * 4..<17 * 33 * 4])
        let paddingRow = Array(decoded.rgba[17 * 34 * 4..<(17 * 34 + 33) * 4])
        #expect(psnr(expectedRow, paddingRow) >= 35)
    }

    @Test func evenSizePaddingReplicatesEdges() {
        var pixels: [UInt8] = []
        for value in 0..<6 { pixels += [UInt8(value), 0, 0, 255] }  // 3×2, values 0...5
        var padding = EvenSizePadding(width: 3, height: 2)
        #expect(!padding.isIdentity)
        #expect(padding.paddedWidth == 4 && padding.paddedHeight == 2)
        pixels.withUnsafeBufferPointer { padding.fill(from: $0.baseAddress!, sourceBytesPerRow: 12) }
        #expect(stride(from: 0, to: padding.pixels.count, by: 4).map { padding.pixels[$0] } == [0, 1, 2, 2, 3, 4, 5, 5])

        var tall = EvenSizePadding(width: 2, height: 1)
        pixels.withUnsafeBufferPointer { tall.fill(from: $0.baseAddress!, sourceBytesPerRow: 8) }
        #expect(stride(from: 0, to: tall.pixels.count, by: 4).map { tall.pixels[$0] } == [0, 1, 0, 1])
        #expect(EvenSizePadding(width: 4, height: 2).isIdentity)
    }

    /// Rows may be longer than the picture (a pixmap with row padding).
    @Test func honoursBytesPerRow() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("stride.mp4")
        let picture = TestPicture.gradient(width: 32, height: 16)
        let bytesPerRow = 32 * 4 + 64
        var padded = [UInt8](repeating: 0x7F, count: bytesPerRow * 16)
        for y in 0..<16 {
            padded.replaceSubrange(y * bytesPerRow..<y * bytesPerRow + 128, with: picture.pixels[y * 128..<(y + 1) * 128])
        }
        let writer = try VideoWriter(path: path, settings: VideoEncoderSettings(width: 32, height: 16, fps: 30))
        for _ in 0..<2 {
            try padded.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: bytesPerRow) }
        }
        #expect(writer.framesWritten == 2)
        try writer.finish()
        let frames = try decodeAll(path)
        #expect(psnr(picture.pixels, frames[1].rgba) >= 40)
    }

    @Test(arguments: [
        (VideoEncoderSettings(width: 0, height: 10, fps: 30), VideoEncoderSettingsError.size(width: 0, height: 10)),
        (VideoEncoderSettings(width: 10, height: 8193, fps: 30), .size(width: 10, height: 8193)),
        (VideoEncoderSettings(width: 10, height: 10, fps: 0), .fps(0)),
        (VideoEncoderSettings(width: 10, height: 10, fps: 241), .fps(241)),
        (VideoEncoderSettings(width: 10, height: 10, fps: 30, crf: 52), .crf(52)),
        (VideoEncoderSettings(width: 10, height: 10, fps: 30, crf: 0), .crf(0)),
        (VideoEncoderSettings(width: 10, height: 10, fps: 30, preset: "warp"), .preset("warp")),
        (VideoEncoderSettings(width: 10, height: 10, fps: 30, tune: "cartoon"), .tune("cartoon")),
        (VideoEncoderSettings(width: 10, height: 10, fps: 30, threads: 0), .threads(0)),
    ])
    func badSettingsAreRefusedBeforeAnyFileIsCreated(settings: VideoEncoderSettings, expected: VideoEncoderSettingsError) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("never.mp4")
        let error = #expect(throws: VideoEncoderSettingsError.self) {
            _ = try VideoWriter(path: path, settings: settings)
        }
        #expect(error == expected)
        #expect(!(error?.description.isEmpty ?? true))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func settingsErrorsNameTheSettingAndItsRange() {
        #expect(VideoEncoderSettingsError.fps(500).description == "frame rate 500 is out of range: must be 1...240 fps")
        #expect(VideoEncoderSettingsError.preset("warp").description.contains("ultrafast"))
        #expect(VideoEncoderSettingsError.crf(0).description.contains("lossless"))
        #expect(VideoEncoderSettings.x264Presets.first == "ultrafast")
        #expect(VideoEncoderSettings.x264Presets.last == "placebo")
        #expect(VideoEncoderSettings.x264Presets.count == 10)
    }

    @Test func wrongBuffersAndLateCallsAreRefused() throws {
        let directory = try TemporaryDirectory()
        let writer = try VideoWriter(path: directory.path("misuse.mp4"), settings: VideoEncoderSettings(width: 8, height: 4, fps: 30))
        let short = [UInt8](repeating: 0, count: 8 * 4 * 4 - 1)
        #expect(throws: VideoWriterError.bufferTooSmall(count: 127, needed: 128)) {
            try short.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: 32) }
        }
        #expect(throws: VideoWriterError.bytesPerRowTooSmall(bytesPerRow: 31, width: 8)) {
            try short.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: 31) }
        }
        #expect(writer.framesWritten == 0)
        try writer.append(TestPicture.solid(width: 8, height: 4, 1, 2, 3))
        try writer.finish()
        #expect(throws: VideoWriterError.alreadyFinished) { try writer.finish() }
        #expect(throws: VideoWriterError.alreadyFinished) { try writer.append(TestPicture.solid(width: 8, height: 4, 1, 2, 3)) }
    }

    /// A missing folder is an FFmpeg error that names the call that failed.
    @Test func unwritablePathNamesTheFailingCall() throws {
        let directory = try TemporaryDirectory()
        let error = #expect(throws: FFmpegError.self) {
            _ = try VideoWriter(path: directory.path("missing/folder/clip.mp4"), settings: VideoEncoderSettings(width: 8, height: 8, fps: 30))
        }
        #expect(error?.call == "avio_open2")
        #expect(error?.code == -2)  // AVERROR(ENOENT)
        #expect(error?.message == "No such file or directory")
    }

    /// Dropping a writer without `finish()` closes the file (which the
    /// caller then removes) without crashing or writing more.
    @Test func abandonedWriterClosesItsFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("abandoned.mp4")
        do {
            let writer = try VideoWriter(path: path, settings: VideoEncoderSettings(width: 16, height: 16, fps: 30))
            try writer.append(TestPicture.solid(width: 16, height: 16, 9, 9, 9))
        }
        #expect(FileManager.default.fileExists(atPath: path))
        try FileManager.default.removeItem(atPath: path)
    }

    @Test func movieTimescaleHoldsWholeFramesAndMilliseconds() {
        #expect(VideoWriter.movieTimescale(fps: 30) == 3000)
        #expect(VideoWriter.movieTimescale(fps: 25) == 1000)
        #expect(VideoWriter.movieTimescale(fps: 7) == 7000)
        #expect(VideoWriter.movieTimescale(fps: 240) == 6000)
    }
}
