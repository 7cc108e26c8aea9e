import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor
import SplashTestSupport

/// docs/examples/launch-sequence.json, the three acts at named instants on
/// an iPhone SE screen (375 × 667 pt) at one pixel a point.
@Suite(.eachKernelLevel) struct LaunchSequenceExampleTests {
    static func scene() throws -> Scene {
        let file = PackageFolders.root.appendingPathComponent("docs/examples/launch-sequence.json")
        return try SceneDecoder.decode(try Data(contentsOf: file), file: "launch-sequence.json", canvas: Size(width: 375, height: 667))
    }

    static func layer(_ id: String, at time: Double, in scene: Scene) throws -> Layer {
        try #require(scene.resolved(at: time).lazy.compactMap { $0.layer(withID: id) }.first, "no layer \(id)")
    }

    /// Act 1: strokeEnd 0 → 1 over 1.2 s, easeInEaseOut, which is
    /// symmetric: at 0.6 s (half the time) the logo is drawn half way.
    @Test func theLogoIsHalfDrawnAtHalfItsTime() throws {
        let scene = try Self.scene()
        guard case .shape(let shape)? = try Self.layer("logo", at: 0.6, in: scene).contents else {
            Issue.record("the logo is not a shape")
            return
        }
        #expect(abs((shape.stroke?.end ?? -1) - 0.5) < 1e-9)
    }

    /// Act 3: the push runs from 3.0 s for 0.5 s, easeInEaseOut: at 3.25 s
    /// it is half way, so the app's left edge is at 375 / 2 = 187.5 pt:
    /// column 200 shows the app's grey background (row 600, below its rows
    /// and above its tab bar) and column 100 the splash's navy.
    @Test func theAppIsHalfWayInAtHalfThePush() throws {
        let scene = try Self.scene()
        let screen = try Self.layer("screen", at: 3.25, in: scene)
        #expect(abs((screen.runningTransition?.progress ?? -1) - 0.5) < 1e-9)
        let frame = try Compositor(scene: scene, scale: 1).render(at: 3.25)
        #expect(frame.pixel(x: 200, y: 560) == (0xF2, 0xF2, 0xF7, 255))
        #expect(frame.pixel(x: 100, y: 560) == (0x0B, 0x10, 0x20, 255))
    }
}
