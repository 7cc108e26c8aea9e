import Foundation
import Testing
@testable import SplashVideo
import SplashTestSupport

/// What a player sees in a written file: codec, profile, pixel format,
/// colour tags, size, frame count, duration and box layout.
@Suite struct MP4WriterFormatTests {
    /// Seven frames whose colour changes, so the encoder uses P/B-frames.
    static func changingFrames(width: Int, height: Int, count: Int) -> [TestPicture] {
        (0..<count).map { i in
            TestPicture(width: width, height: height) { x, y in
                (UInt8((x * 4 + i * 30) % 256), UInt8((y * 4) % 256), UInt8(200 - i * 10))
            }
        }
    }

    @Test func writesHighProfileH264YUV420WithBT709LimitedTags() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.mp4")
        let settings = VideoEncoderSettings(width: 64, height: 64, fps: 30)
        try writeVideo(path: path, settings: settings, frames: Self.changingFrames(width: 64, height: 64, count: 7))

        let reader = try VideoReader(path: path)
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

    /// 7 frames at 30 fps last 7/30 s, in the container and in the stream:
    /// the last frame is shown for a whole 1/30 s, and B-frame reordering
    /// (which needs an edit list) does not shift or shorten anything.
    @Test(arguments: [(7, 30), (10, 24), (1, 60), (5, 7)])
    func durationIsFramesOverFPS(frames: Int, fps: Int) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.mp4")
        let settings = VideoEncoderSettings(width: 64, height: 48, fps: fps)
        try writeVideo(path: path, settings: settings, frames: Self.changingFrames(width: 64, height: 48, count: frames))

        let reader = try VideoReader(path: path)
        let expected = Double(frames) / Double(fps)
        #expect(reader.frameCount == frames)
        // libavformat gives the container duration in microseconds.
        #expect(abs(reader.durationSeconds - expected) <= 0.5e-6, "container \(reader.durationSeconds) s, expected \(expected) s")
        #expect(abs(reader.streamDurationSeconds - expected) <= 1e-9, "stream \(reader.streamDurationSeconds) s, expected \(expected) s")
    }

    /// The same facts as FFmpeg's own command-line prober reports them.
    @Test(.enabled(if: FFprobe.isInstalled))
    func ffprobeAgreesOnDurationStartAndFrames() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.mp4")
        try writeVideo(
            path: path,
            settings: VideoEncoderSettings(width: 64, height: 48, fps: 30),
            frames: Self.changingFrames(width: 64, height: 48, count: 7)
        )
        let report = try FFprobe.report(path)
        #expect(report["format.duration"] == "0.233333")
        #expect(report["stream.duration"] == "0.233333")
        #expect(report["stream.start_time"] == "0.000000")
        #expect(report["stream.nb_frames"] == "7")
        #expect(report["stream.profile"] == "High")
        #expect(report["stream.color_space"] == "bt709")
        #expect(report["stream.color_range"] == "tv")
    }

    /// QuickTime and Safari read colour from the MP4 `colr` box rather than
    /// the H.264 headers: it must say nclx BT.709 (1) for primaries,
    /// transfer and matrix, and limited range (full-range flag 0).
    @Test func colrBoxSaysBT709Limited() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.mp4")
        try writeVideo(
            path: path,
            settings: VideoEncoderSettings(width: 16, height: 16, fps: 30),
            frames: Self.changingFrames(width: 16, height: 16, count: 1)
        )
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let colr = try #require(bytes.range(of: Data("colrnclx".utf8)))
        #expect([UInt8](bytes[colr.upperBound..<colr.upperBound + 7]) == [0, 1, 0, 1, 0, 1, 0])
    }

    @Test func indexComesBeforeMediaData() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.mp4")
        try writeVideo(
            path: path,
            settings: VideoEncoderSettings(width: 64, height: 64, fps: 30),
            frames: Self.changingFrames(width: 64, height: 64, count: 3)
        )
        let reader = try VideoReader(path: path)
        #expect(reader.topLevelBoxes.first == "ftyp")
        #expect(reader.topLevelBoxes.contains("mdat"))
        #expect(reader.moovBeforeMdat, "boxes: \(reader.topLevelBoxes)")
    }

    /// `+faststart` re-opens the output to move the index; a colon in the
    /// name must not turn the path into a protocol (`take` in `take:2.mp4`).
    @Test(arguments: ["take:2.mp4", "a:b:c.mp4", "http:x.mp4", "with space.mp4"])
    func namesThatLookLikeURLsAreLocalFiles(name: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path(name)
        try writeVideo(
            path: path,
            settings: VideoEncoderSettings(width: 32, height: 32, fps: 30),
            frames: Self.changingFrames(width: 32, height: 32, count: 2)
        )
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == [name])
        let reader = try VideoReader(path: path)
        #expect(reader.frameCount == 2)
        #expect(reader.moovBeforeMdat)
    }

    /// A relative path with a colon resolves against the working directory
    /// like any other relative path. (Built as `../../tmp/…` from the
    /// current directory rather than by changing it: tests run in parallel.)
    @Test func relativePathWithColon() throws {
        let directory = try TemporaryDirectory()
        let workingDirectory = FileManager.default.currentDirectoryPath
        let depth = workingDirectory.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + directory.path("scene:1.mp4").drop { $0 == "/" }
        try writeVideo(
            path: relative,
            settings: VideoEncoderSettings(width: 16, height: 16, fps: 10),
            frames: Self.changingFrames(width: 16, height: 16, count: 1)
        )
        #expect(FileManager.default.fileExists(atPath: directory.path("scene:1.mp4")))
        #expect(try VideoReader(path: relative).frameCount == 1)
    }

    /// x264's `ultrafast` turns off the 8×8 transform and would signal
    /// Constrained Baseline; the writer keeps every preset High.
    @Test(arguments: ["ultrafast", "veryfast", "slow"])
    func everyPresetGivesHighProfile(preset: String) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.mp4")
        try writeVideo(
            path: path,
            settings: VideoEncoderSettings(width: 64, height: 64, fps: 30, preset: preset),
            frames: Self.changingFrames(width: 64, height: 64, count: 3)
        )
        #expect(try VideoReader(path: path).profileName == "High")
    }
}
