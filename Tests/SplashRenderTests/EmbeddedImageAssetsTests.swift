import Foundation
import Testing
import SplashCompositor
import SplashVideo
import SplashTestSupport
@testable import SplashRender
@testable import SplashImport

/// The pictures an SVG carries (`<image href="data:…">`) are decoded by
/// the render with the scene's images, under the same pixel budget.
@Suite("SVG embedded images loaded")
struct EmbeddedImageAssetsTests {
    static func svg(_ png: [UInt8], count: Int = 1) -> String {
        let data = "data:image/png;base64," + Data(png).base64EncodedString()
        let images = (0..<count).map { #"<image x="\#($0)" width="1" height="1" href="\#(data)"/>"# }.joined()
        return #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\#(images)</svg>"#
    }

    @Test func thePicturesAreDecodedUnderTheirKeys() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try PNGEncoder.encode(rgba: [255, 0, 0, 255, 0, 0, 255, 255], width: 2, height: 1)
        let url = folder.appendingPathComponent("logo.svg")
        try Data(Self.svg(png, count: 2).utf8).write(to: url)
        let images = try ImageAssets.load([url.path], totalPixels: 1000)
        // The SVG and its two pictures: 3 entries.
        #expect(images.count == 3)
        guard case .bitmap(let first)? = images[ImageAsset.embeddedKey(source: url.path, index: 0)],
              case .bitmap? = images[ImageAsset.embeddedKey(source: url.path, index: 1)] else {
            Issue.record("keys: \(images.keys.sorted())")
            return
        }
        #expect(first.width == 2 && first.height == 1)
        #expect(first.levels[0].pixel(x: 0, y: 0) == (255, 0, 0, 255))
    }

    @Test func aPictureCountsAgainstTheRendersPixelsAndABrokenOneIsNamed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try PNGEncoder.encode(rgba: [UInt8](repeating: 255, count: 10 * 10 * 4), width: 10, height: 10)
        let big = folder.appendingPathComponent("big.svg")
        try Data(Self.svg(png, count: 2).utf8).write(to: big)
        // Two 10 × 10 pictures in a budget of 150 pixels: the second does not fit.
        do {
            _ = try ImageAssets.load([big.path], totalPixels: 150)
            Issue.record("200 pixels fit in 150")
        } catch {
            #expect("\(error)" == "cannot use the picture #2 inside the SVG \(big.path) (10×10): the scene's images together are at most 150 pixels, and the others take 100")
        }
        // A PNG header on data that is not a PNG's.
        var broken = png
        broken.replaceSubrange(40..<broken.count, with: [UInt8](repeating: 7, count: broken.count - 40))
        let bad = folder.appendingPathComponent("bad.svg")
        try Data(Self.svg(broken).utf8).write(to: bad)
        do {
            _ = try ImageAssets.load([bad.path], totalPixels: 1000)
            Issue.record("a broken picture was accepted")
        } catch {
            #expect("\(error)".hasPrefix("cannot use the picture #1 inside the SVG \(bad.path): "))
        }
    }
}
