import SplashScene
import SplashText

/// The font files a scene's texts are drawn from, as fontconfig resolves
/// them on this machine (pinned `fontFile`s included), sorted and without
/// repeats. A batch render hashes their bytes with the rest of its inputs.
public enum SceneFonts {
    public static func files(for scene: Scene) throws -> [String] {
        let blocks = scene.texts
        guard !blocks.isEmpty else { return [] }
        let shaper = try TextShaper()
        var paths = Set<String>()
        for block in blocks {
            for file in try shaper.fontFiles(for: block.text.string, style: block.style) {
                paths.insert(file.path)
            }
        }
        return paths.sorted()
    }
}
