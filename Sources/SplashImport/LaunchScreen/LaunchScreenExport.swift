import Foundation
import SplashGeometry
import SplashScene

/// `splashvid import launch`: an app's launch screen, laid out for one
/// device, written as a scene file to animate further. The layers carry
/// the frames Auto Layout gave them on that device, as numbers (a layout's
/// constraints are solved per device: import once per device, or use
/// `--launch-screen`, which lays it out for every device rendered).
public enum LaunchScreenExport {
    /// The scene file's text, image paths relative to `folder` (the output
    /// file's) when inside it, and the warnings worth showing.
    public static func sceneJSON(_ options: LaunchScreenOptions, screen: RenderScreen, folder: String?) throws -> (json: String, warnings: [String]) {
        let device = LaunchScreenLoader.device(for: screen)
        let launch = try LaunchScreenLoader.load(options, device: device)
        var root = launch.layer
        // The root view's background is the scene's: what shows under it.
        let background = root.backgroundColor ?? .white
        root.id = "launch-screen"
        let name = URL(fileURLWithPath: launch.file).deletingPathExtension().lastPathComponent
        var scene = Scene(name: name, summary: "The launch screen of \(URL(fileURLWithPath: launch.file).lastPathComponent), laid out for \(device.displayName) (\(options.appearance.rawValue))",
                          canvas: device.points, duration: 1, backgroundColor: background, layers: [root])
        scene.keyInstants = []
        do {
            return (try SceneWriter.json(scene, relativeTo: folder), launch.warnings.map(\.description))
        } catch {
            throw RenderError("cannot write the launch screen as a scene file: \(error)")
        }
    }
}
