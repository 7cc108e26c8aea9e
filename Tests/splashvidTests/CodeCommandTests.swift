import Foundation
import SplashTestSupport
import SplashVideo
import Testing

/// `render --code`, `import --code` and `check` on a launch animation's Swift.
@Suite struct CodeCommandTests {
    static let source = """
        import UIKit

        final class SplashViewController: UIViewController {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                card.backgroundColor = .red
                view.addSubview(card)
            }

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    self.card.center.x = 180
                })
                let task = URLSession.shared
            }
        }
        """

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("code-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(source.utf8).write(to: folder.appendingPathComponent("Splash.swift"))
        return folder
    }

    @Test func renderImportAndCheckReadTheSwift() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Linear from x 60 to 180 over 1 s: at 0.5 s the card spans x 60–180
        // (centre 120, 120 wide), so (70, 40) is red and (50, 40) white.
        let still = try Binary.run(["--code", "Splash.swift", "--size", "240x160", "--scale", "1", "--at", "0.5", "half.png"], in: folder)
        #expect(still.status == 0, "\(still.stderr)")
        #expect(still.stderr.contains("Splash.swift:18: URLSession is not part of a launch animation: skipped"), "\(still.stderr)")
        let image = try ImageDecoder.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("half.png"))))
        #expect(image.pixel(70, 40) == [255, 0, 0, 255])
        #expect(image.pixel(50, 40) == [255, 255, 255, 255])

        let strict = try Binary.run(["--code", "Splash.swift", "--strict", "--size", "240x160", "--at", "0", "x.png"], in: folder)
        #expect(strict.status == 1 && strict.stderr.contains("Splash.swift:18"), "\(strict.stderr)")

        let written = try Binary.run(["import", "--code", "Splash.swift", "-o", "splash.json"], in: folder)
        #expect(written.status == 0, "\(written.stderr)")
        let json = try String(contentsOf: folder.appendingPathComponent("splash.json"), encoding: .utf8)
        #expect(json.contains("\"keyPath\": \"position\""))

        let checked = try Binary.run(["check", "Splash.swift"], in: folder)
        #expect(checked.status == 0 && checked.stderr.contains("Splash.swift:18: warning:"), "\(checked.stderr)")

        let stray = try Binary.run(["--preset", "kugou", "--entry", "intro", "x.mp4"], in: folder)
        #expect(stray.status != 0 && stray.stderr.contains("--entry goes with --code"), "\(stray.stderr)")
    }
}
