import CFFmpeg
import Testing
@testable import SplashVideo

/// What each codec is asked for, and the arithmetic of frames, delays and
/// mattes, pinned by hand.
@Suite struct EncoderOptionTests {
    @Test func eachCodecHasItsEncoderContainerAndPixelFormat() {
        let expected: [(VideoCodec, String, String, String)] = [
            (.h264, "libx264", "mp4", "yuv420p"),
            (.hevc, "libx265", "mp4", "yuv420p"),
            (.prores, "prores_ks", "mov", "yuva444p10le"),
            (.vp9, "libvpx-vp9", "webm", "yuva420p"),
            (.webp, "libwebp_anim", "webp", "bgra"),
        ]
        for (codec, encoder, muxer, format) in expected {
            let recipe = VideoWriter.Recipe(codec)
            #expect(recipe.encoderName == encoder)
            #expect(recipe.muxerName == muxer)
            #expect(String(cString: av_get_pix_fmt_name(recipe.pixelFormat)) == format)
        }
        #expect(expected.count == 5)
    }

    @Test func extensionsPickCodecs() {
        #expect(["mp4", "MOV", "webm", "webp", "gif", "png", "avi"].map { VideoCodec.forExtension($0) }
                == [.h264, .prores, .vp9, .webp, .gif, nil, nil])
        #expect(VideoCodec.allCases.filter(\.keepsAlpha) == [.prores, .vp9, .webp, .gif])
    }

    @Test func hevcIsTaggedHvc1AndSmallPicturesAvoidAVX2() {
        // MKTAG('h','v','c','1') = 0x31637668.
        #expect(VideoWriter.fourCC("hvc1") == 0x3163_7668)
        let wide = VideoEncoderSettings(width: 56, height: 32, fps: 30, threads: 3, codec: .hevc)
        let narrow = VideoEncoderSettings(width: 55, height: 32, fps: 30, threads: 3, codec: .hevc)   // stream 56 wide
        let narrower = VideoEncoderSettings(width: 48, height: 32, fps: 30, threads: 3, codec: .hevc)
        #expect(VideoWriter.x265Parameters(wide) == "info=0:frame-threads=1:pools=3:log-level=error")
        #expect(VideoWriter.x265Parameters(narrow) == "info=0:frame-threads=1:pools=3:log-level=error")
        #if arch(x86_64)
        #expect(VideoWriter.x265Parameters(narrower) == "info=0:frame-threads=1:pools=3:log-level=error:asm=sse4.2")
        #endif
    }

    @Test func webpQualityIsHundredMinusCRF() {
        #expect([1, 18, 51].map(VideoWriter.webpQuality) == [99, 82, 49])
        // Frame i starts at round(1000 i / fps) ms: 30 fps → 0, 33, 67, 100.
        #expect((0...3).map { VideoWriter.milliseconds(ofFrame: $0, fps: 30) } == [0, 33, 67, 100])
    }

    @Test func gifCentisecondsRoundAndAddUp() {
        // round(100 i / fps): 30 fps → 0, 3.33→3, 6.67→7, 10; 24 fps → 0, 4.17→4,
        // 8.33→8, 12.5→13 (half up), 16.67→17; 50 fps → every 2.
        #expect((0...3).map { GIFWriter.centiseconds(ofFrame: $0, fps: 30) } == [0, 3, 7, 10])
        #expect((0...4).map { GIFWriter.centiseconds(ofFrame: $0, fps: 24) } == [0, 4, 8, 13, 17])
        #expect((0...3).map { GIFWriter.centiseconds(ofFrame: $0, fps: 50) } == [0, 2, 4, 6])
        // 61 frames at 30 fps last 203.33 cs: the delays add up to 203.
        let delays = (0..<61).map { GIFWriter.centiseconds(ofFrame: $0 + 1, fps: 30) - GIFWriter.centiseconds(ofFrame: $0, fps: 30) }
        #expect(delays.reduce(0, +) == 203)
        #expect(Set(delays) == [3, 4])
    }

    @Test func gifFilterOptions() {
        var settings = VideoEncoderSettings(width: 8, height: 8, fps: 30, codec: .gif)
        #expect(GIFWriter.palettegenArguments(settings) == "max_colors=256:reserve_transparent=1:stats_mode=full")
        #expect(GIFWriter.paletteuseArguments(settings) == "dither=sierra2_4a:diff_mode=rectangle")
        settings.matte = .white
        settings.dither = .none
        #expect(GIFWriter.palettegenArguments(settings) == "max_colors=256:reserve_transparent=0:stats_mode=full")
        #expect(GIFWriter.paletteuseArguments(settings) == "dither=none:diff_mode=rectangle")
        // --max-size's smaller palettes; palettegen takes 4...256 here.
        settings.gifColours = 64
        #expect(GIFWriter.palettegenArguments(settings) == "max_colors=64:reserve_transparent=0:stats_mode=full")
        settings.gifColours = 300
        #expect(throws: VideoEncoderSettingsError.gifColours(300)) { try settings.validate() }
    }

    @Test func settingsRefuseGIFAbove50FPSAndBadLoops() {
        #expect(throws: VideoEncoderSettingsError.codecFPS(60, .gif)) {
            try VideoEncoderSettings(width: 8, height: 8, fps: 60, codec: .gif).validate()
        }
        #expect(throws: VideoEncoderSettingsError.loop(0)) {
            try VideoEncoderSettings(width: 8, height: 8, fps: 30, codec: .gif, loop: .plays(0)).validate()
        }
        #expect(throws: Never.self) { try VideoEncoderSettings(width: 8, height: 8, fps: 50, codec: .gif).validate() }
        // 4:2:0 codecs pad odd sizes; ProRes and the rest keep them.
        #expect(VideoEncoderSettings(width: 7, height: 5, fps: 30, codec: .vp9).streamWidth == 8)
        #expect(VideoEncoderSettings(width: 7, height: 5, fps: 30, codec: .prores).streamWidth == 7)
    }

    @Test func inputIsStraightOrOverTheMatte() {
        // Premultiplied (64, 0, 0, 128) is red 128/255 at half opacity:
        // straight red = round(64 × 255 / 128) = round(127.5) → (16320 + 64) / 128 = 128;
        // over white: 64 + round(255 × 127 / 255) = 64 + 127 = 191, green and blue 127.
        let pixel: [UInt8] = [64, 0, 0, 128, 0, 0, 0, 0]
        let inputs = [
            EncoderInput(width: 2, height: 1, mode: .straightAlpha),
            EncoderInput(width: 2, height: 1, mode: .straightAlpha, order: .bgra),
            EncoderInput(width: 2, height: 1, mode: .matte(.white)),
        ]
        var results: [[UInt8]] = []
        for input in inputs {
            var converter = input
            pixel.withUnsafeBufferPointer { source in
                guard let base = source.baseAddress else { return }
                converter.convert(base, bytesPerRow: 8) { out, _ in results.append(Array(UnsafeBufferPointer(start: out, count: 8))) }
            }
        }
        #expect(results == [
            [128, 0, 0, 128, 0, 0, 0, 0],
            [0, 0, 128, 128, 0, 0, 0, 0],
            [191, 127, 127, 255, 255, 255, 255, 255],
        ])
    }
}
