import Foundation
import Testing
import SplashTestSupport
import SplashGeometry
import SplashRaster
import SplashScene
@testable import SplashCompositor

/// Occlusion culling (layers under an opaque full-frame layer are not
/// drawn, offscreens an opaque background covers are not cleared) and masks
/// rasterised straight into coverage must give exactly the bytes of
/// drawing everything the general way.
@Suite("Compositor shortcuts give the general path's bytes", .eachKernelLevel)
struct ShortcutEquivalenceTests {
    static let logo = "M36 4 C56 4 68 18 68 36 C68 56 52 68 36 68 C30 68 24 66 20 62 L8 70 L12 56 C6 50 4 44 4 36 C4 18 16 4 36 4 Z M36 18 C26 18 20 26 20 36 C20 46 26 54 36 54 C46 54 52 46 52 36 C52 26 46 18 36 18 Z"

    /// An opaque 7×5 photo-like bitmap, and one with a translucent corner.
    static func photo(opaque: Bool) -> SampledImage {
        var pixmap = Pixmap(width: 7, height: 5)
        for i in 0..<35 {
            pixmap.bytes[i * 4] = UInt8(i * 7)
            pixmap.bytes[i * 4 + 1] = UInt8(255 - i * 5)
            pixmap.bytes[i * 4 + 2] = UInt8((i * 37) % 256)
            pixmap.bytes[i * 4 + 3] = 255
        }
        if !opaque { pixmap.bytes.replaceSubrange(0..<4, with: [10, 10, 10, 40]) }
        return SampledImage(pixmap)
    }

