import Foundation
import Testing
@testable import SplashVideo
import SplashFormats
import SplashTestSupport

@Suite struct ImageDecoderTests {
    /// Compares the centre 4×4 of each quadrant with its colour. A range
    /// or matrix mistake moves the dark quadrant by 14 levels and the
    /// saturated ones by more; lossy coding stays within a few levels.
    static func expectQuadrants(_ image: DecodedImage, tolerance: Int) {
        #expect(image.width == 16 && image.height == 16)
        for (index, colour) in Fixture.quadrants.enumerated() {
            let (left, top) = ((index % 2) * 8, (index / 2) * 8)
            for y in top + 2..<top + 6 {
                for x in left + 2..<left + 6 {
                    let pixel = image.pixel(x, y)
                    let expected = [colour.0, colour.1, colour.2, 255]
                    let worst = zip(pixel, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
                    #expect(worst <= tolerance, "quadrant \(index) at (\(x),\(y)): \(pixel), expected \(expected)")
                }
            }
        }
    }

    @Test func decodesFullRangeJPEG() throws {
        Self.expectQuadrants(try ImageDecoder.decode(Fixture.bytes("quadrants.jpg")), tolerance: 6)
    }

    @Test func decodesLossyWebP() throws {
        Self.expectQuadrants(try ImageDecoder.decode(Fixture.bytes("quadrants-lossy.webp")), tolerance: 4)
    }

    @Test func decodesPalettePNGExactly() throws {
        Self.expectQuadrants(try ImageDecoder.decode(Fixture.bytes("quadrants-palette.png")), tolerance: 0)
    }

    /// Grey PNGs are full range: level 17 stays 17 (not stretched as if 16–235).
    @Test func decodesGreyPNGExactly() throws {
        let image = try ImageDecoder.decode(Fixture.bytes("grey-ramp.png"))
        #expect(image.width == 16 && image.height == 1)
        for x in 0..<16 {
            let level = UInt8(x * 17)
            #expect(image.pixel(x, 0) == [level, level, level, 255])
        }
    }

    /// Lossless WebP with alpha comes out premultiplied, exactly.
    @Test func premultipliesAlpha() throws {
        let image = try ImageDecoder.decode(Fixture.bytes("alpha-lossless.webp"))
        #expect(image.width == 8 && image.height == 8)
        for (x, alpha) in [0, 36, 73, 109, 146, 182, 219, 255].enumerated() {
            let expected = [240, 120, 30].map { UInt8(($0 * alpha + 127) / 255) } + [UInt8(alpha)]
            #expect(image.pixel(x, 3) == expected, "column \(x)")
        }
    }

    @Test(arguments: [
        ("plain text", Array("just some words\n".utf8)),
        ("HLS playlist", Array("#EXTM3U\n#EXTINF:10,\nfile:///etc/passwd\nhttp://127.0.0.1:9/x.ts\n".utf8)),
        ("concat list", Array("ffconcat version 1.0\nfile '/etc/passwd'\n".utf8)),
        ("concat URL", Array("concat:/etc/hosts|/etc/passwd".utf8)),
        ("empty", []),
        ("RIFF but not WebP", Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)),
    ])
    func refusesWhatIsNotAnImage(name: String, bytes: [UInt8]) {
        let error = #expect(throws: ImageDecodingError.self) { _ = try ImageDecoder.decode(bytes) }
        #expect(error == .unrecognisedFormat, "\(name)")
        #expect(error?.description == "not a PNG, JPEG or WebP image")
    }

