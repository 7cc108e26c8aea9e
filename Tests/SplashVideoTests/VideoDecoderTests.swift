import Foundation
import Testing
import SplashVideo
import SplashTestSupport

/// `VideoDecoder`: frames as RGBA in order, and the limits that keep a
/// hostile file from costing more than the caller allowed.
struct VideoDecoderTests {
    /// Five 16×8 frames, frame i filled with grey 40 i.
    func fiveFrames() throws -> URL {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("five.mp4")
        let writer = try VideoWriter(path: path.path, settings: VideoEncoderSettings(width: 16, height: 8, fps: 10, crf: 1, threads: 1))
        for i in 0..<5 {
            let grey = UInt8(40 * i)
            let frame = [UInt8](repeating: grey, count: 16 * 8 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
            try frame.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: 16 * 4) }
        }
        try writer.finish()
        return path
    }

    @Test func framesComeOutInOrder() throws {
        let file = try fiveFrames()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let decoder = try VideoDecoder(path: file.path)
        #expect(decoder.codecName == "h264")
        #expect(decoder.frameRate == 10)
        var greys: [Int] = []
        while let frame = try decoder.nextFrame() {
            #expect(frame.width == 16 && frame.height == 8 && frame.rgba.count == 16 * 8 * 4)
            #expect(frame.index == greys.count)
            greys.append(Int(frame.rgba[0]))
        }
        #expect(decoder.framesDecoded == 5)
        // Grey 40 i at CRF 1, within 2 after the YUV round trip.
        #expect(greys.count == 5)
        for (i, grey) in greys.enumerated() { #expect(abs(grey - 40 * i) <= 2, "frame \(i): \(grey)") }
        #expect(try decoder.nextFrame() == nil, "stays at the end")
    }

    @Test func limitsAreErrorsNotTraps() throws {
        let file = try fiveFrames()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let short = try VideoDecoder(path: file.path, limits: VideoDecoder.Limits(maxFrames: 3))
        for _ in 0..<3 { #expect(try short.nextFrame() != nil) }
        #expect(throws: VideoDecodingError.tooManyFrames(path: file.path, limit: 3)) { try short.nextFrame() }
        let small = VideoDecoder.Limits(maxSide: 15)
        #expect(throws: VideoDecodingError.tooLarge(path: file.path, width: 16, height: 8, limits: small)) {
            try VideoDecoder(path: file.path, limits: small)
        }
        #expect(throws: VideoDecodingError.self) { try VideoDecoder(path: file.path, limits: VideoDecoder.Limits(maxPixels: 127)) }
        #expect(throws: FFmpegError.self) { try VideoDecoder(path: file.deletingLastPathComponent().appendingPathComponent("missing.mp4").path) }
    }
}
