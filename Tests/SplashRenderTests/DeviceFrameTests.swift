import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
import SplashTestSupport
@testable import SplashRender
@testable import SplashImport

/// `--frame`: the device drawn around the screen, its geometry pinned by
/// hand-worked numbers and its look by reference images.
@Suite struct DeviceFrameTests {
    /// A scene of one opaque colour and nothing else.
    static func plainScene(_ color: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("plain.json")
        try Data(#"{"duration": 0.5, "backgroundColor": "\#(color)", "layers": []}"#.utf8).write(to: url)
        return url
    }

    /// A scene that shows where the display clips: a white square in the
    /// top-left corner and a dark band across the bottom, on blue.
    static func cornerScene(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("corners.json")
        try Data(##"{"duration": 0.5, "backgroundColor": "#0A84FF", "layers": [{"frame": [0, 0, 90, 90], "backgroundColor": "#FFFFFF"}, {"frame": [0, 560, 500, 500], "backgroundColor": "#1C1C1E"}]}"##.utf8).write(to: url)
        return url
    }

    static func render(_ scene: URL, device: String, scale: Double, frame: DeviceFrameStyle) throws -> Pixmap {
        let job = RenderJob(source: .file(scene), screen: try .device(named: device, scale: scale), frame: frame, outputs: RenderOutputs())
        return try job.prepare().compositor.render(at: 0)
    }

    /// iPhone 15 at 1×, light. The canvas: 393 + 2 × (18 bezel + 4 buttons)
    /// = 437 wide, 852 + 2 × 18 + 2 × 4 = 896 high; the display is at
    /// (22, 22)–(415, 874), the body at (4, 4)–(433, 892).
    ///
    /// Corners: the continuous corner's middle cubic is symmetric about the
    /// diagonal, its midpoint at (P0 + 3 P1 + 3 P2 + P3) / 8 =
    /// (0.63149 + 3 × 0.37282 + 3 × 0.16906 + 0.07491) / 8 = 0.2915 radii
    /// from each edge. So on the top-left diagonal the display begins at
    /// 22 + 0.2915 × 55 = 38.03 and the body at 4 + 0.2915 × 73 = 25.28
    /// (73 = 55 + 18, concentric): pixel (30, 30) is bezel, 7 pt from
    /// either curve (the body's 2 pt rim reaches 25.28 + 1.41 = 26.7, the
    /// display's 2 pt edge ring 38.03 − 0.71 = 37.3); pixel (40, 40), whose
    /// nearest corner has x + y = 80, is (80 − 76.06) / √2 = 2.8 pt inside
    /// the display.
    ///
    /// Straight edges, on the row y = 448: x = 22 is the display's first
    /// column (the scene), x = 21 the edge ring (2 pt centred on x = 22),
    /// x = 12 bezel, x = 4 the body's rim.
    ///
    /// The Dynamic Island: 126 × 37 pt, 11 pt below the display's top,
    /// centred on x = 22 + 393 / 2 = 218.5: (155.5, 33)–(281.5, 70);
    /// pixel (218, 51) is in it.
    ///
    /// Buttons: the left ones start at 4 + 0.18 × 888 = 163.84 (32 pt), the
    /// side button at 4 + 0.27 × 888 = 243.76 (100 pt), 4 pt out of the
    /// body: (1, 180) and (435, 290) are buttons, (435, 180) and (0, 0)
    /// are outside the device, transparent.
    @Test func iPhone15LightGeometry() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixmap = try Self.render(try Self.plainScene("#FF0000", in: folder), device: "iphone-15", scale: 1, frame: .light)
        let bezel: [UInt8] = [244, 244, 244, 255], rim: [UInt8] = [198, 198, 198, 255], red: [UInt8] = [255, 0, 0, 255]
        let button: [UInt8] = [204, 204, 204, 255], black: [UInt8] = [0, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
        func at(_ x: Int, _ y: Int) -> [UInt8] { let p = pixmap.pixel(x: x, y: y); return [p.r, p.g, p.b, p.a] }
        let expected: [(Int, Int, [UInt8], String)] = [
            (30, 30, bezel, "bezel in the display's corner"),
            (40, 40, red, "display just inside its corner"),
            (22, 448, red, "display's first column"),
            (21, 448, rim, "edge ring"),
            (12, 448, bezel, "bezel beside the display"),
            (4, 448, rim, "body's rim"),
            (218, 51, black, "Dynamic Island"),
            (218, 80, red, "display below the island"),
            (1, 180, button, "ring/silent switch"),
            (435, 290, button, "side button"),
            (435, 180, clear, "beside the body, above the side button"),
            (0, 0, clear, "outside the body's corner"),
        ]
        #expect(pixmap.width == 437)
        #expect(pixmap.height == 896)
        var compared = 0
        for (x, y, color, what) in expected {
            #expect(at(x, y) == color, "(\(x), \(y)) \(what)")
            compared += 1
        }
        #expect(compared == 12)
    }

    /// The same places in the dark style: bezel 18, display red, island black.
    @Test func darkStyleColours() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixmap = try Self.render(try Self.plainScene("#FF0000", in: folder), device: "iphone-15", scale: 1, frame: .dark)
        func at(_ x: Int, _ y: Int) -> [UInt8] { let p = pixmap.pixel(x: x, y: y); return [p.r, p.g, p.b, p.a] }
        #expect(at(30, 30) == [18, 18, 18, 255])
        #expect(at(40, 40) == [255, 0, 0, 255])
        #expect(at(218, 51) == [0, 0, 0, 255])
    }

    /// iPhone SE: 375 + 2 × (28 + 4) = 439 by 667 + 2 × 110 + 2 × 4 = 895
    /// points; the display (rectangular) at (32, 114)–(407, 781): its very
    /// corner pixel (32, 114) shows the scene, (29, 111) diagonally outside
    /// is bezel (clear of the 2 pt edge ring, 31–33 and 113–115).
    @Test func iPhoneSEHasARectangularDisplay() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixmap = try Self.render(try Self.plainScene("#FF0000", in: folder), device: "iphone-se", scale: 1, frame: .light)
        #expect(pixmap.width == 439 && pixmap.height == 895)
        let corner = pixmap.pixel(x: 32, y: 114), outside = pixmap.pixel(x: 29, y: 111)
        #expect([corner.r, corner.g, corner.b, corner.a] == [255, 0, 0, 255])
        #expect([outside.r, outside.g, outside.b, outside.a] == [244, 244, 244, 255])
    }

