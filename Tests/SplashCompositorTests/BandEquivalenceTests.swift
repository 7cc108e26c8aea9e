import Foundation
import Testing
import SplashTestSupport
import SplashGeometry
import SplashScene
@testable import SplashCompositor

/// Drawing a frame in horizontal bands (`Compositor.render(layers:)`) must
/// give exactly the bytes of drawing it layer by layer over the whole
/// frame: the same coverage, shading and dithering in every row, groups
/// and masks cut at band edges included. Bands of 1, 7 and 16 rows put
/// band edges through every shape of these small frames.
@Suite("Banded frames give the layer-by-layer bytes", .eachKernelLevel)
struct BandEquivalenceTests {
    static let bandHeights = [1, 7, 16]

    /// Renders `scene` whole and banded at each band height and each time,
    /// expecting the same bytes; returns how many frames were banded.
    @discardableResult
    static func expectSameBytes(_ scene: Scene, scale: Double, images: [String: ImageAsset], times: [Double],
                                label: String) throws -> Int {
        var whole = try Compositor(scene: scene, scale: scale, images: images)
        whole.drawsInBands = false
        var banded = 0
        for rows in bandHeights {
            var bands = try Compositor(scene: scene, scale: scale, images: images)
            bands.bandRows = rows
            for time in times {
                let layers = scene.resolved(at: time)
                if try bands.displayList(of: layers).operations.drawsInBands { banded += 1 }
                let expected = try whole.render(layers: layers)
                let frame = try bands.render(layers: layers)
                let firstDifference = frame.bytes.indices.first { frame.bytes[$0] != expected.bytes[$0] }
                #expect(frame.width == expected.width && firstDifference == nil,
                        "\(label), bands of \(rows) rows, time \(time): first different byte \(firstDifference ?? -1) (row \((firstDifference ?? 0) / 4 / max(1, frame.width)))")
            }
        }
        return banded
    }

    @Test(arguments: 0..<ShortcutEquivalenceTests.scenes.count)
    func shortcutScenes(index: Int) throws {
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [\##(ShortcutEquivalenceTests.scenes[index])]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 48))
        let images: [String: ImageAsset] = ["/photo.png": .bitmap(ShortcutEquivalenceTests.photo(opaque: true)),
                                            "/translucent.png": .bitmap(ShortcutEquivalenceTests.photo(opaque: false))]
        for scale in [1.0, 3.0] {
            try Self.expectSameBytes(scene, scale: scale, images: images, times: [0, 0.5], label: "scene \(index) at scale \(scale)")
        }
    }

    /// Nested groups (a faded group inside a masked one, a mask with a
    /// sublayer) and a text layer cut by band edges.
    @Test func nestedGroupsAndText() throws {
        let json = #"""
        {"duration": 1, "backgroundColor": "#1C1C1E", "layers": [
          {"frame": [4, 4, 56, 40], "backgroundColor": "#0A84FF", "cornerRadius": 9, "cornerCurve": "continuous",
           "mask": {"frame": [0, 0, 56, 40], "sublayers": [{"frame": [6, 3, 40, 33], "backgroundColor": "#000000B0", "cornerRadius": 12}]},
           "sublayers": [{"frame": [3, 5, 30, 22], "opacity": 0.5, "backgroundColor": "#FF9500",
                          "sublayers": [{"frame": [4, 4, 12, 9], "backgroundColor": "#34C759", "transform": {"rotation": 0.4}}]}]},
          {"frame": [6, 26, 52, 16], "contents": {"type": "text", "string": "Splash", "fontSize": 11, "color": "#FFFFFF"}}
        ]}
        """#
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 48))
        let banded = try Self.expectSameBytes(scene, scale: 2.5, images: [:], times: [0], label: "nested groups")
        #expect(banded == Self.bandHeights.count)   // this tree is drawn in bands
    }

    /// Transitions: a dissolve (bands like a group), a push, and a flip
    /// (a projection: drawn whole), cut by band edges.
    @Test func transitions() throws {
        let json = #"""
        {"duration": 2, "backgroundColor": "#FFFFFF", "layers": [
          {"frame": [2, 2, 60, 20], "backgroundColor": "#0A84FF", "cornerRadius": 6,
           "sublayers": [{"frame": [4, 4, 20, 12], "backgroundColor": "#FF9500", "removedAt": 0.5}],
           "transitions": [{"options": ["transitionCrossDissolve"], "beginTime": 0.5, "duration": 1}]},
          {"frame": [2, 26, 28, 20],
           "sublayers": [{"frame": [0, 0, 28, 20], "backgroundColor": "#34C759", "contents": {"type": "ellipse", "fillColor": "#FF2D55"},
                          "transitions": [{"type": "push", "subtype": "fromBottom", "beginTime": 0.5, "duration": 1, "hidden": true}]}]},
          {"frame": [34, 26, 28, 20], "backgroundColor": "#5856D6",
           "transitions": [{"options": ["transitionFlipFromTop"], "beginTime": 0.5, "duration": 1, "hidden": true}]}
        ]}
        """#
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 48))
        try Self.expectSameBytes(scene, scale: 2, images: [:], times: [0.6, 0.9, 1.3], label: "transitions")
        // Without the flip, the dissolve and the push band.
        var noFlip = scene
        noFlip.layers.removeLast()
        let banded = try Self.expectSameBytes(noFlip, scale: 2, images: [:], times: [0.6, 0.9, 1.3], label: "dissolve and push")
        #expect(banded == Self.bandHeights.count * 3)
    }

    /// Every preset at a few instants, on a small screen: all of them band
    /// (their clips rasterised a band at a time, their shadowed groups
    /// drawn whole in each band they touch).
    @Test(arguments: Preset.all.map(\.name))
    func presets(name: String) throws {
        let scene = try #require(Preset.named(name)).scene(canvas: Size(width: 320, height: 568))
        let times = (0...3).map { scene.duration * Double($0) / 3 }
        let banded = try Self.expectSameBytes(scene, scale: 0.25, images: [:], times: times, label: "preset \(name)")
        #expect(banded == Self.bandHeights.count * times.count)
    }

    /// Clips cut by band edges: a rounded clip (masksToBounds) around a
    /// photo and a group, nested in a faded group, and a clipped group
    /// with a shadow.
    @Test func clipsAndShadows() throws {
        let json = #"""
        {"duration": 1, "backgroundColor": "#F2F2F7", "layers": [
          {"frame": [3, 3, 40, 30], "cornerRadius": 8, "masksToBounds": true, "backgroundColor": "#FFFFFF",
           "sublayers": [{"frame": [-4, -2, 30, 24], "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"}},
                         {"frame": [14, 12, 30, 20], "opacity": 0.6, "backgroundColor": "#0A84FF",
                          "sublayers": [{"frame": [3, 3, 12, 9], "backgroundColor": "#FF9500", "transform": {"rotation": 0.5}}]}]},
          {"frame": [20, 14, 40, 30], "opacity": 0.8,
           "sublayers": [{"frame": [2, 2, 30, 24], "cornerRadius": 10, "masksToBounds": true, "backgroundColor": "#34C759",
                          "sublayers": [{"frame": [10, -6, 30, 20], "backgroundColor": "#5856D6"}]}]},
          {"frame": [8, 30, 30, 14], "cornerRadius": 5, "backgroundColor": "#FF2D55", "shadowOpacity": 0.5, "shadowRadius": 4,
           "shadowOffset": [0, 3], "masksToBounds": true,
           "sublayers": [{"frame": [4, 4, 40, 4], "backgroundColor": "#FFFFFF"}]}
        ]}
        """#
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 48))
        let images: [String: ImageAsset] = ["/photo.png": .bitmap(ShortcutEquivalenceTests.photo(opaque: true))]
        let banded = try Self.expectSameBytes(scene, scale: 2, images: images, times: [0], label: "clips and shadows")
        #expect(banded == Self.bandHeights.count)
    }
}
