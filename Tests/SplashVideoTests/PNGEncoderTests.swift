import Foundation
import Testing
@testable import SplashVideo

@Suite struct PNGEncoderTests {
    @Test func opaqueRoundTripIsExact() throws {
        let picture = TestPicture.gradient(width: 33, height: 17)
        let png = try PNGEncoder.encode(rgba: picture.pixels, width: 33, height: 17)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let decoded = try ImageDecoder.decode(png)
        #expect(decoded.width == 33 && decoded.height == 17)
        #expect(decoded.pixels == picture.pixels)
    }

    /// Every valid premultiplied pixel (channel ≤ alpha) survives
    /// un-premultiplying into the file and premultiplying back.
    @Test func premultipliedRoundTripIsExact() throws {
        var pixels: [UInt8] = []
        for alpha in stride(from: 0, through: 255, by: 5) {
            for value in stride(from: 0, through: alpha, by: max(alpha / 7, 1)) {
                pixels += [UInt8(value), UInt8(alpha / 2), UInt8(alpha), UInt8(alpha)]
            }
        }
        let count = pixels.count / 4
        let png = try PNGEncoder.encode(rgba: pixels, width: count, height: 1)
        #expect(try ImageDecoder.decode(png).pixels == pixels)
    }

    @Test func bytesAreDeterministicAndTaggedSRGB() throws {
        let picture = TestPicture.gradient(width: 20, height: 20)
        let first = try PNGEncoder.encode(rgba: picture.pixels, width: 20, height: 20)
        let second = try PNGEncoder.encode(rgba: picture.pixels, width: 20, height: 20)
        #expect(first == second)
        #expect(Data(first).range(of: Data("sRGB".utf8)) != nil)
    }

    @Test func refusesMismatchedSizes() {
        #expect(throws: PNGEncoderError.bufferSize(count: 4, expected: 8)) {
            _ = try PNGEncoder.encode(rgba: [0, 0, 0, 0], width: 2, height: 1)
        }
        #expect(throws: PNGEncoderError.invalidSize(width: 0, height: 1)) {
            _ = try PNGEncoder.encode(rgba: [], width: 0, height: 1)
        }
    }
}
