import Foundation
import Testing
import SplashScene
import SplashVideo
@testable import SplashRender
import SplashTestSupport
@testable import SplashImport

/// Presets whose image parameters change what is drawn (weibo's two
/// variants, appstore) on every catalogued device, with no art and with
/// each image parameter in turn (a PNG, an SVG), rendered to MP4 and decoded
/// back (PresetMatrixTests.renderAndDecode: ⅛ scale, 4 fps).
@Suite(.serialized) struct ImageParameterMatrixTests {
    static let cases: [(preset: String, fixed: [String: String], images: [String])] = [
        ("weibo", ["variant": "ad"], ["ad", "logo", "screen"]),
        ("weibo", ["variant": "avatar"], ["avatar", "logo", "screen"]),
        ("appstore", [:], ["hero"]),
    ]

    /// A 30×20 photo-like PNG (a gradient with a disc) and a square SVG logo.
    static func fixtures(in folder: URL) throws -> (png: String, svg: String) {
        var pixels: [UInt8] = []
        for y in 0..<20 {
            for x in 0..<30 {
                let inDisc = (x - 20) * (x - 20) + (y - 8) * (y - 8) < 25
                pixels += inDisc ? [255, 240, 200, 255] : [UInt8(40 + x * 6), UInt8(60 + y * 5), 200, 255]
            }
        }
        let png = folder.appendingPathComponent("photo.png"), svg = folder.appendingPathComponent("logo.svg")
        try Data(try PNGEncoder.encode(rgba: pixels, width: 30, height: 20)).write(to: png)
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#1C1C1E"/><circle cx="5" cy="5" r="3" fill="#FF9500"/></svg>"##.utf8)
            .write(to: svg)
        return (png.path, svg.path)
    }

    @Test(arguments: 0..<cases.count)
    func everyDeviceWithAndWithoutEachImage(index: Int) throws {
        let (name, fixed, images) = Self.cases[index]
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let art = try Self.fixtures(in: folder)
        let source = try SceneSource.preset(named: name)
        let declared = try source.parameters().filter { $0.kind == .image }.map(\.name)
        #expect(Set(images).isSubset(of: declared), "\(name) declares \(declared)")
        for device in Device.catalogue {
            let label = "\(name)-\(fixed["variant"] ?? "")-\(device.name)"
            let plain = try source.scene(canvas: device.points, parameters: fixed)
            #expect(plain.imageSources.isEmpty, "\(label): placeholder art needs no files")
            try PresetMatrixTests.renderAndDecode(plain, in: folder, named: label)
            for image in images {
                let file = image == "logo" ? art.svg : art.png
                let scene = try source.scene(canvas: device.points, parameters: fixed.merging([image: file]) { $1 })
                #expect(scene.imageSources == [file], "\(label): \(image) is drawn")
                try PresetMatrixTests.renderAndDecode(scene, in: folder, named: "\(label)-\(image)")
            }
        }
    }
}
