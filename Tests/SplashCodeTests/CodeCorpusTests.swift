import Foundation
import SplashCompositor
import SplashGeometry
import SplashImport
import SplashScene
import SplashTestSupport
import Testing

/// Each launch animation of Tests/Corpus/code written twice, as a
/// developer's Swift and as a scene file by hand: rendered at the same
/// instants, the two are the same picture.
@Suite struct CodeCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/code")
    static let canvas = Size(width: 393, height: 852)
    static let instants = [0, 0.1, 0.25, 0.4, 0.5, 0.75, 1, 1.25, 1.6, 2]

    static var pairs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") && names.contains($0.replacingOccurrences(of: ".swift", with: ".json")) }
            .map { String($0.dropLast(".swift".count)) }.sorted()
    }

    @Test func theCorpusHasTenAnimationsAtLeast() {
        #expect(Self.pairs.count >= 10, "\(Self.pairs)")
    }

    @Test(arguments: pairs) func codeAndSceneRenderTheSame(_ name: String) throws {
        let code = try SceneSource.code(Self.folder.appendingPathComponent(name + ".swift"), CodeOptions(strictness: .strict)).scene(canvas: Self.canvas)
        let file = try SceneSource.file(Self.folder.appendingPathComponent(name + ".json")).scene(canvas: Self.canvas)
        var compared = 0
        for time in Self.instants {
            let a = try Compositor(scene: code, scale: 1).render(at: time)
            let b = try Compositor(scene: file, scale: 1).render(at: time)
            let quality = psnr(a.bytes, b.bytes)
            // The same scene drawn twice is the same picture; paths written
            // as SVG arcs by hand and built from UIBezierPath's quarter arcs
            // differ by rounding at their edges only.
            #expect(quality >= 50, "\(name) at \(time) s: \(quality) dB")
            compared += 1
        }
        #expect(compared == Self.instants.count)
    }
}
