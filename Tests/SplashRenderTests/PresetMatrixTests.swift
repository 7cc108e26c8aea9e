import Foundation
import Testing
import SplashCompositor
import SplashScene
import SplashVideo
@testable import SplashRender
import SplashTestSupport
@testable import SplashImport

/// Every preset on every catalogued device, and with each of its parameters
/// set, renders to an MP4 that decodes back to the compositor's frames.
/// Tiny pictures (⅛ of a point per pixel) and 4 fps keep this quick; the
/// scenes are the full presets.
@Suite(.serialized) struct PresetMatrixTests {
    static let scale = 0.125
    static let fps = 4

    /// Renders, decodes, and checks the video against the compositor.
    static func renderAndDecode(_ scene: Scene, in folder: URL, named name: String) throws {
        let compositor = try Compositor(scene: scene, scale: scale, images: try ImageAssets.load(for: scene))
        let out = folder.appendingPathComponent(name + ".mp4")
        let renderer = VideoRenderer(compositor: compositor, fps: fps,
                                     encoder: VideoEncoderSettings(width: compositor.pixelWidth, height: compositor.pixelHeight, fps: fps), workers: 2)
        try renderer.render(to: out)
        let reader = try VideoReader(path: out.path)
        let frames = FrameSchedule(duration: scene.duration, fps: fps).frameCount
        #expect(reader.codecName == "h264" && reader.profileName == "High", "\(name)")
        #expect(reader.width == (compositor.pixelWidth + 1) / 2 * 2 && reader.height == (compositor.pixelHeight + 1) / 2 * 2, "\(name)")
        #expect(reader.frameCount == frames, "\(name)")
        #expect(abs(reader.durationSeconds - Double(frames) / Double(fps)) < 1e-6, "\(name)")
        // At this scale most sizes are odd: the stream is padded to even
        // sizes, so each decoded frame is cropped back to the rendered size.
        var compared = 0, worstLuma = Double.infinity, worstColour = Double.infinity
        try reader.decodeFrames { index, rgba, width, height in
            try #require(width >= compositor.pixelWidth && height >= compositor.pixelHeight,
                         "\(name): frame \(index) decoded at \(width)×\(height)")
            let shown = crop(rgba, width: width, toWidth: compositor.pixelWidth, height: compositor.pixelHeight)
            let expected = try compositor.render(at: Double(index) / Double(fps)).bytes
            worstLuma = min(worstLuma, lumaPSNR(shown, expected))
            worstColour = min(worstColour, psnr(shown, expected))
            compared += 1
        }
        #expect(compared == frames, "\(name): \(compared) of \(frames) frames compared")
        // Frames 30–60 px wide full of detail: the luma the encoder keeps
        // measured 38.4 dB at worst over the whole matrix, while 4:2:0
        // colour (a quarter of the resolution) cost fine coloured detail
        // down to 25.9 dB over R, G and B. A wrong, shifted or scrambled
        // frame scores far below both (a neighbouring frame of a moving
        // scene: 6–22 dB).
        #expect(worstLuma > 35, "\(name): worst frame's luma \(worstLuma) dB")
        #expect(worstColour > 24, "\(name): worst frame \(worstColour) dB over R, G and B")
        try? FileManager.default.removeItem(at: out)
    }

    @Test(arguments: Preset.all.map(\.name))
    func everyDevice(preset name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = try SceneSource.preset(named: name)
        for device in Device.catalogue {
            try Self.renderAndDecode(try source.scene(canvas: device.points), in: folder, named: "\(name)-\(device.name)")
        }
    }

    /// A value for each parameter other than its default: a fixture image,
    /// red, another number in range, a test string, every other choice.
    static func values(for parameter: SceneParameter, images folder: URL) -> [String] {
        switch parameter.kind {
        case .image:
            return [folder.appendingPathComponent("art.png").path, folder.appendingPathComponent("art.svg").path]
        case .color:
            return ["#FF0000"]
        case .text:
            return ["Test 测试 тест"]
        case .number(let range):
            let value = Double(parameter.defaultValue ?? "0") ?? 0
            return [String(value + 1 <= range.upperBound ? value + 1 : range.lowerBound)]
        case .choice(let names):
            return names.filter { $0 != parameter.defaultValue }
        case .lottie:
            return [folder.appendingPathComponent("art.json").path]
        }
    }

    @Test(arguments: Preset.all.map(\.name))
    func everyParameter(preset name: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 24×16 PNG with a diagonal split, an SVG logo and a Lottie.
        var pixels: [UInt8] = []
        for y in 0..<16 { for x in 0..<24 { pixels += x > y ? [20, 120, 220, 255] : [250, 200, 40, 255] } }
        try Data(try PNGEncoder.encode(rgba: pixels, width: 24, height: 16)).write(to: folder.appendingPathComponent("art.png"))
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#34C759"/></svg>"##.utf8)
            .write(to: folder.appendingPathComponent("art.svg"))
        // A Lottie: a green square turning once in 0.5 s.
        try Data(##"{"v":"5.7.4","fr":30,"ip":0,"op":15,"w":40,"h":40,"layers":[{"ty":4,"ind":1,"ip":0,"op":15,"st":0,"ks":{"p":{"a":0,"k":[20,20]},"r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]}},{"t":15,"s":[360]}]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[24,24]},"r":{"a":0,"k":4}},{"ty":"fl","c":{"a":0,"k":[0.2,0.78,0.35,1]},"o":{"a":0,"k":100}}]}]}"##.utf8)
            .write(to: folder.appendingPathComponent("art.json"))

        let source = try SceneSource.preset(named: name)
        let canvas = try #require(Device.named("iphone-se")).points
        let parameters = try source.parameters()
        #expect(!parameters.isEmpty, "\(name) declares no parameters")
        for parameter in parameters {
            for value in Self.values(for: parameter, images: folder) {
                let scene = try source.scene(canvas: canvas, parameters: [parameter.name: value])
                let taken = scene.parameters[parameter.name]
                if case .number = parameter.kind {
                    #expect(taken.flatMap(Double.init) == Double(value), "\(name): \(parameter.name)")
                } else {
                    #expect(taken == value, "\(name): \(parameter.name)")
                }
                try Self.renderAndDecode(scene, in: folder, named: "\(name)-\(parameter.name)")
            }
        }
    }
}
