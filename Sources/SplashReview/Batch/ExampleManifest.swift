import SplashScene

/// The manifest `splashvid batch --example` prints: every built-in preset
/// on two iPhones (a matrix), plus one preset with its own parameters and
/// stills, with every setting spelled out once.
public enum ExampleManifest {
    public static var text: String {
        let presets = Preset.all.map { "\"\($0.name)\"" }.joined(separator: ", ")
        return """
        {
          "output": "previews",
          "defaults": {
            "devices": ["iphone-se"],
            "fps": 30,
            "crf": 20,
            "speed": "veryfast",
            "video": true,
            "sheet": true,
            "stills": []
          },
          "matrix": [
            {"presets": [\(presets)], "devices": ["iphone-se", "iphone-15"]}
          ],
          "jobs": [
            {
              "name": "kugou-evening",
              "preset": "kugou",
              "parameters": {"text": "Music for every evening", "brand": "#FF6A00", "delay": 0.8},
              "devices": ["iphone-se"],
              "stills": [0.4, 1.6]
            }
          ]
        }

        """
    }
}
