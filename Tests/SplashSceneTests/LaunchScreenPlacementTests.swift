import Foundation
import SplashGeometry
import Testing
@testable import SplashScene

/// `Scene.showingLaunchScreen`: the app's launch screen drawn in the
/// layers that stand for it, where the screen is.
@Suite struct LaunchScreenPlacementTests {
    static let json = #"""
    {"duration": 1, "layers": [
      {"id": "splash", "frame": [0, 0, "W", "H"], "backgroundColor": "#FF0000", "sublayers": [
        {"id": "lower", "launchScreen": "replace", "frame": [0, "H * 0.8", "W", "H * 0.2"], "backgroundColor": "#FFFFFF",
         "sublayers": [{"id": "placeholder", "frame": [0, 0, 10, 10]}]},
        {"id": "logo-stage", "launchScreen": "behind", "frame": [10, 20, 50, 50], "sublayers": [{"id": "logo", "frame": [0, 0, 10, 10]}]}
      ]}
    ]}
    """#

    /// On a 100 × 200 canvas the launch screen (100 × 200, its centre at
    /// (50, 100) in screen points) goes into "lower", whose top-left is at
    /// (0, 160) on screen: in its coordinates the centre is
    /// (50, 100 − 160) = (50, −60). In "logo-stage" (top-left (10, 20)) it
    /// is (40, 80), under the logo.
    @Test func placedWhereTheScreenIs() throws {
        let scene = try SceneDecoder.decode(Data(Self.json.utf8), file: "s.json", canvas: Size(width: 100, height: 200))
        #expect(scene.hasLaunchScreenPlaceholder)
        var launch = Layer(id: "launch")
        launch.bounds = Rect(x: 0, y: 0, width: 100, height: 200)
        launch.position = Point(x: 50, y: 100)
        launch.backgroundColor = .white
        let shown = scene.showingLaunchScreen(launch)
        let splash = try #require(shown.layers.first)
        #expect(splash.backgroundColor == Color(red: 1, green: 0, blue: 0))
        let lower = splash.sublayers[0], stage = splash.sublayers[1]
        #expect(lower.sublayers.map(\.id) == ["launch"])
        #expect(lower.sublayers[0].position == Point(x: 50, y: -60))
        #expect(lower.masksToBounds && lower.backgroundColor == nil)
        #expect(stage.sublayers.map(\.id) == ["launch", "logo"])
        #expect(stage.sublayers[0].position == Point(x: 40, y: 80))
        #expect(!Scene(name: "", summary: "", canvas: Size(width: 1, height: 1), duration: 1, backgroundColor: .white, layers: [Layer()]).hasLaunchScreenPlaceholder)
    }

    @Test func aWrongPlacementIsNamed() {
        let json = #"{"duration": 1, "layers": [{"id": "a", "launchScreen": "over"}]}"#
        #expect(throws: (any Error).self) { try SceneDecoder.decode(Data(json.utf8), file: "s.json", canvas: Size(width: 10, height: 10)) }
        do {
            _ = try SceneDecoder.decode(Data(json.utf8), file: "s.json", canvas: Size(width: 10, height: 10))
        } catch {
            #expect("\(error)" == #"s.json: layers[0].launchScreen: expected one of "replace", "behind", not "over""#)
        }
    }
}
