import SplashScene
import Testing

/// The Swift launch animations are written in: the file's helpers on
/// UIKit's types, namespaces of constants, types written out in full.
@Suite struct CodeSwiftTests {
    @Test func hexColourHelperInAnExtension() throws {
        let source = """
            import UIKit

            extension UIColor {
                convenience init(hex: Int, alpha: CGFloat = 1) {
                    self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                              blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
                }
                static let brand = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            }

            extension UIView {
                func rounded(_ radius: CGFloat) { layer.cornerRadius = radius }
            }

            private enum Layout {
                static let side: CGFloat = 80
            }

            final class SplashViewController: UIViewController {
                let tile = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = UIColor(hex: 0x3366CC)
                    tile.frame = CGRect(x: 0, y: 0, width: Layout.side, height: Layout.side)
                    tile.backgroundColor = UIColor.brand
                    tile.rounded(12)
                    view.addSubview(tile)
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.fillMode = CAMediaTimingFillMode.backwards
                    fade.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
                }
            }
            """
        let program = try CodeScene.program(source)
        let scene = try CodeScene.scene(source)
        // 0x3366CC: red 0x33 = 51 (0.2), green 0x66 = 102 (0.4), blue 0xCC = 204 (0.8).
        let root = try #require(scene.layers.first)
        #expect(root.backgroundColor.map { ($0.red * 255).rounded() } == 51)
        #expect(root.backgroundColor.map { ($0.green * 255).rounded() } == 102)
        #expect(root.backgroundColor.map { ($0.blue * 255).rounded() } == 204)
        let tile = try #require(CodeScene.layer("tile", in: scene, at: 0))
        #expect(tile.bounds.size.width == 80)
        #expect(tile.cornerRadius == 12)
        #expect(tile.backgroundColor?.red == 1)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
    }
}
