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

    /// The issue's frame: a full-screen gradient, a full-screen bitmap-like
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

    /// The shapes in `lottie(groups:)`: three a group.
    static func lottieShapeCount(groups: Int) -> Int { groups * 3 }

    /// A 400 × 860 Lottie, 2 s at 60 fps, of `groups` groups in a grid,
    /// each an ellipse (filled), a rounded rectangle (stroked, trimmed as
    /// it draws) and a star (filled), moving, turning and scaling with
    /// eased keyframes: the kind of animation a designer's splash is, with
    /// more in it.
    static func lottie(groups: Int) -> String {
        func k(_ v: [Double]) -> String { "[" + v.map { String(format: "%.2f", $0) }.joined(separator: ",") + "]" }
        func animated(_ a: [Double], _ b: [Double], _ f0: Int, _ f1: Int) -> String {
            #"{"a":1,"k":[{"t":\#(f0),"s":\#(k(a)),"o":{"x":[0.33],"y":[0]},"i":{"x":[0.2],"y":[1]}},{"t":\#(f1),"s":\#(k(b))}]}"#
        }
        var items: [String] = []
        for i in 0..<groups {
            let column = Double(i % 8), row = Double(i / 8)
            let x = 25 + column * 50, y = 40 + row * 80
            let start = i % 30
            let hue = Double(i) / Double(max(groups, 1))
            let color = k([0.2 + 0.6 * hue, 0.4, 0.9 - 0.6 * hue, 1])
            items.append(#"""
            {"ty":"gr","it":[
             {"ty":"gr","it":[
               {"ty":"el","p":{"a":0,"k":[0,-12]},"s":\#(animated([10, 10], [22, 22], start, start + 40))},
               {"ty":"fl","c":{"a":0,"k":\#(color)},"o":{"a":0,"k":90},"r":1},
               {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
             {"ty":"gr","it":[
               {"ty":"rc","p":{"a":0,"k":[0,8]},"s":{"a":0,"k":[30,22]},"r":{"a":0,"k":6}},
               {"ty":"tm","s":{"a":0,"k":0},"e":\#(animated([0], [100], start, start + 60)),"o":{"a":0,"k":0},"m":1},
               {"ty":"st","c":{"a":0,"k":\#(color)},"o":{"a":0,"k":100},"w":{"a":0,"k":3},"lc":2,"lj":2},
               {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
             {"ty":"gr","it":[
               {"ty":"sr","sy":1,"p":{"a":0,"k":[0,26]},"pt":{"a":0,"k":5},"r":{"a":0,"k":0},"or":{"a":0,"k":8},"ir":{"a":0,"k":4},"os":{"a":0,"k":0},"is":{"a":0,"k":0}},
               {"ty":"fl","c":{"a":0,"k":[1,0.8,0.2,1]},"o":{"a":0,"k":100},"r":1},
               {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
             {"ty":"tr","p":\#(animated([x, y + 30], [x, y], start, start + 50)),"a":{"a":0,"k":[0,0]},
              "s":\#(animated([60, 60], [100, 100], start, start + 45)),"r":\#(animated([-30], [0], start, start + 70)),"o":{"a":0,"k":100}}]}
            """#)
        }
        return #"{"v":"5.7.4","fr":60,"ip":0,"op":120,"w":400,"h":860,"nm":"bench","ddd":0,"assets":[],"layers":[{"ddd":0,"ind":1,"ty":4,"nm":"grid","sr":1,"ip":0,"op":120,"st":0,"ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},"shapes":["#
            + items.joined(separator: ",") + "]}]}"
    }
}