    static let scenes: [String] = [
        // The benchmark's frame in small: gradient, faded photo, logos, a window revealed through a logo.
        #"""
        {"frame": [0, 0, "W", "H"], "contents": {"type": "gradient", "colors": ["#FF7A59", "#6A5CF6", "#2CA2F9"], "locations": [0, 0.55, 1], "startPoint": [0, 0], "endPoint": [1, 1]}},
        {"frame": [0, 0, "W", "H"], "opacity": 0.85, "contents": {"type": "image", "source": "/photo.png", "gravity": "resizeAspectFill"}},
        {"position": ["W * 0.3", "H * 0.25"], "size": [72, 72], "transform": {"rotation": 0.3, "scale": 0.4}, "contents": {"type": "shape", "path": "\#(logo)", "fillColor": "#FFFFFF", "fillRule": "evenOdd"}},
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#F2F2F7",
         "sublayers": [{"frame": [4, 20, "W - 8", 30], "backgroundColor": "#FFFFFF", "cornerRadius": 6, "cornerCurve": "continuous"}],
         "mask": {"position": ["W / 2", "H / 2"], "size": [72, 72], "transform": {"scale": 0.9, "rotation": -0.6},
                  "contents": {"type": "shape", "path": "\#(logo)", "fillColor": "#000000", "fillRule": "evenOdd"}}}
        """#,
        // Opaque photo over everything (culls what is under it), then a masked group at 60 %.
        #"""
        {"frame": [5, 5, 20, 20], "backgroundColor": "#FF0000"},
        {"frame": [0, 0, "W", "H"], "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"}},
        {"frame": [0, 0, "W", "H"], "opacity": 0.6, "backgroundColor": "#0A84FF",
         "sublayers": [{"frame": [10, 10, 20, 20], "backgroundColor": "#FFCC00"}],
         "mask": {"frame": [8, 8, 40, 30], "backgroundColor": "#00000080", "cornerRadius": 5}}
        """#,
        // Near misses for occlusion: a rounded, a half-pixel short, a translucent and a rotated full-frame layer.
        #"""
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#123456"},
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#00FF00", "cornerRadius": 4},
        {"frame": [0.5, 0, "W", "H"], "backgroundColor": "#FF00FF"},
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#FFFFFF80"},
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#FF8800", "transform": {"rotation": 0.01}},
        {"frame": [0, 0, "W", "H"], "contents": {"type": "image", "source": "/translucent.png", "gravity": "resize"}}
        """#,
        // Masks the direct path must refuse or handle: stroked, faded, a gradient, with sublayers, clipped; an offscreen not covered.
        #"""
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#202020"},
        {"frame": [2, 2, 30, 30], "backgroundColor": "#FF3B30",
         "mask": {"frame": [0, 0, 30, 30], "opacity": 0.7, "contents": {"type": "shape", "path": "M4 4 L26 6 L15 27 Z", "fillColor": "#000000C0", "strokeColor": "#000000", "lineWidth": 3}}},
        {"frame": [30, 2, 30, 30], "backgroundColor": "#34C759",
         "mask": {"frame": [0, 0, 30, 30], "contents": {"type": "gradient", "colors": ["#000000", "#00000000"], "locations": [0, 1], "startPoint": [0, 0], "endPoint": [1, 0]}}},
        {"frame": [2, 34, 30, 30], "backgroundColor": "#5856D6",
         "mask": {"frame": [0, 0, 30, 30], "sublayers": [{"frame": [3, 3, 12, 20], "backgroundColor": "#000000"}]}},
        {"frame": [34, 34, 28, 28], "backgroundColor": "#FFFFFF", "cornerRadius": 8,
         "mask": {"frame": [-4, -4, 40, 40], "masksToBounds": true, "contents": {"type": "ellipse", "fillColor": "#000000"}}},
        {"frame": [34.3, 34.6, 20, 20], "backgroundColor": "#FF9500", "opacity": 0.5,
         "sublayers": [{"frame": [2, 2, 8, 8], "backgroundColor": "#007AFF"}]}
        """#,
        // Every kind of paint under opaque windows revealed through logos (partly off-frame, overlapping,
        // one inside a faded group), and translucent layers above them: what the windows hide is left
        // unpainted where the paint splits exactly, and must not change a byte anywhere.
        #"""
        {"frame": [0, 0, "W", "H"], "contents": {"type": "gradient", "kind": "radial", "colors": ["#FFCC00", "#5856D6"], "locations": [0, 1], "startPoint": [0.4, 0.4], "endPoint": [1, 1]}},
        {"frame": [3, 2, "W - 9", "H - 5"], "contents": {"type": "gradient", "colors": ["#FF2D55", "#34C759", "#007AFF"], "locations": [0, 0.3, 1], "startPoint": [0, 0.2], "endPoint": [1, 0.9]}},
        {"frame": [6.5, 4.25, 30, 21], "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"}},
        {"frame": [1, 30, 5, 3], "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"}},
        {"frame": [7, 5, 7, 5], "contents": {"type": "image", "source": "/photo.png", "gravity": "center"}},
        {"frame": [30, 20, 24, 16], "transform": {"rotation": 0.4}, "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"}},
        {"frame": [10, 26, 30, 16], "backgroundColor": "#FF9500", "cornerRadius": 5, "shadowOpacity": 0.6, "shadowRadius": 3, "shadowOffset": [2, 3]},
        {"frame": [20, 8, 30, 30], "opacity": 0.7, "backgroundColor": "#AF52DE", "sublayers": [{"frame": [4, 4, 10, 10], "backgroundColor": "#00C7BE", "transform": {"rotation": 0.2}}]},
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#4CD964", "sublayers": [{"frame": [3, 3, 12, 12], "backgroundColor": "#FF3B30"}],
         "mask": {"frame": [2, 4, 28, 40], "contents": {"type": "ellipse", "fillColor": "#000000"}}},
        {"position": ["W * 0.3", "H * 0.6"], "size": [72, 72], "contents": {"type": "shape", "path": "\#(logo)", "strokeColor": "#000000", "lineWidth": 2}},
        {"frame": [-10, -6, "W + 4", "H + 2"], "backgroundColor": "#F2F2F7",
         "sublayers": [{"frame": [14, 20, 40, 12], "contents": {"type": "gradient", "colors": ["#FFFFFF", "#8E8E93"], "locations": [0, 1], "startPoint": [0, 0], "endPoint": [1, 0]}}],
         "mask": {"position": ["W / 2 + 6", "H / 2"], "size": [72, 72], "transform": {"scale": 0.8, "rotation": 0.2},
                  "contents": {"type": "shape", "path": "\#(logo)", "fillColor": "#000000", "fillRule": "evenOdd"}}},
        {"frame": [0, 0, "W", "H"], "opacity": 0.9, "sublayers": [
            {"frame": [0, 0, "W", "H"], "backgroundColor": "#1C1C1E",
             "mask": {"frame": [28, 10, 30, 30], "backgroundColor": "#000000", "cornerRadius": 9, "cornerCurve": "continuous"}}]},
        {"frame": [8, 8, 40, 20], "backgroundColor": "#0A84FF80"}
        """#,
        // A full-frame window whose subtree is all fills that leave excluded pixels alone (a gradient, images
        // copied and magnified, a faded shape, a stroke, a border, text-free): what its mask fully shows is drawn
        // straight into the frame, the rest through the offscreen.
        #"""
        {"frame": [0, 0, "W", "H"], "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"}},
        {"frame": [5, 30, 30, 12], "backgroundColor": "#FF3B30", "opacity": 0.6},
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#1C1C1E", "borderWidth": 2, "borderColor": "#FF9500",
         "sublayers": [
            {"frame": [2, 3, "W - 10", 20], "contents": {"type": "gradient", "colors": ["#FFFFFF", "#5856D6"], "locations": [0, 1], "startPoint": [0, 0], "endPoint": [1, 1]}},
            {"frame": [20.5, 14.25, 21, 15], "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"}},
            {"frame": [30, 26, 7, 5], "contents": {"type": "image", "source": "/translucent.png", "gravity": "center"}},
            {"frame": [6, 22, 30, 14], "backgroundColor": "#34C759", "cornerRadius": 6, "opacity": 0.5},
            {"position": ["W * 0.6", "H * 0.55"], "size": [72, 72], "transform": {"scale": 0.3}, "contents": {"type": "shape", "path": "\#(logo)", "strokeColor": "#FFCC00", "lineWidth": 3}}],
         "mask": {"position": ["W / 2", "H / 2"], "size": [72, 72], "transform": {"scale": 1.2, "rotation": 0.3},
                  "contents": {"type": "shape", "path": "\#(logo)", "fillColor": "#000000", "fillRule": "evenOdd"}}},
        {"frame": [40, 4, 20, 12], "backgroundColor": "#FFFFFF80"}
        """#,
        // The same window with a radial gradient and a rotated image inside: drawn entirely through the offscreen.
        #"""
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#FF2D55"},
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#1C1C1E",
         "sublayers": [
            {"frame": [2, 3, "W - 10", 30], "contents": {"type": "gradient", "kind": "radial", "colors": ["#FFFFFF", "#5856D6"], "locations": [0, 1], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}},
            {"frame": [20, 14, 21, 15], "transform": {"rotation": 0.5}, "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"}}],
         "mask": {"position": ["W / 2", "H / 2"], "size": [72, 72], "transform": {"scale": 1.2, "rotation": 0.3},
                  "contents": {"type": "shape", "path": "\#(logo)", "fillColor": "#000000", "fillRule": "evenOdd"}}}
        """#,
        // Replicator copies multiplied by their colours: single fills by their paint, an image and a copy of
        // two fills as a picture, gradients inside a window revealed through a logo, delayed faded images.
        #"""
        {"frame": [0, 0, "W", "H"], "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"}},
        {"frame": [0, 0, "W", "H"], "replicator": {"instanceCount": 4, "instanceTransform": {"translation": [14, 3], "rotation": 0.2},
                                                   "instanceColor": "#FFEEDD", "instanceRedOffset": -0.2, "instanceAlphaOffset": -0.15},
         "sublayers": [{"frame": [2, 4, 10, 8], "backgroundColor": "#0A84FF", "cornerRadius": 3},
                       {"frame": [6, 6, 9, 7], "contents": {"type": "image", "source": "/translucent.png", "gravity": "resize"}}]},
        {"frame": [0, 0, "W", "H"], "backgroundColor": "#1C1C1E",
         "replicator": {"instanceCount": 3, "instanceTransform": {"translation": [0, 12]}, "instanceGreenOffset": -0.3, "instanceAlphaOffset": -0.2},
         "sublayers": [{"frame": [4, 2, 50, 9], "contents": {"type": "gradient", "colors": ["#FFFFFF", "#5856D6"], "locations": [0, 1], "startPoint": [0, 0], "endPoint": [1, 0]}}],
         "mask": {"position": ["W / 2", "H / 2"], "size": [72, 72], "transform": {"scale": 0.9, "rotation": 0.3},
                  "contents": {"type": "shape", "path": "\#(logo)", "fillColor": "#000000", "fillRule": "evenOdd"}}},
        {"frame": [30, 30, 30, 14], "replicator": {"instanceCount": 3, "instanceDelay": 0.3, "instanceTransform": {"scale": 0.8}, "instanceBlueOffset": -0.4},
         "sublayers": [{"frame": [2, 2, 26, 10], "contents": {"type": "image", "source": "/photo.png", "gravity": "resize"},
                        "animations": [{"keyPath": "opacity", "fromValue": 1, "toValue": 0.2, "duration": 1}]}]},
        {"frame": [2, 30, 30, 16], "replicator": {"instanceCount": 3, "instanceTransform": {"translation": [9, 1]}, "instanceColor": "#FFCC88", "instanceAlphaOffset": -0.3},
         "sublayers": [{"frame": [1, 1, 12, 12], "opacity": 0.8, "backgroundColor": "#34C759", "sublayers": [{"frame": [3, 3, 5, 5], "backgroundColor": "#FF2D55"}],
                        "mask": {"frame": [0, 0, 12, 12], "contents": {"type": "ellipse", "fillColor": "#000000"}}}]}
        """#,
    ]

    @Test(arguments: ShortcutEquivalenceTests.scenes.indices)
    func shortcutsChangeNoByte(index: Int) throws {
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [\##(Self.scenes[index])]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 48))
        let images: [String: ImageAsset] = ["/photo.png": .bitmap(Self.photo(opaque: true)),
                                            "/translucent.png": .bitmap(Self.photo(opaque: false))]
        for scale in [1.0, 2.0, 3.0] {
            var general = try Compositor(scene: scene, scale: scale, images: images)
            general.takesShortcuts = false
            general.drawsInBands = false
            var fast = try Compositor(scene: scene, scale: scale, images: images)
            // Bands of a few rows, so occluders and exclusions straddle band edges.
            if scale != 2 { fast.bandRows = 7 }
            // Leave stale pixels in the fast compositor's pooled buffers, so
            // a buffer the shortcuts wrongly leave uncleared shows.
            for _ in 0..<2 {
                var stale = fast.buffers.take(width: fast.pixelWidth, height: fast.pixelHeight)
                stale.fill(Color(red: 1, green: 0, blue: 1, alpha: 1))
                fast.buffers.recycle(stale)
            }
            var stale = fast.buffers.take(width: fast.pixelWidth, height: fast.pixelHeight)
            stale.fill(Color(red: 0, green: 1, blue: 0, alpha: 0.5))
            fast.buffers.recycle(stale)
            for time in [0.0, 0.5] {
                let expected = try general.render(at: time)
                let frame = try fast.render(at: time)
                let firstDifference = frame.bytes.indices.first { frame.bytes[$0] != expected.bytes[$0] }
                #expect(frame.width == expected.width && firstDifference == nil,
                        "scene \(index) at scale \(scale), time \(time): first different byte \(firstDifference ?? -1)")
                fast.buffers.recycle(frame)
            }
        }
    }

    /// The shortcuts do fire on the scenes above (else the test proves
    /// nothing): asked of the benchmark-like scene's display list.
    @Test func theShortcutsApplyToTheBenchmarkLikeScene() throws {
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [\##(Self.scenes[0])]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 48))
        let compositor = try Compositor(scene: scene, scale: 2, images: ["/photo.png": .bitmap(Self.photo(opaque: true))])
        let list = try compositor.displayList(at: 0)
        let (width, height) = (list.width, list.height)
        // Gradient, faded photo, logo, then the masked window (a group).
        try #require(list.operations.count == 4)
        func fill(_ index: Int) -> FillOperation? {
            if case .fill(let fill) = list.operations[index] { fill } else { nil }
        }
        #expect(fill(0)?.replacesEveryPixel(width: width, height: height, placement: nil) == true)
        #expect(fill(1)?.replacesEveryPixel(width: width, height: height, placement: nil) == false)   // faded
        guard case .group(let window) = list.operations[3] else {
            Issue.record("the masked window is not a group")
            return
        }
        #expect(window.operations.replaceEveryPixel(width: width, height: height, placement: nil))
        #expect(window.mask?.solidFills?.count == 1)
    }

    /// Windows are drawn straight into the frame where their mask fully
    /// shows them, unless a fill inside could paint outside those pixels (a
    /// radial gradient, a rotated image) or they are faded.
    @Test(arguments: [(5, 2, true), (0, 3, true), (4, 10, true), (6, 1, false), (4, 11, false)])
    func shownPixelsAreDrawnDirectly(scene index: Int, layer: Int, direct: Bool) throws {
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [\##(Self.scenes[index])]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: 64, height: 48))
        let compositor = try Compositor(scene: scene, scale: 2, images: ["/photo.png": .bitmap(Self.photo(opaque: true)),
                                                                        "/translucent.png": .bitmap(Self.photo(opaque: false))])
        // The layer alone, as a display list: one group.
        let list = try compositor.displayList(of: [scene.resolved(at: 0)[layer]])
        guard list.operations.count == 1, case .group(let window) = list.operations[0] else {
            Issue.record("layer \(layer) of scene \(index) is not one group")
            return
        }
        #expect(compositor.drawsShownPixelsDirectly(window, clip: nil, placement: .identity) == direct)
    }
}