    @Test func refusesTruncatedPNG() throws {
        let picture = TestPicture.gradient(width: 48, height: 48)
        let png = try PNGEncoder.encode(rgba: picture.pixels, width: 48, height: 48)
        for cut in [png.count / 2, png.count - 13, 40] {
            let error = #expect(throws: ImageDecodingError.self, "cut at \(cut) of \(png.count)") {
                _ = try ImageDecoder.decode(Array(png.prefix(cut)))
            }
            #expect(error != nil && error != .unrecognisedFormat)
            #expect(error?.description.contains("PNG") == true)
        }
    }

    @Test func refusesTruncatedJPEG() throws {
        let jpeg = try Fixture.bytes("quadrants.jpg")
        #expect(throws: ImageDecodingError.self) { _ = try ImageDecoder.decode(Array(jpeg.prefix(jpeg.count / 2))) }
    }

    @Test func refusesGarbageAfterAValidSignature() {
        let garbage: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<200).map { UInt8(($0 * 73) % 256) }
        #expect(throws: ImageDecodingError.self) { _ = try ImageDecoder.decode(garbage) }
    }

    /// A PNG header declaring 20000×20000 is refused from the header alone,
    /// with the size in the message.
    @Test func refusesHugeImageBeforeDecoding() throws {
        var png = try PNGEncoder.encode(rgba: [0, 0, 0, 255], width: 1, height: 1)
        for (offset, value) in [(16, 20_000), (20, 20_000)] {
            png.replaceSubrange(offset..<offset + 4, with: withUnsafeBytes(of: UInt32(value).bigEndian, Array.init))
        }
        let error = #expect(throws: ImageDecodingError.self) { _ = try ImageDecoder.decode(png) }
        #expect(error == .tooLarge(width: 20_000, height: 20_000, maxPixels: 100_000_000))
        #expect(error?.description == "image is 20000×20000, over the 100 Mpixel limit")
    }

    @Test(arguments: ["quadrants.jpg", "quadrants-lossy.webp", "alpha-lossless.webp", "quadrants-palette.png"])
    func honoursMaxPixels(name: String) throws {
        let bytes = try Fixture.bytes(name)
        let error = #expect(throws: ImageDecodingError.self) { _ = try ImageDecoder.decode(bytes, maxPixels: 63) }
        #expect(error == .tooLarge(width: name.hasPrefix("alpha") ? 8 : 16, height: name.hasPrefix("alpha") ? 8 : 16, maxPixels: 63))
        #expect(try ImageDecoder.decode(bytes, maxPixels: 256).width > 0)
    }

    /// libavcodec's own limit also holds when the header cannot be read
    /// ahead (a JPEG whose frame header comes after an unknown segment
    /// layout is decoded straight away).
    @Test func decoderLimitBacksUpHeaderCheck() throws {
        var jpeg = try Fixture.bytes("quadrants.jpg")
        // Make our header walk give up: a bogus zero-length segment right
        // after SOI is unreadable to it but skipped by FFmpeg's marker search.
        jpeg.insert(contentsOf: [0xFF, 0xFE, 0x00, 0x00], at: 2)
        #expect(ImageHeader.size(of: jpeg, format: .jpeg) == nil)
        #expect(throws: (any Error).self) { _ = try ImageDecoder.decode(jpeg, maxPixels: 63) }
    }

    @Test func readsHeaderSizes() throws {
        #expect(ImageHeader.size(of: try Fixture.bytes("quadrants.jpg"), format: .jpeg)! == (16, 16))
        #expect(ImageHeader.size(of: try Fixture.bytes("quadrants-lossy.webp"), format: .webp)! == (16, 16))
        #expect(ImageHeader.size(of: try Fixture.bytes("alpha-lossless.webp"), format: .webp)! == (8, 8))
        #expect(ImageHeader.size(of: try Fixture.bytes("grey-ramp.png"), format: .png)! == (16, 1))
    }

    /// An animated WebP is refused by name, not as "damaged".
    @Test func anAnimatedWebPIsRefusedByName() throws {
        #expect(throws: ImageDecodingError.animatedWebP) { try ImageDecoder.decode(Fixture.bytes("animated.webp")) }
        #expect(ImageDecodingError.animatedWebP.description == "animated WebP is not supported; export one frame (a still WebP or a PNG)")
        #expect(!ImageHeader.isAnimatedWebP(try Fixture.bytes("quadrants-lossy.webp")))
    }
}