    /// Every catalogue device in both styles: a frame whose canvas is the
    /// screen grown by the bezel and the buttons, within the limits.
    @Test func everyDeviceHasAFrame() throws {
        var framed = 0
        for device in Device.catalogue {
            for style in [DeviceFrameStyle.light, .dark] {
                let frame = try #require(try RenderJob(source: try .preset(named: "kugou"), screen: try .device(named: device.name), frame: style,
                                                       outputs: RenderOutputs()).deviceFrame())
                let b = frame.bezel
                #expect(frame.canvas == Size(width: device.points.width + 2 * b.side + 8, height: device.points.height + b.top + b.bottom + 8))
                #expect(frame.screenRect.size == device.points)
                #expect((frame.islandRect != nil) == (device.front == .dynamicIsland))
                framed += 1
            }
        }
        #expect(framed == 2 * Device.catalogue.count)
        #expect(try RenderJob(source: try .preset(named: "kugou"), screen: .defaultDevice, outputs: RenderOutputs()).deviceFrame() == nil)
    }

    /// A canvas given by size has no device to draw; a frame too large for
    /// the limits is refused before anything is drawn.
    @Test func framesNeedADeviceWithinTheLimits() throws {
        let canvas = RenderJob(source: try .preset(named: "kugou"), screen: try .canvas("390x844", scale: 2), frame: .dark, outputs: RenderOutputs())
        #expect(throws: RenderError.self) { try canvas.deviceFrame() }
        // At 5.6× the screen is 4670 × 6686 = 31.2 megapixels, within the
        // 35.4 (8192 × 4320); framed, (834 + 2 × 44) × (1194 + 2 × 44) =
        // 922 × 1282 points are 5163 × 7179 = 37.1 megapixels.
        let large = RenderJob(source: try .preset(named: "kugou"), screen: try .device(named: "ipad-pro-11", scale: 5.6), frame: .light, outputs: RenderOutputs())
        #expect(throws: RenderError.self) { try large.deviceFrame() }
    }

    /// How they look, at half scale: the SE with its Home button (light),
    /// the iPhone 15 with its island (dark), the 13 mini with its notch.
    @Test func referenceImages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try Self.cornerScene(in: folder)
        try expectMatchesReference(try Self.render(scene, device: "iphone-se", scale: 0.5, frame: .light), named: "frame-iphone-se-light")
        try expectMatchesReference(try Self.render(scene, device: "iphone-15", scale: 0.5, frame: .dark), named: "frame-iphone-15-dark")
        try expectMatchesReference(try Self.render(scene, device: "iphone-13-mini", scale: 0.5, frame: .light), named: "frame-iphone-13-mini-light")
    }

    /// Inside the display a framed render is the unframed one moved by the
    /// bezel, for every preset (text, images, masks, 3-D, transitions) at
    /// its midpoint: the frame only wraps the scene. At 0.5× the iPhone 15's
    /// display starts at (22, 22) points = (11, 11) pixels, the SE's at
    /// (32, 114) = (16, 57); compared away from the rounded corners and
    /// the island (rows from 90 pt to 762 pt of 852 on the iPhone 15, as
    /// the corners reach 1.53 × 55 = 84 pt along each edge), and
    /// everywhere on the SE's rectangular display; but not the last column
    /// (393 × 0.5 = 196.5 and 375 × 0.5 = 187.5: half scene, half canvas
    /// edge or bezel) nor the SE's last row (667 × 0.5 = 333.5).
    @Test func theDisplayShowsTheSceneAsDrawnWithoutTheFrame() throws {
        var compared = 0
        for preset in Preset.all.map(\.name) {
            for (device, offset, rows) in [("iphone-15", (x: 11, y: 11), 45..<381), ("iphone-se", (x: 16, y: 57), 0..<333)] {
                func render(_ frame: DeviceFrameStyle) throws -> Pixmap {
                    let job = RenderJob(source: try .preset(named: preset), screen: try .device(named: device, scale: 0.5), frame: frame, outputs: RenderOutputs())
                    let prepared = try job.prepare()
                    return try prepared.compositor.render(at: prepared.duration / 2)
                }
                let plain = try render(.none), framed = try render(.dark)
                var worst = 0, differing = 0, first: (Int, Int)?
                for y in rows {
                    for x in 0..<plain.width - 1 {
                        let a = plain.pixel(x: x, y: y), b = framed.pixel(x: x + offset.x, y: y + offset.y)
                        let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                        worst = max(worst, d)
                        if d > 1 { differing += 1; if first == nil { first = (x, y) } }
                    }
                }
                #expect(worst <= 1, "\(preset) on \(device): \(differing) pixels differ, by up to \(worst), the first at \(String(describing: first))")
                compared += 1
            }
        }
        #expect(compared == 2 * Preset.all.count)
    }
}
