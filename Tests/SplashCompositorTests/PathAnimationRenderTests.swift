import Foundation
import Testing
import SplashGeometry
import SplashScene
@testable import SplashCompositor
import SplashTestSupport

/// A bar moved along a path with `rotationMode` auto, drawn by the
/// compositor: the bar's pixels are where the hand-worked position and
/// tangent put them.
@Suite(.eachKernelLevel) struct PathAnimationRenderTests {
    /// A red bar 20 × 6 pt at position (0, 0), animated along
    /// "M10 10 L90 10 L90 90" (80 + 80 = 160 pt), paced over 1 s.
    static let scene = #"""
    {"duration": 1, "backgroundColor": "#FFFFFF", "layers": [
      {"position": [0, 0], "size": [20, 6], "backgroundColor": "#FF0000",
       "animations": [{"keyPath": "position", "path": "M10 10 L90 10 L90 90", "calculationMode": "paced",
                       "rotationMode": "auto", "duration": 1, "fillMode": "forwards"}]}]}
    """#

    /// The bounding box of the red pixels: (minX, minY, maxX + 1, maxY + 1).
    static func redBox(at time: Double) throws -> (Int, Int, Int, Int)? {
        let scene = try SceneDecoder.decode(Data(Self.scene.utf8), file: "bar.json", canvas: Size(width: 100, height: 100))
        let pixmap = try Compositor(scene: scene, scale: 1).render(at: time)
        var box: (Int, Int, Int, Int)?
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y)
                guard p.r > 128, p.g < 128 else { continue }
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x + 1), max($0.3, y + 1)) } ?? (x, y, x + 1, y + 1)
            }
        }
        return box
    }

    // 0.25 s: 40 pt along the first leg, centre (50, 10), level:
    //   x 40 ..< 60, y 7 ..< 13.
    // 0.75 s: 120 pt = 80 + 40, centre (90, 50), heading down, so turned
    //   a quarter: x 87 ..< 93, y 40 ..< 60.
    @Test func theBarFollowsThePathAndTurnsWithIt() throws {
        let early = try #require(try Self.redBox(at: 0.25))
        #expect(early == (40, 7, 60, 13), "\(early)")
        let late = try #require(try Self.redBox(at: 0.75))
        #expect(late == (87, 40, 93, 60), "\(late)")
    }
}
