import Testing
@testable import SplashVideo
import SplashTestSupport

/// The picture that comes back out of the file is the picture that went in:
/// RGBA → yuv420p with BT.709 in limited range, decoded with BT.709.
@Suite struct ColourFidelityTests {
    static let size = 64

    /// Encodes one picture (twice, so it is not only an I-frame) and
    /// returns the first decoded frame, converted back with `matrix`.
    static func roundTrip(_ picture: TestPicture, matrix: YUVMatrix = .bt709) throws -> [UInt8] {
        let directory = try TemporaryDirectory()
        let path = directory.path("colour.mp4")
        let settings = VideoEncoderSettings(width: picture.width, height: picture.height, fps: 30)
        try writeVideo(path: path, settings: settings, frames: [picture, picture])
        let frames = try decodeAll(path, matrix: matrix)
        try #require(frames.count == 2)
        #expect(frames[0].width == picture.width && frames[0].height == picture.height)
        return frames[1].rgba
    }

    @Test(arguments: colourPatches.map(\.name))
    func solidColourSurvives(name: String) throws {
        let rgb = try #require(colourPatches.first { $0.name == name }).rgb
        let picture = TestPicture.solid(width: Self.size, height: Self.size, rgb.0, rgb.1, rgb.2)
        let decoded = try Self.roundTrip(picture)
        let quality = psnr(picture.pixels, decoded)
        print("PSNR \(name): \(quality) dB")
        #expect(quality >= 40, "\(name): \(quality) dB")
    }

    @Test func gradientSurvives() throws {
        let picture = TestPicture.gradient(width: Self.size, height: Self.size)
        let decoded = try Self.roundTrip(picture)
        let quality = psnr(picture.pixels, decoded)
        print("PSNR gradient: \(quality) dB")
        #expect(quality >= 40, "gradient: \(quality) dB")
    }

    /// The control that makes the tests above mean something: reading the
    /// same file with BT.601, as a player ignoring the tags would, visibly
    /// shifts saturated colours. If the writer had converted with swscale's
    /// BT.601 default, this is what the 709 read-back would have looked like.
    @Test(arguments: ["red", "green", "blue"])
    func wrongMatrixIsVisible(name: String) throws {
        let rgb = try #require(colourPatches.first { $0.name == name }).rgb
        let picture = TestPicture.solid(width: Self.size, height: Self.size, rgb.0, rgb.1, rgb.2)
        let decoded = try Self.roundTrip(picture, matrix: .bt601)
        let quality = psnr(picture.pixels, decoded)
        print("PSNR \(name) read as BT.601: \(quality) dB")
        #expect(quality < 35, "\(name) read as BT.601: \(quality) dB")
    }

    /// Limited range really applied: white must not come out as 235/255
    /// grey (full-range samples read as limited) nor black as 16.
    @Test func blackAndWhiteKeepTheirLevels() throws {
        for level in [UInt8(0), 255] {
            let picture = TestPicture.solid(width: 16, height: 16, level, level, level)
            let decoded = try Self.roundTrip(picture)
            for channel in 0..<3 {
                #expect(abs(Int(decoded[channel]) - Int(level)) <= 1, "level \(level) came back as \(decoded[channel])")
            }
        }
    }
}
