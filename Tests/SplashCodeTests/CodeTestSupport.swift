import Foundation
import SplashCode
import SplashGeometry
import SplashScene

/// Interprets Swift and decodes the scene it makes, as `render --code` does.
enum CodeScene {
    static let canvas = Size(width: 400, height: 800)

    static func program(_ source: String, entry: String? = nil) throws -> CodeImporter.Program {
        try CodeImporter.program(source: source, file: "Splash.swift", canvas: canvas, entry: entry)
    }

    static func scene(_ source: String, entry: String? = nil) throws -> Scene {
        let (json, _) = try program(source, entry: entry).sceneJSON(images: [:])
        return try SceneDecoder.decode(Data(json.text.utf8), file: "Splash.json", canvas: canvas)
    }

    /// A view controller whose `viewDidLoad` and `viewDidAppear` hold these lines.
    static func controller(properties: String = "", load: String = "", appear: String = "", methods: String = "") -> String {
        """
        import UIKit

        final class SplashViewController: UIViewController {
            \(properties)
            override func viewDidLoad() {
                super.viewDidLoad()
                \(load)
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                \(appear)
            }
            \(methods)
        }
        """
    }

    /// The layer of that id in the scene resolved at `time`.
    static func layer(_ id: String, in scene: Scene, at time: Double) -> Layer? {
        for root in scene.resolved(at: time) {
            if let found = root.layer(withID: id) { return found }
        }
        return nil
    }
}
