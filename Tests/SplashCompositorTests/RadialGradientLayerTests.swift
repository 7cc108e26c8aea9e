import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor
import SplashTestSupport

/// `CAGradientLayer` `.radial`: "an ellipse with its center at 'startPoint'
/// and its width and height defined by '(endPoint.x - startPoint.x) * 2' and
/// '(endPoint.y - startPoint.y) * 2'" (CAGradientLayer.h), unit points of
/// the bounds, so the semi-axes are Δx·width and Δy·height.
@Suite(.eachKernelLevel)
struct RadialGradientLayerTests {
    /// A 200×100 pt layer at (0.5, 0.5), drawn at scale 1, black at
    /// startPoint (0.5, 0.5) to white at endPoint (1, 1): the centre is at
    /// (100.5, 50.5), the centre of pixel (100, 50); the semi-axes are
    /// 0.5 × 200 = 100 (x) and 0.5 × 100 = 50 (y). Black to white in sRGB,
    /// so a point's level is 255·t with t = √((dx/100)² + (dy/50)²),
    /// dx, dy from the centre of pixel (100, 50).
    static func render() throws -> Pixmap {
        let json = #"""
        {"duration": 1, "backgroundColor": "#FF0000", "layers": [
          {"frame": [0.5, 0.5, 200, 100], "contents": {"type": "gradient", "kind": "radial",
           "colors": ["#000000", "#FFFFFF"], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}}
        ]}
        """#
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "radial.json", canvas: Size(width: 202, height: 102))
        return try Compositor(scene: scene, scale: 1).render(at: 0)
    }

    /// (pixel, t, level), worked out by hand:
    /// - (150, 50): dx 50, dy 0 → t = 0.5 → 127.5; (100, 75): dx 0, dy 25 →
    ///   t = 0.5 too: half-way out along each semi-axis, where a circle of
    ///   radius |(100, 50)| = 111.8 would give 50/111.8 = 0.447 and
    ///   25/111.8 = 0.224 (114 and 57).
    /// - (148, 68): dx 48, dy 18 → 0.2304 + 0.1296 = 0.36 → t = 0.6 → 153;
    ///   (164, 74): dx 64, dy 24 → 0.4096 + 0.2304 = 0.64 → t = 0.8 → 204;
    ///   (52, 32): dx −48, dy −18 → t = 0.6 → 153 (the other quadrant).
    /// - (199, 50): dx 99 → t = 0.99 → 252.45, next to the ellipse's end
    ///   on the x axis (the last whole pixel of the layer); (100, 99): dy 49
    ///   → t = 0.98 → 249.9.
    /// - (100, 50): the centre → 0.
    static let expected: [(x: Int, y: Int, level: Double)] = [
        (150, 50, 127.5), (100, 75, 127.5), (50, 50, 127.5), (100, 25, 127.5),
        (148, 68, 153), (164, 74, 204), (52, 32, 153),
        (199, 50, 252.45), (100, 99, 249.9), (100, 50, 0),
    ]

    @Test func theColourAtAPointFollowsTheEllipse() throws {
        let pixmap = try Self.render()
        var compared = 0
        for (x, y, level) in Self.expected {
            let p = pixmap.pixel(x: x, y: y)
            // The ramp is dithered (±1) and tabulated: 2 levels of slack.
            #expect(abs(Double(p.r) - level) <= 2 && p.r == p.g && p.g == p.b, "(\(x), \(y)): \(p) vs \(level)")
            compared += 1
        }
        #expect(compared == 10)
        try expectMatchesReference(pixmap, named: "radial-ellipse")
    }

    /// Every point of the ellipse of t = 0.6 (semi-axes 60 and 30) has the
    /// same level: 36 points round it, each within the slack of 153.
    @Test func anEllipseOfOneLocationHasOneColour() throws {
        let pixmap = try Self.render()
        var compared = 0
        for k in 0..<36 {
            let angle = Double(k) * .pi / 18
            // The nearest pixel centre to the point; its own t differs from
            // 0.6 by at most the half-pixel rounding: |∂t/∂x| ≤ 1/100 and
            // |∂t/∂y| ≤ 1/50 per pt, so 0.5/100 + 0.5/50 = 0.015 → ±3.8 levels.
            let x = (100.5 + 60 * cos(angle)).rounded(.down), y = (50.5 + 30 * sin(angle)).rounded(.down)
            let dx = (x + 0.5 - 100.5) / 100, dy = (y + 0.5 - 50.5) / 50
            let level = 255 * (dx * dx + dy * dy).squareRoot()
            let p = pixmap.pixel(x: Int(x), y: Int(y))
            #expect(abs(Double(p.r) - level) <= 2, "angle \(k) × 10°: \(p.r) vs \(level)")
            #expect(abs(Double(p.r) - 153) <= 6, "angle \(k) × 10°: \(p.r)")
            compared += 1
        }
        #expect(compared == 36)
    }

    /// endPoint.y == startPoint.y: the ellipse is flat, the layer its last colour.
    @Test func aFlatEllipseIsTheLastColour() throws {
        let json = #"""
        {"duration": 1, "layers": [{"frame": [0, 0, 20, 20], "contents": {"type": "gradient", "kind": "radial",
          "colors": ["#000000", "#FFFFFF"], "startPoint": [0.5, 0.5], "endPoint": [1, 0.5]}}]}
        """#
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "flat.json", canvas: Size(width: 20, height: 20))
        let pixmap = try Compositor(scene: scene, scale: 1).render(at: 0)
        var white = 0
        for y in 0..<20 { for x in 0..<20 where pixmap.pixel(x: x, y: y) == (255, 255, 255, 255) { white += 1 } }
        #expect(white == 400)
    }
}
