import Foundation
import Testing
import SplashGeometry
import SplashRaster
import SplashScene
import SplashSVG
import SplashCompositor
import SplashTestSupport

enum PDFFixtures {
    static let folder = PackageFolders.tests.appendingPathComponent("SplashPDFTests/Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
            throw PDFTestError("missing fixture \(name)")
        }
        return [UInt8](data)
    }

    static func image(_ name: String) throws -> VectorImage {
        try VectorImage(pdf: bytes(name))
    }

    /// A one-page PDF without an xref table: `content` on a `width`×`height`
    /// page, with `resources` and further objects 5, 6, … as written.
    static func document(_ content: String, resources: String = "<< >>", width: Int = 100, height: Int = 50,
                         extra: [Int: String] = [:]) -> [UInt8] {
        var objects: [Int: String] = [
            1: "<< /Type /Catalog /Pages 2 0 R >>",
            2: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            3: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Resources \(resources) /Contents 4 0 R >>",
            4: "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        objects.merge(extra) { $1 }
        var text = "%PDF-1.4\n"
        for n in objects.keys.sorted() { text += "\(n) 0 obj\n\(objects[n]!)\nendobj\n" }
        return Array((text + "%%EOF\n").utf8)
    }

    /// The image drawn by the compositor over white, at `scale` pixels per point.
    static func render(_ image: VectorImage, scale: Double = 1) throws -> Pixmap {
        let w = image.viewBox.width, h = image.viewBox.height
        let json = ##"{"duration": 1, "backgroundColor": "#FFFFFF", "layers": [{"frame": [0, 0, \##(w), \##(h)], "contents": {"type": "image", "source": "/img/logo.pdf", "gravity": "resize"}}]}"##
        let scene = try SceneDecoder.decode(Data(json.utf8), file: "t.json", canvas: Size(width: w, height: h))
        return try Compositor(scene: scene, scale: scale, images: ["/img/logo.pdf": .vector(image)]).render(at: 0)
    }
}

struct PDFTestError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

/// Compares pixels with expected RGB values and counts the comparisons.
struct PixelChecks {
    let pixmap: Pixmap
    private(set) var count = 0

    init(_ pixmap: Pixmap) { self.pixmap = pixmap }

    mutating func expect(_ x: Int, _ y: Int, _ rgb: (Int, Int, Int), tolerance: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
        count += 1
        let p = pixmap.pixel(x: x, y: y)
        let ok = abs(Int(p.r) - rgb.0) <= tolerance && abs(Int(p.g) - rgb.1) <= tolerance && abs(Int(p.b) - rgb.2) <= tolerance
        #expect(ok, "pixel (\(x), \(y)) is \(p), expected \(rgb)", sourceLocation: sourceLocation)
    }
}
