import Foundation
@testable import SplashVideo
import SplashTestSupport

/// A fresh directory under the system temporary folder, removed on deinit.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("SplashVideoTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }
}

/// An opaque RGBA8 picture for tests.
struct TestPicture {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, pixel: (_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)) {
        self.width = width
        self.height = height
        pixels = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = pixel(x, y)
                pixels += [r, g, b, 255]
            }
        }
    }

    static func solid(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) -> TestPicture {
        TestPicture(width: width, height: height) { _, _ in (r, g, b) }
    }

    /// Red fading to blue left to right, green rising top to bottom, by 3
    /// levels a pixel whatever the size (up to 64×64): every pixel differs,
    /// and chroma changes as smoothly as in a real UI gradient, which 4:2:0
    /// can carry (a 255-level sweep across 16 pixels could not).
    static func gradient(width: Int, height: Int) -> TestPicture {
        TestPicture(width: width, height: height) { x, y in
            func level(_ value: Int) -> UInt8 { UInt8(min(max(value, 0), 255)) }
            return (level(230 - 3 * x), level(40 + 3 * y), level(30 + 3 * x))
        }
    }
}

/// Named solid colours whose round trip through video is checked.
let colourPatches: [(name: String, rgb: (UInt8, UInt8, UInt8))] = [
    ("red", (255, 0, 0)),
    ("green", (0, 255, 0)),
    ("blue", (0, 0, 255)),
    ("white", (255, 255, 255)),
    ("grey", (128, 128, 128)),
    ("skin", (224, 172, 140)),
]

extension VideoWriter {
    /// Appends a tightly packed picture.
    func append(_ picture: TestPicture) throws {
        try picture.pixels.withUnsafeBytes { bytes in
            try append(rgba: bytes, bytesPerRow: picture.width * 4)
        }
    }
}

/// Writes `frames` to `path` and finishes the file.
func writeVideo(path: String, settings: VideoEncoderSettings, frames: [TestPicture]) throws {
    let writer = try VideoWriter(path: path, settings: settings)
    for frame in frames {
        try writer.append(frame)
    }
    try writer.finish()
}

/// Decodes every frame of `path` back to RGBA.
func decodeAll(_ path: String, matrix: YUVMatrix = .bt709) throws -> [(rgba: [UInt8], width: Int, height: Int)] {
    var frames: [(rgba: [UInt8], width: Int, height: Int)] = []
    try VideoReader(path: path).decodeFrames(matrix: matrix) { _, rgba, width, height in
        frames.append((rgba, width, height))
    }
    return frames
}
