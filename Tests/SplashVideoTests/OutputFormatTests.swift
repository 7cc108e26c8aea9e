import Foundation
import Testing
@testable import SplashVideo
import SplashTestSupport

/// Every codec round-trips: written by `VideoWriter` or `GIFWriter`, read
/// back with libavformat and libavcodec (`VideoReader`; `WebPReader` for
/// WebP), and compared with what was written: size, frame count, duration,
/// alpha present or absent, colours within a stated PSNR for the lossy
/// codecs, GIF delays adding up to the clip.
///
/// The clip: 12 frames of 48×32 at 30 fps (0.4 s). A transparent
/// background (premultiplied (0,0,0,0)), a gradient band on the top half,
/// opaque, a red square sliding 2 px a frame along the bottom half, and a
/// 50 % white strip on the right (premultiplied (128,128,128,128)).
@Suite struct OutputFormatTests {
    static let width = 48, height = 32, fps = 30, count = 12

    /// Premultiplied RGBA8 frame `i`.
    static func frame(_ i: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = (y * width + x) * 4
                if y < 16 {
                    pixels.replaceSubrange(p..<p + 4, with: [UInt8(40 + x * 4), UInt8(60 + y * 8), 200, 255])
                } else if x >= 2 + 2 * i, x < 12 + 2 * i, y >= 20, y < 30 {
                    pixels.replaceSubrange(p..<p + 4, with: [255, 45, 85, 255])
                } else if x >= 40 {
                    pixels.replaceSubrange(p..<p + 4, with: [128, 128, 128, 128])
                }
            }
        }
        return pixels
    }

    static let frames = (0..<count).map(frame)

    /// Frame `i` as a player shows it over a matte (white), opaque.
    static func overWhite(_ i: Int) -> [UInt8] {
        var pixels = frames[i]
        for p in stride(from: 0, to: pixels.count, by: 4) {
            let under = 255 - UInt32(pixels[p + 3])
            for c in 0..<3 { pixels[p + c] = UInt8(UInt32(pixels[p + c]) + (255 * under + 127) / 255) }
            pixels[p + 3] = 255
        }
        return pixels
    }

    static func settings(_ codec: VideoCodec, fps: Int = 30) -> VideoEncoderSettings {
        VideoEncoderSettings(width: width, height: height, fps: fps, threads: 1, codec: codec)
    }

    static func write(_ settings: VideoEncoderSettings, to path: String) throws {
        if settings.codec == .gif {
            let writer = try GIFWriter(path: path, settings: settings, frameCount: count)
            for f in frames { try f.withUnsafeBytes { try writer.analyse(rgba: $0, bytesPerRow: width * 4) } }
            for f in frames { try f.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: width * 4) } }
            try writer.finish()
        } else {
            let writer = try VideoWriter(path: path, settings: settings)
            for f in frames { try f.withUnsafeBytes { try writer.append(rgba: $0, bytesPerRow: width * 4) } }
            try writer.finish()
        }
    }

    /// The decoded frames' alpha at three pixels: transparent background
    /// (20, 31), opaque gradient (5, 5), the 50 % strip (44, 24).
    static func alphas(_ rgba: [UInt8], width: Int) -> [UInt8] {
        [(20, 31), (5, 5), (44, 24)].map { rgba[($0.1 * width + $0.0) * 4 + 3] }
    }

    @Test func hevcIsTaggedHvc1AndBT709AndMattesOverWhite() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.mp4")
        try Self.write(Self.settings(.hevc), to: path)
        let reader = try VideoReader(path: path)
        #expect(reader.codecName == "hevc")
        #expect(reader.codecTag == "hvc1")
        #expect(reader.profileName == "Main")
        #expect([reader.colorPrimaries, reader.colorTransfer, reader.colorSpace, reader.colorRange] == ["bt709", "bt709", "bt709", "tv"])
        #expect((reader.width, reader.height) == (48, 32))
        #expect(reader.frameCount == 12)
        #expect(abs(reader.durationSeconds - 0.4) < 1e-9)   // 12 / 30
        #expect(reader.moovBeforeMdat)
        #expect(!reader.pixelFormatHasAlpha)
        var compared = 0
        try reader.decodeFrames { i, rgba, _, _ in
            // CRF 18: measured 31.3–31.6 dB on these 48×32 frames, as
            // H.264 at CRF 18 (31.3 dB): sharp red-on-white edges in a
            // small picture are 4:2:0's hard case.
            #expect(psnr(rgba, Self.overWhite(i)) > 30)
            #expect(Self.alphas(rgba, width: 48) == [255, 255, 255])
            compared += 1
        }
        #expect(compared == 12)
    }

    @Test func proResKeepsAlphaAt4444() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.mov")
        try Self.write(Self.settings(.prores), to: path)
        let reader = try VideoReader(path: path)
        #expect(reader.codecName == "prores")
        #expect(reader.codecTag == "ap4h")   // ProRes 4444
        #expect(reader.pixelFormatHasAlpha)
        #expect([reader.colorPrimaries, reader.colorTransfer, reader.colorSpace] == ["bt709", "bt709", "bt709"])
        #expect((reader.width, reader.height) == (48, 32))
        #expect(reader.frameCount == 12)
        #expect(abs(reader.durationSeconds - 0.4) < 1e-9)
        var compared = 0
        try reader.decodeFrames { i, rgba, _, _ in
            let a = Self.alphas(rgba, width: 48)
            #expect(a[0] == 0 && a[1] == 255 && abs(Int(a[2]) - 128) <= 1)
            // Opaque pixels: colour as written (4:4:4, 10-bit, near lossless).
            let opaque = Self.opaqueRegion(rgba), expected = Self.opaqueRegion(Self.frames[i])
            #expect(psnr(opaque, expected) > 40)
            compared += 1
        }
        #expect(compared == 12)
    }

    @Test func vp9KeepsAlphaInWebM() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.webm")
        try Self.write(Self.settings(.vp9), to: path)
        // FFmpeg's own VP9 decoder drops the alpha stream; libvpx reads it.
        let reader = try VideoReader(path: path, decoder: "libvpx-vp9")
        #expect(reader.codecName == "vp9")
        #expect([reader.colorPrimaries, reader.colorTransfer, reader.colorSpace, reader.colorRange] == ["bt709", "bt709", "bt709", "tv"])
        #expect((reader.width, reader.height) == (48, 32))
        #expect(reader.frameCount == 12)
        #expect(abs(reader.durationSeconds - 0.4) < 0.0015)   // WebM counts milliseconds
        var compared = 0
        try reader.decodeFrames { i, rgba, _, _ in
            let a = Self.alphas(rgba, width: 48)
            #expect(a[0] <= 2 && a[1] >= 253 && abs(Int(a[2]) - 128) <= 4)
            #expect(psnr(Self.opaqueRegion(rgba), Self.opaqueRegion(Self.frames[i])) > 30)
            compared += 1
        }
        #expect(compared == 12)
    }

    @Test(arguments: [WebPCompression.lossy, .lossless])
    func webpKeepsAlphaAndLoops(_ compression: WebPCompression) throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.webp")
        var settings = Self.settings(.webp)
        settings.webp = compression
        try Self.write(settings, to: path)
        let reader = try WebPReader(path: path)
        #expect((reader.width, reader.height) == (48, 32))
        #expect(reader.hasAlpha)
        #expect(reader.loopCount == 0)   // forever
        #expect(reader.isLossless == (compression == .lossless))
        #expect(reader.frames.count == 12)
        // Frame i starts at round(1000 i / 30) ms; the 12 add up to 400 ms.
        #expect(reader.totalDuration == 400)
        var compared = 0
        try reader.decodeFrames { i, rgba in
            let a = Self.alphas(rgba, width: 48)
            let straight = Self.straight(Self.frames[i])
            if compression == .lossless {
                // Every visible pixel exact (transparent ones may hold any colour).
                let visible = stride(from: 0, to: rgba.count, by: 4).filter { straight[$0 + 3] > 0 }
                // Top half 48 × 16 = 768, the strip 8 × 16 = 128, the square 10 × 10 = 100.
                #expect(visible.count == 996)
                #expect(visible.allSatisfy { Array(rgba[$0..<$0 + 4]) == Array(straight[$0..<$0 + 4]) })
                #expect(a == [0, 255, 128])
            } else {
                #expect(a[0] == 0 && a[1] == 255 && abs(Int(a[2]) - 128) <= 4)
                #expect(psnr(Self.opaqueRegion(rgba), Self.opaqueRegion(Self.frames[i])) > 30)
            }
            compared += 1
        }
        #expect(compared == 12)
    }

    @Test func gifDelaysAddUpAndTransparencyIsKept() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("clip.gif")
        var settings = Self.settings(.gif)
        settings.dither = .none
        try Self.write(settings, to: path)
        let reader = try VideoReader(path: path)
        #expect(reader.codecName == "gif")
        #expect((reader.width, reader.height) == (48, 32))
        #expect(reader.frameCount == 12)
        #expect(reader.timeBase.num == 1 && reader.timeBase.den == 100)
        // round(100 i / 30) for i = 0...12: 0 3 7 10 13 17 20 23 27 30 33 37 40,
        // so the delays are 3 4 3 3 4 3 3 4 3 3 4 3 and add up to 40 cs = 0.4 s.
        #expect(reader.packetDurations == [3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4, 3])
        #expect(reader.packetDurations.reduce(0, +) == 40)
        var compared = 0
        try reader.decodeFrames { i, rgba, _, _ in
            let a = Self.alphas(rgba, width: 48)
            // GIF alpha is one bit: 128 and above is opaque (paletteuse's threshold).
            #expect(a == [0, 255, 255])
            // The square, undithered: one of the palette's colours, near the red written.
            let p = (25 * 48 + 7 + 2 * i) * 4
            let red: Int = abs(Int(rgba[p]) - 255), green: Int = abs(Int(rgba[p + 1]) - 45), blue: Int = abs(Int(rgba[p + 2]) - 85)
            #expect(red + green + blue <= 12)
            compared += 1
        }
        #expect(compared == 12)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Self.netscapeLoop(bytes) == 0)   // forever
    }

    @Test func gifLoopCountsPlays() throws {
        let directory = try TemporaryDirectory()
        var settings = Self.settings(.gif)
        settings.loop = .plays(3)
        try Self.write(settings, to: directory.path("three.gif"))
        // GIF's NETSCAPE2.0 count is repeats after the first play: 3 plays = 2.
        #expect(Self.netscapeLoop([UInt8](try Data(contentsOf: URL(fileURLWithPath: directory.path("three.gif"))))) == 2)
        settings.loop = .plays(1)
        try Self.write(settings, to: directory.path("once.gif"))
        // Once: no loop extension at all.
        #expect(Self.netscapeLoop([UInt8](try Data(contentsOf: URL(fileURLWithPath: directory.path("once.gif"))))) == nil)
    }

    @Test func opaqueGIFIsOpaqueAndDelaysAt50FPSAreTwo() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("opaque.gif")
        var settings = Self.settings(.gif, fps: 50)
        settings.matte = .black
        try Self.write(settings, to: path)
        let reader = try VideoReader(path: path)
        // 12 frames at 50 fps: 2 cs each, 24 cs.
        #expect(reader.packetDurations == Array(repeating: 2, count: 12))
        var compared = 0
        try reader.decodeFrames { _, rgba, _, _ in
            #expect(Self.alphas(rgba, width: 48) == [255, 255, 255])
            compared += 1
        }
        #expect(compared == 12)
    }

    /// Same frames, same bytes, for every codec.
    @Test(arguments: [VideoCodec.hevc, .prores, .vp9, .webp, .gif])
    func sameBytesTwice(_ codec: VideoCodec) throws {
        let directory = try TemporaryDirectory()
        var settings = Self.settings(codec)
        settings.threads = 2
        try Self.write(settings, to: directory.path("a.\(codec.fileExtension)"))
        try Self.write(settings, to: directory.path("b.\(codec.fileExtension)"))
        let a = try Data(contentsOf: URL(fileURLWithPath: directory.path("a.\(codec.fileExtension)")))
        let b = try Data(contentsOf: URL(fileURLWithPath: directory.path("b.\(codec.fileExtension)")))
        #expect(a.count > 100)
        #expect(a == b)
    }

    /// The top half (opaque gradient) of a frame, for colour comparisons
    /// that alpha does not enter.
    static func opaqueRegion(_ rgba: [UInt8]) -> [UInt8] {
        Array(rgba[0..<(16 * width * 4)])
    }

    /// Straight RGBA of a premultiplied frame (c × 255 / α, rounded).
    static func straight(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        for p in stride(from: 0, to: out.count, by: 4) {
            let a = UInt32(out[p + 3])
            if a == 0 { out[p] = 0; out[p + 1] = 0; out[p + 2] = 0 } else if a < 255 {
                for c in 0..<3 { out[p + c] = UInt8(min(255, (UInt32(out[p + c]) * 255 + a / 2) / a)) }
            }
        }
        return out
    }

    /// The loop count of a GIF's NETSCAPE2.0 extension, nil when it has none.
    static func netscapeLoop(_ bytes: [UInt8]) -> Int? {
        let marker = Array("NETSCAPE2.0".utf8)
        guard bytes.count > marker.count + 4 else { return nil }
        for i in 0..<(bytes.count - marker.count - 4) where Array(bytes[i..<i + marker.count]) == marker {
            let j = i + marker.count
            return Int(bytes[j + 2]) | Int(bytes[j + 3]) << 8
        }
        return nil
    }
}
