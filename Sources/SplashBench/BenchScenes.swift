import Foundation
import SplashGeometry
import SplashRaster
import SplashScene

/// The scenes the benchmark draws.
enum BenchScenes {
    /// A leaf-like logo outline with curves (72-pt box), as a launch logo.
    static let logoPath = "M36 4 C56 4 68 18 68 36 C68 56 52 68 36 68 C30 68 24 66 20 62 L8 70 L12 56 C6 50 4 44 4 36 C4 18 16 4 36 4 Z M36 18 C26 18 20 26 20 36 C20 46 26 54 36 54 C46 54 52 46 52 36 C52 26 46 18 36 18 Z"

    /// The bitmap of the benchmark frame: not a file, a synthetic
    /// "photo" made here (smooth shading plus fine detail, so sampling
    /// cannot take a shortcut), 1179×2556 like an iPhone screenshot.
    static let photoSource = "/splashvid-bench/photo.png"

    static func photo() -> SampledImage {
        let width = 1179, height = 2556
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        var seed: UInt32 = 0x9E37_79B9
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223   // fixed-seed LCG: the same photo every run
                let grain = Int(seed >> 28)
                let i = (y * width + x) * 4
                bytes[i] = UInt8(clamping: 40 + x * 180 / width + grain)
                bytes[i + 1] = UInt8(clamping: 90 + y * 120 / height + grain)
                bytes[i + 2] = UInt8(clamping: 200 - (x + y) * 120 / (width + height) + grain)
            }
        }
        return SampledImage(Pixmap(width: width, height: height, bytes: bytes) ?? Pixmap(width: 1, height: 1))
    }

    /// The frame: a full-screen gradient, a full-screen bitmap-like
    /// layer, three vector layers and an app window revealed through a
    /// logo-shaped mask scaled 9×.
    static func composite(canvas: Size) throws -> Scene {
        let json = """
        {
          "name": "bench", "summary": "benchmark frame", "duration": 1, "backgroundColor": "#000000",
          "layers": [
            {"frame": [0, 0, "W", "H"], "contents": {"type": "gradient", "colors": ["#FF7A59", "#6A5CF6", "#2CA2F9"], "locations": [0, 0.55, 1], "startPoint": [0, 0], "endPoint": [1, 1]}},
            {"frame": [0, 0, "W", "H"], "opacity": 0.85, "contents": {"type": "image", "source": "\(photoSource)", "gravity": "resizeAspectFill"}},
            {"position": ["W * 0.3", "H * 0.25"], "size": [72, 72], "transform": {"rotation": 0.3, "scale": 1.6}, "contents": {"type": "shape", "path": "\(logoPath)", "fillColor": "#FFFFFF", "fillRule": "evenOdd"}},
            {"position": ["W * 0.7", "H * 0.5"], "size": [72, 72], "opacity": 0.7, "transform": {"rotation": -0.5, "scale": 2.2}, "contents": {"type": "shape", "path": "\(logoPath)", "fillColor": "#1C1C1E", "fillRule": "evenOdd"}},
            {"position": ["W * 0.45", "H * 0.8"], "size": [72, 72], "transform": {"scale": 1.2}, "contents": {"type": "shape", "path": "\(logoPath)", "fillColor": "#34C759", "fillRule": "evenOdd"}},
            {"frame": [0, 0, "W", "H"], "backgroundColor": "#F2F2F7",
             "sublayers": [{"frame": [16, 120, "W - 32", 200], "backgroundColor": "#FFFFFF", "cornerRadius": 16, "cornerCurve": "continuous"}],
             "mask": {"position": ["W / 2", "H / 2"], "size": [72, 72], "transform": {"scale": 9, "rotation": -0.6},
                      "contents": {"type": "shape", "path": "\(logoPath)", "fillColor": "#000000", "fillRule": "evenOdd"}}}
          ]
        }
        """
        return try SceneDecoder.decode(Data(json.utf8), file: "bench.json", canvas: canvas)
    }
}
