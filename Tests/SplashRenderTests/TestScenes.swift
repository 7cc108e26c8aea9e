import Foundation
import SplashGeometry
import SplashScene

/// Small scenes for render tests.
enum TestScenes {
    /// A 32×24 pt canvas (64×48 px at 2x): a red square sliding right over a
    /// gradient for 0.5 s, then holding still for 0.5 s.
    static func slidingSquare() throws -> Scene {
        let json = #"""
        {
          "name": "sliding-square", "summary": "test", "duration": 1.0, "backgroundColor": "#102030",
          "layers": [
            {"frame": [0, 0, "W", "H"], "contents": {"type": "gradient", "colors": ["#203040", "#E0C080"]}},
            {"id": "square", "position": [8, "H / 2"], "size": [10, 10], "backgroundColor": "#FF3B30", "cornerRadius": 2,
             "animations": [{"keyPath": "position.x", "fromValue": 8, "toValue": 24, "duration": 0.5, "timingFunction": "easeInEaseOut", "fillMode": "forwards"}]}
          ]
        }
        """#
        return try SceneDecoder.decode(Data(json.utf8), file: "sliding-square.json", canvas: Size(width: 32, height: 24))
    }
}
